/**
 * The offline notice (docs/architecture.md, "When something fails on the web") over every page of the
 * shell: above the page's header in the page column, and over the top of a message room, whose
 * full-screen frame covers the column.
 */
import { Box, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppShell } from '../../app/AppShell';
import { PagePainted } from '../../lib/pagePainted';
import { CLIENT, withId } from '../../lib/paths';
import { system } from '../theme/system';
import { OFFLINE_MESSAGE } from './OfflineBanner';

jest.mock('../../features/session/SessionProvider', () => ({
  useSession: () => ({ user: { id: 'Uclient', type: 'client' } }),
}));
jest.mock('../../features/rooms/badgesApi', () => ({
  fetchBadges: jest.fn(() => Promise.resolve({ messages: 0, notices: 0 })),
}));

/** Stands in for features/rooms/RoomPage.tsx: a full-screen frame over the page column. */
function Room() {
  return (
    <>
      <Box position="fixed" inset="0" zIndex="docked" data-testid="room" />
      <PagePainted />
    </>
  );
}

function List() {
  return (
    <>
      <h1>メッセージ</h1>
      <PagePainted />
    </>
  );
}

function openOffline(path: string) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: CLIENT.room, element: <Room /> },
          { path: CLIENT.messages, element: <List /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

/** The stacking order an element's z-index token stands for (Chakra renders it as a CSS variable). */
const zIndex = (el: Element) => {
  const name = /^var\(--chakra-z-index-([\w-]+)\)$/.exec(getComputedStyle(el).zIndex)?.[1];
  return Number(system.tokens.getByName(`zIndex.${name}`)?.value);
};

it('shows above the page’s header on a page of the column', async () => {
  openOffline(CLIENT.messages);
  const banner = await screen.findByText(OFFLINE_MESSAGE);
  expect(banner.getAttribute('role')).toBe('status');
  expect(getComputedStyle(banner).position).toBe('sticky');
  expect(banner.compareDocumentPosition(screen.getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('shows over the top of a message room, above its full-screen frame', async () => {
  openOffline(withId(CLIENT.room, 'c1'));
  const banner = await screen.findByText(OFFLINE_MESSAGE);
  const style = getComputedStyle(banner);
  expect(style.position).toBe('fixed');
  expect(style.top).toBe('0px');
  // In front of the room's frame (and so of its header), behind dialogs (the image viewer).
  expect(zIndex(banner)).toBeGreaterThan(zIndex(screen.getByTestId('room')));
  expect(zIndex(banner)).toBeLessThan(Number(system.tokens.getByName('zIndex.modal')?.value));
  // The safe area above the text, as on the other pages.
  expect(style.paddingTop).toContain('safe-area-inset-top');
});
