/**
 * broadcasts/{id}: one admin notice to many (docs/product/admin.md#notices): who it goes to, what it
 * says, when, and how far the sending got. Each batch transaction queues the notices of the next
 * recipients (by user id) and moves `progress.cursor` past them, so a retry, a second timer or a
 * repeated request goes on from the cursor and reaches each user once; each recipient's notice id is
 * derived from the broadcast and the user (noticeIdFor) and only created when absent.
 */
import { createHash } from 'node:crypto';
import type { BroadcastAudience, BroadcastStatus } from '@common/admin';
import { NEWEST_FIRST, collection, type Batch, type Reader } from './collection';

export interface BroadcastDoc {
  id: string;
  adminId: string;
  audience: BroadcastAudience;
  /** The one recipient when audience is 'user'. */
  userId: string | null;
  title: string;
  body: string;
  /** The in-app path the notice opens; null: each recipient's お知らせ list. */
  path: string | null;
  /** Pushed to LINE through the outbox; otherwise お知らせ only. */
  important: boolean;
  status: BroadcastStatus;
  /** When a scheduled one is to go (null: at once). */
  sendAt: Date | null;
  /** When the timer should (re)take it: the sendAt of a scheduled one, the start of one sending; null once sent or cancelled. */
  dueAt: Date | null;
  progress: {
    /** The last user id the sending went past (null: none yet). */
    cursor: string | null;
    /** Notices queued. */
    queued: number;
  };
  /** SHA-256 of the request, when made with an Idempotency-Key: the same key with another body is refused. */
  requestHash: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
}

export const broadcasts = collection<BroadcastDoc>('broadcasts');

export const BROADCAST_NOT_FOUND = 'お知らせが見つかりません';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The broadcast an admin's Idempotency-Key names: the same key of the same admin is the same document. */
export const keyedBroadcastId = (adminId: string, key: string) => `k${sha256(`${adminId}\n${key}`).slice(0, 40)}`;

/** The request's fingerprint (the same key must come with the same request). */
export const requestHashOf = (request: unknown) => sha256(JSON.stringify(request));

/** One recipient's notice of a broadcast: the same id whoever sends it, within the id rule (ids.ts, 128). */
export function noticeIdFor(broadcastId: string, userId: string): string {
  const id = `${broadcastId}_${userId}`;
  return id.length <= 128 ? id : `${broadcastId}_${sha256(userId).slice(0, 40)}`;
}

/** Every broadcast, newest first (firestore.indexes.json: createdAt desc, id desc). */
export const broadcastsNewestFirst =
  (r: Reader): Batch<BroadcastDoc> =>
  (startAfter, limit) =>
    broadcasts.query(r, { orderBy: NEWEST_FIRST, startAfter, limit });

/**
 * Broadcasts still to send (scheduled, or sending), the earliest due first (firestore.indexes.json:
 * status, dueAt). The caller stops at the first one not due yet.
 */
export const unsentBroadcasts = (r: Reader, limit: number) =>
  broadcasts.query(r, {
    where: [['status', 'in', ['scheduled', 'sending']]],
    orderBy: [['dueAt', 'asc']],
    limit,
  });
