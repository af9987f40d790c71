/**
 * moneyRetries/{what}-{contractId}: an admin's retry of a failed transfer or refund while it runs
 * (docs/product/admin.md#money-that-needs-a-person). Claimed, with its audit entry, in one
 * transaction, so parallel or repeated retries make one attempt; released when the attempt ends,
 * and past `until` if the process died in between.
 */
import { collection } from './collection';

export interface MoneyRetryDoc {
  contractId: string;
  what: 'payout' | 'refund';
  adminId: string;
  reason: string;
  at: Date;
  /** Until when it holds off other retries; set to the end time when the attempt ends. */
  until: Date;
}

export const moneyRetries = collection<MoneyRetryDoc>('moneyRetries');

export const moneyRetryId = (what: MoneyRetryDoc['what'], contractId: string) => `${what}-${contractId}`;
