/**
 * The documents search and the month print over HTTP (docs/product/law.md#bookkeeping,
 * docs/product/api.md#business-documents): 取引年月日 and 取引金額 ranges, 取引先 and kind, alone and
 * combined; the caller's own documents only, the worker's fee documents never to the salon; bad
 * parameters a 400 in Japanese; a JST month's documents as full views, oldest first. Documents are
 * written straight into the store as the issuing transactions write them.
 */
import type { Page } from '@common/marketplace';
import type { DocumentRecord, MonthDocuments } from '@common/documentSearch';
import { DOCUMENT_SEARCH_MESSAGES } from '@common/documentSearchSchema';
import { OPERATOR_DEFAULTS } from '@common/operator';
import { taxed, type IssuedKind, type TradeDocumentBodies, type TradeParty } from '@common/tradeDocuments';
import type { TradeDocumentDoc } from '../../src/documents/tradeDocuments';
import { describeApi } from '../support/harness';
import { createPayApp, recordQueries, type Caller, type PayApp } from '../payments/support';
import { unindexedQueries } from '../marketplace/support';

const OPERATOR = {
  name: OPERATOR_DEFAULTS.name,
  postalCode: OPERATOR_DEFAULTS.postalCode,
  address: OPERATOR_DEFAULTS.address,
  invoiceRegistrationNumber: OPERATOR_DEFAULTS.invoiceRegistrationNumber,
};

/** A body of `kind` for a job of `reward` yen, dated `on` (the 取引年月日). */
function bodyOf<K extends IssuedKind>(kind: K, title: string, reward: number, on: string): TradeDocumentBodies[K] {
  const fee = Math.floor(reward * 0.1);
  const bodies: TradeDocumentBodies = {
    order: {
      orderDate: on,
      title,
      description: '撮影',
      deliveryDate: '2026-12-31',
      place: { type: 'remote', address: null },
      inspection: { days: 7, autoCompleteOn: null },
      reward: taxed(reward),
      paymentDeadline: '2027-01-31',
      paymentMethod: '仮払い',
      fee: { percent: 10, amount: fee, payout: reward - fee },
    },
    delivery: {
      title,
      orderNumber: null,
      round: 1,
      deliveredOn: on,
      deliveredAt: `${on}T03:00:00.000Z`,
      message: '納品します',
      photoCount: 3,
      link: null,
      deliveryDate: '2026-12-31',
      autoCompleteOn: '2026-12-31',
    },
    acceptance: { title, orderNumber: null, acceptedOn: on, by: 'client', deliveredOn: on, amount: taxed(reward) },
    invoice: {
      title,
      orderNumber: null,
      transactionDate: on,
      issuerRegistrationNumber: null,
      amount: taxed(reward),
      paidOn: null,
    },
    fee_invoice: { title, operator: OPERATOR, transactionDate: on, reward, feePercent: 10, fee: taxed(fee) },
    payout_statement: {
      title,
      operator: OPERATOR,
      reward,
      fee,
      feePercent: 10,
      amount: reward - fee,
      transferredOn: on,
      expectedArrivalOn: null,
      feeInvoiceNumber: null,
    },
  };
  return bodies[kind];
}

describeApi('the documents search and the month print', () => {
  let t: PayApp;
  let client: Caller;
  let strangerClient: Caller;
  let lonelyClient: Caller;
  let worker: Caller;
  let otherWorker: Caller;
  let seq = 0;

  const party = (c: Caller, name: string, companyName?: string): TradeParty => ({
    userId: c.uid,
    name,
    ...(companyName ? { companyName } : {}),
  });
  let salon: TradeParty;
  let stranger: TradeParty;
  let sato: TradeParty;
  let yamada: TradeParty;

  /** Writes a document as issue.ts does; `issuedAt` an ISO time, `on` its 取引年月日 (default: the issue's UTC date). */
  async function put<K extends IssuedKind>(
    kind: K,
    o: {
      contractId: string;
      client: TradeParty;
      worker: TradeParty;
      issuedAt: string;
      version?: number;
      reward: number;
      on?: string;
      title?: string;
    },
  ): Promise<string> {
    const version = o.version ?? 1;
    const id = `${o.contractId}-${kind}-v${version}`;
    seq += 1;
    const doc = {
      id,
      kind,
      number: `X-2026-${String(seq).padStart(6, '0')}`,
      contractId: o.contractId,
      client: o.client,
      worker: o.worker,
      issuedAt: new Date(o.issuedAt),
      version,
      replaces: version > 1 ? { id: `${o.contractId}-${kind}-v${version - 1}`, number: 'X', version: version - 1 } : null,
      body: bodyOf(kind, o.title ?? 'ヘアカタログ撮影', o.reward, o.on ?? o.issuedAt.slice(0, 10)),
    } as TradeDocumentDoc;
    await t.store.set(`tradeDocuments/${id}`, doc as unknown as Record<string, unknown>);
    return id;
  }

  const search = async (c: Caller, query = '') => {
    const res = await c.get(`/liff/documents${query ? `?${query}` : ''}`);
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Page<DocumentRecord>;
  };
  const ids = (p: Page<DocumentRecord>) => p.items.map((r) => r.id);

  beforeAll(async () => {
    t = await createPayApp();
    [client, strangerClient, lonelyClient, worker, otherWorker] = await Promise.all([
      t.user('client'),
      t.user('client'),
      t.user('client'),
      t.user('worker'),
      t.user('worker'),
    ]);
    salon = party(client, 'ヘアサロン テスト', '株式会社テスト');
    stranger = party(strangerClient, 'サロン ベータ');
    sato = party(worker, '佐藤 フォト');
    yamada = party(otherWorker, '山田 カメラ');
    const k1 = { contractId: 'k1', client: salon, worker: sato, reward: 55000 };
    await put('order', { ...k1, issuedAt: '2026-10-01T01:00:00.000Z' });
    // The 2nd 発注書 (after a 納品): its 取引年月日 is still the 発注日.
    await put('order', { ...k1, version: 2, issuedAt: '2026-10-20T01:00:00.000Z', on: '2026-10-01' });
    await put('delivery', { ...k1, issuedAt: '2026-10-20T02:00:00.000Z' });
    await put('acceptance', { ...k1, issuedAt: '2026-10-25T02:00:00.000Z' });
    await put('invoice', { ...k1, issuedAt: '2026-10-25T01:00:00.000Z' });
    await put('fee_invoice', { ...k1, issuedAt: '2026-10-26T02:00:00.000Z' });
    await put('payout_statement', { ...k1, issuedAt: '2026-10-26T01:00:00.000Z' });
    // 2026-10-31 15:30 UTC is 2026-11-01 00:30 in Japan: a November document.
    const k2 = { contractId: 'k2', client: salon, worker: yamada, reward: 120000, title: '店舗撮影' };
    await put('order', { ...k2, issuedAt: '2026-10-31T15:30:00.000Z', on: '2026-11-01' });
    await put('acceptance', { ...k2, issuedAt: '2026-11-20T01:00:00.000Z' });
    // The contract the document page checks the reader against (documents/contracts.ts).
    await t.store.set('contracts/k1', { id: 'k1', clientId: client.uid, workerId: worker.uid, title: 'ヘアカタログ撮影' });
    await put('order', { contractId: 'k3', client: stranger, worker: sato, reward: 30000, issuedAt: '2026-11-05T01:00:00.000Z' });
  }, 60_000);
  afterAll(() => t.close());

  test("the salon's: its documents of both contracts, newest first, without the worker's fee documents or a stranger's", async () => {
    const page = await search(client);
    expect(ids(page)).toEqual([
      'k2-acceptance-v1',
      'k2-order-v1',
      'k1-acceptance-v1',
      'k1-invoice-v1',
      'k1-delivery-v1',
      'k1-order-v2',
      'k1-order-v1',
    ]);
    expect(page.nextCursor).toBeNull();
    const byId = Object.fromEntries(page.items.map((r) => [r.id, r]));
    expect(byId['k1-order-v1']).toMatchObject({
      kind: 'order',
      version: 1,
      superseded: true,
      contractId: 'k1',
      title: 'ヘアカタログ撮影',
      counterparty: '佐藤 フォト',
      amount: 55000,
      transactionDate: '2026-10-01',
      issuedAt: '2026-10-01T01:00:00.000Z',
    });
    expect(byId['k1-order-v2']).toMatchObject({ superseded: false, transactionDate: '2026-10-01' });
    expect(byId['k1-delivery-v1']).toMatchObject({ amount: null, transactionDate: '2026-10-20' });
    expect(byId['k2-order-v1']).toMatchObject({ counterparty: '山田 カメラ', amount: 120000, title: '店舗撮影' });
  });

  test("the worker's: every kind of hers, the salon by its company, the operator on the fee documents", async () => {
    const page = await search(worker);
    expect(ids(page)).toEqual([
      'k3-order-v1',
      'k1-fee_invoice-v1',
      'k1-payout_statement-v1',
      'k1-acceptance-v1',
      'k1-invoice-v1',
      'k1-delivery-v1',
      'k1-order-v2',
      'k1-order-v1',
    ]);
    const byId = Object.fromEntries(page.items.map((r) => [r.id, r]));
    expect(byId['k1-order-v1'].counterparty).toBe('株式会社テスト（ヘアサロン テスト）');
    expect(byId['k3-order-v1'].counterparty).toBe('サロン ベータ');
    expect(byId['k1-fee_invoice-v1']).toMatchObject({ counterparty: OPERATOR_DEFAULTS.name, amount: 5500 });
    expect(byId['k1-payout_statement-v1']).toMatchObject({ counterparty: OPERATOR_DEFAULTS.name, amount: 49500 });
  });

  test('a stranger finds only its own; a party without documents none', async () => {
    expect(ids(await search(strangerClient))).toEqual(['k3-order-v1']);
    expect(ids(await search(otherWorker))).toEqual(['k2-acceptance-v1', 'k2-order-v1']);
    expect(await search(lonelyClient)).toEqual({ items: [], nextCursor: null });
    // Another party's name finds nothing of theirs.
    expect(ids(await search(strangerClient, `counterparty=${encodeURIComponent('山田')}`))).toEqual([]);
  });

  test('取引年月日: a range of JST dates, both ends included, on the date the document is about', async () => {
    expect(ids(await search(client, 'from=2026-10-01&to=2026-10-31'))).toEqual([
      'k1-acceptance-v1',
      'k1-invoice-v1',
      'k1-delivery-v1',
      'k1-order-v2',
      'k1-order-v1',
    ]);
    // The 2nd 発注書 was issued on 10-20 but is about the 発注日 10-01.
    expect(ids(await search(client, 'from=2026-10-02&to=2026-10-20'))).toEqual(['k1-delivery-v1']);
    expect(ids(await search(client, 'from=2026-11-01'))).toEqual(['k2-acceptance-v1', 'k2-order-v1']);
    expect(ids(await search(client, 'to=2026-10-01'))).toEqual(['k1-order-v2', 'k1-order-v1']);
    expect(ids(await search(client, 'from=2026-10-25&to=2026-10-25'))).toEqual(['k1-acceptance-v1', 'k1-invoice-v1']);
  });

  test('取引金額: a range, both ends included; a document without an amount never matches', async () => {
    expect(ids(await search(client, 'minAmount=55000&maxAmount=55000'))).toEqual([
      'k1-acceptance-v1',
      'k1-invoice-v1',
      'k1-order-v2',
      'k1-order-v1',
    ]);
    expect(ids(await search(client, 'minAmount=100000'))).toEqual(['k2-acceptance-v1', 'k2-order-v1']);
    expect(ids(await search(client, 'maxAmount=0'))).toEqual([]);
    expect(ids(await search(worker, 'maxAmount=10000'))).toEqual(['k1-fee_invoice-v1']);
  });

  test('取引先: part of the name or company, case, width and spaces ignored; and the kind', async () => {
    expect(ids(await search(client, `counterparty=${encodeURIComponent('山田')}`))).toEqual(['k2-acceptance-v1', 'k2-order-v1']);
    expect(ids(await search(worker, `counterparty=${encodeURIComponent('ｻﾛﾝﾍﾞｰﾀ')}`))).toEqual(['k3-order-v1']);
    expect(ids(await search(worker, `counterparty=${encodeURIComponent('株式会社テスト')}&kind=order`))).toEqual([
      'k1-order-v2',
      'k1-order-v1',
    ]);
    expect(ids(await search(worker, `counterparty=${encodeURIComponent('サロンワークス')}`))).toEqual([
      'k1-fee_invoice-v1',
      'k1-payout_statement-v1',
    ]);
    expect(ids(await search(client, 'kind=acceptance'))).toEqual(['k2-acceptance-v1', 'k1-acceptance-v1']);
    // The worker's fee documents are not the salon's to find, by kind either.
    expect(await search(client, 'kind=fee_invoice')).toEqual({ items: [], nextCursor: null });
    expect(ids(await search(worker, 'kind=payout_statement'))).toEqual(['k1-payout_statement-v1']);
  });

  test('conditions combine: every one given must hold', async () => {
    const q = `from=2026-11-01&to=2026-11-30&minAmount=100000&counterparty=${encodeURIComponent('山田')}`;
    expect(ids(await search(client, q))).toEqual(['k2-acceptance-v1', 'k2-order-v1']);
    expect(ids(await search(client, `${q}&kind=order`))).toEqual(['k2-order-v1']);
    expect(ids(await search(client, `${q}&maxAmount=100000`))).toEqual([]);
    expect(ids(await search(client, 'from=2026-10-01&to=2026-10-31&minAmount=1&kind=order'))).toEqual([
      'k1-order-v2',
      'k1-order-v1',
    ]);
  });

  test('pages follow the cursor without gaps or repeats, with the filters too; the queries are indexed', async () => {
    const [c, pw] = await Promise.all([t.user('client'), t.user('worker')]);
    const w = party(pw, 'ページ フォト');
    const me = party(c, 'ページ サロン');
    for (let i = 0; i < 25; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      await put('order', {
        contractId: `pg${i}`,
        client: me,
        worker: w,
        reward: 1000 * (i + 1),
        issuedAt: `2026-09-${day}T0${i % 10}:00:00.000Z`,
      });
    }
    const rec = recordQueries(t);
    try {
      const first = await search(c);
      expect(first.items).toHaveLength(20);
      expect(first.nextCursor).toBeTruthy();
      const second = await search(c, `cursor=${first.nextCursor}`);
      expect(second.items).toHaveLength(5);
      expect(second.nextCursor).toBeNull();
      const all = [...ids(first), ...ids(second)];
      expect(new Set(all).size).toBe(25);
      const sorted = [...first.items, ...second.items].map((r) => r.issuedAt);
      expect(sorted).toEqual([...sorted].sort().reverse());
      // 12 000 yen and up, from 09-05: a filtered page.
      const f1 = await search(c, 'minAmount=12000&from=2026-09-05&kind=order');
      const expected = [...first.items, ...second.items].filter(
        (r) => (r.amount ?? 0) >= 12000 && r.transactionDate >= '2026-09-05',
      );
      expect(ids(f1)).toEqual(expected.map((r) => r.id));
      expect(ids(await search(pw, 'kind=order&from=2026-09-24'))).toHaveLength(2);
      await pw.get('/liff/documents/month?month=2026-09').expect(200);
      expect(unindexedQueries(rec.queries)).toEqual([]);
    } finally {
      rec.stop();
    }
  });

  test.each([
    ['from=2026-13-01', 'from', DOCUMENT_SEARCH_MESSAGES.date],
    ['from=2026-02-30', 'from', DOCUMENT_SEARCH_MESSAGES.date],
    ['to=yesterday', 'to', DOCUMENT_SEARCH_MESSAGES.date],
    ['from=2026-11-02&to=2026-11-01', 'to', DOCUMENT_SEARCH_MESSAGES.dateRange],
    ['minAmount=-1', 'minAmount', DOCUMENT_SEARCH_MESSAGES.amountType],
    ['minAmount=1.5', 'minAmount', DOCUMENT_SEARCH_MESSAGES.amountType],
    ['maxAmount=abc', 'maxAmount', DOCUMENT_SEARCH_MESSAGES.amountType],
    ['maxAmount=999999999999999999999', 'maxAmount', DOCUMENT_SEARCH_MESSAGES.amountType],
    ['maxAmount=100000001', 'maxAmount', DOCUMENT_SEARCH_MESSAGES.amountMax],
    ['minAmount=5000&maxAmount=4999', 'maxAmount', DOCUMENT_SEARCH_MESSAGES.amountRange],
    [`counterparty=${'あ'.repeat(51)}`, 'counterparty', '50文字以内で入力してください'],
    ['kind=receipt', 'kind', '選択してください'],
    ['kind=__proto__', 'kind', '選択してください'],
    ['from=2026-11-01&from=2026-11-02', 'from', '入力形式が正しくありません'],
    ['cursor=not-a-cursor!', 'cursor', 'ページの指定が正しくありません。最初から読み込み直してください'],
  ])('?%s is a 400 naming %s', async (query, field, message) => {
    const res = await client.get(`/liff/documents?${query}`).expect(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(res.body.error.message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  test('empty parameters are no condition; unknown ones are ignored', async () => {
    const all = ids(await search(client));
    expect(ids(await search(client, 'from=&to=&minAmount=&maxAmount=&counterparty=%20&kind=&utm=x'))).toEqual(all);
  });

  test('signed out 401, unverified 403', async () => {
    await t.request().get('/liff/documents').expect(401);
    await t.request().get('/liff/documents/month?month=2026-10').expect(401);
    const u = await t.user('unverified');
    await u.get('/liff/documents').expect(403);
    await u.get('/liff/documents/month?month=2026-10').expect(403);
  });

  test("the month: every document of the caller issued in that JST month, oldest first, as the document page's views", async () => {
    const oct = (await client.get('/liff/documents/month?month=2026-10').expect(200)).body as MonthDocuments;
    expect(oct.month).toBe('2026-10');
    expect(oct.truncated).toBe(false);
    expect(oct.items.map((d) => d.id)).toEqual([
      'k1-order-v1',
      'k1-order-v2',
      'k1-delivery-v1',
      'k1-invoice-v1',
      'k1-acceptance-v1',
    ]);
    expect(oct.items.every((d) => d.side === 'client')).toBe(true);
    expect(oct.items[0]).toMatchObject({
      kind: 'order',
      supersededBy: { id: 'k1-order-v2', version: 2 },
      client: salon,
      worker: sato,
    });
    expect(oct.items[0].body).toMatchObject({ reward: { amount: 55000 } });

    const workerOct = (await worker.get('/liff/documents/month?month=2026-10').expect(200)).body as MonthDocuments;
    expect(workerOct.items.map((d) => d.kind).sort()).toEqual(
      ['acceptance', 'delivery', 'fee_invoice', 'invoice', 'order', 'order', 'payout_statement'].sort(),
    );
    expect(workerOct.items.every((d) => d.side === 'worker')).toBe(true);

    // Issued at 00:30 on 11-01 in Japan: November's.
    const nov = (await client.get('/liff/documents/month?month=2026-11').expect(200)).body as MonthDocuments;
    expect(nov.items.map((d) => d.id)).toEqual(['k2-order-v1', 'k2-acceptance-v1']);
    const dec = (await client.get('/liff/documents/month?month=2026-12').expect(200)).body as MonthDocuments;
    expect(dec).toEqual({ month: '2026-12', items: [], truncated: false });
    expect((await strangerClient.get('/liff/documents/month?month=2026-10').expect(200)).body.items).toEqual([]);
  });

  test.each(['', 'month=', 'month=2026-13', 'month=2026-1', 'month=abc', 'month=2026-11&month=2026-12', 'month=1999-12'])(
    'the month ?%s is a 400',
    async (query) => {
      const res = await client.get(`/liff/documents/month?${query}`).expect(400);
      expect(res.body.error.fields.month).toBeTruthy();
    },
  );

  test("the salon reading the worker's fee documents by id: 404, as for a stranger", async () => {
    await client.get('/liff/documents/k1-fee_invoice-v1').expect(404);
    await client.get('/liff/documents/k1-payout_statement-v1').expect(404);
    await worker.get('/liff/documents/k1-fee_invoice-v1').expect(200);
    await strangerClient.get('/liff/documents/k1-order-v1').expect(404);
  });
});
