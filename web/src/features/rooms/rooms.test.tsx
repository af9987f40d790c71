/** メッセージ lists: the other party, the job, the last message and its time, unread counts, tabs, read-only rooms, empty states. */
import { screen, within } from '@testing-library/react';
import type { UserType } from '@common/options';
import { roomsApi } from '../../lib/api/rooms';
import { fetchBadges } from './badgesApi';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { formatListTime } from './format';
import { renderRooms, summaryFixture } from './testing';

jest.mock('./badgesApi', () => ({ fetchBadges: jest.fn() }));
jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/rooms', () => ({ roomsApi: { list: jest.fn() } }));
const session = { user: { id: 'Uclient', type: 'client' as UserType } };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const api = jest.mocked(roomsApi);

beforeEach(() => {
  jest.clearAllMocks();
  session.user = { id: 'Uclient', type: 'client' };
  jest.mocked(fetchBadges).mockResolvedValue({ messages: 0, notices: 0 });
});

describe('the room list', () => {
  it('shows each room with name, job, last message, time and unread count, linking to the room', async () => {
    api.list.mockResolvedValue({
      items: [
        summaryFixture({ unread: 3 }),
        summaryFixture({
          id: 'c2',
          contractId: 'c2',
          title: '店内撮影',
          other: { userId: 'Uw2', name: '鈴木 花子', side: 'worker', avatarVersion: 'v1' },
          last: { text: '', kind: 'text', hasImages: true, at: '2026-11-20T01:00:00.000Z' },
        }),
        summaryFixture({
          id: 'c3',
          contractId: 'c3',
          title: 'メニュー撮影',
          other: { userId: 'Uw3', name: '田中 一郎', side: 'worker' },
          last: { text: '仮払いが完了しました', kind: 'system', hasImages: false, at: '2026-11-19T01:00:00.000Z' },
        }),
      ],
      nextCursor: null,
    });
    renderRooms('client', CLIENT.messages);
    const cards = await screen.findAllByTestId('room-card');
    expect(api.list).toHaveBeenCalledWith('ongoing', null, expect.any(AbortSignal));
    expect(cards).toHaveLength(3);

    const first = within(cards[0]);
    expect(first.getByTestId('room-name').textContent).toBe('佐藤 健太');
    expect(first.getByText('ヘアカタログ撮影')).toBeTruthy();
    expect(first.getByTestId('room-last').textContent).toBe('明日の10時に伺います');
    expect(first.getByTestId('room-time').textContent).toBe(formatListTime('2026-11-23T01:05:00.000Z'));
    expect(first.getByTestId('room-unread').textContent).toBe('3件の未読');
    expect(first.getByRole('link').getAttribute('href')).toBe(withId(CLIENT.room, 'c1'));
    expect(first.getByAltText('佐藤 健太のプロフィール画像')).toBeTruthy();

    expect(within(cards[1]).getByTestId('room-last').textContent).toBe('画像');
    expect(within(cards[1]).queryByTestId('room-unread')).toBeNull();
    expect(within(cards[2]).getByTestId('room-last').textContent).toBe('仮払いが完了しました');
  });

  it('has tabs between ongoing and completed rooms', async () => {
    session.user = { id: 'Uworker', type: 'worker' };
    api.list.mockResolvedValue({ items: [summaryFixture()], nextCursor: null });
    renderRooms('worker', WORKER.messages);
    await screen.findAllByTestId('room-card');
    const tabs = screen.getByRole('navigation', { name: '表示の切り替え' });
    expect(within(tabs).getByRole('link', { name: '進行中' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '完了・終了' }).getAttribute('href')).toBe(WORKER.finishedMessages);
  });

  it('says when completed rooms become read-only and marks those that are', async () => {
    api.list.mockResolvedValue({
      items: [
        summaryFixture({ contractStatus: 'cancelled', readOnly: true }),
        summaryFixture({ id: 'c2', contractStatus: 'completed' }),
      ],
      nextCursor: null,
    });
    renderRooms('client', CLIENT.finishedMessages);
    const cards = await screen.findAllByTestId('room-card');
    expect(api.list).toHaveBeenCalledWith('completed', null, expect.any(AbortSignal));
    expect(screen.getByTestId('read-only-rule').textContent).toContain('30日を過ぎると閲覧のみになります');
    expect(within(cards[0]).getByTestId('room-read-only').textContent).toContain('閲覧のみ');
    expect(within(cards[1]).queryByTestId('room-read-only')).toBeNull();
  });

  it('says so when there is no room yet, with the next step', async () => {
    session.user = { id: 'Uworker', type: 'worker' };
    api.list.mockResolvedValue({ items: [], nextCursor: null });
    renderRooms('worker', WORKER.messages);
    expect(await screen.findByText('メッセージはまだありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '案件を探す' }).getAttribute('href')).toBe(WORKER.jobs);
  });

  it('an empty 進行中 with finished rooms points to 完了・終了 instead of promising rooms to come', async () => {
    api.list.mockImplementation(async (state) =>
      state === 'ongoing'
        ? { items: [], nextCursor: null }
        : { items: [summaryFixture({ contractStatus: 'paid_out' })], nextCursor: null },
    );
    renderRooms('client', CLIENT.messages);
    expect(await screen.findByText('進行中のメッセージはありません')).toBeTruthy();
    expect(screen.getByText('完了した取引のメッセージは「完了・終了」タブにあります。')).toBeTruthy();
    expect(screen.queryByText(/採用/)).toBeNull();
    expect(screen.getByRole('link', { name: '完了・終了のメッセージを見る' }).getAttribute('href')).toBe(CLIENT.finishedMessages);
    expect(api.list).toHaveBeenCalledWith('completed', null, expect.any(AbortSignal));
  });

  it('an empty 進行中 without finished rooms says rooms come with a contract', async () => {
    api.list.mockResolvedValue({ items: [], nextCursor: null });
    renderRooms('client', CLIENT.messages);
    expect(await screen.findByText('メッセージはまだありません')).toBeTruthy();
    expect(screen.getByText(/応募者を採用して契約が成立すると/)).toBeTruthy();
  });

  it('pages with もっと見る', async () => {
    api.list.mockResolvedValueOnce({ items: [summaryFixture()], nextCursor: 'next' });
    renderRooms('client', CLIENT.messages);
    expect(await screen.findByRole('button', { name: 'もっと見る' })).toBeTruthy();
  });
});
