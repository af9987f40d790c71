/**
 * Who may review a contract, and until when (docs/product/reviews.md#rules), read from the contract
 * alone: a completed deal (検収, then paid_out) opens the window for both parties; a deal cancelled after
 * the payment (refunded in full, by agreement, by the 3-day silence or by an admin) opens it only for
 * the party who did not ask to cancel (docs/product/reviews.md#cancelled-deals).
 */
import { DAY_MS } from '@common/dates';
import { REVIEW_REMINDER_DAYS, REVIEW_WINDOW_DAYS, type ReviewSide } from '@common/reviews';
import type { ContractDoc } from '../../documents/contracts';

export interface ReviewWindow {
  /** The deal's end: 検収, or the refund's confirmation. */
  closedAt: Date;
  deadline: Date;
  remindAt: Date;
  /** The parties who may write. */
  sides: ReviewSide[];
}

const BOTH: ReviewSide[] = ['client', 'worker'];

const lastEvent = (c: Pick<ContractDoc, 'history'>, test: (e: ContractDoc['history'][number]) => boolean) => {
  for (let i = c.history.length - 1; i >= 0; i--) if (test(c.history[i])) return c.history[i];
  return undefined;
};

/**
 * Who asked to cancel: the actor of the latest キャンセル申請 (the request's `pendingCancel.by`, which
 * its answer clears, is kept in the history), or null when no party asked (an admin refunded a deal
 * on hold for a card dispute).
 */
export function cancelAskedBy(c: Pick<ContractDoc, 'history'>): ReviewSide | null {
  const asked = lastEvent(c, (e) => e.action === 'request_cancel');
  return asked?.actor === 'client' || asked?.actor === 'worker' ? asked.actor : null;
}

const windowFrom = (closedAt: Date, sides: ReviewSide[]): ReviewWindow => ({
  closedAt,
  deadline: new Date(closedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS),
  remindAt: new Date(closedAt.getTime() + REVIEW_REMINDER_DAYS * DAY_MS),
  sides,
});

/** The contract's review window, or null while it cannot be reviewed (not ended, or cancelled unpaid). */
export function reviewWindowOf(c: Pick<ContractDoc, 'status' | 'history' | 'completedAt' | 'updatedAt'>): ReviewWindow | null {
  if (c.status === 'completed' || c.status === 'paid_out') {
    // Contracts completed before `completedAt` existed: the 検収 event of their history.
    const at = c.completedAt ?? lastEvent(c, (e) => e.status === 'completed')?.at ?? c.updatedAt;
    return windowFrom(at, BOTH);
  }
  if (c.status === 'cancelled') {
    // Cancelled after the payment: the refund was confirmed (confirm_refund). Cancelled before it: nothing to review.
    const refunded = lastEvent(c, (e) => e.action === 'confirm_refund');
    if (!refunded) return null;
    const asker = cancelAskedBy(c);
    return windowFrom(
      refunded.at,
      BOTH.filter((s) => s !== asker),
    );
  }
  return null;
}

export const otherSide = (side: ReviewSide): ReviewSide => (side === 'client' ? 'worker' : 'client');
