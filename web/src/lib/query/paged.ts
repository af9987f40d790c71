/** Cursor-paged lists (common Page<T>) as infinite queries: one shape for every list in the app. */
import { useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from './hooks';
import type { Page } from '@common/marketplace';

export interface PagedQuery<T> {
  items: T[];
  /** First page still loading. */
  loading: boolean;
  /** A later page is loading. */
  loadingMore: boolean;
  error: Error | null;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function usePagedQuery<T>(
  key: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>,
  options: { enabled?: boolean; firstPage?: () => Page<T> | undefined } = {},
): PagedQuery<T> {
  const { firstPage } = options;
  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled,
    initialData:
      firstPage &&
      (() => {
        const page = firstPage();
        return page && { pages: [page], pageParams: [null] };
      }),
  });
  return {
    items: q.data?.pages.flatMap((p) => p.items) ?? [],
    loading: q.isPending && q.fetchStatus !== 'idle',
    loadingMore: q.isFetchingNextPage,
    // A failed later page keeps the items and shows the error under them.
    error: q.error,
    hasMore: q.hasNextPage,
    loadMore: () => {
      if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
    },
    reload: () => void q.refetch(),
  };
}

/** Replace one item of a cached paged list in place (e.g. with a mutation's answer), keeping its page. */
export function replacePagedItem<T extends { id: string }>(qc: QueryClient, key: QueryKey, changed: T) {
  qc.setQueryData<InfiniteData<Page<T>>>(
    key,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === changed.id ? changed : i)) })),
      },
  );
}
