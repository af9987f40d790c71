/**
 * The room's composer keeps an unsent message per user and room through a reload, silently: it is
 * restored in the text field, cleared once sent, never another user's, and leaving asks nothing.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserType } from '@common/options';
import { roomsApi } from '../../lib/api/rooms';
import { draftKey } from '../../lib/forms/drafts';
import { fetchBadges } from './badgesApi';
import { message, page, renderRooms, roomFixture, roomPath } from './testing';

jest.mock('./badgesApi', () => ({ fetchBadges: jest.fn() }));
jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('id-token')) }));
jest.mock('../../lib/api/rooms', () => {
  const actual = jest.requireActual('../../lib/api/rooms');
  return {
    ...actual,
    roomsApi: { ...actual.roomsApi, list: jest.fn(), get: jest.fn(), messages: jest.fn(), send: jest.fn(), read: jest.fn() },
  };
});
const session = { user: { id: 'Uclient', type: 'client' as UserType } };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const api = jest.mocked(roomsApi);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  session.user.id = 'Uclient';
  api.read.mockResolvedValue({ unread: 0 });
  api.get.mockImplementation((id) => Promise.resolve(roomFixture({ id, contractId: id })));
  api.messages.mockImplementation((id) => Promise.resolve(page([message(1, { roomId: id })])));
  jest.mocked(fetchBadges).mockResolvedValue({ messages: 0, notices: 0 });
});

/** The room with its composer, once the drafts module (fetched after the room is on screen) has answered. */
async function openRoom(id = 'c1') {
  const r = renderRooms('client', roomPath('client', id));
  await screen.findByTestId('composer');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return r;
}

const composer = () => screen.getByRole('textbox', { name: 'メッセージ' }) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(composer(), { target: { value } });
/** Lets the draft be written (the drafts module answers asynchronously). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the chat draft', () => {
  it('survives a reload and is gone once sent', async () => {
    await openRoom();
    type('明日の10時に伺います');
    await settle();
    cleanup();

    await openRoom();
    expect(composer().value).toBe('明日の10時に伺います');
    expect(screen.queryByTestId('draft-notice')).toBeNull();

    api.send.mockResolvedValue(message(2, { senderId: 'Uclient', text: '明日の10時に伺います' }));
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(api.send).toHaveBeenCalledWith('c1', { text: '明日の10時に伺います', imageIds: [] }));
    await waitFor(() => expect(composer().value).toBe(''));
    cleanup();

    await openRoom();
    expect(composer().value).toBe('');
  });

  it('is kept when sending fails', async () => {
    await openRoom();
    type('届きますか');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.send.mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await screen.findByTestId('send-error');
    cleanup();
    jest.restoreAllMocks();

    await openRoom();
    expect(composer().value).toBe('届きますか');
  });

  it("is the room's own and never another user's", async () => {
    await openRoom('c1');
    type('c1 への返信');
    await settle();
    cleanup();

    await openRoom('c2');
    expect(composer().value).toBe('');
    cleanup();

    session.user.id = 'Uother';
    await openRoom('c1');
    expect(composer().value).toBe('');
    cleanup();

    session.user.id = 'Uclient';
    await openRoom('c1');
    expect(composer().value).toBe('c1 への返信');
  });

  it('opens empty over whatever storage holds', async () => {
    const key = draftKey('Uclient', 'room:c1') as string;
    for (const raw of ['<html>', JSON.stringify({ uid: 'Uclient', at: Date.now(), data: { text: ['a'] } })]) {
      localStorage.setItem(key, raw);
      await openRoom();
      expect(composer().value).toBe('');
      cleanup();
    }
  });

  it('lets the user leave the room without asking', async () => {
    const { router } = await openRoom();
    type('あとで送る');
    await settle();
    await act(() => router.navigate('/client/messages'));
    await waitFor(() => expect(screen.queryByTestId('composer')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();

    await openRoom();
    expect(composer().value).toBe('あとで送る');
  });
});
