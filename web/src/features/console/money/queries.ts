/** The money queue's lists and the actions that change them (docs/product/admin.md#money-that-needs-a-person). */
import type { MoneyQueueItem, MoneyQueueKind } from '@common/admin';
import type { Page } from '@common/marketplace';
import { useQueryClient, type InfiniteData } from '../../../lib/query/hooks';
import { usePagedQuery } from '../../../lib/query/paged';
import { moneyApi, type HoldDecisionBody, type MoneyRetryBody } from './api';

const moneyKeys = {
  all: ['console', 'money'] as const,
  list: (kind: MoneyQueueKind) => ['console', 'money', kind] as const,
  overview: ['console', 'overview'] as const,
};

export const useMoneyQueue = (kind: MoneyQueueKind) =>
  usePagedQuery(moneyKeys.list(kind), (cursor, signal) => moneyApi.list(kind, cursor, signal));

/**
 * A hold's decision and a retry. Done, the item leaves its list at once; afterwards (after a refusal
 * too: a 502 records the attempt, a 409 means someone acted first) every kind and the overview are
 * fetched again, since a decision can move money into another list (a partial refund's call failing).
 */
export function useMoneyActions() {
  const qc = useQueryClient();
  const drop = (kind: MoneyQueueKind, contractId: string) =>
    qc.setQueryData<InfiniteData<Page<MoneyQueueItem>>>(
      moneyKeys.list(kind),
      (data) =>
        data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.contractId !== contractId) })) },
    );
  const run = async <T>(kind: MoneyQueueKind, contractId: string, call: () => Promise<T>, leaves: (r: T) => boolean) => {
    try {
      const r = await call();
      if (leaves(r)) drop(kind, contractId);
      return r;
    } finally {
      void qc.invalidateQueries({ queryKey: moneyKeys.all });
      void qc.invalidateQueries({ queryKey: moneyKeys.overview });
    }
  };
  return {
    decide: (item: MoneyQueueItem, body: HoldDecisionBody) =>
      run(
        item.kind,
        item.contractId,
        () => moneyApi.decide(item.contractId, body),
        () => true,
      ),
    /** The item stays while the worker's account is still not ready: the transfer is owed still. */
    retry: (item: MoneyQueueItem, body: MoneyRetryBody) =>
      run(
        item.kind,
        item.contractId,
        () => moneyApi.retry(item.contractId, body),
        (r) => r.outcome !== 'waiting_account',
      ),
  };
}
