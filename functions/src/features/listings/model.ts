/** A stored listing as the browser sees it. */
import type { Listing } from '@common/marketplace';
import type { ListingDoc } from '../../documents/listings';

export const toListing = (d: ListingDoc): Listing => ({
  id: d.id,
  workerId: d.workerId,
  title: d.title,
  description: d.description,
  price: d.price,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
  // A stopped listing is its owner's only: why the operator stopped it (docs/product/admin.md#moderation).
  moderation: d.moderation ? { reason: d.moderation.reason, at: d.moderation.at.toISOString() } : null,
});
