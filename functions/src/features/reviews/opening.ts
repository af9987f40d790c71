/**
 * The review window opens with the deal's end, in the transition's own transaction
 * (features/contracts/transitions.ts): its record for the timers and the review request to each party
 * who may write, in お知らせ and on LINE through the outbox (docs/product/reviews.md#notices).
 */
import { jstFormat } from '@common/dates';
import { PATHS, withId } from '@common/paths';
import { REVIEW_NOTICE_TITLE, type ReviewSide } from '@common/reviews';
import type { ContractAction } from '@common/marketplace';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import type { ContractDoc } from '../../documents/contracts';
import { notify, type NoticeInput } from '../../documents/notifications';
import { reviewWindows } from '../../documents/reviews';
import { reviewWindowOf } from './rules';

/** '12月23日' in Japan. */
const jstDay = jstFormat({ month: 'long', day: 'numeric' });

/** The transitions that end a deal in a reviewable state. */
const OPENS: readonly ContractAction[] = ['complete', 'resolve_complete', 'confirm_refund'];

const partyOf = (c: Pick<ContractDoc, 'clientId' | 'workerId'>, side: ReviewSide) =>
  side === 'client' ? c.clientId : c.workerId;

/** The request, and the reminder (`reminder`), to one party; the button opens the review form. */
export function reviewNotice(
  c: Pick<ContractDoc, 'id' | 'title' | 'clientId' | 'workerId'>,
  side: ReviewSide,
  deadline: Date,
  reminder = false,
): NoticeInput {
  const other = side === 'client' ? '受注者' : '発注者';
  return {
    userId: partyOf(c, side),
    kind: 'review_request',
    title: reminder ? `${REVIEW_NOTICE_TITLE}（${jstDay(deadline)}まで）` : REVIEW_NOTICE_TITLE,
    body: reminder
      ? `「${c.title}」の${other}の評価がまだです。${jstDay(deadline)}まで評価できます。評価はお互いが書き終えるか期限を過ぎると公開されます。`
      : `「${c.title}」の取引が完了しました。${jstDay(deadline)}までに${other}の評価をお願いします。評価はお互いが書き終えるか期限を過ぎると公開されます。`,
    path: withId(PATHS[side].review, c.id),
    contractId: c.id,
  };
}

/**
 * Writes only (the caller has done its reads): called by the transition with the contract as it
 * becomes. Nothing for a transition that does not end the deal, or a contract that cannot be reviewed.
 */
export function openReviewsIn(deps: Deps, tx: TransactionOps, action: ContractAction, contract: ContractDoc, now: Date): void {
  if (!OPENS.includes(action)) return;
  const window = reviewWindowOf(contract);
  if (!window || !window.sides.length) return;
  reviewWindows.put(tx, contract.id, {
    contractId: contract.id,
    clientId: contract.clientId,
    workerId: contract.workerId,
    title: contract.title,
    closedAt: window.closedAt,
    deadline: window.deadline,
    sides: window.sides,
    reminded: false,
    open: true,
  });
  for (const side of window.sides) notify(deps, tx, reviewNotice(contract, side, window.deadline), now);
}
