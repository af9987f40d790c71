/**
 * お金の確認's 支払期日 list (docs/product/admin.md#money-that-needs-a-person,
 * docs/product/law.md#the-deadline-kept): each raised contract with its deadline and days left (or
 * 期日超過), what it waits for, status, parties and reward; a link to its hold or failed payout where it
 * is one, else to the parties' pages; a hold that is also raised shows its deadline in the hold list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MoneyQueueItem } from '@common/admin';
import { openConsole, setUpConsoleTests } from '../testing';
import { moneyApi } from './api';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../../lib/api/admin', () => ({
  ...jest.requireActual('../../../lib/api/admin'),
  adminApi: { me: jest.fn() },
}));
jest.mock('./api', () => ({ moneyApi: { list: jest.fn(), decide: jest.fn(), retry: jest.fn() } }));

const api = jest.mocked(moneyApi);

const SOON: MoneyQueueItem = {
  kind: 'deadline',
  contractId: 'c7',
  title: 'ヘアカタログ撮影',
  contractStatus: 'delivered',
  client: { userId: 'Uclient', name: 'サロン花' },
  worker: { userId: 'Uworker', name: '山田 太郎' },
  reward: 30000,
  paid: 30000,
  refunded: 0,
  feeRate: 0.1,
  withheld: 0,
  amount: 27000,
  since: '2026-11-24T00:00:00.000Z',
  actions: [],
  maxPartialRefund: null,
  hold: null,
  payout: null,
  refund: null,
  deadline: {
    date: '2026-12-01',
    daysLeft: 7,
    wait: 'acceptance',
    waitLabel: '発注者の検収',
    raisedAt: '2026-11-24T00:00:00.000Z',
    stage: 'week',
    stageLabel: '7日前の通知',
    clientTold: true,
    alsoIn: null,
  },
};
const LATE: MoneyQueueItem = {
  ...SOON,
  contractId: 'c8',
  title: '店内撮影',
  contractStatus: 'completed',
  actions: ['retry_payout'],
  payout: {
    status: 'waiting_account',
    reward: 30000,
    fee: 3000,
    amount: 27000,
    attempts: 0,
    lastError: null,
    lastAttemptAt: null,
    nextAttemptAt: '2026-11-25T01:15:00.000Z',
  },
  deadline: {
    ...SOON.deadline!,
    date: '2026-11-22',
    daysLeft: -2,
    wait: 'account',
    waitLabel: '受注者の受取口座の準備',
    stage: 'due',
    stageLabel: '期日の通知（最終）',
    clientTold: false,
    alsoIn: 'payout_failed',
  },
};
const HELD: MoneyQueueItem = {
  ...SOON,
  contractId: 'c9',
  title: 'スタイル撮影',
  actions: ['release', 'complete', 'refund'],
  hold: {
    source: 'card_dispute',
    label: 'カード会社から異議申し立てがあったため、運営が確認しています',
    at: '2026-11-20T01:30:00.000Z',
    stripeId: 'dp_1',
    amount: null,
    cancellation: null,
  },
  deadline: {
    ...SOON.deadline!,
    date: '2026-11-27',
    daysLeft: 3,
    wait: 'hold',
    waitLabel: '運営の確認（保留中）',
    alsoIn: 'hold',
  },
};
const page = (items: MoneyQueueItem[]) => ({ items, nextCursor: null });

setUpConsoleTests();

const card = (item: MoneyQueueItem) => screen.findByRole('article', { name: `${item.title}（${item.contractId}）` });

describe('お金の確認: 支払期日', () => {
  it('lists each raised contract with its deadline and days left, the wait, status, parties and reward; links where to act', async () => {
    api.list.mockResolvedValue(page([LATE, HELD, SOON]));
    openConsole('/console/money?kind=deadline');
    const soon = await card(SOON);
    expect(api.list).toHaveBeenCalledWith('deadline', null, expect.any(AbortSignal));
    expect(screen.getByRole('tab', { name: '支払期日' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/支払期日の7日前になっても受注者に報酬が支払われていない契約です/)).toBeTruthy();

    const box = within(soon).getByTestId('deadline');
    expect(within(box).getByText('支払期日：2026年12月1日（あと7日）')).toBeTruthy();
    expect(within(box).getByText('待っているもの：発注者の検収')).toBeTruthy();
    expect(within(box).getByText('7日前の通知：2026年11月24日 09:00（受注者と発注者へ）')).toBeTruthy();
    expect(within(box).queryByTestId('deadline-stage')).toBeNull();
    expect(within(soon).getByText('納品済み・検収待ち')).toBeTruthy();
    expect(within(soon).getByText('¥30,000')).toBeTruthy();
    expect(within(soon).getByText('期日の通知：2026年11月24日 09:00から')).toBeTruthy();
    // Nothing else holds it: the parties' pages.
    expect(within(soon).getByRole('link', { name: '発注者のページ' }).getAttribute('href')).toBe('/console/users/Uclient');
    expect(within(soon).getByRole('link', { name: '受注者のページ' }).getAttribute('href')).toBe('/console/users/Uworker');
    expect(within(soon).queryByRole('button')).toBeNull();

    const late = await card(LATE);
    expect(within(late).getByText('支払期日：2026年11月22日（期日超過 2日）')).toBeTruthy();
    expect(within(late).getByText('待っているもの：受注者の受取口座の準備')).toBeTruthy();
    // The last alert went out: a 期日超過 badge, and only the worker was told (her own step).
    expect(within(late).getByTestId('deadline-stage').textContent).toBe('期日超過');
    expect(within(late).getByText('期日の通知（最終）：2026年11月24日 09:00（受注者へ）')).toBeTruthy();
    expect(within(late).getByTestId('failure')).toBeTruthy();
    expect(within(late).getByRole('link', { name: '「送金の失敗」で再送する' }).getAttribute('href')).toBe(
      '/console/money?kind=payout_failed',
    );

    const held = await card(HELD);
    expect(within(held).getByText('支払期日：2026年11月27日（あと3日）')).toBeTruthy();
    expect(within(held).getByText(HELD.hold!.label)).toBeTruthy();
    const toHold = within(held).getByRole('link', { name: '「保留中」で判断する' });
    expect(toHold.getAttribute('href')).toBe('/console/money?kind=hold');

    // Following it opens the hold list, where the same contract shows its deadline beside its decisions.
    api.list.mockResolvedValue(page([{ ...HELD, kind: 'hold' }]));
    fireEvent.click(toHold);
    await waitFor(() => expect(api.list).toHaveBeenCalledWith('hold', null, expect.any(AbortSignal)));
    const inHolds = await card(HELD);
    expect(within(inHolds).getByText('支払期日：2026年11月27日（あと3日）')).toBeTruthy();
    expect(within(inHolds).getByRole('button', { name: '保留を解除' })).toBeTruthy();
  });

  it('says when nothing is raised', async () => {
    api.list.mockResolvedValue(page([]));
    openConsole('/console/money?kind=deadline');
    expect(await screen.findByText('支払期日が近い未払いの報酬はありません')).toBeTruthy();
  });
});
