/** The user document as the browser sees it. */
import type { User } from '@common/api';
import type { UserDoc } from '../../documents/users';

export function toUser(doc: UserDoc): User {
  return {
    id: doc.id,
    userId: doc.userId,
    type: doc.type,
    isActive: doc.isActive,
    isWorker: doc.isWorker,
    hasStripeAccount: !!doc.stripeAccount,
    salonInfo: doc.salonInfo,
    lineDisplayName: doc.lineDisplayName,
    linePictureURL: doc.linePictureURL,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    // Only while suspended (docs/product/admin.md#suspension): the app shows why instead of any screen.
    ...(doc.suspension && { suspension: { reason: doc.suspension.reason, at: doc.suspension.at.toISOString() } }),
  };
}

/** Converts Dates to ISO strings throughout, for JSON responses. */
export function serialise<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
