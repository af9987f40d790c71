/** Review documents as the API answers them (docs/product/reviews.md#endpoints). */
import type { PublicReview, Review } from '@common/reviews';
import type { ReviewDoc } from '../../documents/reviews';

/** Readable by the other party (and the public) now: its time has come and the operator did not hide it. */
export const isVisible = (r: Pick<ReviewDoc, 'visibleAt' | 'state'>, now: Date) =>
  r.state !== 'hidden' && r.visibleAt.getTime() <= now.getTime();

export const toReview = (r: ReviewDoc, now: Date): Review => ({
  id: r.id,
  contractId: r.contractId,
  authorSide: r.authorSide,
  rating: r.rating,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
  visibleAt: r.visibleAt.toISOString(),
  visible: isVisible(r, now),
  hidden: r.state === 'hidden',
});

export const toPublicReview = (r: ReviewDoc, authorName: string): PublicReview => ({
  id: r.id,
  jobTitle: r.jobTitle,
  month: r.month,
  rating: r.rating,
  comment: r.comment,
  authorName,
  authorSide: r.authorSide,
  createdAt: r.createdAt.toISOString(),
});
