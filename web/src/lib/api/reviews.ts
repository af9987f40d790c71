/** Typed calls of a deal's review endpoints (docs/product/reviews.md#endpoints; types in common/src/reviews.ts). */
import type { ContractReview, Review, ReviewInputDto, ReviewSide, UserReviews } from '@common/reviews';
import { apiFetch } from './client';

const path = (contractId: string) => `/liff/contracts/${encodeURIComponent(contractId)}/review`;

export const reviewsApi = {
  /** The caller's side of the deal's reviews: due, the deadline, mine, and theirs once visible (double-blind). */
  get: (contractId: string, signal?: AbortSignal) => apiFetch<ContractReview>(path(contractId), { signal }),
  /** Writes the caller's review, once: 201 the review; 409 not yet / closed / already, 403 the asker. */
  post: (contractId: string, body: ReviewInputDto) => apiFetch<Review>(path(contractId), { body }),
  /** A user's visible reviews on one side, newest first, 20 a page, with the summary (docs/product/reviews.md#summary). */
  ofUser: (uid: string, side: ReviewSide, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<UserReviews>(
      `/liff/users/${encodeURIComponent(uid)}/reviews?side=${side}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { signal },
    ),
};
