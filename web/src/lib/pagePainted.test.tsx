/**
 * pagePainted: the shell waits for a page's first data before it signs in to Firebase and loads the
 * rest (docs/architecture.md, "First screen painted" means first data), so a page showing only its skeleton has not
 * painted yet.
 */
import type * as ReactModule from 'react';
import type * as Rtl from '@testing-library/react/pure';

type PagePaintedModule = typeof import('./pagePainted');

/** A fresh module per test (its state is module-wide, once per app start), with React from the same registry. */
function fresh() {
  let m!: { pp: PagePaintedModule; React: typeof ReactModule; rtl: typeof Rtl };
  jest.isolateModules(() => {
    m = {
      pp: jest.requireActual('./pagePainted'),
      React: jest.requireActual('react'),
      // The pure build: the default one registers its cleanup hooks on import, which a test may not do.
      rtl: jest.requireActual('@testing-library/react/pure'),
    };
  });
  const { pp, React, rtl } = m;
  const seen: boolean[] = [];
  function Probe() {
    seen.push(pp.usePagePainted());
    return null;
  }
  function Skeleton() {
    pp.useHoldsPagePaint();
    return React.createElement('p', null, '読み込み中');
  }
  let showData = () => {};
  function Page() {
    const [data, setData] = React.useState(false);
    showData = () => setData(true);
    return data ? React.createElement('p', null, '案件') : React.createElement(Skeleton);
  }
  const h = React.createElement;
  cleanup = rtl.cleanup;
  return { seen, rtl, h, Probe, Page, PagePainted: pp.PagePainted, showData: () => showData(), hold: pp.PLACEHOLDER_HOLD_MS };
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('pagePainted', () => {
  it('is false until a page has committed', () => {
    const { seen, rtl, h, Probe } = fresh();
    rtl.render(h(Probe));
    expect(seen.at(-1)).toBe(false);
  });

  it('waits while the page shows a placeholder, and turns true once its data replaced it', () => {
    const { seen, rtl, h, Probe, Page, PagePainted, showData } = fresh();
    rtl.render(h('div', null, h(Probe), h(Page), h(PagePainted)));
    expect(seen.at(-1)).toBe(false);
    rtl.act(() => showData());
    expect(seen.at(-1)).toBe(true);
  });

  it('turns true after PLACEHOLDER_HOLD_MS when the placeholder never goes (a list that never loads)', () => {
    jest.useFakeTimers();
    try {
      const { seen, rtl, h, Probe, Page, PagePainted, hold } = fresh();
      rtl.render(h('div', null, h(Probe), h(Page), h(PagePainted)));
      rtl.act(() => void jest.advanceTimersByTime(hold - 1));
      expect(seen.at(-1)).toBe(false);
      rtl.act(() => void jest.advanceTimersByTime(1));
      expect(seen.at(-1)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('turns true at once for a page without a placeholder', () => {
    const { seen, rtl, h, Probe, PagePainted } = fresh();
    rtl.render(h('div', null, h(Probe), h('p', null, '案件'), h(PagePainted)));
    expect(seen.at(-1)).toBe(true);
  });
});
