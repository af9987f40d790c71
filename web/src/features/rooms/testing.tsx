/**
 * Test helpers of the rooms: fixtures shaped like the API's answers (common/src/rooms.ts) and the
 * room screens rendered at their paths with a fresh query cache. The callers mock the API module,
 * firebaseAuth and the session.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { UserType } from '@common/options';
import type { Message, MessagePage, RoomDetail, RoomSummary } from '@common/rooms';
import { system } from '../../components/theme/system';
import { PATHS, withId } from '../../lib/paths';
import FinishedRoomsPage from './FinishedRoomsPage';
import RoomPage from './RoomPage';
import RoomsPage from './RoomsPage';

export const ME = { client: 'Uclient', worker: 'Uworker' } as const;

export function summaryFixture(more: Partial<RoomSummary> = {}): RoomSummary {
  return {
    id: 'c1',
    contractId: 'c1',
    title: 'ヘアカタログ撮影',
    contractStatus: 'in_progress',
    other: { userId: 'Uworker', name: '佐藤 健太', side: 'worker' },
    last: { text: '明日の10時に伺います', kind: 'text', hasImages: false, at: '2026-11-23T01:05:00.000Z' },
    unread: 0,
    readOnly: false,
    updatedAt: '2026-11-23T01:05:00.000Z',
    ...more,
  };
}

export function roomFixture(more: Partial<RoomDetail> = {}): RoomDetail {
  return { ...summaryFixture(), actions: ['request_cancel'], contactFilter: false, ...more };
}

/** 2026-11-23 09:00 JST (a Monday); message n is n minutes later. */
const BASE = Date.parse('2026-11-23T00:00:00.000Z');
export function message(seq: number, more: Partial<Message> = {}): Message {
  return {
    id: String(seq).padStart(12, '0'),
    roomId: 'c1',
    seq,
    kind: 'text',
    senderId: 'Uworker',
    text: `メッセージ${seq}`,
    images: [],
    createdAt: new Date(BASE + seq * 60_000).toISOString(),
    ...more,
  };
}

export function page(items: Message[], more: Partial<MessagePage> = {}): MessagePage {
  return {
    items,
    hasMore: false,
    lastSeq: items.length ? items[items.length - 1].seq : 0,
    otherReadSeq: 0,
    ...more,
  };
}

/** A room screen of `side` at `path` (one of the side's message paths); returns the router and cache. */
export function renderRooms(side: UserType, path: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const paths = PATHS[side];
  const router = createMemoryRouter(
    [
      { path: paths.messages, element: <RoomsPage /> },
      { path: paths.finishedMessages, element: <FinishedRoomsPage /> },
      { path: paths.room, element: <RoomPage /> },
      { path: '*', element: <p>別の画面</p> },
    ],
    { initialEntries: [path] },
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

export const roomPath = (side: UserType, id = 'c1') => withId(PATHS[side].room, id);
