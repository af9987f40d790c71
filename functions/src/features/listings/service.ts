/** Worker listings (出品): the worker's own offers, published or stopped. */
import { listingInputSchema, type ListingInputDto } from '@common/schemas/marketplace';
import type { Listing, ListingStatus, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { newestCursorOf, scanPage } from '../../http/paging';
import { validatePatch } from '../../http/params';
import { listings, listingsOfWorker, type ListingDoc } from '../../documents/listings';
import { LISTING_OWNERSHIP, requireOwner, requireVisible } from '../../policies';
import { toListing } from './model';
// The not-found message of the ids its routes take (routes never import documents/).
export { LISTING_NOT_FOUND } from '../../documents/listings';

export const LISTING_CURSOR = ['date', 'string'] as const;

export const LISTING_STOPPED_BY_ADMIN = '運営により掲載を停止された出品のため、再開できません';

/** Published listings of one worker, newest first (the same index as the worker's own list). */
export async function listingsOf(
  deps: Deps,
  workerId: string,
  status: ListingStatus,
  after?: unknown[],
  size?: number,
): Promise<Page<Listing>> {
  const page = await scanPage({
    fetch: listingsOfWorker(deps.store, workerId, status),
    cursorOf: newestCursorOf,
    after,
    size,
  });
  return { items: page.items.map((d) => toListing(d.data)), nextCursor: page.nextCursor };
}

export async function createListing(deps: Deps, actor: Actor, dto: ListingInputDto): Promise<Listing> {
  const now = deps.clock.now();
  const id = deps.store.newId();
  const doc: ListingDoc = {
    id,
    workerId: actor.uid,
    title: dto.title,
    description: dto.description,
    price: dto.price,
    status: 'published',
    createdAt: now,
    updatedAt: now,
  };
  await deps.store.runTransaction(async (tx) => listings.create(tx, id, doc));
  return toListing(doc);
}

/** The owner sees their listing in any state; others only while it is published. */
export async function getListing(deps: Deps, actor: Actor, id: string): Promise<Listing> {
  return toListing(requireVisible(await listings.get(deps.store, id), actor.uid, LISTING_OWNERSHIP));
}

/** The listing when the caller owns it (policies.ts: 403 while published, else 404). */
const own = (doc: ListingDoc | null, actor: Actor): ListingDoc =>
  requireOwner(doc, actor.uid, LISTING_OWNERSHIP, 'この出品を変更できるのは出品した受注者のみです');

export async function updateListing(deps: Deps, actor: Actor, id: string, body: unknown): Promise<Listing> {
  return deps.store.runTransaction(async (tx) => {
    const doc = own(await listings.get(tx, id), actor);
    const current = { title: doc.title, description: doc.description, price: doc.price };
    const patch = (await validatePatch(listingInputSchema, current, body)) as Partial<ListingInputDto>;
    const now = deps.clock.now();
    const next: ListingDoc = { ...doc, ...patch, updatedAt: now };
    listings.patch(tx, id, { ...patch, updatedAt: now });
    return toListing(next);
  });
}

export async function setListingStatus(deps: Deps, actor: Actor, id: string, status: ListingStatus): Promise<Listing> {
  return deps.store.runTransaction(async (tx) => {
    const doc = own(await listings.get(tx, id), actor);
    // A listing an admin stopped stays stopped (docs/product/admin.md#moderation).
    if (status === 'published' && doc.moderation) throw errors.conflict(LISTING_STOPPED_BY_ADMIN);
    if (doc.status === status) {
      throw errors.conflict(status === 'stopped' ? 'この出品はすでに停止中です' : 'この出品はすでに公開中です');
    }
    const now = deps.clock.now();
    listings.patch(tx, id, { status, updatedAt: now });
    return toListing({ ...doc, status, updatedAt: now });
  });
}
