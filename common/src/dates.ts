/**
 * Dates in Japan time, for screens and server alike: the one place that knows Japan is UTC+9 (no
 * summer time, all year). Calendar dates are 'YYYY-MM-DD' strings (a job's deadline, a bank arrival);
 * instants are Dates (or epoch milliseconds). Kept free of yup: list cards use these, and a list
 * screen should not load the schema library (docs/performance.md).
 */

/** Japan's IANA time zone, for Intl and schedulers. */
export const JST_ZONE = 'Asia/Tokyo';
/** Japan time's offset from UTC. */
export const JST_OFFSET_MS = 9 * 3600_000;
export const DAY_MS = 86_400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `v` is a 'YYYY-MM-DD' date that exists in the calendar. */
export const isRealDate = (v: string) => {
  // Length first: no pattern ever reads more than the 10 characters a date has.
  if (v.length !== 10 || !ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const ms = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/** The calendar day in Japan of an instant, as whole days since 1970-01-01 (to count days with). */
export const jstDayNumber = (at: Date | number) => Math.floor((ms(at) + JST_OFFSET_MS) / DAY_MS);
/** A day number (see jstDayNumber) as 'YYYY-MM-DD'. */
export const dateOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A 'YYYY-MM-DD' date as a day number (NaN when it is no date). */
export const dayNumberOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** 'YYYY-MM-DD' of an instant in Japan. */
export const jstDate = (at: Date | number) => new Date(ms(at) + JST_OFFSET_MS).toISOString().slice(0, 10);
/** Today's date in Japan, 'YYYY-MM-DD'. */
export const todayJst = (now: Date | number = new Date()) => jstDate(now);
/** 'YYYY-MM' of an instant in Japan. */
export const jstMonth = (at: Date | number) => jstDate(at).slice(0, 7);
/** The instant a calendar day begins in Japan (its midnight JST). */
export const startOfJstDay = (date: string) => new Date(dayNumberOf(date) * DAY_MS - JST_OFFSET_MS);

/** The calendar date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) => dateOfDayNumber(dayNumberOf(date) + days);
/** Whole days from `from` to `to` (calendar dates); negative when `to` is earlier, NaN for no date. */
export const daysBetween = (from: string, to: string) => dayNumberOf(to) - dayNumberOf(from);
/** The weekday of a calendar date or a day number, 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string | number) =>
  new Date((typeof date === 'number' ? date : dayNumberOf(date)) * DAY_MS).getUTCDay();
/** Saturday or Sunday. */
export const isWeekend = (date: string | number) => [0, 6].includes(weekdayOf(date));
/** Japanese weekday names, by weekdayOf. */
export const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

export interface JstParts {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** The parts of an instant (a Date, or an ISO string) in Japan time; null when it is no time. */
export function jstParts(at: Date | string): JstParts | null {
  const t = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(t)) return null;
  const d = new Date(t + JST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

/**
 * A Japanese (ja-JP) formatter of instants in Japan time, made on first use: building one initialises
 * ICU and its time zone data (about 13 ms on a desktop, several times that on a phone), which a
 * screen should pay only when it shows such a time (docs/performance.md).
 */
export function jstFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (at: Date | number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => (format ??= new Intl.DateTimeFormat('ja-JP', { ...options, timeZone: JST_ZONE })).format(at);
}
