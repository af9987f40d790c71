/** The worker requests' lists and the decisions that change them (docs/product/admin.md#worker-approval). */
import type { Page } from '@common/marketplace';
import type { AdminWorkerRequest, WorkerRequestStatus } from '@common/workerAccess';
import { useQueryClient, type InfiniteData } from '../../../lib/query/hooks';
import { usePagedQuery } from '../../../lib/query/paged';
import { workerRequestsApi } from './api';

const workerRequestKeys = {
  all: ['console', 'workerRequests'] as const,
  list: (status: WorkerRequestStatus) => ['console', 'workerRequests', status] as const,
};

export const useWorkerRequests = (status: WorkerRequestStatus) =>
  usePagedQuery(workerRequestKeys.list(status), (cursor, signal) => workerRequestsApi.list(status, cursor, signal));

/**
 * Approve and decline. A decided request leaves the pending list at once; afterwards (also after a
 * refusal such as a 409, when another admin decided first) every status's list is fetched again.
 */
export function useWorkerDecisions() {
  const qc = useQueryClient();
  const dropPending = (uid: string) =>
    qc.setQueryData<InfiniteData<Page<AdminWorkerRequest>>>(
      workerRequestKeys.list('pending'),
      (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((r) => r.userId !== uid) })) },
    );
  const decide = async (uid: string, call: () => Promise<AdminWorkerRequest>) => {
    try {
      const decided = await call();
      dropPending(uid);
      return decided;
    } finally {
      void qc.invalidateQueries({ queryKey: workerRequestKeys.all });
    }
  };
  return {
    approve: (uid: string) => decide(uid, () => workerRequestsApi.approve(uid)),
    decline: (uid: string, reason: string) => decide(uid, () => workerRequestsApi.decline(uid, reason)),
  };
}
