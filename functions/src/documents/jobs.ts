/**
 * jobs/{id}: a client's posting (案件). The counters are kept in step by the transactions that
 * change applications: applicantCount counts applications not withdrawn (pending, accepted,
 * declined, not_selected, cancelled), acceptedCount those accepted whose contract was not cancelled.
 * A cancelled contract gives its place back but never reopens the job: a job that was not published
 * stays closed (or stopped) and counts the place in freedPlaces until its owner answers (reopen-place
 * or keep-closed). searchTokens index the text the keyword search covers (keywords.ts); every write
 * of the title or description rewrites them.
 */
import type { Stored } from '@common/api';
import type { Job, JobClosedReason, JobInput, JobStatus } from '@common/marketplace';
import type { Where } from '../ports/store';
import { searchTokensOf } from '../keywords';
import { NEWEST_FIRST, collection, type Batch, type Reader } from './collection';

/**
 * The job as stored: the wire Job without what is joined or computed at read time (client,
 * myApplication, fee), plus the keyword index (absent on documents written before it existed until
 * `npm run backfill:search -w functions` has run).
 */
export type JobDoc = Stored<Job, 'client' | 'myApplication' | 'fee' | 'moderation' | 'closedReason'> & {
  /**
   * 源泉徴収あり (docs/product/law.md#withholding-源泉徴収): set by its owner while no one is hired;
   * absent (jobs older than the flag) reads as false.
   */
  withholding?: boolean;
  searchTokens?: string[];
  /**
   * 'deadline' while the deal timers' close stands (docs/product/states.md#deadline-close); null or
   * absent otherwise. Every status change by its owner clears it.
   */
  closedReason?: JobClosedReason | null;
  /** Set when an admin stopped it (docs/product/admin.md#moderation): its owner cannot reopen it. */
  moderation?: ModerationDoc | null;
  /**
   * Set when its owner's suspension stopped it (docs/product/admin.md#suspension): unlike moderation, the
   * owner may reopen it once reinstated; reinstating never republishes it.
   */
  suspensionStop?: { at: Date; by: string } | null;
};

/** An admin's stop of a job or listing, or hiding of a message: why, when and who. */
export interface ModerationDoc {
  reason: string;
  at: Date;
  by: string;
}

export const jobs = collection<JobDoc>('jobs');
export const jobPath = (id: string) => jobs.ref(id).path;

export const JOB_NOT_FOUND = '案件が見つかりません';

/** The editable part of a job, as the input schema sees it. */
export function jobInputOf(doc: JobDoc): JobInput & { withholding: boolean } {
  const input: JobInput & { withholding: boolean } = {
    title: doc.title,
    description: doc.description,
    occupation: doc.occupation,
    skills: doc.skills,
    reward: doc.reward,
    applicationDeadline: doc.applicationDeadline,
    deliveryDate: doc.deliveryDate,
    placeType: doc.placeType,
    capacity: doc.capacity,
    withholding: doc.withholding === true,
  };
  if (doc.placeType === 'onsite' && doc.address) input.address = doc.address;
  return input;
}

/** A job is open to applications while published and its deadline (a JST date) has not passed. */
export const isOpen = (doc: Pick<JobDoc, 'status' | 'applicationDeadline'>, today: string) =>
  doc.status === 'published' && doc.applicationDeadline >= today;

/** Closed by the deal timers because its deadline passed, and not since answered by its owner. */
export const isClosedByDeadline = (doc: Pick<JobDoc, 'status' | 'closedReason'>) =>
  doc.status === 'closed' && doc.closedReason === 'deadline';

/** Visible to everyone while published or closed; a stopped job only to its owner (and its applicants). */
export const isPubliclyVisible = (doc: Pick<JobDoc, 'status'>) => doc.status !== 'stopped';

/** Status that follows from the counters when a job is not stopped. */
export const statusFor = (doc: Pick<JobDoc, 'acceptedCount' | 'capacity'>): JobStatus =>
  doc.acceptedCount >= doc.capacity ? 'closed' : 'published';

/** Places not taken by a contract still on. */
export const freePlacesOf = (doc: Pick<JobDoc, 'acceptedCount' | 'capacity'>) => Math.max(0, doc.capacity - doc.acceptedCount);

/**
 * Closed with a free place: its owner closed it after a cancellation freed one (or has not answered
 * yet). Only the owner's reopen publishes it again; edits and accepts leave it closed.
 */
export const isHeldClosed = (doc: Pick<JobDoc, 'status' | 'acceptedCount' | 'capacity'>) =>
  doc.status === 'closed' && doc.acceptedCount < doc.capacity;

/** What the keyword search covers: the title and the description (as the in-memory search always did). */
export const searchTextOf = (doc: Pick<JobDoc, 'title' | 'description'>) => `${doc.title}\n${doc.description}`;

/** The keyword index of a job (keywords.ts searchTokensOf). */
export const jobSearchTokens = (doc: Pick<JobDoc, 'title' | 'description'>) => searchTokensOf(doc.title, doc.description);

/** The job with its keyword index computed from its current text: every full write goes through this. */
export const withSearchTokens = <T extends Pick<JobDoc, 'title' | 'description'>>(doc: T): T & { searchTokens: string[] } => ({
  ...doc,
  searchTokens: jobSearchTokens(doc),
});

const newestFirst =
  (r: Reader, where: Where[]): Batch<JobDoc> =>
  (startAfter, limit) =>
    jobs.query(r, { where, orderBy: NEWEST_FIRST, startAfter, limit });

/** One client's jobs in the given states, newest first. */
export const jobsOfClient = (r: Reader, clientId: string, statuses: JobStatus[]) =>
  newestFirst(r, [
    ['clientId', '==', clientId],
    ['status', 'in', statuses],
  ]);

/**
 * Published jobs (with the skill, when given), newest first. The deadline, reward range and
 * keywords are filtered in memory by the caller: Firestore cannot combine them with this order.
 */
export function publishedJobs(r: Reader, skill: string | undefined) {
  const where: Where[] = [['status', '==', 'published']];
  if (skill) where.push(['skills', 'array-contains', skill]);
  return newestFirst(r, where);
}

/**
 * Published jobs holding one keyword token (keywords.ts searchTokenFor), newest first: one indexed
 * query per page. The caller checks the whole keyword, the skill, the reward range and the deadline
 * in memory (one array-contains per query: the skill cannot join the token).
 */
export const publishedJobsWithToken = (r: Reader, token: string) =>
  newestFirst(r, [
    ['status', '==', 'published'],
    ['searchTokens', 'array-contains', token],
  ]);

/**
 * Published jobs whose application deadline (a JST date) is before `today`, oldest deadline first,
 * the id breaking ties: what the deal timers close (docs/product/states.md#deadline-close).
 */
export const publishedPastDeadline =
  (r: Reader, today: string): Batch<JobDoc> =>
  (startAfter, limit) =>
    jobs.query(r, {
      where: [
        ['status', '==', 'published'],
        ['applicationDeadline', '<', today],
      ],
      orderBy: [
        ['applicationDeadline', 'asc'],
        ['id', 'asc'],
      ],
      startAfter,
      limit,
    });
