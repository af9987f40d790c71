/** Who may upload a side's image, and storing it with its version on the user document. */
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { Deps, StoredImage } from '../../ports';
import { errors } from '../../http/errors';
import { refuseSuspended } from '../../http/access';
import { USER_NOT_FOUND, users } from '../../documents/users';
import { toStoredJpeg } from './process';

/** The user may hold this side: verified, flagged for the worker side, not registered as the other. */
export async function assertMayUpload(deps: Deps, uid: string, side: UserType): Promise<void> {
  const user = await users.get(deps.store, uid);
  if (!user) throw errors.notFound(USER_NOT_FOUND);
  if (!user.isActive) throw errors.forbidden('お客様情報の認証が完了していません');
  refuseSuspended(user);
  if (side === 'worker' && !user.isWorker) throw errors.forbidden('受注者の画像を登録する権限がありません');
  if (user.type && user.type !== side) throw errors.forbidden('この画像を登録する権限がありません');
}

/** Re-encodes and stores the image, then records its update time (the ?v= of its URL). */
export async function saveImage(deps: Deps, uid: string, side: UserType, kind: ImageKind, upload: Buffer): Promise<Date> {
  const jpeg = await toStoredJpeg(upload, kind);
  const updatedAt = await deps.images.put(uid, side, kind, jpeg);
  await deps.store.runTransaction(async (tx) => {
    const current = await users.get(tx, uid);
    if (!current) throw errors.notFound(USER_NOT_FOUND);
    users.patch(tx, uid, { images: { ...(current.images ?? {}), [`${side}/${kind}`]: updatedAt } });
  });
  return updatedAt;
}

export async function loadImage(deps: Deps, uid: string, side: UserType, kind: ImageKind): Promise<StoredImage> {
  const image = await deps.images.get(uid, side, kind);
  if (!image) throw errors.notFound('画像が見つかりません');
  return image;
}
