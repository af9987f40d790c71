/**
 * The worker's works (docs/product/portfolio.md#rules): every change is one transaction over
 * portfolios/{uid} that re-reads it, so the 20-work limit, the order and a photo's single use hold
 * under parallel requests. Photos a change drops are deleted after its commit (photos.ts).
 */
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES as msg,
  type Portfolio,
  type PortfolioOrderInput,
  type PortfolioWork,
  type PortfolioWorkInput,
  type PortfolioWorkPatch,
} from '@common/portfolio';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { readAll } from '../../documents/collection';
import { users } from '../../documents/users';
import {
  emptyPortfolio,
  portfolios,
  type PortfolioDoc,
  type PortfolioPhotoDoc,
  type PortfolioWorkDoc,
} from '../../documents/portfolio';
import { canWork } from '../../policies';
import { toPortfolio, toWork } from './model';
import { dropPhotoFiles, isLive, oldestOf } from './photos';

/** The caller's own portfolio (empty before her first work). */
export async function myPortfolio(deps: Deps, uid: string): Promise<Portfolio> {
  return toPortfolio(uid, await portfolios.get(deps.store, uid));
}

/** A worker's portfolio as others see it: 404 unless she can take jobs (suspended, revoked, unknown). */
export async function publicPortfolio(deps: Deps, uid: string): Promise<Portfolio> {
  const [user, doc] = await readAll(deps.store, [users.ref(uid), portfolios.ref(uid)]);
  if (!canWork(user)) throw errors.notFound(msg.workerNotFound);
  return toPortfolio(uid, doc);
}

interface Taken {
  photos: PortfolioPhotoDoc[];
  /** The pending uploads left. */
  pending: PortfolioPhotoDoc[];
  /** The work's photos no longer listed. */
  dropped: PortfolioPhotoDoc[];
}

/**
 * The photos of `ids`, in order: the work's own (`kept`) or the caller's pending uploads still usable.
 * An id that is neither is 404 (a stranger's photo looks like none), one another work uses 409.
 */
function takePhotos(doc: PortfolioDoc, ids: readonly string[], kept: readonly PortfolioPhotoDoc[], now: Date): Taken {
  const own = new Map(kept.map((p) => [p.id, p]));
  const pendingById = new Map(doc.pending.filter((p) => isLive(p, now)).map((p) => [p.id, p]));
  const photos = ids.map((id) => {
    const p = own.get(id) ?? pendingById.get(id);
    if (p) return p;
    if (doc.works.some((w) => w.photos.some((x) => x.id === id))) throw errors.conflict(msg.photoInUse);
    throw errors.notFound(msg.photoNotFound);
  });
  const used = new Set(ids);
  return {
    photos,
    pending: doc.pending.filter((p) => !used.has(p.id)),
    dropped: kept.filter((p) => !used.has(p.id)),
  };
}

const withPending = (doc: PortfolioDoc, pending: PortfolioPhotoDoc[]) => ({ ...doc, pending, pendingSince: oldestOf(pending) });

/** A new work at the top of the portfolio, using pending uploads; the 21st is 409. */
export async function createWork(deps: Deps, uid: string, dto: PortfolioWorkInput): Promise<PortfolioWork> {
  return deps.store.runTransaction(async (tx) => {
    const now = deps.clock.now();
    const doc = (await portfolios.get(tx, uid)) ?? emptyPortfolio(uid, now);
    if (doc.works.length >= PORTFOLIO_LIMITS.works) throw errors.conflict(msg.tooManyWorks);
    const { photos, pending } = takePhotos(doc, dto.photoIds, [], now);
    const work: PortfolioWorkDoc = {
      id: deps.store.newId(),
      title: dto.title,
      description: dto.description ?? null,
      link: dto.link ?? null,
      photos,
      createdAt: now,
      updatedAt: now,
    };
    portfolios.put(tx, uid, { ...withPending(doc, pending), works: [work, ...doc.works], updatedAt: now });
    return toWork(uid, work);
  });
}

const workOf = (doc: PortfolioDoc | null, workId: string): PortfolioWorkDoc => {
  const work = doc?.works.find((w) => w.id === workId);
  if (!work) throw errors.notFound(msg.workNotFound);
  return work;
};

/** Changes the sent fields; photoIds replaces the photos (dropped ones are deleted). */
export async function updateWork(deps: Deps, uid: string, workId: string, dto: PortfolioWorkPatch): Promise<PortfolioWork> {
  const { work, dropped } = await deps.store.runTransaction(async (tx) => {
    const now = deps.clock.now();
    const doc = await portfolios.get(tx, uid);
    const current = workOf(doc, workId);
    if (!doc) throw errors.notFound(msg.workNotFound);
    const taken = dto.photoIds ? takePhotos(doc, dto.photoIds, current.photos, now) : null;
    const next: PortfolioWorkDoc = {
      ...current,
      ...(dto.title !== undefined ? { title: dto.title } : {}),
      ...(dto.description !== undefined ? { description: dto.description } : {}),
      ...(dto.link !== undefined ? { link: dto.link } : {}),
      ...(taken ? { photos: taken.photos } : {}),
      updatedAt: now,
    };
    const works = doc.works.map((w) => (w.id === workId ? next : w));
    portfolios.put(tx, uid, { ...(taken ? withPending(doc, taken.pending) : doc), works, updatedAt: now });
    return { work: next, dropped: taken?.dropped ?? [] };
  });
  await dropPhotoFiles(deps, uid, dropped);
  return toWork(uid, work);
}

/** Removes the work and its photos. */
export async function deleteWork(deps: Deps, uid: string, workId: string): Promise<Portfolio> {
  const { doc, dropped } = await deps.store.runTransaction(async (tx) => {
    const now = deps.clock.now();
    const current = await portfolios.get(tx, uid);
    const work = workOf(current, workId);
    if (!current) throw errors.notFound(msg.workNotFound);
    const next: PortfolioDoc = { ...current, works: current.works.filter((w) => w.id !== workId), updatedAt: now };
    portfolios.put(tx, uid, next);
    return { doc: next, dropped: work.photos };
  });
  await dropPhotoFiles(deps, uid, dropped);
  return toPortfolio(uid, doc);
}

/** The works in the sent order: exactly the current ids, each once (else 400, nothing changes). */
export async function reorderWorks(deps: Deps, uid: string, dto: PortfolioOrderInput): Promise<Portfolio> {
  return deps.store.runTransaction(async (tx) => {
    const now = deps.clock.now();
    const doc = await portfolios.get(tx, uid);
    const works = doc?.works ?? [];
    const byId = new Map(works.map((w) => [w.id, w]));
    const ids = dto.ids;
    if (ids.length !== works.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) {
      throw errors.invalid({ ids: msg.orderMismatch }, msg.orderMismatch);
    }
    if (!doc) return toPortfolio(uid, null);
    const at = new Map(ids.map((id, i) => [id, i]));
    const ordered = [...works].sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
    const next: PortfolioDoc = { ...doc, works: ordered, updatedAt: now };
    portfolios.put(tx, uid, next);
    return toPortfolio(uid, next);
  });
}
