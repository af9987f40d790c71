/**
 * The outbox's dispatcher (docs/product/notifications.md#outbox). Events queue notifications/{id} in their own
 * transactions (documents/notifications.ts); this pushes each pending one to LINE exactly once:
 *
 *   1. claim, in a transaction: still pending and due -> attempts + 1 and nextAttemptAt moved LEASE_MS
 *      ahead, so a second dispatcher (the trigger and the sweep, two sweeps) leaves it alone; a
 *      recipient who is not a friend of the official account (users/{uid}.lineFriend === false) is
 *      'skipped' here without a push (the in-app list still has the notice). A suspended recipient
 *      is pushed like any other, every kind: LINE is where they learn of the suspension and of their
 *      contracts while the app refuses them (docs/product/admin.md#suspension);
 *   2. push, outside any transaction, with X-Line-Retry-Key = the notice's retryKey: should the
 *      lease run out while LINE is slow, the next attempt carries the same key and LINE answers 409;
 *   3. record the answer, in a transaction, if this attempt still holds the notice:
 *        sent / duplicate (409)         -> 'sent', sentAt
 *        rate_limited (429)             -> pending, backoff (at least LINE's Retry-After)
 *        failed, retryable (5xx, down)  -> pending, backoff; 'failed' after MAX_ATTEMPTS
 *        failed, not retryable          -> 'failed'
 *        quota (429 monthly limit)      -> 'quota' (recorded, no more tries)
 *        not_friend (400)               -> 'skipped', users/{uid}.lineFriend = false
 *
 * A 'message' notice is queued held back (features/rooms/messages.ts: a burst of messages becomes
 * one push showing the latest): the trigger waits for it, up to HOLD_WAIT_MS, rather than leaving
 * it to the sweep; and it is 'skipped' without a push when the recipient has read the room by then
 * or a later notice stands for the room's messages.
 *
 * Production runs dispatchNotice from a Firestore trigger on each new notice and dispatchPending
 * every 5 minutes (index.ts); the local server runs dispatchPending every 2 s (local/outbox.ts).
 */
import type { Config } from '../../config';
import type { Deps, PushResult } from '../../ports';
import { readAll, type Reader } from '../../documents/collection';
import { notifications, pendingNotices, type NotificationDoc } from '../../documents/notifications';
import { rooms } from '../../documents/rooms';
import { users } from '../../documents/users';
import { noticeMessage } from './templates';

export type DispatchSettings = Pick<Config['notify'], 'liffUrl'>;

/** Pushes tried per notice before it is given up as 'failed' (LINE down, 5xx). */
export const MAX_ATTEMPTS = 6;
/** How long a claimed notice is left to the dispatcher that claimed it. */
export const LEASE_MS = 2 * 60_000;
/** Backoff after the n-th attempt: 2, 4, 8, 16, 32 minutes..., at most an hour. */
export const BACKOFF_BASE_MS = 2 * 60_000;
export const BACKOFF_MAX_MS = 60 * 60_000;
/** A notice nobody tried yet is due from its creation; a trigger whose clock is a little behind still takes it. */
const FRESH_SKEW_MS = 10_000;
/** Pushes in flight at once during a sweep. */
const PARALLEL = 4;
/** The longest a trigger waits for a notice held back (a message notice) instead of leaving it to the sweep. */
export const HOLD_WAIT_MS = 30_000;

export const backoffMs = (attempts: number): number => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

export type DispatchOutcome = 'sent' | 'skipped' | 'retrying' | 'failed' | 'quota' | 'not_due';

export interface DispatchReport {
  sent: string[];
  skipped: string[];
  retrying: string[];
  failed: string[];
  quota: string[];
}

const isDue = (push: NotificationDoc['push'], now: number) =>
  (push.nextAttemptAt?.getTime() ?? 0) <= now + (push.attempts === 0 ? FRESH_SKEW_MS : 0);

type Claim =
  | { kind: 'push'; notice: NotificationDoc; attempt: number }
  | { kind: 'skipped' }
  /** `heldMs`: a fresh notice held back, due in that many ms. */
  | { kind: 'not_due'; heldMs?: number };

/**
 * A message notice with nothing left to tell: the recipient has read the room since, or a later
 * notice stands for the room's messages now (it is pushed instead).
 */
async function toldAlready(tx: Reader, notice: NotificationDoc): Promise<boolean> {
  if (notice.kind !== 'message' || !notice.contractId) return false;
  const room = await rooms.get(tx, notice.contractId);
  if (!room) return false;
  const latest = room.lastMessageNoticeId?.[notice.userId];
  return (room.unread?.[notice.userId] ?? 0) === 0 || (latest !== undefined && latest !== notice.id);
}

async function claim(deps: Deps, id: string): Promise<Claim> {
  return deps.store.runTransaction(async (tx) => {
    const notice = await notifications.get(tx, id);
    const now = deps.clock.now();
    if (!notice || notice.push.status !== 'pending') return { kind: 'not_due' };
    if (!isDue(notice.push, now.getTime())) {
      const heldMs = notice.push.attempts === 0 ? (notice.push.nextAttemptAt?.getTime() ?? 0) - now.getTime() : undefined;
      return { kind: 'not_due', ...(heldMs !== undefined ? { heldMs } : {}) };
    }
    const [user, told] = await Promise.all([users.get(tx, notice.userId), toldAlready(tx, notice)]);
    if (user?.lineFriend === false || told) {
      const lastError = told ? 'read in the app or superseded before the push' : 'not a friend';
      const push = { ...notice.push, status: 'skipped' as const, nextAttemptAt: null, lastError };
      notifications.patch(tx, id, { push });
      return { kind: 'skipped' };
    }
    const attempt = notice.push.attempts + 1;
    notifications.patch(tx, id, {
      push: { ...notice.push, attempts: attempt, nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
    });
    return { kind: 'push', notice, attempt };
  });
}

async function record(deps: Deps, notice: NotificationDoc, attempt: number, result: PushResult): Promise<DispatchOutcome> {
  return deps.store.runTransaction(async (tx) => {
    const [cur, user] = await readAll(tx, [notifications.ref(notice.id), users.ref(notice.userId)]);
    if (!cur || cur.push.status !== 'pending') return 'not_due';
    const now = deps.clock.now();
    const delivered = result.outcome === 'sent' || result.outcome === 'duplicate';
    // The lease ran out and a later attempt holds the notice: it records its own answer (a delivery is a fact either way).
    if (cur.push.attempts !== attempt && !delivered) return 'not_due';
    const base = cur.push;
    const later = (ms: number) => new Date(now.getTime() + ms);
    let push: NotificationDoc['push'];
    let outcome: DispatchOutcome;
    switch (result.outcome) {
      case 'sent':
      case 'duplicate':
        push = { ...base, status: 'sent', sentAt: now, nextAttemptAt: null, lastError: null };
        outcome = 'sent';
        break;
      case 'rate_limited':
        push = {
          ...base,
          nextAttemptAt: later(Math.max(result.retryAfterMs ?? 0, backoffMs(attempt))),
          lastError: 'LINE 429: rate limited',
        };
        outcome = 'retrying';
        break;
      case 'quota':
        push = { ...base, status: 'quota', nextAttemptAt: null, lastError: 'LINE 429: monthly limit reached' };
        outcome = 'quota';
        break;
      case 'not_friend':
        push = { ...base, status: 'skipped', nextAttemptAt: null, lastError: 'LINE 400: the user cannot receive messages' };
        outcome = 'skipped';
        if (user) users.patch(tx, notice.userId, { lineFriend: false, lineFriendCheckedAt: now });
        break;
      case 'failed': {
        const again = result.retryable && attempt < MAX_ATTEMPTS;
        push = again
          ? { ...base, nextAttemptAt: later(backoffMs(attempt)), lastError: result.error.slice(0, 500) }
          : { ...base, status: 'failed', nextAttemptAt: null, lastError: result.error.slice(0, 500) };
        outcome = again ? 'retrying' : 'failed';
        break;
      }
    }
    notifications.patch(tx, notice.id, { push });
    return outcome;
  });
}

export interface DispatchOptions {
  /** Wait for a fresh notice held back (the trigger: default); the sweep takes only what is due. */
  waitForHold?: boolean;
  /** How the wait is made (tests move their clock instead). */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Pushes one notice if it is pending and due (the Firestore trigger's entry point); a fresh notice
 * held back for at most HOLD_WAIT_MS is waited for. Safe to call again.
 */
export async function dispatchNotice(
  deps: Deps,
  settings: DispatchSettings,
  id: string,
  options: DispatchOptions = {},
): Promise<DispatchOutcome> {
  let claimed = await claim(deps, id);
  const { waitForHold = true, sleep = sleepFor } = options;
  if (waitForHold && claimed.kind === 'not_due' && claimed.heldMs !== undefined && claimed.heldMs <= HOLD_WAIT_MS) {
    await sleep(claimed.heldMs);
    claimed = await claim(deps, id);
  }
  if (claimed.kind !== 'push') return claimed.kind;
  const { notice, attempt } = claimed;
  let result: PushResult;
  try {
    result = await deps.line.push(notice.userId, [noticeMessage(notice, settings.liffUrl)], notice.push.retryKey);
  } catch (e) {
    // An adapter that throws (LINE unreachable) is a failure worth retrying: the retry key keeps it single.
    result = { outcome: 'failed', retryable: true, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  return record(deps, notice, attempt, result);
}

/** Pushes every pending notice that is due, earliest first, at most `limit` (the sweep). */
export async function dispatchPending(
  deps: Deps,
  settings: DispatchSettings,
  options: { limit?: number } = {},
): Promise<DispatchReport> {
  const report: DispatchReport = { sent: [], skipped: [], retrying: [], failed: [], quota: [] };
  const now = deps.clock.now().getTime();
  const due = (await pendingNotices(deps.store, options.limit ?? 100)).filter((d) => isDue(d.data.push, now)).map((d) => d.id);
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const id = due[next++];
      const outcome = await dispatchNotice(deps, settings, id, { waitForHold: false });
      if (outcome !== 'not_due') report[outcome].push(id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, due.length) }, worker));
  return report;
}
