/**
 * roomImages/{imageId}: an image uploaded to a message room. The upload stores the
 * re-encoded JPEGs in the image store (rooms/<roomId>/<imageId>/full.jpg and thumb.jpg) and this
 * document; a message attaches it (attached = true, in the message's transaction), once. Only the
 * room's two parties are ever served its bytes, and before it is attached only its uploader. One
 * never attached is deleted, with its files, after the attach window (features/rooms/sweep.ts).
 */
import type { TransactionOps } from '../ports/store';
import { collection, type Reader } from './collection';

export interface RoomImageDoc {
  id: string;
  roomId: string;
  uploaderId: string;
  /** Size of the full image (the thumbnail is the same picture within 400x400). */
  width: number;
  height: number;
  attached: boolean;
  /** The message it was attached to. */
  messageSeq?: number | null;
  /** Its message was hidden by an admin: served to nobody (docs/product/admin.md#moderation). */
  hidden?: boolean;
  createdAt: Date;
}

export const roomImages = collection<RoomImageDoc>('roomImages');

/** Images must be attached within this long after the upload. */
export const ROOM_IMAGE_ATTACH_MS = 60 * 60 * 1000;

/**
 * Whether a message (or a 納品's system message) of `uid` may attach the image: uploaded by them to
 * this room within the attach window, and not attached yet.
 */
export const isAttachable = (img: RoomImageDoc | null, roomId: string, uid: string, now: Date): img is RoomImageDoc =>
  !!img &&
  img.roomId === roomId &&
  img.uploaderId === uid &&
  !img.attached &&
  now.getTime() - img.createdAt.getTime() <= ROOM_IMAGE_ATTACH_MS;

/** The uploader's images no message has attached, newest first (index: uploaderId, attached, createdAt desc). */
export const unattachedOf = (r: Reader, uploaderId: string, limit: number) =>
  roomImages.query(r, {
    where: [
      ['uploaderId', '==', uploaderId],
      ['attached', '==', false],
    ],
    orderBy: [['createdAt', 'desc']],
    limit,
  });

/** Images no message has attached, oldest first (index: attached, createdAt). */
export const oldestUnattached = (r: Reader, limit: number) =>
  roomImages.query(r, { where: [['attached', '==', false]], orderBy: [['createdAt', 'asc']], limit });

export const deleteRoomImage = (tx: Pick<TransactionOps, 'delete'>, id: string) => tx.delete(roomImages.ref(id).path);
