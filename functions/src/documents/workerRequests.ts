/**
 * workerRequests/{uid}: one user's request to work as a 受注者 (docs/product/admin.md#worker-approval),
 * one document per user, re-opened by a new request after a decline or a revocation. The user's
 * `isWorker` flag (documents/users.ts) is what the API checks; this document records how it came and went.
 */
import type { WorkerRequestStatus } from '@common/workerAccess';
import { collection, type Batch, type Reader } from './collection';

export interface WorkerRequestDoc {
  /** The user's uid (the document id). */
  id: string;
  status: WorkerRequestStatus;
  /**
   * What the user sent; null only on a document made by a revocation of a worker flagged before
   * requests existed (nothing was ever asked).
   */
  occupation: string | null;
  introduction: string | null;
  link: string | null;
  requestedAt: Date;
  /** The last decision (approve, decline, revoke): when, by which admin, and the reason the user reads. */
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string | null;
  updatedAt: Date;
}

export const workerRequests = collection<WorkerRequestDoc>('workerRequests');

export const WORKER_REQUEST_NOT_FOUND = '受注者の利用申請が見つかりません';

/**
 * The admins' list of one status (firestore.indexes.json has both shapes): pending ones oldest first
 * (a queue), decided ones newest decision first.
 */
export const workerRequestsOf =
  (r: Reader, status: WorkerRequestStatus): Batch<WorkerRequestDoc> =>
  (startAfter, limit) =>
    workerRequests.query(r, {
      where: [['status', '==', status]],
      orderBy:
        status === 'pending'
          ? [
              ['requestedAt', 'asc'],
              ['id', 'asc'],
            ]
          : [
              ['decidedAt', 'desc'],
              ['id', 'desc'],
            ],
      startAfter,
      limit,
    });

/** The orderBy values of a request in its list, as workerRequestsOf takes them. */
export const workerRequestCursorOf = (d: { data: WorkerRequestDoc }): unknown[] =>
  d.data.status === 'pending' ? [d.data.requestedAt, d.data.id] : [d.data.decidedAt ?? d.data.requestedAt, d.data.id];
