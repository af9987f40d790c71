/**
 * What a user sees when something fails (docs/architecture.md, "When something fails on the web"): a chunk that does not load shows the recovery
 * screen (under the tab bar for a page, full screen above it) and 再読み込み reloads; the offline notice
 * and the refresh when the network comes back; the refresh on returning to the app; the unread お知らせ
 * on the マイページ tab.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SessionPayload } from '@common/api';
import { Root } from '../src/app/Root';
import { AWAY_MS } from '../src/components/feedback/connectivity';
import { OFFLINE_MESSAGE } from '../src/components/feedback/OfflineBanner';
import { reloadPage } from '../src/components/feedback/recoveryActions';
import { system } from '../src/components/theme/system';
import { fetchBadges } from '../src/features/rooms/badgesApi';
import { refreshBadges } from '../src/features/rooms';
import { MypageMenu } from '../src/features/mypage/MypageMenu';
import { SessionProvider } from '../src/features/session/SessionProvider';
import type { BootResult } from '../src/features/session/boot';
import { queryClient } from '../src/lib/query/client';
import { useQuery } from '../src/lib/query/hooks';
import { CLIENT, WORKER } from '../src/lib/paths';
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
jest.mock('../src/features/rooms/badgesApi', () => ({ fetchBadges: jest.fn() }));
jest.mock('../src/components/feedback/recoveryActions', () => ({
  ...jest.requireActual('../src/components/feedback/recoveryActions'),
  reloadPage: jest.fn(),
}));

// A chunk that cannot be fetched: its import rejects every time (the lazy route asks twice).
const CHUNK_ERROR = 'Failed to fetch dynamically imported module: http://localhost/assets/OpenJobsPage-x.js';
jest.mock('../src/features/jobs/OpenJobsPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/OpenJobsPage-x.js');
});
jest.mock('../src/features/onboarding/InitialSetup', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/InitialSetup-x.js');
});

// The client's top stands in for any data page: one query, its answers counted.
const mockProbeFetch = jest.fn<Promise<string>, []>();
function MockProbePage() {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: () => mockProbeFetch() });
  return <h1>{data ?? '読み込み中'}</h1>;
}
jest.mock('../src/features/jobs/MyJobsPage', () => ({ __esModule: true, default: MockProbePage }));

const badges = jest.mocked(fetchBadges);

function openApp(url: string, payload: SessionPayload) {
  window.history.replaceState(null, '', url);
  return render(
    <ChakraProvider value={system}>
      <SessionProvider booting={Promise.resolve({ session: payload, preloaded: true } satisfies BootResult)}>
        <Root />
      </SessionProvider>
    </ChakraProvider>,
  );
}

const worker = () => sessionPayload({ isActive: true, isWorker: true, type: 'worker' });
const client = () => sessionPayload({ isActive: true, type: 'client' });

let online = true;
let visibility: DocumentVisibilityState = 'visible';
let now = Date.parse('2026-11-20T03:00:00.000Z');

beforeEach(() => {
  jest.clearAllMocks();
  queryClient.clear();
  online = true;
  visibility = 'visible';
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
  badges.mockResolvedValue({ messages: 0, notices: 0 });
});
afterEach(() => jest.restoreAllMocks());

/** Moves the clock on (Date.now; the app's timers are real). */
const later = (ms: number) => (now += ms);

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function setVisibility(value: DocumentVisibilityState) {
  visibility = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The client's top with the probe's first answer on screen. */
async function openProbe() {
  mockProbeFetch.mockResolvedValue('最初の内容');
  openApp(CLIENT.jobs, client());
  expect(await screen.findByRole('heading', { name: '最初の内容' })).toBeTruthy();
  return mockProbeFetch.mock.calls.length;
}

describe('a screen that cannot be shown', () => {
  // React reports each error a boundary caught.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the recovery screen under the tab bar when a page’s chunk does not load, and 再読み込み reloads', async () => {
    openApp(WORKER.jobs, worker());
    const recovery = await screen.findByTestId('recovery', undefined, { timeout: 5000 });
    expect(within(recovery).getByRole('heading', { name: '画面を表示できませんでした' })).toBeTruthy();
    expect(recovery.textContent).toContain('通信が途切れた');
    // A chunk failure is the network's, not an error to quote.
    expect(recovery.textContent).not.toContain(CHUNK_ERROR);
    // The tab bar stays: another tab can be tried.
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeTruthy();

    fireEvent.click(within(recovery).getByRole('button', { name: '再読み込み' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // A full load of the root, which leads to the side's top (with the newest build's chunks).
    expect(within(recovery).getByRole('link', { name: 'トップへ戻る' }).getAttribute('href')).toBe('/');
  });

  it('shows it full screen when the screen above the pages fails, and removes index.html’s frame', async () => {
    const frame = document.createElement('div');
    frame.id = 'boot';
    document.body.appendChild(frame);
    openApp('/', sessionPayload({ isActive: true }));
    expect(await screen.findByRole('heading', { name: '画面を表示できませんでした' })).toBeTruthy();
    expect(document.getElementById('boot')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull();
    expect(screen.getByRole('link', { name: 'トップへ戻る' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('offline', () => {
  it('shows the notice while the network is gone and refreshes the screen when it is back', async () => {
    const calls = await openProbe();
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();

    setOnline(false);
    const banner = screen.getByText(OFFLINE_MESSAGE);
    expect(banner.getAttribute('role')).toBe('status');
    // Above the page, not over its header.
    const heading = screen.getByRole('heading', { name: '最初の内容' });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(mockProbeFetch).toHaveBeenCalledTimes(calls);

    mockProbeFetch.mockResolvedValue('新しい内容');
    const badgeCalls = badges.mock.calls.length;
    setOnline(true);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    expect(await screen.findByRole('heading', { name: '新しい内容' })).toBeTruthy();
    expect(mockProbeFetch).toHaveBeenCalledTimes(calls + 1);
    expect(badges.mock.calls.length).toBeGreaterThan(badgeCalls);
  });
});

describe('returning to the app', () => {
  it('refreshes the screen after more than 30 s away, not after a glance elsewhere', async () => {
    const calls = await openProbe();

    setVisibility('hidden');
    later(5_000);
    setVisibility('visible');
    await act(async () => {
      await Promise.resolve();
    });
    expect(mockProbeFetch).toHaveBeenCalledTimes(calls);

    mockProbeFetch.mockResolvedValue('戻ったあとの内容');
    setVisibility('hidden');
    later(AWAY_MS + 1_000);
    setVisibility('visible');
    expect(await screen.findByRole('heading', { name: '戻ったあとの内容' })).toBeTruthy();
    expect(mockProbeFetch).toHaveBeenCalledTimes(calls + 1);
  });

  it('refreshes the screen when the browser restores it from its cache (back from Stripe Checkout)', async () => {
    const calls = await openProbe();
    mockProbeFetch.mockResolvedValue('決済から戻った内容');
    later(2_000);
    act(() => {
      const shown = new Event('pageshow');
      Object.defineProperty(shown, 'persisted', { value: true });
      window.dispatchEvent(shown);
    });
    expect(await screen.findByRole('heading', { name: '決済から戻った内容' })).toBeTruthy();
    expect(mockProbeFetch).toHaveBeenCalledTimes(calls + 1);
  });
});

describe('the unread お知らせ', () => {
  it('shows on the マイページ tab from /liff/badges and follows it', async () => {
    badges.mockResolvedValue({ messages: 1, notices: 3 });
    await openProbe();
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    const tab = await within(nav).findByRole('link', { name: 'マイページ（お知らせ未読3件）' });
    expect(tab.getAttribute('href')).toBe(CLIENT.mypage);
    expect(within(tab).getByTestId('nav-unread').textContent).toBe('3');
    expect(within(nav).getByRole('link', { name: 'メッセージ（未読1件）' })).toBeTruthy();

    // Read (features/notices refreshes the badges once marked): the count goes.
    badges.mockResolvedValue({ messages: 1, notices: 0 });
    await act(() => refreshBadges());
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'マイページ' })).toBeTruthy());
    expect(within(nav).getAllByTestId('nav-unread')).toHaveLength(1);
  });

  it('shows on the my page menu’s お知らせ', async () => {
    badges.mockResolvedValue({ messages: 0, notices: 4 });
    await act(() => refreshBadges());
    render(
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[WORKER.mypage]}>
          <MypageMenu side="worker" />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const entry = await screen.findByRole('link', { name: 'お知らせ（未読4件）' });
    expect(entry.getAttribute('href')).toBe(WORKER.notice);
    expect(within(entry).getByTestId('menu-unread').textContent).toBe('4');
    expect(screen.getByRole('link', { name: '報酬管理' })).toBeTruthy();
  });
});
