/**
 * Code loaded ahead of rendering (docs/architecture.md, "No Suspense fallback before the first screen"). React.lazy
 * suspends on its first render even when its chunk arrived long before, and React reveals a Suspense boundary's
 * content no sooner than 300 ms after its fallback appeared (react-dom's fallback throttle): every first screen used
 * to sit idle for about 300 ms after its last chunk and the session had arrived. A preload remembers its module
 * once it has loaded, and `lazyPreloaded` (lib/lazyPreloaded.ts) then renders it at once, without a
 * fallback. No React here: the entry (main.tsx) starts preloads before React has loaded.
 */
export interface Preload<M> {
  /** Loads the module (once; again after a failure). */
  (): Promise<M>;
  /** The module, if it has loaded. */
  peek(): M | undefined;
}

export function preload<M>(load: () => Promise<M>): Preload<M> {
  let loading: Promise<M> | undefined;
  let loaded: { module: M } | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (e: unknown) => {
        loading = undefined; // a chunk that failed to load can be asked for again
        throw e;
      },
    ));
  return Object.assign(start, { peek: () => loaded?.module });
}

/** Two preloads as one: loaded when both are. */
export function preloadBoth<A, B>(a: Preload<A>, b: Preload<B>): Preload<[A, B]> {
  const both = () => Promise.all([a(), b()]);
  return Object.assign(both, {
    peek: () => {
      const [x, y] = [a.peek(), b.peek()];
      return x !== undefined && y !== undefined ? ([x, y] as [A, B]) : undefined;
    },
  });
}
