/**
 * The review form (docs/product/reviews.md#the-form): the deal and the other party, stars as a keyboard-usable
 * radio group with their meaning, the shared schema's messages, the live count, posting and what follows
 * (mine, and theirs once visible), the server's refusals in Japanese, the states when the review is not due,
 * and the double-blind rule: nothing says whether the other party wrote before their review is visible.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { UserType } from '@common/options';
import { REVIEW_MESSAGES, type ContractReview, type Review } from '@common/reviews';
import { notify } from '../../components/feedback/toaster';
import { system } from '../../components/theme/system';
import { ApiRequestError } from '../../lib/api/client';
import { contractsApi } from '../../lib/api/marketplace';
import { reviewsApi } from '../../lib/api/reviews';
import { PATHS, withId } from '../../lib/paths';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { contractFixture, polyfillResizeObserver } from '../contracts/testing';
import ReviewFormPage from './ReviewFormPage';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
jest.mock('../../lib/api/reviews', () => ({ reviewsApi: { get: jest.fn(), post: jest.fn() } }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { id: 'Uclient', type: 'client' as UserType } };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const api = jest.mocked(reviewsApi);
const getContract = jest.mocked(contractsApi.get);
jest.setTimeout(20_000);

/** 2099-12-20 15:00 UTC = 12月21日 in Japan. */
const DEADLINE = '2099-12-20T15:00:00.000Z';

function reviewFixture(more: Partial<Review> = {}): Review {
  return {
    id: 'c1_client',
    contractId: 'c1',
    authorSide: 'client',
    rating: 4,
    comment: '丁寧に撮影していただきました',
    createdAt: '2026-11-20T01:00:00.000Z',
    visibleAt: DEADLINE,
    visible: false,
    hidden: false,
    ...more,
  };
}

const state = (more: Partial<ContractReview> = {}): ContractReview => ({
  due: true,
  deadline: DEADLINE,
  mine: null,
  theirs: null,
  ...more,
});

beforeAll(polyfillResizeObserver);
beforeEach(() => {
  jest.clearAllMocks();
  session.user = { id: 'Uclient', type: 'client' };
  getContract.mockResolvedValue(contractFixture({ status: 'completed' }));
});

function open(side: UserType = 'client') {
  session.user = { id: side === 'client' ? 'Uclient' : 'Uworker', type: side };
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: PATHS[side].review, element: <ReviewFormPage /> },
      { path: '*', element: <p>別の画面</p> },
    ],
    { initialEntries: [withId(PATHS[side].review, 'c1')] },
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

const star = (n: number) => screen.getByRole('radio', { name: `星${n}` });
const comment = () => screen.getByRole('textbox', { name: /コメント/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '評価を送信する' }));

describe('the form while the review is due', () => {
  test('shows the deal, the other party, the stars, the note with the deadline, and a back link to the contract', async () => {
    api.get.mockResolvedValue(state());
    open('client');
    expect(await screen.findByRole('heading', { name: '評価する' })).toBeTruthy();
    expect((await screen.findByTestId('review-contract-title')).textContent).toContain('ヘアカタログ撮影');
    expect(screen.getByText('佐藤 健太')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /満足度/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByTestId('review-note').textContent).toContain('12月21日');
    expect(screen.getByTestId('review-note').textContent).toContain('あとから変更・削除できません');
    expect(screen.getByRole('link', { name: '戻る' }).getAttribute('href')).toBe('/client/project-managements/c1');
  });

  test('the worker reviews the salon, named by its company name when it has one', async () => {
    getContract.mockResolvedValue(
      contractFixture({
        status: 'paid_out',
        client: { userId: 'Uclient', name: '山田', companyName: 'サロン・ルミエール', classify: 'corporation', detail: '' },
      }),
    );
    api.get.mockResolvedValue(state());
    open('worker');
    expect(await screen.findByText(/サロン・ルミエールとの取引はいかがでしたか/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '戻る' }).getAttribute('href')).toBe('/worker/project-managements/c1');
  });

  test('without stars or comment it says the shared messages and sends nothing', async () => {
    api.get.mockResolvedValue(state());
    open();
    await screen.findByRole('radiogroup');
    submit();
    expect(await screen.findByText(REVIEW_MESSAGES.ratingRequired)).toBeTruthy();
    expect(screen.getByText('1文字以上で入力してください')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalled();
  });

  test('a comment over 500 characters is refused with the shared message', async () => {
    api.get.mockResolvedValue(state());
    open();
    await screen.findByRole('radiogroup');
    fireEvent.click(star(5));
    fireEvent.change(comment(), { target: { value: 'あ'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeTruthy();
    submit();
    expect(await screen.findByText('500文字以内で入力してください')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  test('the counter follows the comment as it is typed', async () => {
    api.get.mockResolvedValue(state());
    open();
    await screen.findByRole('radiogroup');
    expect(screen.getByText('0/500')).toBeTruthy();
    fireEvent.change(comment(), { target: { value: 'とても良い写真でした' } });
    expect(screen.getByText('10/500')).toBeTruthy();
  });

  test('a star is chosen by tap and by keyboard, with its meaning beside the stars', async () => {
    api.get.mockResolvedValue(state());
    open();
    await screen.findByRole('radiogroup');
    expect(star(1).getAttribute('tabindex')).toBe('0');
    expect(star(2).getAttribute('tabindex')).toBe('-1');
    fireEvent.click(star(4));
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(star(3).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('rating-label').textContent).toContain('4 満足');
    expect(star(4).getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(star(4), { key: 'ArrowRight' });
    expect(star(5).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(star(5));
    expect(screen.getByTestId('rating-label').textContent).toContain('5 とても満足');
    fireEvent.keyDown(star(5), { key: 'Home' });
    expect(star(1).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('rating-label').textContent).toContain('1 不満');
    fireEvent.keyDown(star(1), { key: 'ArrowLeft' });
    expect(star(1).getAttribute('aria-checked')).toBe('true');
  });

  test('sending shows my review waiting for theirs, and the toast', async () => {
    const mine = reviewFixture({ rating: 4, comment: '丁寧に撮影していただきました' });
    api.get.mockResolvedValueOnce(state()).mockResolvedValue(state({ due: false, mine }));
    api.post.mockResolvedValue(mine);
    open();
    await screen.findByRole('radiogroup');
    fireEvent.click(star(4));
    fireEvent.change(comment(), { target: { value: '  丁寧に撮影していただきました ' } });
    submit();
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('c1', { rating: 4, comment: '丁寧に撮影していただきました' }));
    expect((await screen.findByTestId('my-review')).textContent).toContain('丁寧に撮影していただきました');
    expect(screen.getByTestId('my-review-state').textContent).toContain('相手の評価を待っています');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByTestId('their-review')).toBeNull();
    expect(jest.mocked(notify.success)).toHaveBeenCalledWith('評価を送信しました');
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  test('the second review shows theirs once the refresh brings it', async () => {
    const mine = reviewFixture({ visible: true, visibleAt: '2026-11-25T01:00:00.000Z' });
    const theirs = reviewFixture({
      id: 'c1_worker',
      authorSide: 'worker',
      rating: 5,
      comment: 'また是非ご一緒したいです',
      visible: true,
    });
    api.get.mockResolvedValueOnce(state()).mockResolvedValue(state({ due: false, mine, theirs, theirsWritten: true }));
    api.post.mockResolvedValue(mine);
    open();
    await screen.findByRole('radiogroup');
    fireEvent.click(star(4));
    fireEvent.change(comment(), { target: { value: '丁寧に撮影していただきました' } });
    submit();
    expect((await screen.findByTestId('their-review')).textContent).toContain('また是非ご一緒したいです');
    expect(screen.getByTestId('their-review').textContent).toContain('佐藤 健太からの評価');
    expect(screen.getByRole('img', { name: '星5つ（5段階中）' })).toBeTruthy();
    expect(screen.getByTestId('my-review-state').textContent).toContain('公開済み');
  });

  test.each([
    [409, 'conflict', REVIEW_MESSAGES.already],
    [409, 'conflict', REVIEW_MESSAGES.closed],
    [409, 'conflict', REVIEW_MESSAGES.notYet],
    [403, 'permission_denied', REVIEW_MESSAGES.asker],
  ] as const)('a %s refusal says the server message (%s): %s', async (status, code, message) => {
    api.get.mockResolvedValue(state());
    api.post.mockRejectedValue(new ApiRequestError(status, code, message));
    open();
    await screen.findByRole('radiogroup');
    fireEvent.click(star(3));
    fireEvent.change(comment(), { target: { value: 'ふつうでした' } });
    submit();
    expect((await screen.findByTestId('review-refused')).textContent).toContain(message);
    // The state is fetched again, to show where the deal stands.
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  test('the refusal stays on screen when the refresh says the review was written meanwhile', async () => {
    const mine = reviewFixture();
    api.get.mockResolvedValueOnce(state()).mockResolvedValue(state({ due: false, mine }));
    api.post.mockRejectedValue(new ApiRequestError(409, 'conflict', REVIEW_MESSAGES.already));
    open();
    await screen.findByRole('radiogroup');
    fireEvent.click(star(3));
    fireEvent.change(comment(), { target: { value: 'ふつうでした' } });
    submit();
    expect(await screen.findByTestId('my-review')).toBeTruthy();
    expect(screen.getByTestId('review-refused').textContent).toContain(REVIEW_MESSAGES.already);
  });

  test('a 400 with fields puts the message under its field', async () => {
    api.get.mockResolvedValue(state());
    api.post.mockRejectedValue(
      new ApiRequestError(400, 'invalid_argument', '入力内容を確認してください', { comment: '使用できない文字が含まれています' }),
    );
    open();
    await screen.findByRole('radiogroup');
    fireEvent.click(star(2));
    fireEvent.change(comment(), { target: { value: 'うーん' } });
    submit();
    expect(await screen.findByText('使用できない文字が含まれています')).toBeTruthy();
    expect(screen.queryByTestId('review-refused')).toBeNull();
  });

  test('double-blind: while due and theirs is null, nothing says whether they wrote', async () => {
    api.get.mockResolvedValue(state({ theirs: null }));
    open();
    await screen.findByRole('radiogroup');
    expect(screen.queryByTestId('their-review')).toBeNull();
    expect(screen.queryByTestId('their-review-none')).toBeNull();
    expect(screen.queryByText(/からの評価/)).toBeNull();
    expect(screen.queryByText(/評価済み|書き終えています|評価しました/)).toBeNull();
  });
});

describe('when the review is not due', () => {
  test('mine sealed: waiting for theirs with the day it opens, and nothing about theirs', async () => {
    api.get.mockResolvedValue(state({ due: false, mine: reviewFixture() }));
    open();
    expect((await screen.findByTestId('my-review-state')).textContent).toContain('相手の評価を待っています');
    expect(screen.getByText(/12月21日になると、お互いの評価が公開されます/)).toBeTruthy();
    expect(screen.getByTestId('my-review').textContent).toContain('丁寧に撮影していただきました');
    expect(screen.getByRole('img', { name: '星4つ（5段階中）' })).toBeTruthy();
    expect(screen.queryByTestId('their-review')).toBeNull();
    expect(screen.queryByTestId('their-review-none')).toBeNull();
    expect(screen.queryByRole('button', { name: '評価を送信する' })).toBeNull();
  });

  test('both visible: theirs and mine, marked 公開済み', async () => {
    const theirs = reviewFixture({
      id: 'c1_worker',
      authorSide: 'worker',
      rating: 2,
      comment: '連絡が遅めでした',
      visible: true,
    });
    api.get.mockResolvedValue(state({ due: false, mine: reviewFixture({ visible: true }), theirs, theirsWritten: true }));
    open();
    expect((await screen.findByTestId('their-review')).textContent).toContain('連絡が遅めでした');
    expect(screen.getByTestId('their-review').textContent).toContain('やや不満');
    expect(screen.getByTestId('my-review-state').textContent).toContain('公開済み');
  });

  test('mine hidden by the operator: 非表示 and who can see it', async () => {
    api.get.mockResolvedValue(state({ due: false, mine: reviewFixture({ hidden: true, visible: false }) }));
    open();
    expect((await screen.findByTestId('my-review-state')).textContent).toContain('非表示');
    expect(screen.getByText(/運営により非表示になりました/)).toBeTruthy();
  });

  test('the window closed without mine: the reason, theirs when visible', async () => {
    const theirs = reviewFixture({ id: 'c1_worker', authorSide: 'worker', comment: 'ありがとうございました', visible: true });
    api.get.mockResolvedValue(state({ due: false, deadline: '2020-01-01T00:00:00.000Z', theirs, theirsWritten: true }));
    open();
    expect((await screen.findByTestId('review-reason')).textContent).toContain(REVIEW_MESSAGES.closed);
    expect(screen.getByTestId('their-review').textContent).toContain('ありがとうございました');
    expect(screen.queryByTestId('my-review')).toBeNull();
  });

  test('the window closed and they did not write: said only because the API now tells', async () => {
    api.get.mockResolvedValue(
      state({ due: false, deadline: '2020-01-01T00:00:00.000Z', mine: reviewFixture({ visible: true }), theirsWritten: false }),
    );
    open();
    expect((await screen.findByTestId('their-review-none')).textContent).toContain('佐藤 健太からの評価はありませんでした');
  });

  test('the party who asked to cancel: the asker message', async () => {
    getContract.mockResolvedValue(contractFixture({ status: 'cancelled' }));
    api.get.mockResolvedValue(state({ due: false }));
    open();
    expect((await screen.findByTestId('review-reason')).textContent).toContain(REVIEW_MESSAGES.asker);
  });

  test('a deal that has not ended: not yet', async () => {
    getContract.mockResolvedValue(contractFixture({ status: 'delivered' }));
    api.get.mockResolvedValue(state({ due: false, deadline: null }));
    open();
    expect((await screen.findByTestId('review-reason')).textContent).toContain(REVIEW_MESSAGES.notYet);
  });

  test('a deal cancelled before 仮払い cannot be reviewed', async () => {
    getContract.mockResolvedValue(contractFixture({ status: 'cancelled' }));
    api.get.mockResolvedValue(state({ due: false, deadline: null }));
    open();
    expect((await screen.findByTestId('review-reason')).textContent).toContain(
      '仮払いの前にキャンセルされた取引は評価できません',
    );
  });
});

describe('loading', () => {
  test('a failed load offers a retry, which loads the form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api.get
      .mockRejectedValueOnce(new ApiRequestError(500, 'internal', 'サーバーでエラーが発生しました'))
      .mockResolvedValue(state());
    open();
    expect(await screen.findByText('サーバーでエラーが発生しました')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('radiogroup')).toBeTruthy();
  });

  test('a stranger (404) is led back to the contracts', async () => {
    api.get.mockRejectedValue(new ApiRequestError(404, 'not_found', '契約が見つかりません'));
    open();
    expect(await screen.findByText('契約が見つかりません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '案件管理へ' }).getAttribute('href')).toBe('/client/project-managements');
  });
});
