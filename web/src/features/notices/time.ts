/** When a notice arrived, in Japanese: relative while recent, the date and time after a week. */
import { formatDateTimeJa } from '../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'たった今', '5分前', '3時間前', '2日前', then '2026年11月1日 09:30' (Japan time). */
export function noticeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  // A clock a little ahead of the server's reads as just now.
  if (ago < MINUTE) return 'たった今';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}分前`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}時間前`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}日前`;
  return formatDateTimeJa(iso);
}
