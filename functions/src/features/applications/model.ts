/**
 * jobs/{jobId}/applications/{workerUid}: one application per worker per job, the document id being
 * the worker's uid so that a second one cannot be created, however the requests race.
 */
import type { Application, ApplicationStatus, Job, PublicWorker } from '@common/marketplace';

export interface ApplicationDoc {
  /** Same as the document id and workerId: the tie-break of ordered lists. */
  id: string;
  jobId: string;
  workerId: string;
  /** The job's owner, kept for queries and checks without reading the job. */
  clientId: string;
  message: string;
  status: ApplicationStatus;
  /** Set when accepted: the contract that opened. */
  contractId?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const APPLICATION_NOT_FOUND = '応募が見つかりません';

export function toApplication(
  doc: ApplicationDoc,
  worker: PublicWorker,
  job?: Application['job'],
): Application {
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
  job: Pick<Job, 'id' | 'title' | 'reward' | 'status' | 'applicationDeadline'>,
  clientName: string,
): NonNullable<Application['job']> => ({
  id: job.id,
  title: job.title,
  reward: job.reward,
  status: job.status,
  applicationDeadline: job.applicationDeadline,
  clientName,
});
