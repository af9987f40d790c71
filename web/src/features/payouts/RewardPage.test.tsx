/** 報酬管理 and 受取履歴: amounts in yen, the way to the payout account when money waits for it, transfers per contract. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RewardRecord, RewardSummary } from '@common/deal';
import { system } from '../../components/theme/system';
import { payoutsApi } from '../../lib/api/payouts';
import { WORKER, withId } from '../../lib/paths';
import { todayJst } from '@common/dates';
import { arrivalDay, bankArrivalLine } from './labels';
import RewardHistoryPage from './RewardHistoryPage';
import RewardPage from './RewardPage';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/payouts', () => ({ payoutsApi: { rewards: jest.fn(), rewardHistory: jest.fn() } }));

const api = jest.mocked(payoutsApi);

function renderPage(page: ReactElement) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const summary = (more: Partial<RewardSummary> = {}): RewardSummary => ({
  thisMonth: 36_000,
  total: 1_234_567,
  held: 45_000,
  processing: 9_000,
  waitingAccount: 0,
  ...more,
});

beforeEach(() => jest.clearAllMocks());

describe('報酬管理', () => {
  it('shows every amount in yen and the way to the history', async () => {
    api.rewards.mockResolvedValue(summary());
    renderPage(<RewardPage />);
    expect((await screen.findByTestId('reward-this-month')).textContent).toBe('今月の受取額36,000円');
    expect(screen.getByTestId('reward-total').textContent).toBe('累計受取額1,234,567円');
    expect(screen.getByTestId('reward-held').textContent).toContain('45,000円');
    expect(screen.getByTestId('reward-held').textContent).toContain('作業中・検収待ちの案件');
    expect(screen.getByTestId('reward-processing').textContent).toContain('9,000円');
    expect(screen.getByTestId('reward-waiting').textContent).toContain('0円');
    expect(screen.getByRole('link', { name: '受取履歴を見る' }).getAttribute('href')).toBe(WORKER.rewardHistory);
    expect(screen.queryByRole('link', { name: '受取口座を登録する' })).toBeNull();
  });

  it('leads to the payout account when money waits for it', async () => {
    api.rewards.mockResolvedValue(summary({ waitingAccount: 27_000 }));
    renderPage(<RewardPage />);
    expect((await screen.findByTestId('reward-waiting')).textContent).toContain('27,000円');
    expect(screen.getByRole('link', { name: '受取口座を登録する' }).getAttribute('href')).toBe(WORKER.account);
  });
});

describe('受取履歴', () => {
  const record = (more: Partial<RewardRecord>): RewardRecord => ({
    contractId: 'c1',
    title: 'スタイル撮影',
    reward: 40_000,
    fee: 4_000,
    withheld: 0,
    amount: 36_000,
    status: 'transferred',
    transferredAt: '2026-11-02T03:00:00.000Z',
    bankArrival: null,
    ...more,
  });

  it('lists each transfer with reward, fee and amount received, linked to its contract', async () => {
    api.rewardHistory.mockResolvedValue({
      items: [
        record({}),
        record({ contractId: 'c2', title: '店内撮影', status: 'reversed', reward: 10_000, fee: 1_000, amount: 9_000 }),
      ],
      nextCursor: null,
    });
    renderPage(<RewardHistoryPage />);
    const [first, second] = await screen.findAllByTestId('reward-record');
    const row = within(first);
    expect(row.getByText('送金済み')).toBeTruthy();
    expect(row.getByText('2026年11月2日 送金')).toBeTruthy();
    expect(row.getByText('40,000円')).toBeTruthy();
    expect(row.getByText('−4,000円')).toBeTruthy();
    expect(row.getByText('36,000円')).toBeTruthy();
    // 報酬 and 手数料 are tax included; 受取額 is the transfer (docs/product/screens.md#amounts-and-tax).
    expect(row.getByText('報酬（税込）').nextSibling?.textContent).toBe('40,000円');
    expect(row.getByText('手数料（税込）').nextSibling?.textContent).toBe('−4,000円');
    expect(row.getByText('受取額').nextSibling?.textContent).toBe('36,000円');
    expect(row.getByRole('link').getAttribute('href')).toBe(withId(WORKER.contract, 'c1'));
    expect(within(second).getByText('取消')).toBeTruthy();
    expect(api.rewardHistory).toHaveBeenCalledWith(null, expect.any(AbortSignal));
  });

  it('shows the 源泉徴収税額 the salon kept back so that reward − tax − fee = the amount; none without it', async () => {
    api.rewardHistory.mockResolvedValue({
      items: [
        record({ reward: 30_000, withheld: 3_063, fee: 3_000, amount: 23_937 }),
        record({ contractId: 'c2', reward: 30_000, withheld: 0, fee: 3_000, amount: 27_000 }),
      ],
      nextCursor: null,
    });
    renderPage(<RewardHistoryPage />);
    const [withheld, plain] = await screen.findAllByTestId('reward-record');
    const row = within(withheld);
    expect(row.getByText('源泉徴収税額（発注者が納付）')).toBeTruthy();
    expect(row.getByText('−3,063円')).toBeTruthy();
    expect(row.getByText('−3,000円')).toBeTruthy();
    expect(row.getByText('23,937円')).toBeTruthy();
    expect(within(plain).queryByText('源泉徴収税額（発注者が納付）')).toBeNull();
  });

  it('says under each transfer when the money reaches the bank; a failed payout leads to 受取口座', async () => {
    const inDays = (n: number) => todayJst(new Date(Date.now() + n * 86_400_000));
    const soon = inDays(3);
    const before = inDays(-5);
    api.rewardHistory.mockResolvedValue({
      items: [
        record({ contractId: 'c1', bankArrival: { status: 'estimated', date: soon } }),
        record({ contractId: 'c2', bankArrival: { status: 'scheduled', date: soon } }),
        record({ contractId: 'c3', bankArrival: { status: 'paid', date: before } }),
        record({ contractId: 'c4', bankArrival: { status: 'failed', date: null } }),
        record({ contractId: 'c5', bankArrival: { status: 'estimated', date: null } }),
        record({ contractId: 'c6', status: 'reversed', bankArrival: null }),
      ],
      nextCursor: null,
    });
    renderPage(<RewardHistoryPage />);
    const cards = await screen.findAllByTestId('reward-record');
    const note = (i: number) => within(cards[i]).queryByTestId('bank-arrival');
    expect(note(0)?.textContent).toBe(`${arrivalDay(soon)}ごろ銀行口座に入金予定です`);
    expect(note(1)?.textContent).toBe(`${arrivalDay(soon)}ごろ銀行口座に入金予定です`);
    expect(note(2)?.textContent).toBe(`${arrivalDay(before)}に銀行口座へ入金されました`);
    expect(note(2)?.dataset.tone).toBe('success');
    expect(note(3)?.textContent).toContain('銀行口座への入金ができませんでした。受取口座の登録内容をご確認ください。');
    expect(note(3)?.dataset.tone).toBe('error');
    const check = within(note(3)!).getByRole('link', { name: '受取口座を確認する' });
    expect(check.getAttribute('href')).toBe(WORKER.account);
    // The account link is its own link, not inside the card's link to the contract.
    expect(check.closest('a')).toBe(check);
    expect(
      within(cards[3])
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([withId(WORKER.contract, 'c4'), WORKER.account]);
    expect(note(4)?.textContent).toBe('銀行口座への入金日は、Stripe の入金スケジュールに沿って決まります。');
    expect(note(5)).toBeNull();
    // Only the failed one links to 受取口座.
    expect(screen.getAllByRole('link', { name: '受取口座を確認する' })).toHaveLength(1);
  });

  it('says when nothing was transferred yet', async () => {
    api.rewardHistory.mockResolvedValue({ items: [], nextCursor: null });
    renderPage(<RewardHistoryPage />);
    expect(await screen.findByText('受取履歴はまだありません')).toBeTruthy();
  });
});

describe('受取履歴: the bank arrival line', () => {
  // 2026-11-04 10:00 JST.
  const now = new Date('2026-11-04T01:00:00Z');

  it('an estimate from the payout schedule, and Stripe\u2019s payout on its way: ごろ…入金予定です', () => {
    expect(bankArrivalLine({ status: 'estimated', date: '2026-11-06' }, now)).toEqual({
      text: '11月6日ごろ銀行口座に入金予定です',
      tone: 'info',
      checkAccount: false,
    });
    expect(bankArrivalLine({ status: 'scheduled', date: '2026-11-06' }, now)?.text).toBe('11月6日ごろ銀行口座に入金予定です');
    // Today is still 予定.
    expect(bankArrivalLine({ status: 'estimated', date: '2026-11-04' }, now)?.text).toBe('11月4日ごろ銀行口座に入金予定です');
  });

  it('an estimate whose day has passed without a payout reported: 入金されている見込みです', () => {
    expect(bankArrivalLine({ status: 'estimated', date: '2026-10-30' }, now)?.text).toBe(
      '10月30日ごろ銀行口座へ入金されている見込みです',
    );
  });

  it('paid: M月D日に銀行口座へ入金されました; another year shows the year', () => {
    expect(bankArrivalLine({ status: 'paid', date: '2026-10-30' }, now)).toEqual({
      text: '10月30日に銀行口座へ入金されました',
      tone: 'success',
      checkAccount: false,
    });
    expect(bankArrivalLine({ status: 'scheduled', date: '2027-01-08' }, now)?.text).toBe(
      '2027年1月8日ごろ銀行口座に入金予定です',
    );
    expect(arrivalDay('2025-12-26', now)).toBe('2025年12月26日');
  });

  it('failed: asks to check 受取口座; manual payouts: no date; reversed: nothing', () => {
    expect(bankArrivalLine({ status: 'failed', date: null }, now)).toEqual({
      text: '銀行口座への入金ができませんでした。受取口座の登録内容をご確認ください。',
      tone: 'error',
      checkAccount: true,
    });
    expect(bankArrivalLine({ status: 'estimated', date: null }, now)?.text).toBe(
      '銀行口座への入金日は、Stripe の入金スケジュールに沿って決まります。',
    );
    expect(bankArrivalLine(null, now)).toBeNull();
  });
});
