/**
 * React over the data layer's cache (cache.ts), with TanStack Query's names: QueryClientProvider,
 * useQueryClient, useQuery, useInfiniteQuery and useMutation, for the options and result fields the
 * app uses (see cache.ts for why these are ours).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  hashKey,
  pollQuery,
  toError,
  withRetry,
  type Fetcher,
  type InfiniteData,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryState,
  type Retry,
} from './cache';

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

/** What the query hooks answer (TanStack Query's fields the app reads). */
export interface QueryResult<T> {
  data: T | undefined;
  error: Error | null;
  status: QueryState<T>['status'];
  fetchStatus: QueryState<T>['fetchStatus'];
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  /** Fetches again; never rejects (the error lands in `error`). */
  refetch: () => Promise<void>;
}

interface ObserveOptions<T> {
  queryKey: QueryKey;
  enabled?: boolean;
  staleTime?: number;
  retry?: Retry;
  /**
   * Data to start with when the cache holds none (e.g. an answer that came with the session): the
   * first render shows it, and it is fresh for `staleTime` like a fetched answer.
   */
  initialData?: () => T | undefined;
  /**
   * Milliseconds between fetches while on screen and the page is visible, or false (may depend on the
   * query); fetched at once when the page is shown again (cache.ts' pollQuery).
   */
  refetchInterval?: number | false | ((query: Query<T>) => number | false | undefined);
}

const noop = () => undefined;

/**
 * Observes the query of `options.queryKey`: fetched when it mounts (or is enabled) unless fresh,
 * again when invalidated while on screen, and every `refetchInterval`.
 */
function useObservedQuery<T>(options: ObserveOptions<T>, fetcher: Fetcher<T>): [Query<T>, QueryResult<T>] {
  const client = useQueryClient();
  const { queryKey, enabled = true } = options;
  const staleTime = options.staleTime ?? client.defaults.staleTime;
  const retry = options.retry ?? client.defaults.retry;
  const hash = hashKey(queryKey);
  const { initialData } = options;
  const query = useMemo(() => {
    const q = client.query<T>(queryKey);
    const data = q.state.data === undefined ? initialData?.() : undefined;
    if (data !== undefined) q.seed(data);
    return q;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's content (hash), not its identity; initialData only counts the first time
  }, [client, hash]);
  const state = useSyncExternalStore(query.subscribe, () => query.state);

  // The latest fetcher and retry, for fetches started later (an interval, an invalidation).
  const latest = useRef({ fetcher, retry });
  useLayoutEffect(() => {
    latest.current = { fetcher, retry };
  });
  const refetch = useCallback(
    (replace = false) => query.fetch((signal, held) => latest.current.fetcher(signal, held), latest.current.retry, { replace }),
    [query],
  );

  useEffect(() => {
    if (!enabled) return;
    const unregister = query.addRefetcher(refetch);
    if (query.state.fetchStatus === 'idle' && query.isStale(staleTime)) refetch().catch(noop);
    return unregister;
  }, [query, enabled, staleTime, refetch]);

  const interval = typeof options.refetchInterval === 'function' ? options.refetchInterval(query) : options.refetchInterval;
  useEffect(() => {
    if (enabled && interval) return pollQuery(query, interval, refetch);
  }, [query, enabled, interval, refetch]);

  // A query never fetched yet reads as fetching from the first render (its fetch starts in the effect
  // above), so a list never flashes its empty state first.
  const fetchStatus = enabled && state.status === 'pending' ? 'fetching' : state.fetchStatus;
  const result: QueryResult<T> = {
    data: state.data,
    error: state.error,
    status: state.status,
    fetchStatus,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    isFetching: fetchStatus === 'fetching',
    // As TanStack Query's refetch(): a fetch in flight is replaced, not joined.
    refetch: () => refetch(true).then(noop, noop),
  };
  return [query, result];
}

export interface UseQueryOptions<T> extends ObserveOptions<T> {
  /**
   * `signal`: aborted when this fetch is replaced or the query is dropped (pass it to the API call).
   * `held`, the second argument, is ours, not TanStack Query's: the data the query holds as the fetch
   * starts, for a fetcher that asks only for what is new and merges it (features/rooms/queries.ts'
   * messages). Not in the context object, where it would keep TypeScript from inferring T from the
   * answer.
   */
  queryFn: (context: { signal: AbortSignal }, held: T | undefined) => Promise<T>;
}

export function useQuery<T>(options: UseQueryOptions<T>): QueryResult<T> {
  const { queryFn } = options;
  return useObservedQuery<T>(options, (signal, held) => queryFn({ signal }, held))[1];
}

export interface UseInfiniteQueryOptions<T, P> extends ObserveOptions<InfiniteData<T, P>> {
  queryFn: (context: { pageParam: P; signal: AbortSignal }) => Promise<T>;
  initialPageParam: P;
  /** The next page's parameter, or null/undefined when there is none. */
  getNextPageParam: (lastPage: T) => P | null | undefined;
}

export interface InfiniteQueryResult<T, P> extends QueryResult<InfiniteData<T, P>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<void>;
}

/** Pages fetched one after another; fetched again (after an invalidation, a refetch) as many pages as it holds. */
export function useInfiniteQuery<T, P>(options: UseInfiniteQueryOptions<T, P>): InfiniteQueryResult<T, P> {
  const { queryFn, initialPageParam, getNextPageParam } = options;
  const [query, result] = useObservedQuery<InfiniteData<T, P>>(options, async (signal, held) => {
    const count = Math.max(held?.pages.length ?? 1, 1);
    const pages: T[] = [];
    const pageParams: P[] = [];
    // The first page's parameter may be null (no cursor yet); a later page needs one.
    let param: P | null | undefined = initialPageParam;
    do {
      pages.push(await queryFn({ pageParam: param as P, signal }));
      pageParams.push(param as P);
      param = getNextPageParam(pages[pages.length - 1]);
    } while (pages.length < count && param != null);
    return { pages, pageParams };
  });
  const data = result.data;
  const next = data?.pages.length ? getNextPageParam(data.pages[data.pages.length - 1]) : undefined;
  const fetchNextPage = () =>
    query
      .fetch(
        async (signal, now) => {
          if (!now?.pages.length) return { pages: [], pageParams: [] };
          const param = getNextPageParam(now.pages[now.pages.length - 1]);
          if (param == null) return now;
          const page = await queryFn({ pageParam: param, signal });
          return { pages: [...now.pages, page], pageParams: [...now.pageParams, param] };
        },
        options.retry ?? 0,
        { more: true },
      )
      .then(noop, noop);
  return {
    ...result,
    hasNextPage: next != null,
    isFetchingNextPage: query.state.fetchStatus === 'fetching' && query.state.fetchingMore,
    fetchNextPage,
  };
}

export interface UseMutationOptions<D, V, C> {
  mutationFn: (variables: V) => Promise<D>;
  /** Before the call (an optimistic change); what it returns is passed on as the context. */
  onMutate?: (variables: V) => C | Promise<C>;
  onSuccess?: (data: D, variables: V, context: C | undefined) => unknown;
  onError?: (error: Error, variables: V, context: C | undefined) => unknown;
  onSettled?: (data: D | undefined, error: Error | null, variables: V, context: C | undefined) => unknown;
  retry?: Retry;
}

/** One call's own callbacks (`mutate`), run after the hook's. */
interface MutateCallbacks<D, V> {
  onSuccess?: (data: D, variables: V) => unknown;
  onError?: (error: Error, variables: V) => unknown;
}

/** The variables argument: optional when the mutation takes none (V is void, undefined or unknown). */
type VariablesArg<V> = undefined extends V ? [variables?: V] : [variables: V];

export interface MutationResult<D, V> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: D | undefined;
  error: Error | null;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Runs the mutation; rejects with its error (after onError and onSettled have run). */
  mutateAsync: (...args: VariablesArg<V>) => Promise<D>;
  /** Runs it and reports only through the callbacks (this call's after the hook's). */
  mutate: undefined extends V
    ? (variables?: V, callbacks?: MutateCallbacks<D, V>) => void
    : (variables: V, callbacks?: MutateCallbacks<D, V>) => void;
  reset: () => void;
}

/**
 * A call that changes data. The hook's callbacks run (and are awaited) before the state settles and
 * before `mutateAsync` resolves, as in TanStack Query, so an invalidation they start is under way.
 */
export function useMutation<D, V = void, C = unknown>(options: UseMutationOptions<D, V, C>): MutationResult<D, V> {
  const client = useQueryClient();
  const [state, setState] = useState<Pick<MutationResult<D, V>, 'status' | 'data' | 'error'>>({
    status: 'idle',
    data: undefined,
    error: null,
  });
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    async (variables: V) => {
      const o = latest.current;
      setState({ status: 'pending', data: undefined, error: null });
      let context: C | undefined;
      try {
        context = await o.onMutate?.(variables);
        const data = await withRetry(() => o.mutationFn(variables), o.retry ?? client.defaults.mutationRetry);
        await o.onSuccess?.(data, variables, context);
        await o.onSettled?.(data, null, variables, context);
        setState({ status: 'success', data, error: null });
        return data;
      } catch (e) {
        const error = toError(e);
        try {
          await o.onError?.(error, variables, context);
          await o.onSettled?.(undefined, error, variables, context);
        } finally {
          setState({ status: 'error', data: undefined, error });
        }
        throw e;
      }
    },
    [client],
  );
  const mutateAsync = useCallback((...args: VariablesArg<V>) => run(args[0] as V), [run]);
  const mutate = useCallback(
    (variables?: V, callbacks?: MutateCallbacks<D, V>) => {
      run(variables as V).then(
        (data) => callbacks?.onSuccess?.(data, variables as V),
        (e: unknown) => callbacks?.onError?.(toError(e), variables as V),
      );
    },
    [run],
  ) as unknown as MutationResult<D, V>['mutate'];
  const reset = useCallback(() => setState({ status: 'idle', data: undefined, error: null }), []);
  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutateAsync,
    mutate,
    reset,
  };
}

export { QueryClient, type InfiniteData, type QueryKey } from './cache';
