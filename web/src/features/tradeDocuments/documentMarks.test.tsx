/**
 * 再発行 and 振込先 on the business document sheets (docs/product/screens.md#trade-document): a copy the
 * reader had opened before is marked 「再発行」 with 「再発行日」 beside the unchanged 発行日, on every kind's
 * header and on the month's print page; a first view carries no mark. The 支払明細 names the bank the
 * money went to (bank, branch code, the number's last 4 digits), or 「Stripe に登録された受取口座」 when
 * that was not known at issue.
 */
import { screen, within } from '@testing-library/react';
import type { MonthDocuments } from '@common/documentSearch';
import type { IssuedKind, TradeDocumentView } from '@common/tradeDocuments';
import { tradeDocumentsApi } from '../../lib/api/tradeDocuments';
import { documentSearchApi } from '../../lib/api/documentSearch';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import DocumentsPrintPage from './DocumentsPrintPage';
import TradeDocumentPage from './TradeDocumentPage';
import { docFixture, renderAt } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/tradeDocuments', () => ({ tradeDocumentsApi: { ofContract: jest.fn(), get: jest.fn() } }));
jest.mock('../../lib/api/documentSearch', () => ({
  ...jest.requireActual('../../lib/api/documentSearch'),
  documentSearchApi: { search: jest.fn(), month: jest.fn() },
}));

const api = jest.mocked(tradeDocumentsApi);
const monthApi = jest.mocked(documentSearchApi);

beforeEach(() => jest.clearAllMocks());

async function open(doc: TradeDocumentView) {
  api.get.mockResolvedValue(doc);
  const path = doc.side === 'client' ? CLIENT.document : WORKER.document;
  renderAt(withId(path, doc.id), path, <TradeDocumentPage />);
  return within(await screen.findByRole('article'));
}

const REISSUED = { at: '2026-12-05T01:00:00.000Z' };
const PREFIX: Record<IssuedKind, string> = {
  order: 'order',
  delivery: 'delivery',
  acceptance: 'acceptance',
  invoice: 'invoice',
  fee_invoice: 'fee-invoice',
  payout_statement: 'payout-statement',
};

describe('再発行', () => {
  it.each(Object.keys(PREFIX) as IssuedKind[])('%s: a later view says 再発行 and 再発行日, keeping the 発行日', async (kind) => {
    const s = await open(docFixture(kind, { reissued: REISSUED }));
    const p = PREFIX[kind];
    expect(s.getByTestId(`${p}-reissued`).textContent).toBe('再発行');
    expect(s.getByTestId(`${p}-reissued-on`).textContent).toBe('再発行日 2026年12月5日');
    expect(s.getByText('発行日 2026年11月1日')).toBeTruthy();
    expect(s.getByTestId(`${p}-number`).textContent).toBe(`No. ${docFixture(kind).number}`);
  });

  it('the first view carries no mark (nor does an answer without the field)', async () => {
    const s = await open(docFixture('order'));
    expect(s.queryByText(/再発行/)).toBeNull();
    expect(s.getByText('発行日 2026年11月1日')).toBeTruthy();
    const { reissued: _absent, ...older } = docFixture('invoice', { side: 'client' });
    const t = await open(older as TradeDocumentView);
    expect(t.queryByText(/再発行/)).toBeNull();
  });

  it("the month's print page marks the documents already opened, and only those", async () => {
    const month: MonthDocuments = {
      month: '2026-11',
      items: [docFixture('order', { reissued: REISSUED }), docFixture('delivery')],
      truncated: false,
    };
    monthApi.month.mockResolvedValue(month);
    renderAt(`${WORKER.documentsPrint}?month=2026-11`, WORKER.documentsPrint, <DocumentsPrintPage />);
    const sheets = await screen.findAllByRole('article');
    expect(sheets).toHaveLength(2);
    expect(within(sheets[0]).getByTestId('order-reissued').textContent).toBe('再発行');
    expect(within(sheets[0]).getByText('再発行日 2026年12月5日')).toBeTruthy();
    expect(within(sheets[1]).queryByText(/再発行/)).toBeNull();
  });
});

describe('支払明細の振込先', () => {
  it('names the bank, its branch code and only the last 4 digits of the number', async () => {
    const s = await open(
      docFixture('payout_statement', { body: { bank: { bankName: 'みずほ銀行', branchCode: '001', last4: '4321' } } }),
    );
    const row = s.getByTestId('payout-statement-bank');
    expect(row.textContent).toContain('振込先');
    expect(row.textContent).toContain('みずほ銀行');
    expect(row.textContent).toContain('支店コード 001');
    expect(row.textContent).toContain('口座番号 ****4321');
  });

  it('without a branch code: the bank and the last 4 digits', async () => {
    const s = await open(
      docFixture('payout_statement', { body: { bank: { bankName: '楽天銀行', branchCode: '', last4: '3690' } } }),
    );
    const row = s.getByTestId('payout-statement-bank').textContent ?? '';
    expect(row).toContain('楽天銀行');
    expect(row).not.toContain('支店コード');
    expect(row).toContain('口座番号 ****3690');
  });

  it.each([null, undefined])('unknown at issue (%s): 「Stripe に登録された受取口座」', async (bank) => {
    const s = await open(docFixture('payout_statement', { body: { bank } }));
    expect(s.getByTestId('payout-statement-bank').textContent).toBe('振込先Stripe に登録された受取口座');
  });
});
