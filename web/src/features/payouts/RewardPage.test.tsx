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
    amount: 36_000,
    status: 'transferred',
    transferredAt: '2026-11-02T03:00:00.000Z',
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
    expect(row.getByRole('link').getAttribute('href')).toBe(withId(WORKER.contract, 'c1'));
    expect(within(second).getByText('取消')).toBeTruthy();
    expect(api.rewardHistory).toHaveBeenCalledWith(null);
  });

  it('says when nothing was transferred yet', async () => {
    api.rewardHistory.mockResolvedValue({ items: [], nextCursor: null });
    renderPage(<RewardHistoryPage />);
    expect(await screen.findByText('受取履歴はまだありません')).toBeTruthy();
  });
});
