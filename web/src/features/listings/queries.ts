/**
 * The worker's listings over the query layer: one hook per API call. A change answers with the new
 * listing, which goes straight into its cache entry; both status lists refetch, since a listing may
 * have moved between them or changed its place.
 */
import { useMutation, useQuery, useQueryClient } from '../../lib/query/hooks';
import type { Listing, ListingInput, ListingStatus } from '@common/marketplace';
import { listingsApi } from '../../lib/api/marketplace';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';

const STATUSES: ListingStatus[] = ['published', 'stopped'];

export const useMyListings = (status: ListingStatus) =>
  usePagedQuery(keys.listings.mine(status), (cursor, signal) => listingsApi.mine(status, cursor, signal));

export const useListing = (id: string) =>
  useQuery({ queryKey: keys.listings.detail(id), queryFn: ({ signal }) => listingsApi.get(id, signal) });

/** What to do with a changed listing: cache it, mark the lists and the worker's public profile stale. */
function useListingChanged() {
  const qc = useQueryClient();
  return (listing: Listing) => {
    qc.setQueryData(keys.listings.detail(listing.id), listing);
    for (const status of STATUSES) void qc.invalidateQueries({ queryKey: keys.listings.mine(status) });
    void qc.invalidateQueries({ queryKey: keys.workers.detail(listing.workerId) });
  };
}

export function useCreateListing() {
  const changed = useListingChanged();
  return useMutation({ mutationFn: (input: ListingInput) => listingsApi.create(input), onSuccess: changed });
}

export function useUpdateListing(id: string) {
  const changed = useListingChanged();
  return useMutation({ mutationFn: (patch: Partial<ListingInput>) => listingsApi.update(id, patch), onSuccess: changed });
}

export function useStopListing() {
  const changed = useListingChanged();
  return useMutation({ mutationFn: (id: string) => listingsApi.stop(id), onSuccess: changed });
}

export function useReopenListing() {
  const changed = useListingChanged();
  return useMutation({ mutationFn: (id: string) => listingsApi.reopen(id), onSuccess: changed });
}
