/**
 * Test helpers of the document page: one fixture per kind of business document, as the API returns
 * it (docs/product/screens.md#trade-document), and a page rendered at a path with a fresh query
 * cache. The callers mock lib/api/tradeDocuments and lib/firebaseAuth.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { IssuedKind, TradeDocumentBodies, TradeDocumentView } from '@common/tradeDocuments';
import { OPERATOR_DEFAULTS } from '@common/operator';
import { system } from '../../components/theme/system';
import { QueryClient, QueryClientProvider } from '../../lib/query/hooks';

export function renderAt(entry: string, pattern: string, page: ReactElement) {
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

export type ViewOf<K extends IssuedKind> = Extract<TradeDocumentView, { kind: K }>;

const OPERATOR = {
  name: OPERATOR_DEFAULTS.name,
  postalCode: OPERATOR_DEFAULTS.postalCode,
  address: OPERATOR_DEFAULTS.address,
  invoiceRegistrationNumber: OPERATOR_DEFAULTS.invoiceRegistrationNumber,
};

const BODIES: TradeDocumentBodies = {
  order: {
    orderDate: '2026-11-01',
    title: '新作ヘアカタログ撮影',
    description: '新作スタイル10点の撮影\nレタッチ込み',
    deliveryDate: '2026-11-30',
    place: { type: 'onsite', address: '東京都渋谷区神宮前1-2-3' },
    inspection: { days: 7, autoCompleteOn: null },
    reward: { amount: 55000, taxPercent: 10, tax: 5000 },
    paymentDeadline: '2026-12-30',
    paymentMethod: '発注者が本サービスで事前に仮払いした報酬を、検収後ただちに送金して支払います。',
    fee: { percent: 10, amount: 5500, payout: 49500 },
  },
  delivery: {
    title: '新作ヘアカタログ撮影',
    orderNumber: 'PO-2026-000123',
    round: 2,
    deliveredOn: '2026-11-10',
    deliveredAt: '2026-11-10T01:30:00.000Z',
    message: '撮影データをお送りします。\n  ご確認ください。',
    photoCount: 12,
    link: 'https://example.com/album/1',
    deliveryDate: '2026-11-30',
    autoCompleteOn: '2026-11-17',
  },
  acceptance: {
    title: '新作ヘアカタログ撮影',
    orderNumber: 'PO-2026-000123',
    acceptedOn: '2026-11-12',
    by: 'client',
    deliveredOn: '2026-11-10',
    amount: { amount: 55000, taxPercent: 10, tax: 5000 },
  },
  invoice: {
    title: '新作ヘアカタログ撮影',
    orderNumber: 'PO-2026-000123',
    transactionDate: '2026-11-12',
    issuerRegistrationNumber: 'T1234567890123',
    amount: { amount: 55000, taxPercent: 10, tax: 5000 },
    paidOn: '2026-11-02',
  },
  fee_invoice: {
    title: '新作ヘアカタログ撮影',
    operator: OPERATOR,
    transactionDate: '2026-11-13',
    reward: 55000,
    feePercent: 10,
    fee: { amount: 5500, taxPercent: 10, tax: 500 },
  },
  payout_statement: {
    title: '新作ヘアカタログ撮影',
    operator: OPERATOR,
    reward: 55000,
    fee: 5500,
    feePercent: 10,
    amount: 49500,
    transferredOn: '2026-11-13',
    expectedArrivalOn: '2026-11-16',
    feeInvoiceNumber: 'FV-2026-000045',
  },
};

const PREFIX: Record<IssuedKind, string> = {
  order: 'PO',
  delivery: 'DN',
  acceptance: 'AC',
  invoice: 'IV',
  fee_invoice: 'FV',
  payout_statement: 'PS',
};

/** A document of `kind` as a party reads it; `body` is merged into the kind's fixture body. */
export function docFixture<K extends IssuedKind>(
  kind: K,
  more: Partial<Omit<ViewOf<K>, 'kind' | 'body'>> & { body?: Partial<TradeDocumentBodies[K]> } = {},
): ViewOf<K> {
  const { body, ...rest } = more;
  return {
    id: `c1-${kind}-v1`,
    kind,
    number: `${PREFIX[kind]}-2026-000123`,
    contractId: 'c1',
    client: { userId: 'uc', name: 'ヘアサロン テスト', companyName: '株式会社テスト' },
    worker: { userId: 'uw', name: '佐藤 フォト' },
    issuedAt: '2026-11-01T01:00:00.000Z',
    version: 1,
    replaces: null,
    side: 'worker',
    supersededBy: null,
    reissued: null,
    ...rest,
    body: { ...BODIES[kind], ...body },
  } as unknown as ViewOf<K>;
}

/** The 発注書 fixture. */
export const order = (more: Parameters<typeof docFixture<'order'>>[1] = {}) => docFixture('order', more);
