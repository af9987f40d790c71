/**
 * A room's messages (docs/product/api.md#rooms): pages of them, writing one, and the reader's 既読 position.
 * A message is one transaction on the room: the room is read again there, so parallel messages get
 * consecutive seqs (appendMessage) and the read-only and contact rules see the current contract.
 */
import { PATHS, withId } from '@common/paths';
import { MESSAGE_PAGE_SIZE, roomMessages, type Message, type MessageInput, type MessagePage } from '@common/rooms';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { readAll } from '../../documents/collection';
import { contracts } from '../../documents/contracts';
import { notifications, notify, type NoticeInput } from '../../documents/notifications';
import { isAttachable, roomImages, type RoomImageDoc } from '../../documents/roomImages';
import { appendMessage, messagesAfter, messagesBefore, rooms, type RoomDoc } from '../../documents/rooms';
import { isDocId } from '../../ids';
import { loadPublicProfiles } from '../../domain/publicProfiles';
import { hasContact } from './contactFilter';
import { otherOf, roomState, toMessage } from './model';
import { roleIn } from '../../policies';
import { roomFor, type RoomSettings } from './service';

/** At most one 'message' notice per room and recipient in this window while they have unread messages. */
export const MESSAGE_NOTICE_INTERVAL_MS = 10 * 60 * 1000;
/**
 * A message notice is pushed this long after its first message, so that a burst of messages is one
 * push that shows the latest (the later ones update the notice's preview while it waits).
 */
export const MESSAGE_PUSH_HOLD_MS = 20 * 1000;
const NOTICE_EXCERPT = 60;

export type MessageCursor = { before: number } | { after: number } | null;

/** The latest page, an older page (before), or what came after a seq (polling); oldest first. */
export async function listMessages(deps: Deps, uid: string, id: string, cursor: MessageCursor): Promise<MessagePage> {
  const room = await roomFor(deps.store, uid, id);
  let items;
  let hasMore: boolean;
  if (cursor && 'after' in cursor) {
    items = (await messagesAfter(deps.store, room.id, cursor.after, MESSAGE_PAGE_SIZE)).map((d) => d.data);
    hasMore = (items[0]?.seq ?? cursor.after + 1) > 1;
  } else {
    const before = cursor && 'before' in cursor ? cursor.before : undefined;
    const newestFirst = (await messagesBefore(deps.store, room.id, before, MESSAGE_PAGE_SIZE + 1)).map((d) => d.data);
    hasMore = newestFirst.length > MESSAGE_PAGE_SIZE;
    items = newestFirst.slice(0, MESSAGE_PAGE_SIZE).reverse();
  }
  const newest = items.length ? items[items.length - 1].seq : 0;
  // System messages are answered in the reader's words, from the contract's history: read only
  // when the page has one (a poll that brings nothing new reads nothing more).
  const reader = roleIn(room, uid);
  const contract = reader && items.some((m) => m.kind === 'system') ? await contracts.get(deps.store, room.contractId) : null;
  return {
    items: items.map((m) => (reader ? toMessage(m, { reader, contract }) : toMessage(m))),
    hasMore,
    lastSeq: Math.max(room.messageCount ?? 0, newest),
    otherReadSeq: room.readSeq?.[otherOf(room, uid)] ?? 0,
  };
}

const invalidImages = () => errors.invalid({ imageIds: roomMessages.imageNotFound }, roomMessages.imageNotFound);

/** The images a message may attach: uploaded by the sender to this room within the hour, not attached yet. */
function checkImages(ids: string[], docs: (RoomImageDoc | null)[], room: RoomDoc, uid: string, now: Date): RoomImageDoc[] {
  if (new Set(ids).size !== ids.length) throw invalidImages();
  return docs.map((img) => {
    if (!isAttachable(img, room.id, uid, now)) throw invalidImages();
    return img;
  });
}

/** 「<sender>: <the first 60 characters>」, on one line. */
function excerpt(text: string, images: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return `画像を${images}枚送信しました`;
  const chars = Array.from(line);
  return chars.length > NOTICE_EXCERPT ? `${chars.slice(0, NOTICE_EXCERPT).join('')}…` : line;
}

function messageNotice(room: RoomDoc, to: string, senderName: string, text: string, images: number): NoticeInput {
  const side = to === room.clientId ? 'client' : 'worker';
  return {
    userId: to,
    kind: 'message',
    title: '新しいメッセージ',
    body: `${senderName}: ${excerpt(text, images)}`,
    path: withId(PATHS[side].room, room.id),
    contractId: room.contractId,
  };
}

/**
 * Writes the caller's message. Refused (409) in a read-only room, and when it carries contact
 * details before 仮払い; the images are marked attached in the same transaction, and the other
 * party is told (a notice, pushed MESSAGE_PUSH_HOLD_MS later) unless they were told within the last
 * 10 minutes and have not read since: then that notice, still unread, previews this message instead.
 */
export async function postMessage(
  deps: Deps,
  settings: RoomSettings,
  uid: string,
  id: string,
  input: MessageInput,
): Promise<Message> {
  const imageIds = input.imageIds ?? [];
  if (!imageIds.every(isDocId)) throw invalidImages();
  const text = input.text ?? '';
  const contact = hasContact(text);
  const first = await roomFor(deps.store, uid, id);
  const side = roleIn(first, uid);
  const profiles = await loadPublicProfiles(deps, side === 'client' ? { clients: [uid] } : { workers: [uid] });
  const senderName = side === 'client' ? profiles.client(uid).name : profiles.worker(uid).name;

  const doc = await deps.store.runTransaction(async (tx) => {
    const [room, contract] = await readAll(tx, [rooms.ref(id), contracts.ref(first.contractId)]);
    if (!room || !roleIn(room, uid)) throw errors.notFound(roomMessages.notFound);
    const images = await roomImages.getMany(tx, imageIds);
    const now = deps.clock.now();
    const state = roomState(room, contract, now, settings.readOnlyDays);
    if (state.readOnlyReason) throw errors.conflict(state.readOnlyReason);
    if (contact && state.contactFilter) throw errors.conflict(roomMessages.contactBlocked);
    const attached = checkImages(imageIds, images, room, uid, now);

    const to = otherOf(room, uid);
    const hadUnread = (room.unread?.[to] ?? 0) > 0;
    const lastNotice = room.lastMessageNoticeAt?.[to];
    const recent = !!lastNotice && now.getTime() - lastNotice.getTime() < MESSAGE_NOTICE_INTERVAL_MS;
    const coalesced = recent && hadUnread;
    // Told already: the notice that stands for these messages previews the latest (reads first).
    const noticeId = room.lastMessageNoticeId?.[to];
    const standing = coalesced && noticeId ? await notifications.get(tx, noticeId) : null;
    const message = appendMessage(
      tx,
      room,
      {
        kind: 'text',
        senderId: uid,
        text,
        images: attached.map((img) => ({ id: img.id, width: img.width, height: img.height })),
      },
      now,
    );
    for (const img of attached) roomImages.patch(tx, img.id, { attached: true, messageSeq: message.seq });
    const notice = messageNotice(room, to, senderName, text, attached.length);
    if (!coalesced) {
      const queued = notify(deps, tx, notice, now, new Date(now.getTime() + MESSAGE_PUSH_HOLD_MS));
      rooms.patch(tx, room.id, {
        lastMessageNoticeAt: { ...(room.lastMessageNoticeAt ?? {}), [to]: now },
        lastMessageNoticeId: { ...(room.lastMessageNoticeId ?? {}), [to]: queued.id },
      });
    } else if (standing && standing.userId === to && !standing.readAt) {
      notifications.patch(tx, standing.id, { body: notice.body });
    }
    return message;
  });
  return toMessage(doc);
}

/**
 * Marks the room read up to `seq` (never further than its last message, never backwards). What
 * stays unread is counted from the messages after that point, so a read that raced a new message
 * leaves the new one unread.
 */
export async function markRead(deps: Deps, uid: string, id: string, seq: number): Promise<{ unread: number }> {
  return deps.store.runTransaction(async (tx) => {
    const room = await roomFor(tx, uid, id);
    const count = room.messageCount ?? 0;
    const current = room.readSeq?.[uid] ?? 0;
    const readTo = Math.max(current, Math.min(seq, count));
    let unread = 0;
    if (readTo < count) {
      const after = await messagesAfter(tx, room.id, readTo, count - readTo);
      // What the other party wrote; system messages are never unread (documents/rooms.ts).
      unread = after.filter((m) => m.data.kind !== 'system' && m.data.senderId !== uid).length;
    }
    if (readTo !== current || unread !== (room.unread?.[uid] ?? 0)) {
      // updatedAt stays: reading is not activity, and the lists are ordered by it.
      rooms.patch(tx, room.id, {
        readSeq: { ...(room.readSeq ?? {}), [uid]: readTo },
        unread: { ...(room.unread ?? {}), [uid]: unread },
      });
    }
    return { unread };
  });
}
