/**
 * Admin notices to many, sent once (docs/product/admin.md#notices). POST /admin/notices records a
 * broadcast (its audit entry in the same transaction), then sends it in batches of BATCH recipients,
 * each one transaction that re-reads the broadcast, queues the notices of the users after its cursor
 * (each notice id derived from the broadcast and the user, created only when absent) and moves the
 * cursor past them. Whoever runs a batch (the request, the same request retried with its
 * Idempotency-Key, the timer, twice at once) goes on from where the last commit left it, so each user
 * gets the notice once. A scheduled broadcast waits for the timer (timers.ts); it may be cancelled until
 * then. Important notices are pushed to LINE through the outbox; the others stay in お知らせ only.
 */
import { logger } from 'firebase-functions/logger';
import type { Broadcast, BroadcastCreated, BroadcastStatus } from '@common/admin';
import type { Page } from '@common/marketplace';
import { PATHS } from '@common/paths';
import type { UserType } from '@common/options';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { NEWEST_CURSOR, newestCursorOf, scanPage } from '../../http/paging';
import { audit } from '../../documents/auditLog';
import type { Reader } from '../../documents/collection';
import {
  BROADCAST_NOT_FOUND,
  broadcasts,
  broadcastsNewestFirst,
  keyedBroadcastId,
  noticeIdFor,
  requestHashOf,
  type BroadcastDoc,
} from '../../documents/broadcasts';
import { notifications, queueNotice } from '../../documents/notifications';
import { USER_NOT_FOUND, users, type UserDoc } from '../../documents/users';
import { SEND_AT_MAX_DAYS, SEND_AT_PAST, SEND_AT_TOO_LATE, toBroadcast, type BroadcastRequest } from './model';

export { BROADCAST_NOT_FOUND };
export const BROADCAST_CURSOR = NEWEST_CURSOR;

/** Recipients per transaction: their notices and the broadcast stay under Firestore's 500 writes. */
export const BATCH = 400;
const DAY_MS = 86_400_000;
/**
 * A broadcast being sent is the sender's for this long after its last batch: the timer takes it over
 * only when no batch committed in that time (a crashed request), never one still going.
 */
export const SENDING_LEASE_MS = 60_000;
const leaseFrom = (now: Date) => new Date(now.getTime() + SENDING_LEASE_MS);

export const KEY_REUSED = 'このIdempotency-Keyは別の内容のお知らせに使われています';
export const NOT_SCHEDULED: Record<Exclude<BroadcastStatus, 'scheduled'>, string> = {
  sending: 'このお知らせはすでに送信を始めているため、取り消せません',
  sent: 'このお知らせはすでに送信済みのため、取り消せません',
  cancelled: 'このお知らせの配信予約はすでに取り消されています',
};

const created = (d: BroadcastDoc): BroadcastCreated => ({ id: d.id, status: d.status, queued: d.progress.queued });

/** The request's sendAt as a time within the window, or a 400 naming the field. */
function sendAtOf(req: BroadcastRequest, now: Date): Date | null {
  if (!req.sendAt) return null;
  const at = new Date(req.sendAt);
  if (at.getTime() <= now.getTime()) throw errors.invalid({ sendAt: SEND_AT_PAST });
  if (at.getTime() - now.getTime() > SEND_AT_MAX_DAYS * DAY_MS) throw errors.invalid({ sendAt: SEND_AT_TOO_LATE });
  return at;
}

/**
 * Records the broadcast (and its audit entry), or answers the one an earlier request with the same
 * Idempotency-Key made; then sends it unless it is scheduled.
 */
export async function createBroadcast(
  deps: Deps,
  adminId: string,
  req: BroadcastRequest,
  idempotencyKey: string | undefined,
): Promise<BroadcastCreated> {
  const requestHash = idempotencyKey ? requestHashOf(req) : null;
  const id = idempotencyKey ? keyedBroadcastId(adminId, idempotencyKey) : deps.store.newId();
  const doc = await deps.store.runTransaction(async (tx) => {
    const now = deps.clock.now();
    if (idempotencyKey) {
      const earlier = await broadcasts.get(tx, id);
      if (earlier) {
        if (earlier.requestHash !== requestHash) throw errors.conflict(KEY_REUSED);
        return earlier;
      }
    }
    const sendAt = sendAtOf(req, now);
    if (req.userId && !(await users.get(tx, req.userId))) throw errors.notFound(USER_NOT_FOUND);
    const next: BroadcastDoc = {
      id,
      adminId,
      audience: req.audience,
      userId: req.userId,
      title: req.title,
      body: req.body,
      path: req.path,
      important: req.important,
      status: sendAt ? 'scheduled' : 'sending',
      sendAt,
      dueAt: sendAt ?? leaseFrom(now),
      progress: { cursor: null, queued: 0 },
      requestHash,
      createdAt: now,
      updatedAt: now,
      sentAt: null,
      cancelledAt: null,
      cancelledBy: null,
    };
    broadcasts.create(tx, id, next);
    audit(
      tx,
      {
        adminId,
        action: 'notice.send',
        // One user's notice is found under their id too (docs/product/admin.md#audit-log).
        target: req.userId ? { kind: 'user', id: req.userId } : { kind: 'notice', id },
        after: {
          broadcastId: id,
          audience: req.audience,
          userId: req.userId,
          title: req.title,
          path: req.path,
          important: req.important,
          sendAt: sendAt ? sendAt.toISOString() : null,
        },
      },
      now,
    );
    return next;
  });
  if (doc.status !== 'sending') return created(doc);
  // A failure part-way is left to the timer (or a retry with the key): the broadcast says how far it got.
  try {
    return created(await sendBroadcast(deps, id));
  } catch (e) {
    logger.write({ severity: 'WARNING', message: 'broadcast interrupted', broadcastId: id, error: String(e) });
    const now = await broadcasts.get(deps.store, id);
    return created(now ?? doc);
  }
}

/** The recipients after `cursor`, by id: one user, every verified user, or those of one side. */
async function recipientsAfter(r: Reader, b: BroadcastDoc): Promise<{ users: UserDoc[]; last: string | null; done: boolean }> {
  if (b.audience === 'user') {
    if (b.progress.cursor !== null || !b.userId) return { users: [], last: b.progress.cursor, done: true };
    const user = await users.get(r, b.userId);
    return { users: user ? [user] : [], last: b.userId, done: true };
  }
  const side: UserType | null = b.audience === 'clients' ? 'client' : b.audience === 'workers' ? 'worker' : null;
  const page = await users.query(r, {
    where: side ? [['type', '==', side]] : [],
    orderBy: [['id', 'asc']],
    ...(b.progress.cursor !== null ? { startAfter: [b.progress.cursor] } : {}),
    limit: BATCH,
  });
  return {
    users: page.map((d) => d.data).filter((u) => u.isActive),
    last: page.length ? page[page.length - 1].id : b.progress.cursor,
    done: page.length < BATCH,
  };
}

const noticeListOf = (side: UserType | null) => (side ? PATHS[side].notice : '/');

/**
 * One batch in one transaction: the notices of the next recipients (those not queued already) and
 * the cursor past them. Answers the broadcast as it stands after the commit.
 */
async function sendBatch(deps: Deps, id: string): Promise<BroadcastDoc | null> {
  return deps.store.runTransaction(async (tx) => {
    const b = await broadcasts.get(tx, id);
    const now = deps.clock.now();
    if (!b || b.status === 'sent' || b.status === 'cancelled') return b;
    if (b.status === 'scheduled' && b.sendAt && b.sendAt.getTime() > now.getTime()) return b;
    const next = await recipientsAfter(tx, b);
    const ids = next.users.map((u) => noticeIdFor(b.id, u.id));
    const existing = await notifications.getMany(tx, ids);
    let queued = 0;
    next.users.forEach((u, i) => {
      if (existing[i]) return;
      queueNotice(
        tx,
        { userId: u.id, kind: 'admin', title: b.title, body: b.body, path: b.path ?? noticeListOf(u.type), contractId: null },
        { id: ids[i], retryKey: randomUUID() },
        now,
        now,
        b.important ? 'pending' : 'skipped',
      );
      queued++;
    });
    const changes: Partial<BroadcastDoc> = {
      status: next.done ? 'sent' : 'sending',
      progress: { cursor: next.last, queued: b.progress.queued + queued },
      dueAt: next.done ? null : leaseFrom(now),
      updatedAt: now,
      ...(next.done ? { sentAt: now } : {}),
    };
    broadcasts.patch(tx, id, changes);
    return { ...b, ...changes };
  });
}

/** Sends what is left of a due broadcast, batch after batch; answers it as it ends. */
export async function sendBroadcast(deps: Deps, id: string): Promise<BroadcastDoc> {
  for (;;) {
    const b = await sendBatch(deps, id);
    if (!b) throw errors.notFound(BROADCAST_NOT_FOUND);
    if (b.status !== 'sending') return b;
  }
}

/** Every broadcast, newest first. */
export async function listBroadcasts(deps: Deps, after: unknown[] | undefined): Promise<Page<Broadcast>> {
  const page = await scanPage({ fetch: broadcastsNewestFirst(deps.store), cursorOf: newestCursorOf, after });
  return { items: page.items.map((d) => toBroadcast(d.data)), nextCursor: page.nextCursor };
}

/** Cancels a scheduled broadcast (with its audit entry); 409 once it started, was sent or cancelled. */
export async function cancelBroadcast(deps: Deps, adminId: string, id: string): Promise<Broadcast> {
  return deps.store.runTransaction(async (tx) => {
    const b = await broadcasts.get(tx, id);
    if (!b) throw errors.notFound(BROADCAST_NOT_FOUND);
    if (b.status !== 'scheduled') throw errors.conflict(NOT_SCHEDULED[b.status]);
    const now = deps.clock.now();
    const changes: Partial<BroadcastDoc> = {
      status: 'cancelled',
      dueAt: null,
      cancelledAt: now,
      cancelledBy: adminId,
      updatedAt: now,
    };
    broadcasts.patch(tx, id, changes);
    audit(
      tx,
      {
        adminId,
        action: 'notice.cancel',
        target: { kind: 'notice', id },
        before: { status: 'scheduled', sendAt: b.sendAt?.toISOString() ?? null },
        after: { status: 'cancelled' },
      },
      now,
    );
    return toBroadcast({ ...b, ...changes });
  });
}
