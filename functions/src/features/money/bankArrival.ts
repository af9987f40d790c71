/**
 * When a transferred reward reaches the worker's bank (docs/payout-arrival.md).
 *
 * A transfer lands on the worker's connected account balance; Stripe then pays that balance out to
 * the bank on the account's payout schedule (settings.payouts.schedule), one payout carrying every
 * transfer available by then. With source_transaction the transfer's funds become available when
 * the source charge's do (its balance transaction's available_on). So, until the payout carrying the
 * money is known, the expected date is the first payout day of the schedule after that day, moved
 * to the next weekday when it falls on a weekend (Stripe moves weekly and monthly payout days that
 * fall on a non-business day to the next business day). Japanese bank holidays are not known here:
 * the screens say 「ごろ」. Once Stripe's payout is known (bankPayouts), its arrival_date is the date.
 */
import type { BankArrival } from '@common/deal';
import { dateOfDayNumber, DAY_MS, isWeekend, jstDate, jstDayNumber } from '@common/dates';
import type { PayoutSchedule } from '../../ports';
import type { BankPayoutDoc } from '../../documents/bankPayouts';
import type { PayoutDoc } from '../../documents/payouts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday (0 = Sunday) and the parts of a day number (common/src/dates.ts jstDayNumber). */
const partsOf = (day: number) => {
  const d = new Date(day * DAY_MS);
  return { weekday: d.getUTCDay(), year: d.getUTCFullYear(), month: d.getUTCMonth(), date: d.getUTCDate() };
};

function isPayoutDay(schedule: PayoutSchedule, day: number): boolean {
  const { weekday, year, month, date } = partsOf(day);
  switch (schedule.interval) {
    case 'daily':
      return weekday !== 0 && weekday !== 6;
    case 'weekly':
      return schedule.weeklyDays.includes(WEEKDAYS[weekday]);
    case 'monthly': {
      // Days past the end of a shorter month fall on its last day.
      const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      return schedule.monthlyDays.some((d) => Math.min(d, last) === date);
    }
    default:
      return false;
  }
}

/**
 * The expected bank arrival, 'YYYY-MM-DD' in Japan, of money that becomes available on the
 * connected account at `availableAt`: the schedule's first payout day after that day, moved past a
 * weekend. Null for manual payouts or a schedule without payout days (nothing to estimate from).
 */
export function expectedArrivalOn(schedule: PayoutSchedule | null | undefined, availableAt: Date): string | null {
  if (!schedule || schedule.interval === 'manual') return null;
  if (schedule.interval === 'weekly' && !schedule.weeklyDays.length) return null;
  if (schedule.interval === 'monthly' && !schedule.monthlyDays.length) return null;
  const from = jstDayNumber(availableAt) + 1;
  for (let day = from; day < from + 400; day++) {
    if (!isPayoutDay(schedule, day)) continue;
    let arrival = day;
    while (isWeekend(arrival)) arrival++;
    return dateOfDayNumber(arrival);
  }
  return null;
}

/** What the reward history says about one transferred reward's way to the bank. */
export function bankArrivalOf(
  p: Pick<PayoutDoc, 'status' | 'expectedArrivalOn'>,
  bank: BankPayoutDoc | undefined,
): BankArrival | null {
  if (p.status !== 'transferred') return null;
  if (!bank) return { status: 'estimated', date: p.expectedArrivalOn ?? null };
  const date = jstDate(bank.arrivalDate);
  switch (bank.status) {
    case 'paid':
      return { status: 'paid', date };
    case 'failed':
    case 'canceled':
      return { status: 'failed', date: null };
    default:
      return { status: 'scheduled', date };
  }
}
