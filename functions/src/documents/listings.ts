/** listings/{id}: a worker's own service offer (出品), shown on their public profile while published. */
import type { ListingInput, ListingStatus } from '@common/marketplace';
import { NEWEST_FIRST, collection, type Batch, type Reader } from './collection';
import type { ModerationDoc } from './jobs';

export interface ListingDoc extends ListingInput {
  /** Same as the document id: the tie-break of ordered lists. */
  id: string;
  workerId: string;
  status: ListingStatus;
  createdAt: Date;
  updatedAt: Date;
  /** Set when an admin stopped it (docs/product/admin.md#moderation): its owner cannot reopen it. */
  moderation?: ModerationDoc | null;
  /** Set when its owner's suspension stopped it (docs/product/admin.md#suspension); never republished by reinstating. */
  suspensionStop?: { at: Date; by: string } | null;
}

export const listings = collection<ListingDoc>('listings');
export const listingPath = (id: string) => listings.ref(id).path;

export const LISTING_NOT_FOUND = '出品が見つかりません';

/** One worker's listings in one state, newest first (the worker's own list and their public profile). */
export const listingsOfWorker =
  (r: Reader, workerId: string, status: ListingStatus): Batch<ListingDoc> =>
  (startAfter, limit) =>
    listings.query(r, {
      where: [
        ['workerId', '==', workerId],
        ['status', '==', status],
      ],
      orderBy: NEWEST_FIRST,
      startAfter,
      limit,
    });
