/**
 * Reviews (docs/product/reviews.md): writing one (once per party per deal, in its window, in one
 * transaction that also reveals both when it is the second), reading a deal's reviews double-blind, and
 * a user's public list with its summary. The aggregate on the profile (`reviewStats`) counts a review
 * in the transaction that makes it visible, and leaves it when the operator hides it.
 */
import { jstMonth } from '@common/dates';
import {
  REVIEW_MESSAGES,
  summaryOf,
  type ContractReview,
  type Review,
  type ReviewInputDto,
  type ReviewSide,
  type UserReviews,
} from '@common/reviews';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { errors } from '../../http/errors';
import { readAll } from '../../documents/collection';
import { CONTRACT_NOT_FOUND, contracts } from '../../documents/contracts';
import { clientProfileRef, workerProfileRef, type ClientProfileDoc, type WorkerProfileDoc } from '../../documents/profiles';
import { notifications, unreadAbout } from '../../documents/notifications';
import { reviewId, reviews, reviewsOfSubject, subjectKeyOf, type ReviewDoc } from '../../documents/reviews';
import { users } from '../../documents/users';
import { loadPublicProfiles } from '../../domain/publicProfiles';
import { scanPage } from '../../http/paging';
import { roleIn } from '../../policies';
import { isVisible, toPublicReview, toReview } from './model';
import { otherSide, reviewWindowOf } from './rules';

export { CONTRACT_NOT_FOUND };

/** A deal that ended in 検収 (the transfer done or owed): what the summary's completedContracts counts. */
const COMPLETED = ['completed', 'paid_out'] as const;

type ProfileDoc = ClientProfileDoc | WorkerProfileDoc;

export const profileRefOf = (uid: string, side: ReviewSide) =>
  side === 'client' ? clientProfileRef(uid) : workerProfileRef(uid);

/**
 * Adds (or, with -1, takes away) one rating in the subject's aggregate. A profile that does not exist
 * (data made by hand) has no aggregate to keep.
 */
export function bumpStats(
  tx: TransactionOps,
  uid: string,
  side: ReviewSide,
  profile: ProfileDoc | null,
  rating: number,
  sign: 1 | -1,
) {
  if (!profile) return;
  const was = profile.reviewStats ?? { sum: 0, count: 0 };
  const next = { sum: Math.max(0, was.sum + sign * rating), count: Math.max(0, was.count + sign) };
  tx.update(profileRefOf(uid, side).path, { reviewStats: next.count ? next : { sum: 0, count: 0 } });
}

/** The caller is one of the contract's two parties; anyone else: 404, as for the contract itself. */
export async function requireParty(deps: Deps, uid: string, contractId: string): Promise<void> {
  const contract = await contracts.get(deps.store, contractId);
  if (!contract || !roleIn(contract, uid)) throw errors.notFound(CONTRACT_NOT_FOUND);
}

/** Writes the caller's review of a contract (docs/product/reviews.md#rules). 404 stranger, 403 the asker, 409 state. */
export async function postReview(deps: Deps, uid: string, contractId: string, dto: ReviewInputDto): Promise<Review> {
  return deps.store.runTransaction(async (tx) => {
    const contract = await contracts.get(tx, contractId);
    const side = contract && roleIn(contract, uid);
    if (!contract || !side) throw errors.notFound(CONTRACT_NOT_FOUND);
    const window = reviewWindowOf(contract);
    if (!window) throw errors.conflict(REVIEW_MESSAGES.notYet);
    if (!window.sides.includes(side)) throw errors.forbidden(REVIEW_MESSAGES.asker);
    const now = deps.clock.now();
    if (now.getTime() >= window.deadline.getTime()) throw errors.conflict(REVIEW_MESSAGES.closed);
    const subjectSide = otherSide(side);
    const subjectId = subjectSide === 'client' ? contract.clientId : contract.workerId;
    const [mine, theirs, subjectProfile, myProfile] = await readAll(tx, [
      reviews.ref(reviewId(contractId, side)),
      reviews.ref(reviewId(contractId, subjectSide)),
      profileRefOf(subjectId, subjectSide),
      profileRefOf(uid, side),
    ] as const);
    if (mine) throw errors.conflict(REVIEW_MESSAGES.already);
    // The review answers the caller's review requests about this deal (docs/product/reviews.md#notices).
    const requests = (await unreadAbout(tx, uid, contractId)).filter((d) => d.data.kind === 'review_request');
    // The second review reveals both at once; the first waits for the window's end.
    const second = !!theirs;
    const doc: ReviewDoc = {
      id: reviewId(contractId, side),
      contractId,
      jobId: contract.jobId,
      jobTitle: contract.title,
      month: jstMonth(window.closedAt),
      authorId: uid,
      authorSide: side,
      subjectId,
      subjectSide,
      subjectKey: subjectKeyOf(subjectId, subjectSide),
      rating: dto.rating,
      comment: dto.comment,
      createdAt: now,
      visibleAt: second ? now : window.deadline,
      state: second ? 'visible' : 'sealed',
      moderation: null,
    };
    reviews.create(tx, doc.id, doc);
    for (const r of requests) notifications.patch(tx, r.id, { readAt: now });
    if (theirs) {
      // Theirs is about the caller; a hidden one stays hidden and uncounted.
      if (theirs.state === 'sealed') {
        reviews.patch(tx, theirs.id, { visibleAt: now, state: 'visible' });
        bumpStats(tx, uid, side, myProfile, theirs.rating, 1);
      } else if (theirs.state === 'hidden') reviews.patch(tx, theirs.id, { visibleAt: now });
      bumpStats(tx, subjectId, subjectSide, subjectProfile, doc.rating, 1);
    }
    return toReview(doc, now);
  });
}

/** GET /liff/contracts/:id/review: what the caller may read of the deal's reviews (docs/product/reviews.md#double-blind). */
export async function getContractReview(deps: Deps, uid: string, contractId: string): Promise<ContractReview> {
  const contract = await contracts.get(deps.store, contractId);
  const side = contract && roleIn(contract, uid);
  if (!contract || !side) throw errors.notFound(CONTRACT_NOT_FOUND);
  const window = reviewWindowOf(contract);
  if (!window) return { due: false, deadline: null, mine: null, theirs: null };
  const now = deps.clock.now();
  const [mine, theirs] = await reviews.getMany(deps.store, [reviewId(contractId, side), reviewId(contractId, otherSide(side))]);
  const closed = now.getTime() >= window.deadline.getTime();
  // Whether they wrote is said only once their review could be read: both wrote, or the window closed.
  const revealed = closed || (!!theirs && theirs.visibleAt.getTime() <= now.getTime());
  return {
    due: !mine && !closed && window.sides.includes(side),
    deadline: window.deadline.toISOString(),
    mine: mine ? toReview(mine, now) : null,
    theirs: theirs && isVisible(theirs, now) ? toReview(theirs, now) : null,
    ...(revealed ? { theirsWritten: !!theirs } : {}),
  };
}

/** GET /liff/users/:uid/reviews: the visible reviews about the user on one side, newest first, and the summary. */
export async function listUserReviews(
  deps: Deps,
  uid: string,
  side: ReviewSide,
  after: unknown[] | undefined,
): Promise<UserReviews> {
  const [user, profile] = await readAll(deps.store, [users.ref(uid), profileRefOf(uid, side)] as const);
  if (!user || !profile) throw errors.notFound(REVIEW_MESSAGES.userNotFound);
  const now = deps.clock.now();
  const [page, completedContracts] = await Promise.all([
    scanPage<ReviewDoc>({
      fetch: reviewsOfSubject(deps.store, uid, side),
      cursorOf: (d) => [d.data.createdAt, d.data.id],
      keep: (docs) => docs.map((d) => isVisible(d.data, now)),
      after,
    }),
    deps.store.count(contracts.path, {
      where: [
        [side === 'client' ? 'clientId' : 'workerId', '==', uid],
        ['status', 'in', [...COMPLETED]],
      ],
    }),
  ]);
  const authors = page.items.map((d) => d.data);
  const names = await loadPublicProfiles(deps, {
    clients: authors.filter((r) => r.authorSide === 'client').map((r) => r.authorId),
    workers: authors.filter((r) => r.authorSide === 'worker').map((r) => r.authorId),
  });
  return {
    summary: { ...summaryOf(profile.reviewStats), completedContracts },
    items: authors.map((r) => toPublicReview(r, names[r.authorSide](r.authorId).name)),
    nextCursor: page.nextCursor,
  };
}
