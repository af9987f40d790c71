/**
 * earnings/{workerUid}: running totals of what a worker received, kept in the transaction of each
 * transfer and reversal, so /worker/mypage/reward reads one document instead of summing history.
 */
import { jstMonth } from '@common/dates';
import type { TransactionOps } from '../ports/store';
import { collection } from './collection';

export interface EarningsDoc {
  workerId: string;
  /** Integer yen received since the start (reversals subtracted). */
  total: number;
  /** Per JST calendar month, 'YYYY-MM'. */
  months: Record<string, number>;
  updatedAt: Date;
}

export const earnings = collection<EarningsDoc>('earnings');

/**
 * The one way the totals change: `delta` yen (negative for a reversal) in the month of `month`, in the
 * caller's transaction; `current` is the document the caller read before its writes.
 */
export function creditEarnings(
  tx: TransactionOps,
  workerId: string,
  current: EarningsDoc | null,
  delta: number,
  month: Date,
  now: Date,
): void {
  const key = jstMonth(month);
  earnings.put(tx, workerId, {
    workerId,
    total: (current?.total ?? 0) + delta,
    months: { ...(current?.months ?? {}), [key]: (current?.months[key] ?? 0) + delta },
    updatedAt: now,
  });
}
