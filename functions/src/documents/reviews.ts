/**
 * reviews/{contractId}_{authorSide}: one review per party per contract (docs/product/reviews.md), its id
 * fixed by the pair so that a second or parallel post finds it in the transaction and gets 409.
 * reviewWindows/{contractId}: the review window a deal's end opens (its end, who may write, whether the
 * reminder went out), which the deal timers read; the rules themselves read the contract.
 */
import type { ReviewSide } from '@common/reviews';
import { collection, type Batch, type Reader } from './collection';

/**
 * sealed: written, not readable by the other party yet (not counted); visible: readable once
 * `visibleAt` has passed and counted in the subject's `reviewStats`; hidden: by the operator, counted nowhere.
 */
export type ReviewState = 'sealed' | 'visible' | 'hidden';

export interface ReviewDoc {
  id: string;
  contractId: string;
  jobId: string;
  /** The contract's title when it was written. */
  jobTitle: string;
  /** YYYY-MM (Japan time) of the deal's end. */
  month: string;
  authorId: string;
  authorSide: ReviewSide;
  subjectId: string;
  subjectSide: ReviewSide;
  /** `${subjectId}:${subjectSide}`: the public list's one filter (firestore.indexes.json). */
  subjectKey: string;
  rating: number;
  comment: string;
  createdAt: Date;
  /** The window's end on the first review of a deal; both set to the time of the second. */
  visibleAt: Date;
  state: ReviewState;
  moderation?: { reason: string; at: Date; by: string } | null;
}

export const reviews = collection<ReviewDoc>('reviews');

export const reviewId = (contractId: string, authorSide: ReviewSide) => `${contractId}_${authorSide}`;
export const subjectKeyOf = (uid: string, side: ReviewSide) => `${uid}:${side}`;

/** One user's reviews on one side, newest first (visibility is the caller's filter). */
export const reviewsOfSubject =
  (r: Reader, uid: string, side: ReviewSide): Batch<ReviewDoc> =>
  (startAfter, limit) =>
    reviews.query(r, {
      where: [['subjectKey', '==', subjectKeyOf(uid, side)]],
      orderBy: [
        ['createdAt', 'desc'],
        ['id', 'desc'],
      ],
      startAfter,
      limit,
    });

/** Reviews written but not counted yet: the timer reveals those whose window has closed. */
export const sealedReviews = (r: Reader) => reviews.query(r, { where: [['state', '==', 'sealed']] });

export interface ReviewWindowDoc {
  contractId: string;
  clientId: string;
  workerId: string;
  title: string;
  /** The deal's end: 検収, or the refund of a cancelled deal. */
  closedAt: Date;
  deadline: Date;
  /** The parties who may write (both, or the one who did not ask to cancel). */
  sides: ReviewSide[];
  /** The half-window reminder went out (once). */
  reminded: boolean;
  /** False once the deadline passed and the timer closed it. */
  open: boolean;
}

export const reviewWindows = collection<ReviewWindowDoc>('reviewWindows');

export const openReviewWindows = (r: Reader) => reviewWindows.query(r, { where: [['open', '==', true]] });
