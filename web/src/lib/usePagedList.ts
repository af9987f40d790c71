/** Loads a cursor-paged list (common Page<T>) page by page; `loadMore` appends the next page. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@common/marketplace';

export interface PagedList<T> {
  items: T[];
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function usePagedList<T>(fetchPage: (cursor: string | null) => Promise<Page<T>>, deps: unknown[] = []): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const generation = useRef(0);

  const load = useCallback(
    async (from: string | null, replace: boolean) => {
      const gen = ++generation.current;
      setLoading(true);
      setError(null);
      try {
        const page = await fetchPage(from);
        if (gen !== generation.current) return;
        setItems((prev) => (replace ? page.items : [...prev, ...page.items]));
        setCursor(page.nextCursor);
        setHasMore(page.nextCursor !== null);
      } catch (e) {
        if (gen === generation.current) setError(e instanceof Error ? e : new Error(String(e)));
      } finally {
        if (gen === generation.current) setLoading(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    deps,
  );

  useEffect(() => {
    void load(null, true);
  }, [load]);

  return {
    items,
    loading,
    error,
    hasMore,
    loadMore: () => {
      if (!loading && hasMore) void load(cursor, false);
    },
    reload: () => void load(null, true),
  };
}
