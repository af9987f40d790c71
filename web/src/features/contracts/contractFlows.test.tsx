/**
 * What each action sends and what follows: 仮払い leaves for the checkout and the return waits for the
 * webhook; 納品, 修正依頼, 検収 and the cancellation calls validate like the server, confirm where
 * it matters, update the page with the returned contract, toast, and show the server's refusals.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConnectStatus } from '@common/api';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { notify } from '../../components/feedback/toaster';
import { ApiRequestError } from '../../lib/api/client';
import { dealApi } from '../../lib/api/deal';
import { contractsApi } from '../../lib/api/marketplace';
import { leaveFor } from './leave';
import { contractFixture, contractPageShown, polyfillResizeObserver, renderContractPage } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/marketplace', () => ({ contractsApi: { get: jest.fn(), list: jest.fn() } }));
jest.mock('../../lib/api/deal', () => ({
  dealApi: {
    paymentUrl: jest.fn(),
    deliver: jest.fn(),
    requestRevision: jest.fn(),
    complete: jest.fn(),
    cancel: jest.fn(),
    requestCancel: jest.fn(),
    acceptCancel: jest.fn(),
    refuseCancel: jest.fn(),
  },
}));
jest.mock('./leave', () => ({ leaveFor: jest.fn() }));
jest.mock('../../components/feedback/toaster', () => ({ notify: { error: jest.fn(), success: jest.fn() } }));
const session = { user: { type: 'client' as UserType }, connectStatus: 'success' as ConnectStatus };
jest.mock('../session/SessionProvider', () => ({ useSession: () => session }));

const get = jest.mocked(contractsApi.get);
const api = jest.mocked(dealApi);

beforeAll(polyfillResizeObserver);
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function open(side: UserType, more: Partial<Contract>, search = '') {
  session.user.type = side;
  get.mockResolvedValue(contractFixture(more));
  const page = renderContractPage(side, search);
  await contractPageShown();
  return page;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const dialog = () => screen.findByRole('alertdialog');
const conflict = (message: string) => new ApiRequestError(409, 'conflict', message);

describe('仮払い', () => {
  test('the button asks for the checkout URL and leaves for it', async () => {
    api.paymentUrl.mockResolvedValue({ url: 'http://127.0.0.1:5050/_local/stripe/checkout/cs_1' });
    await open('client', { actions: ['cancel'] });
    click('仮払いへ進む');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://127.0.0.1:5050/_local/stripe/checkout/cs_1'));
    expect(api.paymentUrl).toHaveBeenCalledWith('c1');
  });

  test('a refusal stays on the page with the server’s message', async () => {
    api.paymentUrl.mockRejectedValue(conflict('現在の状態（作業中）ではお支払いできません'));
    await open('client', { actions: [] });
    click('仮払いへ進む');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('お支払い画面を開けませんでした', '現在の状態（作業中）ではお支払いできません'),
    );
    expect(leaveFor).not.toHaveBeenCalled();
    // The contract moved on meanwhile: it is read again.
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  test('back with ?paid=1: checking, polling until the webhook has landed, then the param is dropped', async () => {
    const { router } = await open('client', { actions: ['cancel'] }, '?paid=1');
    expect(screen.getByText('お支払いを確認しています…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '仮払いへ進む' })).toBeNull();

    get.mockResolvedValue(contractFixture({ status: 'in_progress', actions: ['request_cancel'] }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('仮払いが完了しました'), { timeout: 4000 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await screen.findByTestId('payment-return')).textContent).toContain('仮払いが完了しました');
    expect(screen.queryByText('お支払いを確認しています…')).toBeNull();
    expect(get.mock.calls.length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  test('back with ?canceled=1: not paid, and the button is there again', async () => {
    await open('client', { actions: ['cancel'] }, '?canceled=1');
    expect(screen.getByText('お支払いは完了していません')).toBeTruthy();
    expect(screen.getByRole('button', { name: '仮払いへ進む' })).toBeTruthy();
  });
});

describe('納品', () => {
  const inProgress = { status: 'in_progress' as const, actions: ['deliver', 'request_cancel'] as Contract['actions'] };
  const form = () => within(screen.getByTestId('deliver-form'));
  const message = () => screen.getByLabelText(/納品メッセージ/);
  const submit = () => fireEvent.click(form().getByRole('button', { name: '納品する' }));
  /** The page, then the form's fields, fetched once it has painted (DeliverForm.tsx). */
  const openForm = async () => {
    await open('worker', inProgress);
    await screen.findByLabelText(/納品メッセージ/);
  };

  test('an empty message and one over 1,000 characters are refused before any call', async () => {
    await openForm();
    submit();
    expect(await screen.findByText('1文字以上で入力してください')).toBeTruthy();
    fireEvent.change(message(), { target: { value: 'あ'.repeat(1001) } });
    submit();
    expect(await screen.findByText('1,000文字以内で入力してください')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.deliver).not.toHaveBeenCalled();
  });

  test('a message is confirmed, then sent trimmed; the page shows the delivered contract', async () => {
    api.deliver.mockResolvedValue(
      contractFixture({
        status: 'delivered',
        delivery: {
          message: '納品です',
          at: '2026-11-05T01:00:00.000Z',
          autoCompleteAt: '2026-11-12T01:00:00.000Z',
          images: [],
          link: null,
        },
      }),
    );
    await openForm();
    fireEvent.change(message(), { target: { value: '  納品です\nURL: https://example.jp/d  ' } });
    submit();
    const confirm = await dialog();
    expect(confirm.textContent).toContain('納品しますか？');
    expect(api.deliver).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: '納品する' }));
    await waitFor(() => expect(api.deliver).toHaveBeenCalledWith('c1', { message: '納品です\nURL: https://example.jp/d' }));
    expect(notify.success).toHaveBeenCalledWith('納品しました');
    expect(await screen.findByTestId('auto-complete')).toBeTruthy();
    expect(screen.queryByTestId('deliver-form')).toBeNull();
  });

  test('a field message from the server goes under the field', async () => {
    api.deliver.mockRejectedValue(
      new ApiRequestError(400, 'invalid_argument', '入力内容を確認してください', {
        message: '1,000文字以内で入力してください',
      }),
    );
    await openForm();
    fireEvent.change(message(), { target: { value: '納品です' } });
    submit();
    fireEvent.click(within(await dialog()).getByRole('button', { name: '納品する' }));
    expect(await screen.findByText('1,000文字以内で入力してください')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('入力内容を確認してください');
  });
});

describe('検収 and 修正依頼', () => {
  const delivered = {
    status: 'delivered' as const,
    delivery: {
      message: '納品です',
      at: '2026-11-05T01:00:00.000Z',
      autoCompleteAt: '2026-11-12T01:00:00.000Z',
      images: [],
      link: null,
    },
    actions: ['request_revision', 'complete', 'request_cancel'] as Contract['actions'],
  };

  test('検収 is confirmed with what it means, then sent', async () => {
    api.complete.mockResolvedValue(contractFixture({ status: 'completed' }));
    await open('client', delivered);
    click('検収する');
    const confirm = await dialog();
    expect(confirm.textContent).toContain('佐藤 健太さんへ支払われます');
    expect(confirm.textContent).toContain('取り消せません');
    fireEvent.click(within(confirm).getByRole('button', { name: '検収する' }));
    await waitFor(() => expect(api.complete).toHaveBeenCalledWith('c1'));
    expect(notify.success).toHaveBeenCalledWith('検収しました');
    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toContain('検収完了'));
  });

  test('a refused 検収 (409) shows the server’s message and reads the contract again', async () => {
    api.complete.mockRejectedValue(conflict('この契約はすでに「検収完了」です'));
    await open('client', delivered);
    click('検収する');
    fireEvent.click(within(await dialog()).getByRole('button', { name: '検収する' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('この契約はすでに「検収完了」です'));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  test('a revision needs a reason', async () => {
    api.requestRevision.mockResolvedValue(contractFixture({ status: 'in_progress' }));
    await open('client', delivered);
    click('修正を依頼する');
    // The form is fetched when opened (ReasonForm.tsx).
    const form = within(await screen.findByRole('form', { name: '修正を依頼する' }));
    fireEvent.click(form.getByRole('button', { name: '修正を依頼する' }));
    expect(await form.findByText('1文字以上で入力してください')).toBeTruthy();
    expect(api.requestRevision).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText(/修正してほしい内容/), { target: { value: '色味を明るくしてください' } });
    fireEvent.click(form.getByRole('button', { name: '修正を依頼する' }));
    await waitFor(() => expect(api.requestRevision).toHaveBeenCalledWith('c1', { reason: '色味を明るくしてください' }));
    expect(notify.success).toHaveBeenCalledWith('修正を依頼しました');
  });
});

describe('cancellation', () => {
  const request = {
    by: 'client' as const,
    reason: '店舗改装のため',
    at: '2026-11-02T01:00:00.000Z',
    autoAcceptAt: '2026-11-05T01:00:00.000Z',
  };

  test('refusing needs a reason and says the admins will review', async () => {
    api.refuseCancel.mockResolvedValue(contractFixture({ status: 'in_progress' }));
    await open('worker', { status: 'cancel_requested', cancelRequest: request, actions: ['accept_cancel', 'refuse_cancel'] });
    click('拒否する');
    const form = within(await screen.findByRole('form', { name: 'キャンセル申請を拒否する' }));
    expect(screen.getByRole('form', { name: 'キャンセル申請を拒否する' }).textContent).toContain('運営が確認');
    fireEvent.click(form.getByRole('button', { name: '拒否する' }));
    expect(await form.findByText('1文字以上で入力してください')).toBeTruthy();
    expect(api.refuseCancel).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText(/拒否する理由/), { target: { value: '納品直前のため' } });
    fireEvent.click(form.getByRole('button', { name: '拒否する' }));
    await waitFor(() => expect(api.refuseCancel).toHaveBeenCalledWith('c1', { reason: '納品直前のため' }));
    expect(notify.success).toHaveBeenCalledWith('キャンセル申請を拒否しました');
  });

  test('agreeing is confirmed: full refund', async () => {
    api.acceptCancel.mockResolvedValue(contractFixture({ status: 'refunding' }));
    await open('worker', { status: 'cancel_requested', cancelRequest: request, actions: ['accept_cancel', 'refuse_cancel'] });
    click('キャンセルに同意する');
    const confirm = await dialog();
    expect(confirm.textContent).toContain('全額返金');
    fireEvent.click(within(confirm).getByRole('button', { name: '同意する' }));
    await waitFor(() => expect(api.acceptCancel).toHaveBeenCalledWith('c1'));
    expect(notify.success).toHaveBeenCalledWith('キャンセルに同意しました');
  });

  test('requesting after the payment explains the agreement, the 3 days and the refund, and needs a reason', async () => {
    api.requestCancel.mockResolvedValue(contractFixture({ status: 'cancel_requested', cancelRequest: request }));
    await open('client', { status: 'in_progress', actions: ['request_cancel'] });
    click('キャンセルを申請する');
    const el = await screen.findByRole('form', { name: 'キャンセルを申請する' });
    expect(el.textContent).toContain('受注者の同意が必要です');
    expect(el.textContent).toContain('3日以内');
    expect(el.textContent).toContain('全額返金');
    const form = within(el);
    fireEvent.click(form.getByRole('button', { name: 'キャンセルを申請する' }));
    expect(await form.findByText('1文字以上で入力してください')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/キャンセルの理由/), { target: { value: '店舗改装のため' } });
    fireEvent.click(form.getByRole('button', { name: 'キャンセルを申請する' }));
    await waitFor(() => expect(api.requestCancel).toHaveBeenCalledWith('c1', { reason: '店舗改装のため' }));
    expect(notify.success).toHaveBeenCalledWith('キャンセルを申請しました');
    expect(await screen.findByTestId('cancel-request')).toBeTruthy();
  });

  test.each([
    ['with a reason', '  都合がつかなくなりました ', '都合がつかなくなりました'],
    ['without one', '', undefined],
  ])('cancelling before the payment, %s', async (_, typed, sent) => {
    api.cancel.mockResolvedValue(contractFixture({ status: 'cancelled' }));
    await open('worker', { actions: ['cancel'] });
    click('この契約をキャンセルする');
    const confirm = await dialog();
    fireEvent.change(await within(confirm).findByLabelText(/キャンセルの理由（任意）/), { target: { value: typed } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセルする' }));
    await waitFor(() => expect(api.cancel).toHaveBeenCalledWith('c1', sent));
    expect(notify.success).toHaveBeenCalledWith('契約をキャンセルしました');
  });
});
