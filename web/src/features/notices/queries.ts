/** お知らせ: the list and marking read, over the data layer (lib/query; keys: lib/query/keys.ts). */
import { useMutation, useQueryClient, type InfiniteData } from '../../lib/query/hooks';
import type { Page } from '@common/marketplace';
import type { Notice } from '@common/notices';
import { noticesApi } from '../../lib/api/notices';
import { keys } from '../../lib/query/keys';
import { usePagedQuery } from '../../lib/query/paged';
import { refreshBadges } from '../rooms';

export const useNotices = () => usePagedQuery(keys.notices.list, noticesApi.list);

/**
 * Marks the given notices read (all of them without ids). The list shows them read at once; it is
 * reloaded from the server afterwards, so a failed call puts the marks back; so is the unread count
 * of the tab bar's マイページ and the menu's お知らせ (features/rooms' badges).
 */
export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | undefined) => noticesApi.read(ids),
    onMutate: (ids) => {
      const readAt = new Date().toISOString();
      const marks = (n: Notice) => !n.readAt && (!ids || ids.includes(n.id));
      qc.setQueryData<InfiniteData<Page<Notice>>>(
        keys.notices.list,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({ ...p, items: p.items.map((n) => (marks(n) ? { ...n, readAt } : n)) })),
          },
      );
    },
    onSettled: () => {
      void refreshBadges();
      return qc.invalidateQueries({ queryKey: keys.notices.all });
    },
  });
}
