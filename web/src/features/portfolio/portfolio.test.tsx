/**
 * The portfolio screens (docs/product/screens.md#portfolio): the editor uploads photos on pick and
 * posts the work, a refused upload says the API's message, the 20-work limit is said and the button
 * disabled, 削除 asks first, 上へ / 下へ send the new order; on the public profile the grid opens the
 * viewer, which moves with its buttons and swipes and closes with × or Escape.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PORTFOLIO_MESSAGES, type Portfolio, type PortfolioUpload, type PortfolioWork } from '@common/portfolio';
import { notify } from '../../components/feedback/toaster';
import { system } from '../../components/theme/system';
import { ApiRequestError } from '../../lib/api/client';
import { portfolioApi } from '../../lib/api/portfolio';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { WORKER } from '../../lib/paths';
import PortfolioGallery from './PortfolioGallery';
import PortfolioPage from './PortfolioPage';
import WorkEditorPage from './WorkEditorPage';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/portfolio', () => ({
  portfolioApi: {
    mine: jest.fn(),
    ofWorker: jest.fn(),
    upload: jest.fn(),
    create: jest.fn(),
    update: jest.fn(),
    remove: jest.fn(),
    order: jest.fn(),
  },
}));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));

const api = jest.mocked(portfolioApi);
// Whole screens with Chakra dialogs render slowly in jsdom when the machine is busy.
jest.setTimeout(20_000);

const photo = (id: string) => ({
  id,
  width: 2048,
  height: 1365,
  thumbUrl: `/liff/workers/Uw/portfolio/photos/${id}?size=thumb`,
  fullUrl: `/liff/workers/Uw/portfolio/photos/${id}?size=full`,
});
const work = (id: string, title: string, photos = 1, more: Partial<PortfolioWork> = {}): PortfolioWork => ({
  id,
  title,
  description: null,
  link: null,
  photos: Array.from({ length: photos }, (_, i) => photo(`${id}-p${i + 1}`)),
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
  ...more,
});
const portfolio = (works: PortfolioWork[]): Portfolio => ({ workerId: 'Uw', works });
const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.clearAllMocks());

function renderAt(path: string) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: WORKER.editPortfolio, element: <PortfolioPage /> },
      { path: WORKER.editPortfolioNew, element: <WorkEditorPage /> },
      { path: WORKER.editPortfolioWork, element: <WorkEditorPage /> },
      { path: '/profile/:id', element: <PortfolioGallery workerId="Uw" /> },
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
  return router;
}

const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('work-photo-input'), { target: { files } });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const cards = () => screen.queryAllByTestId('portfolio-work-title').map((t) => t.textContent);

describe('the portfolio editor', () => {
  test('uploads a picked photo, then posts the work and returns to the list with it on top', async () => {
    api.mine.mockResolvedValue(portfolio([work('w1', '既存の作品')]));
    const upload: PortfolioUpload = { ...photo('up1'), expiresAt: '2026-11-02T01:00:00.000Z' };
    let finish: (u: PortfolioUpload) => void = () => undefined;
    api.upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    api.create.mockImplementation(async (input) =>
      work('w2', input.title, 1, { description: input.description ?? null, link: input.link ?? null }),
    );
    const router = renderAt(WORKER.editPortfolioNew);
    await screen.findByLabelText(/タイトル/);

    const picked = file('a.jpg');
    pick(picked);
    // While it is sent: the picked file, a spinner label and the count of photos still going.
    expect(await screen.findByAltText('写真 1（アップロード中）')).toBeTruthy();
    expect(screen.getByTestId('upload-progress').textContent).toBe('写真をアップロードしています（残り1枚）');
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(api.upload).toHaveBeenCalledWith(picked));
    await act(async () => finish(upload));
    expect(((await screen.findByAltText('写真 1')) as HTMLImageElement).getAttribute('src')).toBe(upload.thumbUrl);
    expect(screen.queryByTestId('upload-progress')).toBeNull();

    type(/タイトル/, 'ボブスタイルの撮影');
    expect(screen.getByText('9/50')).toBeTruthy();
    type(/説明/, 'ヘアカタログ用に10スタイル撮影しました');
    type(/リンク/, 'instagram.com/p/abc');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        title: 'ボブスタイルの撮影',
        description: 'ヘアカタログ用に10スタイル撮影しました',
        link: 'https://instagram.com/p/abc',
        photoIds: ['up1'],
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('作品を追加しました');
    await waitFor(() => expect(router.state.location.pathname).toBe(WORKER.editPortfolio));
    await waitFor(() => expect(cards()).toEqual(['ボブスタイルの撮影', '既存の作品']));
  });

  test('a refused upload leaves no photo and says the API’s message; no photo, no post', async () => {
    api.mine.mockResolvedValue(portfolio([]));
    api.upload.mockRejectedValue(new ApiRequestError(400, 'invalid_argument', PORTFOLIO_MESSAGES.notAnImage));
    renderAt(WORKER.editPortfolioNew);
    await screen.findByLabelText(/タイトル/);
    pick(file('broken.jpg'));
    expect((await screen.findByTestId('photo-problem')).textContent).toBe('画像ファイル（JPEG・PNGなど）を選択してください');
    expect(screen.queryAllByTestId('work-photo')).toHaveLength(0);

    type(/タイトル/, '作品');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('photo-problem').textContent).toBe('写真を1枚以上選択してください'));
    expect(api.create).not.toHaveBeenCalled();
  });

  test('a title is required and at most 50 characters, before any call', async () => {
    api.mine.mockResolvedValue(portfolio([]));
    renderAt(WORKER.editPortfolioNew);
    await screen.findByLabelText(/タイトル/);
    type(/タイトル/, 'あ'.repeat(51));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('50文字以内で入力してください')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  test('editing sends every field with the kept photos and a removed one left out', async () => {
    api.mine.mockResolvedValue(portfolio([work('w1', '店内撮影', 2, { description: '説明', link: 'https://example.com/' })]));
    api.update.mockImplementation(async (_id, patch) => work('w1', patch.title ?? '', 1));
    const router = renderAt(WORKER.editPortfolioWork.replace(':id', 'w1'));
    expect(((await screen.findByLabelText(/タイトル/)) as HTMLInputElement).value).toBe('店内撮影');
    fireEvent.click(screen.getByRole('button', { name: '写真 1 を外す' }));
    type(/説明/, '');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith('w1', {
        title: '店内撮影',
        description: null,
        link: 'https://example.com/',
        photoIds: ['w1-p2'],
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('作品を更新しました');
    await waitFor(() => expect(router.state.location.pathname).toBe(WORKER.editPortfolio));
  });
});

describe('the portfolio list', () => {
  test('shows each work’s cover, title and photo count', async () => {
    api.mine.mockResolvedValue(portfolio([work('a', 'A', 3), work('b', 'B')]));
    renderAt(WORKER.editPortfolio);
    await waitFor(() => expect(cards()).toEqual(['A', 'B']));
    const first = screen.getAllByTestId('portfolio-work')[0];
    expect(within(first).getByText('写真3枚')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe(photo('a-p1').thumbUrl);
    expect(screen.getByTestId('portfolio-count').textContent).toBe('2/20件');
    expect(screen.getByRole('link', { name: '作品を追加' }).getAttribute('href')).toBe(WORKER.editPortfolioNew);
  });

  test('at 20 works the limit is said and 作品を追加 is disabled', async () => {
    api.mine.mockResolvedValue(portfolio(Array.from({ length: 20 }, (_, i) => work(`w${i}`, `作品${i}`))));
    renderAt(WORKER.editPortfolio);
    expect((await screen.findByTestId('portfolio-count')).textContent).toBe('作品は20件まで登録できます');
    expect((screen.getByRole('button', { name: '作品を追加' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: '作品を追加' })).toBeNull();
  });

  test('the new-work screen at 20 works shows the limit instead of the form', async () => {
    api.mine.mockResolvedValue(portfolio(Array.from({ length: 20 }, (_, i) => work(`w${i}`, `作品${i}`))));
    renderAt(WORKER.editPortfolioNew);
    expect((await screen.findByTestId('portfolio-full')).textContent).toContain('作品は20件まで登録できます');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  test('削除 asks first, then deletes and shows the rest', async () => {
    api.mine.mockResolvedValue(portfolio([work('a', 'A'), work('b', 'B')]));
    api.remove.mockResolvedValue(portfolio([work('b', 'B')]));
    renderAt(WORKER.editPortfolio);
    fireEvent.click(await screen.findByRole('button', { name: 'Aを削除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('作品を削除しますか？');
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('a'));
    await waitFor(() => expect(cards()).toEqual(['B']));
    expect(notify.success).toHaveBeenCalledWith('作品を削除しました');
  });

  test('上へ / 下へ send the whole new order and show the answer', async () => {
    api.mine.mockResolvedValue(portfolio([work('a', 'A'), work('b', 'B'), work('c', 'C')]));
    api.order.mockImplementation(async (ids) => portfolio(ids.map((id) => work(id, id.toUpperCase()))));
    renderAt(WORKER.editPortfolio);
    await waitFor(() => expect(cards()).toEqual(['A', 'B', 'C']));
    expect((screen.getByRole('button', { name: 'Aを上へ' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cを下へ' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Bを上へ' }));
    await waitFor(() => expect(api.order).toHaveBeenCalledWith(['b', 'a', 'c']));
    await waitFor(() => expect(cards()).toEqual(['B', 'A', 'C']));

    fireEvent.click(screen.getByRole('button', { name: 'Aを下へ' }));
    await waitFor(() => expect(api.order).toHaveBeenLastCalledWith(['b', 'c', 'a']));
    await waitFor(() => expect(cards()).toEqual(['B', 'C', 'A']));
  });

  test('a refused order says why and keeps the list', async () => {
    api.mine.mockResolvedValue(portfolio([work('a', 'A'), work('b', 'B')]));
    api.order.mockRejectedValue(new ApiRequestError(400, 'invalid_argument', PORTFOLIO_MESSAGES.orderMismatch));
    renderAt(WORKER.editPortfolio);
    fireEvent.click(await screen.findByRole('button', { name: 'Bを上へ' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('並び替えに失敗しました', PORTFOLIO_MESSAGES.orderMismatch));
    expect(cards()).toEqual(['A', 'B']);
  });
});

describe('the public portfolio', () => {
  const works = [
    work('a', '店内撮影', 2, { description: '内装の撮影です', link: 'https://example.com/a' }),
    work('b', 'ヘアカタログ'),
  ];
  const position = () => screen.getByTestId('viewer-position').textContent;
  const stage = () => screen.getByTestId('viewer-stage');
  const swipe = (from: number, to: number) => {
    fireEvent.touchStart(stage(), { changedTouches: [{ clientX: from, clientY: 300 }] });
    fireEvent.touchEnd(stage(), { changedTouches: [{ clientX: to, clientY: 305 }] });
  };

  test('a grid of covers; the viewer moves with its buttons and swipes and closes with ×', async () => {
    api.ofWorker.mockResolvedValue(portfolio(works));
    renderAt('/profile/Uw');
    const grid = await screen.findByTestId('portfolio-grid');
    expect(api.ofWorker).toHaveBeenCalledWith('Uw', expect.anything());
    const tiles = within(grid).getAllByRole('button');
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual([
      '店内撮影（写真2枚）を開く',
      'ヘアカタログ（写真1枚）を開く',
    ]);
    expect(tiles[0].querySelector('img')?.getAttribute('src')).toBe(photo('a-p1').thumbUrl);

    fireEvent.click(tiles[0]);
    const viewer = await screen.findByTestId('portfolio-viewer');
    expect(position()).toBe('1 / 3');
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(photo('a-p1').fullUrl);
    expect(viewer.textContent).toContain('店内撮影');
    expect(viewer.textContent).toContain('内装の撮影です');
    expect(within(viewer).getByRole('link').getAttribute('href')).toBe('https://example.com/a');
    expect((within(viewer).getByRole('button', { name: '前の写真' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(viewer).getByRole('button', { name: '次の写真' }));
    expect(position()).toBe('2 / 3');
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(photo('a-p2').fullUrl);
    swipe(300, 100); // left: next
    expect(position()).toBe('3 / 3');
    expect(viewer.textContent).toContain('ヘアカタログ');
    expect((within(viewer).getByRole('button', { name: '次の写真' }) as HTMLButtonElement).disabled).toBe(true);
    swipe(100, 300); // right: previous
    expect(position()).toBe('2 / 3');
    swipe(100, 120); // too short: stays
    expect(position()).toBe('2 / 3');
    fireEvent.click(within(viewer).getByRole('button', { name: '前の写真' }));
    expect(position()).toBe('1 / 3');

    fireEvent.click(within(viewer).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByTestId('portfolio-viewer')).toBeNull());
  });

  test('opens at the tapped work and closes with Escape', async () => {
    api.ofWorker.mockResolvedValue(portfolio(works));
    renderAt('/profile/Uw');
    fireEvent.click(await screen.findByRole('button', { name: 'ヘアカタログ（写真1枚）を開く' }));
    const viewer = await screen.findByTestId('portfolio-viewer');
    expect(position()).toBe('3 / 3');
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('portfolio-viewer')).toBeNull());
  });

  test('says when there are no works', async () => {
    api.ofWorker.mockResolvedValue(portfolio([]));
    renderAt('/profile/Uw');
    expect((await screen.findByTestId('portfolio-empty')).textContent).toBe('作品はまだ登録されていません');
    expect(screen.queryByTestId('portfolio-grid')).toBeNull();
  });
});
