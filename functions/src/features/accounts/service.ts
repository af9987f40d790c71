/**
 * The console's users (docs/product/admin.md#users-and-suspension): the search, one user's page, and
 * suspending and reinstating an account (docs/product/admin.md#suspension).
 */
import type {
  AdminList,
  AdminSuspendResult,
  AdminUserDetail,
  AdminUserItem,
  AdminUserStatus,
  AdminUserType,
} from '@common/admin';
import { CONTRACT_STATUSES } from '@common/contractMachine';
import type { Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { NEWEST_CURSOR, newestCursorOf, scanPage } from '../../http/paging';
import { isDocId } from '../../ids';
import { matchesKeywords } from '../../keywords';
import { NEWEST_FIRST, readAll, readLists, type Batch, type Reader, type Writer } from '../../documents/collection';
import { USER_NOT_FOUND, users, type UserDoc } from '../../documents/users';
import { clientProfileRef, workerProfileRef, type ClientProfileDoc, type WorkerProfileDoc } from '../../documents/profiles';
import { jobs, jobsOfClient } from '../../documents/jobs';
import { listings, listingsOfWorker } from '../../documents/listings';
import { applicationsOfWorker } from '../../documents/applications';
import { contractsOfParty, type ContractDoc } from '../../documents/contracts';
import { payments } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { audit, auditEntries } from '../../documents/auditLog';
import { notify } from '../../documents/notifications';
import { workerRequests } from '../../documents/workerRequests';
import {
  plain,
  toSuspension,
  toUserApplication,
  toUserContract,
  toUserItem,
  toUserJob,
  toUserListing,
  toUserPayment,
  toUserPayout,
  toWorkerRequest,
  type SuspensionDto,
} from './model';
import { toAuditEntry } from '../admin';
import { reinstatedNotice, suspendedNotice, type StillStopped } from './notices';
// The not-found message of the uid the routes take (routes never import documents/).
export { USER_NOT_FOUND } from '../../documents/users';

export const USERS_CURSOR = NEWEST_CURSOR;

/**
 * Users read per search request at most. The search is a scan (users newest first, filtered in memory),
 * honest at the scale of a few thousand accounts: past this many the page comes back short with a cursor
 * and the next request goes on from there (docs/product/admin.md#user-search).
 */
export const USER_SEARCH_MAX_SCAN = 600;

/** The newest entries of each list on a user's page; more is said with `truncated`. */
export const DETAIL_LIMIT = 50;
export const DETAIL_AUDIT_LIMIT = 20;

/**
 * Jobs stopped and listings unpublished in the suspension's own transaction; more are stopped right after
 * it, in transactions of the same size (Firestore takes 500 writes per transaction).
 */
export const SUSPENSION_BATCH = 200;

export const ALREADY_SUSPENDED = 'このアカウントはすでに利用停止中です';
export const NOT_SUSPENDED = 'このアカウントは利用停止されていません';

export interface UserSearch {
  q?: string;
  type?: AdminUserType;
  status?: AdminUserStatus;
}

const usersNewestFirst =
  (r: Reader): Batch<UserDoc> =>
  (startAfter, limit) =>
    users.query(r, { orderBy: NEWEST_FIRST, startAfter, limit });

function passesFilters(user: UserDoc, s: UserSearch): boolean {
  if (s.type && (user.type ?? 'none') !== s.type) return false;
  if (s.status === 'suspended') return !!user.suspension;
  if (s.status === 'unverified') return !user.isActive;
  if (s.status === 'active') return user.isActive && !user.suspension;
  return true;
}

/** The text a query word may match: both profile names, the LINE name, the salon's e-mail and company. */
const searchText = (user: UserDoc, client: ClientProfileDoc | null, worker: WorkerProfileDoc | null) =>
  [
    client?.name,
    client?.corporationInfo?.companyName,
    worker?.name,
    worker?.companyName,
    user.lineDisplayName,
    user.salonInfo?.email,
    user.salonInfo?.salonDisplayName,
  ]
    .filter(Boolean)
    .join('\n');

type Profiles = [ClientProfileDoc | null, WorkerProfileDoc | null];

async function profilesOf(deps: Deps, uids: string[]): Promise<Map<string, Profiles>> {
  const [clients, workers] = await readLists(deps.store, [uids.map(clientProfileRef), uids.map(workerProfileRef)]);
  return new Map(uids.map((uid, i) => [uid, [clients[i], workers[i]]]));
}

/**
 * GET /admin/users: an exact uid answers that user alone; otherwise users newest first, kept by the
 * filters and the query words (every word in one of the fields), at most USER_SEARCH_MAX_SCAN read per
 * request.
 */
export async function searchUsers(deps: Deps, s: UserSearch, after: unknown[] | undefined): Promise<Page<AdminUserItem>> {
  if (s.q && !after && isDocId(s.q)) {
    const [user, client, worker] = await readAll(deps.store, [users.ref(s.q), clientProfileRef(s.q), workerProfileRef(s.q)]);
    if (user && passesFilters(user, s)) return { items: [toUserItem(user, client, worker)], nextCursor: null };
  }
  const known = new Map<string, Profiles>();
  const keep = async (docs: { data: UserDoc }[]) => {
    const candidates = docs.filter((d) => passesFilters(d.data, s));
    if (!s.q) return docs.map((d) => candidates.includes(d));
    // Profiles are read only for the users the filters kept, one batch read per scanned batch.
    const found = await profilesOf(
      deps,
      candidates.map((d) => d.data.id),
    );
    for (const [uid, p] of found) known.set(uid, p);
    return docs.map((d) => {
      const p = found.get(d.data.id);
      return !!p && matchesKeywords(searchText(d.data, p[0], p[1]), s.q);
    });
  };
  const page = await scanPage({
    fetch: usersNewestFirst(deps.store),
    cursorOf: newestCursorOf,
    keep,
    after,
    maxScan: USER_SEARCH_MAX_SCAN,
  });
  const missing = page.items.map((d) => d.data.id).filter((uid) => !known.has(uid));
  if (missing.length) for (const [uid, p] of await profilesOf(deps, missing)) known.set(uid, p);
  return {
    items: page.items.map((d) => {
      const [client, worker] = known.get(d.data.id) ?? [null, null];
      return toUserItem(d.data, client, worker);
    }),
    nextCursor: page.nextCursor,
  };
}

const capped = <T, U>(docs: T[], limit: number, map: (d: T) => U, more = false): AdminList<U> => ({
  items: docs.slice(0, limit).map(map),
  truncated: more || docs.length > limit,
  limit,
});

const newestFirst = (a: ContractDoc, b: ContractDoc) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** GET /admin/users/:uid: the user and every list about them, each the DETAIL_LIMIT newest. */
export async function userDetail(deps: Deps, uid: string): Promise<AdminUserDetail> {
  const store = deps.store;
  const [user, client, worker, request] = await readAll(store, [
    users.ref(uid),
    clientProfileRef(uid),
    workerProfileRef(uid),
    workerRequests.ref(uid),
  ]);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  const n = DETAIL_LIMIT + 1;
  const [jobDocs, listingDocs, applicationDocs, asClient, asWorker, auditDocs] = await Promise.all([
    jobsOfClient(store, uid, ['published', 'closed', 'stopped'])(undefined, n),
    listings.query(store, {
      where: [
        ['workerId', '==', uid],
        ['status', 'in', ['published', 'stopped']],
      ],
      orderBy: NEWEST_FIRST,
      limit: n,
    }),
    applicationsOfWorker(store, uid)(undefined, n),
    contractsOfParty(store, 'client', uid, CONTRACT_STATUSES)(undefined, n),
    contractsOfParty(store, 'worker', uid, CONTRACT_STATUSES)(undefined, n),
    auditEntries(store, { targetId: uid })(undefined, DETAIL_AUDIT_LIMIT + 1),
  ]);
  // Both sides merged newest first; either side over the limit means more exist.
  const merged = [...asClient, ...asWorker].map((d) => d.data).sort(newestFirst);
  const contractsMore = asClient.length > DETAIL_LIMIT || asWorker.length > DETAIL_LIMIT || merged.length > DETAIL_LIMIT;
  const shown = merged.slice(0, DETAIL_LIMIT);
  const ids = shown.map((c) => c.id);
  const [paymentDocs, payoutDocs] = await readLists(store, [ids.map((id) => payments.ref(id)), ids.map((id) => payouts.ref(id))]);
  const present = <T>(docs: (T | null)[]) => docs.filter((d): d is T => d !== null);
  return {
    user: {
      ...toUserItem(user, client, worker),
      linePictureURL: user.linePictureURL,
      salonInfo: user.salonInfo,
      stripeAccount: user.stripeAccount,
      lineFriend: user.lineFriend ?? null,
      suspension: toSuspension(user.suspension),
      updatedAt: user.updatedAt.toISOString(),
    },
    profiles: { client: plain(client), worker: plain(worker) },
    jobs: capped(
      jobDocs.map((d) => d.data),
      DETAIL_LIMIT,
      toUserJob,
    ),
    listings: capped(
      listingDocs.map((d) => d.data),
      DETAIL_LIMIT,
      toUserListing,
    ),
    applications: capped(
      applicationDocs.map((d) => d.data),
      DETAIL_LIMIT,
      toUserApplication,
    ),
    contracts: capped(merged, DETAIL_LIMIT, (c) => toUserContract(c, uid), contractsMore),
    // Those of the contracts shown: truncated with them.
    payments: capped(present(paymentDocs), DETAIL_LIMIT, toUserPayment, contractsMore),
    payouts: capped(present(payoutDocs), DETAIL_LIMIT, toUserPayout, contractsMore),
    workerRequest: request ? toWorkerRequest(request, user) : null,
    audit: capped(
      auditDocs.map((d) => d.data),
      DETAIL_AUDIT_LIMIT,
      toAuditEntry,
    ),
  };
}

interface Stopped {
  jobs: string[];
  listings: string[];
  more: boolean;
}

/** The user's recruiting jobs and published listings, SUSPENSION_BATCH and one of each (reads come first in a transaction). */
async function readRecruiting(tx: Reader, uid: string) {
  const [open, shown] = await Promise.all([
    jobsOfClient(tx, uid, ['published'])(undefined, SUSPENSION_BATCH + 1),
    listingsOfWorker(tx, uid, 'published')(undefined, SUSPENSION_BATCH + 1),
  ]);
  return { open, shown };
}

/**
 * Stops up to SUSPENSION_BATCH of those inside the transaction, marking each (suspensionStop) so the admin
 * page tells them apart; reinstating leaves them stopped.
 */
function stopRecruiting(tx: Writer, found: Awaited<ReturnType<typeof readRecruiting>>, mark: { at: Date; by: string }): Stopped {
  const jobIds = found.open.slice(0, SUSPENSION_BATCH).map((d) => d.id);
  const listingIds = found.shown.slice(0, SUSPENSION_BATCH).map((d) => d.id);
  for (const id of jobIds) jobs.patch(tx, id, { status: 'stopped', suspensionStop: mark, updatedAt: mark.at });
  for (const id of listingIds) listings.patch(tx, id, { status: 'stopped', suspensionStop: mark, updatedAt: mark.at });
  return {
    jobs: jobIds,
    listings: listingIds,
    more: found.open.length > SUSPENSION_BATCH || found.shown.length > SUSPENSION_BATCH,
  };
}

/**
 * What this suspension (its time, `at`) stopped that is still stopped and not stopped by a moderation
 * as well: what the owner may reopen once reinstated. Counted among the newest SUSPENSION_BATCH stopped
 * of each; only the reinstatement's notice reads it (docs/product/admin.md#suspension).
 */
async function stillStoppedBy(tx: Reader, uid: string, at: Date): Promise<StillStopped> {
  const [stoppedJobs, stoppedListings] = await Promise.all([
    jobsOfClient(tx, uid, ['stopped'])(undefined, SUSPENSION_BATCH),
    listingsOfWorker(tx, uid, 'stopped')(undefined, SUSPENSION_BATCH),
  ]);
  const ours = (d: { suspensionStop?: { at: Date } | null; moderation?: unknown }) =>
    d.suspensionStop?.at.getTime() === at.getTime() && !d.moderation;
  return {
    jobs: stoppedJobs.filter((d) => ours(d.data)).length,
    listings: stoppedListings.filter((d) => ours(d.data)).length,
  };
}

/**
 * What did not fit in the suspension's transaction, in transactions of SUSPENSION_BATCH: each re-reads
 * the user and stops only while this same suspension holds (a reinstatement in between ends it), and
 * only what is still published, so running it again changes nothing more.
 */
async function stopTheRest(deps: Deps, uid: string, mark: { at: Date; by: string }): Promise<{ jobs: number; listings: number }> {
  const total = { jobs: 0, listings: 0 };
  for (;;) {
    const done = await deps.store.runTransaction(async (tx) => {
      const user = await users.get(tx, uid);
      if (user?.suspension?.at.getTime() !== mark.at.getTime()) return null;
      return stopRecruiting(tx, await readRecruiting(tx, uid), mark);
    });
    if (!done) return total;
    total.jobs += done.jobs.length;
    total.listings += done.listings.length;
    if (!done.more) return total;
  }
}

/**
 * POST /admin/users/:uid/suspend: in one transaction the suspension, its audit entry, the user's
 * notice (the reason; pushed to LINE through the outbox), the user's
 * recruiting jobs stopped and published listings unpublished (the first SUSPENSION_BATCH of each; the
 * rest right after). Contracts are left as they are: money owed keeps moving
 * (docs/product/admin.md#suspension). Of parallel calls one suspends, the others get 409.
 */
export async function suspendUser(deps: Deps, adminId: string, uid: string, dto: SuspensionDto): Promise<AdminSuspendResult> {
  const now = deps.clock.now();
  const mark = { at: now, by: adminId };
  const { suspension, stopped } = await deps.store.runTransaction(async (tx) => {
    const user = await users.get(tx, uid);
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    if (user.suspension) throw errors.conflict(ALREADY_SUSPENDED);
    const found = await readRecruiting(tx, uid);
    const suspension = { reason: dto.reason, at: now, by: adminId };
    users.patch(tx, uid, { suspension, updatedAt: now });
    const stopped = stopRecruiting(tx, found, mark);
    notify(deps, tx, suspendedNotice(user, dto.reason, { jobs: found.open.length > 0, listings: found.shown.length > 0 }), now);
    audit(
      tx,
      {
        adminId,
        action: 'user.suspend',
        target: { kind: 'user', id: uid },
        reason: dto.reason,
        before: { suspended: false },
        after: { suspended: true, jobsStopped: stopped.jobs, listingsStopped: stopped.listings, more: stopped.more },
      },
      now,
    );
    return { suspension, stopped };
  });
  const rest = stopped.more ? await stopTheRest(deps, uid, mark) : { jobs: 0, listings: 0 };
  return {
    userId: uid,
    suspended: true,
    suspension: toSuspension(suspension),
    jobsStopped: stopped.jobs.length + rest.jobs,
    listingsStopped: stopped.listings.length + rest.listings,
  };
}

/**
 * POST /admin/users/:uid/reinstate: the suspension is lifted with its audit entry and the user's notice
 * (which says what stays stopped). Nothing is republished: the owner reopens the jobs and listings she
 * still wants (docs/product/admin.md#suspension).
 */
export async function reinstateUser(deps: Deps, adminId: string, uid: string, dto: SuspensionDto): Promise<AdminSuspendResult> {
  const now = deps.clock.now();
  await deps.store.runTransaction(async (tx) => {
    const user = await users.get(tx, uid);
    if (!user) throw errors.notFound(USER_NOT_FOUND);
    if (!user.suspension) throw errors.conflict(NOT_SUSPENDED);
    const still = await stillStoppedBy(tx, uid, user.suspension.at);
    users.patch(tx, uid, { suspension: null, updatedAt: now });
    notify(deps, tx, reinstatedNotice(user, still), now);
    audit(
      tx,
      {
        adminId,
        action: 'user.reinstate',
        target: { kind: 'user', id: uid },
        reason: dto.reason,
        before: { suspended: true, reason: user.suspension.reason, at: user.suspension.at.toISOString() },
        after: { suspended: false },
      },
      now,
    );
  });
  return { userId: uid, suspended: false, suspension: null, jobsStopped: 0, listingsStopped: 0 };
}
