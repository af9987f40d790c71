/**
 * The payment deadline's arithmetic (common/src/paymentDeadline.ts,
 * docs/product/law.md#payment-within-60-days-4条): JST calendar dates across month ends, leap days and
 * the turn of the JST day at 15:00 UTC.
 */
import {
  MIN_INSPECTION_DAYS,
  PAYMENT_DEADLINE_AFTER_DUE_DAYS,
  PAYMENT_DEADLINE_MAX_DAYS,
  autoCompleteDateOfDelivery,
  autoCompleteDue,
  deadlineAfterDelivery,
  initialPaymentDeadline,
  isLawfulDeadline,
  latestLawfulDeadline,
} from '../src/paymentDeadline';
import { DAY_MS, addDays, daysBetween, jstDate, startOfJstDay } from '../src/dates';

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

describe('the automatic 検収 inside the payment deadline (autoCompleteDue)', () => {
  const at = (iso: string) => new Date(iso);
  const due = (start: string, deadline?: string | null, days = 7) => autoCompleteDue(at(start), days, deadline).toISOString();

  it.each([
    // [納品 (UTC), deadline, due (UTC), why]
    ['2026-05-20T01:00:00Z', null, '2026-05-27T01:00:00.000Z', 'no deadline (an old contract): the plain 7 days'],
    ['2026-05-20T01:00:00Z', undefined, '2026-05-27T01:00:00.000Z', 'no deadline field at all'],
    ['2026-05-20T01:00:00Z', '2026-06-30', '2026-05-27T01:00:00.000Z', 'deadline far: the plain 7 days'],
    ['2026-05-28T01:00:00Z', '2026-05-31', '2026-05-30T15:00:00.000Z', 'late: 00:00 JST of the deadline day'],
    ['2026-05-30T11:00:00Z', '2026-05-31', '2026-05-31T11:00:00.000Z', 'later still: at least one day to inspect'],
    ['2026-06-02T01:00:00Z', '2026-05-31', '2026-06-03T01:00:00.000Z', 'after the deadline: one day (the watch raises it)'],
    ['2026-02-25T03:00:00Z', '2026-03-01', '2026-02-28T15:00:00.000Z', 'across February end: 3/1 00:00 JST is 2/28 15:00 UTC'],
    ['2028-02-25T03:00:00Z', '2028-03-01', '2028-02-29T15:00:00.000Z', 'leap year: 3/1 00:00 JST is 2/29 15:00 UTC'],
    ['2026-12-28T03:00:00Z', '2027-01-01', '2026-12-31T15:00:00.000Z', 'across the year end'],
    [
      '2026-04-29T15:00:00Z',
      '2026-05-01',
      '2026-04-30T15:00:00.000Z',
      '納品 at 00:00 JST, deadline the next day: exactly one day',
    ],
  ])('a 納品 at %s with deadline %s is due %s (%s)', (start, deadline, expected, _why) => {
    expect(due(start, deadline)).toBe(expected);
  });

  it('turns at 15:00 UTC, the start of the JST day', () => {
    // Deadline 2026-04-05 starts at 2026-04-04T15:00Z; a 納品 7 days before that instant is due exactly then.
    expect(startOfJstDay('2026-04-05').toISOString()).toBe('2026-04-04T15:00:00.000Z');
    expect(due('2026-03-28T15:00:00Z', '2026-04-05')).toBe('2026-04-04T15:00:00.000Z');
    // A second earlier (23:59:59 JST on 3/28): the plain rule, still on 4/4 in Japan.
    expect(due('2026-03-28T14:59:59Z', '2026-04-05')).toBe('2026-04-04T14:59:59.000Z');
    expect(jstDate(autoCompleteDue(at('2026-03-28T14:59:59Z'), 7, '2026-04-05'))).toBe('2026-04-04');
    // A second later (00:00:01 JST on 3/29): held at the deadline's start, 4/5 in Japan.
    expect(due('2026-03-28T15:00:01Z', '2026-04-05')).toBe('2026-04-04T15:00:00.000Z');
    expect(jstDate(autoCompleteDue(at('2026-03-28T15:00:01Z'), 7, '2026-04-05'))).toBe('2026-04-05');
  });

  it('counts from the clock start it is given (the end of a hold), with the same floor', () => {
    // Released on the deadline day itself: a day from the release, not at once.
    expect(due('2026-05-31T03:00:00Z', '2026-05-31')).toBe('2026-06-01T03:00:00.000Z');
  });

  it('is never later than the plain rule: with fewer days than the floor, the plain rule wins', () => {
    expect(MIN_INSPECTION_DAYS).toBe(1);
    expect(due('2026-05-30T11:00:00Z', '2026-05-31', 0)).toBe('2026-05-30T11:00:00.000Z');
  });

  it('treats what is no date as no deadline', () => {
    expect(due('2026-05-20T01:00:00Z', '2026-02-30')).toBe('2026-05-27T01:00:00.000Z');
    expect(due('2026-05-20T01:00:00Z', '')).toBe('2026-05-27T01:00:00.000Z');
  });

  it('keeps the transfer on or before the deadline day for every 納品 at least a day before it, hour by hour', () => {
    const deadline = '2026-03-01'; // across February's end
    const deadlineStarts = startOfJstDay(deadline).getTime();
    for (let h = -24 * 12; h <= 24 * 3; h += 1) {
      const start = deadlineStarts + h * 3_600_000 + 17 * 60_000;
      const d = autoCompleteDue(start, 7, deadline).getTime();
      expect(d).toBeLessThanOrEqual(start + 7 * DAY_MS);
      expect(d).toBeGreaterThanOrEqual(start + DAY_MS);
      if (start + DAY_MS <= deadlineStarts) expect(jstDate(d) <= deadline).toBe(true);
      else expect(d).toBe(start + DAY_MS);
    }
  });

  it('gives the date the documents state for a 納品, with the deadline that 納品 leaves', () => {
    // 納期 2026-04-30, deadline 2026-05-30.
    const deadline = initialPaymentDeadline('2026-04-30');
    expect(deadline).toBe('2026-05-30');
    // On time: the plain 7 days.
    expect(autoCompleteDateOfDelivery(at('2026-04-30T01:00:00Z'), 7, deadline)).toBe('2026-05-07');
    // Late (納期 + 27): the deadline day.
    expect(autoCompleteDateOfDelivery(at('2026-05-27T01:00:00Z'), 7, deadline)).toBe('2026-05-30');
    // Early: the 納品 brings the deadline forward (+59 days), still far: the plain 7 days.
    const early = at('2026-02-01T01:00:00Z');
    expect(deadlineAfterDelivery(deadline, early)).toBe(addDays('2026-02-01', 59));
    expect(autoCompleteDateOfDelivery(early, 7, deadline)).toBe('2026-02-08');
    // An old contract: the plain rule, at 23:30 JST the next day's count.
    expect(autoCompleteDateOfDelivery(at('2026-03-31T14:30:00Z'), 7, null)).toBe('2026-04-07');
  });
});
