/**
 * The console's overview (docs/product/admin.md#overview): counts by state from the store's count
 * queries, money from the contracts, payouts and payments of the month, and the last 12 weeks of
 * contracts. Figures are read at request time: the collections it sums (contracts of 12 weeks, held
 * contracts, this month's payouts and refunds) stay small next to the whole store.
 */
import type { Overview, OverviewWeek } from '@common/admin';
import { CONTRACT_STATUSES, PAID_CONTRACT_STATUSES } from '@common/contractMachine';
import { DAY_MS, jstMonth, startOfJstDay, todayJst, weekdayOf, addDays } from '@common/dates';
import type { Deps } from '../../ports';
import { contracts } from '../../documents/contracts';
import { payments } from '../../documents/payments';
import { payouts } from '../../documents/payouts';

const WEEKS = 12;

/** The Monday (JST) of the week holding `date`. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

export async function overview(deps: Deps, now: Date): Promise<Overview> {
  const count = (collection: string, where: [string, '==' | '!=' | '>=', unknown][] = []) =>
    deps.store.count(collection, { where });
  const monthStart = startOfJstDay(`${jstMonth(now)}-01`);
  const firstMonday = addDays(mondayOf(todayJst(now)), -7 * (WEEKS - 1));
  const since = startOfJstDay(firstMonday);
  // Every read is independent: all at once.
  const [users, jobStatuses, byStatus, onHold, held, transferred, refunded, recent] = await Promise.all([
    Promise.all([
      count('users'),
      count('users', [['isActive', '==', false]]),
      count('users', [
        ['isActive', '==', true],
        ['type', '==', null],
      ]),
      count('users', [['type', '==', 'client']]),
      count('users', [['type', '==', 'worker']]),
      count('users', [['isWorker', '==', true]]),
    ]),
    Promise.all((['published', 'stopped', 'closed'] as const).map((s) => count('jobs', [['status', '==', s]]))),
    Promise.all(CONTRACT_STATUSES.map((s) => count('contracts', [['status', '==', s]]))),
    count('contracts', [['dispute', '!=', null]]),
    contracts.query(deps.store, { where: [['status', 'in', [...PAID_CONTRACT_STATUSES]]] }),
    payouts.query(deps.store, { where: [['transferredAt', '>=', monthStart]] }),
    payments.query(deps.store, { where: [['refund.succeededAt', '>=', monthStart]] }),
    contracts.query(deps.store, { where: [['createdAt', '>=', since]] }),
  ]);
  const [total, unverified, noSide, clients, workers, workerAllowed] = users;
  const [published, stopped, closed] = jobStatuses;

  const weeks: OverviewWeek[] = Array.from({ length: WEEKS }, (_, i) => ({
    weekStart: addDays(firstMonday, 7 * i),
    contracts: 0,
    amount: 0,
  }));
  for (const { data } of recent) {
    const i = Math.floor((data.createdAt.getTime() - since.getTime()) / (7 * DAY_MS));
    if (i < 0 || i >= WEEKS) continue;
    weeks[i].contracts += 1;
    weeks[i].amount += data.reward;
  }

  return {
    users: { total, unverified, noSide, clients, workers, workerAllowed },
    jobs: { published, stopped, closed },
    contracts: { ...Object.fromEntries(CONTRACT_STATUSES.map((s, i) => [s, byStatus[i]])), onHold },
    money: {
      held: held.reduce((sum, { data }) => sum + data.reward, 0),
      transferredThisMonth: transferred.reduce((sum, { data }) => sum + (data.amount - (data.amountReversed ?? 0)), 0),
      refundedThisMonth: refunded.reduce((sum, { data }) => sum + (data.refundedAmount ?? data.amount), 0),
    },
    weeks,
    at: now.toISOString(),
  };
}
