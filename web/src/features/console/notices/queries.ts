/** The notices' list and what changes it (docs/product/admin.md#notices). */
import { useQueryClient } from '../../../lib/query/hooks';
import { usePagedQuery } from '../../../lib/query/paged';
import { noticesApi, type NoticeBody } from './api';

const noticeKeys = { list: ['console', 'notices'] as const };

export const useBroadcasts = () => usePagedQuery(noticeKeys.list, (cursor, signal) => noticesApi.list(cursor, signal));

/** Sending and cancelling; afterwards (refused too: another admin may have acted) the list is read again. */
export function useNoticeActions() {
  const qc = useQueryClient();
  const then = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } finally {
      void qc.invalidateQueries({ queryKey: noticeKeys.list });
    }
  };
  return {
    send: (body: NoticeBody, key: string) => then(() => noticesApi.send(body, key)),
    cancel: (id: string) => then(() => noticesApi.cancel(id)),
  };
}
