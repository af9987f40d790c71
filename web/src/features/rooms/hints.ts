/**
 * The room's top bar: the contract's next step for the viewer in a few words, from the server's
 * `actions` (what the viewer may do now) and the status (what they wait for). The contract page has
 * the full explanation and the buttons.
 */
import type { ContractStatus } from '@common/marketplace';
import type { UserType } from '@common/options';
import type { RoomDetail } from '@common/rooms';

export interface RoomHint {
  text: string;
  /** action: the viewer has something to do; wait: the other party or the platform has. */
  tone: 'action' | 'wait' | 'done' | 'cancelled';
}

const WAIT: Record<UserType, Record<ContractStatus, RoomHint>> = {
  client: {
    // The client's 仮払い is not among the actions (the webhook moves the contract), so it is here.
    awaiting_payment: { text: '仮払いをお願いします', tone: 'action' },
    in_progress: { text: '納品をお待ちください', tone: 'wait' },
    delivered: { text: '納品物の確認をお願いします', tone: 'action' },
    completed: { text: '検収が完了しました', tone: 'done' },
    paid_out: { text: 'お取引が完了しました', tone: 'done' },
    cancel_requested: { text: 'キャンセル申請の回答をお待ちください', tone: 'wait' },
    refunding: { text: '返金の手続き中です', tone: 'wait' },
    cancelled: { text: '取引は終了しました', tone: 'cancelled' },
  },
  worker: {
    awaiting_payment: { text: '仮払いをお待ちください', tone: 'wait' },
    in_progress: { text: '作業が終わったら納品してください', tone: 'action' },
    delivered: { text: '検収をお待ちください', tone: 'wait' },
    completed: { text: '報酬のお支払いをお待ちください', tone: 'wait' },
    paid_out: { text: '報酬のお支払いが完了しました', tone: 'done' },
    cancel_requested: { text: 'キャンセル申請の回答をお待ちください', tone: 'wait' },
    refunding: { text: '返金の手続き中です', tone: 'wait' },
    cancelled: { text: '取引は終了しました', tone: 'cancelled' },
  },
};

/** What the room says while the contract is on hold, as the contract page does. */
export const ON_HOLD_HINT: RoomHint = { text: '運営が確認中です。手続きと送金・返金は一時停止しています', tone: 'wait' };

export function roomHint(
  room: Pick<RoomDetail, 'contractStatus' | 'actions' | 'onHold' | 'revisionRequested'>,
  side: UserType,
): RoomHint {
  if (room.onHold) return ON_HOLD_HINT;
  const can = (a: RoomDetail['actions'][number]) => room.actions.includes(a);
  if (can('accept_cancel') || can('refuse_cancel')) return { text: 'キャンセル申請への回答をお願いします', tone: 'action' };
  if (can('complete')) return { text: '納品物を確認して検収してください', tone: 'action' };
  const revision = room.revisionRequested && room.contractStatus === 'in_progress';
  if (can('deliver'))
    return { text: revision ? '修正して、あらためて納品してください' : '作業が終わったら納品してください', tone: 'action' };
  if (revision && side === 'client') return { text: '修正版の納品をお待ちください', tone: 'wait' };
  return WAIT[side][room.contractStatus];
}
