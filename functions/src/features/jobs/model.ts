/** A stored job as the browser sees it: joined with its client, for workers their application, for its owner the freed places. */
import type { ApplicationStatus, Job, PublicClient } from '@common/marketplace';
import { jobInputOf, type JobDoc } from '../../documents/jobs';
import { feeForJob } from '../money/fees';

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
    fee: feeForJob(doc.reward),
  };
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
