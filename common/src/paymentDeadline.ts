/**
 * The payment deadline (支払期日) of a contract (docs/product/law.md#payment-within-60-days-4条): a
 * concrete JST calendar date from the moment of 採用, never later than the last day the freelance
 * law allows once the work is received. Pure date arithmetic over 'YYYY-MM-DD' strings
 * (common/src/dates.ts), no clock.
 *
 * - At 採用: 納期 + PAYMENT_DEADLINE_AFTER_DUE_DAYS (30) days.
 * - At each 納品: min(current, the 60th day counting the day of the 納品 as day 1), so a 納品 well
 *   before 納期 brings the deadline forward. A later 納品 (after a 修正依頼) never moves it back.
 * - The automatic 検収 of a 納品 (autoCompleteDue) comes early enough for the transfer right after it
 *   to keep that deadline.
 */
import { DAY_MS, addDays, isRealDate, jstDate, startOfJstDay } from './dates';

/** Days after 納期 the deadline is set to at 採用. */
export const PAYMENT_DEADLINE_AFTER_DUE_DAYS = 30;
/** 4条1項: within 60 days counting from (and including) the day the work is received. */
export const PAYMENT_DEADLINE_MAX_DAYS = 60;

/** The deadline stated at 採用, from the contract's 納期 (a JST date). */
export function initialPaymentDeadline(deliveryDate: string): string {
  if (!isRealDate(deliveryDate)) throw new RangeError(`not a date: ${deliveryDate}`);
  return addDays(deliveryDate, PAYMENT_DEADLINE_AFTER_DUE_DAYS);
}

/**
 * The last lawful deadline for work received at `receivedAt`: the 60th day counting the JST day of
 * receipt as day 1 (受領した日から起算して六十日), i.e. that day + 59.
 */
export const latestLawfulDeadline = (receivedAt: Date | number): string =>
  addDays(jstDate(receivedAt), PAYMENT_DEADLINE_MAX_DAYS - 1);

/** The deadline after a 納品 at `receivedAt`: never later than it was, nor than the law allows. */
export function deadlineAfterDelivery(current: string, receivedAt: Date | number): string {
  const latest = latestLawfulDeadline(receivedAt);
  return latest < current ? latest : current;
}

/** Whether a deadline is lawful for work received at `receivedAt`. */
export const isLawfulDeadline = (deadline: string, receivedAt: Date | number): boolean =>
  deadline <= latestLawfulDeadline(receivedAt);

/** The salon's least time to inspect a 納品 before it is accepted by itself, whatever the deadline. */
export const MIN_INSPECTION_DAYS = 1;

/**
 * When the automatic 検収 of a 納品 falls due (docs/product/states.md#auto-complete): `autoCompleteDays`
 * after `start`, but no later than the start (00:00 JST) of the payment deadline's day, so that the
 * transfer made right after it lands on or before that day; never less than MIN_INSPECTION_DAYS after
 * `start` (a 納品 that late is the worker's delay, raised to the admins by the deadline watch), nor
 * later than the plain rule. A contract without a deadline (made before deadlines existed) keeps the
 * plain rule.
 *
 * E.g. 7 days, deadline 2026-05-31: a 納品 at 2026-05-20 10:00 JST is due 2026-05-27 10:00 JST; one at
 * 2026-05-28 10:00 JST on 2026-05-31 00:00 JST; one at 2026-05-30 20:00 JST on 2026-05-31 20:00 JST
 * (the one day floor, past the deadline's start).
 *
 * @param start when the 納品's clock starts: the 納品, or the end of a hold after it (clockStart)
 * @param paymentDeadline the contract's deadline as this 納品 left it ('YYYY-MM-DD', JST)
 */
export function autoCompleteDue(start: Date | number, autoCompleteDays: number, paymentDeadline?: string | null): Date {
  const from = typeof start === 'number' ? start : start.getTime();
  const plain = from + autoCompleteDays * DAY_MS;
  // What is no date (never written by this code) counts as none: the plain rule.
  if (!paymentDeadline || !isRealDate(paymentDeadline)) return new Date(plain);
  const deadlineStarts = startOfJstDay(paymentDeadline).getTime();
  return new Date(Math.min(plain, Math.max(deadlineStarts, from + MIN_INSPECTION_DAYS * DAY_MS)));
}

/**
 * The JST date of automatic 検収 a document states for a 納品 at `deliveredAt` on a contract whose
 * deadline was `paymentDeadline` before it (the 納品 may bring it forward: deadlineAfterDelivery).
 */
export function autoCompleteDateOfDelivery(
  deliveredAt: Date | number,
  autoCompleteDays: number,
  paymentDeadline?: string | null,
): string {
  const deadline = paymentDeadline ? deadlineAfterDelivery(paymentDeadline, deliveredAt) : null;
  return jstDate(autoCompleteDue(deliveredAt, autoCompleteDays, deadline));
}
