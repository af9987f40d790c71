/** Worker requests as the user and the admins read them (docs/product/admin.md#worker-approval). */
import type { AdminWorkerRequest, WorkerAccess } from '@common/workerAccess';
import type { UserDoc } from '../../documents/users';
import type { WorkerRequestDoc } from '../../documents/workerRequests';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The caller's status: the flag decides whether they work today (a worker flagged by hand before
 * requests existed reads 'approved'); the request says how it came and went. A request left 'approved'
 * without the flag can only mean the flag was removed by hand: 'revoked'.
 */
export function toWorkerAccess(user: Pick<UserDoc, 'isWorker'>, doc: WorkerRequestDoc | null): WorkerAccess {
  const status = user.isWorker ? 'approved' : !doc ? 'none' : doc.status === 'approved' ? 'revoked' : doc.status;
  if (!doc) return { status };
  const out: WorkerAccess = { status, requestedAt: doc.requestedAt.toISOString() };
  if (doc.occupation !== null) out.occupation = doc.occupation;
  if (doc.introduction !== null) out.introduction = doc.introduction;
  if (doc.link !== null) out.link = doc.link;
  if (doc.decidedAt && status !== 'pending') out.decidedAt = doc.decidedAt.toISOString();
  if (doc.reason !== null && (status === 'declined' || status === 'revoked')) out.declineReason = doc.reason;
  return out;
}

export function toAdminWorkerRequest(doc: WorkerRequestDoc, user: UserDoc | null): AdminWorkerRequest {
  return {
    userId: doc.id,
    lineDisplayName: user?.lineDisplayName ?? '',
    company: user?.salonInfo?.salonDisplayName ?? null,
    occupation: doc.occupation,
    introduction: doc.introduction,
    link: doc.link,
    status: doc.status,
    requestedAt: doc.requestedAt.toISOString(),
    decidedAt: iso(doc.decidedAt),
    decidedBy: doc.decidedBy,
    declineReason: doc.reason,
  };
}
