/** Jobs (案件): posting, the owner's lists and edits, and the open-job search of workers. */
import { jobInputSchema, todayJst, type JobInputDto } from '@common/schemas/marketplace';
import type { Job, JobStatus, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import type { TransactionOps, Where } from '../../ports/store';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { NEWEST_CURSOR, NEWEST_FIRST, newestCursorOf, scanPage } from '../../http/paging';
import { validatePatch } from '../../http/params';
import { loadPublicProfiles } from '../directory/public';
import type { ApplicationDoc } from '../applications/model';
import {
  JOB_NOT_FOUND,
  applicationPath,
  isOpen,
  isPubliclyVisible,
  jobInputOf,
  jobPath,
  jobsCollection,
  matchesKeywords,
  statusFor,
  toJob,
  type JobDoc,
} from './model';

const ORDER = NEWEST_FIRST;
export const JOB_CURSOR = NEWEST_CURSOR;
const cursorOf = newestCursorOf;

const fetchJobs = (deps: Deps, where: Where[]) => (after: unknown[] | undefined, limit: number) =>
  deps.store.query<JobDoc>(jobsCollection, { where, orderBy: ORDER, startAfter: after, limit });

export async function toJobs(deps: Deps, docs: JobDoc[], viewer?: Actor): Promise<Job[]> {
  const profiles = await loadPublicProfiles(deps, { clients: docs.map((d) => d.clientId) });
  // A worker sees whether they applied: one batch read for the page.
  const mine =
    viewer?.user.type === 'worker' && docs.length
      ? await deps.store.getAll<ApplicationDoc>(docs.map((d) => applicationPath(d.id, viewer.uid)))
      : null;
  return docs.map((d, i) => toJob(d, profiles.client(d.clientId), mine ? mine[i] : undefined));
}

export async function createJob(deps: Deps, actor: Actor, dto: JobInputDto): Promise<JobDoc> {
  const now = deps.clock.now();
  const id = deps.store.newId();
  const doc: JobDoc = {
    id,
    clientId: actor.uid,
    title: dto.title,
    description: dto.description,
    occupation: dto.occupation,
    skills: dto.skills,
    reward: dto.reward,
    applicationDeadline: dto.applicationDeadline,
    deliveryDate: dto.deliveryDate,
    placeType: dto.placeType,
    capacity: dto.capacity,
    status: 'published',
    applicantCount: 0,
    acceptedCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  if (dto.placeType === 'onsite' && dto.address) doc.address = dto.address;
  await deps.store.runTransaction(async (tx) => tx.create(jobPath(id), { ...doc }));
  return doc;
}

export async function listClientJobs(
  deps: Deps,
  actor: Actor,
  status: 'published' | 'stopped',
  after: unknown[] | undefined,
): Promise<Page<Job>> {
  // The "published" tab also lists the jobs whose places are all filled.
  const statuses: JobStatus[] = status === 'published' ? ['published', 'closed'] : ['stopped'];
  const page = await scanPage({
    fetch: fetchJobs(deps, [
      ['clientId', '==', actor.uid],
      ['status', 'in', statuses],
    ]),
    cursorOf,
    after,
  });
  return { items: await toJobs(deps, page.items.map((d) => d.data), actor), nextCursor: page.nextCursor };
}

export interface JobSearch {
  q?: string;
  skill?: string;
  minReward?: number;
  maxReward?: number;
}

/**
 * Open jobs, newest first. The index serves status (and skill); the keyword, the reward range and
 * the deadline are checked in memory over the ordered batches (Firestore cannot combine a range on
 * reward with the createdAt order, nor search text).
 */
export async function searchJobs(deps: Deps, viewer: Actor, s: JobSearch, after: unknown[] | undefined): Promise<Page<Job>> {
  const where: Where[] = [['status', '==', 'published']];
  if (s.skill) where.push(['skills', 'array-contains', s.skill]);
  const today = todayJst(deps.clock.now());
  const keep = (d: JobDoc) =>
    isOpen(d, today) &&
    (s.minReward === undefined || d.reward >= s.minReward) &&
    (s.maxReward === undefined || d.reward <= s.maxReward) &&
    matchesKeywords(`${d.title}\n${d.description}`, s.q);
  const page = await scanPage({
    fetch: fetchJobs(deps, where),
    cursorOf,
    keep: (docs) => docs.map((d) => keep(d.data)),
    after,
  });
  return { items: await toJobs(deps, page.items.map((d) => d.data), viewer), nextCursor: page.nextCursor };
}

/** A job as the caller may see it: the owner always; others unless stopped (its applicants still). */
export async function getJob(deps: Deps, viewer: Actor, id: string): Promise<Job> {
  const [doc, mine] = await deps.store.getAll<Record<string, unknown>>([jobPath(id), applicationPath(id, viewer.uid)]);
  const job = doc as JobDoc | null;
  const application = mine as ApplicationDoc | null;
  if (!job) throw errors.notFound(JOB_NOT_FOUND);
  const owner = job.clientId === viewer.uid;
  if (!owner && !isPubliclyVisible(job) && !application) throw errors.notFound(JOB_NOT_FOUND);
  const profiles = await loadPublicProfiles(deps, { clients: [job.clientId] });
  return toJob(job, profiles.client(job.clientId), viewer.user.type === 'worker' ? application : undefined);
}

/**
 * The job, when the caller owns it. Someone else's job is a 403 when they can see it anyway and
 * a 404 when they cannot (a stopped job's existence is not revealed).
 */
export async function readOwnJob(tx: Pick<TransactionOps, 'get'>, actor: Actor, id: string, action: string): Promise<JobDoc> {
  const job = await tx.get<JobDoc>(jobPath(id));
  if (!job) throw errors.notFound(JOB_NOT_FOUND);
  if (job.clientId !== actor.uid) {
    if (!isPubliclyVisible(job)) throw errors.notFound(JOB_NOT_FOUND);
    throw errors.forbidden(`この案件の${action}は掲載した発注者のみ行えます`);
  }
  return job;
}

export async function updateJob(deps: Deps, actor: Actor, id: string, body: unknown, occupations: readonly string[]): Promise<JobDoc> {
  return deps.store.runTransaction(async (tx) => {
    const job = await readOwnJob(tx, actor, id, '編集');
    const patch = (await validatePatch(jobInputSchema, { ...jobInputOf(job) }, body, {
      applicationDeadline: ['deliveryDate'],
      placeType: ['address'],
    })) as Partial<JobInputDto>;
    if (patch.occupation !== undefined && !occupations.includes(patch.occupation)) {
      throw errors.invalid({ occupation: '選択肢から選んでください' });
    }
    if (patch.capacity !== undefined && patch.capacity < job.acceptedCount) {
      throw errors.invalid({ capacity: `採用済みの人数（${job.acceptedCount}人）より少なくはできません` });
    }
    const next: JobDoc = { ...job, ...patch, updatedAt: deps.clock.now() } as JobDoc;
    if (next.placeType !== 'onsite' || !next.address) delete next.address;
    if (next.status !== 'stopped') next.status = statusFor(next);
    // set, not update: a job switched to remote keeps no address.
    tx.set(jobPath(id), { ...next });
    return next;
  });
}

export async function stopJob(deps: Deps, actor: Actor, id: string): Promise<JobDoc> {
  return deps.store.runTransaction(async (tx) => {
    const job = await readOwnJob(tx, actor, id, '停止');
    if (job.status === 'stopped') throw errors.conflict('この案件はすでに停止中です');
    const next: JobDoc = { ...job, status: 'stopped', updatedAt: deps.clock.now() };
    tx.update(jobPath(id), { status: next.status, updatedAt: next.updatedAt });
    return next;
  });
}

export async function reopenJob(deps: Deps, actor: Actor, id: string): Promise<JobDoc> {
  return deps.store.runTransaction(async (tx) => {
    const job = await readOwnJob(tx, actor, id, '再開');
    if (job.status !== 'stopped') throw errors.conflict('この案件は停止されていません');
    const now = deps.clock.now();
    if (job.applicationDeadline < todayJst(now)) {
      throw errors.conflict('応募締切日を過ぎています。締切日を変更してから再開してください');
    }
    const next: JobDoc = { ...job, status: statusFor(job), updatedAt: now };
    tx.update(jobPath(id), { status: next.status, updatedAt: now });
    return next;
  });
}
