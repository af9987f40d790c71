/**
 * The bottom navigation: five tabs per side, メッセージ with the unread count from /liff/badges (polled while
 * the page is visible, a refresh winning over a poll in flight), hidden in a room.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { UserType } from '@common/options';
import { AppNav } from '../../app/AppNav';
import { system } from '../../components/theme/system';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { queryClient } from '../../lib/query/client';
import { fetchBadges } from './badgesApi';
import { BADGE_POLL_MS, isRoomPath, refreshBadges } from './nav';

jest.mock('./badgesApi', () => ({ fetchBadges: jest.fn() }));
jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));

const badges = jest.mocked(fetchBadges);

function renderNav(side: UserType, path: string) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <AppNav side={side} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  // The badges live in the app's one client (./nav.ts): each test starts as a fresh app, without them.
  queryClient.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows a メッセージ tab with the unread count on both sides', async () => {
  badges.mockResolvedValue({ messages: 4, notices: 0 });
  const { unmount } = renderNav('client', CLIENT.jobs);
  const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
  expect(within(nav).getAllByRole('link')).toHaveLength(5);
  const tab = await within(nav).findByRole('link', { name: 'メッセージ（未読4件）' });
  expect(tab.getAttribute('href')).toBe(CLIENT.messages);
  expect(within(tab).getByTestId('nav-unread').textContent).toBe('4');
  unmount();
  queryClient.clear();

  badges.mockResolvedValue({ messages: 120, notices: 0 });
  renderNav('worker', WORKER.jobs);
  const workerTab = await screen.findByRole('link', { name: 'メッセージ（未読120件）' });
  expect(workerTab.getAttribute('href')).toBe(WORKER.messages);
  expect(within(workerTab).getByTestId('nav-unread').textContent).toBe('99+');
});

it('shows no badge without unread messages and polls every 30 s while visible', async () => {
  jest.useFakeTimers();
  badges.mockResolvedValue({ messages: 0, notices: 0 });
  renderNav('client', CLIENT.jobs);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByRole('link', { name: 'メッセージ' })).toBeTruthy();
  expect(screen.queryByTestId('nav-unread')).toBeNull();
  const calls = badges.mock.calls.length;

  badges.mockResolvedValue({ messages: 2, notices: 0 });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(BADGE_POLL_MS);
  });
  expect(badges.mock.calls.length).toBe(calls + 1);
  expect(screen.getByTestId('nav-unread').textContent).toBe('2');
});

it('pauses the poll while the page is hidden and asks at once when it is shown again', async () => {
  jest.useFakeTimers();
  let visibility: DocumentVisibilityState = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  const show = (value: DocumentVisibilityState) =>
    act(() => {
      visibility = value;
      document.dispatchEvent(new Event('visibilitychange'));
    });
  badges.mockResolvedValue({ messages: 0, notices: 0 });
  renderNav('client', CLIENT.jobs);
  await act(() => jest.advanceTimersByTimeAsync(0));
  const calls = badges.mock.calls.length;
  show('hidden');
  await act(() => jest.advanceTimersByTimeAsync(BADGE_POLL_MS * 4));
  expect(badges.mock.calls.length).toBe(calls);

  badges.mockResolvedValue({ messages: 3, notices: 0 });
  show('visible');
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(badges.mock.calls.length).toBe(calls + 1);
  expect(screen.getByTestId('nav-unread').textContent).toBe('3');
});

it('lets a refresh during a poll win: the older count never has the last word', async () => {
  const answers: ((b: { messages: number; notices: number }) => void)[] = [];
  badges.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  renderNav('client', CLIENT.jobs);
  await waitFor(() => expect(answers).toHaveLength(1));
  // A room is read while the first count is on its way.
  let refreshed: Promise<void> | undefined;
  act(() => {
    refreshed = refreshBadges();
  });
  expect(answers).toHaveLength(2);
  expect(badges.mock.calls[0][0]?.aborted).toBe(true);
  await act(async () => {
    answers[1]({ messages: 0, notices: 0 });
    answers[0]({ messages: 5, notices: 0 });
    await refreshed;
  });
  expect(screen.queryByTestId('nav-unread')).toBeNull();
});

it('is hidden in a room but not on the lists', async () => {
  badges.mockResolvedValue({ messages: 0, notices: 0 });
  renderNav('worker', withId(WORKER.room, 'c1'));
  // Still polling in the room: the unread count is current when the user leaves it.
  await act(async () => {
    await Promise.resolve();
  });
  expect(badges).toHaveBeenCalled();
  expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull();
  expect(isRoomPath(withId(CLIENT.room, 'c1'))).toBe(true);
  expect(isRoomPath(CLIENT.messages)).toBe(false);
  expect(isRoomPath(CLIENT.finishedMessages)).toBe(false);
  expect(isRoomPath(WORKER.contracts)).toBe(false);
});
