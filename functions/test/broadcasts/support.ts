/**
 * Helpers of the broadcast tests (docs/product/admin.md#notices) on top of admin/support.ts: users
 * written straight into the store, the broadcasts and notices as stored, and POST /admin/notices as
 * an admin (with an Idempotency-Key when given).
 */
import type { BroadcastDoc } from '../../src/documents/broadcasts';
import type { NotificationDoc } from '../../src/documents/notifications';
import { newUserDoc, userPath, type UserDoc } from '../../src/documents/users';
import { uniqueUserId } from '../support/harness';
import type { AdminApp } from '../admin/support';

export type Kind = 'client' | 'worker' | 'inactive' | 'noSide';

/** `n` users of a kind written into the store; their uids. */
export async function addUsers(a: AdminApp, kind: Kind, n: number): Promise<string[]> {
  const now = a.t.clock.now();
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const uid = uniqueUserId();
    const doc: UserDoc = {
      ...newUserDoc(uid, { displayName: `${kind}${i}`, pictureUrl: '' }, now),
      isActive: kind !== 'inactive',
      isWorker: kind === 'worker',
      type: kind === 'client' || kind === 'worker' ? kind : kind === 'inactive' ? 'worker' : null,
    };
    await a.t.store.set(userPath(uid), { ...doc });
    out.push(uid);
  }
  return out;
}

export const notices = async (a: AdminApp): Promise<NotificationDoc[]> =>
  (await a.t.store.query<NotificationDoc>('notifications')).map((d) => d.data);

export const broadcastDocs = async (a: AdminApp): Promise<BroadcastDoc[]> =>
  (await a.t.store.query<BroadcastDoc>('broadcasts')).map((d) => d.data);

/** How many notices each user holds of one broadcast (every one should be 1). */
export async function perUser(a: AdminApp, broadcastId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const n of await notices(a)) {
    if (!n.id.startsWith(`${broadcastId}_`)) continue;
    counts.set(n.userId, (counts.get(n.userId) ?? 0) + 1);
  }
  return counts;
}

/** POST /admin/notices as the admin (or another token), with an Idempotency-Key when given. */
export function send(a: AdminApp, body: unknown, o: { key?: string; token?: string | null } = {}) {
  const req = a.call('post', '/admin/notices', o.token === undefined ? a.adminToken : o.token);
  if (o.key !== undefined) req.set('Idempotency-Key', o.key);
  return req.send(body as object);
}

export const sorted = (xs: Iterable<string>) => [...xs].sort();
