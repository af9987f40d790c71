/**
 * Bodies of the users-and-suspension endpoints and the documents as admins read them
 * (docs/product/admin.md#users-and-suspension).
 */
import * as yup from 'yup';
import type {
  AdminSuspension,
  AdminUserApplication,
  AdminUserContract,
  AdminUserItem,
  AdminUserJob,
  AdminUserListing,
  AdminUserPayment,
  AdminUserPayout,
} from '@common/admin';
import type { AdminWorkerRequest } from '@common/workerAccess';
import { clientMessages as m } from '@common/messages';
import { boundedText, object } from '@common/schemas/text';
import type { UserDoc, UserSuspensionDoc } from '../../documents/users';
import type { ClientProfileDoc, WorkerProfileDoc } from '../../documents/profiles';
import type { JobDoc } from '../../documents/jobs';
import type { ListingDoc } from '../../documents/listings';
import type { ApplicationDoc } from '../../documents/applications';
import type { ContractDoc } from '../../documents/contracts';
import type { PaymentDoc } from '../../documents/payments';
import type { PayoutDoc } from '../../documents/payouts';
import type { WorkerRequestDoc } from '../../documents/workerRequests';

export const SUSPENSION_REASON_MAX = 500;

/** POST /admin/users/:uid/suspend and /reinstate: a written reason (1–500). */
export const suspensionSchema = object({
  reason: boundedText(SUSPENSION_REASON_MAX, m),
})
  .exact(m.unknown)
  .strict(false);
export type SuspensionDto = yup.InferType<typeof suspensionSchema>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const toSuspension = (s: UserSuspensionDoc | null | undefined): AdminSuspension | null =>
  s ? { reason: s.reason, at: s.at.toISOString(), by: s.by } : null;

export function toUserItem(
  user: UserDoc,
  client: Pick<ClientProfileDoc, 'name'> | null,
  worker: Pick<WorkerProfileDoc, 'name'> | null,
): AdminUserItem {
  // The profile of the side they chose; before that, whichever exists.
  const profile = user.type === 'worker' ? (worker ?? client) : (client ?? worker);
  return {
    id: user.id,
    lineDisplayName: user.lineDisplayName,
    type: user.type,
    isActive: user.isActive,
    isWorker: user.isWorker,
    suspended: !!user.suspension,
    name: profile?.name ?? null,
    company: user.salonInfo?.salonDisplayName ?? null,
    email: user.salonInfo?.email ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Stopped by the suspension and not reopened since: a mark left on a job the owner reopened does not count. */
const stoppedBySuspension = (d: { status: string; suspensionStop?: unknown }) => d.status === 'stopped' && !!d.suspensionStop;

export const toUserJob = (d: JobDoc): AdminUserJob => ({
  id: d.id,
  title: d.title,
  status: d.status,
  reward: d.reward,
  capacity: d.capacity,
  acceptedCount: d.acceptedCount,
  applicantCount: d.applicantCount,
  applicationDeadline: d.applicationDeadline,
  moderated: !!d.moderation,
  moderation: d.moderation ? { reason: d.moderation.reason, at: d.moderation.at.toISOString() } : null,
  stoppedBySuspension: stoppedBySuspension(d),
  createdAt: d.createdAt.toISOString(),
});

export const toUserListing = (d: ListingDoc): AdminUserListing => ({
  id: d.id,
  title: d.title,
  price: d.price,
  status: d.status,
  moderated: !!d.moderation,
  moderation: d.moderation ? { reason: d.moderation.reason, at: d.moderation.at.toISOString() } : null,
  stoppedBySuspension: stoppedBySuspension(d),
  createdAt: d.createdAt.toISOString(),
});

export const toUserApplication = (d: ApplicationDoc): AdminUserApplication => ({
  jobId: d.jobId,
  clientId: d.clientId,
  status: d.status,
  contractId: d.contractId ?? null,
  createdAt: d.createdAt.toISOString(),
});

export function toUserContract(d: ContractDoc, uid: string): AdminUserContract {
  const role = d.clientId === uid ? 'client' : 'worker';
  return {
    id: d.id,
    jobId: d.jobId,
    title: d.title,
    role,
    otherPartyId: role === 'client' ? d.workerId : d.clientId,
    status: d.status,
    reward: d.reward,
    dispute: d.dispute ? { source: d.dispute.source, at: d.dispute.at.toISOString() } : null,
    pendingCancel: d.pendingCancel
      ? { by: d.pendingCancel.by, reason: d.pendingCancel.reason, at: d.pendingCancel.at.toISOString() }
      : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export const toUserPayment = (d: PaymentDoc): AdminUserPayment => ({
  contractId: d.contractId,
  clientId: d.clientId,
  status: d.status,
  amount: d.amount,
  refundedAmount: d.refundedAmount ?? 0,
  paidAt: iso(d.paidAt),
  refund: d.refund
    ? {
        status: d.refund.status,
        reason: d.refund.reason,
        attempts: d.refund.attempts ?? 0,
        lastError: d.refund.lastError ?? null,
      }
    : null,
});

export const toUserPayout = (d: PayoutDoc): AdminUserPayout => ({
  contractId: d.contractId,
  workerId: d.workerId,
  status: d.status,
  amount: d.amount,
  reward: d.reward,
  fee: d.fee,
  attempts: d.attempts ?? 0,
  lastError: d.lastError ?? null,
  transferredAt: iso(d.transferredAt),
});

export const toWorkerRequest = (d: WorkerRequestDoc, user: UserDoc): AdminWorkerRequest => ({
  userId: d.id,
  lineDisplayName: user.lineDisplayName,
  company: user.salonInfo?.salonDisplayName ?? null,
  occupation: d.occupation,
  introduction: d.introduction,
  link: d.link,
  status: d.status,
  requestedAt: d.requestedAt.toISOString(),
  decidedAt: iso(d.decidedAt),
  decidedBy: d.decidedBy,
  declineReason: d.reason,
});

/** Converts Dates to ISO strings throughout (the profiles, shown as stored). */
export const plain = (value: object | null): Record<string, unknown> | null =>
  value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null;
