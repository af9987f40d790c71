/**
 * お金の確認 (docs/product/admin.md#money-that-needs-a-person): the three lists, a hold decided (a
 * partial refund with its arithmetic from docs/product/money.md#partial-refund-by-an-admin, complete,
 * release), an amount refused before sending, a failed payout sent again, and the API's refusals said.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MoneyQueueItem } from '@common/admin';
import { ApiRequestError } from '../../../lib/api/client';
import { openConsole, setUpConsoleTests } from '../testing';
import { moneyApi } from './api';
import { payoutAfter } from './arithmetic';
import { settledPayout } from '@common/withholding';

jest.mock('../../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../session/SessionProvider', () => ({ useSession: () => ({ user: { type: 'client', id: 'U1' } }) }));
jest.mock('../../../lib/api/admin', () => ({
  ...jest.requireActual('../../../lib/api/admin'),
  adminApi: { me: jest.fn() },
}));
jest.mock('./api', () => ({ moneyApi: { list: jest.fn(), decide: jest.fn(), retry: jest.fn() } }));

const api = jest.mocked(moneyApi);
const REASON = '双方に事情を確認しました';

const base: MoneyQueueItem = {
  kind: 'hold',
  contractId: 'c1',
  title: 'ヘアカタログ撮影',
  contractStatus: 'delivered',
  client: { userId: 'Uclient', name: 'サロン花' },
  worker: { userId: 'Uworker', name: '山田 太郎' },
  reward: 30000,
  paid: 30000,
  refunded: 0,
  feeRate: 0.1,
  withheld: 0,
  amount: 30000,
  since: '2026-11-20T01:30:00.000Z',
  actions: ['release', 'complete', 'refund', 'partial_refund'],
  maxPartialRefund: 29999,
  hold: {
    source: 'refused_cancel',
    label: 'キャンセル申請が拒否されたため、運営が確認しています',
    at: '2026-11-20T01:30:00.000Z',
    stripeId: null,
    amount: null,
    cancellation: { by: 'worker', reason: '体調不良のため', at: '2026-11-19T03:00:00.000Z', refusal: '納品は受け取りたい' },
  },
  payout: null,
  refund: null,
  deadline: null,
};
const HOLD = base;
const DISPUTED: MoneyQueueItem = {
  ...base,
  contractId: 'c2',
  title: '店内撮影',
  actions: ['release', 'complete', 'refund'],
  maxPartialRefund: null,
  hold: {
    source: 'card_dispute',
    label: 'カード会社から異議申し立てがあったため、運営が確認しています',
    at: '2026-11-21T01:30:00.000Z',
    stripeId: 'dp_123',
    amount: null,
    cancellation: null,
  },
};
const PAYOUT: MoneyQueueItem = {
  ...base,
  kind: 'payout_failed',
  contractId: 'c3',
  title: 'スタイル撮影',
  contractStatus: 'completed',
  amount: 27000,
  actions: ['retry_payout'],
  maxPartialRefund: null,
  hold: null,
  payout: {
    status: 'requested',
    reward: 30000,
    fee: 3000,
    amount: 27000,
    attempts: 2,
    lastError: '500 api_error An unknown error occurred',
    lastAttemptAt: '2026-11-25T01:00:00.000Z',
    nextAttemptAt: '2026-11-25T01:15:00.000Z',
  },
};
const page = (items: MoneyQueueItem[]) => ({ items, nextCursor: null });

setUpConsoleTests();

const open = (path = '/console/money') => openConsole(path);

const card = (item: MoneyQueueItem) => screen.findByRole('article', { name: `${item.title}（${item.contractId}）` });
const dialog = () => screen.findByRole('alertdialog');
const gone = (item: MoneyQueueItem) =>
  waitFor(() => expect(screen.queryByRole('article', { name: `${item.title}（${item.contractId}）` })).toBeNull());

/** Opens an action of the card, types the reason (and amount) and asks for the confirmation. */
async function ask(row: HTMLElement, action: string, reason = REASON, amount?: string) {
  fireEvent.click(within(row).getByRole('button', { name: action }));
  if (amount !== undefined) fireEvent.change(within(row).getByLabelText('返金額（円）'), { target: { value: amount } });
  fireEvent.change(within(row).getByLabelText('理由'), { target: { value: reason } });
  fireEvent.click(within(row).getByRole('button', { name: `${action}の内容を確認する` }));
}

describe('お金の確認', () => {
  it('lists the holds: job, both parties linked, amounts, why and since when; a card dispute offers no partial refund', async () => {
    api.list.mockResolvedValue(page([HOLD, DISPUTED]));
    open();
    const row = await card(HOLD);
    expect(api.list).toHaveBeenCalledWith('hold', null, expect.any(AbortSignal));
    expect(screen.getByRole('tab', { name: '保留中' }).getAttribute('aria-selected')).toBe('true');
    expect(within(row).getByRole('link', { name: 'サロン花' }).getAttribute('href')).toBe('/console/users/Uclient');
    expect(within(row).getByRole('link', { name: '山田 太郎' }).getAttribute('href')).toBe('/console/users/Uworker');
    expect(within(row).getByText('¥30,000')).toBeTruthy();
    expect(within(row).getByText('¥30,000 ／ ¥0')).toBeTruthy();
    expect(within(row).getByText('保留：2026年11月20日 10:30から')).toBeTruthy();
    const why = within(row).getByTestId('hold-reason');
    expect(within(why).getByText(HOLD.hold!.label)).toBeTruthy();
    expect(within(why).getByText(/受注者のキャンセル申請（.*）：体調不良のため/)).toBeTruthy();
    expect(within(why).getByText('拒否の理由：納品は受け取りたい')).toBeTruthy();
    for (const name of ['全額返金', '一部返金', '完了して送金', '保留を解除'])
      expect((within(row).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);

    const disputed = await card(DISPUTED);
    expect(within(disputed).getByText(DISPUTED.hold!.label)).toBeTruthy();
    expect(within(disputed).getByText('dp_123')).toBeTruthy();
    expect((within(disputed).getByRole('button', { name: '一部返金' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(disputed).getByText('カード会社の異議申し立て中は一部返金できません')).toBeTruthy();
  });

  it('a partial refund shows the arithmetic live and posts {decision: refund, amount, reason}; the item leaves the list', async () => {
    api.list.mockResolvedValueOnce(page([HOLD, DISPUTED])).mockResolvedValue(page([DISPUTED]));
    api.decide.mockResolvedValue({
      contractId: 'c1',
      decision: 'refund',
      partialRefund: { amount: 5000, refunded: 5000, payout: { reward: 25000, fee: 2500, payout: 22500, rate: 0.1 } },
    });
    open();
    const row = await card(HOLD);
    fireEvent.click(within(row).getByRole('button', { name: '一部返金' }));
    fireEvent.change(within(row).getByLabelText('返金額（円）'), { target: { value: '5,000' } });
    const figures = within(row).getByTestId('partial-refund-figures');
    const figure = (label: string) => within(figures).getByText(label).nextSibling?.textContent;
    expect(figure('返金する額')).toBe('¥5,000');
    expect(figure('返金の合計')).toBe('¥5,000');
    expect(figure('受注者への報酬')).toBe('¥25,000');
    expect(figure('手数料（10%）')).toBe('¥2,500');
    expect(figure('受注者の受取額（送金）')).toBe('¥22,500');
    fireEvent.change(within(row).getByLabelText('理由'), { target: { value: REASON } });
    fireEvent.click(within(row).getByRole('button', { name: '一部返金の内容を確認する' }));
    const d = await dialog();
    expect(within(d).getByText('¥5,000を一部返金しますか？')).toBeTruthy();
    expect(
      within(d).getByText(
        '発注者へ¥5,000を返金し、取引を完了します。受注者には報酬¥25,000から手数料¥2,500を差し引いた¥22,500を送金します。',
      ),
    ).toBeTruthy();
    expect(within(d).getByText(/双方に、トークルームとLINEでお知らせします/)).toBeTruthy();
    expect(api.decide).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '一部返金' })));
    expect(api.decide).toHaveBeenCalledTimes(1);
    expect(api.decide).toHaveBeenCalledWith('c1', { decision: 'refund', amount: 5000, reason: REASON });
    expect(
      await screen.findByText('ヘアカタログ撮影：¥5,000を返金し、取引を完了しました。受注者へ¥22,500を送金します'),
    ).toBeTruthy();
    await gone(HOLD);
    expect(await card(DISPUTED)).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });

  it('after a refund outside the app, the figures count it (refunded in all, the reward on the rest)', async () => {
    api.list.mockResolvedValue(page([{ ...HOLD, refunded: 10000, amount: 20000, maxPartialRefund: 19999 }]));
    open();
    const row = await card(HOLD);
    fireEvent.click(within(row).getByRole('button', { name: '一部返金' }));
    fireEvent.change(within(row).getByLabelText('返金額（円）'), { target: { value: '5000' } });
    const figures = within(row).getByTestId('partial-refund-figures');
    const figure = (label: string) => within(figures).getByText(label).nextSibling?.textContent;
    expect(figure('返金の合計')).toBe('¥15,000（既に¥10,000）');
    expect(figure('受注者への報酬')).toBe('¥15,000');
    expect(figure('手数料（10%）')).toBe('¥1,500');
    expect(figure('受注者の受取額（送金）')).toBe('¥13,500');
  });

  it('a contract that withholds: the preview settles the reward and its tax, as the server transfers (money.md#withholding)', async () => {
    // 30,000円 at 10 %, 3,063円 withheld, 26,937円 charged; 5,000円 refunded -> the card paid 21,937円, which settles
    // a reward of 24,431円 with its tax of 2,494円; fee 2,443円, 19,494円 transferred.
    const WITHHELD = { ...HOLD, paid: 26937, withheld: 3063, amount: 26937, maxPartialRefund: 26936 };
    api.list.mockResolvedValue(page([WITHHELD]));
    api.decide.mockResolvedValue({ contractId: 'c1', decision: 'refund', status: 'completed' } as never);
    open();
    const row = await card(HOLD);
    fireEvent.click(within(row).getByRole('button', { name: '一部返金' }));
    fireEvent.change(within(row).getByLabelText('返金額（円）'), { target: { value: '5000' } });
    const figures = within(row).getByTestId('partial-refund-figures');
    const figure = (label: string) => within(figures).getByText(label).nextSibling?.textContent;
    expect(figure('受注者への報酬')).toBe('¥24,431');
    expect(figure('源泉徴収税額（返金後）')).toBe('¥2,494');
    expect(figure('手数料（10%）')).toBe('¥2,443');
    expect(figure('受注者の受取額（送金）')).toBe('¥19,494');
    // What the server computes (common/src/withholding.ts, the function contractFee uses): refunded + fee + payout = the charge.
    const server = settledPayout(30000, 0.1, 3063, 5000);
    expect(payoutAfter(WITHHELD, 5000)).toEqual(server);
    expect(5000 + server.fee + server.payout).toBe(26937);
    expect(server.reward - (server.withheld ?? 0)).toBe(26937 - 5000);
    fireEvent.change(within(row).getByLabelText('理由'), { target: { value: REASON } });
    fireEvent.click(within(row).getByRole('button', { name: '一部返金の内容を確認する' }));
    const says = (await dialog()).textContent;
    expect(says).toContain('報酬¥24,431から源泉徴収税額¥2,494と手数料¥2,443を差し引いた¥19,494を送金します');
    expect(says).toContain('発注者が税務署へ納める源泉徴収税額は¥3,063から¥2,494になります。');
  });

  it('refuses too large an amount (and one not in whole yen) before sending, with the server’s message', async () => {
    api.list.mockResolvedValue(page([HOLD]));
    open();
    const row = await card(HOLD);
    await ask(row, '一部返金', REASON, '30000');
    expect(
      within(row).getByText('返金額は29,999円以下で入力してください（全額を返金するときは金額を指定しないでください）'),
    ).toBeTruthy();
    expect(within(row).queryByTestId('partial-refund-figures')).toBeNull();
    fireEvent.change(within(row).getByLabelText('返金額（円）'), { target: { value: '1000.5' } });
    expect(within(row).getByText('返金額は1円以上の整数（円）で入力してください')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('返金額（円）'), { target: { value: '0' } });
    fireEvent.click(within(row).getByRole('button', { name: '一部返金の内容を確認する' }));
    expect(within(row).getByText('返金額は1円以上の整数（円）で入力してください')).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.decide).not.toHaveBeenCalled();
  });

  it('asks for the reason first', async () => {
    api.list.mockResolvedValue(page([HOLD]));
    open();
    const row = await card(HOLD);
    await ask(row, '保留を解除', '  ');
    expect(within(row).getByText('理由を入力してください')).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('完了して送金 posts complete with the payout named; 保留を解除 posts release', async () => {
    api.list
      .mockResolvedValueOnce(page([HOLD, DISPUTED]))
      .mockResolvedValueOnce(page([DISPUTED]))
      .mockResolvedValue(page([]));
    api.decide.mockResolvedValueOnce({ contractId: 'c1', decision: 'complete' });
    api.decide.mockResolvedValueOnce({ contractId: 'c2', decision: 'release' });
    open();
    await ask(await card(HOLD), '完了して送金');
    let d = await dialog();
    expect(
      within(d).getByText(
        '検収済みとして取引を完了します。受注者には報酬¥30,000から手数料¥3,000を差し引いた¥27,000を送金します。',
      ),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '完了して送金' })));
    expect(api.decide).toHaveBeenLastCalledWith('c1', { decision: 'complete', reason: REASON });
    expect(await screen.findByText('ヘアカタログ撮影：取引を完了しました。受注者へ¥27,000を送金します')).toBeTruthy();
    await gone(HOLD);

    await ask(await card(DISPUTED), '保留を解除', '確認が終わりました');
    d = await dialog();
    expect(within(d).getByText('保留を解除しますか？')).toBeTruthy();
    expect(within(d).getByText(/双方に、トークルームとLINEでお知らせします/)).toBeTruthy();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '保留を解除' })));
    expect(api.decide).toHaveBeenLastCalledWith('c2', { decision: 'release', reason: '確認が終わりました' });
    expect(await screen.findByText('店内撮影：保留を解除し、取引を再開しました')).toBeTruthy();
    expect(await screen.findByText('保留中の契約はありません')).toBeTruthy();
  });

  it('says the API’s 409 next to the item, which stays', async () => {
    api.list.mockResolvedValue(page([HOLD]));
    api.decide.mockRejectedValue(new ApiRequestError(409, 'conflict', 'この契約は保留されていません'));
    open();
    const row = await card(HOLD);
    await ask(row, '全額返金');
    const d = await dialog();
    expect(within(d).getByText(/返金されていない仮払い金¥30,000をすべて発注者へ返金します/)).toBeTruthy();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '全額返金' })));
    expect(api.decide).toHaveBeenCalledWith('c1', { decision: 'refund', reason: REASON });
    expect(await within(row).findByText('この契約は保留されていません')).toBeTruthy();
    expect(await card(HOLD)).toBeTruthy();
  });

  it('lists a failed payout with its attempts and last error; a 502 on 再送する is shown and the item stays', async () => {
    api.list.mockResolvedValue(page([PAYOUT]));
    const message = 'Stripeでの送金に失敗しました（失敗は記録されています）。時間をおいてもう一度お試しください';
    api.retry.mockRejectedValue(new ApiRequestError(502, 'upstream_failed', message));
    open('/console/money?kind=payout_failed');
    const row = await card(PAYOUT);
    expect(api.list).toHaveBeenCalledWith('payout_failed', null, expect.any(AbortSignal));
    expect(screen.getByRole('tab', { name: '送金の失敗' }).getAttribute('aria-selected')).toBe('true');
    const failure = within(row).getByTestId('failure');
    expect(within(failure).getByText(/試行回数：2回/)).toBeTruthy();
    expect(within(failure).getByText('最後のエラー：500 api_error An unknown error occurred')).toBeTruthy();
    expect(within(row).getByText(/送金額：¥27,000（報酬¥30,000 − 手数料¥3,000）/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '再送する' }));
    fireEvent.change(within(row).getByLabelText('理由'), { target: { value: REASON } });
    fireEvent.click(within(row).getByRole('button', { name: '再送の内容を確認する' }));
    const d = await dialog();
    expect(within(d).getByText('報酬の送金を再送しますか？')).toBeTruthy();
    await act(async () => fireEvent.click(within(d).getByRole('button', { name: '再送する' })));
    expect(api.retry).toHaveBeenCalledWith('c3', { what: 'payout', reason: REASON });
    expect(await within(row).findByText(message)).toBeTruthy();
    expect(await card(PAYOUT)).toBeTruthy();
  });

  it('a retry that transfers removes the item and says so', async () => {
    api.list.mockResolvedValueOnce(page([PAYOUT])).mockResolvedValue(page([]));
    api.retry.mockResolvedValue({ contractId: 'c3', what: 'payout', outcome: 'transferred' });
    open('/console/money?kind=payout_failed');
    const row = await card(PAYOUT);
    fireEvent.click(within(row).getByRole('button', { name: '再送する' }));
    fireEvent.change(within(row).getByLabelText('理由'), { target: { value: REASON } });
    fireEvent.click(within(row).getByRole('button', { name: '再送の内容を確認する' }));
    await act(async () => fireEvent.click(within(await dialog()).getByRole('button', { name: '再送する' })));
    expect(await screen.findByText('スタイル撮影：受注者へ報酬を送金しました')).toBeTruthy();
    await gone(PAYOUT);
    expect(await screen.findByText('送金に失敗した報酬はありません')).toBeTruthy();
  });

  it('lists a failed refund with its kind, why, attempts; a held one is not offered 再送する', async () => {
    const refund: MoneyQueueItem = {
      ...PAYOUT,
      kind: 'refund_failed',
      contractId: 'c4',
      title: 'メニュー撮影',
      contractStatus: 'cancel_requested',
      amount: 30000,
      actions: [],
      payout: null,
      hold: { ...DISPUTED.hold!, cancellation: null },
      refund: {
        kind: 'full',
        status: 'requested',
        reason: 'cancel_agreed',
        amount: 30000,
        attempts: 1,
        lastError: 'card_declined',
        lastAttemptAt: '2026-11-25T01:00:00.000Z',
        nextAttemptAt: null,
      },
    };
    api.list.mockResolvedValue(page([refund]));
    open('/console/money?kind=refund_failed');
    const row = await card(refund);
    expect(within(row).getByText('返金額：¥30,000（全額返金・キャンセルの合意）')).toBeTruthy();
    expect(within(row).getByText('最後のエラー：card_declined')).toBeTruthy();
    expect(within(row).getByText('保留中のため自動の再実行は止まっています')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '再送する' })).toBeNull();
    expect(within(row).getByText(/保留中のため再送できません/)).toBeTruthy();
  });

  it('says when a list is empty, per tab', async () => {
    api.list.mockResolvedValue(page([]));
    open();
    expect(await screen.findByText('保留中の契約はありません')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '返金の失敗' })));
    expect(await screen.findByText('返金に失敗した支払いはありません')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith('refund_failed', null, expect.any(AbortSignal));
  });
});
