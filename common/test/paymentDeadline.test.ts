/**
 * The payment deadline's arithmetic (common/src/paymentDeadline.ts,
 * docs/product/law.md#payment-within-60-days-4条): JST calendar dates across month ends, leap days and
 * the turn of the JST day at 15:00 UTC.
 */
import {
  PAYMENT_DEADLINE_AFTER_DUE_DAYS,
  PAYMENT_DEADLINE_MAX_DAYS,
  deadlineAfterDelivery,
  initialPaymentDeadline,
  isLawfulDeadline,
  latestLawfulDeadline,
} from '../src/paymentDeadline';
import { daysBetween, jstDate } from '../src/dates';

describe('the payment deadline', () => {
  it('is 納期 + 30 days at 採用, across month ends, year ends and leap days', () => {
    expect(PAYMENT_DEADLINE_AFTER_DUE_DAYS).toBe(30);
    expect(initialPaymentDeadline('2026-01-31')).toBe('2026-03-02');
    expect(initialPaymentDeadline('2027-12-15')).toBe('2028-01-14');
    expect(initialPaymentDeadline('2028-01-30')).toBe('2028-02-29');
    expect(initialPaymentDeadline('2028-02-29')).toBe('2028-03-30');
    expect(initialPaymentDeadline('2026-02-28')).toBe('2026-03-30');
  });

  it('refuses what is not a date', () => {
    expect(() => initialPaymentDeadline('2026-02-30')).toThrow(RangeError);
    expect(() => initialPaymentDeadline('')).toThrow(RangeError);
  });

  it('counts 60 days from the JST day of receipt as day 1', () => {
    expect(PAYMENT_DEADLINE_MAX_DAYS).toBe(60);
    // 2026-04-01 is day 1; day 60 is 2026-05-30.
    expect(latestLawfulDeadline(new Date('2026-04-01T03:00:00Z'))).toBe('2026-05-30');
    // Leap year: 2028-01-01 + 59 days = 2028-02-29.
    expect(latestLawfulDeadline(new Date('2028-01-01T00:00:00+09:00'))).toBe('2028-02-29');
    expect(latestLawfulDeadline(new Date('2027-01-01T00:00:00+09:00'))).toBe('2027-03-01');
    // Across the year end.
    expect(latestLawfulDeadline(new Date('2026-12-15T10:00:00+09:00'))).toBe('2027-02-12');
  });

  it('takes the JST date of the receipt: 15:00 UTC and later is the next day in Japan', () => {
    expect(latestLawfulDeadline(new Date('2026-03-31T14:59:59Z'))).toBe('2026-05-29');
    expect(latestLawfulDeadline(new Date('2026-03-31T15:00:00Z'))).toBe('2026-05-30');
    expect(jstDate(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
  });

  it('comes forward at a 納品 well before 納期 and never moves later', () => {
    const deadline = initialPaymentDeadline('2026-06-30'); // 2026-07-30
    const early = new Date('2026-04-10T12:00:00+09:00');
    expect(deadlineAfterDelivery(deadline, early)).toBe('2026-06-08');
    // A later 納品 (after a 修正依頼) keeps the earlier date.
    expect(deadlineAfterDelivery('2026-06-08', new Date('2026-05-20T12:00:00+09:00'))).toBe('2026-06-08');
    // A 納品 near 納期 leaves it as it was.
    expect(deadlineAfterDelivery(deadline, new Date('2026-06-29T12:00:00+09:00'))).toBe(deadline);
  });

  it('is always lawful for the first 納品, whatever day it comes', () => {
    const due = '2026-12-31';
    for (let offset = -200; offset <= 200; offset += 1) {
      const receivedAt = new Date(Date.parse(`${due}T00:00:00+09:00`) + offset * 86_400_000 + 15 * 3600_000);
      const after = deadlineAfterDelivery(initialPaymentDeadline(due), receivedAt);
      expect(isLawfulDeadline(after, receivedAt)).toBe(true);
      expect(daysBetween(jstDate(receivedAt), after)).toBeLessThanOrEqual(59);
    }
  });

  it('says when a deadline is past the legal limit', () => {
    const at = new Date('2026-04-01T09:00:00+09:00');
    expect(isLawfulDeadline('2026-05-30', at)).toBe(true);
    expect(isLawfulDeadline('2026-05-31', at)).toBe(false);
  });
});
