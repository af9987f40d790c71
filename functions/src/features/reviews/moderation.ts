/**
 * The operator hides a review (docs/product/reviews.md#hiding): one transaction re-reads it, takes a
 * counted one out of its subject's aggregate, marks it hidden with the reason and writes the audit
 * entry (docs/product/admin.md#audit-log), so a repeated or parallel request gets 409 and changes nothing.
 * Its author still reads it, marked hidden; nobody else does.
 */
import { REVIEW_MESSAGES, type ReviewHidden, type ReviewHideDto } from '@common/reviews';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { audit } from '../../documents/auditLog';
import { readAll } from '../../documents/collection';
import { reviews } from '../../documents/reviews';
import { bumpStats, profileRefOf } from './service';

export async function hideReview(deps: Deps, adminId: string, id: string, dto: ReviewHideDto): Promise<ReviewHidden> {
  return deps.store.runTransaction(async (tx) => {
    const review = await reviews.get(tx, id);
    if (!review) throw errors.notFound(REVIEW_MESSAGES.notFound);
    if (review.state === 'hidden') throw errors.conflict(REVIEW_MESSAGES.alreadyHidden);
    const [profile] = await readAll(tx, [profileRefOf(review.subjectId, review.subjectSide)] as const);
    const now = deps.clock.now();
    const moderation = { reason: dto.reason, at: now, by: adminId };
    reviews.patch(tx, id, { state: 'hidden', moderation });
    // Only a counted review is in the aggregate; a sealed one never was.
    if (review.state === 'visible') bumpStats(tx, review.subjectId, review.subjectSide, profile, review.rating, -1);
    audit(
      tx,
      {
        adminId,
        action: 'review.hide',
        target: { kind: 'review', id },
        reason: dto.reason,
        before: { state: review.state, rating: review.rating, contractId: review.contractId },
        after: { state: 'hidden' },
      },
      now,
    );
    return { id, hidden: true, moderation: { reason: dto.reason, at: now.toISOString() } };
  });
}
