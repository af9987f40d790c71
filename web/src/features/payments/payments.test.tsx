/** 支払い履歴 and 領収書: card brand and last 4 only, refunds marked, the receipt's addressee and tax, printing. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PaymentRecord, Receipt } from '@common/deal';
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
    expect(row.getByText('30,000円')).toBeTruthy();
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
    issuedAt: '2026-11-20T01:00:00.000Z',
    addressee: '株式会社サンプルサロン',
    description: '「スタイル撮影」の業務委託報酬として',
    amount: 30_000,
    taxIncluded: 2_727,
    paidAt: '2026-11-01T01:00:00.000Z',
    cardBrand: 'visa',
    cardLast4: '4242',
    issuer: 'サロンワークス',
    refunded: false,
    ...more,
  });
  const renderReceipt = () => renderAt(withId(CLIENT.receipt, 'c1'), CLIENT.receipt, <ReceiptPage />);

  it('lays the receipt out with addressee, amount, 但し書き, tax, card and issuer', async () => {
    api.receipt.mockResolvedValue(receipt());
    renderReceipt();
    const sheet = within(await screen.findByRole('article', { name: '領収書' }));
    expect(api.receipt).toHaveBeenCalledWith('c1', expect.any(AbortSignal));
    expect(sheet.getByRole('heading', { name: '領収書' })).toBeTruthy();
    expect(sheet.getByText('No. R-20261101-C1ABCDEF')).toBeTruthy();
    expect(sheet.getByText('発行日 2026年11月20日')).toBeTruthy();
    expect(sheet.getByTestId('receipt-addressee').textContent).toBe('株式会社サンプルサロン 様');
    expect(sheet.getByTestId('receipt-amount').textContent).toBe('¥30,000-');
    expect(sheet.getByText('但し 「スタイル撮影」の業務委託報酬として')).toBeTruthy();
    expect(sheet.getByText('内消費税（10%）').nextSibling?.textContent).toBe('¥2,727');
    expect(sheet.getByText('クレジットカード（VISA ****4242）')).toBeTruthy();
    expect(sheet.getByText('2026年11月1日')).toBeTruthy();
    expect(sheet.getByText('サロンワークス')).toBeTruthy();
    expect(sheet.queryByTestId('refund-stamp')).toBeNull();
  });

  it('stamps a refunded payment', async () => {
    api.receipt.mockResolvedValue(receipt({ refunded: true }));
    renderReceipt();
    expect((await screen.findByTestId('refund-stamp')).textContent).toBe('返金済み');
    expect(screen.getByText('このお支払いは返金済みです。')).toBeTruthy();
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
