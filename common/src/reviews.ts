/**
 * Reviews (評価) after a deal (docs/product/reviews.md): each party rates the other once, 1–5 stars and
 * a comment, within 30 days of the deal's end, double-blind. Shapes, the form's schema and the
 * constants, shared by the API and the web (the form and the server validate with the same schema).
 *
 *   POST /liff/contracts/:id/review {rating, comment}        -> Review (201)
 *   GET  /liff/contracts/:id/review                          -> ContractReview
 *   GET  /liff/users/:uid/reviews?side=worker|client&cursor= -> UserReviews
 *   POST /admin/reviews/:id/hide {reason}                    -> ReviewHidden
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import { boundedText, object, plainNumber } from './schemas/text';

/** A party of a contract, as author or subject of a review. */
export type ReviewSide = 'client' | 'worker';
export const REVIEW_SIDES = ['client', 'worker'] as const satisfies readonly ReviewSide[];

/** Days after the deal's end (検収, or the refund of a cancelled deal) during which its parties may review. */
export const REVIEW_WINDOW_DAYS = 30;
/** Days after the deal's end when a party who has not written is reminded once. */
export const REVIEW_REMINDER_DAYS = 15;
export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, comment: 500, reason: 500 } as const;

/** What the API and the form say (docs/product/reviews.md#errors). */
export const REVIEW_MESSAGES = {
  rating: '評価は1〜5の整数で選んでください',
  ratingRequired: '評価を選んでください',
  notYet: 'この取引はまだ評価できません。検収の完了後に評価できます',
  already: 'この取引はすでに評価済みです',
  closed: `評価できる期間（取引の完了から${REVIEW_WINDOW_DAYS}日間）を過ぎています`,
  asker: 'キャンセルを申請した方はこの取引を評価できません',
  notFound: '評価が見つかりません',
  userNotFound: 'ユーザーが見つかりません',
  alreadyHidden: 'この評価はすでに非表示です',
} as const;

/** The notice both parties get when the deal ends, and the reminder (docs/product/reviews.md#notices). */
export const REVIEW_NOTICE_TITLE = '取引の評価をお願いします';

/** One review as its author, or its subject once visible, reads it. */
export interface Review {
  id: string;
  contractId: string;
  /** Who wrote it: the contract's client or worker. */
  authorSide: ReviewSide;
  rating: number;
  comment: string;
  createdAt: string;
  /** When both parties may read it: the window's end, or when the second review was written. */
  visibleAt: string;
  visible: boolean;
  /** Hidden by the operator (docs/product/reviews.md#hiding): counted nowhere, shown to no one but its author. */
  hidden: boolean;
}

/**
 * GET /liff/contracts/:id/review: the caller's side of a deal's reviews. `theirs` stays null until it is
 * visible; `theirsWritten` is present only once the other party's review could be visible (both wrote,
 * or the window closed), so before that nothing says whether they wrote (docs/product/reviews.md#double-blind).
 */
export interface ContractReview {
  /** The caller may still write their review now. */
  due: boolean;
  /** The window's end (ISO), null while the deal has not ended (or cannot be reviewed). */
  deadline: string | null;
  mine: Review | null;
  theirs: Review | null;
  theirsWritten?: boolean;
}

/** The public summary of one user's reviews on one side; average to one decimal, null without reviews. */
export interface ReviewSummary {
  average: number | null;
  count: number;
}

/** One visible review in a user's public list. */
export interface PublicReview {
  id: string;
  jobTitle: string;
  /** The month the deal ended, YYYY-MM (Japan time). */
  month: string;
  rating: number;
  comment: string;
  authorName: string;
  authorSide: ReviewSide;
  createdAt: string;
}

/** GET /liff/users/:uid/reviews: a Page of visible reviews, newest first, with the summary. */
export interface UserReviews {
  summary: ReviewSummary & { completedContracts: number };
  items: PublicReview[];
  nextCursor: string | null;
}

/** POST /admin/reviews/:id/hide. */
export interface ReviewHidden {
  id: string;
  hidden: true;
  moderation: { reason: string; at: string };
}

/** The stored aggregate (users/{uid}/profiles/{side}.reviewStats) read as the public summary. */
export function summaryOf(stats: { sum: number; count: number } | null | undefined): ReviewSummary {
  const count = stats?.count ?? 0;
  if (!stats || count <= 0) return { average: null, count: 0 };
  return { average: Math.round((stats.sum / count) * 10) / 10, count };
}

const rating = () =>
  plainNumber()
    .typeError(REVIEW_MESSAGES.rating)
    .required(REVIEW_MESSAGES.ratingRequired)
    .integer(REVIEW_MESSAGES.rating)
    .min(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.rating)
    .max(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.rating);

/** The review form (docs/product/reviews.md#rules): whole stars 1–5 and a comment of 1–500 characters, trimmed. */
export const reviewInputSchema = object({
  rating: rating(),
  comment: boundedText(REVIEW_LIMITS.comment, m),
})
  .typeError(m.type)
  .exact(m.unknown)
  .strict(false);
export type ReviewInputDto = yup.InferType<typeof reviewInputSchema>;

/** POST /admin/reviews/:id/hide: the operator's reason (1–500). */
export const reviewHideSchema = object({ reason: boundedText(REVIEW_LIMITS.reason, m) })
  .typeError(m.type)
  .exact(m.unknown)
  .strict(false);
export type ReviewHideDto = yup.InferType<typeof reviewHideSchema>;
