/**
 * Reviews on screen (docs/product/reviews.md#on-the-profiles): a public profile's 評価 section (the
 * summary, the latest three with the job and the month, the empty state, all of them in place with
 * 「もっと見る」, a failed load with its retry) and the posting salon's ★ on the worker's job cards.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Job, PublicClient } from '@common/marketplace';
import type { PublicReview, UserReviews } from '@common/reviews';
import { system } from '../../components/theme/system';
import { ApiRequestError } from '../../lib/api/client';
import { reviewsApi } from '../../lib/api/reviews';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { OpenJobCard } from '../jobs';
import { ClientProfileView } from './ClientProfileView';
import { ProfileReviews } from './ProfileReviews';
import ReviewList from './ReviewList';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/reviews', () => ({ reviewsApi: { ofUser: jest.fn() } }));

const api = jest.mocked(reviewsApi);
jest.setTimeout(20_000);
beforeEach(() => jest.clearAllMocks());

const review = (n: number, more: Partial<PublicReview> = {}): PublicReview => ({
  id: `c${n}_client`,
  jobTitle: `ヘアカタログ撮影 ${n}`,
  month: '2026-11',
  rating: 5,
  comment: `丁寧な対応でした ${n}`,
  authorName: `サロン ${n}`,
  authorSide: 'client',
  createdAt: '2026-11-20T01:00:00.000Z',
  ...more,
});
const page = (
  items: PublicReview[],
  nextCursor: string | null = null,
  summary: UserReviews['summary'] = { average: 4.5, count: 12, completedContracts: 15 },
): UserReviews => ({
  summary,
  items,
  nextCursor,
});

function renderUi(ui: ReactElement) {
  // As the app's client (lib/query/client.ts): answers stay fresh for 30 s.
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('a profile’s 評価 section', () => {
  test('the summary in numbers and stars, then the latest three with the job, the month and the author', async () => {
    api.ofUser.mockResolvedValue(
      page(
        [
          review(1, { rating: 4, month: '2026-03', comment: '連絡が早く、仕上がりも素晴らしかったです' }),
          review(2),
          review(3),
          review(4),
        ],
        'cur1',
      ),
    );
    renderUi(<ReviewList uid="Uw" side="worker" />);
    const section = await screen.findByTestId('profile-reviews');
    expect(api.ofUser).toHaveBeenCalledWith('Uw', 'worker', null, expect.anything());
    const summary = within(section).getByTestId('reviews-summary');
    expect(summary.textContent).toContain('4.5');
    expect(within(summary).getByText('12件の評価')).toBeTruthy();
    expect(within(summary).getByText('完了した取引 15件')).toBeTruthy();
    expect(within(summary).getByRole('img', { name: '5段階中4.5' }).getAttribute('data-filled')).toBe('5');

    const items = within(section).getAllByTestId('review-item');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('ヘアカタログ撮影 1');
    expect(items[0].textContent).toContain('2026年3月');
    expect(items[0].textContent).toContain('サロン 1');
    expect(items[0].textContent).toContain('連絡が早く、仕上がりも素晴らしかったです');
    expect(within(items[0]).getByRole('img', { name: '5段階中4' }).getAttribute('data-filled')).toBe('4');
    expect(items[1].textContent).toContain('2026年11月');
    expect(screen.queryByText('ヘアカタログ撮影 4')).toBeNull();
    expect(screen.getByRole('button', { name: 'すべての評価を見る（12件）' })).toBeTruthy();
  });

  test('すべての評価を見る lists them in place from the page already read, then もっと見る reads the next page', async () => {
    api.ofUser
      .mockResolvedValueOnce(
        page(
          [1, 2, 3, 4, 5].map((n) => review(n)),
          'cur1',
          { average: 4.8, count: 6, completedContracts: 6 },
        ),
      )
      .mockResolvedValueOnce(page([review(6)], null, { average: 4.8, count: 6, completedContracts: 6 }));
    renderUi(<ReviewList uid="Uw" side="worker" />);
    fireEvent.click(await screen.findByRole('button', { name: 'すべての評価を見る（6件）' }));
    const all = screen.getByTestId('all-reviews');
    expect(within(all).getAllByTestId('review-item')).toHaveLength(5);
    expect(api.ofUser).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /すべての評価を見る/ })).toBeNull();

    fireEvent.click(within(all).getByRole('button', { name: 'もっと見る' }));
    await waitFor(() => expect(within(all).getAllByTestId('review-item')).toHaveLength(6));
    expect(api.ofUser).toHaveBeenLastCalledWith('Uw', 'worker', 'cur1', expect.anything());
    expect(within(all).getByText('ヘアカタログ撮影 6')).toBeTruthy();
    expect(within(all).queryByRole('button', { name: 'もっと見る' })).toBeNull();
  });

  test('three or fewer reviews: no link to more', async () => {
    api.ofUser.mockResolvedValue(page([review(1), review(2)], null, { average: 5, count: 2, completedContracts: 3 }));
    renderUi(<ReviewList uid="Uw" side="worker" />);
    expect(await screen.findAllByTestId('review-item')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /すべての評価を見る/ })).toBeNull();
  });

  test('none yet: まだ評価はありません and the completed deals', async () => {
    api.ofUser.mockResolvedValue(page([], null, { average: null, count: 0, completedContracts: 2 }));
    renderUi(<ReviewList uid="Uw" side="worker" />);
    const summary = await screen.findByTestId('reviews-summary');
    expect(summary.textContent).toContain('まだ評価はありません');
    expect(summary.textContent).toContain('完了した取引 2件');
    expect(screen.queryByTestId('review-item')).toBeNull();
    expect(screen.queryByRole('img', { name: /5段階中/ })).toBeNull();
  });

  test('a long comment is folded with 続きを読む', async () => {
    const long = '撮影の段取りから当日の進行まで、とても丁寧に対応していただきました。'.repeat(5);
    api.ofUser.mockResolvedValue(page([review(1, { comment: long })], null, { average: 5, count: 1, completedContracts: 1 }));
    renderUi(<ReviewList uid="Uw" side="worker" />);
    const more = await screen.findByRole('button', { name: '続きを読む' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: '閉じる' }).getAttribute('aria-expanded')).toBe('true');
  });

  test('a failed load says the API’s message, and 再読み込み reads again', async () => {
    api.ofUser
      .mockRejectedValueOnce(new ApiRequestError(500, 'internal', 'サーバーで問題が発生しました'))
      .mockResolvedValueOnce(page([review(1)], null, { average: 5, count: 1, completedContracts: 1 }));
    renderUi(<ReviewList uid="Uw" side="worker" />);
    expect(await screen.findByText('サーバーで問題が発生しました')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('ヘアカタログ撮影 1')).toBeTruthy();
    expect(api.ofUser).toHaveBeenCalledTimes(2);
  });

  test('the salon’s profile (a job’s 発注者) loads its client-side reviews lazily under 評価, with a skeleton first', async () => {
    let answer: (r: UserReviews) => void = () => undefined;
    api.ofUser.mockReturnValue(new Promise<UserReviews>((resolve) => (answer = resolve)));
    const client: PublicClient = {
      userId: 'Uc',
      name: 'サロン・ルミエール',
      classify: 'corporation',
      detail: '',
      reviews: { average: 4, count: 1 },
    };
    renderUi(<ClientProfileView client={client} />);
    const section = screen.getByRole('region', { name: '評価' });
    expect(within(section).getByTestId('reviews-skeleton')).toBeTruthy();
    await waitFor(() => expect(api.ofUser).toHaveBeenCalledWith('Uc', 'client', null, expect.anything()));
    answer(
      page([review(1, { authorName: '佐藤 光', authorSide: 'worker' })], null, { average: 4, count: 1, completedContracts: 1 }),
    );
    expect(await within(section).findByText('佐藤 光')).toBeTruthy();
    expect(within(section).getByText('1件の評価')).toBeTruthy();
  });

  test('ProfileReviews renders the list once its chunk is in', async () => {
    api.ofUser.mockResolvedValue(page([review(1)], null, { average: 5, count: 1, completedContracts: 1 }));
    renderUi(<ProfileReviews uid="Uw" side="worker" />);
    expect(await screen.findByText('ヘアカタログ撮影 1')).toBeTruthy();
  });
});

describe('the worker’s job cards', () => {
  const job = (client: PublicClient): Job => ({
    id: 'j1',
    clientId: client.userId,
    title: 'ヘアカタログ撮影',
    description: '新作スタイルの撮影',
    occupation: 'カメラマン',
    skills: [],
    reward: 30_000,
    applicationDeadline: '2099-12-01',
    deliveryDate: '2099-12-20',
    placeType: 'remote',
    capacity: 1,
    status: 'published',
    applicantCount: 0,
    acceptedCount: 0,
    createdAt: '2026-11-01T01:00:00.000Z',
    updatedAt: '2026-11-01T01:00:00.000Z',
    client,
    fee: { reward: 30_000, fee: 3_000, payout: 27_000, rate: 0.1 },
  });
  const salon: PublicClient = { userId: 'Uc', name: 'サロン・ルミエール', classify: 'corporation', detail: '' };

  test('show the salon’s ★ average and count once she has a review', () => {
    renderUi(<OpenJobCard job={job({ ...salon, reviews: { average: 4.5, count: 12 } })} />);
    const line = within(screen.getByTestId('job-card')).getByTestId('review-summary');
    expect(line.getAttribute('aria-label')).toBe('評価 4.5（12件）');
    expect(line.textContent).toContain('4.5（12件）');
  });

  test('show nothing of reviews before the first', () => {
    renderUi(<OpenJobCard job={job(salon)} />);
    expect(screen.getByTestId('job-card').textContent).toContain('サロン・ルミエール');
    expect(screen.queryByTestId('review-summary')).toBeNull();
    expect(screen.queryByText('評価はまだありません')).toBeNull();
  });
});
