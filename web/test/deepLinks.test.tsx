/**
 * Deep links survive the gates (docs/product/screens.md#gates): a link opened by a user who still has to verify or
 * onboard is remembered and followed once the gates are passed; only in-app paths are ever
 * followed; a link to the other side ends on the user's own top without a loop; liff.state.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { SessionPayload } from '@common/api';
import { system } from '../src/components/theme/system';
import { SessionProvider, useSessionState } from '../src/features/session/SessionProvider';
import { INTENDED_PATH_TTL_MS, noteEntry, pendingIntendedPath } from '../src/features/session/intendedPath';
import { Root } from '../src/app/Root';
import type { BootResult } from '../src/features/session/boot';
import { fetchSession } from '../src/lib/api/session';
import { checkFriendship } from '../src/lib/line/friendship';
import { SIDE_TOP } from '../src/lib/paths';
import { sessionPayload } from './sessionPayload';

jest.mock('../src/lib/firebaseAuth', () => ({
  ensureSignedIn: jest.fn(() => Promise.resolve()),
  currentIdToken: jest.fn(() => Promise.resolve('test-token')),
  setCustomToken: jest.fn(),
}));
jest.mock('../src/lib/api/session', () => ({ ...jest.requireActual('../src/lib/api/session'), fetchSession: jest.fn() }));
jest.mock('../src/lib/line/friendship', () => ({
  checkFriendship: jest.fn(() => Promise.resolve('friend')),
  useFriendship: () => 'friend',
  addFriendInLine: () => false,
}));

const KEY = 'intendedPath';
const ROOM = '/worker/messages/x';

const session = (user: Partial<SessionPayload['user']> = {}) => sessionPayload({ isWorker: true, ...user });
const unverified = () => session();
const noSide = () => session({ isActive: true });
const worker = () => session({ isActive: true, type: 'worker' });

/** What the onboarding's completion screen does: navigate, then reload the session. */
const finish: { current: (to: string) => Promise<void> } = { current: async () => undefined };
function CompletionProbe() {
  const navigate = useNavigate();
  const { refetch } = useSessionState();
  finish.current = async (to) => {
    await navigate(to, { replace: true });
    await refetch();
  };
  return null;
}
/**
 * The probe in a router of its own while the gates hold the user, as the setup wizard has one
 * (features/onboarding/InitialSetup.tsx): the gate screens render without the app's router.
 */
function WizardProbe() {
  const { state } = useSessionState();
  const gated = state.status === 'ready' && (!state.session.user.isActive || !state.session.user.type);
  return gated ? (
    <BrowserRouter>
      <CompletionProbe />
    </BrowserRouter>
  ) : null;
}

/** Opens the app at `url` (the page's address, as after a full load) with the boot's session. */
function openApp(url: string, payload: SessionPayload) {
  window.history.replaceState(null, '', url);
  return render(
    <ChakraProvider value={system}>
      <SessionProvider booting={Promise.resolve({ session: payload } satisfies BootResult)}>
        <Root />
        <WizardProbe />
      </SessionProvider>
    </ChakraProvider>,
  );
}

/** The address the app is at (the routed app's router is the browser's history). */
const at = () => `${window.location.pathname}${window.location.search}`;

/** The pathnames the app navigates to from now on (history entries pushed or replaced with an address). */
function recordNavigations(): () => string[] {
  const push = jest.spyOn(window.history, 'pushState');
  const replace = jest.spyOn(window.history, 'replaceState');
  return () =>
    [...push.mock.calls, ...replace.mock.calls]
      .map(([, , url]) => url)
      .filter((url) => url != null)
      .map((url) => new URL(String(url), window.location.href).pathname);
}

beforeEach(() => {
  sessionStorage.clear();
  jest.clearAllMocks();
  // Pages behind the gates load data: keep those requests pending.
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
});
afterEach(() => jest.restoreAllMocks());

describe('a deep link opened before the gates', () => {
  it('is remembered by the setup gate and followed after onboarding', async () => {
    openApp(ROOM, noSide());
    expect(await screen.findByRole('heading', { name: '初期設定を進めます' })).toBeTruthy();
    expect(pendingIntendedPath()).toBe(ROOM);

    jest.mocked(fetchSession).mockResolvedValue(worker());
    await act(() => finish.current(SIDE_TOP.worker));
    await waitFor(() => expect(at()).toBe(ROOM));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    // Reported once the browser is idle after the page painted (app/Root.tsx).
    await waitFor(() => expect(checkFriendship).toHaveBeenCalled());
  });

  it('survives the verification’s reload onto the client top, then the setup', async () => {
    const first = openApp(`${ROOM}?from=push`, unverified());
    expect(await screen.findByRole('heading', { name: 'サロンマーケットの認証フォーム' })).toBeTruthy();
    expect(pendingIntendedPath()).toBe(`${ROOM}?from=push`);
    first.unmount();

    // The verification reloads onto /client/products, where the setup gate shows.
    openApp(SIDE_TOP.client, noSide());
    expect(await screen.findByRole('heading', { name: '初期設定を進めます' })).toBeTruthy();
    expect(pendingIntendedPath()).toBe(`${ROOM}?from=push`);

    jest.mocked(fetchSession).mockResolvedValue(worker());
    await act(() => finish.current('/worker/mypage'));
    await waitFor(() => expect(at()).toBe(`${ROOM}?from=push`));
    expect(pendingIntendedPath()).toBeNull();
  });

  it('for the other side ends on the user’s own top, once (no loop)', async () => {
    openApp('/client/project-managements/c1', noSide());
    await screen.findByRole('heading', { name: '初期設定を進めます' });
    expect(pendingIntendedPath()).toBe('/client/project-managements/c1');

    jest.mocked(fetchSession).mockResolvedValue(worker());
    const navigations = recordNavigations();
    await act(() => finish.current('/worker/mypage'));
    await waitFor(() => expect(at()).toBe(SIDE_TOP.worker));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(at()).toBe(SIDE_TOP.worker);
    expect(navigations().filter((p) => p === '/client/project-managements/c1').length).toBeLessThanOrEqual(1);
    expect(pendingIntendedPath()).toBeNull();
  });

  it('is not needed by a user already past the gates, and replaces an older remembered link', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ path: '/worker/messages/old', at: Date.now() }));
    openApp(ROOM, worker());
    await waitFor(() => expect(pendingIntendedPath()).toBeNull());
    expect(at()).toBe(ROOM);
  });

  it('is followed when the app reopens at the top after the gates were passed elsewhere', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ path: ROOM, at: Date.now() }));
    openApp(SIDE_TOP.worker, worker());
    await waitFor(() => expect(at()).toBe(ROOM));
  });

  it('is forgotten after an hour', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ path: ROOM, at: Date.now() - INTENDED_PATH_TTL_MS - 1 }));
    openApp(SIDE_TOP.worker, worker());
    await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(at()).toBe(SIDE_TOP.worker);
  });
});

describe('only in-app paths are followed', () => {
  it.each(['https://evil.example/worker/messages/x', '//evil.example/worker/messages/x', '/admin/x', 'javascript:alert(1)'])(
    'a remembered %s is ignored',
    async (path) => {
      sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
      openApp(SIDE_TOP.worker, worker());
      await screen.findByRole('navigation', { name: 'メインメニュー' });
      expect(at()).toBe(SIDE_TOP.worker);
    },
  );

  it('a gate at a path outside /client and /worker remembers nothing', async () => {
    openApp('/admin/rich-menu', noSide());
    await screen.findByRole('heading', { name: '初期設定を進めます' });
    expect(sessionStorage.getItem(KEY)).toBeNull();
    noteEntry({ pathname: '/', search: '?liff.state=%2F%2Fevil.example%2Fworker%2Fx', hash: '' }, true);
    noteEntry({ pathname: '/', search: '?liff.state=https%3A%2F%2Fevil.example', hash: '' }, true);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe('liff.state', () => {
  const permanent = `/?liff.state=${encodeURIComponent(ROOM)}`;

  it('a gated user opening a permanent link has its path remembered', async () => {
    openApp(permanent, unverified());
    await screen.findByRole('heading', { name: 'サロンマーケットの認証フォーム' });
    expect(pendingIntendedPath()).toBe(ROOM);
  });

  it('the root with liff.state goes on to that path when LIFF has not done it', async () => {
    openApp(permanent, worker());
    await waitFor(() => expect(at()).toBe(ROOM));
  });

  it('the root with a liff.state outside the app goes to the side’s top', async () => {
    openApp(`/?liff.state=${encodeURIComponent('//evil.example/worker/x')}`, worker());
    await waitFor(() => expect(at()).toBe(SIDE_TOP.worker));
  });
});
