/**
 * rooms/{contractId}: the message room of a contract's two parties, opened with the contract, and its
 * messages rooms/{id}/messages/{seq padded} (docs/data.md, "Message rooms"). The room document carries the
 * counters a message changes (its seq, the other party's unread count) so that a message is one transaction
 * on the room: parallel messages are ordered by the seq the transaction gave them.
 */
import type { ContractStatus } from '@common/marketplace';
import type { Message, MessageDocumentLink, MessageEvent, MessageImage, MessageKind } from '@common/rooms';
import type { OrderBy } from '../ports/store';
import { collection, type Batch, type Reader, type Writer } from './collection';
import type { ModerationDoc } from './jobs';

export interface RoomDoc {
  id: string;
  contractId: string;
  jobId: string;
  clientId: string;
  workerId: string;
  /** Both parties, for "my rooms" queries (array-contains). */
  members: string[];
  title: string;
  /** 'closed' once the contract is cancelled: the room is read-only then. */
  status: 'open' | 'closed';
  lastMessageAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Rooms stored before the fields below existed lack them; absent reads as 0 / empty / the contract's. */
  /** The last seq given (the number of messages). */
  messageCount?: number;
  lastMessage?: { text: string; kind: MessageKind; hasImages: boolean; senderId: string | null; at: Date } | null;
  /** Unread messages per member uid. */
  unread?: Record<string, number>;
  /** The seq each member has read up to. */
  readSeq?: Record<string, number>;
  /** The contract's status, mirrored by every transition (the room lists and the contact filter read it). */
  contractStatus?: ContractStatus;
  /** ongoing until the contract is completed, paid out or cancelled; the lists split on it. */
  phase?: 'ongoing' | 'finished';
  finishedAt?: Date | null;
  /** The contract was paid: contact details are allowed from then on. */
  paid?: boolean;
  /** When each member was last sent a 'message' notice for this room (at most one per 10 minutes while unread). */
  lastMessageNoticeAt?: Record<string, Date>;
  /** That notice's id per member: the messages it stands for update its preview to the latest. */
  lastMessageNoticeId?: Record<string, string>;
}

/** A stored message: the API's Message with a Date. */
export type MessageDoc = Omit<Message, 'createdAt'> & {
  createdAt: Date;
  /** Why and by whom an admin hid it (docs/product/admin.md#moderation); the text stays stored, never answered. */
  moderation?: ModerationDoc;
};

export const rooms = collection<RoomDoc>('rooms');
export const roomPath = (contractId: string) => rooms.ref(contractId).path;
export const messagesOf = (roomId: string) => collection<MessageDoc>(`rooms/${roomId}/messages`);
/** Message ids sort as their seq. */
export const messageId = (seq: number) => String(seq).padStart(12, '0');

/** The order of the room lists: latest activity first (a message or a transition moves updatedAt). */
export const ROOM_ACTIVITY: OrderBy[] = [
  ['updatedAt', 'desc'],
  ['id', 'desc'],
];

/** The uid's rooms, latest activity first (firestore.indexes.json: members CONTAINS, updatedAt, id). */
export const roomsOfMember =
  (r: Reader, uid: string): Batch<RoomDoc> =>
  (startAfter, limit) =>
    rooms.query(r, { where: [['members', 'array-contains', uid]], orderBy: ROOM_ACTIVITY, startAfter, limit });

/** Every room of the uid, in no order (the unread badge sums over them). */
export const everyRoomOf = (r: Reader, uid: string) => rooms.query(r, { where: [['members', 'array-contains', uid]] });

/** Up to `limit` messages before seq `before` (all when absent), newest first. */
export const messagesBefore = (r: Reader, roomId: string, before: number | undefined, limit: number) =>
  messagesOf(roomId).query(r, {
    orderBy: [['seq', 'desc']],
    ...(before !== undefined ? { startAfter: [before] } : {}),
    limit,
  });

/** Up to `limit` messages after seq `after`, oldest first. */
export const messagesAfter = (r: Reader, roomId: string, after: number, limit: number) =>
  messagesOf(roomId).query(r, { orderBy: [['seq', 'asc']], startAfter: [after], limit });

const FINISHED: readonly ContractStatus[] = ['completed', 'paid_out', 'cancelled'];

export interface NewMessage {
  kind: MessageKind;
  senderId: string | null;
  text: string;
  images?: MessageImage[];
  event?: MessageEvent;
  /** A system message announcing a business document: the document it links to. */
  document?: MessageDocumentLink;
  /** For a system message: the party whose action it reports (not unread for them). */
  actorId?: string | null;
}

/**
 * Writes one message into a room read earlier in the same transaction (Firestore: reads first):
 * the next seq, the room's last message, the other member's unread count (not for system messages). `contractStatus` mirrors
 * a transition the message reports. Returns the stored message.
 */
export function appendMessage(
  tx: Writer,
  room: RoomDoc,
  msg: NewMessage,
  now: Date,
  contractStatus?: ContractStatus,
  /** 'create': the room is new in this transaction (the accept) and is written whole. */
  mode: 'patch' | 'create' = 'patch',
): MessageDoc {
  const seq = (room.messageCount ?? 0) + 1;
  const doc: MessageDoc = {
    id: messageId(seq),
    roomId: room.id,
    seq,
    kind: msg.kind,
    senderId: msg.senderId,
    text: msg.text,
    images: msg.images ?? [],
    ...(msg.event ? { event: msg.event } : {}),
    ...(msg.document ? { document: msg.document } : {}),
    createdAt: now,
  };
  messagesOf(room.id).create(tx, doc.id, doc);
  const unread = { ...(room.unread ?? {}) };
  const readSeq = { ...(room.readSeq ?? {}) };
  // The writer (or the party whose action a system message reports) has seen it already. A system
  // message is unread for nobody: the contract's events reach both parties as notices and on the
  // contract page, so the メッセージ badge counts only what the other party wrote.
  const seenBy = msg.senderId ?? msg.actorId ?? null;
  for (const member of room.members) {
    if (member === seenBy) readSeq[member] = Math.max(readSeq[member] ?? 0, seq);
    else if (msg.kind !== 'system') unread[member] = (unread[member] ?? 0) + 1;
  }
  const status = contractStatus ?? room.contractStatus;
  const finished = status ? FINISHED.includes(status) : false;
  const changes: Partial<RoomDoc> = {
    messageCount: seq,
    lastMessage: { text: msg.text, kind: msg.kind, hasImages: doc.images.length > 0, senderId: msg.senderId, at: now },
    lastMessageAt: now,
    unread,
    readSeq,
    updatedAt: now,
  };
  if (contractStatus) {
    changes.contractStatus = contractStatus;
    changes.phase = finished ? 'finished' : 'ongoing';
    if (finished && !room.finishedAt) changes.finishedAt = now;
    if (contractStatus === 'in_progress') changes.paid = true;
    if (contractStatus === 'cancelled') changes.status = 'closed';
  }
  if (mode === 'create') rooms.create(tx, room.id, { ...room, ...changes });
  else rooms.patch(tx, room.id, changes);
  // Keep the caller's copy current, should it append again in the same transaction.
  Object.assign(room, changes);
  return doc;
}
