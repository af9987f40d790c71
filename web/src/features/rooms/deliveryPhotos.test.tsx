/**
 * A 納品's photos (DeliveryPhotos.tsx): a grid of thumbnails, each opening the full picture, each with
 * its own save button (a 44px target), and すべて保存 for several; saving fetches the full image with
 * the bearer (once: the viewer's cache is reused) and hands the browser delivery-<n>.jpg. In the
 * room, a 納品's system message shows the same grid.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MessageImage } from '@common/rooms';
import { system } from '../../components/theme/system';
import { notify } from '../../components/feedback/toaster';
import { roomsApi } from '../../lib/api/rooms';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import DeliveryPhotos, { SAVE_FAILED } from './DeliveryPhotos';
import { MessageBubble } from './MessageBubble';
import { message } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/rooms', () => ({ roomsApi: { image: jest.fn() } }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));

const api = jest.mocked(roomsApi);
const photos: MessageImage[] = [1, 2, 3].map((n) => ({ id: `img${n}`, width: 1600, height: 1067 }));

/** What the browser was handed: each <a download> clicked, with its file name and object URL. */
let saved: { name: string; href: string }[];
/** The Blobs the API answered, by "<id>:<size>". */
const blobs = new Map<string, Blob>();

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.clearAllMocks();
  saved = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  blobs.clear();
  api.image.mockImplementation(async (_room, id, size) => {
    const blob = new Blob([`${id}:${size}`], { type: 'image/jpeg' });
    blobs.set(`${id}:${size}`, blob);
    return blob;
  });
});
afterEach(() => jest.restoreAllMocks());

function show(node: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={['/client/project-managements/c1']}>{node}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('a 納品’s photos', () => {
  test('a grid of thumbnails, each with its own save button, and すべて保存', async () => {
    show(<DeliveryPhotos roomId="c1" images={photos} />);
    const grid = screen.getByTestId('delivery-photos');
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(3));
    expect(api.image).toHaveBeenCalledWith('c1', 'img1', 'thumb', expect.anything());
    for (const n of [1, 2, 3]) expect(screen.getByRole('button', { name: `写真を保存（${n}/3）` })).toBeTruthy();
    expect(screen.getByRole('button', { name: '写真を拡大（2/3）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /すべて保存（3枚）/ })).toBeTruthy();
  });

  test('saving one fetches its full image and saves it as delivery-<n>.jpg', async () => {
    show(<DeliveryPhotos roomId="c1" images={photos} />);
    fireEvent.click(screen.getByRole('button', { name: '写真を保存（2/3）' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'delivery-2.jpg', href: 'blob:photo' }]));
    expect(api.image).toHaveBeenCalledWith('c1', 'img2', 'full');
    // The thumbnails have object URLs too: the full image is among them.
    expect(jest.mocked(URL.createObjectURL).mock.calls.map((c) => c[0])).toContain(blobs.get('img2:full'));
  });

  test('すべて保存 saves every photo in order, fetching each full image once', async () => {
    show(<DeliveryPhotos roomId="c1" images={photos} />);
    fireEvent.click(screen.getByRole('button', { name: '写真を保存（1/3）' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /すべて保存/ }));
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual(['delivery-1.jpg', 'delivery-1.jpg', 'delivery-2.jpg', 'delivery-3.jpg']),
    );
    const fullFetches = api.image.mock.calls.filter((c) => c[2] === 'full').map((c) => c[1]);
    expect(fullFetches).toEqual(['img1', 'img2', 'img3']);
  });

  test('a photo that cannot be fetched says so, and nothing is saved', async () => {
    api.image.mockImplementation(async (_room, id, size) => {
      if (size === 'full') throw new Error('offline');
      return new Blob([id], { type: 'image/jpeg' });
    });
    show(<DeliveryPhotos roomId="c1" images={photos} />);
    fireEvent.click(screen.getByRole('button', { name: '写真を保存（3/3）' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(SAVE_FAILED));
    expect(saved).toEqual([]);
  });

  test('tapping a photo opens it full size, with 写真を保存', async () => {
    show(<DeliveryPhotos roomId="c1" images={photos} />);
    fireEvent.click(screen.getByRole('button', { name: '写真を拡大（1/3）' }));
    const viewer = await screen.findByTestId('image-viewer');
    expect(viewer).toBeTruthy();
    await waitFor(() => expect(api.image).toHaveBeenCalledWith('c1', 'img1', 'full', expect.anything()));
    fireEvent.click(await screen.findByRole('button', { name: '写真を保存' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'delivery-1.jpg', href: 'blob:photo' }]));
  });

  test('one photo: its own save button, no すべて保存', () => {
    show(<DeliveryPhotos roomId="c1" images={photos.slice(0, 1)} />);
    expect(screen.getByRole('button', { name: '写真を保存（1/1）' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /すべて保存/ })).toBeNull();
  });

  test('in the room, a 納品’s system message shows its photos as the same grid', async () => {
    const delivered = message(4, {
      kind: 'system',
      senderId: null,
      text: '受注者が納品しました。\n納品いたします\nギャラリー・ダウンロード：https://example.com/g',
      images: photos,
      event: { action: 'deliver', status: 'delivered' },
    });
    show(
      <MessageBubble
        message={delivered}
        roomId="c1"
        own={false}
        other={{ userId: 'Uworker', name: '佐藤 健太', side: 'worker' }}
        showAvatar={false}
        read={false}
        linkify
      />,
    );
    const system = screen.getByTestId('system-message');
    expect(within(system).getByTestId('delivery-photos')).toBeTruthy();
    expect(within(system).getAllByRole('button', { name: /^写真を保存/ })).toHaveLength(3);
    const link = within(system).getByRole('link', { name: 'https://example.com/g' });
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
