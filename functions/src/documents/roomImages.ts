/**
 * roomImages/{imageId}: an image uploaded to a message room (issue 11). The upload stores the
 * re-encoded JPEGs in the image store (rooms/<roomId>/<imageId>/full.jpg and thumb.jpg) and this
 * document; a message attaches it (attached = true, in the message's transaction), once. Only the
 * room's two parties are ever served its bytes, and before it is attached only its uploader.
 */
import { collection } from './collection';

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
  createdAt: Date;
}

export const roomImages = collection<RoomImageDoc>('roomImages');

/** Images must be attached within this long after the upload. */
export const ROOM_IMAGE_ATTACH_MS = 60 * 60 * 1000;
