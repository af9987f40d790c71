/** The partner directory's list and the changes that make it stale (docs/product/admin.md#partner-directory). */
import type { PartnerPage } from '@common/partners';
import { useQueryClient, type InfiniteData } from '../../../lib/query/hooks';
import { usePagedQuery } from '../../../lib/query/paged';
import { partnersApi } from './api';

const partnerKeys = {
  all: ['console', 'partners'] as const,
  list: (q: string) => ['console', 'partners', q] as const,
};

/** The accounts matching `q` (all when empty) and the directory's size, read from the first page. */
export function usePartners(q: string) {
  const qc = useQueryClient();
  const list = usePagedQuery(partnerKeys.list(q), (cursor, signal) => partnersApi.list(q, cursor, signal));
  const total = qc.getQueryData<InfiniteData<PartnerPage>>(partnerKeys.list(q))?.pages[0]?.total;
  return { list, total };
}

/**
 * Apply, edit and delete: afterwards (a refusal too: another admin may have changed the directory)
 * every list of the directory is fetched again.
 */
export function usePartnerChanges() {
  const qc = useQueryClient();
  const refresh = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } finally {
      void qc.invalidateQueries({ queryKey: partnerKeys.all });
    }
  };
  return {
    apply: (token: string) => refresh(() => partnersApi.apply(token)),
    update: (key: string, companyName: string, reason?: string) => refresh(() => partnersApi.update(key, companyName, reason)),
    remove: (key: string, reason: string) => refresh(() => partnersApi.remove(key, reason)),
  };
}
