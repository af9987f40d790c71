/**
 * The reviews' clock, run with the deal timers (features/contracts/timers.ts runDealTimers), every 15
 * minutes in production (docs/product/reviews.md#timers):
 *   - a review whose window closed without the other party's is visible by its `visibleAt` already;
 *     this counts it in its subject's aggregate (`reviewStats`), once (state sealed -> visible);
 *   - half-way through a window, a party who may still write and has not is reminded once (`reminded`);
 *   - a window past its end is closed (`open` false), so no run reads it again.
 * Each step re-reads what it changes in its own transaction: a second or parallel run changes nothing.
 */
import type { Deps } from '../../ports';
import { readAll } from '../../documents/collection';
import { notify } from '../../documents/notifications';
import {
  openReviewWindows,
  reviewId,
  reviewWindows,
  reviews,
  sealedReviews,
  type ReviewWindowDoc,
} from '../../documents/reviews';
import { logFailure } from '../money/keys';
import { reviewNotice } from './opening';
import { bumpStats, profileRefOf } from './service';
import { REVIEW_REMINDER_DAYS } from '@common/reviews';
import { DAY_MS } from '@common/dates';

export interface ReviewTimerReport {
  revealed: string[];
  reminded: string[];
  closed: string[];
  failed: string[];
}

/** Counts one sealed review whose time has come; false when another run (or the second review) did. */
export async function revealReview(deps: Deps, id: string): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const review = await reviews.get(tx, id);
    const now = deps.clock.now();
    if (!review || review.state !== 'sealed' || review.visibleAt.getTime() > now.getTime()) return false;
    const [profile] = await readAll(tx, [profileRefOf(review.subjectId, review.subjectSide)] as const);
    reviews.patch(tx, id, { state: 'visible' });
    bumpStats(tx, review.subjectId, review.subjectSide, profile, review.rating, 1);
    return true;
  });
}

/** The half-window reminder of one deal, to each party who may write and has not; once. */
async function remind(deps: Deps, contractId: string): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const w = await reviewWindows.get(tx, contractId);
    const now = deps.clock.now();
    if (!w || !w.open || w.reminded || now.getTime() >= w.deadline.getTime()) return false;
    const written = await reviews.getMany(
      tx,
      w.sides.map((s) => reviewId(contractId, s)),
    );
    reviewWindows.patch(tx, contractId, { reminded: true });
    const due = w.sides.filter((_, i) => !written[i]);
    const deal = { id: contractId, title: w.title, clientId: w.clientId, workerId: w.workerId };
    for (const side of due) notify(deps, tx, reviewNotice(deal, side, w.deadline, true), now);
    return due.length > 0;
  });
}

async function close(deps: Deps, contractId: string): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const w = await reviewWindows.get(tx, contractId);
    if (!w?.open) return false;
    reviewWindows.patch(tx, contractId, { open: false });
    return true;
  });
}

const remindAtOf = (w: ReviewWindowDoc) => w.closedAt.getTime() + REVIEW_REMINDER_DAYS * DAY_MS;

/** One run; each item on its own, a failure logged by the caller's report and the rest going on. */
export async function runReviewTimers(deps: Deps): Promise<ReviewTimerReport> {
  const report: ReviewTimerReport = { revealed: [], reminded: [], closed: [], failed: [] };
  const now = deps.clock.now().getTime();
  const [sealed, windows] = await Promise.all([sealedReviews(deps.store), openReviewWindows(deps.store)]);
  const step = async (id: string, fn: () => Promise<boolean>, into: string[]) => {
    try {
      if (await fn()) into.push(id);
    } catch (e) {
      logFailure('review timer step for', id, e);
      report.failed.push(id);
    }
  };
  for (const { data: r } of sealed) {
    if (r.visibleAt.getTime() <= now) await step(r.id, () => revealReview(deps, r.id), report.revealed);
  }
  for (const { data: w } of windows) {
    if (now >= w.deadline.getTime()) await step(w.contractId, () => close(deps, w.contractId), report.closed);
    else if (!w.reminded && now >= remindAtOf(w)) await step(w.contractId, () => remind(deps, w.contractId), report.reminded);
  }
  return report;
}
