/**
 * Message rooms (docs/product/api.md#rooms): see common/src/rooms.ts for the endpoints and shapes. Active
 * users only; a room is its two parties' alone: to anyone else (and for a malformed id) it is a 404. Who
 * the caller is is checked before the body is read or validated.
 */
import { Router, type Request, type Response } from 'express';
import { roomMessages, type Badges, type Message, type MessageImage } from '@common/rooms';
import { messageInputSchema, readSchema } from '@common/roomSchemas';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { actorOf, requireActiveUser } from '../../http/access';
import { errors } from '../../http/errors';
import { idParam, queryCursor, queryEnum, queryInt } from '../../http/params';
import { validateBody } from '../../http/validate';
import { assertImageContentType, readRawImage } from '../../http/rawImage';
import { ROOM_CURSOR, assertParty, badges, getRoom, listRooms } from './service';
import { listMessages, markRead, postMessage, type MessageCursor } from './messages';
import {
  ROOM_IMAGE_MAX_BYTES,
  ROOM_IMAGE_TOO_LARGE,
  assertMayUpload,
  loadRoomImage,
  saveRoomImage,
  type RoomImageSize,
} from './images';
import { UploadLimitedError } from './uploadLimit';

/** Attachments never change under their id: the browser may keep them, privately, for a day. */
const IMAGE_CACHE = 'private, max-age=86400';

const roomId = (req: Request) => idParam(req, 'id', roomMessages.notFound);

function messageCursor(req: Request): MessageCursor {
  const before = queryInt(req, 'before', 0, Number.MAX_SAFE_INTEGER);
  const after = queryInt(req, 'after', 0, Number.MAX_SAFE_INTEGER);
  if (before !== undefined && after !== undefined) {
    throw errors.invalid({ after: 'before と after は同時に指定できません' });
  }
  if (before !== undefined) return { before };
  if (after !== undefined) return { after };
  return null;
}

/** Sends Retry-After with a refused upload; the error handler writes the body. */
async function withRetryAfter<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof UploadLimitedError) res.set('Retry-After', String(e.retryAfterSeconds));
    throw e;
  }
}

export function roomRoutes(deps: Deps, config: Config): Router {
  const router = Router();
  const active = requireActiveUser(deps);
  const settings = config.rooms;

  router.get('/liff/rooms', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const state = queryEnum(req, 'state', ['ongoing', 'completed'] as const, 'ongoing');
    res.json(await listRooms(deps, settings, uid, state, queryCursor(req, ROOM_CURSOR)));
  });

  router.get('/liff/rooms/:id', ...active, async (req, res) => {
    res.json(await getRoom(deps, settings, actorOf(req).uid, roomId(req)));
  });

  router.get('/liff/rooms/:id/messages', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const id = roomId(req);
    res.json(await listMessages(deps, uid, id, messageCursor(req)));
  });

  router.post('/liff/rooms/:id/messages', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const id = roomId(req);
    await assertParty(deps, uid, id);
    const input = await validateBody(messageInputSchema, req.body);
    const body: Message = await postMessage(deps, settings, uid, id, input);
    res.status(201).json(body);
  });

  router.put('/liff/rooms/:id/images', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const id = roomId(req);
    // The caller, the room and the upload limit first: a refused caller sends no 10 MB for nothing.
    await withRetryAfter(res, () => assertMayUpload(deps, settings, uid, id));
    assertImageContentType(req, '画像ファイル（JPEG・PNGなど）を選択してください');
    const upload = await readRawImage(req, res, ROOM_IMAGE_MAX_BYTES, ROOM_IMAGE_TOO_LARGE);
    const body: MessageImage = await withRetryAfter(res, () => saveRoomImage(deps, uid, id, upload));
    res.status(201).json(body);
  });

  router.get('/liff/rooms/:id/images/:imageId', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const id = roomId(req);
    const imageId = idParam(req, 'imageId', roomMessages.imageNotFound);
    const size: RoomImageSize = queryEnum(req, 'size', ['full', 'thumb'] as const, 'full');
    const image = await loadRoomImage(deps, uid, id, imageId, size);
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': IMAGE_CACHE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    res.send(image.data);
  });

  router.post('/liff/rooms/:id/read', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const id = roomId(req);
    await assertParty(deps, uid, id);
    const { seq } = await validateBody(readSchema, req.body);
    res.json(await markRead(deps, uid, id, seq));
  });

  router.get('/liff/badges', ...active, async (req, res) => {
    const body: Badges = await badges(deps, actorOf(req).uid);
    res.json(body);
  });

  return router;
}
