/** Loads one resource for a page: { data, error, loading, reload, setData }. Stale answers are ignored. */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
  reload: () => void;
  /** Replace the loaded value (e.g. with a mutation's response) without a round trip. */
  setData: (value: T) => void;
}

export function useResource<T>(load: () => Promise<T>, deps: unknown[]): Resource<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);

  const run = useCallback(
    async () => {
      const gen = ++generation.current;
      setLoading(true);
      setError(null);
      try {
        const value = await load();
        if (gen === generation.current) setData(value);
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
    void run();
  }, [run]);

  return { data, error, loading, reload: () => void run(), setData };
}
