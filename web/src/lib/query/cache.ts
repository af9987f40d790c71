/**
 * The data layer's cache, without React (hooks.tsx renders from it). Why not TanStack Query, which the
 * app used before: it weighed 10.3 KB gzipped on every data screen, the largest part of the
 * first screens' JavaScript after React, Chakra and LIFF, and the app uses a small part of it. This is
 * that part, with TanStack Query's names and semantics, so the features read as before
 * (docs/architecture.md, "Our own data layer instead of TanStack Query"):
 * - a query per key (an array; hashed with sorted object keys), fetched once however many components
 *   observe it, fresh for `staleTime` and then fetched again when a component mounts;
 * - `setQueryData`, `getQueryData`, and `invalidateQueries({ queryKey })`, which marks every query
 *   whose key starts with the given one stale (objects match partially: ['jobs', 'open', {}] covers
 *   every criteria) and fetches again those that are on screen (a fetch in flight is replaced: its
 *   answer may predate the change);
 * - each fetch's AbortSignal, aborted when a newer fetch replaces it and when the query is dropped
 *   (gc, `clear`): its answer or error is then ignored and its retries stop;
 * - polling (`pollQuery`, useQuery's `refetchInterval`): only while the page is visible, at once when
 *   it is shown again;
 * - retries with TanStack's policy and backoff; a new answer equal to the held one keeps the held
 *   objects (as TanStack's structural sharing), so effects that depend on them do not run again;
 * - a query no component has observed for 5 minutes is dropped.
 * Not here (the app uses none): refetch on window focus or reconnect, suspense, hydration.
 */
export type QueryKey = readonly unknown[];

/** An infinite query's data: its pages and the parameter each was fetched with. */
export interface InfiniteData<T, P = unknown> {
  pages: T[];
  pageParams: P[];
}

/** TanStack Query's retry option: whether (or how many times) a failed call is tried again. */
export type Retry = boolean | number | ((failureCount: number, error: Error) => boolean);

export interface QueryClientConfig {
  defaultOptions?: {
    queries?: { staleTime?: number; retry?: Retry; gcTime?: number };
    mutations?: { retry?: Retry };
  };
}

export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  /** 'pending' until the first answer; 'error' after a failed fetch (the data, if any, is kept). */
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'idle';
  dataUpdatedAt: number;
  /** Marked stale by invalidateQueries: fetched again before it is shown next. */
  isInvalidated: boolean;
  /** The fetch in flight adds a page (an infinite query's next page). */
  fetchingMore: boolean;
}

export const toError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A key as a string: object properties sorted, so {a, b} and {b, a} name the same query. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** Whether `value` contains `filter`: equal, or for objects and arrays every part of `filter` matches. */
function partialMatch(value: unknown, filter: unknown): boolean {
  if (value === filter) return true;
  if (typeof value !== typeof filter || typeof filter !== 'object' || value === null || filter === null) return false;
  return Object.keys(filter).every((k) =>
    partialMatch((value as Record<string, unknown>)[k], (filter as Record<string, unknown>)[k]),
  );
}

/** `next`, with every part equal to `prev`'s replaced by `prev`'s (the same objects when nothing changed). */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlainObject(prev) && isPlainObject(next))) return next;
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(b);
  let same = Object.keys(a).length === keys.length;
  const out: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  for (const k of keys) {
    const value = replaceEqualDeep(a[k], b[k]);
    // An own property even for '__proto__' (a plain assignment would set the prototype).
    Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
    if (value !== a[k] || !Object.prototype.hasOwnProperty.call(a, k)) same = false;
  }
  return (same ? prev : out) as T;
}

/** Whether to try again after `failureCount` earlier failures (TanStack's rule). */
export function shouldRetry(retry: Retry, failureCount: number, error: Error): boolean {
  if (typeof retry === 'function') return retry(failureCount, error);
  if (typeof retry === 'number') return failureCount < retry;
  return retry;
}

/** Waits `ms`, or less if `signal` is aborted meanwhile. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Calls `fn` until it succeeds or `retry` says stop, waiting 1 s, 2 s, 4 s, … (at most 30 s) in between;
 * once `signal` is aborted, no more tries (the last error is thrown).
 */
export async function withRetry<T>(fn: () => Promise<T>, retry: Retry, signal?: AbortSignal): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await fn();
    } catch (e) {
      if (signal?.aborted || !shouldRetry(retry, failures, toError(e))) throw e;
      await sleep(Math.min(1000 * 2 ** failures, 30_000), signal);
      if (signal?.aborted) throw e;
    }
  }
}

/** How a query is fetched (by its observers, hooks.tsx): given the data it holds, if any. */
export type Fetcher<T> = (signal: AbortSignal, held: T | undefined) => Promise<T>;

export class Query<T = unknown> {
  state: QueryState<T> = {
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    dataUpdatedAt: 0,
    isInvalidated: false,
    fetchingMore: false,
  };
  /** How each observer on screen fetches the query again (invalidateQueries uses the latest). */
  private readonly refetchers: ((replace: boolean) => Promise<unknown>)[] = [];
  private readonly listeners = new Set<() => void>();
  /** The fetch in flight and how to abort it. */
  private flight: { promise: Promise<T>; controller: AbortController } | null = null;
  /** The latest fetch's promise (in flight or not): what a replaced fetch's callers get instead. */
  private latest: Promise<T> | undefined;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly client: QueryClient,
    readonly queryKey: QueryKey,
    readonly hash: string,
  ) {}

  /** For useSyncExternalStore: observing keeps the query in the cache. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    clearTimeout(this.gcTimer);
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size) this.scheduleGc();
    };
  };

  get observed(): boolean {
    return this.listeners.size > 0;
  }

  /** Registers how an observer fetches the query again; returns the unregister function. */
  addRefetcher(refetch: (replace: boolean) => Promise<unknown>): () => void {
    this.refetchers.push(refetch);
    return () => {
      const i = this.refetchers.lastIndexOf(refetch);
      if (i >= 0) this.refetchers.splice(i, 1);
    };
  }

  /**
   * Fetches again as the latest observer on screen would (none: nothing, it is fetched when next
   * shown); `replace` as in `fetch`.
   */
  refetch(replace = false): Promise<unknown> {
    const refetch = this.refetchers[this.refetchers.length - 1];
    return refetch ? refetch(replace) : Promise.resolve();
  }

  setState(patch: Partial<QueryState<T>>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
    // Written while nothing shows it (setQueryData after a mutation, a failed fetch): dropped in time too.
    if (!this.observed) this.scheduleGc();
  }

  setData(data: T, patch: Partial<QueryState<T>> = {}) {
    this.setState({
      data: replaceEqualDeep(this.state.data, data),
      error: null,
      status: 'success',
      dataUpdatedAt: Date.now(),
      isInvalidated: false,
      ...patch,
    });
  }

  /** Data to start with (initialData), set without telling anyone: only before anything observes the query. */
  seed(data: T) {
    if (this.state.data === undefined && !this.observed && !this.flight)
      this.state = { ...this.state, data, error: null, status: 'success', dataUpdatedAt: Date.now() };
  }

  isStale(staleTime: number): boolean {
    return this.state.isInvalidated || this.state.data === undefined || Date.now() - this.state.dataUpdatedAt >= staleTime;
  }

  /**
   * Fetches with `fetcher`; rejects with its error. A fetch already in flight is joined, unless
   * `replace` (an invalidation: what it brings may predate the change), which aborts it and starts a
   * new one; the older one's callers then get the newer one's outcome, and its own answer or error is
   * ignored.
   */
  fetch(fetcher: Fetcher<T>, retry: Retry, { more = false, replace = false } = {}): Promise<T> {
    if (this.flight && !replace) return this.flight.promise;
    this.flight?.controller.abort();
    clearTimeout(this.gcTimer);
    const controller = new AbortController();
    const { signal } = controller;
    // An aborted fetch: the one that replaced it, or (the query was dropped) an abort error.
    const aborted = (): Promise<T> => (this.latest !== promise && this.latest) || Promise.reject(signal.reason as Error);
    this.setState({ fetchStatus: 'fetching', fetchingMore: more });
    const promise: Promise<T> = withRetry(() => fetcher(signal, this.state.data), retry, signal).then(
      (data) => {
        if (signal.aborted) return aborted();
        this.flight = null;
        this.setData(data, { fetchStatus: 'idle', fetchingMore: false });
        return this.state.data as T;
      },
      (e: unknown) => {
        if (signal.aborted) return aborted();
        this.flight = null;
        this.setState({ error: toError(e), status: 'error', fetchStatus: 'idle', fetchingMore: false });
        throw e;
      },
    );
    this.flight = { promise, controller };
    this.latest = promise;
    return promise;
  }

  /** Aborts the fetch in flight, if any (the query is dropped): its answer or error is ignored. */
  cancel() {
    if (!this.flight) return;
    this.flight.controller.abort();
    this.flight = null;
    this.setState({ fetchStatus: 'idle', fetchingMore: false });
    clearTimeout(this.gcTimer);
  }

  private scheduleGc() {
    clearTimeout(this.gcTimer);
    this.gcTimer = setTimeout(() => {
      if (!this.observed) this.client.remove(this);
    }, this.client.defaults.gcTime);
  }
}

const pageVisible = () => document.visibilityState !== 'hidden';

/**
 * Fetches `query` again with `refetch` every `interval` ms while the page is visible (useQuery's
 * `refetchInterval`): `interval` after its last fetch ended (whoever started it), none while the page
 * is hidden, one at once when it is shown again. Observers polling one query count from the same end,
 * so they share each fetch. Returns the function that stops it.
 */
export function pollQuery<T>(query: Query<T>, interval: number, refetch: () => Promise<unknown>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fetching = query.state.fetchStatus === 'fetching';
  const tick = () => void refetch().catch(() => undefined);
  const schedule = () => {
    clearTimeout(timer);
    if (!fetching && pageVisible()) timer = setTimeout(tick, interval);
  };
  const unsubscribe = query.subscribe(() => {
    const now = query.state.fetchStatus === 'fetching';
    if (now === fetching) return;
    fetching = now;
    schedule();
  });
  const onVisibility = () => (pageVisible() ? tick() : clearTimeout(timer));
  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

export class QueryClient {
  readonly defaults: { staleTime: number; retry: Retry; gcTime: number; mutationRetry: Retry };
  private readonly queries = new Map<string, Query<unknown>>();

  constructor(config: QueryClientConfig = {}) {
    const q = config.defaultOptions?.queries ?? {};
    this.defaults = {
      staleTime: q.staleTime ?? 0,
      retry: q.retry ?? 3,
      gcTime: q.gcTime ?? 5 * 60_000,
      mutationRetry: config.defaultOptions?.mutations?.retry ?? 0,
    };
  }

  /** The query of `key`, created on first use. */
  query<T>(key: QueryKey): Query<T> {
    const hash = hashKey(key);
    let query = this.queries.get(hash);
    if (!query) {
      query = new Query<unknown>(this, key, hash);
      this.queries.set(hash, query);
    }
    return query as Query<T>;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.queries.get(hashKey(key))?.state.data as T | undefined;
  }

  /** Replaces a query's data (an updater gets the held data; returning undefined changes nothing). */
  setQueryData<T>(key: QueryKey, updater: T | undefined | ((held: T | undefined) => T | undefined)): T | undefined {
    const query = this.query<T>(key);
    const next = typeof updater === 'function' ? (updater as (held: T | undefined) => T | undefined)(query.state.data) : updater;
    if (next !== undefined) query.setData(next);
    return next;
  }

  /** Marks the queries under `queryKey` (all without one) stale and fetches again those on screen. */
  async invalidateQueries({ queryKey }: { queryKey?: QueryKey } = {}): Promise<void> {
    const matched = [...this.queries.values()].filter((q) => !queryKey || partialMatch(q.queryKey, queryKey));
    for (const q of matched) q.setState({ isInvalidated: true });
    await Promise.all(matched.map((q) => (q.observed ? q.refetch(true).catch(() => undefined) : undefined)));
  }

  /** Drops a query (gc), aborting its fetch in flight. */
  remove(query: Query<unknown>) {
    if (this.queries.get(query.hash) === query) this.queries.delete(query.hash);
    query.cancel();
  }

  /** Drops every query (tests, sign-out), aborting their fetches in flight. */
  clear() {
    for (const query of this.queries.values()) query.cancel();
    this.queries.clear();
  }
}
