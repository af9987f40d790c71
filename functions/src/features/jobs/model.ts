/** A stored job as the browser sees it: joined with its client, for workers their application, for its owner the freed places. */
import type { ApplicationStatus, Job, PublicClient } from '@common/marketplace';
import { isClosedByDeadline, jobInputOf, type JobDoc } from '../../documents/jobs';
import { jobFee } from '../money/withholding';

export function toJob(
  doc: JobDoc,
  client: PublicClient,
  myApplication?: { status: ApplicationStatus; createdAt: Date } | null,
  viewerId?: string,
): Job {
  const job: Job = {
    ...jobInputOf(doc),
    id: doc.id,
    clientId: doc.clientId,
    status: doc.status,
    applicantCount: doc.applicantCount,
    acceptedCount: doc.acceptedCount,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    client,
    // With the tax withheld when the job says 源泉徴収あり (docs/product/law.md#withholding-源泉徴収).
    fee: jobFee(doc),
  };
  // Closed because the deadline passed (docs/product/states.md#deadline-close): every screen says so.
  if (isClosedByDeadline(doc)) job.closedReason = 'deadline';
  // Only its owner is asked whether to recruit again after a cancellation.
  if (viewerId === doc.clientId && doc.freedPlaces) job.freedPlaces = doc.freedPlaces;
  // Only its owner reads why the operator stopped it (docs/product/admin.md#moderation).
  if (viewerId === doc.clientId) {
    job.moderation = doc.moderation ? { reason: doc.moderation.reason, at: doc.moderation.at.toISOString() } : null;
  }
  if (myApplication !== undefined) {
    job.myApplication = myApplication ? { status: myApplication.status, createdAt: myApplication.createdAt.toISOString() } : null;
  }
  return job;
}
