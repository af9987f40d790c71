/**
 * The data layer (cache.ts, hooks.tsx): what the features rely on from TanStack Query's semantics,
 * which it replaced (docs/architecture.md, "Our own data layer instead of TanStack Query"): one fetch per key however
 * many observe it, freshness, invalidation by key prefix (objects partially), infinite pages, retries, mutations'
 * callbacks, and dropping unused queries; and what is ours: each fetch's AbortSignal (aborted when replaced or
 * dropped, its outcome then ignored), polling only while the page is visible, and the held data given to a fetcher.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { hashKey, QueryClient, replaceEqualDeep, withRetry } from './cache';
import { QueryClientProvider, useInfiniteQuery, useMutation, useQuery } from './hooks';

const client = (config?: ConstructorParameters<typeof QueryClient>[0]) =>
  new QueryClient(config ?? { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function wrapperOf(qc: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  };
}

function Show({ id, fn, staleTime }: { id: string; fn: () => Promise<string>; staleTime?: number }) {
  const q = useQuery({ queryKey: ['things', 'detail', id], queryFn: fn, staleTime });
  return <p data-testid={`show-${id}`}>{q.data ?? (q.error ? `error: ${q.error.message}` : q.fetchStatus)}</p>;
}

describe('keys', () => {
  it('name the same query whatever the order of an object key', () => {
    expect(hashKey(['jobs', 'open', { a: 1, b: 'x' }])).toBe(hashKey(['jobs', 'open', { b: 'x', a: 1 }]));
    expect(hashKey(['jobs', 'open', { a: 1 }])).not.toBe(hashKey(['jobs', 'open', { a: 2 }]));
  });
});

describe('replaceEqualDeep', () => {
  const json = fc.jsonValue();

  it('copies a "__proto__" key as data, never as the prototype', () => {
    const next = JSON.parse('{"a":{"__proto__":{"polluted":true}}}') as { a: Record<string, unknown> };
    const out = replaceEqualDeep({ a: { x: 1 } }, next);
    expect(Object.getPrototypeOf(out.a)).toBe(Object.prototype);
    expect(Object.keys(out.a)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a value equal to the new one', () => {
    fc.assert(fc.property(json, json, (a, b) => expect(replaceEqualDeep(a, b)).toEqual(b)));
  });

  it('keeps the held object when the new answer is equal', () => {
    fc.assert(fc.property(json, (a) => replaceEqualDeep(a, JSON.parse(JSON.stringify(a)) as unknown) === a));
  });

  it('keeps the unchanged parts of a changed answer', () => {
    const held = {
      items: [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
      next: null,
    };
    const next = replaceEqualDeep(held, {
      items: [
        { id: 'a', n: 1 },
        { id: 'b', n: 3 },
      ],
      next: null,
    });
    expect(next).not.toBe(held);
    expect(next.items[0]).toBe(held.items[0]);
    expect(next.items[1]).toEqual({ id: 'b', n: 3 });
  });

  it('never merges what is not plain data (a Blob is replaced, even by an equal-looking one)', () => {
    const a = new Blob(['a']);
    const b = new Blob(['b']);
    expect(replaceEqualDeep(a, b)).toBe(b);
  });
});

describe('withRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries again as the retry rule says, after 1 s, then rejects with the last error', async () => {
    const fn = jest.fn().mockRejectedValue(new Error('down'));
    const done = withRetry(fn, (count) => count < 1).catch((e: Error) => e.message);
    await jest.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe('down');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('stops once its signal is aborted: the backoff ends at once and no more tries', async () => {
    const fn = jest.fn().mockRejectedValue(new Error('down'));
    const controller = new AbortController();
    const done = withRetry(fn, 3, controller.signal).catch((e: Error) => e.message);
    await jest.advanceTimersByTimeAsync(500);
    expect(fn).toHaveBeenCalledTimes(1);
    controller.abort();
    // Settled without the clock moving on: the sleep ended with the abort.
    await expect(done).resolves.toBe('down');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes a number as the most retries', async () => {
    const fn = jest.fn().mockRejectedValueOnce(new Error('1')).mockRejectedValueOnce(new Error('2')).mockResolvedValue('ok');
    const done = withRetry(fn, 2);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

describe('useQuery', () => {
  it('fetches once for every component showing the same key, and reads as fetching from the first render', async () => {
    const fn = jest.fn().mockResolvedValue('one');
    render(
      <QueryClientProvider client={client()}>
        <Show id="1" fn={fn} />
        <Show id="1" fn={fn} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('fetching')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('one')).toHaveLength(2));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('shows a fresh answer again without a fetch, and a stale one while fetching again', async () => {
    const qc = client();
    const fn = jest.fn().mockResolvedValueOnce('first').mockResolvedValue('second');
    const first = render(<Show id="1" fn={fn} staleTime={60_000} />, { wrapper: wrapperOf(qc) });
    await screen.findByText('first');
    first.unmount();
    const second = render(<Show id="1" fn={fn} staleTime={60_000} />, { wrapper: wrapperOf(qc) });
    expect(screen.getByText('first')).toBeTruthy();
    expect(fn).toHaveBeenCalledTimes(1);
    second.unmount();
    render(<Show id="1" fn={fn} staleTime={0} />, { wrapper: wrapperOf(qc) });
    expect(screen.getByText('first')).toBeTruthy();
    await screen.findByText('second');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('starts with its initial data (an answer that came with the session): shown in the first render, not fetched while fresh', () => {
    const fn = jest.fn().mockResolvedValue('fetched');
    const initial = jest.fn(() => 'preloaded');
    function Preloaded() {
      const q = useQuery({ queryKey: ['landing'], queryFn: fn, staleTime: 30_000, initialData: initial });
      return <p data-testid="preloaded">{q.data ?? q.fetchStatus}</p>;
    }
    const qc = client();
    const first = render(<Preloaded />, { wrapper: wrapperOf(qc) });
    expect(screen.getByTestId('preloaded').textContent).toBe('preloaded');
    first.unmount();
    render(<Preloaded />, { wrapper: wrapperOf(qc) });
    expect(screen.getByTestId('preloaded').textContent).toBe('preloaded');
    expect(fn).not.toHaveBeenCalled();
    // Asked only while the cache held nothing.
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('does not fetch while disabled, and reads as idle', async () => {
    const fn = jest.fn().mockResolvedValue('x');
    const { result, rerender } = renderHook(({ enabled }) => useQuery({ queryKey: ['banks'], queryFn: fn, enabled }), {
      wrapper: wrapperOf(client()),
      initialProps: { enabled: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
    expect(fn).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('x'));
  });

  it('keeps the data and reports the error when a later fetch fails', async () => {
    const fn = jest.fn().mockResolvedValueOnce('held').mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useQuery({ queryKey: ['k'], queryFn: fn }), { wrapper: wrapperOf(client()) });
    await waitFor(() => expect(result.current.data).toBe('held'));
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: 'held', status: 'error', isError: true });
    expect(result.current.error?.message).toBe('offline');
  });

  it('fetches every interval while the rule says so', async () => {
    jest.useFakeTimers();
    try {
      let answer = 'awaiting';
      const fn = jest.fn(() => Promise.resolve(answer));
      renderHook(
        () =>
          useQuery({
            queryKey: ['contract'],
            queryFn: fn,
            refetchInterval: (q) => (q.state.data === 'paid' ? false : 2000),
          }),
        { wrapper: wrapperOf(client()) },
      );
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(fn).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(fn).toHaveBeenCalledTimes(2);
      answer = 'paid';
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(fn).toHaveBeenCalledTimes(3);
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(fn).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('polls only while the page is visible, and fetches at once when it is shown again', async () => {
    jest.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const show = (value: DocumentVisibilityState) =>
      act(() => {
        visibility = value;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    try {
      const fn = jest.fn(() => Promise.resolve('badges'));
      renderHook(() => useQuery({ queryKey: ['badges'], queryFn: fn, refetchInterval: 30_000 }), {
        wrapper: wrapperOf(client()),
      });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(fn).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(fn).toHaveBeenCalledTimes(2);

      show('hidden');
      await act(() => jest.advanceTimersByTimeAsync(120_000));
      expect(fn).toHaveBeenCalledTimes(2);

      show('visible');
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(fn).toHaveBeenCalledTimes(3);
      // The next one an interval after that fetch.
      await act(() => jest.advanceTimersByTimeAsync(29_999));
      expect(fn).toHaveBeenCalledTimes(3);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(fn).toHaveBeenCalledTimes(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shares each poll between the components polling one query', async () => {
    jest.useFakeTimers();
    try {
      const fn = jest.fn(() => Promise.resolve('n'));
      function Poller() {
        useQuery({ queryKey: ['polled'], queryFn: fn, refetchInterval: 3000, staleTime: Infinity });
        return null;
      }
      const qc = client();
      const first = render(<Poller />, { wrapper: wrapperOf(qc) });
      await act(() => jest.advanceTimersByTimeAsync(1000));
      render(<Poller />, { wrapper: wrapperOf(qc) });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(fn).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(9000));
      expect(fn).toHaveBeenCalledTimes(4);
      first.unmount();
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(fn).toHaveBeenCalledTimes(5);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the fetcher the data it holds (ours: a fetcher that asks only for what is new)', async () => {
    const fn = jest.fn((_: unknown, held: number[] | undefined) => Promise.resolve([...(held ?? []), (held?.length ?? 0) + 1]));
    const { result } = renderHook(() => useQuery({ queryKey: ['grows'], queryFn: fn }), { wrapper: wrapperOf(client()) });
    await waitFor(() => expect(result.current.data).toEqual([1]));
    await act(() => result.current.refetch());
    expect(result.current.data).toEqual([1, 2]);
    expect(fn.mock.calls.map(([, held]) => held)).toEqual([undefined, [1]]);
  });

  it('drops a query nothing has shown for its gc time', async () => {
    jest.useFakeTimers();
    try {
      const qc = client({ defaultOptions: { queries: { retry: false, gcTime: 1000 } } });
      const view = render(<Show id="1" fn={() => Promise.resolve('v')} />, { wrapper: wrapperOf(qc) });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(qc.getQueryData(['things', 'detail', '1'])).toBe('v');
      view.unmount();
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(qc.getQueryData(['things', 'detail', '1'])).toBe('v');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(qc.getQueryData(['things', 'detail', '1'])).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('invalidateQueries', () => {
  it('fetches again what is on screen under the key (objects matching partially), and the rest when next shown', async () => {
    const qc = client();
    const fetched: string[] = [];
    const fn = (name: string) => () => {
      fetched.push(name);
      return Promise.resolve(`${name}#${fetched.filter((f) => f === name).length}`);
    };
    function Lists() {
      const open = useQuery({ queryKey: ['jobs', 'open', { keyword: 'カット', page: 1 }], queryFn: fn('open') });
      const mine = useQuery({ queryKey: ['jobs', 'mine', 'published'], queryFn: fn('mine') });
      return (
        <p data-testid="lists">
          {open.data} {mine.data}
        </p>
      );
    }
    qc.setQueryData(['jobs', 'open', { keyword: 'ネイル' }], 'hidden#0');
    render(<Lists />, { wrapper: wrapperOf(qc) });
    await waitFor(() => expect(screen.getByTestId('lists').textContent).toBe('open#1 mine#1'));

    await act(() => qc.invalidateQueries({ queryKey: ['jobs', 'open', {}] }));
    expect(screen.getByTestId('lists').textContent).toBe('open#2 mine#1');
    // Not on screen: only marked, fetched when shown.
    expect(fetched).toEqual(['open', 'mine', 'open']);
    expect(qc.getQueryData(['jobs', 'open', { keyword: 'ネイル' }])).toBe('hidden#0');
    expect(qc.query(['jobs', 'open', { keyword: 'ネイル' }]).isStale(Infinity)).toBe(true);

    await act(() => qc.invalidateQueries({ queryKey: ['jobs'] }));
    expect(screen.getByTestId('lists').textContent).toBe('open#3 mine#2');
  });
});

describe('a fetch in flight when the data changes', () => {
  it('loses to the fetch an invalidation starts: its older answer is dropped', async () => {
    const qc = client();
    const answers: ((v: string) => void)[] = [];
    const fn = () => new Promise<string>((resolve) => answers.push(resolve));
    const { result } = renderHook(() => useQuery({ queryKey: ['contract', 'c1'], queryFn: fn }), {
      wrapper: wrapperOf(qc),
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    let invalidated: Promise<void> | undefined;
    act(() => {
      invalidated = qc.invalidateQueries({ queryKey: ['contract'] });
    });
    expect(answers).toHaveLength(2);
    await act(async () => {
      answers[1]('after the change');
      answers[0]('before the change');
      await invalidated;
    });
    expect(result.current.data).toBe('after the change');
  });

  it('aborts the replaced fetch: its late answer or error never lands, its callers get the newer answer', async () => {
    const qc = client();
    const calls: { signal: AbortSignal; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
    const fn = ({ signal }: { signal: AbortSignal }) =>
      new Promise<string>((resolve, reject) => calls.push({ signal, resolve, reject }));
    const { result } = renderHook(() => useQuery({ queryKey: ['contract', 'c1'], queryFn: fn }), {
      wrapper: wrapperOf(qc),
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const first = qc.query(['contract', 'c1']).fetch(() => Promise.resolve('joined'), false);
    act(() => void qc.invalidateQueries({ queryKey: ['contract'] }));
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);

    // The aborted call fails late (as an aborted fetch does): nothing of it is shown.
    await act(async () => calls[0].reject(new Error('The operation was aborted')));
    expect(result.current).toMatchObject({ status: 'pending', error: null, isFetching: true });
    await act(async () => calls[1].resolve('after the change'));
    expect(result.current).toMatchObject({ data: 'after the change', status: 'success', isFetching: false });
    // Who joined the replaced fetch gets the newer answer.
    await expect(first).resolves.toBe('after the change');

    // An answer that comes late anyway (a fetcher that ignores its signal) is dropped too.
    act(() => void result.current.refetch());
    act(() => void result.current.refetch());
    await act(async () => {
      calls[3].resolve('newest');
      calls[2].resolve('older');
    });
    expect(result.current.data).toBe('newest');
  });

  it('aborts the fetch of a query dropped while in flight (unmounted, then garbage-collected), and of a cleared client', async () => {
    jest.useFakeTimers();
    try {
      const qc = client({ defaultOptions: { queries: { retry: false, gcTime: 1000 } } });
      const signals: AbortSignal[] = [];
      const fn = ({ signal }: { signal: AbortSignal }) => {
        signals.push(signal);
        return new Promise<string>(() => undefined);
      };
      const view = render(<Show id="1" fn={fn as () => Promise<string>} />, { wrapper: wrapperOf(qc) });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(signals).toHaveLength(1);
      view.unmount();
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(signals[0].aborted).toBe(false);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(signals[0].aborted).toBe(true);

      // Shown again: a new query, fetched anew.
      render(<Show id="1" fn={fn as () => Promise<string>} />, { wrapper: wrapperOf(qc) });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(signals).toHaveLength(2);
      act(() => qc.clear());
      expect(signals[1].aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops retrying a replaced fetch', async () => {
    jest.useFakeTimers();
    try {
      const qc = client({ defaultOptions: { queries: { retry: 3 } } });
      const failing = jest.fn().mockRejectedValue(new Error('down'));
      const query = qc.query<string>(['retried']);
      const replaced = query.fetch(failing, 3).catch((e: Error) => e.message);
      await jest.advanceTimersByTimeAsync(500);
      expect(failing).toHaveBeenCalledTimes(1);
      const newer = query.fetch(() => Promise.resolve('ok'), 0, { replace: true });
      await expect(newer).resolves.toBe('ok');
      await expect(replaced).resolves.toBe('ok');
      await jest.advanceTimersByTimeAsync(60_000);
      expect(failing).toHaveBeenCalledTimes(1);
      expect(query.state).toMatchObject({ data: 'ok', error: null, status: 'success' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a query written while nothing shows it, after its gc time', async () => {
    jest.useFakeTimers();
    try {
      const qc = client({ defaultOptions: { queries: { gcTime: 1000 } } });
      qc.setQueryData(['jobs', 'detail', 'j1'], { id: 'j1' });
      await jest.advanceTimersByTimeAsync(1000);
      expect(qc.getQueryData(['jobs', 'detail', 'j1'])).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useInfiniteQuery', () => {
  const pages: Record<string, { items: number[]; next: string | null }> = {
    first: { items: [1, 2], next: 'b' },
    b: { items: [3, 4], next: 'c' },
    c: { items: [5], next: null },
  };

  it('adds pages, knows when there are no more, and fetches as many again from the first after an invalidation', async () => {
    const qc = client();
    const fn = jest.fn(({ pageParam }: { pageParam: string | null }) => Promise.resolve(pages[pageParam ?? 'first']));
    const { result } = renderHook(
      () =>
        useInfiniteQuery({
          queryKey: ['list'],
          queryFn: fn,
          initialPageParam: null as string | null,
          getNextPageParam: (last) => last.next,
        }),
      { wrapper: wrapperOf(qc) },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual([1, 2, 3, 4]);
    expect(result.current.data?.pageParams).toEqual([null, 'b']);

    fn.mockClear();
    await act(() => qc.invalidateQueries({ queryKey: ['list'] }));
    expect(fn.mock.calls.map(([c]) => c.pageParam)).toEqual([null, 'b']);

    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('useMutation', () => {
  it('runs onMutate, the call, onSuccess and onSettled in order before it resolves', async () => {
    const order: string[] = [];
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async (n: number) => {
            order.push(`call ${n}`);
            return n * 2;
          },
          onMutate: (n) => void order.push(`mutate ${n}`),
          onSuccess: async (d) => {
            await Promise.resolve();
            order.push(`success ${d}`);
          },
          onSettled: (d, e) => void order.push(`settled ${d} ${e}`),
        }),
      { wrapper: wrapperOf(client()) },
    );
    await act(async () => expect(await result.current.mutateAsync(4)).toBe(8));
    expect(order).toEqual(['mutate 4', 'call 4', 'success 8', 'settled 8 null']);
    expect(result.current).toMatchObject({ status: 'success', isSuccess: true, data: 8 });
  });

  it('rejects with the original error after onError and onSettled, and mutate reports it to its own callback', async () => {
    class Conflict extends Error {}
    const onError = jest.fn();
    const onSettled = jest.fn();
    const { result } = renderHook(
      () => useMutation({ mutationFn: () => Promise.reject(new Conflict('moved on')), onError, onSettled }),
      { wrapper: wrapperOf(client()) },
    );
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.mutateAsync().catch((e: unknown) => e);
    });
    expect(thrown).toBeInstanceOf(Conflict);
    expect(onError).toHaveBeenCalledWith(thrown, undefined, undefined);
    expect(onSettled).toHaveBeenCalledWith(undefined, thrown, undefined, undefined);
    expect(result.current).toMatchObject({ status: 'error', isError: true });

    const own = jest.fn();
    act(() => result.current.mutate(undefined, { onError: own }));
    await waitFor(() => expect(own).toHaveBeenCalledWith(expect.any(Conflict), undefined));
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('is pending while the call runs', async () => {
    let finish: (v: string) => void = () => undefined;
    const { result } = renderHook(() => useMutation({ mutationFn: () => new Promise<string>((resolve) => (finish = resolve)) }), {
      wrapper: wrapperOf(client()),
    });
    let done: Promise<string> | undefined;
    await act(async () => {
      done = result.current.mutateAsync();
      await Promise.resolve();
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      finish('ok');
      await done;
    });
    expect(result.current.isPending).toBe(false);
  });
});
