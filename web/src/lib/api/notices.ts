/**
 * Typed calls of お知らせ and the LINE friendship (contract: common/src/notices.ts). The list is the
 * caller's own, newest first; `read` without ids marks every notice read.
 */
import type { Page } from '@common/marketplace';
import type { Notice } from '@common/notices';
import { apiFetch } from './client';

const cursorQuery = (cursor: string | null) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');

export const noticesApi = {
  list: (cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<Notice>>(`/liff/notices${cursorQuery(cursor)}`, { signal }),
  /** The given notices, or all of them without `ids`; answers how many stay unread. */
  read: (ids?: string[]) => apiFetch<{ unread: number }>('/liff/notices/read', { body: ids ? { ids } : {} }),
  /** What liff.getFriendship said: the server pushes to LINE only for friends of the official account. */
  friendship: (friend: boolean) => apiFetch<{ friend: boolean }>('/liff/line/friendship', { body: { friend } }),
};
