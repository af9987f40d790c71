/** What the worker should do (or wait for) next in each contract state, shown on the contract detail. */
import { Info, PencilLine } from 'lucide-react';
import { FINISHED_CONTRACT_STATUSES } from '@common/contractMachine';
import type { Contract, ContractStatus } from '@common/marketplace';
import { pendingRevision } from '@common/rooms';
import type { NextStepContract, Step } from './NextStep';

export const WORKER_NEXT_ACTION: Record<ContractStatus, string> = {
  awaiting_payment: '発注者の仮払いをお待ちください',
  in_progress: '仮払いが完了しました。納品日までに作業を進め、終わったら納品してください',
  delivered: '納品が完了しました。発注者の検収をお待ちください',
  completed: '検収が完了しました。報酬のお振込みをお待ちください',
  paid_out: '報酬のお支払いが完了しました。お疲れさまでした',
  cancel_requested: 'この契約はキャンセルが申請されています。ご不明な点はお問い合わせ窓口までご連絡ください',
  refunding: 'キャンセルが成立し、発注者への返金手続き中です。返金が完了するとこの契約はキャンセルになります',
  cancelled: 'この契約はキャンセルされました',
};

/** The texts that depend on more than the status: who asked to cancel, a payout waiting for an account. */
function workerText(c: Pick<NextStepContract, 'status' | 'cancelRequest' | 'payout'>): string {
  if (c.status === 'cancel_requested' && c.cancelRequest?.by === 'worker')
    return 'キャンセルを申請しました。発注者の回答をお待ちください。発注者が同意するか、期限までに回答がない場合はキャンセルが成立します';
  if (c.status === 'cancel_requested' && c.cancelRequest?.by === 'client')
    return '発注者からキャンセルの申請があります。申請の理由をご確認のうえ、キャンセルに同意するか拒否するかを回答してください';
  if (c.status === 'completed' && c.payout?.status === 'waiting_account')
    return '検収が完了しました。報酬を受け取るには受取口座を登録してください';
  return WORKER_NEXT_ACTION[c.status];
}

const FINISHED = new Set<ContractStatus>(FINISHED_CONTRACT_STATUSES);

export function workerNextStep(
  c: Pick<Contract, 'status'> & Partial<Pick<Contract, 'cancelRequest' | 'payout' | 'history'>>,
): Step {
  // Back to work after a 修正依頼: what the client asked, until the worker delivers again.
  const revision = pendingRevision({ status: c.status, history: c.history ?? [] });
  if (revision)
    return {
      icon: PencilLine,
      title: '次のステップ',
      tone: 'action',
      body: [
        '発注者から修正の依頼がありました。内容をご確認のうえ修正し、終わったらあらためて納品してください',
        ...(revision.note ? [`修正の内容：${revision.note}`] : []),
      ],
    };
  const answer = c.status === 'cancel_requested' && c.cancelRequest?.by === 'client';
  return {
    icon: Info,
    title: FINISHED.has(c.status) ? '現在の状況' : '次のステップ',
    body: [workerText(c)],
    tone:
      c.status === 'cancelled' || c.status === 'refunding'
        ? 'cancelled'
        : c.status === 'in_progress' || answer
          ? 'action'
          : 'wait',
  };
}
