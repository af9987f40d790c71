/**
 * The contract page shows exactly the next action of the viewer, from the server's `actions` and the
 * contract's state: 仮払い (client), 納品 (worker), 検収 / 修正依頼 (client), cancellation request and
 * answer (both), the payment, the payout and a dispute.
 */
import { screen, within } from '@testing-library/react';
import type { ConnectStatus } from '@common/api';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { contractsApi } from '../../lib/api/marketplace';
import { WORKER } from '../../lib/paths';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
jest.mock('../../lib/api/deal', () => ({ dealApi: {} }));
jest.mock('./leave', () => ({ leaveFor: jest.fn() }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { type: 'client' as UserType }, connectStatus: 'none' as ConnectStatus };
jest.mock('../session', () => ({ useSession: () => session }));

const get = jest.mocked(contractsApi.get);

beforeAll(polyfillResizeObserver);
beforeEach(() => {
  jest.clearAllMocks();
  session.connectStatus = 'none';
});

async function open(side: UserType, more: Partial<Contract>) {
  session.user.type = side;
  get.mockResolvedValue(contractFixture(more));
  renderContractPage(side);
  await contractPageShown();
}

const button = (name: string) => screen.queryByRole('button', { name });

const DELIVERY = {
  message: 'データを共有しました。\nhttps://example.jp/d',
  at: '2026-11-05T01:00:00.000Z',
  autoCompleteAt: '2026-11-12T01:00:00.000Z',
  images: [],
  link: null,
};
const paidHistory: Contract['history'] = [
  { status: 'awaiting_payment', at: '2026-11-01T01:00:00.000Z', by: 'Uclient' },
  { status: 'in_progress', at: '2026-11-01T02:00:00.000Z', by: null, action: 'pay', actor: 'system' },
];
const PAID = {
  status: 'paid' as const,
  paidAt: '2026-11-01T02:00:00.000Z',
  cardBrand: 'visa',
  cardLast4: '4242',
  refundedAt: null,
};

describe('awaiting the payment', () => {
  test('the client gets 仮払いへ進む even though pay is never among the actions, and cancel', async () => {
    await open('client', { actions: ['cancel'] });
    expect(button('仮払いへ進む')).toBeTruthy();
    expect(button('この契約をキャンセルする')).toBeTruthy();
    expect(screen.getByTestId('next-action').textContent).toContain('次のステップ：仮払いのお手続き');
    expect(document.body.textContent).not.toMatch(/まだ受け付けていません/);
  });

  test('the worker waits: no pay button, cancel only when offered', async () => {
    await open('worker', { actions: [] });
    expect(button('仮払いへ進む')).toBeNull();
    expect(button('この契約をキャンセルする')).toBeNull();
    expect(screen.getByTestId('next-action').textContent).toContain('発注者の仮払いをお待ちください');
  });
});

describe('in progress', () => {
  test('the worker with deliver gets the delivery form and the cancellation request', async () => {
    await open('worker', { status: 'in_progress', history: paidHistory, payment: PAID, actions: ['deliver', 'request_cancel'] });
    // The fields are fetched after the page has painted (DeliverForm.tsx).
    expect(await screen.findByLabelText(/納品メッセージ/)).toBeTruthy();
    expect(button('納品する')).toBeTruthy();
    expect(button('キャンセルを申請する')).toBeTruthy();
    expect(button('この契約をキャンセルする')).toBeNull();
  });

  test('the client sees no delivery form and no pay button', async () => {
    await open('client', { status: 'in_progress', history: paidHistory, payment: PAID, actions: ['request_cancel'] });
    expect(screen.queryByLabelText(/納品メッセージ/)).toBeNull();
    expect(button('仮払いへ進む')).toBeNull();
    expect(button('キャンセルを申請する')).toBeTruthy();
  });

  test('after a revision request the worker reads the reason above the form', async () => {
    const history: Contract['history'] = [
      ...paidHistory,
      {
        status: 'delivered',
        at: '2026-11-05T01:00:00.000Z',
        by: 'Uworker',
        action: 'deliver',
        actor: 'worker',
        note: '納品です',
      },
      {
        status: 'in_progress',
        at: '2026-11-06T01:00:00.000Z',
        by: 'Uclient',
        action: 'request_revision',
        actor: 'client',
        note: '色味を明るく',
      },
    ];
    await open('worker', { status: 'in_progress', history, actions: ['deliver', 'request_cancel'] });
    expect(screen.getByTestId('revision-request').textContent).toContain('色味を明るく');
  });
});

describe('delivered', () => {
  test('the client reads the delivery and the automatic 検収 date, and may confirm or ask for a revision', async () => {
    await open('client', {
      status: 'delivered',
      delivery: DELIVERY,
      actions: ['request_revision', 'complete', 'request_cancel'],
    });
    const delivery = screen.getByTestId('delivery');
    expect(delivery.textContent).toContain('https://example.jp/d');
    expect(within(delivery).getByTestId('auto-complete').textContent).toBe('2026年11月12日 10:00に自動で検収されます');
    expect(button('検収する')).toBeTruthy();
    expect(button('修正を依頼する')).toBeTruthy();
  });

  test('the worker reads the same delivery but has nothing to confirm', async () => {
    await open('worker', { status: 'delivered', delivery: DELIVERY, actions: ['request_cancel'] });
    expect(screen.getByTestId('auto-complete').textContent).toContain('に自動で検収されます');
    expect(button('検収する')).toBeNull();
    expect(button('修正を依頼する')).toBeNull();
    expect(screen.queryByLabelText(/納品メッセージ/)).toBeNull();
  });
});

describe('a cancellation request', () => {
  const request = {
    by: 'client' as const,
    reason: '店舗改装のため',
    at: '2026-11-02T01:00:00.000Z',
    autoAcceptAt: '2026-11-05T01:00:00.000Z',
  };

  test('the side that asked sees its request and the automatic acceptance, and cannot answer', async () => {
    await open('client', { status: 'cancel_requested', cancelRequest: request, actions: [] });
    const panel = screen.getByTestId('cancel-request');
    expect(panel.textContent).toContain('発注者（あなた）');
    expect(panel.textContent).toContain('店舗改装のため');
    expect(within(panel).getByTestId('auto-accept').textContent).toBe(
      '2026年11月5日 10:00までに回答がない場合、自動でキャンセルが成立します。',
    );
    expect(button('キャンセルに同意する')).toBeNull();
    expect(button('拒否する')).toBeNull();
  });

  test('the other party may agree or refuse', async () => {
    await open('worker', { status: 'cancel_requested', cancelRequest: request, actions: ['accept_cancel', 'refuse_cancel'] });
    expect(screen.getByTestId('cancel-request').textContent).toContain('発注者からキャンセルの申請があります');
    expect(button('キャンセルに同意する')).toBeTruthy();
    expect(button('拒否する')).toBeTruthy();
  });
});

describe('money', () => {
  test('the client sees the card of the payment', async () => {
    await open('client', { status: 'in_progress', history: paidHistory, payment: PAID, actions: [] });
    expect(screen.getByTestId('payment-status').textContent).toContain('お支払い：VISA ****4242（2026年11月1日）');
  });

  test('the worker does not see the card', async () => {
    await open('worker', { status: 'in_progress', history: paidHistory, payment: PAID, actions: [] });
    expect(screen.queryByText(/4242/)).toBeNull();
  });

  test.each(['client', 'worker'] as const)('a refund is shown to the %s', async (side) => {
    await open(side, { status: 'refunding', payment: { ...PAID, status: 'refunding' }, actions: [] });
    expect(screen.getByTestId('payment-status').textContent).toContain('返金手続き中');
  });

  test.each(['client', 'worker'] as const)('a finished refund is shown to the %s', async (side) => {
    await open(side, {
      status: 'cancelled',
      payment: { ...PAID, status: 'refunded', refundedAt: '2026-11-04T01:00:00.000Z' },
      actions: [],
    });
    expect(screen.getByTestId('payment-status').textContent).toContain('返金済み（2026年11月4日）');
  });

  test('a payout waiting for an account prompts the worker to register one', async () => {
    await open('worker', { status: 'completed', payout: { status: 'waiting_account', amount: 27_000, transferredAt: null } });
    const prompt = screen.getByTestId('payout-status');
    expect(prompt.textContent).toContain('報酬を受け取るには受取口座の登録が必要です');
    expect(within(prompt).getByRole('link', { name: '受取口座を登録する' }).getAttribute('href')).toBe(WORKER.account);
  });

  test('a requested payout', async () => {
    await open('worker', { status: 'completed', payout: { status: 'requested', amount: 27_000, transferredAt: null } });
    expect(screen.getByTestId('payout-status').textContent).toContain('送金手続き中');
  });

  test('a transferred payout names the amount and the date', async () => {
    session.connectStatus = 'success';
    await open('worker', {
      status: 'paid_out',
      payout: { status: 'transferred', amount: 27_000, transferredAt: '2026-11-10T01:00:00.000Z' },
    });
    expect(screen.getByTestId('payout-status').textContent).toContain('27,000円を送金しました（2026年11月10日）');
  });

  test('a paid contract reminds a worker without a payout account, softly', async () => {
    await open('worker', { status: 'in_progress', history: paidHistory, payment: PAID, actions: ['deliver'] });
    const reminder = screen.getByTestId('account-reminder');
    expect(
      within(reminder)
        .getByRole('link', { name: /受取口座を登録する/ })
        .getAttribute('href'),
    ).toBe(WORKER.account);
    expect(screen.queryByText('報酬を受け取るには受取口座の登録が必要です')).toBeNull();
  });

  test('no reminder once the account is ready', async () => {
    session.connectStatus = 'success';
    await open('worker', { status: 'in_progress', history: paidHistory, payment: PAID, actions: ['deliver'] });
    expect(screen.queryByTestId('account-reminder')).toBeNull();
  });

  test('no reminder before the payment', async () => {
    await open('worker', { actions: ['cancel'] });
    expect(screen.queryByTestId('account-reminder')).toBeNull();
  });
});

test.each(['client', 'worker'] as const)(
  'on hold, the %s reads one state: why, what is paused, the money, and a way to ask; no next step contradicts it',
  async (side) => {
    await open(side, {
      status: 'in_progress',
      history: paidHistory,
      payment: PAID,
      actions: [],
      dispute: { source: 'refused_cancel', at: '2026-11-03T01:00:00.000Z' },
    });
    const notice = screen.getByTestId('dispute');
    expect(notice.textContent).toContain('キャンセル申請が拒否されたため、運営が確認しています');
    expect(notice.textContent).toContain('報酬の送金と返金は止まります');
    expect(notice.textContent).toContain('運営がお預かりしたままです');
    expect(notice.textContent).toContain('確認が終わり次第、この画面とLINEでお知らせします');
    expect(within(notice).getByRole('link', { name: '運営に問い合わせる' }).getAttribute('href')).toBe(`/${side}/mypage/contact`);
    expect(screen.queryByTestId('next-action')).toBeNull();
  },
);
