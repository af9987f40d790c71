/**
 * The payment deadline (支払期日) of a contract (docs/product/law.md#payment-within-60-days-4条): a
 * concrete JST calendar date from the moment of 採用, never later than the last day the freelance
 * law allows once the work is received. Pure date arithmetic over 'YYYY-MM-DD' strings
 * (common/src/dates.ts), no clock.
 *
 * - At 採用: 納期 + PAYMENT_DEADLINE_AFTER_DUE_DAYS (30) days.
 * - At each 納品: min(current, the 60th day counting the day of the 納品 as day 1), so a 納品 well
 *   before 納期 brings the deadline forward. A later 納品 (after a 修正依頼) never moves it back.
 */
import { addDays, isRealDate, jstDate } from './dates';

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
