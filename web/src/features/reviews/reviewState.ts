/**
 * Where the caller stands with a deal's review (docs/product/reviews.md#the-form), from
 * GET /liff/contracts/:id/review and the contract's status, and the words the screens use for it.
 */
import { FINISHED_CONTRACT_STATUSES } from '@common/contractMachine';
import { jstFormat } from '@common/dates';
import type { ContractStatus } from '@common/marketplace';
import { REVIEW_MESSAGES, type ContractReview, type Review } from '@common/reviews';

/**
 * due: the form; waiting / visible / hidden: mine is written (sealed until both wrote or the deadline,
 * shown, or hidden by the operator); notYet: the deal has not ended; none: a deal that ended without
 * review (cancelled before 仮払い); closed: the window is over; asker: the party who asked to cancel.
 */
export type ReviewStage = 'due' | 'waiting' | 'visible' | 'hidden' | 'notYet' | 'none' | 'closed' | 'asker';

const FINISHED = new Set<ContractStatus>(FINISHED_CONTRACT_STATUSES);

export function stageOf(r: ContractReview, status: ContractStatus, now = Date.now()): ReviewStage {
  if (r.due) return 'due';
  if (r.mine) return mineStage(r.mine);
  if (!r.deadline) return FINISHED.has(status) ? 'none' : 'notYet';
  return now >= Date.parse(r.deadline) ? 'closed' : 'asker';
}

export const mineStage = (mine: Review): 'waiting' | 'visible' | 'hidden' =>
  mine.hidden ? 'hidden' : mine.visible ? 'visible' : 'waiting';

/** Why the caller cannot write, for the stages without a review of theirs. */
export const REASON: Record<'notYet' | 'none' | 'closed' | 'asker', string> = {
  notYet: REVIEW_MESSAGES.notYet,
  none: '仮払いの前にキャンセルされた取引は評価できません',
  closed: REVIEW_MESSAGES.closed,
  asker: REVIEW_MESSAGES.asker,
};

/** What each star means, under the stars of the form and beside a written review's. */
export const RATING_LABEL: Record<number, string> = {
  1: '不満',
  2: 'やや不満',
  3: 'ふつう',
  4: '満足',
  5: 'とても満足',
};

const monthDay = jstFormat({ month: 'long', day: 'numeric' });

/** An ISO instant as '12月23日' in Japan, '' when absent. */
export function formatMonthDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : monthDay(d);
}
