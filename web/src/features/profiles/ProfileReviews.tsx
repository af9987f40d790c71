/**
 * The 評価 section of a public profile (docs/product/reviews.md#on-the-profiles) as a lazy chunk
 * (docs/performance.md): the profile paints first, the list, its query and its stars arrive after.
 */
import { lazy, Suspense } from 'react';
import type { ReviewSide } from '@common/reviews';
import { ReviewsSkeleton } from './ReviewsSkeleton';

const ReviewList = lazy(() => import('./ReviewList'));

export function ProfileReviews({ uid, side }: { uid: string; side: ReviewSide }) {
  return (
    <Suspense fallback={<ReviewsSkeleton />}>
      <ReviewList uid={uid} side={side} />
    </Suspense>
  );
}
