/**
 * jobs/{jobId}/applications/{workerUid}: one application per worker per job, the document id being
 * the worker's uid so that a second one cannot be created, however the requests race.
 */
import type { ApplicationStatus } from '@common/marketplace';
import type { DocSnapshot, DocumentStore } from '../ports/store';
import { NEWEST_FIRST, collection, queryGroup, type Batch, type Reader } from './collection';
import { contracts } from './contracts';

export interface ApplicationDoc {
  /** Same as the document id and workerId: the tie-break of ordered lists. */
  id: string;
  jobId: string;
  workerId: string;
  /** The job's owner, kept for queries and checks without reading the job. */
  clientId: string;
  message: string;
  /** Never 'cancelled': that is read from the contract (withContractState). */
  status: ApplicationStatus;
  /** Set when accepted: the contract that opened. */
  contractId?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const APPLICATION_NOT_FOUND = '応募が見つかりません';

export const applicationsOf = (jobId: string) => collection<ApplicationDoc>(`jobs/${jobId}/applications`);
export const applicationRef = (jobId: string, workerId: string) => applicationsOf(jobId).ref(workerId);
export const applicationPath = (jobId: string, workerId: string) => applicationRef(jobId, workerId).path;

/** A job's applicants, withdrawn ones left out, newest first. */
export const applicantsOf =
  (r: Reader, jobId: string): Batch<ApplicationDoc> =>
  (startAfter, limit) =>
    applicationsOf(jobId).query(r, {
      where: [['status', 'in', ['pending', 'accepted', 'declined', 'not_selected']]],
      orderBy: NEWEST_FIRST,
      startAfter,
      limit,
    });

/** One worker's applications across all jobs, newest first. */
export const applicationsOfWorker =
  (store: Pick<DocumentStore, 'queryGroup'>, workerId: string): Batch<ApplicationDoc> =>
  (startAfter, limit) =>
    queryGroup<ApplicationDoc>(store, 'applications', {
      where: [['workerId', '==', workerId]],
      // Every one of them has id = the worker: the job id breaks ties.
      orderBy: [
        ['createdAt', 'desc'],
        ['jobId', 'desc'],
      ],
      startAfter,
      limit,
    });

/** The cursor values of applicationsOfWorker's order. */
export const workerApplicationCursorOf = (d: DocSnapshot<ApplicationDoc>) => [d.data.createdAt, d.data.jobId];

/**
 * The applications as both parties see them: an accepted one whose contract was cancelled reads
 * 'cancelled'. Joined at read time (one batch read of the accepted ones' contracts), never stored, so
 * the contract alone decides and older cancellations read right too.
 */
export async function withContractState<T extends Pick<ApplicationDoc, 'status' | 'contractId'>>(
  r: Reader,
  docs: (T | null)[],
): Promise<(T | null)[]> {
  const ids = [...new Set(docs.flatMap((d) => (d?.status === 'accepted' && d.contractId ? [d.contractId] : [])))];
  if (!ids.length) return docs;
  const cancelled = new Set((await contracts.getMany(r, ids)).flatMap((c) => (c?.status === 'cancelled' ? [c.id] : [])));
  return docs.map((d) =>
    d?.status === 'accepted' && d.contractId && cancelled.has(d.contractId) ? { ...d, status: 'cancelled' } : d,
  );
}
