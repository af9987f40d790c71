/**
 * The caller's request to work as a 受注者 (docs/product/admin.md#worker-approval; contract in
 * common/src/workerAccess.ts): GET the status, POST a request (a repeat of the pending one answers it).
 */
import type { WorkerAccess, WorkerAccessDto } from '@common/workerAccess';
import { apiFetch, requireBody } from './client';

export const workerAccessApi = {
  get: () => apiFetch<WorkerAccess>('/liff/worker-access'),
  request: (dto: WorkerAccessDto) =>
    apiFetch<WorkerAccess>('/liff/worker-access', { method: 'POST', body: requireBody('workerAccessDto', dto) }),
};
