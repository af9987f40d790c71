/**
 * Notices (お知らせ, issue 11): the caller's in-app list, read marks and the LINE friendship the web
 * reports. The list is the source of truth: every notice is here whatever happened to its push.
 */
import type { Page } from '@common/marketplace';
import type { Notice } from '@common/notices';
import type { Deps } from '../../ports';
import { isDocId } from '../../ids';
import { NEWEST_CURSOR, newestCursorOf, scanPage } from '../../http/paging';
import { countUnread, noticesOfUser, notifications, unreadNotices } from '../../documents/notifications';
import { users } from '../../documents/users';
import { toNotice } from './model';

export const NOTICE_CURSOR = NEWEST_CURSOR;

/** Writes per transaction when every unread notice is marked (Firestore allows 500). */
const BATCH = 400;

export async function noticesOf(deps: Deps, uid: string, after?: unknown[], size?: number): Promise<Page<Notice>> {
  const page = await scanPage({ fetch: noticesOfUser(deps.store, uid), cursorOf: newestCursorOf, after, size });
  return { items: page.items.map((d) => toNotice(d.data)), nextCursor: page.nextCursor };
}

/**
 * Marks the given notices read (only the caller's unread ones: another user's ids, unknown or
 * malformed ones are ignored, never marked), or every unread one when no ids are given.
 * Answers how many stay unread.
 */
export async function markRead(deps: Deps, uid: string, ids?: string[]): Promise<{ unread: number }> {
  if (ids) {
    const wanted = [...new Set(ids)].filter((id) => isDocId(id));
    if (wanted.length) {
      await deps.store.runTransaction(async (tx) => {
        const docs = await notifications.getMany(tx, wanted);
        const now = deps.clock.now();
        for (const d of docs) if (d && d.userId === uid && !d.readAt) notifications.patch(tx, d.id, { readAt: now });
      });
    }
  } else {
    // In batches: a user may have many unread notices; each batch re-reads what is still unread.
    for (let round = 0; round < 100; round++) {
      const marked = await deps.store.runTransaction(async (tx) => {
        const docs = await unreadNotices(tx, uid, BATCH);
        const now = deps.clock.now();
        for (const d of docs) notifications.patch(tx, d.id, { readAt: now });
        return docs.length;
      });
      if (marked < BATCH) break;
    }
  }
  return { unread: await countUnread(deps.store, uid) };
}

/** What liff.getFriendship told the web: pushes go to friends only (features/notices/dispatch.ts). */
export async function setFriendship(deps: Deps, uid: string, friend: boolean): Promise<{ friend: boolean }> {
  await deps.store.runTransaction(async (tx) => {
    const user = await users.get(tx, uid);
    if (user) users.patch(tx, uid, { lineFriend: friend, lineFriendCheckedAt: deps.clock.now() });
  });
  return { friend };
}
