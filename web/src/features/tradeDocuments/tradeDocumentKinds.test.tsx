/**
 * Every kind of business document on its page (docs/product/screens.md#trade-document): 納品書, 検収書,
 * the worker's 請求書 (qualified with her 登録番号, plainly not without one), the サービス利用料's
 * 請求書 and the 支払明細, each with its parties (御中 / 様), amounts and tax as issued; a kind the
 * page does not know shows a short line instead of a broken sheet.
 */
import { screen, within } from '@testing-library/react';
import type { TradeDocumentSummary, TradeDocumentView } from '@common/tradeDocuments';
import { tradeDocumentsApi } from '../../lib/api/tradeDocuments';
import { CLIENT, WORKER, withId } from '../../lib/paths';
import { PRINT_LABEL } from '../../components/display/PrintActions';
import { ContractDocumentsSection } from './ContractDocumentsSection';
import TradeDocumentPage from './TradeDocumentPage';
import { docFixture, renderAt } from './testing';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: jest.fn(() => Promise.resolve('t')) }));
jest.mock('../../lib/api/tradeDocuments', () => ({ tradeDocumentsApi: { ofContract: jest.fn(), get: jest.fn() } }));

const api = jest.mocked(tradeDocumentsApi);

beforeEach(() => jest.clearAllMocks());

async function open(doc: TradeDocumentView, side: 'client' | 'worker' = doc.side) {
  api.get.mockResolvedValue(doc);
  const path = side === 'client' ? CLIENT.document : WORKER.document;
  renderAt(withId(path, doc.id), path, <TradeDocumentPage />);
  const sheet = await screen.findByRole('article');
  return within(sheet);
}

const text = (s: ReturnType<typeof within>, id: string) => s.getByTestId(id).textContent ?? '';

describe('納品書', () => {
  it('from the worker to the salon (御中): round, dates, the message with its line breaks, photos, link, 納期 and 自動検収日', async () => {
    const s = await open(docFixture('delivery', { side: 'client' }));
    expect(text(s, 'delivery-heading')).toBe('納品書');
    expect(text(s, 'delivery-number')).toBe('No. DN-2026-000123');
    expect(s.getByText('発行日 2026年11月1日')).toBeTruthy();
    expect(text(s, 'delivery-addressee')).toBe('株式会社テストヘアサロン テスト 御中');
    expect(text(s, 'delivery-issuer')).toContain('受注者');
    expect(text(s, 'delivery-issuer')).toContain('佐藤 フォト');
    expect(text(s, 'delivery-order-number')).toContain('PO-2026-000123');
    expect(text(s, 'delivery-round')).toContain('第2回の納品');
    expect(text(s, 'delivery-date')).toContain('2026年11月10日');
    expect(text(s, 'delivery-date')).toContain('10:30');
    expect(text(s, 'delivery-message')).toContain('撮影データをお送りします。\n  ご確認ください。');
    expect(text(s, 'delivery-photos')).toContain('12枚');
    expect(s.getByRole('link', { name: 'https://example.com/album/1' }).getAttribute('href')).toBe('https://example.com/album/1');
    expect(text(s, 'delivery-deadline')).toContain('2026年11月30日');
    expect(text(s, 'delivery-auto-complete')).toContain('2026年11月17日（自動検収日）');
    expect(screen.getByRole('button', { name: PRINT_LABEL })).toBeTruthy();
  });

  it('a salon without a company is addressed 様; no link says なし, no 発注書 leaves its row out', async () => {
    const s = await open(
      docFixture('delivery', {
        client: { userId: 'uc', name: 'ヘアサロン テスト' },
        body: { link: null, orderNumber: null },
      }),
    );
    expect(text(s, 'delivery-addressee')).toBe('ヘアサロン テスト 様');
    expect(text(s, 'delivery-link')).toContain('なし');
    expect(s.queryByTestId('delivery-order-number')).toBeNull();
  });

  it('the next 納品 is the next version, naming the one it replaces', async () => {
    const s = await open(
      docFixture('delivery', { version: 2, replaces: { id: 'c1-delivery-v1', number: 'DN-2026-000100', version: 1 } }),
    );
    expect(s.getByText('第2版')).toBeTruthy();
    expect(text(s, 'delivery-replaces')).toBe('DN-2026-000100（第1版）に代わるものです');
  });
});

describe('検収書', () => {
  it('from the salon to the worker (様): 検収日, how, 納品日 and the 検収金額 with its 消費税', async () => {
    const s = await open(docFixture('acceptance'));
    expect(text(s, 'acceptance-heading')).toBe('検収書');
    expect(text(s, 'acceptance-addressee')).toBe('佐藤 フォト 様');
    expect(text(s, 'acceptance-issuer')).toContain('発注者');
    expect(text(s, 'acceptance-issuer')).toContain('株式会社テスト');
    expect(text(s, 'acceptance-date')).toContain('2026年11月12日');
    expect(text(s, 'acceptance-by')).toContain('発注者による検収');
    expect(text(s, 'acceptance-delivered')).toContain('2026年11月10日');
    expect(text(s, 'acceptance-amount')).toContain('¥55,000-');
    expect(text(s, 'acceptance-amount')).toContain('うち消費税（10%）¥5,000');
  });

  it.each([
    ['automatic', '自動検収（納品から7日）'],
    ['admin', '運営による判断'],
  ] as const)('an acceptance by %s says %s', async (by, label) => {
    const s = await open(docFixture('acceptance', { body: { by, deliveredOn: null } }));
    expect(text(s, 'acceptance-by')).toContain(label);
    expect(s.queryByTestId('acceptance-delivered')).toBeNull();
  });
});

describe('請求書', () => {
  it('with her 登録番号: 請求書（適格請求書）, the number, 取引年月日, the amount per rate, its 消費税, paid by the 仮払い', async () => {
    const s = await open(docFixture('invoice', { side: 'client' }));
    expect(text(s, 'invoice-heading')).toBe('請求書（適格請求書）');
    expect(text(s, 'invoice-number')).toBe('No. IV-2026-000123');
    expect(text(s, 'invoice-addressee')).toContain('御中');
    expect(text(s, 'invoice-issuer')).toContain('佐藤 フォト');
    expect(text(s, 'invoice-registration')).toBe('登録番号 T1234567890123');
    expect(text(s, 'invoice-date')).toContain('2026年11月12日');
    expect(text(s, 'invoice-amount')).toContain('請求金額（税込）');
    expect(text(s, 'invoice-amount')).toContain('¥55,000-');
    expect(text(s, 'invoice-taxable')).toBe('10%対象（税込）¥55,000');
    expect(text(s, 'invoice-tax')).toBe('消費税額（10%）¥5,000');
    expect(text(s, 'invoice-paid')).toBe('お支払い済み（仮払い：2026年11月2日）');
    expect(text(s, 'invoice-on-behalf')).toContain('本書面は、本サービス運営者が受注者に代わって交付しています');
    expect(s.queryByTestId('invoice-not-qualified')).toBeNull();
    expect(s.queryByText(/再発行/)).toBeNull();
  });

  it('without one: plainly not a 適格請求書, no number, no qualified title; unpaid shows no paid line', async () => {
    const s = await open(docFixture('invoice', { body: { issuerRegistrationNumber: null, paidOn: null } }));
    expect(text(s, 'invoice-heading')).toBe('請求書');
    expect(s.queryByTestId('invoice-registration')).toBeNull();
    expect(text(s, 'invoice-not-qualified')).toContain(
      '発行者は適格請求書発行事業者ではないため、この請求書は適格請求書ではありません',
    );
    expect(s.queryByText(/仕入税額控除/)).toBeNull();
    expect(s.queryByTestId('invoice-paid')).toBeNull();
    expect(text(s, 'invoice-tax')).toContain('¥5,000');
  });
});

describe('サービス利用料の請求書', () => {
  it('a 適格請求書 from the operator (address, 登録番号) to the worker: the fee as a share of the reward, its tax, settled', async () => {
    const s = await open(docFixture('fee_invoice'));
    expect(text(s, 'fee-invoice-heading')).toBe('サービス利用料の請求書（適格請求書）');
    expect(text(s, 'fee-invoice-addressee')).toBe('佐藤 フォト 様');
    const issuer = text(s, 'fee-invoice-issuer');
    expect(issuer).toContain('株式会社サロンワークス');
    expect(issuer).toContain('〒150-0001 東京都渋谷区神宮前1-2-3');
    expect(text(s, 'operator-registration')).toBe('登録番号 T6912345678901');
    expect(text(s, 'fee-invoice-date')).toContain('2026年11月13日');
    expect(text(s, 'fee-invoice-item')).toContain('サービス利用料（報酬 ¥55,000 の 10%）');
    expect(text(s, 'fee-invoice-amount')).toContain('¥5,500-');
    expect(text(s, 'fee-invoice-taxable')).toBe('10%対象（税込）¥5,500');
    expect(text(s, 'fee-invoice-tax')).toBe('消費税額（10%）¥500');
    expect(text(s, 'fee-invoice-settled')).toBe('報酬からの差し引きにより精算済み');
  });
});

describe('支払明細', () => {
  it('from the operator to the worker: reward, fee, net, dates and the fee invoice’s number', async () => {
    const s = await open(docFixture('payout_statement'));
    expect(text(s, 'payout-statement-heading')).toBe('支払明細');
    expect(text(s, 'payout-statement-addressee')).toBe('佐藤 フォト 様');
    expect(text(s, 'payout-statement-issuer')).toContain('株式会社サロンワークス');
    expect(text(s, 'payout-statement-reward')).toBe('報酬（税込）¥55,000');
    expect(text(s, 'payout-statement-fee')).toBe('サービス利用料（税込・10%）−¥5,500');
    expect(text(s, 'payout-statement-net')).toBe('差引送金額¥49,500');
    expect(text(s, 'payout-statement-amount')).toContain('¥49,500-');
    expect(text(s, 'payout-statement-transferred')).toContain('2026年11月13日');
    expect(text(s, 'payout-statement-arrival')).toContain('2026年11月16日');
    expect(text(s, 'payout-statement-fee-invoice')).toContain('FV-2026-000045');
  });

  it('leaves out the arrival date and the fee invoice when unknown', async () => {
    const s = await open(docFixture('payout_statement', { body: { expectedArrivalOn: null, feeInvoiceNumber: null } }));
    expect(s.queryByTestId('payout-statement-arrival')).toBeNull();
    expect(s.queryByTestId('payout-statement-fee-invoice')).toBeNull();
  });
});

describe('源泉徴収 (docs/product/law.md#withholding-源泉徴収)', () => {
  // 10,000円 withheld at 10.21 % (1,021円), fee 10 % (1,000円).
  const W = { amount: 1021, base: 10000, rate: '10.21%' };
  const taxed10k = { amount: 10000, taxPercent: 10, tax: 909 };

  it('発注書: the tax, the 差引仮払い額 and the payout net of both', async () => {
    const s = await open(
      docFixture('order', {
        body: {
          reward: taxed10k,
          withholding: W,
          netAmount: 8979,
          fee: { percent: 10, amount: 1000, payout: 7979 },
          paymentMethod:
            '…支払います。報酬から差し引く源泉徴収税額（1,021円）は、発注者が仮払いした月の翌月10日までに税務署へ納付します。',
        },
      }),
    );
    expect(text(s, 'order-withholding')).toBe('源泉徴収税額−¥1,021（報酬の10.21%）');
    expect(text(s, 'order-net')).toBe('差引仮払い額¥8,979-');
    expect(text(s, 'order-payment-method')).toContain('翌月10日までに税務署へ納付します');
    expect(text(s, 'order-payment-method')).toContain(
      '受注者の受取額は、報酬から源泉徴収税額（1,021円）と本サービスの利用手数料（10%、1,000円）を差し引いた7,979円です。',
    );
  });

  it('検収書: the tax line', async () => {
    const a = await open(docFixture('acceptance', { body: { amount: taxed10k, withholding: W } }));
    expect(text(a, 'acceptance-withholding')).toBe('源泉徴収税額−¥1,021（発注者が税務署へ納付）');
  });

  it('請求書: 差引請求額 boxed, the tax, 消費税 still on the reward', async () => {
    const s = await open(docFixture('invoice', { body: { amount: taxed10k, withholding: W, netAmount: 8979 } }));
    expect(text(s, 'invoice-amount')).toContain('差引請求額');
    expect(text(s, 'invoice-amount')).toContain('¥8,979-');
    expect(text(s, 'invoice-gross')).toBe('請求金額（税込）¥10,000');
    expect(text(s, 'invoice-withholding')).toBe('源泉徴収税額（10.21%）−¥1,021');
    expect(text(s, 'invoice-net')).toBe('差引請求額¥8,979');
    expect(text(s, 'invoice-taxable')).toBe('10%対象（税込）¥10,000');
    expect(text(s, 'invoice-tax')).toBe('消費税額（10%）¥909');
  });

  it('支払明細: reward − tax − fee = 差引送金額', async () => {
    const s = await open(docFixture('payout_statement', { body: { reward: 10000, withheld: 1021, fee: 1000, amount: 7979 } }));
    expect(text(s, 'payout-statement-withholding')).toBe('源泉徴収税額（発注者が納付）−¥1,021');
    expect(text(s, 'payout-statement-net')).toBe('差引送金額¥7,979');
    expect(text(s, 'payout-statement-amount')).toContain('¥7,979-');
  });

  it('without withholding (null, 0, or a document issued before it existed) no line is shown', async () => {
    const o = await open(docFixture('order', { body: { withholding: null } }));
    expect(o.queryByTestId('order-withholding')).toBeNull();
    expect(o.queryByTestId('order-net')).toBeNull();
    expect(text(o, 'order-payment-method')).not.toContain('源泉徴収');
  });

  it.each([
    ['acceptance', 'acceptance-withholding'],
    ['invoice', 'invoice-withholding'],
    ['payout_statement', 'payout-statement-withholding'],
  ] as const)('%s without withholding shows no tax line', async (kind, id) => {
    const s = await open(docFixture(kind, { body: kind === 'payout_statement' ? { withheld: 0 } : { withholding: null } }));
    expect(s.queryByTestId(id)).toBeNull();
  });
});

it('a kind the page does not know shows a short line, and nothing to print', async () => {
  api.get.mockResolvedValue({ ...docFixture('order'), kind: 'receipt' } as unknown as TradeDocumentView);
  renderAt(withId(WORKER.document, 'c1-receipt-v1'), WORKER.document, <TradeDocumentPage />);
  expect((await screen.findByTestId('unknown-document')).textContent).toBe('この書類は表示できません');
  expect(screen.queryByRole('article')).toBeNull();
  expect(screen.queryByRole('button', { name: PRINT_LABEL })).toBeNull();
});

it('「書類」 lists every kind with its label, number, version and date', async () => {
  const row = (kind: TradeDocumentSummary['kind'], version = 1, superseded = false): TradeDocumentSummary => ({
    id: `c1-${kind}-v${version}`,
    kind,
    number: `X-2026-00000${version}`,
    version,
    issuedAt: '2026-11-13T01:00:00.000Z',
    superseded,
  });
  api.ofContract.mockResolvedValue({
    items: [
      row('order'),
      row('delivery', 2),
      row('delivery', 1, true),
      row('acceptance'),
      row('invoice'),
      row('fee_invoice'),
      row('payout_statement'),
    ],
  });
  renderAt('/x', '/x', <ContractDocumentsSection contractId="c1" side="worker" stamp="s1" />);
  const rows = await screen.findAllByTestId('contract-document');
  expect(rows.map((r) => r.textContent)).toEqual([
    '発注書（取引条件明示書）X-2026-000001・2026年11月13日発行',
    '納品書（第2版）X-2026-000002・2026年11月13日発行',
    '納品書X-2026-000001・2026年11月13日発行更新済み',
    '検収書X-2026-000001・2026年11月13日発行',
    '請求書X-2026-000001・2026年11月13日発行',
    'サービス利用料の請求書X-2026-000001・2026年11月13日発行',
    '支払明細X-2026-000001・2026年11月13日発行',
  ]);
  expect(rows[3].getAttribute('href')).toBe(withId(WORKER.document, 'c1-acceptance-v1'));
});
