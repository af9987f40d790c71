/** Worker approval calls of the console (docs/product/admin.md#worker-approval; types in common/src/workerAccess.ts). */
import type { Page } from '@common/marketplace';
import type { AdminWorkerRequest, WorkerRequestStatus } from '@common/workerAccess';
import { apiFetch } from '../../../lib/api/client';
import { queryString } from '../../../lib/api/admin';

const path = (uid: string, action: 'approve' | 'decline') => `/admin/worker-requests/${encodeURIComponent(uid)}/${action}`;

export const workerRequestsApi = {
  /** One status: pending oldest first, decided ones newest decision first, 20 a page. */
  list: (status: WorkerRequestStatus, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<AdminWorkerRequest>>(`/admin/worker-requests${queryString({ status, cursor })}`, { signal }),
  /** 409 「この申請は審査待ちではありません」 unless pending. */
  approve: (uid: string) => apiFetch<AdminWorkerRequest>(path(uid, 'approve'), { body: {} }),
  /** The reason (1–500) is shown to the user. 409 unless pending. */
  decline: (uid: string, reason: string) => apiFetch<AdminWorkerRequest>(path(uid, 'decline'), { body: { reason } }),
};
