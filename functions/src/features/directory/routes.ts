/**
 * Public profiles and the worker search of clients (contract in common/src/marketplace.ts):
 *   GET /liff/workers?occupation=&skill=&q=&cursor=   active workers, newest registrations first
 *   GET /liff/workers/:id                             a worker's public profile with published listings
 *   GET /liff/clients/:id                             a client's public profile
 */
import { Router } from 'express';
import type { Page, PublicClient, PublicWorker, WorkerDetail } from '@common/marketplace';
import { JOB_LIMITS } from '@common/schemas/marketplace';
import { normaliseSkill } from '@common/skills';
import type { Deps } from '../../ports';
import type { Where } from '../../ports/store';
import { requireActiveUser } from '../../http/access';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import { idParam, queryCursor, queryText } from '../../http/params';
import { matchesKeywords } from '../jobs/model';
import { listingsOf } from '../listings/service';
import type { ClientProfileDoc, WorkerProfileDoc } from '../profiles/service';
import type { UserDoc } from '../users/model';
import { profilePath, userPath } from '../users/paths';
import { toPublicClient, toPublicWorker } from './public';

const WORKER_NOT_FOUND = '受注者が見つかりません';
const CLIENT_NOT_FOUND = '発注者が見つかりません';
/** A public profile shows this many listings, newest first. */
const PROFILE_LISTINGS = 50;

const isActiveWorker = (u: UserDoc | null): u is UserDoc => !!u && u.isActive && u.type === 'worker' && u.isWorker;
const isActiveClient = (u: UserDoc | null): u is UserDoc => !!u && u.isActive && u.type === 'client';

export function directoryRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.get('/liff/workers', ...active, async (req, res) => {
    const occupation = queryText(req, 'occupation', 50);
    const skill = queryText(req, 'skill', 20);
    const q = queryText(req, 'q', JOB_LIMITS.query);
    const where: Where[] = [['type', '==', 'worker']];
    if (occupation) where.push(['occupation', '==', occupation]);
    if (skill) where.push(['skills', 'array-contains', normaliseSkill(skill)]);
    // Users read per batch, kept to show them: only workers who can take jobs appear.
    const users = new Map<string, UserDoc | null>();
    const page = await scanPage<WorkerProfileDoc>({
      fetch: (startAfter, limit) =>
        deps.store.queryGroup<WorkerProfileDoc>('profiles', {
          where,
          orderBy: [
            ['createdAt', 'desc'],
            ['userId', 'desc'],
          ],
          startAfter,
          limit,
        }),
      cursorOf: (d) => [d.data.createdAt, d.data.userId],
      keep: async (docs) => {
        const found = docs.length ? await deps.store.getAll<UserDoc>(docs.map((d) => userPath(d.data.userId))) : [];
        docs.forEach((d, i) => users.set(d.data.userId, found[i]));
        return docs.map(
          (d, i) =>
            isActiveWorker(found[i]) &&
            matchesKeywords(`${d.data.name}\n${d.data.companyName ?? ''}\n${d.data.detail}`, q),
        );
      },
      after: queryCursor(req, ['date', 'string']),
    });
    const body: Page<PublicWorker> = {
      items: page.items.map((d) => toPublicWorker(d.data.userId, users.get(d.data.userId) ?? null, d.data)),
      nextCursor: page.nextCursor,
    };
    res.json(body);
  });

  router.get('/liff/workers/:id', ...active, async (req, res) => {
    const uid = idParam(req, 'id', WORKER_NOT_FOUND);
    const [user, profile] = await deps.store.getAll<unknown>([userPath(uid), profilePath(uid, 'worker')]);
    if (!isActiveWorker(user as UserDoc | null) || !profile) throw errors.notFound(WORKER_NOT_FOUND);
    const listings = await listingsOf(deps, uid, 'published', undefined, PROFILE_LISTINGS);
    const body: WorkerDetail = {
      ...toPublicWorker(uid, user as UserDoc, profile as WorkerProfileDoc),
      listings: listings.items,
    };
    res.json(body);
  });

  router.get('/liff/clients/:id', ...active, async (req, res) => {
    const uid = idParam(req, 'id', CLIENT_NOT_FOUND);
    const [user, profile] = await deps.store.getAll<unknown>([userPath(uid), profilePath(uid, 'client')]);
    if (!isActiveClient(user as UserDoc | null) || !profile) throw errors.notFound(CLIENT_NOT_FOUND);
    const body: PublicClient = toPublicClient(uid, user as UserDoc, profile as ClientProfileDoc);
    res.json(body);
  });

  return router;
}
