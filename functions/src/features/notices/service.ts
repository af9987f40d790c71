/**
 * Notices (お知らせ, docs/product/notifications.md#read): the caller's in-app list, read marks and the LINE
 * friendship the web reports. The list is the source of truth: every notice is here whatever happened to
 * its push.
 */
import { logger } from 'firebase-functions/logger';
import type { Page } from '@common/marketplace';
import type { Notice, NoticeKind } from '@common/notices';
import type { Deps } from '../../ports';
import { isDocId } from '../../ids';
import { NEWEST_CURSOR, newestCursorOf, scanPage } from '../../http/paging';
import {
  countUnread,
  noticesOfUser,
  notifications,
  unreadAbout,
  unreadNotices,
  unreadOfKind,
  type NotificationDoc,
} from '../../documents/notifications';
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

/** Marks these notices read, those still unread when the transaction reads them again. */
async function markDocsRead(deps: Deps, docs: NotificationDoc[]): Promise<number> {
  if (!docs.length) return 0;
  return deps.store.runTransaction(async (tx) => {
    const fresh = await notifications.getMany(
      tx,
      docs.slice(0, BATCH).map((d) => d.id),
    );
    const now = deps.clock.now();
    let marked = 0;
    for (const d of fresh) {
      if (d && !d.readAt) {
        notifications.patch(tx, d.id, { readAt: now });
        marked++;
      }
    }
    return marked;
  });
}

/**
 * Notices that opening or acting on their contract answers. Not a 'message' notice (the room's
 * news: read there) nor the request to register a payout account (read once the account is ready:
 * readPayoutAccountNotices), which opening the contract does not answer; nor a review request, which
 * the review answers (docs/product/reviews.md#notices): the client's own 検収 queues hers.
 */
const ANSWERED_BY_THE_CONTRACT = (kind: NoticeKind) =>
  kind !== 'message' && kind !== 'payout_account_needed' && kind !== 'review_request';

/**
 * The caller opened or acted on a contract: their unread notices about it are read (a push tapped
 * in LINE opens the contract, not the お知らせ list). One query (userId, readAt, contractId: equality
 * only); a write only when something was unread. Never fails the caller's request: logged instead.
 */
export async function readNoticesAbout(deps: Deps, uid: string, contractId: string): Promise<number> {
  try {
    const docs = (await unreadAbout(deps.store, uid, contractId))
      .map((d) => d.data)
      .filter((d) => ANSWERED_BY_THE_CONTRACT(d.kind));
    return await markDocsRead(deps, docs);
  } catch (e) {
    logger.write({ severity: 'ERROR', message: 'notices not marked read', contractId, error: String(e) });
    return 0;
  }
}

/**
 * The worker's payout account is ready: the requests to register one (payout_account_needed) are
 * answered. Called by get-connect-status when it finds the account ready. Never fails the caller.
 */
export async function readPayoutAccountNotices(deps: Deps, uid: string): Promise<number> {
  try {
    return await markDocsRead(
      deps,
      (await unreadOfKind(deps.store, uid, 'payout_account_needed')).map((d) => d.data),
    );
  } catch (e) {
    logger.write({ severity: 'ERROR', message: 'payout account notices not marked read', error: String(e) });
    return 0;
  }
}

/** What liff.getFriendship told the web: pushes go to friends only (features/notices/dispatch.ts). */
export async function setFriendship(deps: Deps, uid: string, friend: boolean): Promise<{ friend: boolean }> {
  await deps.store.runTransaction(async (tx) => {
    const user = await users.get(tx, uid);
    if (user) users.patch(tx, uid, { lineFriend: friend, lineFriendCheckedAt: deps.clock.now() });
  });
  return { friend };
}
