/**
 * 支払い履歴 and 領収書: card brand and last 4 only, refunds marked, the receipt's addressee, tax and issuer,
 * 再発行, full and partial refunds (docs/product/money.md#receipts), corrected versions and links between
 * them (docs/product/money.md#receipt-versions), printing.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PaymentRecord } from '@common/deal';
import type { Receipt } from '@common/receipts';
import { system } from '../../components/theme/system';
import { ApiRequestError } from '../../lib/api/client';
import { paymentsApi } from '../../lib/api/payouts';
import { CLIENT, withId } from '../../lib/paths';
import { cardLabel } from './card';
import PaymentsPage from './PaymentsPage';
import ReceiptPage from './ReceiptPage';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/payouts', () => ({ paymentsApi: { list: jest.fn(), receipt: jest.fn() } }));

const api = jest.mocked(paymentsApi);

function renderAt(entry: string, pattern: string, page: ReactElement) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('支払い履歴', () => {
  const payment = (more: Partial<PaymentRecord>): PaymentRecord => ({
    contractId: 'c1',
    title: 'スタイル撮影',
    workerName: '佐藤 花子',
    amount: 30_000,
    paidAt: '2026-11-01T01:00:00.000Z',
    cardBrand: 'visa',
    cardLast4: '4242',
    refunded: false,
    ...more,
  });

  it('lists payments with date, job, worker, amount and card, each opening its receipt', async () => {
    api.list.mockResolvedValue({
      items: [payment({}), payment({ contractId: 'c2', title: '店内撮影', cardBrand: 'jcb', cardLast4: '0005', refunded: true })],
      nextCursor: null,
    });
    renderAt(CLIENT.account, CLIENT.account, <PaymentsPage />);
    const [first, second] = await screen.findAllByTestId('payment-record');
    const row = within(first);
    expect(row.getByText('2026年11月1日 お支払い')).toBeTruthy();
    expect(row.getByText('スタイル撮影')).toBeTruthy();
    expect(row.getByText('受注者：佐藤 花子')).toBeTruthy();
    expect(row.getByText('30,000円').nextSibling?.textContent).toBe('税込');
    expect(row.getByText('VISA ****4242')).toBeTruthy();
    expect(row.queryByText('返金済み')).toBeNull();
    expect(row.getByRole('link', { name: 'スタイル撮影の領収書' }).getAttribute('href')).toBe(withId(CLIENT.receipt, 'c1'));
    expect(within(second).getByText('返金済み')).toBeTruthy();
    expect(within(second).getByText('JCB ****0005')).toBeTruthy();
  });

  it('says when nothing was paid yet', async () => {
    api.list.mockResolvedValue({ items: [], nextCursor: null });
    renderAt(CLIENT.account, CLIENT.account, <PaymentsPage />);
    expect(await screen.findByText('お支払いの履歴はまだありません')).toBeTruthy();
  });

  it('names cards by brand and last 4 only', () => {
    expect(cardLabel('mastercard', '4444')).toBe('Mastercard ****4444');
    expect(cardLabel('newbrand', '1111')).toBe('NEWBRAND ****1111');
    expect(cardLabel(null, null)).toBe('クレジットカード');
  });
});

describe('領収書', () => {
  const receipt = (more: Partial<Receipt> = {}): Receipt => ({
    number: 'R-20261101-C1ABCDEF',
    version: 1,
    issuedAt: '2026-11-20T01:00:00.000Z',
    reissuedAt: null,
    replaces: null,
    replacedBy: null,
    addressee: '株式会社サンプルサロン',
    title: 'スタイル撮影',
    workerName: '佐藤 花子',
    description: '佐藤 花子 様への「スタイル撮影」の業務委託報酬として（代理受領）',
    status: 'received',
    paid: 30_000,
    refund: null,
    amount: 30_000,
    withheld: 0,
    taxBase: 30_000,
    taxIncluded: 2_727,
    paidAt: '2026-11-01T01:00:00.000Z',
    cardBrand: 'visa',
    cardLast4: '4242',
    issuer: {
      name: '株式会社サロンワークス',
      postalCode: '150-0001',
      address: '東京都渋谷区神宮前1-2-3',
      invoiceRegistrationNumber: 'T6912345678901',
      serviceName: 'サロンワークス',
    },
    ...more,
  });
  const renderReceipt = (search = '') => renderAt(`${withId(CLIENT.receipt, 'c1')}${search}`, CLIENT.receipt, <ReceiptPage />);
  const sheetOf = async () => within(await screen.findByRole('article', { name: '領収書' }));

  it('lays the receipt out with addressee, amount, 但し書き, tax, card and the operator as issuer', async () => {
    api.receipt.mockResolvedValue(receipt());
    renderReceipt();
    const sheet = await sheetOf();
    expect(api.receipt).toHaveBeenCalledWith('c1', null, expect.any(AbortSignal));
    expect(sheet.getByRole('heading', { name: '領収書' })).toBeTruthy();
    expect(sheet.getByText('No. R-20261101-C1ABCDEF')).toBeTruthy();
    expect(sheet.getByText('発行日 2026年11月20日')).toBeTruthy();
    expect(sheet.queryByTestId('receipt-reissued')).toBeNull();
    expect(sheet.queryByText(/再発行日/)).toBeNull();
    expect(sheet.getByTestId('receipt-addressee').textContent).toBe('株式会社サンプルサロン 様');
    expect(sheet.getByTestId('receipt-amount').textContent).toBe('¥30,000-');
    expect(sheet.getByText('（税込）')).toBeTruthy();
    expect(sheet.getByText('但し 佐藤 花子 様への「スタイル撮影」の業務委託報酬として（代理受領）')).toBeTruthy();
    expect(sheet.getByTestId('receipt-statement').textContent).toBe('上記正に領収いたしました。');
    expect(sheet.getByText('内消費税（10%）').nextSibling?.textContent).toBe('¥2,727');
    expect(sheet.getByText('クレジットカード（VISA ****4242）')).toBeTruthy();
    expect(sheet.getByText('2026年11月1日')).toBeTruthy();
    const issuer = within(sheet.getByTestId('receipt-issuer'));
    expect(issuer.getByText('株式会社サロンワークス')).toBeTruthy();
    expect(issuer.getByText('〒150-0001 東京都渋谷区神宮前1-2-3')).toBeTruthy();
    expect(issuer.getByText('登録番号 T6912345678901')).toBeTruthy();
    expect(sheet.getByTestId('receipt-agency').textContent).toBe(
      '株式会社サロンワークスは、利用規約第8条第2項に基づき、受注者 佐藤 花子 様に代わって報酬を受領（代理受領）しました。報酬の請求書は受注者の名義で発行されます（本書は報酬の適格請求書ではありません）。',
    );
    expect(sheet.queryByTestId('receipt-refund')).toBeNull();
    expect(sheet.queryByTestId('refund-stamp')).toBeNull();
    expect(sheet.queryByTestId('receipt-replaces')).toBeNull();
    expect(sheet.queryByTestId('receipt-replaced-by')).toBeNull();
  });

  it('a correction (version 2) says which receipt it replaces and links to it', async () => {
    api.receipt.mockResolvedValue(
      receipt({
        number: 'R-20261101-C1ABCDEF-2',
        version: 2,
        issuedAt: '2026-12-01T01:00:00.000Z',
        replaces: { number: 'R-20261101-C1ABCDEF', issuedAt: '2026-11-20T01:00:00.000Z', version: 1 },
        status: 'refunded',
        refund: { amount: 30_000, refundedAt: '2026-11-30T01:00:00.000Z' },
        amount: 0,
        taxBase: 0,
        taxIncluded: 0,
      }),
    );
    renderReceipt();
    const sheet = await sheetOf();
    expect(sheet.getByText('No. R-20261101-C1ABCDEF-2')).toBeTruthy();
    expect(sheet.getByText('発行日 2026年12月1日')).toBeTruthy();
    const note = within(sheet.getByTestId('receipt-replaces'));
    expect(note.getByText('No.R-20261101-C1ABCDEF に代わる領収書（訂正）')).toBeTruthy();
    expect(note.getByText('（訂正前の発行日 2026年11月20日）')).toBeTruthy();
    expect(note.getByRole('link', { name: '訂正前の領収書を見る' }).getAttribute('href')).toBe(
      `${withId(CLIENT.receipt, 'c1')}?version=1`,
    );
    expect(sheet.getByTestId('refund-stamp').textContent).toBe('全額返金済み');
    expect(screen.queryByText(/上記正に領収いたしました/)).toBeNull();
    expect(sheet.queryByTestId('receipt-replaced-by')).toBeNull();
  });

  it('an earlier version (?version=1) is read as such, with a banner to the newest', async () => {
    api.receipt.mockResolvedValue(
      receipt({
        reissuedAt: '2026-12-02T01:00:00.000Z',
        replacedBy: { number: 'R-20261101-C1ABCDEF-2', issuedAt: '2026-12-01T01:00:00.000Z', version: 2 },
      }),
    );
    renderReceipt('?version=1');
    const sheet = await sheetOf();
    expect(api.receipt).toHaveBeenCalledWith('c1', 1, expect.any(AbortSignal));
    const banner = within(sheet.getByTestId('receipt-replaced-by'));
    expect(banner.getByText('この領収書は No.R-20261101-C1ABCDEF-2 により訂正されています')).toBeTruthy();
    expect(banner.getByRole('link', { name: '最新の領収書を見る' }).getAttribute('href')).toBe(withId(CLIENT.receipt, 'c1'));
    // It still reads as issued: the whole payment received.
    expect(sheet.getByTestId('receipt-statement').textContent).toBe('上記正に領収いたしました。');
    expect(sheet.getByTestId('receipt-amount').textContent).toBe('¥30,000-');
    expect(sheet.getByTestId('receipt-reissued').textContent).toBe('再発行');
    expect(sheet.queryByTestId('receipt-replaces')).toBeNull();
  });

  it('a malformed ?version= asks for the newest', async () => {
    api.receipt.mockResolvedValue(receipt());
    renderReceipt('?version=abc');
    await sheetOf();
    expect(api.receipt).toHaveBeenCalledWith('c1', null, expect.any(AbortSignal));
  });

  it('a contract that withholds: the amount received, the 但し書き excluding the tax, 内消費税 of the reward', async () => {
    api.receipt.mockResolvedValue(
      receipt({
        paid: 26_937,
        amount: 26_937,
        withheld: 3_063,
        taxBase: 30_000,
        taxIncluded: 2_727,
        description: '佐藤 花子 様への「スタイル撮影」の業務委託報酬として（代理受領）（源泉徴収税額 ¥3,063 を除く）',
      }),
    );
    renderReceipt();
    const sheet = await sheetOf();
    expect(sheet.getByTestId('receipt-amount').textContent).toBe('¥26,937-');
    expect(sheet.getByText(/（源泉徴収税額 ¥3,063 を除く）$/)).toBeTruthy();
    expect(sheet.getByText('報酬（税込）').nextSibling?.textContent).toBe('¥30,000');
    expect(sheet.getByText('源泉徴収税額').nextSibling?.textContent).toBe('−¥3,063（発注者が納付）');
    expect(sheet.getByText('内消費税（10%・報酬に対する額）').nextSibling?.textContent).toBe('¥2,727');
  });

  it('without withholding shows no 源泉徴収 line', async () => {
    api.receipt.mockResolvedValue(receipt());
    renderReceipt();
    const sheet = await sheetOf();
    expect(sheet.queryByTestId('receipt-withheld')).toBeNull();
    expect(sheet.queryByTestId('receipt-reward')).toBeNull();
  });

  it('marks a later view 再発行 with its date, keeping the first 発行日', async () => {
    api.receipt.mockResolvedValue(receipt({ reissuedAt: '2026-12-05T01:00:00.000Z' }));
    renderReceipt();
    const sheet = await sheetOf();
    expect(sheet.getByTestId('receipt-reissued').textContent).toBe('再発行');
    expect(sheet.getByText('発行日 2026年11月20日')).toBeTruthy();
    expect(sheet.getByText('再発行日 2026年12月5日')).toBeTruthy();
    expect(sheet.getByTestId('receipt-statement').textContent).toBe('上記正に領収いたしました。');
  });

  it('a fully refunded payment: ¥0, the refund, 全額返金済み, and never 上記正に領収いたしました', async () => {
    api.receipt.mockResolvedValue(
      receipt({
        status: 'refunded',
        refund: { amount: 30_000, refundedAt: '2026-11-10T01:00:00.000Z' },
        amount: 0,
        taxBase: 0,
        taxIncluded: 0,
      }),
    );
    renderReceipt();
    const sheet = await sheetOf();
    expect(sheet.getByTestId('refund-stamp').textContent).toBe('全額返金済み');
    expect(sheet.getByText('全額返金済み', { selector: 'p' })).toBeTruthy();
    expect(sheet.getByTestId('receipt-amount').textContent).toBe('¥0-');
    const lines = within(sheet.getByTestId('receipt-refund'));
    expect(lines.getByText('お支払い金額（税込）').nextSibling?.textContent).toBe('¥30,000');
    expect(lines.getByText('ご返金（税込）').nextSibling?.textContent).toBe('−¥30,000（2026年11月10日）');
    expect(lines.getByText('差引領収金額（税込）').nextSibling?.textContent).toBe('¥0');
    expect(sheet.getByTestId('receipt-statement').textContent).toBe(
      '上記のお支払いは、2026年11月10日に全額をご返金いたしました。',
    );
    expect(sheet.getByText('内消費税（10%）').nextSibling?.textContent).toBe('¥0');
    expect(screen.queryByText(/上記正に領収いたしました/)).toBeNull();
  });

  it('a partially refunded payment: received, refunded and the net, the statement and tax on the net', async () => {
    api.receipt.mockResolvedValue(
      receipt({
        status: 'partially_refunded',
        refund: { amount: 10_000, refundedAt: '2026-11-15T01:00:00.000Z' },
        amount: 20_000,
        taxBase: 20_000,
        taxIncluded: 1_818,
      }),
    );
    renderReceipt();
    const sheet = await sheetOf();
    expect(sheet.getByTestId('receipt-amount').textContent).toBe('¥20,000-');
    expect(sheet.getByText('領収金額')).toBeTruthy();
    const lines = within(sheet.getByTestId('receipt-refund'));
    expect(lines.getByText('お支払い金額（税込）').nextSibling?.textContent).toBe('¥30,000');
    expect(lines.getByText('ご返金（税込）').nextSibling?.textContent).toBe('−¥10,000（2026年11月15日）');
    expect(lines.getByText('差引領収金額（税込）').nextSibling?.textContent).toBe('¥20,000');
    expect(sheet.getByTestId('receipt-statement').textContent).toBe('上記正に領収いたしました。');
    expect(sheet.getByText('内消費税（10%）').nextSibling?.textContent).toBe('¥1,818');
    expect(sheet.queryByTestId('refund-stamp')).toBeNull();
  });

  it('prints (or saves as PDF) through the browser', async () => {
    const print = jest.fn();
    window.print = print;
    api.receipt.mockResolvedValue(receipt());
    renderReceipt();
    fireEvent.click(await screen.findByRole('button', { name: '印刷する / PDFで保存' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('leads back to the history when the payment is not the viewer’s', async () => {
    api.receipt.mockRejectedValue(new ApiRequestError(404, 'not_found', 'お支払いが見つかりません'));
    renderReceipt();
    expect(await screen.findByText('お支払いが見つかりません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '支払い履歴へ' }).getAttribute('href')).toBe(CLIENT.account);
  });
});
