/**
 * 書類・帳票 (docs/product/screens.md#documents): the search form sends its conditions (期間, 金額,
 * 取引先, 種類) and keeps them in the URL, refuses a range the wrong way round before asking, lists
 * each document with its number, kind, version, 取引先, amount and date linking to its page (a
 * replaced version muted), says when nothing matches, and pages with もっと見る; the month's print
 * page shows every sheet with its heading, one per printed page (docs/product/law.md#bookkeeping).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentRecord, MonthDocuments } from '@common/documentSearch';
import { jstMonth } from '@common/dates';
import { documentSearchApi } from '../../lib/api/documentSearch';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { PRINT_LABEL } from '../../components/display/PrintActions';
import DocumentsPage, { recentMonths, searchFromParams } from './DocumentsPage';
import DocumentsPrintPage from './DocumentsPrintPage';
import { docFixture, renderAt } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/documentSearch', () => ({
  ...jest.requireActual('../../lib/api/documentSearch'),
  documentSearchApi: { search: jest.fn(), month: jest.fn() },
}));

const api = jest.mocked(documentSearchApi);

beforeEach(() => jest.clearAllMocks());

const row = (more: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id: 'c1-order-v2',
  kind: 'order',
  number: 'PO-2026-000124',
  version: 2,
  superseded: false,
  issuedAt: '2026-11-10T01:00:00.000Z',
  contractId: 'c1',
  title: '新作ヘアカタログ撮影',
  counterparty: '佐藤 フォト',
  amount: 55000,
  transactionDate: '2026-11-01',
  ...more,
});

describe('書類・帳票', () => {
  it('lists each document with its number, kind, version, 取引先, amount and date, linking to its page', async () => {
    api.search.mockResolvedValue({
      items: [
        row(),
        row({ id: 'c1-order-v1', number: 'PO-2026-000123', version: 1, superseded: true }),
        row({
          id: 'c1-delivery-v1',
          kind: 'delivery',
          number: 'DN-2026-000010',
          version: 1,
          amount: null,
          transactionDate: '2026-11-10',
        }),
      ],
      nextCursor: null,
    });
    renderAt(CLIENT.documents, CLIENT.documents, <DocumentsPage />);
    const rows = await screen.findAllByTestId('document-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].getAttribute('href')).toBe(withId(CLIENT.document, 'c1-order-v2'));
    expect(rows[0].textContent).toContain('発注書（取引条件明示書）（第2版）');
    expect(rows[0].textContent).toContain('佐藤 フォト・新作ヘアカタログ撮影');
    expect(rows[0].textContent).toContain('PO-2026-000124・2026年11月1日');
    expect(rows[0].textContent).toContain('55,000円（税込）');
    expect(rows[1].getAttribute('data-superseded')).toBe('true');
    expect(within(rows[1]).getByText('更新済み')).toBeTruthy();
    expect(rows[0].getAttribute('data-superseded')).toBeNull();
    expect(rows[2].textContent).toContain('納品書');
    expect(rows[2].textContent).toContain('—');
    expect(api.search).toHaveBeenCalledWith({}, null, expect.anything());
    // The salon's kinds: not the worker's fee documents.
    const kinds = within(screen.getByRole('combobox', { name: '種類' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(kinds).toEqual(['すべて', '発注書（取引条件明示書）', '納品書', '検収書', '請求書']);
    // The salon's receipts are the operator's, with each payment: the page says where they are.
    expect(screen.getByTestId('receipts-link').getAttribute('href')).toBe(CLIENT.account);
  });

  it('the worker chooses among her kinds too and her rows open her document page', async () => {
    api.search.mockResolvedValue({
      items: [row({ id: 'c1-fee_invoice-v1', kind: 'fee_invoice', version: 1 })],
      nextCursor: null,
    });
    renderAt(WORKER.documents, WORKER.documents, <DocumentsPage />);
    const [r] = await screen.findAllByTestId('document-row');
    expect(r.getAttribute('href')).toBe(withId(WORKER.document, 'c1-fee_invoice-v1'));
    const kinds = within(screen.getByRole('combobox', { name: '種類' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(kinds).toContain('サービス利用料の請求書');
    expect(kinds).toContain('支払明細');
    expect(screen.queryByTestId('receipts-link')).toBeNull();
  });

  it('sends the conditions together, and reads them back from the URL', async () => {
    api.search.mockResolvedValue({ items: [], nextCursor: null });
    renderAt(CLIENT.documents, CLIENT.documents, <DocumentsPage />);
    await screen.findByText('書類はまだありません');
    fireEvent.change(screen.getByLabelText('金額の下限'), { target: { value: '１０,０００' } });
    fireEvent.change(screen.getByLabelText('金額の上限'), { target: { value: '60000' } });
    fireEvent.change(screen.getByPlaceholderText('受注者の名前'), { target: { value: ' 佐藤 ' } });
    fireEvent.change(screen.getByRole('combobox', { name: '種類' }), { target: { value: 'invoice' } });
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        { minAmount: 10000, maxAmount: 60000, counterparty: '佐藤', kind: 'invoice' },
        null,
        expect.anything(),
      ),
    );
    expect(await screen.findByText('条件に合う書類はありません')).toBeTruthy();
    expect(searchFromParams(new URLSearchParams('from=2026-11-01&to=2026-11-30&minAmount=5&kind=order'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      minAmount: 5,
      kind: 'order',
    });
  });

  it('a period read from the URL is sent as it is; a range the wrong way round is refused before asking', async () => {
    api.search.mockResolvedValue({ items: [], nextCursor: null });
    renderAt(`${CLIENT.documents}?from=2026-10-01&to=2026-10-31`, CLIENT.documents, <DocumentsPage />);
    await waitFor(() =>
      expect(api.search).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31' }, null, expect.anything()),
    );
    const calls = api.search.mock.calls.length;
    fireEvent.change(screen.getByLabelText('金額の下限'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('金額の上限'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '検索する' }));
    expect(await screen.findByText('下限以上の金額を入力してください')).toBeTruthy();
    expect(api.search.mock.calls.length).toBe(calls);
  });

  it('pages with もっと見る', async () => {
    api.search
      .mockResolvedValueOnce({ items: [row()], nextCursor: 'next1' })
      .mockResolvedValueOnce({ items: [row({ id: 'c2-order-v1', number: 'PO-2026-000001' })], nextCursor: null });
    renderAt(CLIENT.documents, CLIENT.documents, <DocumentsPage />);
    await screen.findAllByTestId('document-row');
    fireEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(2));
    expect(api.search).toHaveBeenLastCalledWith({}, 'next1', expect.anything());
  });

  it('a failure offers a retry', async () => {
    api.search.mockRejectedValueOnce(new Error('network')).mockResolvedValue({ items: [row()], nextCursor: null });
    renderAt(CLIENT.documents, CLIENT.documents, <DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /再読み込み|もう一度|再試行/ }));
    expect(await screen.findAllByTestId('document-row')).toHaveLength(1);
  });

  it('「月ごとにまとめて印刷」 opens this month by default, or the month chosen', async () => {
    api.search.mockResolvedValue({ items: [], nextCursor: null });
    renderAt(WORKER.documents, WORKER.documents, <DocumentsPage />);
    await screen.findByText('書類はまだありません');
    const link = screen.getByRole('link', { name: /印刷ページ/ });
    expect(link.getAttribute('href')).toBe(`${WORKER.documentsPrint}?month=${jstMonth(new Date())}`);
    const months = recentMonths();
    fireEvent.change(screen.getByRole('combobox', { name: '印刷する月' }), { target: { value: months[3] } });
    expect(link.getAttribute('href')).toBe(`${WORKER.documentsPrint}?month=${months[3]}`);
    expect(recentMonths(new Date('2026-01-15T00:00:00Z'), 3)).toEqual(['2026-01', '2025-12', '2025-11']);
  });
});

describe('月ごとにまとめて印刷', () => {
  const month = (items: MonthDocuments['items'], truncated = false): MonthDocuments => ({ month: '2026-11', items, truncated });

  it('shows every document of the month, one sheet per printed page, with its heading on screen only', async () => {
    api.month.mockResolvedValue(
      month([
        docFixture('order', { side: 'worker', supersededBy: { id: 'c1-order-v2', number: 'PO-2026-000124', version: 2 } }),
        docFixture('delivery', { side: 'worker' }),
        docFixture('acceptance', { side: 'worker' }),
        docFixture('invoice', { side: 'worker' }),
        docFixture('fee_invoice', { side: 'worker' }),
        docFixture('payout_statement', { side: 'worker' }),
      ]),
    );
    renderAt(`${WORKER.documentsPrint}?month=2026-11`, WORKER.documentsPrint, <DocumentsPrintPage />);
    const heading = await screen.findByTestId('month-heading');
    expect(heading.textContent).toBe('2026年11月の書類（6件）');
    expect(heading.closest('[data-print-hide]')).toBeTruthy();
    expect(api.month).toHaveBeenCalledWith('2026-11', expect.anything());
    const pages = screen.getAllByTestId('print-page');
    expect(pages).toHaveLength(6);
    for (const p of pages) expect(within(p).getAllByRole('article')).toHaveLength(1);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-testid'))).toEqual([
      'order-sheet',
      'delivery-sheet',
      'acceptance-sheet',
      'invoice-sheet',
      'fee-invoice-sheet',
      'payout-statement-sheet',
    ]);
    expect(within(pages[0]).getByText(/この書面は第2版により更新されました/)).toBeTruthy();
    expect(screen.getByRole('button', { name: PRINT_LABEL })).toBeTruthy();
    // One sheet per A4 page when printed.
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/\[data-print-page\] \{ break-after: page; page-break-after: always; \}/);
    expect(css).toContain('size: A4');
  });

  it('an empty month says so; a capped month says only the newest are shown; a bad month asks for this one', async () => {
    api.month.mockResolvedValueOnce(month([]));
    const { unmount } = renderAt(`${CLIENT.documentsPrint}?month=2026-11`, CLIENT.documentsPrint, <DocumentsPrintPage />);
    expect(await screen.findByText('この月に発行された書類はありません')).toBeTruthy();
    expect(screen.getByTestId('month-heading').textContent).toBe('2026年11月の書類（0件）');
    expect(screen.queryByRole('button', { name: PRINT_LABEL })).toBeNull();
    unmount();

    api.month.mockResolvedValueOnce(month([docFixture('order', { side: 'client' })], true));
    const second = renderAt(`${CLIENT.documentsPrint}?month=2026-11`, CLIENT.documentsPrint, <DocumentsPrintPage />);
    expect(await screen.findByTestId('month-truncated')).toBeTruthy();
    second.unmount();

    api.month.mockResolvedValueOnce(month([]));
    renderAt(`${CLIENT.documentsPrint}?month=2026-13`, CLIENT.documentsPrint, <DocumentsPrintPage />);
    await screen.findByTestId('month-heading');
    expect(api.month).toHaveBeenLastCalledWith(jstMonth(new Date()), expect.anything());
  });
});
