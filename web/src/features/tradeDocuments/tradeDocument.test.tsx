/**
 * The document page (docs/product/screens.md#trade-document): the 発注書 shows every item of 3条 as
 * issued, a superseded version says so with a link to the newest, printing calls the browser's print
 * dialog, and the contract page's 「書類」 lists the contract's documents.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { TradeDocumentView } from '@common/tradeDocuments';
import { tradeDocumentsApi } from '../../lib/api/tradeDocuments';
import { ApiRequestError } from '../../lib/api/client';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { ContractDocumentsSection } from './ContractDocumentsSection';
import { PRINT_LABEL } from '../../components/display/PrintActions';
import TradeDocumentPage from './TradeDocumentPage';
import { order, renderAt } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/tradeDocuments', () => ({ tradeDocumentsApi: { ofContract: jest.fn(), get: jest.fn() } }));

const api = jest.mocked(tradeDocumentsApi);

beforeEach(() => jest.clearAllMocks());

describe('発注書', () => {
  it('shows every item of 3条 as issued: parties, dates, work, place, inspection, reward with tax, deadline and method', async () => {
    api.get.mockResolvedValue(order());
    renderAt(withId(WORKER.document, 'c1-order-v1'), WORKER.document, <TradeDocumentPage />);
    const sheet = await screen.findByRole('article', { name: '発注書' });
    const s = within(sheet);
    expect(api.get).toHaveBeenCalledWith('c1-order-v1', expect.anything());
    expect(s.getByTestId('order-number').textContent).toBe('No. PO-2026-000123');
    expect(s.getByText('発行日 2026年11月1日')).toBeTruthy();
    expect(s.getByTestId('order-addressee').textContent).toBe('佐藤 フォト 様');
    expect(s.getByTestId('order-client').textContent).toContain('株式会社テスト');
    expect(s.getByTestId('order-client').textContent).toContain('ヘアサロン テスト');
    expect(s.getByTestId('order-date').textContent).toContain('2026年11月1日');
    expect(s.getByTestId('order-work').textContent).toContain('新作ヘアカタログ撮影');
    expect(s.getByTestId('order-work').textContent).toContain('新作スタイル10点の撮影\nレタッチ込み');
    expect(s.getByTestId('order-delivery-date').textContent).toContain('2026年11月30日');
    expect(s.getByTestId('order-place').textContent).toContain('現地（東京都渋谷区神宮前1-2-3）');
    expect(s.getByTestId('order-inspection').textContent).toContain('納品日から7日以内に検収');
    expect(s.getByTestId('order-reward').textContent).toContain('¥55,000-');
    expect(s.getByTestId('order-reward').textContent).toContain('うち消費税（10%）¥5,000');
    expect(s.getByTestId('order-payment-deadline').textContent).toContain('2026年12月30日');
    expect(s.getByTestId('order-payment-method').textContent).toContain('検収後ただちに');
    expect(s.getByTestId('order-payment-method').textContent).toContain('49,500円');
    expect(screen.queryByTestId('superseded-banner')).toBeNull();
    expect(screen.getByRole('link', { name: '戻る' }).getAttribute('href')).toBe(withId(WORKER.contract, 'c1'));
  });

  it('states リモート and where the work is received for remote work, and the automatic 検収 date once known', async () => {
    const doc = order();
    api.get.mockResolvedValue({
      ...doc,
      body: { ...doc.body, place: { type: 'remote', address: null }, inspection: { days: 7, autoCompleteOn: '2026-11-20' } },
    } as TradeDocumentView);
    renderAt(withId(CLIENT.document, 'c1-order-v1'), CLIENT.document, <TradeDocumentPage />);
    expect((await screen.findByTestId('order-place')).textContent).toBe(
      '作業場所リモート（納品は本サービス上で電子データにより受け取り）',
    );
    expect(screen.getByTestId('order-inspection').textContent).toContain('2026年11月20日');
  });

  it('a superseded version says so at the top with a link to the newest; a newer one names the one it replaces', async () => {
    api.get.mockResolvedValue(
      order({ side: 'client', supersededBy: { id: 'c1-order-v2', number: 'PO-2026-000130', version: 2 } }),
    );
    renderAt(withId(CLIENT.document, 'c1-order-v1'), CLIENT.document, <TradeDocumentPage />);
    const banner = await screen.findByTestId('superseded-banner');
    expect(banner.textContent).toContain('この書面は第2版により更新されました');
    expect(within(banner).getByRole('link').getAttribute('href')).toBe(withId(CLIENT.document, 'c1-order-v2'));
  });

  it('a second version names the one it replaces and why', async () => {
    const doc = order();
    api.get.mockResolvedValue({
      ...doc,
      id: 'c1-order-v2',
      version: 2,
      replaces: { id: 'c1-order-v1', number: 'PO-2026-000123', version: 1 },
      body: { ...doc.body, revisionNote: '2026年11月10日の納品により、支払期日を改めました。' },
    } as TradeDocumentView);
    renderAt(withId(WORKER.document, 'c1-order-v2'), WORKER.document, <TradeDocumentPage />);
    expect((await screen.findByTestId('order-replaces')).textContent).toContain('PO-2026-000123（第1版）');
    expect(screen.getByText('第2版')).toBeTruthy();
    expect(screen.getByTestId('order-revision-note').textContent).toContain('支払期日を改めました');
  });

  it('「印刷する / PDFで保存」 opens the print dialog, with A4 print CSS mounted by this page only', async () => {
    api.get.mockResolvedValue(order());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = renderAt(withId(WORKER.document, 'c1-order-v1'), WORKER.document, <TradeDocumentPage />);
    fireEvent.click(await screen.findByRole('button', { name: PRINT_LABEL }));
    expect(print).toHaveBeenCalledTimes(1);
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: A4; margin: 15mm; }');
    expect(css).toContain('[data-print-hide]');
    print.mockRestore();
  });

  it('a document that does not exist (or is a stranger’s) shows the not-found state', async () => {
    api.get.mockRejectedValue(new ApiRequestError(404, 'not_found', '書類が見つかりません'));
    renderAt(withId(WORKER.document, 'nope'), WORKER.document, <TradeDocumentPage />);
    expect(await screen.findByText('書類が見つかりません')).toBeTruthy();
  });
});

/** The section under a contract whose updatedAt moves on when the button is pressed. */
function StampHarness() {
  const [stamp, setStamp] = useState('s1');
  return (
    <>
      <button type="button" onClick={() => setStamp('s2')}>
        契約が変わる
      </button>
      <ContractDocumentsSection contractId="c1" side="client" stamp={stamp} />
    </>
  );
}

describe('「書類」 on the contract page', () => {
  it('lists the documents, newest first, each linking to its page, the replaced one marked', async () => {
    api.ofContract.mockResolvedValue({
      items: [
        {
          id: 'c1-order-v2',
          kind: 'order',
          number: 'PO-2026-000130',
          version: 2,
          issuedAt: '2026-11-10T01:00:00.000Z',
          superseded: false,
        },
        {
          id: 'c1-order-v1',
          kind: 'order',
          number: 'PO-2026-000123',
          version: 1,
          issuedAt: '2026-11-01T01:00:00.000Z',
          superseded: true,
        },
      ],
    });
    renderAt('/x', '/x', <ContractDocumentsSection contractId="c1" side="client" stamp="s1" />);
    const rows = await screen.findAllByTestId('contract-document');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      withId(CLIENT.document, 'c1-order-v2'),
      withId(CLIENT.document, 'c1-order-v1'),
    ]);
    expect(rows[0].textContent).toContain('発注書（取引条件明示書）（第2版）');
    expect(rows[1].textContent).toContain('更新済み');
  });

  it('reads the list again when the contract on screen changes (a 検収 issues its 検収書 and 請求書)', async () => {
    const order = {
      id: 'c1-order-v1',
      kind: 'order' as const,
      number: 'PO-2026-000123',
      version: 1,
      issuedAt: '2026-11-01T01:00:00.000Z',
      superseded: false,
    };
    const acceptance = { ...order, id: 'c1-acceptance-v1', kind: 'acceptance' as const, number: 'AC-2026-000007' };
    api.ofContract.mockResolvedValueOnce({ items: [order] }).mockResolvedValueOnce({ items: [order, acceptance] });
    renderAt('/x', '/x', <StampHarness />);
    expect(await screen.findAllByTestId('contract-document')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '契約が変わる' }));
    await waitFor(() => expect(screen.getAllByTestId('contract-document')).toHaveLength(2));
    expect(api.ofContract).toHaveBeenCalledTimes(2);
  });
});
