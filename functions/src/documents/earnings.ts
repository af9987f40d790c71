/**
 * earnings/{workerUid}: running totals of what a worker received, kept in the transaction of each
 * transfer and reversal, so /worker/mypage/reward reads one document instead of summing history.
 */
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

/** 'YYYY-MM' of a time in Japan. */
export const jstMonth = (at: Date): string => new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 7);
