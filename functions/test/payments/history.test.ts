/**
 * The client's payment history and receipts (docs/product/money.md#receipts) over HTTP: GET
 * /liff/client/payments (paid payments, newest first, paged) and GET
 * /liff/client/payments/:contractId/receipt (number, 宛名, 但し書き, tax included), from payments written
 * into the store, and once through the local checkout page.
 */
import { receiptNumber } from '../../src/features/payments/history';
import { BRAND_DEFAULTS } from '@common/brand';
import { dealMessages, type PaymentRecord } from '@common/deal';
import { PAGE_SIZE } from '@common/marketplace';
import { unindexedQueries } from '../marketplace/support';
import { describeApi } from '../support/harness';
import { createPayApp, pathOf, recordQueries, type Caller, type PayApp } from './support';

const LIST = '/liff/client/payments';
const receiptPath = (id: string) => `/liff/client/payments/${id}/receipt`;

describeApi('client payment history and receipts', () => {
  let t: PayApp;
  let worker: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    worker = await t.user('worker');
    await t.store.set(`users/${worker.uid}/profiles/worker`, { type: 'worker', userId: worker.uid, name: '佐藤 写真' });
  }, 60_000);
  afterAll(() => t.close());

  interface PaidOptions {
    amount?: number;
    paidAt?: Date;
    status?: 'open' | 'paid' | 'expired';
    refund?: 'requested' | 'created' | 'succeeded';
    by?: Caller;
  }

  /** A contract of the client and its payment, as the webhook stores it (documents/payments.ts). */
  async function paid(client: Caller, o: PaidOptions = {}) {
    const amount = o.amount ?? 33000;
    const by = o.by ?? worker;
    const contractId = await t.contract(
      client,
      by,
      o.status === 'paid' || !o.status ? 'in_progress' : 'awaiting_payment',
      amount,
    );
    const now = t.clock.now();
    const status = o.status ?? 'paid';
    await t.store.set(`payments/${contractId}`, {
      contractId,
      clientId: client.uid,
      workerId: by.uid,
      amount,
      status,
      attempt: 1,
      sessionId: `cs_test_${contractId}`,
      sessionUrl: null,
      sessionExpiresAt: now,
      paymentIntentId: status === 'paid' ? `pi_${contractId}` : null,
      chargeId: status === 'paid' ? `ch_${contractId}` : null,
      cardBrand: status === 'paid' ? 'visa' : null,
      cardLast4: status === 'paid' ? '4242' : null,
      paidAt: status === 'paid' ? (o.paidAt ?? now) : null,
      refund: o.refund ? { status: o.refund, reason: 'cancel_agreed', refundId: 're_1', requestedAt: now } : null,
      createdAt: now,
      updatedAt: now,
    });
    return contractId;
  }

  describe('GET /liff/client/payments', () => {
    it('authorisation: anonymous 401, unverified 403, a worker 403', async () => {
      await t.request().get(LIST).expect(401);
      const unverified = await t.user('unverified');
      await unverified.get(LIST).expect(403);
      const res = await worker.get(LIST).expect(403);
      expect(res.body.error.code).toBe('permission_denied');
    });

    it("the client's paid payments only, newest first: job, worker, amount, card, refunded", async () => {
      const client = await t.user('client');
      const other = await t.user('client');
      const base = t.clock.now().getTime();
      const first = await paid(client, { amount: 30000, paidAt: new Date(base - 2 * 86400_000) });
      const refunded = await paid(client, { amount: 12000, paidAt: new Date(base - 86400_000), refund: 'succeeded' });
      const refunding = await paid(client, { amount: 8000, paidAt: new Date(base - 3600_000), refund: 'created' });
      await paid(client, { status: 'open' });
      await paid(client, { status: 'expired' });
      await paid(other, { amount: 99999 });

      const res = await client.get(LIST).expect(200);
      const record = (contractId: string, amount: number, at: number, isRefunded: boolean): PaymentRecord => ({
        contractId,
        title: 'ヘアカタログ撮影',
        workerName: '佐藤 写真',
        amount,
        paidAt: new Date(at).toISOString(),
        cardBrand: 'visa',
        cardLast4: '4242',
        refunded: isRefunded,
      });
      expect(res.body).toEqual({
        items: [
          record(refunding, 8000, base - 3600_000, false),
          record(refunded, 12000, base - 86400_000, true),
          record(first, 30000, base - 2 * 86400_000, false),
        ],
        nextCursor: null,
      });
    });

    it('a worker without a profile shows the LINE name; an empty history is an empty page', async () => {
      const client = await t.user('client');
      expect((await client.get(LIST).expect(200)).body).toEqual({ items: [], nextCursor: null });
      const bare = await t.user('worker');
      await paid(client, { by: bare });
      const res = await client.get(LIST).expect(200);
      expect(res.body.items[0].workerName).toBe('テスト');
    });

    it('pages of 20 without a gap or a repeat; indexed; a malformed cursor is 400', async () => {
      const client = await t.user('client');
      const base = t.clock.now().getTime();
      const made: string[] = [];
      for (let i = 0; i < 23; i++) made.push(await paid(client, { paidAt: new Date(base - Math.floor(i / 2) * 60_000) }));
      const rec = recordQueries(t);
      const first = await client.get(LIST).expect(200);
      expect(first.body.items).toHaveLength(PAGE_SIZE);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await client.get(`${LIST}?cursor=${encodeURIComponent(first.body.nextCursor)}`).expect(200);
      rec.stop();
      expect(second.body.items).toHaveLength(3);
      expect(second.body.nextCursor).toBeNull();
      const ids = [...first.body.items, ...second.body.items].map((p: PaymentRecord) => p.contractId);
      expect(new Set(ids)).toEqual(new Set(made));
      expect(ids).toHaveLength(23);
      expect(unindexedQueries(rec.queries)).toEqual([]);
      await client.get(`${LIST}?cursor=garbage!`).expect(400);
      await client.get(`${LIST}?cursor=${Buffer.from('["x"]').toString('base64url')}`).expect(400);
    });

    it('a payment made on the local checkout page is listed', async () => {
      const client = await t.user('client');
      const id = await t.contract(client, worker, 'awaiting_payment', 15000);
      const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
      await t.pages.post(pathOf(url)).type('form').send({ card: '4242 4242 4242 4242' }).expect(303);
      const res = await client.get(LIST).expect(200);
      expect(res.body.items).toEqual([
        expect.objectContaining({
          contractId: id,
          title: 'ヘアカタログ撮影',
          workerName: '佐藤 写真',
          amount: 15000,
          refunded: false,
        }),
      ]);
      const receipt = await client.get(receiptPath(id)).expect(200);
      expect(receipt.body).toMatchObject({ amount: 15000, taxIncluded: 1363 });
    });
  });

  describe('GET /liff/client/payments/:contractId/receipt', () => {
    it('authorisation: anonymous 401, unverified 403, the worker party 403, another client 404', async () => {
      const client = await t.user('client');
      const id = await paid(client);
      await t.request().get(receiptPath(id)).expect(401);
      const unverified = await t.user('unverified');
      await unverified.get(receiptPath(id)).expect(403);
      await worker.get(receiptPath(id)).expect(403);
      const other = await t.user('client');
      const res = await other.get(receiptPath(id)).expect(404);
      expect(res.body.error.message).toBe(dealMessages.paymentNotFound);
    });

    it('an unknown or malformed id is 404; not paid yet (open, expired, no payment) is 409', async () => {
      const client = await t.user('client');
      for (const id of ['nope', 'bad%20id!', 'a'.repeat(300)]) {
        const res = await client.get(receiptPath(id)).expect(404);
        expect(res.body.error.message).toBe(dealMessages.paymentNotFound);
      }
      const open = await paid(client, { status: 'open' });
      const expired = await paid(client, { status: 'expired' });
      const unpaid = await t.contract(client, worker, 'awaiting_payment');
      for (const id of [open, expired, unpaid]) {
        const res = await client.get(receiptPath(id)).expect(409);
        expect(res.body.error.message).toBe(dealMessages.notPaid);
      }
      // Another client's unpaid contract stays invisible.
      const other = await t.user('client');
      await other.get(receiptPath(unpaid)).expect(404);
      await other.get(receiptPath(open)).expect(404);
    });

    it('the receipt: number from the JST payment day, 宛名 the company, 但し書き, 10 % tax included, issuer', async () => {
      const client = await t.user('client');
      await t.store.set(`users/${client.uid}/profiles/client`, {
        type: 'client',
        userId: client.uid,
        name: '山田 太郎',
        classify: 'corporation',
        corporationInfo: { companyName: '株式会社サンプルサロン', establishmentDate: '', address: '', hpURL: '' },
      });
      // 2025-03-31 23:30 UTC is 2025-04-01 08:30 in Japan.
      const paidAt = new Date('2025-03-31T23:30:00Z');
      const id = await paid(client, { amount: 33000, paidAt });
      const before = Date.now();
      const res = await client.get(receiptPath(id)).expect(200);
      expect(res.body).toEqual({
        number: expect.stringMatching(/^R-20250401-[0-9A-F]{10}$/),
        issuedAt: expect.any(String),
        addressee: '株式会社サンプルサロン',
        description: '「ヘアカタログ撮影」の業務委託報酬として',
        amount: 33000,
        taxIncluded: 3000,
        paidAt: paidAt.toISOString(),
        cardBrand: 'visa',
        cardLast4: '4242',
        issuer: BRAND_DEFAULTS.serviceName,
        refunded: false,
      });
      expect(res.body.issuer).toBe('サロンワークス');
      const issued = Date.parse(res.body.issuedAt);
      expect(issued).toBeGreaterThanOrEqual(before - 1000);
      expect(issued).toBeLessThanOrEqual(Date.now() + 1000);
      // Stable: the same number again.
      expect((await client.get(receiptPath(id)).expect(200)).body.number).toBe(res.body.number);
    });

    it.each([
      [1, 0],
      [109, 9],
      [110, 10],
      [10000, 909],
      [12345, 1122],
      [33000, 3000],
      [999999, 90909],
    ])('amount %i includes %i yen of tax (floor of amount x 10 / 110)', async (amount, tax) => {
      const client = await t.user('client');
      const id = await paid(client, { amount });
      const res = await client.get(receiptPath(id)).expect(200);
      expect(res.body).toMatchObject({ amount, taxIncluded: tax });
    });

    it('宛名 is the name without a company; a refunded payment says so; the day before JST midnight', async () => {
      const client = await t.user('client');
      await t.store.set(`users/${client.uid}/profiles/client`, {
        type: 'client',
        userId: client.uid,
        name: 'ヘアサロン ブルーム',
        classify: 'individual',
      });
      const paidAt = new Date('2025-12-31T14:59:59Z');
      const id = await paid(client, { paidAt, refund: 'succeeded' });
      const res = await client.get(receiptPath(id)).expect(200);
      expect(res.body).toMatchObject({
        number: expect.stringMatching(/^R-20251231-[0-9A-F]{10}$/),
        addressee: 'ヘアサロン ブルーム',
        refunded: true,
      });
    });
  });
});

describe('receipt numbers', () => {
  it('differ for contracts whose ids share a prefix, paid the same day, and for a second payment of one contract', () => {
    const day = new Date('2026-11-04T03:00:00Z');
    const a = receiptNumber('demo-contract-03', 'pi_a', day);
    const b = receiptNumber('demo-contract-13', 'pi_b', day);
    const again = receiptNumber('demo-contract-03', 'pi_c', day);
    expect(new Set([a, b, again]).size).toBe(3);
    expect(a).toMatch(/^R-20261104-[0-9A-F]{10}$/);
    expect(receiptNumber('demo-contract-03', 'pi_a', day)).toBe(a);
  });
});
