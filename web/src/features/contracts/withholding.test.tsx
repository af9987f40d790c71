/**
 * A contract that withholds (docs/product/money.md#withholding) on the contract page: the first
 * screen says the tax and what the salon pays (small text only: the contract page's first-screen
 * budget), and the money block below lists 源泉徴収税額 between 報酬 and 手数料 with who pays the tax
 * to the tax office, and when. A contract without it shows none of this.
 */
import { screen, within } from '@testing-library/react';
import type { ConnectStatus } from '@common/api';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { contractsApi } from '../../lib/api/marketplace';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { type: 'client' as UserType }, connectStatus: 'success' as ConnectStatus };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const get = jest.mocked(contractsApi.get);

beforeAll(polyfillResizeObserver);
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const WITHHELD: Partial<Contract> = {
  reward: 30_000,
  withholding: { amount: 3_063, base: 30_000, rate: '10.21%' },
  fee: { reward: 30_000, fee: 3_000, payout: 23_937, rate: 0.1, withheld: 3_063 },
};

async function open(side: UserType, more: Partial<Contract>) {
  session.user.type = side;
  get.mockResolvedValue(contractFixture(more));
  renderContractPage(side);
  await contractPageShown();
}

const rows = () =>
  within(screen.getByTestId('fee-breakdown'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('a contract that withholds', () => {
  test('the salon: the first screen and the money block', async () => {
    await open('client', { ...WITHHELD, actions: ['cancel'] });
    // The headline reward says it includes consumption tax (docs/product/screens.md#amounts-and-tax).
    expect(screen.getByTestId('contract-reward').parentElement?.textContent).toBe('30,000円税込');
    expect(screen.getByTestId('contract-withholding').textContent).toBe('源泉徴収税額 3,063円・仮払い額 26,937円');
    expect(rows()).toEqual([
      '報酬（税込）: 30,000円',
      '源泉徴収税額: −3,063円',
      '手数料（10%・税込）: −3,000円',
      '受注者の受取額: 23,937円',
    ]);
    expect(screen.getByText(/源泉徴収税額は仮払いした月の翌月10日までに税務署へ納めてください/)).toBeTruthy();
  });

  test('the worker: the same figures, and who pays the tax', async () => {
    await open('worker', { ...WITHHELD, status: 'in_progress' });
    expect(screen.getByTestId('contract-withholding').textContent).toBe('源泉徴収税額 3,063円・発注者の仮払い額 26,937円');
    expect(rows()).toEqual([
      '報酬（税込）: 30,000円',
      '源泉徴収税額: −3,063円',
      '手数料（10%・税込）: −3,000円',
      '受取額: 23,937円',
    ]);
    expect(screen.getByText(/源泉徴収税額は発注者が税務署へ納めます/)).toBeTruthy();
  });

  test('a refund after a cancellation names what was charged', async () => {
    await open('client', {
      ...WITHHELD,
      status: 'cancelled',
      payment: {
        status: 'refunded',
        paidAt: '2026-11-02T01:00:00.000Z',
        cardBrand: 'visa',
        cardLast4: '4242',
        refundedAt: '2026-11-03T01:00:00.000Z',
      },
    });
    expect(screen.getByTestId('payment-status').textContent).toContain('仮払いいただいた26,937円を');
  });
});

test('a contract without withholding shows none of it', async () => {
  await open('client', { actions: ['cancel'] });
  expect(screen.queryByTestId('contract-withholding')).toBeNull();
  expect(rows()).toEqual(['報酬（税込）: 30,000円', '手数料（10%・税込）: −3,000円', '受注者の受取額: 27,000円']);
  expect(screen.queryByText(/源泉徴収/)).toBeNull();
});
