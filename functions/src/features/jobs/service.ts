/** Jobs (案件): posting, the owner's lists and edits, and the open-job search of workers. */
import { jobInputSchema, todayJst, type JobInputDto } from '@common/schemas/marketplace';
import type { Job, JobStatus, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { NEWEST_CURSOR, newestCursorOf, scanPage } from '../../http/paging';
import { validatePatch } from '../../http/params';
import { readAll, type Reader } from '../../documents/collection';
import { applicationRef, withContractState } from '../../documents/applications';
import {
  freePlacesOf,
  isClosedByDeadline,
  isHeldClosed,
  isOpen,
  jobInputOf,
  jobs,
  jobsOfClient,
  publishedJobs,
  publishedJobsWithToken,
  searchTextOf,
  statusFor,
  withSearchTokens,
  type JobDoc,
} from '../../documents/jobs';
import { matchesKeywords, searchTokenFor } from '../../keywords';
import { JOB_OWNERSHIP, canWork, requireOwner, requireVisible } from '../../policies';
import { loadPublicProfiles } from '../../domain/publicProfiles';
import { toJob } from './model';
// The not-found message of the ids its routes take (routes never import documents/).
export { JOB_NOT_FOUND } from '../../documents/jobs';

export const JOB_CURSOR = NEWEST_CURSOR;

/** A job an admin stopped stays stopped (docs/product/admin.md#moderation). */
export const JOB_STOPPED_BY_ADMIN = '運営により掲載を停止された案件のため、再開できません';
const cursorOf = newestCursorOf;

/** The 源泉徴収 flag of a job with someone hired (docs/product/validation.md#job). */
export const WITHHOLDING_LOCKED = '採用済みの受注者がいるため、源泉徴収の設定は変更できません';

/** Jobs as the viewer sees them: with the client's public profile, and a worker's own application. */
async function toJobs(deps: Deps, docs: JobDoc[], viewer: Actor): Promise<Job[]> {
  const profiles = await loadPublicProfiles(deps, { clients: docs.map((d) => d.clientId) });
  // A worker sees whether they applied: one batch read for the page (and the contracts of the accepted).
  const mine = canWork(viewer.user)
    ? await withContractState(
        deps.store,
        await readAll(
          deps.store,
          docs.map((d) => applicationRef(d.id, viewer.uid)),
        ),
      )
    : null;
  return docs.map((d, i) => toJob(d, profiles.client(d.clientId), mine ? mine[i] : undefined, viewer.uid));
}

const toOneJob = async (deps: Deps, doc: JobDoc, viewer: Actor) => (await toJobs(deps, [doc], viewer))[0];

export async function createJob(deps: Deps, actor: Actor, dto: JobInputDto): Promise<Job> {
  const now = deps.clock.now();
  const id = deps.store.newId();
  const base: JobDoc = {
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
    withholding: dto.withholding === true,
    status: 'published',
    applicantCount: 0,
    acceptedCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  if (dto.placeType === 'onsite' && dto.address) base.address = dto.address;
  const doc = withSearchTokens(base);
  await deps.store.runTransaction(async (tx) => jobs.create(tx, id, doc));
  return toOneJob(deps, doc, actor);
}

export async function listClientJobs(
  deps: Deps,
  actor: Actor,
  status: 'published' | 'stopped',
  after: unknown[] | undefined,
): Promise<Page<Job>> {
  // The "published" tab also lists the jobs whose places are all filled.
  const statuses: JobStatus[] = status === 'published' ? ['published', 'closed'] : ['stopped'];
  const page = await scanPage({ fetch: jobsOfClient(deps.store, actor.uid, statuses), cursorOf, after });
  return {
    items: await toJobs(
      deps,
      page.items.map((d) => d.data),
      actor,
    ),
    nextCursor: page.nextCursor,
  };
}

export interface JobSearch {
  q?: string;
  skill?: string;
  minReward?: number;
  maxReward?: number;
}

/**
 * Open jobs, newest first. Without a keyword the index serves status (and skill); with one it serves
 * status and one token of the keyword (documents/jobs.ts publishedJobsWithToken), so a page is one
 * query in the usual case. What the index cannot decide is checked in memory over the ordered
 * batches: the whole keyword (words longer than the token, further words), the skill when there is a
 * keyword too (one array-contains per query), the reward range and the deadline (Firestore cannot
 * combine them with the createdAt order). scanPage reads on while a batch leaves the page short, so
 * dropping a document never leaves a gap or repeats one; the cursor is the same (createdAt, id).
 */
export async function searchJobs(deps: Deps, viewer: Actor, s: JobSearch, after: unknown[] | undefined): Promise<Page<Job>> {
  const today = todayJst(deps.clock.now());
  const token = searchTokenFor(s.q);
  const keep = (d: JobDoc) =>
    isOpen(d, today) &&
    (s.minReward === undefined || d.reward >= s.minReward) &&
    (s.maxReward === undefined || d.reward <= s.maxReward) &&
    (!token || !s.skill || d.skills.includes(s.skill)) &&
    matchesKeywords(searchTextOf(d), s.q);
  const page = await scanPage({
    fetch: token ? publishedJobsWithToken(deps.store, token) : publishedJobs(deps.store, s.skill),
    cursorOf,
    keep: (docs) => docs.map((d) => keep(d.data)),
    after,
  });
  return {
    items: await toJobs(
      deps,
      page.items.map((d) => d.data),
      viewer,
    ),
    nextCursor: page.nextCursor,
  };
}

/** A job as the caller may see it: the owner always; others unless stopped (its applicants still). */
export async function getJob(deps: Deps, viewer: Actor, id: string): Promise<Job> {
  const [doc, application] = await readAll(deps.store, [jobs.ref(id), applicationRef(id, viewer.uid)]);
  const job = requireVisible(doc, viewer.uid, JOB_OWNERSHIP, !!application);
  const [profiles, [mine]] = await Promise.all([
    loadPublicProfiles(deps, { clients: [job.clientId] }),
    withContractState(deps.store, [application]),
  ]);
  return toJob(job, profiles.client(job.clientId), canWork(viewer.user) ? mine : undefined, viewer.uid);
}

/** The job, when the caller owns it (policies.ts: 403 when they can see it anyway, else 404). */
const readOwnJob = async (tx: Reader, actor: Actor, id: string, action: string): Promise<JobDoc> =>
  requireOwner(await jobs.get(tx, id), actor.uid, JOB_OWNERSHIP, `この案件の${action}は掲載した発注者のみ行えます`);

export async function updateJob(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
  occupations: readonly string[],
): Promise<Job> {
  const doc = await deps.store.runTransaction(async (tx) => {
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
    // A contract freezes its withholding at 採用: the flag changes only while no one is hired
    // (docs/product/law.md#withholding-源泉徴収).
    if (patch.withholding !== undefined && job.acceptedCount > 0) {
      throw errors.invalid({ withholding: WITHHOLDING_LOCKED });
    }
    // The keyword index follows the title and description in the same write.
    const next: JobDoc = withSearchTokens({ ...job, ...patch, updatedAt: deps.clock.now() });
    if (next.placeType !== 'onsite' || !next.address) delete next.address;
    // Raising the capacity of a full job opens it; one its owner keeps closed stays closed.
    if (next.status !== 'stopped') next.status = isHeldClosed(job) ? 'closed' : statusFor(next);
    // Closed by the deal timers: a deadline of today or later opens it again, unless a freed place
    // still waits for the owner's answer (docs/product/states.md#deadline-close).
    if (isClosedByDeadline(job)) {
      if (next.applicationDeadline < todayJst(next.updatedAt)) next.status = 'closed';
      else {
        delete next.closedReason;
        if (!job.freedPlaces) next.status = statusFor(next);
      }
    }
    if (!isClosedByDeadline(next)) delete next.closedReason;
    if (next.freedPlaces) next.freedPlaces = Math.min(next.freedPlaces, freePlacesOf(next));
    // put (set), not patch: a job switched to remote keeps no address.
    jobs.put(tx, id, next);
    return next;
  });
  return toOneJob(deps, doc, actor);
}

export async function stopJob(deps: Deps, actor: Actor, id: string): Promise<Job> {
  const doc = await deps.store.runTransaction(async (tx) => {
    const job = await readOwnJob(tx, actor, id, '停止');
    if (job.status === 'stopped') throw errors.conflict('この案件はすでに停止中です');
    const next: JobDoc = { ...job, status: 'stopped', closedReason: null, updatedAt: deps.clock.now() };
    jobs.patch(tx, id, { status: next.status, closedReason: null, updatedAt: next.updatedAt });
    return next;
  });
  return toOneJob(deps, doc, actor);
}

export async function reopenJob(deps: Deps, actor: Actor, id: string): Promise<Job> {
  const doc = await deps.store.runTransaction(async (tx) => {
    const job = await readOwnJob(tx, actor, id, '再開');
    if (job.moderation) throw errors.conflict(JOB_STOPPED_BY_ADMIN);
    if (job.status !== 'stopped') throw errors.conflict('この案件は停止されていません');
    const now = deps.clock.now();
    if (job.applicationDeadline < todayJst(now)) {
      throw errors.conflict('応募締切日を過ぎています。締切日を変更してから再開してください');
    }
    // Reopening is the owner's answer to any place a cancellation freed.
    const next: JobDoc = { ...job, status: statusFor(job), freedPlaces: 0, closedReason: null, updatedAt: now };
    jobs.patch(tx, id, { status: next.status, freedPlaces: 0, closedReason: null, updatedAt: now });
    return next;
  });
  return toOneJob(deps, doc, actor);
}

/**
 * 募集を再開する after a cancellation freed a place: publishes a closed (or stopped) job again while
 * it has a free place and its deadline has not passed; 409 with the reason otherwise.
 */
export async function reopenPlace(deps: Deps, actor: Actor, id: string): Promise<Job> {
  const doc = await deps.store.runTransaction(async (tx) => {
    const job = await readOwnJob(tx, actor, id, '再開');
    if (job.moderation) throw errors.conflict(JOB_STOPPED_BY_ADMIN);
    if (job.status === 'published') throw errors.conflict('この案件はすでに募集中です');
    if (freePlacesOf(job) === 0) throw errors.conflict('募集人数に達しているため、募集を再開できません');
    const now = deps.clock.now();
    if (job.applicationDeadline < todayJst(now)) {
      throw errors.conflict('応募締切日を過ぎています。締切日を変更してから再開してください');
    }
    const next: JobDoc = { ...job, status: 'published', freedPlaces: 0, closedReason: null, updatedAt: now };
    jobs.patch(tx, id, { status: next.status, freedPlaces: 0, closedReason: null, updatedAt: now });
    return next;
  });
  return toOneJob(deps, doc, actor);
}

/** このまま締め切る: the owner answers the freed places by leaving the job as it is. */
export async function keepClosed(deps: Deps, actor: Actor, id: string): Promise<Job> {
  const doc = await deps.store.runTransaction(async (tx) => {
    const job = await readOwnJob(tx, actor, id, '締め切り');
    if (job.status === 'published') throw errors.conflict('この案件はすでに募集中です');
    const now = deps.clock.now();
    // Her answer makes the close hers: an edit of the deadline no longer reopens it (docs/product/states.md#deadline-close).
    const next: JobDoc = { ...job, freedPlaces: 0, closedReason: null, updatedAt: now };
    jobs.patch(tx, id, { freedPlaces: 0, closedReason: null, updatedAt: now });
    return next;
  });
  return toOneJob(deps, doc, actor);
}
