/** Words of the worker requests screen (docs/product/admin.md#worker-approval). */
import { WORKER_REQUEST_STATUSES, type AdminWorkerRequest, type WorkerRequestStatus } from '@common/workerAccess';

export const STATUS_LABEL: Record<WorkerRequestStatus, string> = {
  pending: '審査待ち',
  approved: '承認済み',
  declined: '見送り',
  revoked: '取り消し',
};

export const EMPTY_TEXT: Record<WorkerRequestStatus, string> = {
  pending: '審査待ちの申請はありません',
  approved: '承認済みの申請はありません',
  declined: '見送った申請はありません',
  revoked: '取り消した受注者はいません',
};

/** ?status= of the page, pending unless one of the others. */
export const statusOf = (value: string | null): WorkerRequestStatus =>
  WORKER_REQUEST_STATUSES.find((s) => s === value) ?? 'pending';

/** The user's LINE name, or a placeholder when LINE gave none. */
export const nameOf = (r: Pick<AdminWorkerRequest, 'lineDisplayName'>) => r.lineDisplayName.trim() || '名前未設定のユーザー';

/** Only http(s) addresses become links (the API accepts nothing else; this keeps a stray value inert). */
export const isWebLink = (link: string) => /^https?:\/\//i.test(link);
