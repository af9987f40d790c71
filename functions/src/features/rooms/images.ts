/**
 * Images of message rooms (issue 11): an upload is re-encoded like a profile image (its bytes must
 * be a raster image; EXIF orientation applied, metadata stripped, JPEG), stored full size (within
 * 1600x1600) and as a thumbnail (within 400x400) under rooms/<roomId>/<imageId>/, and recorded in
 * roomImages/{imageId}; a message attaches it (messages.ts). Only the room's parties get the bytes.
 */
import sharp from 'sharp';
import { roomMessages, type MessageImage } from '@common/rooms';
import type { Deps, StoredImage } from '../../ports';
import { ApiError, errors } from '../../http/errors';
import { roomImages, type RoomImageDoc } from '../../documents/roomImages';
import { contracts } from '../../documents/contracts';
import { BROKEN_IMAGE, NOT_AN_IMAGE } from '../images/process';
import { roomState } from './model';
import { roomFor, type RoomSettings } from './service';

/** Per file; phones' photos are a few MB. */
export const ROOM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ROOM_IMAGE_TOO_LARGE = '画像のサイズが大きすぎます（10MBまで）';

export type RoomImageSize = 'full' | 'thumb';
const BOX: Record<RoomImageSize, number> = { full: 1600, thumb: 400 };

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
const MAX_INPUT_PIXELS = 50_000_000;

export const roomImageKey = (roomId: string, imageId: string, size: RoomImageSize) => `rooms/${roomId}/${imageId}/${size}.jpg`;

const refuse = (message: string) => new ApiError(400, 'invalid_argument', message);

interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

async function encode(input: Buffer): Promise<Record<RoomImageSize, Encoded>> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw refuse(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse(NOT_AN_IMAGE);
  const one = async (size: RoomImageSize): Promise<Encoded> => {
    const { data, info } = await sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: BOX[size], height: BOX[size], fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: size === 'full' ? 82 : 75, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    const [full, thumb] = await Promise.all([one('full'), one('thumb')]);
    return { full, thumb };
  } catch {
    throw refuse(BROKEN_IMAGE);
  }
}

/** Before the body is read: the caller is a party and the room still takes messages. */
export async function assertMayUpload(deps: Deps, settings: RoomSettings, uid: string, roomId: string): Promise<void> {
  const room = await roomFor(deps.store, uid, roomId);
  const contract = await contracts.get(deps.store, room.contractId);
  const state = roomState(room, contract, deps.clock.now(), settings.readOnlyDays);
  if (state.readOnlyReason) throw errors.conflict(state.readOnlyReason);
}

/** Stores the upload (both sizes) and its document; the message that attaches it comes later. */
export async function saveRoomImage(deps: Deps, uid: string, roomId: string, upload: Buffer): Promise<MessageImage> {
  const encoded = await encode(upload);
  const id = deps.store.newId();
  // The objects first: a document never names bytes that are not there.
  await Promise.all(
    (['full', 'thumb'] as const).map((size) =>
      deps.images.putObject(roomImageKey(roomId, id, size), encoded[size].data, 'image/jpeg'),
    ),
  );
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
  await deps.store.runTransaction(async (tx) => {
    roomImages.create(tx, id, doc);
  });
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
  if (!img || img.roomId !== room.id || (!img.attached && img.uploaderId !== uid)) {
    throw errors.notFound(roomMessages.imageNotFound);
  }
  const stored = await deps.images.getObject(roomImageKey(room.id, img.id, size));
  if (!stored) throw errors.notFound(roomMessages.imageNotFound);
  return stored;
}
