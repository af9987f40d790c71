/**
 * Message rooms (docs/product/states.md#rooms): one room per contract (rooms/{contractId}), its two
 * parties only (and admins). Shapes shared by the API and the web.
 *
 * Endpoints (JSON; bearer auth; active users; a stranger's room is 404):
 *   GET  /liff/rooms?state=ongoing|completed&cursor=   -> Page<RoomSummary>   newest activity first
 *   GET  /liff/rooms/:id                               -> RoomDetail
 *   GET  /liff/rooms/:id/messages?before=<seq>         -> MessagePage  older page (without: the latest page)
 *   GET  /liff/rooms/:id/messages?after=<seq>          -> MessagePage  newer messages (polling while open)
 *   POST /liff/rooms/:id/messages {text, imageIds?}    -> Message (201)
 *   PUT  /liff/rooms/:id/images  (raw JPEG/PNG/WebP)   -> MessageImage (201)   re-encoded; attach it within the hour
 *                                                        (to a message, or to a 納品: POST /liff/contracts/:id/deliver)
 *   GET  /liff/rooms/:id/images/:imageId?size=thumb|full -> image/jpeg          parties only, never public
 *   POST /liff/rooms/:id/read {seq}                    -> {unread: 0}
 *   GET  /liff/badges                                  -> Badges                unread counts for the bottom navigation
 *
 * Free of yup: the rooms list and the room read these, and a first screen should not load the schema
 * library (docs/performance.md). The request bodies' schemas are in roomSchemas.ts.
 */
import type { ContractAction, ContractStatus } from './marketplace';

export const MESSAGE_TEXT_MAX = 2000;
/** Images a party's message carries. A 納品's system message carries its photos: up to DELIVERY_IMAGES_MAX (deal.ts). */
export const MESSAGE_IMAGES_MAX = 5;
/** Rooms of finished or cancelled contracts become read-only this many days after they finished. */
export const DEFAULT_ROOM_READ_ONLY_DAYS = 30;
/** Messages per page. */
export const MESSAGE_PAGE_SIZE = 30;

export type MessageKind = 'text' | 'system';

export interface MessageImage {
  id: string;
  width: number;
  height: number;
}

/** A contract transition as it shows in the room (system messages). 'accept' = the contract opened. */
export interface MessageEvent {
  action: ContractAction | 'accept';
  status: ContractStatus;
}

/** The document a system message links to (the web builds the path per side). */
export interface MessageDocumentLink {
  id: string;
  /** The button's words, e.g. 発注書を見る. */
  label: string;
}

export interface Message {
  id: string;
  roomId: string;
  /** 1, 2, 3... in the order the server accepted them: the room's order and its cursors. */
  seq: number;
  kind: MessageKind;
  /** null for system messages. */
  senderId: string | null;
  /**
   * Plain text (render as text, never HTML); for system messages the Japanese sentence written for
   * the reader (each party reads their own wording of the contract's event).
   */
  text: string;
  /** Up to MESSAGE_IMAGES_MAX; a 納品's system message (event deliver) carries the delivery's photos (up to 20). */
  images: MessageImage[];
  event?: MessageEvent;
  /**
   * A system message announcing a business document (発注書: docs/product/entities.md#trade-documents):
   * the document it links to. Its text is the same for both parties.
   */
  document?: MessageDocumentLink;
  /** Hidden by the operator: `text` is then HIDDEN_MESSAGE_TEXT and `images` empty, for both parties. */
  hidden?: true;
  createdAt: string;
}

/** What both parties read in place of a message the operator hid (docs/product/admin.md#moderation). */
export const HIDDEN_MESSAGE_TEXT = 'このメッセージは運営により非表示になりました';

export interface MessagePage {
  /** Oldest first. */
  items: Message[];
  /** There are older messages before items[0]. */
  hasMore: boolean;
  /** The room's latest seq when answered (0 for an empty room). */
  lastSeq: number;
  /** The other party has read up to this seq (既読 on own messages with seq <= it). */
  otherReadSeq: number;
}

export interface RoomParty {
  userId: string;
  name: string;
  side: 'client' | 'worker';
  avatarVersion?: string;
}

export interface RoomSummary {
  /** Equals the contract id. */
  id: string;
  contractId: string;
  title: string;
  contractStatus: ContractStatus;
  other: RoomParty;
  /** The last message or system event; null in a room with none yet. */
  last: { text: string; kind: MessageKind; hasImages: boolean; at: string } | null;
  unread: number;
  /** No more messages can be written (finished for longer than the read-only window, or closed). */
  readOnly: boolean;
  updatedAt: string;
}

export interface RoomDetail extends RoomSummary {
  /** The contract's actions for the viewer (the same as the contract page's), for the room's header. */
  actions: ContractAction[];
  /** The contract is on hold for the admins: its steps, clocks and money wait (the header says so). */
  onHold?: boolean;
  /** The client asked for a revision and the worker has not delivered again yet (pendingRevision). */
  revisionRequested?: boolean;
  /** Before 仮払い, contact details are refused (true until the contract is paid). */
  contactFilter: boolean;
  /** Why the room is read-only, in Japanese; absent when it is not. */
  readOnlyReason?: string;
}

export interface Badges {
  /**
   * Unread messages over all the caller's rooms: what the other party wrote. System messages (the
   * contract's events) never count: their news comes as a notice (お知らせ) and on the contract page.
   */
  messages: number;
  /** Unread notices (お知らせ). */
  notices: number;
}

/** The events pendingRevision reads: a contract's history, oldest first (API or stored). */
interface RevisionEvent {
  action?: ContractAction;
  note?: string;
}

/**
 * The revision the client asked for that the worker has not answered with a new 納品 yet: while
 * the contract is in_progress and its latest 納品 or 修正依頼 is a 修正依頼 (a cancellation refused
 * in between leaves it pending). Its note is the client's reason. Null otherwise.
 */
export function pendingRevision(c: { status: ContractStatus; history: readonly RevisionEvent[] }): { note: string } | null {
  if (c.status !== 'in_progress') return null;
  for (let i = c.history.length - 1; i >= 0; i--) {
    const { action, note } = c.history[i];
    if (action === 'deliver') return null;
    if (action === 'request_revision') return { note: note ?? '' };
  }
  return null;
}

/** POST /liff/rooms/:id/messages (messageInputSchema in roomSchemas.ts): text, images, or both. */
export interface MessageInput {
  text: string;
  imageIds: string[];
}

/** Japanese messages of the room endpoints. */
export const roomMessages = {
  notFound: 'メッセージルームが見つかりません',
  contactBlocked:
    '仮払いの前は、電話番号・メールアドレス・LINE ID・他サービスのURLを送ることはできません。やり取りはアプリ内でお願いします',
  readOnly: 'このメッセージルームは閲覧のみできます',
  closed: 'キャンセルされた契約のメッセージルームには送信できません',
  imageNotFound: '画像が見つかりません。もう一度添付してください',
} as const;
