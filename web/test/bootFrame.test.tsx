/**
 * The first paint on a slow network (index.html): for a contract page or a room the HTML itself draws
 * the app's frame and the page's skeleton, chosen by the address, busy and announced as 読み込み中;
 * elsewhere the spinner. The app keeps it while it loads and replaces it with the page (app/Root.tsx).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../src/components/theme/system';
import { contractFixture } from '../src/features/contracts/testing';
import type { BootResult } from '../src/features/session/boot';
import { SessionProvider } from '../src/features/session/SessionProvider';
import { primeResponses } from '../src/lib/api/client';
import { CLIENT, PATHS, WORKER } from '../src/lib/paths';
import { NAV_TABS } from '../src/app/AppNav';
import { matchPage, pageModules } from '../src/app/pageLoaders';
import { Root } from '../src/app/Root';
import { sessionPayload } from './sessionPayload';

jest.mock('../src/lib/firebaseAuth', () => ({
  ensureSignedIn: jest.fn(() => Promise.resolve()),
  currentIdToken: jest.fn(() => Promise.resolve('test-token')),
  setCustomToken: jest.fn(),
}));
jest.mock('../src/lib/line/friendship', () => ({
  checkFriendship: jest.fn(() => Promise.resolve('friend')),
  useFriendship: () => 'friend',
  addFriendInLine: () => false,
}));

const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
/** The body as the browser parses it, without the app's module script. */
const body = /<body>([\s\S]*)<\/body>/.exec(html)![1].replace(/<script type="module"[^>]*><\/script>/, '');

/** Loads index.html's body at `url` and runs its inline script, as the browser does before any other script. */
function openHtml(url: string): HTMLElement {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = body;
  const inline = [...document.querySelectorAll('script')].filter((s) => !s.src);
  expect(inline).toHaveLength(1);
  new Function(inline[0].textContent!)();
  return document.getElementById('boot')!;
}

/** The text a skeleton shows: index.html writes its labels as `data-t` (drawn by CSS, not in the text). */
const shown = (e: Element) => e.getAttribute('data-t');
/** The tab bar's labels for `side`: the other side's tabs and labels are hidden by its side class. */
function tabLabels(boot: HTMLElement, side: 'client' | 'worker') {
  const other = side === 'client' ? 'b-w' : 'b-c';
  return [...boot.querySelectorAll('.b-tab')]
    .filter((t) => !t.classList.contains(other))
    .map((t) => ({
      label: [...t.querySelectorAll('i[data-t]')]
        .filter((i) => !i.classList.contains(other))
        .map(shown)
        .join(''),
      active: t.classList.contains('b-on'),
    }));
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('index.html before any script', () => {
  it.each(['worker', 'client'] as const)('draws the %s contract page: header, status card, buttons, tab bar', (side) => {
    const boot = openHtml(`/${side}/project-managements/c-1`);
    expect(boot.getAttribute('aria-busy')).toBe('true');
    expect(boot.dataset.shape).toBe('contract');
    expect(boot.className).toBe(`b-${side}`);
    // Announced as loading; the drawing itself is hidden from assistive technology.
    const status = within(boot).getByRole('status');
    expect(status.textContent).toBe('読み込み中');
    expect(status.className).toBe('b-vh');
    expect(boot.querySelector('.boot-spinner')).toBeNull();
    const frame = boot.querySelector('.b-col')!;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(shown(frame.querySelector('.b-hd .b-h1')!)).toBe('契約詳細');
    expect(frame.querySelector('.b-hd .b-bk svg')).not.toBeNull();
    expect(frame.querySelectorAll('.b-card .b-s').length).toBeGreaterThanOrEqual(4);
    expect(frame.querySelectorAll(':scope > .b-g > .b-s').length).toBeGreaterThanOrEqual(2);
    // The side's tab bar as app/AppNav.tsx draws it, 案件管理 current.
    expect(boot.querySelector('.b-nav')!.getAttribute('aria-hidden')).toBe('true');
    expect(tabLabels(boot, side)).toEqual(
      NAV_TABS[side].map((t) => ({ label: t.label, active: t.to === PATHS[side].contracts })),
    );
  });

  it.each(['client', 'worker'] as const)('draws the %s room: header, contract bar, messages, composer, no tab bar', (side) => {
    const boot = openHtml(`/${side}/messages/c-1`);
    expect(boot.getAttribute('aria-busy')).toBe('true');
    expect(boot.dataset.shape).toBe('room');
    expect(boot.className).toBe(`b-${side}`);
    expect(within(boot).getByRole('status').textContent).toBe('読み込み中');
    const room = boot.querySelector('.b-room')!;
    expect(room.getAttribute('aria-hidden')).toBe('true');
    expect(room.querySelector('.b-rh .b-bk svg')).not.toBeNull();
    expect(shown(room.querySelector('.b-bar .b-more i')!)).toBe('契約を見る');
    const bubbles = room.querySelectorAll('.b-msgs > .b-s');
    expect(bubbles.length).toBeGreaterThanOrEqual(3);
    expect(room.querySelectorAll('.b-msgs > .b-own').length).toBeGreaterThanOrEqual(1);
    expect(room.querySelector('.b-comp')).not.toBeNull();
    expect(boot.querySelector('.b-nav')).toBeNull();
  });

  it('follows a LIFF permanent link’s liff.state', () => {
    expect(openHtml('/?liff.state=%2Fworker%2Fmessages%2Fc-1').dataset.shape).toBe('room');
    expect(openHtml('/?liff.state=%2Fclient%2Fproject-managements%2Fc-1%3Fpaid%3D1').dataset.shape).toBe('contract');
  });

  it('shows the spinner everywhere else', () => {
    for (const url of ['/', '/worker/projects', '/client/messages', '/?liff.state=%2Fworker%2Fmypage', '/nope']) {
      const boot = openHtml(url);
      expect(boot.dataset.shape).toBeUndefined();
      expect(boot.getAttribute('aria-busy')).toBe('true');
      expect(within(boot).getByRole('status').getAttribute('aria-label')).toBe('読み込み中');
      expect(boot.querySelector('.boot-spinner')).not.toBeNull();
    }
  });

  it('picks a skeleton for exactly the paths the router opens as a contract page or a room', () => {
    const shapes: Record<string, string> = {
      [CLIENT.contract]: 'contract',
      [WORKER.contract]: 'contract',
      [CLIENT.room]: 'room',
      [WORKER.room]: 'room',
    };
    for (const path of Object.keys(pageModules)) {
      const url = path.replace(/:id/g, 'x-1');
      expect([url, openHtml(url).dataset.shape]).toEqual([url, shapes[matchPage(url)!]]);
    }
  });
});

describe('the app over the skeleton', () => {
  it('keeps it while the session loads, then replaces it with the page', async () => {
    // Pages load their other data: keep those requests pending.
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    openHtml(`${WORKER.contract.replace(':id', 'c1')}`);
    let resolve!: (r: BootResult) => void;
    const booting = new Promise<BootResult>((r) => (resolve = r));
    render(
      <ChakraProvider value={system}>
        <SessionProvider booting={booting}>
          <Root />
        </SessionProvider>
      </ChakraProvider>,
    );
    // No spinner of the app's own over the skeleton: one status, the skeleton's.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.querySelector('#boot[data-shape="contract"]')).not.toBeNull();

    // The contract came with the session (common/src/landing.ts).
    primeResponses({ '/liff/contracts/c1': contractFixture({ status: 'in_progress' }) });
    resolve({ session: sessionPayload({ isActive: true, isWorker: true, type: 'worker' }), preloaded: true });
    // (A generous wait: the routed app's modules load through Jest's require on a busy machine.)
    expect(await screen.findByTestId('contract-status', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.getElementById('boot')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '契約詳細' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: '読み込み中' })).toBeNull(), { timeout: 10_000 });
  }, 30_000);
});
