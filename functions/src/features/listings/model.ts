/** listings/{id}: a worker's own service offer (出品), shown on their public profile while published. */
import type { Listing, ListingInput, ListingStatus } from '@common/marketplace';

export interface ListingDoc extends ListingInput {
  /** Same as the document id: the tie-break of ordered lists. */
  id: string;
  workerId: string;
  status: ListingStatus;
  createdAt: Date;
  updatedAt: Date;
}

export const listingsCollection = 'listings';
export const listingPath = (id: string) => `listings/${id}`;
export const LISTING_NOT_FOUND = '出品が見つかりません';

export const toListing = (d: ListingDoc): Listing => ({
  id: d.id,
  workerId: d.workerId,
  title: d.title,
  description: d.description,
  price: d.price,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});
