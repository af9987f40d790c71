/**
 * The review invitations (docs/product/reviews.md#invitations): 「取引の評価」 on an ended contract's page
 * (due: the invitation with its deadline and the button to the form; written: mine waiting; both visible:
 * theirs and mine), nothing asked of a contract that goes on, and the room's banner only while the review
 * is due.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConnectStatus } from '@common/api';
import type { UserType } from '@common/options';
import type { ContractReview, Review } from '@common/reviews';
import { ApiRequestError } from '../../lib/api/client';
import { contractsApi } from '../../lib/api/marketplace';
import { reviewsApi } from '../../lib/api/reviews';
import { roomsApi } from '../../lib/api/rooms';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from '../contracts/testing';
import { page, renderRooms, roomFixture, roomPath } from '../rooms/testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
jest.mock('../../lib/api/deal', () => ({ dealApi: {} }));
jest.mock('../../lib/api/reviews', () => ({ reviewsApi: { get: jest.fn(), post: jest.fn() } }));
jest.mock('../../lib/api/rooms', () => ({
  roomsApi: { list: jest.fn(), get: jest.fn(), messages: jest.fn(), send: jest.fn(), uploadImage: jest.fn(), read: jest.fn() },
}));
jest.mock('../rooms/badgesApi', () => ({ fetchBadges: jest.fn(() => Promise.resolve({ messages: 0, notices: 0 })) }));
jest.mock('../contracts/leave', () => ({ leaveFor: jest.fn() }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { id: 'Uworker', type: 'worker' as UserType }, connectStatus: 'success' as ConnectStatus };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const reviews = jest.mocked(reviewsApi);
const rooms = jest.mocked(roomsApi);
const getContract = jest.mocked(contractsApi.get);
jest.setTimeout(20_000);

/** 12月21日 in Japan. */
const DEADLINE = '2099-12-20T15:00:00.000Z';

const review = (more: Partial<Review> = {}): Review => ({
  id: 'c1_worker',
  contractId: 'c1',
  authorSide: 'worker',
  rating: 5,
  comment: '撮影しやすい現場でした',
  createdAt: '2026-11-20T01:00:00.000Z',
  visibleAt: DEADLINE,
  visible: false,
  hidden: false,
  ...more,
});
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
  session.user = { id: 'Uworker', type: 'worker' };
});

async function openContract(side: UserType, status: 'completed' | 'paid_out' | 'cancelled' | 'in_progress') {
  session.user = { id: side === 'client' ? 'Uclient' : 'Uworker', type: side };
  getContract.mockResolvedValue(
    contractFixture({
      status,
      client: { userId: 'Uclient', name: '山田', companyName: 'サロン・ルミエール', classify: 'corporation', detail: '' },
    }),
  );
  const rendered = renderContractPage(side);
  await contractPageShown();
  return rendered;
}

describe('the contract page: 「取引の評価」', () => {
  test('due: the invitation with its deadline and a button to the form', async () => {
    reviews.get.mockResolvedValue(state());
    const { router } = await openContract('worker', 'paid_out');
    expect((await screen.findByTestId('review-invitation')).textContent).toBe(
      'サロン・ルミエールを評価してください（12月21日まで）',
    );
    expect(screen.getByRole('heading', { name: '取引の評価' })).toBeTruthy();
    expect(reviews.get).toHaveBeenCalledWith('c1', expect.anything());
    fireEvent.click(screen.getByRole('link', { name: '評価する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/project-managements/c1/review'));
  });

  test('the client is invited to review the worker', async () => {
    reviews.get.mockResolvedValue(state());
    await openContract('client', 'completed');
    expect((await screen.findByTestId('review-invitation')).textContent).toBe('佐藤 健太を評価してください（12月21日まで）');
    expect(screen.getByRole('link', { name: '評価する' }).getAttribute('href')).toBe('/client/project-managements/c1/review');
  });

  test('written and waiting: mine, waiting for theirs, no button', async () => {
    reviews.get.mockResolvedValue(state({ due: false, mine: review() }));
    await openContract('worker', 'completed');
    expect((await screen.findByTestId('my-review-state')).textContent).toBe('相手の評価を待っています');
    expect(screen.getByTestId('my-review').textContent).toContain('撮影しやすい現場でした');
    expect(screen.queryByTestId('their-review')).toBeNull();
    expect(screen.queryByRole('link', { name: '評価する' })).toBeNull();
  });

  test('both visible: their review about me, then mine', async () => {
    const theirs = review({
      id: 'c1_client',
      authorSide: 'client',
      rating: 4,
      comment: '仕上がりに満足しています',
      visible: true,
    });
    reviews.get.mockResolvedValue(state({ due: false, mine: review({ visible: true }), theirs, theirsWritten: true }));
    await openContract('worker', 'paid_out');
    const their = await screen.findByTestId('their-review');
    expect(their.textContent).toContain('サロン・ルミエールからの評価');
    expect(their.textContent).toContain('仕上がりに満足しています');
    expect(screen.getByRole('img', { name: '星4つ（5段階中）' })).toBeTruthy();
    expect(screen.getByTestId('my-review-state').textContent).toBe('公開済み');
  });

  test('a deal cancelled before 仮払い shows no card', async () => {
    reviews.get.mockResolvedValue(state({ due: false, deadline: null }));
    await openContract('worker', 'cancelled');
    await waitFor(() => expect(reviews.get).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('review-card-loading')).toBeNull());
    expect(screen.queryByTestId('review-card')).toBeNull();
  });

  test('a contract that goes on asks nothing about reviews', async () => {
    await openContract('worker', 'in_progress');
    expect(screen.queryByTestId('review-card')).toBeNull();
    expect(reviews.get).not.toHaveBeenCalled();
  });

  test('a failed load of the reviews offers a retry in the card', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    reviews.get
      .mockRejectedValueOnce(new ApiRequestError(500, 'internal', 'サーバーでエラーが発生しました'))
      .mockResolvedValue(state());
    await openContract('worker', 'completed');
    const card = await screen.findByTestId('review-card');
    expect(card.textContent).toContain('評価を読み込めませんでした');
    fireEvent.click(within(card).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByTestId('review-invitation')).toBeTruthy();
  });
});

describe('the room: the banner', () => {
  function openRoom(contractStatus: 'completed' | 'in_progress' | 'cancelled') {
    session.user = { id: 'Uclient', type: 'client' };
    rooms.get.mockResolvedValue(
      roomFixture({
        contractStatus,
        readOnly: contractStatus !== 'in_progress',
        actions: [],
        other: { userId: 'Uworker', name: '佐藤 健太', side: 'worker' },
      }),
    );
    rooms.messages.mockResolvedValue(page([]));
    renderRooms('client', roomPath('client'));
  }

  test('an ended deal whose review is due: the banner with a link to the form', async () => {
    reviews.get.mockResolvedValue(state());
    openRoom('completed');
    const banner = await screen.findByTestId('review-banner');
    expect(banner.textContent).toContain('取引が完了しました。評価をお願いします');
    expect(screen.getByRole('link', { name: '評価する' }).getAttribute('href')).toBe('/client/project-managements/c1/review');
  });

  test('no banner once written', async () => {
    reviews.get.mockResolvedValue(state({ due: false, mine: review({ id: 'c1_client', authorSide: 'client' }) }));
    openRoom('completed');
    await waitFor(() => expect(reviews.get).toHaveBeenCalledWith('c1', expect.anything()));
    await screen.findByTestId('read-only');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('review-banner')).toBeNull();
  });

  test('no banner for the asker of a cancelled deal', async () => {
    reviews.get.mockResolvedValue(state({ due: false }));
    openRoom('cancelled');
    await waitFor(() => expect(reviews.get).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('review-banner')).toBeNull();
  });

  test('a deal that goes on: no banner and no review call', async () => {
    openRoom('in_progress');
    await screen.findByRole('textbox');
    expect(screen.queryByTestId('review-banner')).toBeNull();
    expect(reviews.get).not.toHaveBeenCalled();
  });
});
