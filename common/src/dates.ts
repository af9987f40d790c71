/**
 * Calendar dates ('YYYY-MM-DD', Japan time) for screens and server alike. Kept free of yup: list
 * cards use these, and a list screen should not load the schema library (docs/performance.md).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `v` is a 'YYYY-MM-DD' date that exists in the calendar. */
export const isRealDate = (v: string) => {
  // Length first: no pattern ever reads more than the 10 characters a date has.
  if (v.length !== 10 || !ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Today's date in Japan, 'YYYY-MM-DD'. */
export const todayJst = (now = new Date()) => new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
