/**
 * A user's public reviews on one side (docs/product/reviews.md#endpoints) over the query layer: the first
 * page with the summary for the profile's section, and the whole list once 「すべての評価を見る」 opens it,
 * started from that first page so it is not fetched twice.
 */
import type { PublicReview, ReviewSide, UserReviews } from '@common/reviews';
import { reviewsApi } from '../../lib/api/reviews';
import { useQuery } from '../../lib/query/hooks';
import { laterKeys } from '../../lib/query/laterKeys';
import { usePagedQuery } from '../../lib/query/paged';

export const useUserReviews = (uid: string, side: ReviewSide) =>
  useQuery({ queryKey: laterKeys.reviews.user(uid, side), queryFn: ({ signal }) => reviewsApi.ofUser(uid, side, null, signal) });

export const useAllUserReviews = (uid: string, side: ReviewSide, first: UserReviews) =>
  usePagedQuery<PublicReview>(
    laterKeys.reviews.userAll(uid, side),
    (cursor, signal) => reviewsApi.ofUser(uid, side, cursor, signal),
    {
      firstPage: () => first,
    },
  );
