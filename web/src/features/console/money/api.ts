/**
 * Money that needs a person (docs/product/admin.md#money-that-needs-a-person): the queue, a hold's
 * decision (docs/product/admin.md#hold-decisions) and sending failed money again. Types in common/src/admin.ts.
 */
import type { HoldDecisionResult, MoneyQueueItem, MoneyQueueKind, MoneyRetryResult } from '@common/admin';
import type { Page } from '@common/marketplace';
import { apiFetch } from '../../../lib/api/client';
import { queryString } from '../../../lib/api/admin';

/** A hold's decision; `amount` (whole yen) with `refund` only: a partial refund. */
export interface HoldDecisionBody {
  decision: 'release' | 'complete' | 'refund';
  reason: string;
  amount?: number;
}

export interface MoneyRetryBody {
  what: 'payout' | 'refund';
  reason: string;
}

const id = (contractId: string) => encodeURIComponent(contractId);

export const moneyApi = {
  /** One kind, longest waiting first, 20 a page. */
  list: (kind: MoneyQueueKind, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<MoneyQueueItem>>(`/admin/money${queryString({ kind, cursor })}`, { signal }),
  /** 409 when not on hold (decided meanwhile), a partial refund not possible; 400 an amount too large. */
  decide: (contractId: string, body: HoldDecisionBody) =>
    apiFetch<HoldDecisionResult>(`/admin/contracts/${id(contractId)}/hold-decision`, { body }),
  /** 409 nothing to send, on hold, running; 502 Stripe failed again (recorded). */
  retry: (contractId: string, body: MoneyRetryBody) =>
    apiFetch<MoneyRetryResult>(`/admin/money/${id(contractId)}/retry`, { body }),
};
