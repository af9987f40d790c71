/**
 * The room: own, other and system messages with day separators and 既読, the contract's bar, sending
 * (with images uploaded first), the contact filter's 409 keeping the text, read-only rooms, polling
 * with ?after= while visible (at once while the server holds more, from the cache at once, after the
 * session's answer one tick later, a failed poll keeping the list), read receipts, and images fetched
 * with the bearer token.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserType } from '@common/options';
import { roomMessages } from '@common/rooms';
import { LANDING_API } from '@common/landing';
import { ApiRequestError, primeResponses } from '../../lib/api/client';
import { roomsApi } from '../../lib/api/rooms';
import { fetchBadges } from './badgesApi';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { ROOM_POLL_MS } from './queries';
import { message, page, renderRooms, roomFixture, roomPath } from './testing';

jest.mock('./badgesApi', () => ({ fetchBadges: jest.fn() }));
jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('id-token')) }));
jest.mock('../../lib/api/rooms', () => {
  const actual = jest.requireActual('../../lib/api/rooms');
  return {
    ...actual,
    // image() stays real: the test checks the request it makes.
    roomsApi: {
      ...actual.roomsApi,
      list: jest.fn(),
      get: jest.fn(),
      messages: jest.fn(),
      send: jest.fn(),
      uploadImage: jest.fn(),
      read: jest.fn(),
    },
  };
});
const session = { user: { id: 'Uclient', type: 'client' as UserType } };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const api = jest.mocked(roomsApi);
const badges = jest.mocked(fetchBadges);

function as(side: UserType) {
  session.user = { id: side === 'client' ? 'Uclient' : 'Uworker', type: side };
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:room-image');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  as('client');
  api.read.mockResolvedValue({ unread: 0 });
  badges.mockResolvedValue({ messages: 0, notices: 0 });
  api.get.mockResolvedValue(roomFixture());
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openRoom(items = [message(1)], more: Parameters<typeof page>[1] = {}) {
  api.messages.mockResolvedValueOnce(page(items, more));
  const r = renderRooms(session.user.type, roomPath(session.user.type));
  await screen.findByRole('log', { name: 'メッセージ' });
  return r;
}

describe('messages', () => {
  it('shows own messages right with 既読, the other party left, system events centred, days in Japanese', async () => {
    await openRoom(
      [
        message(1, { kind: 'system', senderId: null, text: '契約が成立しました', createdAt: '2026-11-22T01:00:00.000Z' }),
        message(2, { senderId: 'Uclient', text: 'よろしくお願いします', createdAt: '2026-11-22T01:01:00.000Z' }),
        message(3, { senderId: 'Uworker', text: 'こちらこそ\nよろしくお願いします', createdAt: '2026-11-23T00:05:00.000Z' }),
        message(4, { senderId: 'Uclient', text: '<b>太字</b> https://example.jp/a', createdAt: '2026-11-23T00:06:00.000Z' }),
      ],
      { otherReadSeq: 3 },
    );
    const days = screen.getAllByTestId('day-separator').map((d) => d.textContent);
    expect(days).toEqual(['2026年11月22日（日）', '2026年11月23日（月）']);

    expect(screen.getByTestId('system-message').textContent).toContain('契約が成立しました');
    const own = screen.getAllByTestId('own-message');
    expect(own.map((m) => m.getAttribute('data-seq'))).toEqual(['2', '4']);
    const other = screen.getByTestId('other-message');
    expect(other.textContent).toContain('09:05');
    // Line breaks kept as text, the avatar of the other party beside it.
    expect(within(other).getByTestId('message-text').textContent).toBe('こちらこそ\nよろしくお願いします');
    expect(within(other).getByAltText('佐藤 健太のプロフィール画像')).toBeTruthy();

    // 既読 on own messages up to otherReadSeq (3): message 2, not message 4.
    expect(within(own[0]).getByTestId('read-mark').textContent).toBe('既読');
    expect(within(own[1]).queryByTestId('read-mark')).toBeNull();
    // Never HTML.
    expect(own[1].querySelector('b')).toBeNull();
    expect(within(own[1]).getByTestId('message-text').textContent).toBe('<b>太字</b> https://example.jp/a');
  });

  it('links URLs only after 仮払い', async () => {
    api.get.mockResolvedValue(roomFixture({ contactFilter: false }));
    await openRoom([message(1, { text: '資料です https://example.jp/a' })]);
    const link = within(screen.getByTestId('other-message')).getByRole('link', { name: 'https://example.jp/a' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('leaves URLs as text before 仮払い and says contact details cannot be exchanged', async () => {
    api.get.mockResolvedValue(roomFixture({ contactFilter: true, contractStatus: 'awaiting_payment', actions: ['cancel'] }));
    await openRoom([message(1, { text: '資料です https://example.jp/a' })]);
    expect(await screen.findByTestId('contact-note')).toBeTruthy();
    expect(screen.getByTestId('contact-note').textContent).toBe('仮払い前は連絡先の交換はできません');
    expect(within(screen.getByTestId('other-message')).queryByRole('link')).toBeNull();
  });

  it('marks what was shown read and asks for the badge again', async () => {
    await openRoom([message(1), message(2, { senderId: 'Uclient' })]);
    // The newest message from the other party is seq 1.
    await waitFor(() => expect(api.read).toHaveBeenCalledWith('c1', 1));
    await waitFor(() => expect(badges).toHaveBeenCalled());
  });
});

describe('the contract bar', () => {
  it("names the contract's state, the client's next step and links to the contract", async () => {
    api.get.mockResolvedValue(roomFixture({ contractStatus: 'awaiting_payment', actions: ['cancel'], contactFilter: true }));
    await openRoom();
    const bar = await screen.findByTestId('contract-bar');
    expect(within(bar).getByText('仮払い待ち')).toBeTruthy();
    expect(within(bar).getByTestId('contract-hint').textContent).toBe('仮払いをお願いします');
    expect(
      within(bar)
        .getByRole('link', { name: /契約を見る/ })
        .getAttribute('href'),
    ).toBe(withId(CLIENT.contract, 'c1'));
    expect(screen.getByRole('heading', { name: '佐藤 健太' })).toBeTruthy();
    expect(screen.getByTestId('room-title').textContent).toBe('ヘアカタログ撮影');
  });

  it('gives the worker theirs: 納品 when it is theirs to do, waiting otherwise', async () => {
    as('worker');
    api.get.mockResolvedValue(
      roomFixture({
        contractStatus: 'in_progress',
        actions: ['deliver', 'request_cancel'],
        other: { userId: 'Uclient', name: 'サロン・ルミエール', side: 'client' },
      }),
    );
    await openRoom();
    expect((await screen.findByTestId('contract-hint')).textContent).toBe('作業が終わったら納品してください');
    expect(screen.getByRole('link', { name: /契約を見る/ }).getAttribute('href')).toBe(withId(WORKER.contract, 'c1'));
  });

  it('agrees with the contract page while the contract is on hold', async () => {
    as('worker');
    api.get.mockResolvedValue(
      roomFixture({
        contractStatus: 'in_progress',
        actions: [],
        onHold: true,
        other: { userId: 'Uclient', name: 'サロン・ルミエール', side: 'client' },
      }),
    );
    await openRoom();
    expect((await screen.findByTestId('contract-hint')).textContent).toBe(
      '運営が確認中です。手続きと送金・返金は一時停止しています',
    );
  });
});

describe('sending', () => {
  const composer = () => screen.getByRole('textbox', { name: 'メッセージ' }) as HTMLTextAreaElement;
  const sendButton = () => screen.getByRole('button', { name: '送信' }) as HTMLButtonElement;

  it('posts the text and shows the answer at the end', async () => {
    await openRoom([message(1)]);
    await screen.findByTestId('composer');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(composer(), { target: { value: '  了解しました\nお待ちしています  ' } });
    api.send.mockResolvedValue(message(2, { senderId: 'Uclient', text: '了解しました\nお待ちしています' }));
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.send).toHaveBeenCalledWith('c1', { text: '了解しました\nお待ちしています', imageIds: [] }));
    const own = await screen.findByTestId('own-message');
    expect(own.getAttribute('data-seq')).toBe('2');
    expect(composer().value).toBe('');
  });

  it('uploads the chosen images first and sends their ids', async () => {
    await openRoom([message(1)]);
    const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('attach-input'), { target: { files: [file('a.jpg'), file('b.jpg')] } });
    expect(within(screen.getByTestId('attachments')).getAllByRole('img')).toHaveLength(2);
    api.uploadImage.mockResolvedValueOnce({ id: 'img-a', width: 800, height: 600 });
    api.uploadImage.mockResolvedValueOnce({ id: 'img-b', width: 800, height: 600 });
    api.send.mockResolvedValue(message(2, { senderId: 'Uclient', text: '', images: [] }));
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.send).toHaveBeenCalledWith('c1', { text: '', imageIds: ['img-a', 'img-b'] }));
    expect(api.uploadImage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByTestId('attachments')).toBeNull());
  });

  it('refuses a sixth image', async () => {
    await openRoom([message(1)]);
    const files = Array.from({ length: 6 }, (_, i) => new File(['x'], `${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(screen.getByTestId('attach-input'), { target: { files } });
    expect(within(screen.getByTestId('attachments')).getAllByRole('img')).toHaveLength(5);
    expect(screen.getByText('画像は5枚まで送信できます')).toBeTruthy();
  });

  it("shows the contact filter's refusal above the composer and keeps the text", async () => {
    api.get.mockResolvedValue(roomFixture({ contactFilter: true, contractStatus: 'awaiting_payment', actions: ['cancel'] }));
    await openRoom([message(1)]);
    fireEvent.change(composer(), { target: { value: '090-1234-5678 に電話ください' } });
    const logged = { error: jest.spyOn(console, 'error'), info: jest.spyOn(console, 'info').mockImplementation(() => undefined) };
    api.send.mockRejectedValue(new ApiRequestError(409, 'conflict', roomMessages.contactBlocked));
    fireEvent.click(sendButton());
    expect((await screen.findByTestId('send-error')).textContent).toBe(roomMessages.contactBlocked);
    expect(composer().value).toBe('090-1234-5678 に電話ください');
    expect(screen.queryAllByTestId('own-message')).toHaveLength(0);
    // An answer the screen shows is no fault: logged as info, not as an error.
    expect(logged.error).not.toHaveBeenCalled();
    expect(logged.info).toHaveBeenCalledTimes(1);
  });

  it('keeps the text when the network fails', async () => {
    await openRoom([message(1)]);
    fireEvent.change(composer(), { target: { value: '届きますか' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.send.mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(sendButton());
    expect((await screen.findByTestId('send-error')).textContent).toContain('通信に失敗しました');
    expect(composer().value).toBe('届きますか');
  });

  it('counts characters near the limit and refuses more than 2,000', async () => {
    await openRoom([message(1)]);
    fireEvent.change(composer(), { target: { value: 'あ'.repeat(1799) } });
    expect(screen.queryByTestId('char-count')).toBeNull();
    fireEvent.change(composer(), { target: { value: 'あ'.repeat(2001) } });
    expect(screen.getByTestId('char-count').textContent).toBe('2,001/2,000');
    expect(sendButton().disabled).toBe(true);
  });
});

describe('read-only rooms', () => {
  it('show the reason instead of the composer', async () => {
    api.get.mockResolvedValue(
      roomFixture({ contractStatus: 'cancelled', readOnly: true, readOnlyReason: roomMessages.closed, actions: [] }),
    );
    await openRoom([message(1)]);
    expect((await screen.findByTestId('read-only')).textContent).toBe(roomMessages.closed);
    expect(screen.queryByRole('textbox', { name: 'メッセージ' })).toBeNull();
    expect(screen.queryByRole('button', { name: '送信' })).toBeNull();
    // Back leads to the completed list.
    expect(screen.getByRole('link', { name: '戻る' }).getAttribute('href')).toBe(CLIENT.finishedMessages);
  });
});

describe('new messages', () => {
  it('polls with after=<last seq> every 3 s while visible, and pauses while hidden', async () => {
    jest.useFakeTimers();
    await openRoom([message(1), message(2)]);
    expect(api.messages).toHaveBeenCalledTimes(1);

    api.messages.mockResolvedValueOnce(page([message(3, { text: '新着です' })], { otherReadSeq: 2 }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS);
    });
    expect(api.messages).toHaveBeenLastCalledWith('c1', { after: 2 }, expect.any(AbortSignal));
    expect(await screen.findByText('新着です')).toBeTruthy();

    // Next poll goes on from seq 3.
    api.messages.mockResolvedValue(page([], { lastSeq: 3 }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS);
    });
    expect(api.messages).toHaveBeenLastCalledWith('c1', { after: 3 }, expect.any(AbortSignal));
    const calls = api.messages.mock.calls.length;

    // Hidden: no polls.
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS * 3);
    });
    expect(api.messages.mock.calls.length).toBe(calls);

    // Shown again: at once.
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(api.messages.mock.calls.length).toBe(calls + 1);
    expect(api.messages).toHaveBeenLastCalledWith('c1', { after: 3 }, expect.any(AbortSignal));
    visibility.mockRestore();
  });

  it('asks again at once while the server holds more than one answer brought', async () => {
    jest.useFakeTimers();
    await openRoom([message(1)]);
    api.messages.mockResolvedValueOnce(page([message(2), message(3)], { lastSeq: 5 }));
    api.messages.mockResolvedValueOnce(page([message(4), message(5)], { lastSeq: 5 }));
    api.messages.mockResolvedValue(page([], { lastSeq: 5 }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS);
    });
    expect(api.messages.mock.calls.slice(1).map(([, cursor]) => cursor)).toEqual([{ after: 1 }, { after: 3 }]);
    expect(screen.getAllByTestId('other-message').map((m) => m.getAttribute('data-seq'))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps the messages on screen when a poll fails, and tries again at the next tick', async () => {
    jest.useFakeTimers();
    await openRoom([message(1)]);
    api.messages.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS);
    });
    expect(api.messages).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('log', { name: 'メッセージ' })).toBeTruthy();
    expect(screen.getByTestId('other-message').textContent).toContain('メッセージ1');
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull();

    api.messages.mockResolvedValueOnce(page([message(2, { text: '届きました' })]));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS);
    });
    expect(api.messages).toHaveBeenCalledTimes(3);
    expect(api.messages).toHaveBeenLastCalledWith('c1', { after: 1 }, expect.any(AbortSignal));
    expect(screen.getByText('届きました')).toBeTruthy();
  });

  it('starts from the answer that came with the session and asks for what is new one tick later', async () => {
    jest.useFakeTimers();
    primeResponses({ [LANDING_API.room('c1')]: roomFixture(), [LANDING_API.roomMessages('c1')]: page([message(1)]) });
    renderRooms('client', roomPath('client'));
    expect(screen.getByRole('log', { name: 'メッセージ' })).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS - 1);
    });
    expect(api.messages).not.toHaveBeenCalled();
    api.messages.mockResolvedValue(page([], { lastSeq: 1 }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(api.messages).toHaveBeenCalledWith('c1', { after: 1 }, expect.any(AbortSignal));
  });

  it('catches up at once when the room is opened again from the cache', async () => {
    jest.useFakeTimers();
    const { router } = await openRoom([message(1)]);
    api.messages.mockResolvedValue(page([], { lastSeq: 1 }));
    await act(() => router.navigate(CLIENT.messages));
    api.list.mockResolvedValue({ items: [], nextCursor: null });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS * 5);
    });
    // Not polled while the room is closed.
    expect(api.messages).toHaveBeenCalledTimes(1);
    api.messages.mockResolvedValueOnce(page([message(2, { text: '留守中の新着' })]));
    await act(async () => {
      await router.navigate(roomPath('client'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByTestId('other-message').map((m) => m.getAttribute('data-seq'))).toEqual(['1', '2']);
    expect(api.messages).toHaveBeenCalledTimes(2);
    expect(api.messages).toHaveBeenLastCalledWith('c1', { after: 1 }, expect.any(AbortSignal));
    expect(screen.getByText('留守中の新着')).toBeTruthy();
  });

  it('refreshes the contract bar when a system message arrives', async () => {
    jest.useFakeTimers();
    api.get.mockResolvedValue(roomFixture({ contractStatus: 'awaiting_payment', actions: ['cancel'] }));
    await openRoom([message(1)]);
    expect(api.get).toHaveBeenCalledTimes(1);
    api.get.mockResolvedValue(roomFixture({ contractStatus: 'in_progress', actions: ['request_cancel'] }));
    api.messages.mockResolvedValueOnce(page([message(2, { kind: 'system', senderId: null, text: '仮払いが完了しました' })]));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROOM_POLL_MS);
    });
    await waitFor(() => expect(screen.getByTestId('contract-hint').textContent).toBe('納品をお待ちください'));
  });
});

describe('images', () => {
  it('fetches thumbnails with the bearer token and shows them through object URLs', async () => {
    const fetchMock = jest.fn(async () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 }));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      await openRoom([message(1, { text: '', images: [{ id: 'img-1', width: 800, height: 600 }] })]);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/liff/rooms/c1/images/img-1?size=thumb');
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer id-token');
      const img = await screen.findByAltText('添付画像');
      await waitFor(() => expect(img.getAttribute('src')).toBe('blob:room-image'));

      // Tapping opens the full size, fetched the same way.
      fireEvent.click(screen.getByRole('button', { name: '画像を拡大' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/liff/rooms/c1/images/img-1?size=full', expect.anything()));
      expect(await screen.findByAltText('添付画像（拡大）')).toBeTruthy();
    } finally {
      global.fetch = realFetch;
    }
  });
});
