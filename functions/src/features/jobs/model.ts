/** A stored job as the browser sees it: joined with its client and, for workers, their application. */
import type { ApplicationStatus, Job, PublicClient } from '@common/marketplace';
import { jobInputOf, type JobDoc } from '../../documents/jobs';
import { feeForJob } from '../money/fees';

export function toJob(
  doc: JobDoc,
  client: PublicClient,
  myApplication?: { status: ApplicationStatus; createdAt: Date } | null,
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
  if (myApplication !== undefined) {
    job.myApplication = myApplication ? { status: myApplication.status, createdAt: myApplication.createdAt.toISOString() } : null;
  }
  return job;
}
