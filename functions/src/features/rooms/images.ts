/**
 * Images of message rooms (docs/product/validation.md#uploads): an upload is re-encoded like a profile
 * image (its bytes must be a raster image; EXIF orientation applied, metadata stripped, JPEG), stored full
 * size (within 1600x1600) and as a thumbnail (within 400x400) under rooms/<roomId>/<imageId>/, and recorded
 * in roomImages/{imageId}; a message attaches it (messages.ts), or a 納品 its photos
 * (contracts/transitions.ts, up to 20, into its system message). Only the room's parties get the bytes.
 *
 * Memory: the API runs in 512 MiB with parallel requests, and a decoded picture costs about 3-4
 * bytes per pixel whatever its file size (a flat 7000x7000 PNG is under 1 MB). So the pixel count is
 * read from the header and refused above MAX_INPUT_PIXELS before anything is decoded, the original
 * is decoded once (the thumbnail is made from the full-size JPEG), and a user holds at most
 * UNSENT_UPLOADS_PER_HOUR unsent uploads (uploadLimit.ts).
 */
import { logger } from 'firebase-functions/logger';
import { roomMessages, type MessageImage } from '@common/rooms';
import type { Deps, StoredImage } from '../../ports';
import { errors } from '../../http/errors';
import { roomImages, type RoomImageDoc } from '../../documents/roomImages';
import { contracts } from '../../documents/contracts';
import { toStoredJpegs, type VariantSpec } from '../images';
import { roomState } from './model';
import { roomFor, type RoomSettings } from './service';
import { assertMayHoldAnother } from './uploadLimit';

/** Per file; phones' photos are a few MB. */
export const ROOM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ROOM_IMAGE_TOO_LARGE = '画像のサイズが大きすぎます（10MBまで）';

/** About 25 megapixels: a 24 MP camera's photos pass, at most ~100 MB decoded. */
export const MAX_INPUT_PIXELS = 25_000_000;
export const TOO_MANY_PIXELS = '画像の解像度が大きすぎます（2,500万画素まで）。縮小してからお試しください';

export type RoomImageSize = 'full' | 'thumb';
export const ROOM_IMAGE_SIZES: readonly RoomImageSize[] = ['full', 'thumb'];

export const roomImageKey = (roomId: string, imageId: string, size: RoomImageSize) => `rooms/${roomId}/${imageId}/${size}.jpg`;

/** Full size and thumbnail, by the image pipeline's rules (features/images: variants.ts). */
const SIZES: Record<RoomImageSize, VariantSpec> = {
  full: { longSide: 1600, quality: 82 },
  thumb: { longSide: 400, quality: 75 },
};

const encode = (input: Buffer) => toStoredJpegs(input, SIZES, { maxPixels: MAX_INPUT_PIXELS, tooManyPixels: TOO_MANY_PIXELS });

/** Before the body is read: the caller is a party, the room still takes messages, and they may upload. */
export async function assertMayUpload(deps: Deps, settings: RoomSettings, uid: string, roomId: string): Promise<void> {
  const room = await roomFor(deps.store, uid, roomId);
  const contract = await contracts.get(deps.store, room.contractId);
  const now = deps.clock.now();
  const state = roomState(room, contract, now, settings.readOnlyDays);
  if (state.readOnlyReason) throw errors.conflict(state.readOnlyReason);
  await assertMayHoldAnother(deps.store, uid, now);
}

/** Stores the upload (both sizes) and its document; the message that attaches it comes later. */
export async function saveRoomImage(deps: Deps, uid: string, roomId: string, upload: Buffer): Promise<MessageImage> {
  const encoded = await encode(upload);
  const id = deps.store.newId();
  const keys = ROOM_IMAGE_SIZES.map((size) => roomImageKey(roomId, id, size));
  // The objects first: a document never names bytes that are not there.
  await Promise.all(ROOM_IMAGE_SIZES.map((size, i) => deps.images.putObject(keys[i], encoded[size].data, 'image/jpeg')));
  const doc: RoomImageDoc = {
    id,
    roomId,
    uploaderId: uid,
    width: encoded.full.width,
    height: encoded.full.height,
    attached: false,
    messageSeq: null,
    createdAt: deps.clock.now(),
  };
  try {
    await deps.store.runTransaction(async (tx) => {
      // Again here: parallel uploads all passed the check before their bodies were read.
      await assertMayHoldAnother(tx, uid, doc.createdAt);
      roomImages.create(tx, id, doc);
    });
  } catch (e) {
    await Promise.all(keys.map((key) => deps.images.deleteObject(key))).catch((cleanup: unknown) =>
      logger.write({ severity: 'ERROR', message: 'room image left in storage', keys, error: String(cleanup) }),
    );
    throw e;
  }
  return { id, width: doc.width, height: doc.height };
}

/** The image for a party of its room; before it is attached, for its uploader only. */
export async function loadRoomImage(
  deps: Deps,
  uid: string,
  roomId: string,
  imageId: string,
  size: RoomImageSize,
): Promise<StoredImage> {
  const room = await roomFor(deps.store, uid, roomId);
  const img = await roomImages.get(deps.store, imageId);
  if (!img || img.roomId !== room.id || img.hidden || (!img.attached && img.uploaderId !== uid)) {
    throw errors.notFound(roomMessages.imageNotFound);
  }
  const stored = await deps.images.getObject(roomImageKey(room.id, img.id, size));
  if (!stored) throw errors.notFound(roomMessages.imageNotFound);
  return stored;
}
