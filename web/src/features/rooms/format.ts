/**
 * Times of the rooms in Japan time: day separators (2026年11月23日（月）), message times (09:05) and
 * the list's last-activity time (today 09:05, otherwise 11月23日, another year 2025年11月23日),
 * from the parts of common/src/dates.ts.
 */
import { jstParts as jst, WEEKDAYS_JA as WEEKDAYS } from '@common/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** The JST calendar day of a timestamp ('2026-11-23'), to group messages by day. */
export function dayKey(iso: string): string {
  const p = jst(iso);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : '';
}

/** '2026年11月23日（月）'. */
export function formatDay(iso: string): string {
  const p = jst(iso);
  return p ? `${p.year}年${p.month}月${p.day}日（${WEEKDAYS[p.weekday]}）` : '';
}

/** '09:05'. */
export function formatTime(iso: string): string {
  const p = jst(iso);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** The list's time of the last activity: today '09:05', this year '11月23日', before '2025年11月23日'. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const p = jst(iso);
  const today = jst(now);
  if (!p || !today) return '';
  if (p.year === today.year && p.month === today.month && p.day === today.day) return `${pad(p.hour)}:${pad(p.minute)}`;
  if (p.year === today.year) return `${p.month}月${p.day}日`;
  return `${p.year}年${p.month}月${p.day}日`;
}
