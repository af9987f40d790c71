/**
 * Japanese formatting of money and dates for marketplace screens.
 * Calendar dates ('YYYY-MM-DD', JST) are formatted from their parts so no time zone can shift them;
 * timestamps (ISO) are shown in Japan time.
 */
import { formatYen } from '@common/marketplace';
import { daysBetween, jstFormat, todayJst } from '@common/dates';

export { formatYen };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Japan-time formatters, made on first use (jstFormat): no list card needs one (their dates are
 * calendar dates, formatted from their parts), and building one costs every screen at load (docs/performance.md).
 */
const DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const jstDate = jstFormat(DATE);
const jstDateTime = jstFormat({ ...DATE, hour: '2-digit', minute: '2-digit' });

/** '2026-12-01' or an ISO timestamp -> '2026年12月1日'. Empty string for empty/invalid input. */
export function formatDateJa(value: string | null | undefined): string {
  if (!value) return '';
  const m = DATE_ONLY.exec(value);
  if (m) return `${Number(m[1])}年${Number(m[2])}月${Number(m[3])}日`;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : jstDate(d);
}

/** ISO timestamp -> '2026年12月1日 09:30' (Japan time). */
export function formatDateTimeJa(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : jstDateTime(d);
}

/** Whole days from today (JST) to a 'YYYY-MM-DD' date; negative when past. */
export function daysUntil(date: string, now = new Date()): number {
  return daysBetween(todayJst(now), date);
}

/** A short deadline hint: 'あと5日' / '本日締切' / '締切済み'. */
export function deadlineHint(date: string, now = new Date()): string {
  const d = daysUntil(date, now);
  if (Number.isNaN(d)) return '';
  if (d < 0) return '締切済み';
  if (d === 0) return '本日締切';
  return `あと${d}日`;
}

/** A rate as a percentage: 0.1 -> '10%', 0.085 -> '8.5%'. */
export function formatPercent(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}
