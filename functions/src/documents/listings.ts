/** listings/{id}: a worker's own service offer (出品), shown on their public profile while published. */
import type { ListingInput, ListingStatus } from '@common/marketplace';
import { NEWEST_FIRST, collection, type Batch, type Reader } from './collection';

export interface ListingDoc extends ListingInput {
  /** Same as the document id: the tie-break of ordered lists. */
  id: string;
  workerId: string;
  status: ListingStatus;
  createdAt: Date;
  updatedAt: Date;
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
