/** The worker search of clients and the public profile pages of workers and clients. */
import type { Page, PublicClient, PublicWorker, WorkerDetail } from '@common/marketplace';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import { readAll } from '../../documents/collection';
import { users, type UserDoc } from '../../documents/users';
import { clientProfileRef, workerProfileCursorOf, workerProfileRef, workerProfiles } from '../../documents/profiles';
import { matchesKeywords } from '../../keywords';
import { canHire, canWork } from '../../policies';
import { listingsOf } from '../listings';
import { toPublicClient, toPublicWorker } from '../../domain/publicProfiles';

export const WORKER_NOT_FOUND = '受注者が見つかりません';
export const CLIENT_NOT_FOUND = '発注者が見つかりません';
export const WORKER_CURSOR = ['date', 'string'] as const;
/** A public profile shows this many listings, newest first. */
const PROFILE_LISTINGS = 50;

export interface WorkerSearch {
  occupation?: string;
  /** Normalised already. */
  skill?: string;
  q?: string;
}

/** Workers who can take jobs, newest registrations first; the keyword is matched in memory. */
export async function searchWorkers(deps: Deps, s: WorkerSearch, after: unknown[] | undefined): Promise<Page<PublicWorker>> {
  // Users read per batch, kept to show them: only workers who can take jobs appear.
  const userOf = new Map<string, UserDoc | null>();
  const page = await scanPage({
    fetch: workerProfiles(deps.store, s),
    cursorOf: workerProfileCursorOf,
    keep: async (docs) => {
      const found = await users.getMany(
        deps.store,
        docs.map((d) => d.data.userId),
      );
      docs.forEach((d, i) => userOf.set(d.data.userId, found[i]));
      return docs.map(
        (d, i) => canWork(found[i]) && matchesKeywords(`${d.data.name}\n${d.data.companyName ?? ''}\n${d.data.detail}`, s.q),
      );
    },
    after,
  });
  return {
    items: page.items.map((d) => toPublicWorker(d.data.userId, userOf.get(d.data.userId) ?? null, d.data)),
    nextCursor: page.nextCursor,
  };
}

/** A worker's public profile with their published listings; 404 unless they can take jobs. */
export async function workerDetail(deps: Deps, uid: string): Promise<WorkerDetail> {
  const [user, profile] = await readAll(deps.store, [users.ref(uid), workerProfileRef(uid)]);
  if (!canWork(user) || !profile) throw errors.notFound(WORKER_NOT_FOUND);
  const listings = await listingsOf(deps, uid, 'published', undefined, PROFILE_LISTINGS);
  return { ...toPublicWorker(uid, user, profile), listings: listings.items };
}

/** A client's public profile; 404 unless verified and registered as client. */
export async function clientDetail(deps: Deps, uid: string): Promise<PublicClient> {
  const [user, profile] = await readAll(deps.store, [users.ref(uid), clientProfileRef(uid)]);
  if (!canHire(user) || !profile) throw errors.notFound(CLIENT_NOT_FOUND);
  return toPublicClient(uid, user, profile);
}
