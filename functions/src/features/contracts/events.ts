/**
 * What a contract transition tells its parties (docs/product/notifications.md#contract-events): the system
 * message written into the room and the notices queued for the other party, in the transition's own
 * transaction. Pure functions of the contract, the action, who took it and who reads it.
 */
import type { ContractActor } from '@common/contractMachine';
import { formatYen, type ContractAction, type ContractStatus } from '@common/marketplace';
import type { NoticeKind } from '@common/notices';
import { PATHS, withId } from '@common/paths';
import type { ContractDoc } from '../../documents/contracts';
import type { NoticeInput } from '../../documents/notifications';
import { contractCharge, contractFee } from '../money/fees';

type Side = 'client' | 'worker';

/** The contract page of each side (CLIENT.contract / WORKER.contract). */
export const contractPathFor = (side: Side, contractId: string) => withId(PATHS[side].contract, contractId);

const WHO: Record<ContractActor, string> = { client: '発注者', worker: '受注者', system: '運営' };

/**
 * Who reads a system message: a party, or 'both' for the wording stored on the message (right for
 * either party; what older readers and a message the room cannot place fall back to).
 */
export type Reader = Side | 'both';

/** The refund of the 仮払い as each reader hears of it (the money goes back to the client). */
const REFUND: Record<Reader, string> = {
  client: '仮払い金を全額返金します。',
  worker: '仮払い金は発注者へ全額返金されます。',
  both: '仮払い金を全額返金します。',
};

/**
 * What the salon reads when a cancellation gave a filled job's place back (the event's
 * `reopenAsked`, from giveBackPlace): the job stays closed until she answers on the contract's page.
 * Only the client, only then; never the worker, nor the stored wording for both.
 */
export const REOPEN_ASK_NOTE = '案件の募集は締め切ったままです。募集を再開するかは契約の画面で選べます。';

/** The transfer after 検収 as each reader hears of it. */
const TRANSFER: Record<Reader, string> = {
  client: '報酬を受注者へ送金します。',
  worker: '報酬を送金します。',
  both: '報酬を受注者へ送金します。',
};

/**
 * The system message of a transition for one reader (the room reads as the deal's history): what
 * happened, named from the reader's side (their own action without a subject), and what the reader
 * does or waits for next. The room answers each party their own wording (features/rooms/model.ts).
 */
export function systemTextFor(
  reader: Reader,
  action: ContractAction | 'accept',
  actor: ContractActor,
  c: Pick<ContractDoc, 'reward' | 'title' | 'feeRate' | 'withholding'>,
  /** The amount transferred (payout): what was sent, which a refund may have lowered. */
  amount?: number,
  /** cancel / confirm_refund: the job stays closed and its owner is asked (REOPEN_ASK_NOTE). */
  reopenAsked = false,
): string {
  const own = reader === actor;
  const askClient = reopenAsked && reader === 'client' ? REOPEN_ASK_NOTE : '';
  const who = own ? '' : `${WHO[actor]}が`;
  // What the salon pays at 仮払い: the reward, less the tax she withholds (docs/product/money.md#withholding).
  const paid = formatYen(contractCharge(c));
  const less = c.withholding ? `源泉徴収税額${formatYen(c.withholding.amount)}を除く` : '';
  const reward = less ? `${paid}・${less}` : paid;
  const rewardPaid = less ? `${paid}（${less}）` : paid;
  switch (action) {
    case 'accept':
      if (reader === 'client')
        return `契約が成立しました。仮払い（${reward}）をお願いします。仮払いが済むと受注者が作業を始めます。`;
      if (reader === 'worker') return `契約が成立しました。発注者の仮払い（${reward}）のあと作業を始めてください。`;
      return `契約が成立しました。発注者の仮払い（${reward}）が済むと作業が始まります。`;
    case 'pay':
      if (reader === 'client')
        return `仮払い（${reward}）が完了しました。受注者が作業を始めます。お預かりした報酬は、検収のあと受注者へお支払いします。`;
      return `発注者が${rewardPaid}を仮払いしました。報酬は運営がお預かりしています。${reader === 'worker' ? '作業を始めてください。' : ''}`;
    case 'deliver':
      if (reader === 'client') return '受注者が納品しました。内容をご確認のうえ、検収または修正の依頼をしてください。';
      if (reader === 'worker') return '納品しました。発注者の検収をお待ちください。';
      return '受注者が納品しました。';
    case 'request_revision':
      if (reader === 'client') return '修正を依頼しました。受注者が修正して、あらためて納品します。';
      if (reader === 'worker') return '発注者が修正を依頼しました。内容をご確認のうえ、修正してあらためて納品してください。';
      return '発注者が修正を依頼しました。';
    case 'complete':
      return actor === 'system'
        ? `検収期限を過ぎたため、自動で検収しました。${TRANSFER[reader]}`
        : `${who}検収しました。${TRANSFER[reader]}`;
    case 'payout':
      // The same for both: the amount is what was sent, known when it was written.
      return `受注者へ${formatYen(amount ?? contractFee(c).payout)}を送金しました。お取引ありがとうございました。`;
    case 'cancel':
      return `${who}契約をキャンセルしました。${askClient}`;
    case 'request_cancel':
      if (reader === 'both') return `${who}キャンセルを申請しました。`;
      return own
        ? `キャンセルを申請しました。${WHO[reader === 'client' ? 'worker' : 'client']}の回答をお待ちください。`
        : `${who}キャンセルを申請しました。内容をご確認のうえ、同意するか拒否するかを回答してください。`;
    case 'accept_cancel':
      return actor === 'system'
        ? `回答期限を過ぎたため、キャンセル申請が自動で承認されました。${REFUND[reader]}`
        : `${who}キャンセルに同意しました。${REFUND[reader]}`;
    case 'refuse_cancel':
      return `${who}キャンセル申請を拒否しました。運営が内容を確認します。`;
    case 'confirm_refund':
      return reader === 'worker'
        ? '発注者への返金が完了し、契約はキャンセルされました。'
        : `返金が完了し、契約はキャンセルされました。${askClient}`;
    case 'resolve_complete':
      return `運営が確認を終え、検収済みとしました。${TRANSFER[reader]}`;
    case 'resolve_refund':
      return '運営が確認を終え、仮払い金を全額返金することにしました。返金が済むと契約はキャンセルされます。';
  }
}

/** The wording stored on the message: right for either party (see systemTextFor). */
export const systemText = (
  action: ContractAction | 'accept',
  actor: ContractActor,
  c: Pick<ContractDoc, 'reward' | 'title' | 'feeRate' | 'withholding'>,
  amount?: number,
): string => systemTextFor('both', action, actor, c, amount);

interface NoticePlan {
  to: Side;
  kind: NoticeKind;
  title: string;
  amount?: number;
}

/** Who is told what after a transition; the actor is never told of their own action. */
function plan(action: ContractAction, actor: ContractActor, c: ContractDoc, amount?: number): NoticePlan[] {
  const other: Side | null = actor === 'client' ? 'worker' : actor === 'worker' ? 'client' : null;
  switch (action) {
    case 'pay':
      return [
        { to: 'worker', kind: 'payment_held', title: '仮払いが完了しました。作業を始めてください', amount: contractCharge(c) },
      ];
    case 'deliver':
      return [{ to: 'client', kind: 'delivered', title: '納品されました。内容をご確認ください' }];
    case 'request_revision':
      return [{ to: 'worker', kind: 'revision_requested', title: '修正の依頼が届きました' }];
    case 'complete':
      return [
        {
          to: 'worker',
          kind: 'completed',
          title: actor === 'system' ? '自動で検収されました' : '検収されました',
          amount: amount ?? contractFee(c).payout,
        },
      ];
    case 'payout':
      return [{ to: 'worker', kind: 'paid_out', title: '報酬を送金しました', amount: amount ?? contractFee(c).payout }];
    case 'cancel':
      return other ? [{ to: other, kind: 'cancelled', title: '契約がキャンセルされました' }] : [];
    case 'request_cancel':
      return other ? [{ to: other, kind: 'cancel_requested', title: 'キャンセルの申請が届きました。回答してください' }] : [];
    case 'accept_cancel':
    case 'refuse_cancel': {
      const answered = action === 'accept_cancel' ? '承認' : '拒否';
      const requester = c.pendingCancel?.by ?? null;
      return requester ? [{ to: requester, kind: 'cancel_answered', title: `キャンセル申請が${answered}されました` }] : [];
    }
    case 'confirm_refund':
      return [
        { to: 'client', kind: 'cancelled', title: '返金が完了しました', amount: contractCharge(c) },
        { to: 'worker', kind: 'cancelled', title: '契約のキャンセルが完了しました' },
      ];
    case 'resolve_complete':
      return [
        // What the transfer will send: a refund (outside the app, or the admin's partial one) lowers it.
        { to: 'worker', kind: 'completed', title: '運営の確認が終わり、検収されました', amount: amount ?? contractFee(c).payout },
        { to: 'client', kind: 'completed', title: '運営の確認が終わり、検収済みになりました' },
      ];
    case 'resolve_refund':
      return [
        { to: 'client', kind: 'cancel_answered', title: '運営の確認が終わり、仮払い金を返金します', amount: contractCharge(c) },
        { to: 'worker', kind: 'cancel_answered', title: '運営の確認が終わり、契約はキャンセルになります' },
      ];
  }
}

/**
 * The notices of a transition (contract as it was before it, for the pending request's author). The
 * body names the job, then, for the salon when a cancellation left her filled job closed
 * (`reopenAsked`), REOPEN_ASK_NOTE (before the note, so a clipped LINE push keeps it), then the note.
 */
export function noticesFor(
  action: ContractAction,
  actor: ContractActor,
  c: ContractDoc,
  note?: string,
  amount?: number,
  reopenAsked = false,
): NoticeInput[] {
  const closes = action === 'cancel' || action === 'confirm_refund';
  return plan(action, actor, c, amount).map((p) => ({
    userId: p.to === 'client' ? c.clientId : c.workerId,
    kind: p.kind,
    title: p.title,
    body: [
      `「${c.title}」`,
      ...(reopenAsked && closes && p.to === 'client' ? [REOPEN_ASK_NOTE] : []),
      ...(note ? [note] : []),
    ].join('\n'),
    path: contractPathFor(p.to, c.id),
    ...(p.amount !== undefined ? { amount: p.amount } : {}),
    contractId: c.id,
  }));
}

/** The room's event for a transition. */
export const eventOf = (action: ContractAction | 'accept', status: ContractStatus) => ({ action, status });
