/** A deal's reviews (docs/product/reviews.md): one hook per API call over the data layer (cache keys: lib/query/keys.ts). */
import type { ContractReview, Review, ReviewInputDto } from '@common/reviews';
import { ApiRequestError } from '../../lib/api/client';
import { contractsApi } from '../../lib/api/marketplace';
import { reviewsApi } from '../../lib/api/reviews';
import { useMutation, useQuery, useQueryClient } from '../../lib/query/hooks';
import { keys } from '../../lib/query/keys';
import { laterKeys } from '../../lib/query/laterKeys';

/** The caller's side of the deal's reviews (double-blind: theirs only once visible). */
export const useContractReview = (contractId: string) =>
  useQuery({
    queryKey: laterKeys.reviews.contract(contractId),
    queryFn: ({ signal }) => reviewsApi.get(contractId, signal),
  });

/** The contract the form is about (its title and the other party), shared with the contract page's cache. */
export const useReviewedContract = (contractId: string) =>
  useQuery({
    queryKey: keys.contracts.detail(contractId),
    queryFn: ({ signal }) => contractsApi.get(contractId, signal),
  });

/**
 * Writes the caller's review. The answer is mine at once; the deal's reviews are then fetched again,
 * since a second review reveals theirs in the same moment (docs/product/reviews.md#double-blind). A
 * refusal (409 already / closed / not yet, 403 the asker) also refreshes them: the screen then says where
 * the deal stands.
 */
export function usePostReview(contractId: string) {
  const qc = useQueryClient();
  const key = laterKeys.reviews.contract(contractId);
  return useMutation({
    mutationFn: (dto: ReviewInputDto) => reviewsApi.post(contractId, dto),
    onSuccess: (mine: Review) => {
      qc.setQueryData<ContractReview>(key, (held) =>
        held ? { ...held, due: false, mine } : { due: false, deadline: null, mine, theirs: null },
      );
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 403))
        void qc.invalidateQueries({ queryKey: key });
    },
  });
}
