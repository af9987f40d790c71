/**
 * Worker approval (docs/product/admin.md#worker-approval): a verified user asks to work as a 受注者
 * (workerRequests/{uid}), an admin approves (users/{uid}.isWorker = true), declines with a reason, or
 * later revokes the flag. Every decision changes the request, the flag, the user's notice and the audit
 * entry in one transaction, so a repeated or parallel decision finds the request decided (409).
 */
import { CLIENT, WORKER } from '@common/paths';
import {
  WORKER_ACCESS_NOTICE as N,
  type AdminWorkerRequest,
  type WorkerAccess,
  type WorkerAccessDto,
  type WorkerRequestStatus,
} from '@common/workerAccess';
import type { Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import type { Reader, Writer } from '../../documents/collection';
import { USER_NOT_FOUND, users, type UserDoc } from '../../documents/users';
import {
  WORKER_REQUEST_NOT_FOUND,
  workerRequestCursorOf,
  workerRequests,
  workerRequestsOf,
  type WorkerRequestDoc,
} from '../../documents/workerRequests';
import { audit } from '../../documents/auditLog';
import { notify } from '../../documents/notifications';
import { toAdminWorkerRequest, toWorkerAccess } from './model';
// The not-found messages of the uids the routes take (routes never import documents/).
export { USER_NOT_FOUND } from '../../documents/users';
export { WORKER_REQUEST_NOT_FOUND } from '../../documents/workerRequests';

export const WORKER_REQUEST_CURSOR = ['date', 'string'] as const;

export const ALREADY_WORKER = 'すでに受注者として利用できます';
export const ALREADY_PENDING = '申請はすでに受け付けています。運営の確認をお待ちください';
export const NOT_PENDING = 'この申請は審査待ちではありません';
export const NOT_A_WORKER = 'このユーザーは受注者として承認されていません';

/**
 * Where a decision's notice opens: a user without a side the app's top (the setup screen, where
 * 受注者側 is chosen), a client the request page on her my page, a worker her my page.
 */
export function requestPagePath(user: Pick<UserDoc, 'type'>): string {
  if (user.type === 'client') return CLIENT.workerAccess;
  if (user.type === 'worker') return WORKER.mypage;
  return '/';
}

/** GET /liff/worker-access: the caller's request (status 'none' before any). */
export async function getWorkerAccess(deps: Deps, user: UserDoc): Promise<WorkerAccess> {
  return toWorkerAccess(user, await workerRequests.get(deps.store, user.id));
}

const sameRequest = (doc: WorkerRequestDoc, dto: WorkerAccessDto) =>
  doc.occupation === dto.occupation && doc.introduction === dto.introduction && doc.link === dto.link;

/**
 * POST /liff/worker-access: opens the caller's request, or re-opens it after a decline or a revocation.
 * 409 for a worker already, and for a pending request with other contents. The same contents again
 * while pending answer the pending request unchanged (`created` false): a retried or doubled submit
 * is not an error, and parallel submits make one request.
 */
export async function requestWorkerAccess(
  deps: Deps,
  uid: string,
  dto: WorkerAccessDto,
): Promise<{ access: WorkerAccess; created: boolean }> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const [user, doc] = await Promise.all([users.get(tx, uid), workerRequests.get(tx, uid)]);
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    if (user.isWorker) throw errors.conflict(ALREADY_WORKER);
    if (doc?.status === 'pending') {
      if (!sameRequest(doc, dto)) throw errors.conflict(ALREADY_PENDING);
      return { access: toWorkerAccess(user, doc), created: false };
    }
    const next: WorkerRequestDoc = {
      id: uid,
      status: 'pending',
      occupation: dto.occupation,
      introduction: dto.introduction,
      link: dto.link,
      requestedAt: now,
      decidedAt: null,
      decidedBy: null,
      reason: null,
      updatedAt: now,
    };
    workerRequests.put(tx, uid, next);
    return { access: toWorkerAccess(user, next), created: true };
  });
}

/** GET /admin/worker-requests: one status, pending oldest first (a queue), decided newest decision first. */
export async function listWorkerRequests(
  deps: Deps,
  status: WorkerRequestStatus,
  after: unknown[] | undefined,
): Promise<Page<AdminWorkerRequest>> {
  const page = await scanPage({ fetch: workerRequestsOf(deps.store, status), cursorOf: workerRequestCursorOf, after });
  const owners = await users.getMany(
    deps.store,
    page.items.map((d) => d.id),
  );
  return { items: page.items.map((d, i) => toAdminWorkerRequest(d.data, owners[i])), nextCursor: page.nextCursor };
}

/** The user's notice of a decision, in the decision's transaction (the outbox). */
function tell(deps: Deps, tx: Writer, user: UserDoc, title: string, body: string, now: Date) {
  notify(deps, tx, { userId: user.id, kind: 'worker_access', title, body, path: requestPagePath(user) }, now);
}

/** Reads the request and its user in the transaction: 404 for an unknown user or no request, 409 unless pending. */
async function pendingRequest(tx: Reader, uid: string) {
  const [user, doc] = await Promise.all([users.get(tx, uid), workerRequests.get(tx, uid)]);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  if (!doc) throw errors.notFound(WORKER_REQUEST_NOT_FOUND);
  if (doc.status !== 'pending') throw errors.conflict(NOT_PENDING);
  return { user, doc };
}

/** POST /admin/worker-requests/:uid/approve: the flag and the request in one transaction, the notice and the audit entry with them. */
export async function approveWorker(deps: Deps, adminId: string, uid: string): Promise<AdminWorkerRequest> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const { user, doc } = await pendingRequest(tx, uid);
    const decided = { status: 'approved' as const, decidedAt: now, decidedBy: adminId, reason: null, updatedAt: now };
    workerRequests.patch(tx, uid, decided);
    users.patch(tx, uid, { isWorker: true, updatedAt: now });
    tell(deps, tx, user, N.approvedTitle, user.type === 'client' ? N.approvedBodyClient : N.approvedBodyNoSide, now);
    audit(
      tx,
      {
        adminId,
        action: 'worker.approve',
        target: { kind: 'user', id: uid },
        before: { isWorker: false, request: 'pending' },
        after: { isWorker: true, request: 'approved' },
      },
      now,
    );
    return toAdminWorkerRequest({ ...doc, ...decided }, { ...user, isWorker: true });
  });
}

/** POST /admin/worker-requests/:uid/decline {reason}: the user reads the reason and may ask again. */
export async function declineWorker(deps: Deps, adminId: string, uid: string, reason: string): Promise<AdminWorkerRequest> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const { user, doc } = await pendingRequest(tx, uid);
    const decided = { status: 'declined' as const, decidedAt: now, decidedBy: adminId, reason, updatedAt: now };
    workerRequests.patch(tx, uid, decided);
    tell(deps, tx, user, N.declinedTitle, `理由：${reason}\n内容を見直して、もう一度申請できます。`, now);
    audit(
      tx,
      {
        adminId,
        action: 'worker.decline',
        target: { kind: 'user', id: uid },
        reason,
        before: { request: 'pending' },
        after: { request: 'declined' },
      },
      now,
    );
    return toAdminWorkerRequest({ ...doc, ...decided }, user);
  });
}

/**
 * POST /admin/users/:uid/revoke-worker {reason}: the flag goes, the request reads 'revoked' with the
 * reason (a document is made for a worker flagged by hand before requests existed). Open contracts run
 * to their end: their steps, rooms and payouts check the party, not the flag
 * (docs/product/admin.md#worker-approval); new applications and listings are refused (canWork).
 */
export async function revokeWorker(deps: Deps, adminId: string, uid: string, reason: string): Promise<AdminWorkerRequest> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const [user, doc] = await Promise.all([users.get(tx, uid), workerRequests.get(tx, uid)]);
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    if (!user.isWorker) throw errors.conflict(NOT_A_WORKER);
    const decided = { status: 'revoked' as const, decidedAt: now, decidedBy: adminId, reason, updatedAt: now };
    const next: WorkerRequestDoc = doc
      ? { ...doc, ...decided }
      : { id: uid, occupation: null, introduction: null, link: null, requestedAt: now, ...decided };
    workerRequests.put(tx, uid, next);
    users.patch(tx, uid, { isWorker: false, updatedAt: now });
    tell(deps, tx, user, N.revokedTitle, `理由：${reason}\n${N.revokedBody}`, now);
    audit(
      tx,
      {
        adminId,
        action: 'worker.revoke',
        target: { kind: 'user', id: uid },
        reason,
        before: { isWorker: true, request: doc?.status ?? null },
        after: { isWorker: false, request: 'revoked' },
      },
      now,
    );
    return toAdminWorkerRequest(next, { ...user, isWorker: false });
  });
}
