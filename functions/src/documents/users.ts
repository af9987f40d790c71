/** users/{uid}: uid = LINE user id; created on first login, verified against the partner directory. */
import type { SalonInfo } from '@common/api';
import type { UserType } from '@common/options';
import { collection, type Reader } from './collection';

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
  /**
   * Whether the user has added the official account, as liff.getFriendship last told the app
   * (POST /liff/line/friendship) or LINE's push answered (docs/product/notifications.md#friendship).
   * Only `false` stops LINE pushes: unknown (never reported) still pushes, and LINE drops what a
   * non-friend cannot receive.
   */
  lineFriend?: boolean;
  lineFriendCheckedAt?: Date;
  /**
   * Set while an admin has suspended the account (docs/product/admin.md#suspension): every API call
   * but the session answers 403 (http/access.ts); null or absent otherwise.
   */
  suspension?: UserSuspensionDoc | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Why and since when an account is suspended, and by which admin (docs/product/admin.md#suspension). */
export interface UserSuspensionDoc {
  reason: string;
  at: Date;
  by: string;
}

export const users = collection<UserDoc>('users');
export const userPath = (uid: string) => users.ref(uid).path;

export const USER_NOT_FOUND = 'ユーザーが見つかりません';

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

/**
 * Every user of one side, by id, a page at a time (for batches: notices to a side, rich-menu
 * re-links). Reads the next page only when the caller asks for it.
 */
export async function* usersOfSide(r: Reader, side: UserType, pageSize: number): AsyncGenerator<UserDoc[]> {
  let after: string | undefined;
  for (;;) {
    const page = await users.query(r, {
      where: [['type', '==', side]],
      orderBy: [['id', 'asc']],
      ...(after ? { startAfter: [after] } : {}),
      limit: pageSize,
    });
    if (page.length) yield page.map((d) => d.data);
    if (page.length < pageSize) return;
    after = page[page.length - 1].id;
  }
}
