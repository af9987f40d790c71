/**
 * What a contract transition tells its parties (issue 11): the system message written into the
 * room and the notices queued for the other party, in the transition's own transaction. Pure
 * functions of the contract, the action and who took it.
 */
import type { ContractActor } from '@common/contractMachine';
import { formatYen, type ContractAction, type ContractStatus } from '@common/marketplace';
import type { NoticeKind } from '@common/notices';
import type { ContractDoc } from '../../documents/contracts';
import type { NoticeInput } from '../../documents/notifications';
import { contractFee } from '../money/fees';

type Side = 'client' | 'worker';

/** The contract page of each side (web/src/lib/paths.ts CLIENT.contract / WORKER.contract). */
export const contractPathFor = (side: Side, contractId: string) =>
  `/${side}/project-managements/${encodeURIComponent(contractId)}`;

const WHO: Record<ContractActor, string> = { client: '発注者', worker: '受注者', system: '運営' };

/** The system message of a transition (the room reads as the deal's history). */
export function systemText(
  action: ContractAction | 'accept',
  actor: ContractActor,
  c: Pick<ContractDoc, 'reward' | 'title' | 'feeRate'>,
  /** The amount transferred (payout): what was sent, which a refund may have lowered. */
  amount?: number,
): string {
  switch (action) {
    case 'accept':
      return `契約が成立しました。発注者の仮払い（${formatYen(c.reward)}）のあと作業を始めてください。`;
    case 'pay':
      return `発注者が${formatYen(c.reward)}を仮払いしました。報酬は運営がお預かりしています。作業を始めてください。`;
    case 'deliver':
      return '受注者が納品しました。内容をご確認のうえ、検収または修正の依頼をしてください。';
    case 'request_revision':
      return '発注者が修正を依頼しました。';
    case 'complete':
      return actor === 'system'
        ? '検収期限を過ぎたため、自動で検収しました。報酬を受注者へ送金します。'
        : '発注者が検収しました。報酬を受注者へ送金します。';
    case 'payout':
      return `受注者へ${formatYen(amount ?? contractFee(c).payout)}を送金しました。お取引ありがとうございました。`;
    case 'cancel':
      return `${WHO[actor]}が契約をキャンセルしました。`;
    case 'request_cancel':
      return `${WHO[actor]}がキャンセルを申請しました。`;
    case 'accept_cancel':
      return actor === 'system'
        ? '回答期限を過ぎたため、キャンセル申請が自動で承認されました。仮払い金を全額返金します。'
        : `${WHO[actor]}がキャンセルに同意しました。仮払い金を全額返金します。`;
    case 'refuse_cancel':
      return `${WHO[actor]}がキャンセル申請を拒否しました。運営が内容を確認します。`;
    case 'confirm_refund':
      return '返金が完了し、契約はキャンセルされました。';
    case 'resolve_complete':
      return '運営が確認を終え、検収済みとしました。報酬を受注者へ送金します。';
    case 'resolve_refund':
      return '運営が確認を終え、仮払い金を全額返金することにしました。返金が済むと契約はキャンセルされます。';
  }
}

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
      return [{ to: 'worker', kind: 'payment_held', title: '仮払いが完了しました。作業を始めてください', amount: c.reward }];
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
          amount: contractFee(c).payout,
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
        { to: 'client', kind: 'cancelled', title: '返金が完了しました', amount: c.reward },
        { to: 'worker', kind: 'cancelled', title: '契約のキャンセルが完了しました' },
      ];
    case 'resolve_complete':
      return [
        { to: 'worker', kind: 'completed', title: '運営の確認が終わり、検収されました', amount: contractFee(c).payout },
        { to: 'client', kind: 'completed', title: '運営の確認が終わり、検収済みになりました' },
      ];
    case 'resolve_refund':
      return [
        { to: 'client', kind: 'cancel_answered', title: '運営の確認が終わり、仮払い金を返金します', amount: c.reward },
        { to: 'worker', kind: 'cancel_answered', title: '運営の確認が終わり、契約はキャンセルになります' },
      ];
  }
}

/** The notices of a transition (contract as it was before it, for the pending request's author). */
export function noticesFor(
  action: ContractAction,
  actor: ContractActor,
  c: ContractDoc,
  note?: string,
  amount?: number,
): NoticeInput[] {
  return plan(action, actor, c, amount).map((p) => ({
    userId: p.to === 'client' ? c.clientId : c.workerId,
    kind: p.kind,
    title: p.title,
    body: note ? `「${c.title}」\n${note}` : `「${c.title}」`,
    path: contractPathFor(p.to, c.id),
    ...(p.amount !== undefined ? { amount: p.amount } : {}),
    contractId: c.id,
  }));
}

/** The room's event for a transition. */
export const eventOf = (action: ContractAction | 'accept', status: ContractStatus) => ({ action, status });
