/** お知らせ: newest first with unread marks, opening one marks it read and goes to its screen, すべて既読, the friend banner. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Notice } from '@common/notices';
import { AppNav } from '../../app/AppNav';
import { system } from '../../components/theme/system';
import { noticesApi } from '../../lib/api/notices';
import { queryClient } from '../../lib/query/client';
import { readFriendship, inLineClient, requestFriend } from '../../lib/line/friendshipLiff';
import { resetFriendshipForTests } from '../../lib/line/friendship';
import { WORKER } from '../../lib/paths';
import { fetchBadges } from '../rooms/badgesApi';
import NoticesPage from './NoticesPage';
import { FriendBanner } from './FriendBanner';
import { noticeTime } from './time';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/notices', () => ({ noticesApi: { list: jest.fn(), read: jest.fn(), friendship: jest.fn() } }));
jest.mock('../../lib/line/friendshipLiff', () => ({
  readFriendship: jest.fn(),
  inLineClient: jest.fn(() => false),
  requestFriend: jest.fn(() => Promise.resolve()),
}));
jest.mock('../session', () => ({ useSession: () => ({ user: { type: 'worker' } }) }));
jest.mock('../rooms/badgesApi', () => ({ fetchBadges: jest.fn() }));

const api = jest.mocked(noticesApi);
const badges = jest.mocked(fetchBadges);
const liff = {
  readFriendship: jest.mocked(readFriendship),
  inLineClient: jest.mocked(inLineClient),
  requestFriend: jest.mocked(requestFriend),
};

const NOW = Date.parse('2026-11-20T03:00:00.000Z');

const notice = (more: Partial<Notice>): Notice => ({
  id: 'n1',
  kind: 'payment_held',
  title: '仮払いが完了しました',
  body: '「スタイル撮影」の仮払いが完了しました。\n作業を始めてください。',
  path: '/worker/project-managements/c1',
  amount: 30_000,
  createdAt: new Date(NOW - 5 * 60_000).toISOString(),
  readAt: null,
  ...more,
});

function renderNotices() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: WORKER.notice,
        element: (
          <>
            <NoticesPage />
            <AppNav side="worker" />
          </>
        ),
      },
      { path: '/worker/project-managements/:id', element: <h1>契約の画面</h1> },
    ],
    { initialEntries: [WORKER.notice] },
  );
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { router, qc };
}

beforeEach(() => {
  jest.clearAllMocks();
  // The tab bar's badges live in the app's one client (features/rooms/nav.ts): each test starts without them.
  queryClient.clear();
  resetFriendshipForTests();
  liff.readFriendship.mockResolvedValue(true);
  liff.inLineClient.mockReturnValue(false);
  api.friendship.mockImplementation(async (friend) => ({ friend }));
  badges.mockResolvedValue({ messages: 0, notices: 0 });
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('お知らせ', () => {
  it('lists notices newest first with the unread dot, title, body lines, amount and time', async () => {
    api.list.mockResolvedValue({
      items: [
        notice({}),
        notice({
          id: 'n2',
          kind: 'admin',
          title: 'メンテナンスのお知らせ',
          body: '12月1日 2:00-4:00',
          path: '/worker/projects',
          amount: undefined,
          createdAt: '2026-11-01T00:30:00.000Z',
          readAt: '2026-11-02T00:00:00.000Z',
        }),
      ],
      nextCursor: null,
    });
    renderNotices();
    const [first, second] = await screen.findAllByTestId('notice');
    const one = within(first);
    expect(one.getByTestId('unread-dot')).toBeTruthy();
    expect(one.getByText('仮払いが完了しました')).toBeTruthy();
    expect(one.getByText(/作業を始めてください/).textContent).toBe(
      '「スタイル撮影」の仮払いが完了しました。\n作業を始めてください。',
    );
    expect(one.getByTestId('notice-amount').textContent).toBe('30,000円');
    // What the salon paid includes consumption tax, and the label says so.
    expect(one.getByTestId('notice-amount').parentElement?.textContent).toBe('仮払い金額（税込） 30,000円');
    expect(one.getByText('5分前').getAttribute('dateTime')).toBe(new Date(NOW - 5 * 60_000).toISOString());
    expect(one.getByRole('link').textContent).toContain('未読');
    const two = within(second);
    expect(two.queryByTestId('unread-dot')).toBeNull();
    expect(two.queryByTestId('notice-amount')).toBeNull();
    expect(two.getByText('2026年11月1日 09:30')).toBeTruthy();
    expect(two.getByRole('link').getAttribute('href')).toBe('/worker/projects');
    expect(api.list).toHaveBeenCalledWith(null, expect.any(AbortSignal));
  });

  it('opening a notice marks it read and goes to its screen', async () => {
    api.list.mockResolvedValue({ items: [notice({})], nextCursor: null });
    api.read.mockResolvedValue({ unread: 0 });
    const { router } = renderNotices();
    const link = within(await screen.findByTestId('notice')).getByRole('link');
    expect(link.getAttribute('href')).toBe('/worker/project-managements/c1');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: '契約の画面' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/worker/project-managements/c1');
    await waitFor(() => expect(api.read).toHaveBeenCalledWith(['n1']));
  });

  it('does not mark an already read notice again, and never follows a path outside the app', async () => {
    api.list.mockResolvedValue({
      items: [
        notice({ readAt: '2026-11-20T00:00:00.000Z' }),
        notice({ id: 'n3', path: 'https://evil.example/phish' }),
        notice({ id: 'n4', path: '//evil.example/x' }),
      ],
      nextCursor: null,
    });
    api.read.mockResolvedValue({ unread: 0 });
    const { router } = renderNotices();
    const [read, absolute, protocolRelative] = await screen.findAllByTestId('notice');
    expect(within(absolute).queryByRole('link')).toBeNull();
    expect(within(protocolRelative).queryByRole('link')).toBeNull();
    fireEvent.click(within(absolute).getByRole('button'));
    await waitFor(() => expect(api.read).toHaveBeenCalledWith(['n3']));
    expect(router.state.location.pathname).toBe(WORKER.notice);
    fireEvent.click(within(read).getByRole('link'));
    await screen.findByRole('heading', { name: '契約の画面' });
    expect(api.read).toHaveBeenCalledTimes(1);
  });

  it('すべて既読にする marks every notice read and clears the dots', async () => {
    api.list.mockResolvedValueOnce({
      items: [notice({}), notice({ id: 'n2', readAt: null, amount: undefined })],
      nextCursor: 'c2',
    });
    let answer!: (v: { unread: number }) => void;
    api.read.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderNotices();
    expect(await screen.findAllByTestId('unread-dot')).toHaveLength(2);
    const button = screen.getByRole('button', { name: 'すべて既読にする' });
    fireEvent.click(button);
    // Shown read at once, before the server answers.
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(api.read).toHaveBeenCalledWith(undefined);
    api.list.mockResolvedValue({ items: [notice({ readAt: '2026-11-20T03:00:00.000Z' })], nextCursor: null });
    await act(async () => answer({ unread: 0 }));
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    expect((screen.getByRole('button', { name: 'すべて既読にする' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('updates the unread count of the マイページ tab once notices are read', async () => {
    badges.mockResolvedValue({ messages: 0, notices: 2 });
    api.list.mockResolvedValue({ items: [notice({}), notice({ id: 'n2' })], nextCursor: null });
    api.read.mockResolvedValue({ unread: 0 });
    renderNotices();
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    const tab = await within(nav).findByRole('link', { name: 'マイページ（お知らせ未読2件）' });
    expect(within(tab).getByTestId('nav-unread').textContent).toBe('2');
    await screen.findAllByTestId('unread-dot');

    badges.mockResolvedValue({ messages: 0, notices: 0 });
    const calls = badges.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'すべて既読にする' }));
    await waitFor(() => expect(within(nav).queryByTestId('nav-unread')).toBeNull());
    expect(within(nav).getByRole('link', { name: 'マイページ' })).toBeTruthy();
    expect(badges.mock.calls.length).toBeGreaterThan(calls);
  });

  it('says when there is nothing yet', async () => {
    api.list.mockResolvedValue({ items: [], nextCursor: null });
    renderNotices();
    expect(await screen.findByText('お知らせはまだありません')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'すべて既読にする' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the time in Japanese: relative while recent, then the date', () => {
    const at = (ms: number) => new Date(NOW - ms).toISOString();
    expect(noticeTime(at(10_000), NOW)).toBe('たった今');
    expect(noticeTime(at(-30_000), NOW)).toBe('たった今');
    expect(noticeTime(at(59 * 60_000), NOW)).toBe('59分前');
    expect(noticeTime(at(3 * 3_600_000), NOW)).toBe('3時間前');
    expect(noticeTime(at(2 * 86_400_000), NOW)).toBe('2日前');
    expect(noticeTime('2026-11-01T00:30:00.000Z', NOW)).toBe('2026年11月1日 09:30');
    expect(noticeTime('nonsense', NOW)).toBe('');
  });
});

describe('友だち追加の案内', () => {
  const renderBanner = () =>
    render(
      <ChakraProvider value={system}>
        <FriendBanner />
      </ChakraProvider>,
    );

  it('is offered on the notice page when the user has not added the official account', async () => {
    liff.readFriendship.mockResolvedValue(false);
    api.list.mockResolvedValue({ items: [], nextCursor: null });
    renderNotices();
    const banner = await screen.findByTestId('friend-banner');
    expect(banner.textContent).toContain('友だち追加が必要です');
    expect(banner.textContent).toContain('アプリ内のお知らせは、友だち追加しなくてもご覧いただけます');
    await waitFor(() => expect(api.friendship).toHaveBeenCalledWith(false));
  });

  it('is a plain link to the official account outside LINE', async () => {
    liff.readFriendship.mockResolvedValue(false);
    renderBanner();
    const link = await screen.findByRole('link', { name: 'LINE公式アカウントを友だち追加' });
    expect(link.getAttribute('href')).toBe('https://lin.ee/salonworks');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(fireEvent.click(link)).toBe(true); // not prevented: the browser opens the link
    expect(liff.requestFriend).not.toHaveBeenCalled();
  });

  it('adds the account inside LINE, then asks again and hides once the user is a friend', async () => {
    liff.readFriendship.mockResolvedValueOnce(false).mockResolvedValue(true);
    liff.inLineClient.mockReturnValue(true);
    renderBanner();
    const link = await screen.findByRole('link', { name: 'LINE公式アカウントを友だち追加' });
    expect(fireEvent.click(link)).toBe(false); // prevented: LIFF opens the flow in the app
    expect(liff.requestFriend).toHaveBeenCalledWith('https://lin.ee/salonworks');
    await waitFor(() => expect(screen.queryByTestId('friend-banner')).toBeNull());
    expect(api.friendship.mock.calls).toEqual([[false], [true]]);
  });

  it('asks again when the user comes back to the app, and hides once they added the account', async () => {
    liff.readFriendship.mockResolvedValueOnce(false).mockResolvedValue(true);
    renderBanner();
    await screen.findByTestId('friend-banner');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.queryByTestId('friend-banner')).toBeNull());
    expect(api.friendship.mock.calls).toEqual([[false], [true]]);
  });

  it('is not shown to a friend, nor when LIFF cannot tell', async () => {
    liff.readFriendship.mockResolvedValue(true);
    const { unmount } = renderBanner();
    await waitFor(() => expect(api.friendship).toHaveBeenCalledWith(true));
    expect(screen.queryByTestId('friend-banner')).toBeNull();
    unmount();

    resetFriendshipForTests();
    jest.clearAllMocks();
    liff.readFriendship.mockResolvedValue(null);
    renderBanner();
    await waitFor(() => expect(liff.readFriendship).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByTestId('friend-banner')).toBeNull();
    expect(api.friendship).not.toHaveBeenCalled();
  });
});
