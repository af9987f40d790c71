/**
 * The deal's documents after the 発注書 over HTTP with the local Stripe stand-in
 * (docs/product/entities.md#trade-documents): the 納品書 at every 納品 (a new version after a 修正依頼),
 * the 検収書 and the worker's 請求書 at 検収 (by the client, the timer or an admin's decision, on what
 * the salon finally pays), the platform's 請求書 for its fee and the 支払明細 with the transfer
 * (docs/product/law.md#invoices). Each once however the step is repeated, numbered without gaps; the
 * salon never reads the worker's fee documents; a stranger reads nothing.
 */
import type { Contract } from '@common/marketplace';
import { addDays, jstDate } from '@common/dates';
import type { ContractDocuments, IssuedKind, TradeDocumentView } from '@common/tradeDocuments';
import type { TradeDocumentDoc } from '../../src/documents/tradeDocuments';
import { releaseOwedPayouts } from '../../src/features/contracts';
import { runDealTimers } from '../../src/features/contracts/timers';
import { describeApi } from '../support/harness';
import { DAY_MS, TEST_BANK, paidContract, payoutAccount, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { createAdminApp, type AdminApp } from '../admin/support';
import { inDays, jobInput } from '../marketplace/support';
import { asKind, hire, salonProfile, workerWithProfile, type ViewOf } from './support';

const T_NUMBER = 'T1234567890123';
const REASON = '双方に事情を確認しました';

describeApi('the deal documents: 納品書, 検収書, 請求書, the fee 請求書 and the 支払明細', () => {
  let t: PayApp;
  let asAdmin: AdminApp['call'];
  let client: Caller;
  let stranger: Caller;

  /** A worker with a public profile, as onboarding writes it; registered for invoices when `registration` is given. */
  async function worker(name = '山田 カメラ', registration?: string): Promise<Caller> {
    const w = await workerWithProfile(t, name);
    if (registration) {
      await t
        .request()
        .put('/liff/profiles/worker/invoice-registration')
        .set('Authorization', `Bearer ${w.idToken}`)
        .send({ invoiceRegistrationNumber: registration })
        .expect(200);
    }
    return w;
  }

  beforeAll(async () => {
    ({ t, call: asAdmin } = await createAdminApp());
    client = await t.user('client');
    stranger = await t.user('worker');
    await salonProfile(t, client.uid);
  }, 60_000);
  afterAll(() => t.close());

  /** A job posted, applied to by `w`, accepted (the 発注書) and paid through the local checkout. */
  async function paidDeal(w: Caller, o: Parameters<typeof jobInput>[0] = {}): Promise<Contract> {
    // Dates from the test clock, which earlier tests moved forward.
    const now = t.clock.now();
    const dates = { applicationDeadline: inDays(7, now), deliveryDate: inDays(21, now) };
    const job = await client.post('/liff/jobs', jobInput({ ...dates, ...o })).expect(201);
    const c = await hire(client, w, job.body.id);
    const pay = await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200);
    const paid = await t.stripe.payCheckoutSession(sessionIdOf(pay.body.url as string), '4242424242424242');
    expect(paid.ok).toBe(true);
    await t.stripe.flush();
    return c;
  }

  const complete = (id: string) => client.post('/liff/project/complete-process', { contractId: id });
  const listOf = async (caller: Caller, id: string) =>
    ((await caller.get(`/liff/contracts/${id}/documents`).expect(200)).body as ContractDocuments).items;
  /** The newest version of a kind as `caller` reads it. */
  async function read<K extends IssuedKind>(caller: Caller, id: string, kind: K, version?: number): Promise<ViewOf<K>> {
    const items = (await listOf(caller, id)).filter((d) => d.kind === kind && (version === undefined || d.version === version));
    expect(items.length).toBeGreaterThan(0);
    return asKind((await caller.get(`/liff/documents/${items[0].id}`).expect(200)).body as TradeDocumentView, kind);
  }
  const stored = async (id: string) =>
    (await t.store.query<TradeDocumentDoc>('tradeDocuments', { where: [['contractId', '==', id]] })).map((d) => d.data);
  const kindsOf = async (id: string) => (await stored(id)).map((d) => `${d.kind}-v${d.version}`).sort();
  const payoutOf = (id: string) => t.store.get<Record<string, unknown>>(`payouts/${id}`);
  const seq = (n: string) => Number(n.slice(-6));

  test('a deal from 採用 to the transfer: every document, numbered, with its parties and amounts (tax once)', async () => {
    const w = await worker('佐藤 フォト', T_NUMBER);
    await payoutAccount(t, w);
    const c = await paidDeal(w, { title: '春のヘアカタログ', reward: 33_333 });
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します', link: 'https://example.jp/gallery' }).expect(200);
    const deliveredOn = jstDate(t.clock.now());
    t.clock.advance(DAY_MS);
    await complete(c.id).expect(200);
    await t.stripe.flush();
    const today = jstDate(t.clock.now());
    expect(await payoutOf(c.id)).toMatchObject({ status: 'transferred', reward: 33_333, fee: 3333, amount: 30_000 });

    const list = await listOf(w, c.id);
    expect(list.map((d) => [d.kind, d.version, d.superseded])).toEqual([
      ['order', 1, false],
      ['delivery', 1, false],
      ['acceptance', 1, false],
      ['invoice', 1, false],
      ['fee_invoice', 1, false],
      ['payout_statement', 1, false],
    ]);
    const year = today.slice(0, 4);
    expect(list.map((d) => d.number.slice(0, 8))).toEqual(['PO', 'DN', 'AC', 'IV', 'FV', 'PS'].map((p) => `${p}-${year}-`));

    const order = await read(w, c.id, 'order');
    const parties = {
      client: { userId: client.uid, name: 'ヘアサロン テスト', companyName: '株式会社テスト' },
      worker: { userId: w.uid, name: '佐藤 フォト' },
    };
    const delivery = await read(client, c.id, 'delivery');
    expect(delivery).toMatchObject({ ...parties, side: 'client', version: 1, replaces: null, supersededBy: null });
    expect(delivery.body).toEqual({
      title: '春のヘアカタログ',
      orderNumber: order.number,
      round: 1,
      deliveredOn,
      deliveredAt: expect.any(String),
      message: '納品します',
      photoCount: 0,
      link: 'https://example.jp/gallery',
      deliveryDate: c.deliveryDate,
      autoCompleteOn: addDays(deliveredOn, 7),
    });
    // The reward's tax is computed once on the whole amount: floor(33,333 x 10 / 110) = 3,030.
    const amount = { amount: 33_333, taxPercent: 10, tax: 3030 };
    const acceptance = await read(client, c.id, 'acceptance');
    expect(acceptance).toMatchObject({ ...parties, version: 1, replaces: null });
    expect(acceptance.body).toEqual({
      title: '春のヘアカタログ',
      orderNumber: order.number,
      acceptedOn: today,
      by: 'client',
      deliveredOn,
      amount,
      // No 源泉徴収 on this contract (docs/product/law.md#withholding-源泉徴収).
      withholding: null,
    });
    const invoice = await read(client, c.id, 'invoice');
    expect(invoice).toMatchObject(parties);
    expect(invoice.body).toEqual({
      title: '春のヘアカタログ',
      orderNumber: order.number,
      transactionDate: today,
      issuerRegistrationNumber: T_NUMBER,
      amount,
      paidOn: jstDate((await t.store.get<{ paidAt: Date }>(`payments/${c.id}`))?.paidAt ?? 0),
      withholding: null,
    });
    // The platform's 請求書 for its fee, under the operator's registration number: floor(3,333 x 10 / 110) = 303.
    const operator = {
      name: t.config.operator.name,
      postalCode: t.config.operator.postalCode,
      address: t.config.operator.address,
      invoiceRegistrationNumber: t.config.operator.invoiceRegistrationNumber,
    };
    const fee = await read(w, c.id, 'fee_invoice');
    expect(fee).toMatchObject({ ...parties, side: 'worker', version: 1 });
    expect(fee.body).toEqual({
      title: '春のヘアカタログ',
      operator,
      transactionDate: today,
      reward: 33_333,
      feePercent: 10,
      fee: { amount: 3333, taxPercent: 10, tax: 303 },
    });
    const statement = await read(w, c.id, 'payout_statement');
    expect(statement.body).toEqual({
      title: '春のヘアカタログ',
      operator,
      reward: 33_333,
      fee: 3333,
      feePercent: 10,
      amount: 30_000,
      withheld: 0,
      transferredOn: today,
      expectedArrivalOn: (await payoutOf(c.id))?.expectedArrivalOn ?? null,
      feeInvoiceNumber: fee.number,
      // 振込先: her default bank as Stripe listed it before the transfer, never the full number.
      bank: { bankName: TEST_BANK.bankName, branchCode: TEST_BANK.branchCode, last4: TEST_BANK.last4 },
    });

    // The salon reads the deal's documents, not the worker's fee ones (404, and not listed).
    expect((await listOf(client, c.id)).map((d) => d.kind)).toEqual(['order', 'delivery', 'acceptance', 'invoice']);
    for (const d of [fee, statement]) {
      const res = await client.get(`/liff/documents/${d.id}`).expect(404);
      expect(res.body.error.message).toBe('書類が見つかりません');
    }
    // A stranger reads nothing of it.
    await stranger.get(`/liff/contracts/${c.id}/documents`).expect(404);
    for (const d of list) await stranger.get(`/liff/documents/${d.id}`).expect(404);
  });

  test('a second 納品 after a 修正依頼 issues 納品書 第2版 replacing the first; each names the 発注書 its 納品 left', async () => {
    const w = await worker();
    // 納期 far ahead: the first 納品 brings the payment deadline forward (発注書 第2版).
    const c = await paidDeal(w, { deliveryDate: inDays(80, t.clock.now()) });
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const orderV2 = await read(w, c.id, 'order');
    expect(orderV2.version).toBe(2);
    const first = await read(w, c.id, 'delivery');
    expect(first.body).toMatchObject({ round: 1, orderNumber: orderV2.number });

    await client.post(`/liff/contracts/${c.id}/request-revision`, { reason: '色味を明るくしてください' }).expect(200);
    t.clock.advance(3 * DAY_MS);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => w.post(`/liff/contracts/${c.id}/deliver`, { message: '修正しました' })),
    );
    expect(again.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const today = jstDate(t.clock.now());

    const deliveries = (await listOf(client, c.id)).filter((d) => d.kind === 'delivery');
    expect(deliveries.map((d) => [d.version, d.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
    const second = await read(client, c.id, 'delivery', 2);
    expect(second.replaces).toEqual({ id: first.id, number: first.number, version: 1 });
    // Its automatic 検収 date is not the one 発注書 第2版 states: 第3版 (docs/product/law.md#payment-within-60-days-4条), which it names.
    const orderV3 = await read(client, c.id, 'order');
    expect(orderV3).toMatchObject({ version: 3, replaces: { id: orderV2.id, version: 2 } });
    expect(orderV3.body.inspection.autoCompleteOn).toBe(addDays(today, 7));
    expect(second.body).toMatchObject({
      round: 2,
      orderNumber: orderV3.number,
      message: '修正しました',
      deliveredOn: today,
      autoCompleteOn: addDays(today, 7),
    });
    expect(seq(second.number)).toBe(seq(first.number) + 1);
    const old = await read(client, c.id, 'delivery', 1);
    expect(old.supersededBy).toEqual({ id: second.id, number: second.number, version: 2 });
    expect(old.body.message).toBe('納品します');
  });

  test('automatic 検収 by the timer: the 検収書 says so; a second run issues nothing', async () => {
    const w = await worker();
    await payoutAccount(t, w);
    const c = await paidDeal(w);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const deliveredOn = jstDate(t.clock.now());
    t.clock.advance(7 * DAY_MS + 60_000);
    const settings = { autoCompleteDays: 7, cancelAutoAcceptDays: 3 };
    expect((await runDealTimers(t.deps, settings)).completed).toContain(c.id);
    await t.stripe.flush();
    const acceptance = await read(client, c.id, 'acceptance');
    expect(acceptance.body).toMatchObject({ by: 'automatic', deliveredOn, acceptedOn: jstDate(t.clock.now()) });
    const kinds = await kindsOf(c.id);
    expect(kinds).toEqual(
      ['acceptance-v1', 'delivery-v1', 'fee_invoice-v1', 'invoice-v1', 'order-v1', 'payout_statement-v1'].sort(),
    );
    await runDealTimers(t.deps, settings);
    await releaseOwedPayouts(t.deps, w.uid);
    expect(await kindsOf(c.id)).toEqual(kinds);
  });

  test("an admin's partial refund on a hold: 検収 by 'admin' on the reduced amount; an unregistered worker's 請求書 has no number", async () => {
    const w = await worker();
    await payoutAccount(t, w);
    const c = await paidDeal(w, { reward: 30_000 });
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    await w.post(`/liff/contracts/${c.id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${c.id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
    await asAdmin('post', `/admin/contracts/${c.id}/hold-decision`)
      .send({ decision: 'refund', amount: 5000, reason: REASON })
      .expect(200);
    await t.stripe.flush();

    // What the salon finally pays: 25,000, its tax floor(25,000 x 10 / 110) = 2,272.
    const amount = { amount: 25_000, taxPercent: 10, tax: 2272 };
    expect((await read(client, c.id, 'acceptance')).body).toMatchObject({ by: 'admin', amount });
    expect((await read(client, c.id, 'invoice')).body).toMatchObject({ amount, issuerRegistrationNumber: null });
    expect((await read(w, c.id, 'fee_invoice')).body).toMatchObject({
      reward: 25_000,
      fee: { amount: 2500, taxPercent: 10, tax: 227 },
    });
    expect((await read(w, c.id, 'payout_statement')).body).toMatchObject({ reward: 25_000, fee: 2500, amount: 22_500 });
  });

  test('10 parallel 検収 of each of 4 contracts: one 検収書 and one 請求書 each, numbers consecutive', async () => {
    const w = await worker();
    await payoutAccount(t, w);
    const deals = await Promise.all(Array.from({ length: 4 }, () => paidDeal(w)));
    for (const c of deals) await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const answers = await Promise.all(deals.flatMap((c) => Array.from({ length: 10 }, () => complete(c.id))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(4);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    await t.stripe.flush();
    const numbers: Record<string, number[]> = { acceptance: [], invoice: [], fee_invoice: [], payout_statement: [] };
    for (const c of deals) {
      const docs = await stored(c.id);
      for (const kind of Object.keys(numbers)) {
        const ofKind = docs.filter((d) => d.kind === kind);
        expect(ofKind).toHaveLength(1);
        numbers[kind].push(seq(ofKind[0].number));
      }
    }
    for (const seqs of Object.values(numbers)) {
      const sorted = [...seqs].sort((a, b) => a - b);
      expect(sorted).toEqual(sorted.map((_, i) => sorted[0] + i));
    }
  });

  test("the worker's account ready later: the transfer's documents once, however often the release runs", async () => {
    const w = await worker();
    const account = await payoutAccount(t, w, false);
    const c = await paidDeal(w);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    await complete(c.id).expect(200);
    expect(await payoutOf(c.id)).toMatchObject({ status: 'waiting_account' });
    expect((await kindsOf(c.id)).filter((k) => k.startsWith('fee_invoice') || k.startsWith('payout_statement'))).toEqual([]);

    await t.stripe.completeOnboarding(account, TEST_BANK);
    await Promise.all([t.stripe.flush(), ...Array.from({ length: 10 }, () => releaseOwedPayouts(t.deps, w.uid))]);
    await t.stripe.flush();
    expect(await payoutOf(c.id)).toMatchObject({ status: 'transferred' });
    const docs = await stored(c.id);
    expect(docs.filter((d) => d.kind === 'fee_invoice')).toHaveLength(1);
    expect(docs.filter((d) => d.kind === 'payout_statement')).toHaveLength(1);
  });

  test('a contract made before documents existed (no 発注書) still gets them, naming no 発注書; a fee of ¥0 gets a 支払明細 alone', async () => {
    const w = await worker();
    await payoutAccount(t, w);
    // Written straight into the store, as contracts were before the 発注書: at a rate of 0.
    const id = await paidContract(t, client, w, 20_000);
    await t.store.update(`contracts/${id}`, { feeRate: 0 });
    await w.post(`/liff/contracts/${id}/deliver`, { message: '納品します' }).expect(200);
    await complete(id).expect(200);
    await t.stripe.flush();
    expect(await kindsOf(id)).toEqual(['acceptance-v1', 'delivery-v1', 'invoice-v1', 'payout_statement-v1']);
    expect((await read(client, id, 'delivery')).body.orderNumber).toBeNull();
    expect((await read(client, id, 'acceptance')).body).toMatchObject({
      orderNumber: null,
      amount: { amount: 20_000, tax: 1818 },
    });
    expect((await read(client, id, 'invoice')).body.orderNumber).toBeNull();
    expect((await read(w, id, 'payout_statement')).body).toMatchObject({
      reward: 20_000,
      fee: 0,
      feePercent: 0,
      amount: 20_000,
      feeInvoiceNumber: null,
    });
  });
});
