/**
 * notifications/{id}: the outbox (docs/product/notifications.md#outbox). An event writes its notices in its
 * own transaction, so a LINE outage never loses or blocks a state change; the dispatcher then pushes each
 * pending one to LINE (X-Line-Retry-Key = retryKey) and records the outcome. The in-app list (お知らせ) reads
 * the same documents: it is the source of truth.
 */
import { randomUUID } from 'node:crypto';
import type { NoticeKind } from '@common/notices';
import type { DocumentStore, Where } from '../ports/store';
import { NEWEST_FIRST, collection, type Batch, type Reader, type Writer } from './collection';

export type PushStatus = 'pending' | 'sent' | 'skipped' | 'failed' | 'quota';

export interface NotificationDoc {
  id: string;
  userId: string;
  kind: NoticeKind;
  title: string;
  body: string;
  /** The in-app path the notice and the push open. */
  path: string;
  amount?: number;
  /** The contract (or room) it is about, when there is one. */
  contractId?: string | null;
  createdAt: Date;
  readAt: Date | null;
  push: {
    status: PushStatus;
    /** A UUID sent as X-Line-Retry-Key: a retry after LINE accepted it is answered 409, not sent twice. */
    retryKey: string;
    attempts: number;
    nextAttemptAt: Date | null;
    lastError: string | null;
    sentAt: Date | null;
  };
}

export const notifications = collection<NotificationDoc>('notifications');

/** One user's notices, newest first (the in-app list; firestore.indexes.json has the index). */
export const noticesOfUser =
  (r: Reader, userId: string): Batch<NotificationDoc> =>
  (startAfter, limit) =>
    notifications.query(r, { where: [['userId', '==', userId]], orderBy: NEWEST_FIRST, startAfter, limit });

const unread = (userId: string): Where[] => [
  ['userId', '==', userId],
  ['readAt', '==', null],
];

/** One user's unread notices (any order), at most `limit`. */
export const unreadNotices = (r: Reader, userId: string, limit: number) =>
  notifications.query(r, { where: unread(userId), limit });

/** One user's unread notices about one contract (or its room); equality only, no composite index. */
export const unreadAbout = (r: Reader, userId: string, contractId: string) =>
  notifications.query(r, { where: [...unread(userId), ['contractId', '==', contractId]] });

/** One user's unread notices of one kind; equality only, no composite index. */
export const unreadOfKind = (r: Reader, userId: string, kind: NoticeKind) =>
  notifications.query(r, { where: [...unread(userId), ['kind', '==', kind]] });

/** How many notices the user has not read (the badge). */
export const countUnread = (store: Pick<DocumentStore, 'count'>, userId: string) =>
  store.count(notifications.path, { where: unread(userId) });

/**
 * Notices still to push, the earliest due first (the dispatcher's sweep). Those whose
 * nextAttemptAt is still ahead (backing off, or leased to a dispatcher) come last; the caller stops
 * at the first one not due.
 */
export const pendingNotices = (r: Reader, limit: number) =>
  notifications.query(r, {
    where: [['push.status', '==', 'pending']],
    orderBy: [['push.nextAttemptAt', 'asc']],
    limit,
  });

export interface NoticeInput {
  userId: string;
  kind: NoticeKind;
  title: string;
  body: string;
  path: string;
  amount?: number;
  contractId?: string | null;
}

/**
 * Queues one notice in the caller's transaction; `id` and `retryKey` come from the caller (random).
 * `pushAt` holds the push back (a burst of messages is pushed once, with the latest). `push`
 * 'skipped' keeps it in お知らせ only, never pushed (an admin notice not marked important,
 * docs/product/notifications.md#admin-notices); every other caller leaves it 'pending'.
 */
export function queueNotice(
  tx: Writer,
  input: NoticeInput,
  ids: { id: string; retryKey: string },
  now: Date,
  pushAt: Date = now,
  push: 'pending' | 'skipped' = 'pending',
): NotificationDoc {
  const pending = push === 'pending';
  const doc: NotificationDoc = {
    id: ids.id,
    ...input,
    contractId: input.contractId ?? null,
    createdAt: now,
    readAt: null,
    push: {
      status: push,
      retryKey: ids.retryKey,
      attempts: 0,
      nextAttemptAt: pending ? pushAt : null,
      lastError: null,
      sentAt: null,
    },
  };
  notifications.create(tx, doc.id, doc);
  return doc;
}

/** Queues a notice with fresh ids (the store's id, a UUID retry key). */
export const notify = (
  deps: { store: { newId(): string } },
  tx: Writer,
  input: NoticeInput,
  now: Date,
  pushAt: Date = now,
): NotificationDoc => queueNotice(tx, input, { id: deps.store.newId(), retryKey: randomUUID() }, now, pushAt);
