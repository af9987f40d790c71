/**
 * Typed calls of the message rooms (docs/product/api.md#rooms; contract: common/src/rooms.ts). Room images are never
 * public: they are fetched here with the bearer token as a Blob, and the screens show them through
 * object URLs (never an <img src> pointing at the API). GET /liff/badges is not here: the tab bar
 * (on the boot path) calls it from features/rooms/nav.ts, so this module stays out of the first chunk.
 */
import type { Page } from '@common/marketplace';
import type { Message, MessageImage, MessageInput, MessagePage, RoomDetail, RoomSummary } from '@common/rooms';
import { apiFetch, apiFetchBlob, requireBody } from './client';

export type RoomState = 'ongoing' | 'completed';
export type RoomImageSize = 'thumb' | 'full';

const id = encodeURIComponent;
const room = (roomId: string, rest = '') => `/liff/rooms/${id(roomId)}${rest}`;

/** Room images with the bearer token, as a Blob. */
const fetchBlob = (path: string, signal?: AbortSignal): Promise<Blob> =>
  apiFetchBlob(path, { signal }, '画像を読み込めませんでした');

export const roomsApi = {
  /** The caller's rooms, newest activity first. */
  list: (state: RoomState, cursor: string | null, signal?: AbortSignal) => {
    const q = new URLSearchParams({ state });
    if (cursor) q.set('cursor', cursor);
    return apiFetch<Page<RoomSummary>>(`/liff/rooms?${q.toString()}`, { signal });
  },
  get: (roomId: string, signal?: AbortSignal) => apiFetch<RoomDetail>(room(roomId), { signal }),
  /** Without a cursor the latest page; `before` an older page; `after` what came since (polling). */
  messages: (roomId: string, cursor: { before?: number; after?: number } = {}, signal?: AbortSignal) => {
    const q =
      cursor.before !== undefined ? `?before=${cursor.before}` : cursor.after !== undefined ? `?after=${cursor.after}` : '';
    return apiFetch<MessagePage>(room(roomId, `/messages${q}`), { signal });
  },
  send: (roomId: string, input: MessageInput) =>
    apiFetch<Message>(room(roomId, '/messages'), { method: 'POST', body: requireBody('messageInput', input) }),
  /** The chosen file as it is (the server checks and re-encodes it); attach the answer's id within the hour. */
  uploadImage: (roomId: string, file: Blob) =>
    apiFetch<MessageImage>(room(roomId, '/images'), { method: 'PUT', body: requireBody('file', file) }),
  image: (roomId: string, imageId: string, size: RoomImageSize, signal?: AbortSignal) =>
    fetchBlob(room(roomId, `/images/${id(imageId)}?size=${size}`), signal),
  read: (roomId: string, seq: number) => apiFetch<{ unread: number }>(room(roomId, '/read'), { method: 'POST', body: { seq } }),
};
