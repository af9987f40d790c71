/** The stored user document and its conversion to what the browser sees. */
import type { SalonInfo, User,  } from '@common/api';
import type { UserType } from '@common/options';

export interface UserDoc {
  id: string;
  userId: string;
  type: UserType | null;
  isActive: boolean;
  /** Set by admins for accounts allowed to take jobs; the setup screen reads it. */
  isWorker: boolean;
  stripeAccount: string | null;
  salonInfo: SalonInfo | null;
  lineDisplayName: string;
  linePictureURL: string;
  /** Update time of each uploaded image, keyed "side/kind". */
  images?: Record<string, Date>;
  createdAt: Date;
  updatedAt: Date;
}

export function newUserDoc(uid: string, profile: { displayName: string; pictureUrl: string }, now: Date): UserDoc {
  return {
    id: uid,
    userId: uid,
    type: null,
    isActive: false,
    isWorker: false,
    stripeAccount: null,
    salonInfo: null,
    lineDisplayName: profile.displayName ?? '',
    linePictureURL: profile.pictureUrl ?? '',
    images: {},
    createdAt: now,
    updatedAt: now,
  };
}

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
  };
}

/** Converts Dates to ISO strings throughout, for JSON responses. */
export function serialise<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
