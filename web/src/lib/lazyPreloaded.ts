/** React.lazy for a preload (lib/preload.ts); a module of its own, so the entry does not import React. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Preload } from './preload';

/**
 * React.lazy over a preload: when the module has loaded, the first render resolves it at once (a
 * thenable that calls back synchronously, which React.lazy accepts), so no fallback is shown and the
 * content is not held back; otherwise it suspends as React.lazy does.
 */
// The constraint React.lazy has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPreloaded<M, C extends ComponentType<any>>(
  module: Preload<M>,
  pick: (module: M) => C,
): LazyExoticComponent<C> {
  return lazy(() => {
    const loaded = module.peek();
    if (loaded === undefined) return module().then((m) => ({ default: pick(m) }));
    const resolved = { default: pick(loaded) };
    const thenable = { then: (onFulfilled: (value: typeof resolved) => unknown) => onFulfilled(resolved) };
    return thenable as unknown as Promise<typeof resolved>;
  });
}
