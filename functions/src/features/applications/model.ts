/** A stored application as the browser sees it: with the worker's public profile and, for them, the job. */
import type { Application, PublicWorker } from '@common/marketplace';
import type { ApplicationDoc } from '../../documents/applications';
import { isClosedByDeadline, type JobDoc } from '../../documents/jobs';

export function toApplication(doc: ApplicationDoc, worker: PublicWorker, job?: Application['job']): Application {
  const out: Application = {
    id: doc.id,
    jobId: doc.jobId,
    workerId: doc.workerId,
    message: doc.message,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    worker,
  };
  if (job) out.job = job;
  if (doc.contractId) out.contractId = doc.contractId;
  return out;
}

export const jobSummary = (
  job: Pick<JobDoc, 'id' | 'title' | 'reward' | 'status' | 'applicationDeadline' | 'closedReason'>,
  clientName: string,
): NonNullable<Application['job']> => ({
  id: job.id,
  title: job.title,
  reward: job.reward,
  status: job.status,
  applicationDeadline: job.applicationDeadline,
  // Closed because the deadline passed (docs/product/states.md#deadline-close): the worker's card says so.
  ...(isClosedByDeadline(job) ? { closedReason: 'deadline' as const } : {}),
  clientName,
});
