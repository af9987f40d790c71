/**
 * Portfolio photographs (docs/product/portfolio.md#photos): an upload goes through the images
 * feature's pipeline (toStoredJpegs: a real raster image, its pixels checked from the header,
 * EXIF orientation applied, metadata stripped, JPEG) into two sizes, stored under
 * portfolio/<uid>/<photoId>/, and is recorded as pending in portfolios/{uid} until a work uses it.
 */
import { logger } from 'firebase-functions/logger';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES as msg,
  PORTFOLIO_PHOTO_SIZES,
  type PortfolioPhotoSize,
  type PortfolioUpload,
} from '@common/portfolio';
import type { Deps, StoredImage } from '../../ports';
import { errors } from '../../http/errors';
import { readAll } from '../../documents/collection';
import { users, type UserDoc } from '../../documents/users';
import {
  emptyPortfolio,
  portfolioPhotoKey,
  portfolios,
  type PortfolioDoc,
  type PortfolioPhotoDoc,
} from '../../documents/portfolio';
import { toStoredJpegs, type VariantSpec } from '../images';
import { toPhoto } from './model';

export const PHOTO_SIZES: readonly PortfolioPhotoSize[] = ['full', 'thumb'];

export const SPECS: Record<PortfolioPhotoSize, VariantSpec> = {
  full: { longSide: PORTFOLIO_PHOTO_SIZES.full, quality: 82 },
  thumb: { longSide: PORTFOLIO_PHOTO_SIZES.thumb, quality: 75 },
};

export const PENDING_MS = PORTFOLIO_LIMITS.pendingHours * 60 * 60 * 1000;

/** A pending upload a work may still use. */
export const isLive = (p: PortfolioPhotoDoc, now: Date) => now.getTime() - p.createdAt.getTime() < PENDING_MS;

/** The oldest upload's time, what the sweep queries. */
export const oldestOf = (pending: PortfolioPhotoDoc[]): Date | null =>
  pending.reduce<Date | null>((min, p) => (!min || p.createdAt < min ? p.createdAt : min), null);

function assertRoomForUpload(doc: PortfolioDoc | null, now: Date): void {
  const live = (doc?.pending ?? []).filter((p) => isLive(p, now));
  if (live.length >= PORTFOLIO_LIMITS.pendingPhotos) throw errors.conflict(msg.tooManyPending);
}

/** Before the body is read: a worker holding 20 unused uploads sends no 10 MB for nothing. */
export async function assertMayUpload(deps: Deps, uid: string): Promise<void> {
  assertRoomForUpload(await portfolios.get(deps.store, uid), deps.clock.now());
}

/** Both sizes of a photo; a file already gone is no error (a retried clean-up deletes twice). */
export async function deletePhotoFiles(deps: Deps, uid: string, photos: readonly Pick<PortfolioPhotoDoc, 'id'>[]): Promise<void> {
  const keys = photos.flatMap((p) => PHOTO_SIZES.map((size) => portfolioPhotoKey(uid, p.id, size)));
  await Promise.all(keys.map((key) => deps.images.deleteObject(key)));
}

/** After a commit that dropped photos: their bytes go too; a failure leaves unreachable files, logged. */
export async function dropPhotoFiles(deps: Deps, uid: string, photos: readonly PortfolioPhotoDoc[]): Promise<void> {
  if (!photos.length) return;
  await deletePhotoFiles(deps, uid, photos).catch((e: unknown) =>
    logger.write({
      severity: 'ERROR',
      message: 'portfolio photo left in storage',
      uid,
      ids: photos.map((p) => p.id),
      error: String(e),
    }),
  );
}

/** Re-encodes and stores the upload (both sizes), then records it as pending, in one transaction. */
export async function savePhoto(deps: Deps, uid: string, upload: Buffer): Promise<PortfolioUpload> {
  const encoded = await toStoredJpegs(upload, SPECS, {
    maxPixels: PORTFOLIO_LIMITS.uploadPixels,
    tooManyPixels: msg.tooManyPixels,
  });
  const id = deps.store.newId();
  // The objects first: a document never names bytes that are not there.
  await Promise.all(
    PHOTO_SIZES.map((size) => deps.images.putObject(portfolioPhotoKey(uid, id, size), encoded[size].data, 'image/jpeg')),
  );
  const now = deps.clock.now();
  const photo: PortfolioPhotoDoc = { id, width: encoded.full.width, height: encoded.full.height, createdAt: now };
  try {
    await deps.store.runTransaction(async (tx) => {
      const doc = (await portfolios.get(tx, uid)) ?? emptyPortfolio(uid, now);
      // Again here: parallel uploads all passed the check before their bodies were read.
      assertRoomForUpload(doc, now);
      const pending = [...doc.pending, photo];
      portfolios.put(tx, uid, { ...doc, pending, pendingSince: oldestOf(pending), updatedAt: now });
    });
  } catch (e) {
    await dropPhotoFiles(deps, uid, [photo]);
    throw e;
  }
  return { ...toPhoto(uid, photo), expiresAt: new Date(now.getTime() + PENDING_MS).toISOString() };
}

/** Whose photos are served: a registered worker, verified and not suspended (docs/product/admin.md#suspension). */
const servesPhotosOf = (user: UserDoc | null): boolean => !!user && user.isActive && user.type === 'worker' && !user.suspension;

/** One size of a photo of a work, or of a pending upload still usable; anything else is a 404. */
export async function loadPhoto(deps: Deps, uid: string, photoId: string, size: PortfolioPhotoSize): Promise<StoredImage> {
  const [user, doc] = await readAll(deps.store, [users.ref(uid), portfolios.ref(uid)]);
  const now = deps.clock.now();
  const known =
    !!doc &&
    (doc.works.some((w) => w.photos.some((p) => p.id === photoId)) ||
      doc.pending.some((p) => p.id === photoId && isLive(p, now)));
  if (!servesPhotosOf(user) || !known) throw errors.notFound('画像が見つかりません');
  const stored = await deps.images.getObject(portfolioPhotoKey(uid, photoId, size));
  if (!stored) throw errors.notFound('画像が見つかりません');
  return stored;
}
