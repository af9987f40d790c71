/** Japan-time dates (common/src/dates.ts): calendar days, months, midnights, weekdays, formatters. */
import {
  DAY_MS,
  JST_OFFSET_MS,
  JST_ZONE,
  addDays,
  dateOfDayNumber,
  dayNumberOf,
  daysBetween,
  isRealDate,
  isWeekend,
  jstDate,
  jstDayNumber,
  jstFormat,
  jstMonth,
  jstParts,
  startOfJstDay,
  todayJst,
  weekdayOf,
  WEEKDAYS_JA,
} from '../src/dates';

describe('Japan time', () => {
  it('is UTC+9 in Asia/Tokyo', () => {
    expect(JST_OFFSET_MS).toBe(9 * 60 * 60 * 1000);
    expect(JST_ZONE).toBe('Asia/Tokyo');
  });

  it('gives the calendar date in Japan of an instant, turning at 15:00 UTC', () => {
    expect(jstDate(new Date('2026-11-22T14:59:59.999Z'))).toBe('2026-11-22');
    expect(jstDate(new Date('2026-11-22T15:00:00.000Z'))).toBe('2026-11-23');
    expect(jstDate(Date.parse('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(todayJst(new Date('2026-11-22T15:30:00Z'))).toBe('2026-11-23');
    expect(todayJst()).toBe(jstDate(Date.now()));
  });

  it('gives the month in Japan, turning at the month end in Japan', () => {
    expect(jstMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
    expect(jstMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
    expect(jstMonth(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01');
  });

  it('starts a calendar day at midnight JST (15:00 UTC the day before)', () => {
    expect(startOfJstDay('2026-11-23').toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(jstDate(startOfJstDay('2026-11-23'))).toBe('2026-11-23');
    expect(jstDate(startOfJstDay('2026-11-23').getTime() - 1)).toBe('2026-11-22');
    expect(Number.isNaN(startOfJstDay('nope').getTime())).toBe(true);
  });

  it('counts days in Japan as day numbers', () => {
    const at = new Date('2026-11-22T15:00:00Z'); // 2026-11-23 00:00 JST
    expect(dateOfDayNumber(jstDayNumber(at))).toBe('2026-11-23');
    expect(jstDayNumber(at.getTime() - 1)).toBe(jstDayNumber(at) - 1);
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(dayNumberOf('2026-11-23')).toBe(jstDayNumber(at));
    expect(startOfJstDay('2026-11-23').getTime()).toBe(dayNumberOf('2026-11-23') * DAY_MS - JST_OFFSET_MS);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-23', 1)).toBe('2026-11-24');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('counts whole days between calendar dates', () => {
    expect(daysBetween('2026-11-23', '2026-11-28')).toBe(5);
    expect(daysBetween('2026-11-28', '2026-11-23')).toBe(-5);
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-23', 'nope')).toBeNaN();
  });

  it('names the weekday of a calendar date or a day number', () => {
    expect(weekdayOf('2026-11-23')).toBe(1); // a Monday
    expect(WEEKDAYS_JA[weekdayOf('2026-11-23')]).toBe('月');
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf(dayNumberOf('2026-11-28'))).toBe(6);
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-29')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
    expect(weekdayOf('nope')).toBeNaN();
  });

  it('reads the parts of an instant in Japan', () => {
    expect(jstParts('2026-11-22T15:05:00Z')).toEqual({ year: 2026, month: 11, day: 23, hour: 0, minute: 5, weekday: 1 });
    expect(jstParts(new Date('2026-12-31T23:59:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 8,
      minute: 59,
      weekday: 5,
    });
    expect(jstParts('nope')).toBeNull();
  });

  it('formats in Japanese and Japan time whatever the machine zone', () => {
    const monthDay = jstFormat({ month: 'long', day: 'numeric' });
    expect(monthDay(new Date('2026-11-22T15:00:00Z'))).toBe('11月23日');
    const clock = jstFormat({ hour: '2-digit', minute: '2-digit' });
    expect(clock(Date.parse('2026-11-22T15:05:00Z'))).toBe('00:05');
    expect(jstFormat({ year: 'numeric', month: 'long', day: 'numeric' })(new Date('2026-12-31T15:00:00Z'))).toBe('2027年1月1日');
  });

  it('still knows a real calendar date', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2026-1-1')).toBe(false);
  });
});
