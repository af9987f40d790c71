/**
 * Preloads (docs/architecture.md, "No Suspense fallback before the first screen"): a module loaded ahead of rendering
 * renders at once, without the Suspense fallback that React would hold for 300 ms before revealing the screen.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPreloaded } from './lazyPreloaded';
import { preload, preloadBoth } from './preload';

const Hello = () => <p>こんにちは</p>;

describe('preload', () => {
  it('loads once, and tells the module once it has loaded', async () => {
    const load = jest.fn(() => Promise.resolve({ value: 1 }));
    const p = preload(load);
    expect(p.peek()).toBeUndefined();
    const first = p();
    expect(p()).toBe(first);
    await expect(first).resolves.toEqual({ value: 1 });
    expect(p.peek()).toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure (a chunk that did not arrive)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ value: 2 });
    const p = preload(load);
    await expect(p()).rejects.toThrow('network');
    expect(p.peek()).toBeUndefined();
    await expect(p()).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadBoth has loaded when both have', async () => {
    const a = preload(() => Promise.resolve('a'));
    let resolveB!: (v: string) => void;
    const b = preload(() => new Promise<string>((r) => (resolveB = r)));
    const both = preloadBoth(a, b);
    const loading = both();
    await a();
    expect(both.peek()).toBeUndefined();
    resolveB('b');
    await expect(loading).resolves.toEqual(['a', 'b']);
    expect(both.peek()).toEqual(['a', 'b']);
  });
});

describe('lazyPreloaded', () => {
  it('renders a loaded module in the first render: the fallback never shows', async () => {
    const p = preload(() => Promise.resolve({ default: Hello }));
    await p();
    const Lazy = lazyPreloaded(p, (m) => m.default);
    render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('こんにちは')).toBeTruthy();
    expect(screen.queryByText('読み込み中')).toBeNull();
  });

  it('suspends as React.lazy does while the module is still loading', async () => {
    let resolve!: (m: { default: typeof Hello }) => void;
    const p = preload(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    const Lazy = lazyPreloaded(p, (m) => m.default);
    render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('読み込み中')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(await screen.findByText('こんにちは')).toBeTruthy();
  });
});
