/**
 * The client's payment history and receipts (docs/product/money.md#receipts) over HTTP: GET
 * /liff/client/payments (paid payments, newest first, paged) and GET
 * /liff/client/payments/:contractId/receipt (number, 宛名, 但し書き, tax included, the operator as issuer, a
 * 発行日 fixed at the first GET and 再発行 after, refunds, versions: a refund after an issue makes a
 * correction with its own number, the earlier version unchanged and readable with ?version=), from
 * payments written into the store, and once through the local checkout page.
 */
import { receiptNumber, receiptVersionNumber } from '../../src/features/payments/history';
import { BRAND_DEFAULTS } from '@common/brand';
import { dealMessages, type PaymentRecord } from '@common/deal';
import { RECEIPT_TEXT, receiptMessages, type Receipt } from '@common/receipts';
import { OPERATOR_DEFAULTS } from '@common/operator';
import { PAGE_SIZE } from '@common/marketplace';
import { unindexedQueries } from '../marketplace/support';
import { describeApi } from '../support/harness';
import { createPayApp, pathOf, recordQueries, type Caller, type PayApp } from './support';

const LIST = '/liff/client/payments';
const receiptPath = (id: string, query = '') => `/liff/client/payments/${id}/receipt${query}`;

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
    refundedAt?: Date;
    /** An admin's partial refund (documents/payments.ts), and Stripe's cumulative amount refunded. */
    partialRefund?: { status: 'requested' | 'created' | 'succeeded'; amount: number; at?: Date };
    refundedAmount?: number;
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
      refund: o.refund
        ? {
            status: o.refund,
            reason: 'cancel_agreed',
            refundId: 're_1',
            requestedAt: now,
            ...(o.refund === 'succeeded' ? { succeededAt: o.refundedAt ?? now } : {}),
          }
        : null,
      ...(o.partialRefund
        ? {
            partialRefund: {
              status: o.partialRefund.status,
              amount: o.partialRefund.amount,
              total: o.partialRefund.amount,
              reason: 'admin_partial',
              refundId: 're_p',
              requestedAt: now,
              succeededAt: o.partialRefund.status === 'succeeded' ? (o.partialRefund.at ?? now) : null,
            },
          }
        : {}),
      ...(o.refundedAmount !== undefined ? { refundedAmount: o.refundedAmount } : {}),
      createdAt: now,
      updatedAt: now,
    });
    return contractId;
  }

  interface StoredReceipts {
    receipt?: Record<string, unknown> | null;
    receipts?: Record<string, unknown>[];
    receiptViews?: { views: number; lastViewedAt: Date }[];
  }
  const storedPayment = async (contractId: string) => t.store.get<StoredReceipts>(`payments/${contractId}`);
  /** One stored receipt version (default the first) with its views (documents/payments.ts). */
  const storedReceipt = async (contractId: string, version = 1) => {
    const p = await storedPayment(contractId);
    const v = p?.receipts?.[version - 1];
    return v ? ({ ...v, ...p?.receiptViews?.[version - 1] } as Record<string, unknown>) : undefined;
  };

  /** Marks the payment refunded (all of it, or `amount` by an admin's partial refund) at `at`. */
  async function refund(contractId: string, at: Date, amount?: number) {
    const payment = await t.store.get<Record<string, unknown>>(`payments/${contractId}`);
    const total = (payment?.amount as number) ?? 0;
    await t.store.set(`payments/${contractId}`, {
      ...payment,
      refundedAmount: amount ?? total,
      ...(amount === undefined
        ? { refund: { status: 'succeeded', reason: 'cancel_agreed', refundId: 're_1', requestedAt: at, succeededAt: at } }
        : {
            partialRefund: {
              status: 'succeeded',
              amount,
              total: amount,
              reason: 'admin_partial',
              refundId: 're_p',
              requestedAt: at,
              succeededAt: at,
            },
          }),
    });
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

    it('the receipt: number from the JST payment day, 宛名 the company, 但し書き 代理受領, 10 % tax included, the operator as issuer', async () => {
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
      const before = t.clock.now().getTime();
      const res = await client.get(receiptPath(id)).expect(200);
      const { name, postalCode, address, invoiceRegistrationNumber } = t.config.operator;
      expect(res.body).toEqual({
        number: expect.stringMatching(/^R-20250401-[0-9A-F]{10}$/),
        version: 1,
        issuedAt: expect.any(String),
        reissuedAt: null,
        replaces: null,
        replacedBy: null,
        addressee: '株式会社サンプルサロン',
        title: 'ヘアカタログ撮影',
        workerName: '佐藤 写真',
        description: '佐藤 写真 様への「ヘアカタログ撮影」の業務委託報酬として（代理受領）',
        status: 'received',
        paid: 33000,
        refund: null,
        amount: 33000,
        withheld: 0,
        taxBase: 33000,
        taxIncluded: 3000,
        paidAt: paidAt.toISOString(),
        cardBrand: 'visa',
        cardLast4: '4242',
        issuer: { name, postalCode, address, invoiceRegistrationNumber, serviceName: BRAND_DEFAULTS.serviceName },
      } satisfies Receipt);
      // The legal name, postal code, address and T-number of config.operator, not the service name alone.
      expect(res.body.issuer).toMatchObject({
        name: OPERATOR_DEFAULTS.name,
        postalCode: OPERATOR_DEFAULTS.postalCode,
        address: OPERATOR_DEFAULTS.address,
        invoiceRegistrationNumber: OPERATOR_DEFAULTS.invoiceRegistrationNumber,
      });
      expect(res.body.issuer.name).not.toBe('サロンワークス');
      const issued = Date.parse(res.body.issuedAt);
      expect(issued).toBeGreaterThanOrEqual(before - 1000);
      expect(issued).toBeLessThanOrEqual(t.clock.now().getTime() + 1000);
    });

    it('発行日 is fixed at the first GET: a later GET shows the same 発行日, number and 宛名, marked 再発行 with its own date', async () => {
      const client = await t.user('client');
      await t.store.set(`users/${client.uid}/profiles/client`, { type: 'client', userId: client.uid, name: 'サロン 旧名' });
      const id = await paid(client);
      const first = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(first.reissuedAt).toBeNull();
      expect(await storedReceipt(id)).toMatchObject({ number: first.number, views: 1, addressee: 'サロン 旧名' });
      expect(((await storedReceipt(id))?.issuedAt as Date).toISOString()).toBe(first.issuedAt);

      // Two days later, after the salon renamed itself.
      t.clock.advance(2 * 86400_000);
      await t.store.set(`users/${client.uid}/profiles/client`, { type: 'client', userId: client.uid, name: 'サロン 新名' });
      const before = t.clock.now().getTime();
      const again = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(again).toEqual({ ...first, reissuedAt: expect.any(String) });
      expect(Date.parse(again.reissuedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(again.reissuedAt ?? '') - Date.parse(first.issuedAt)).toBeGreaterThanOrEqual(2 * 86400_000 - 1000);
      expect(await storedReceipt(id)).toMatchObject({ views: 2, addressee: 'サロン 旧名' });
      expect(RECEIPT_TEXT.reissued).toBe('再発行');
    });

    it('10 parallel first GETs make one issue: one 発行日, one first view, nine 再発行', async () => {
      const client = await t.user('client');
      const id = await paid(client);
      const answers = await Promise.all(Array.from({ length: 10 }, () => client.get(receiptPath(id))));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      const bodies = answers.map((r) => r.body as Receipt);
      expect(new Set(bodies.map((b) => b.issuedAt)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.number)).size).toBe(1);
      expect(bodies.filter((b) => b.reissuedAt === null)).toHaveLength(1);
      const stored = await storedReceipt(id);
      expect(stored).toMatchObject({ views: 10, number: bodies[0].number });
      expect((stored?.issuedAt as Date).toISOString()).toBe(bodies[0].issuedAt);
    });

    it('a full refund: received, refunded (amount and date), 領収金額 ¥0 with no tax, status refunded (no 正に領収)', async () => {
      const client = await t.user('client');
      const refundedAt = new Date('2026-02-03T04:05:06Z');
      const id = await paid(client, { amount: 33000, refund: 'succeeded', refundedAt, refundedAmount: 33000 });
      const res = await client.get(receiptPath(id)).expect(200);
      expect(res.body).toMatchObject({
        status: 'refunded',
        paid: 33000,
        refund: { amount: 33000, refundedAt: refundedAt.toISOString() },
        amount: 0,
        taxIncluded: 0,
      });
    });

    it('a refund after a read issues version 2: a new number, its own 発行日, replaces version 1, which stays unchanged and readable', async () => {
      const client = await t.user('client');
      const id = await paid(client, { amount: 22000 });
      const first = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(first).toMatchObject({ version: 1, status: 'received', amount: 22000, taxIncluded: 2000, refund: null });
      const v1Stored = await storedPayment(id).then((p) => p?.receipts?.[0]);

      t.clock.advance(86400_000);
      const refundedAt = t.clock.now();
      await refund(id, refundedAt);
      t.clock.advance(3600_000);
      const before = t.clock.now().getTime();
      const second = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(second).toMatchObject({
        version: 2,
        number: receiptVersionNumber(first.number, 2),
        reissuedAt: null,
        replaces: { number: first.number, issuedAt: first.issuedAt, version: 1 },
        replacedBy: null,
        addressee: first.addressee,
        status: 'refunded',
        paid: 22000,
        refund: { amount: 22000, refundedAt: refundedAt.toISOString() },
        amount: 0,
        taxIncluded: 0,
      });
      expect(second.number).toBe(`${first.number}-2`);
      expect(Date.parse(second.issuedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(second.issuedAt).not.toBe(first.issuedAt);
      const stored = await storedPayment(id);
      expect(stored?.receipts).toHaveLength(2);
      expect(stored?.receipts?.[0]).toEqual(v1Stored);
      expect(stored?.receipts?.[1]).toMatchObject({
        version: 2,
        number: second.number,
        replaces: { number: first.number },
        status: 'refunded',
        amount: 0,
      });

      // Version 1 still reads as issued (received, ¥22,000), a 再発行 marked as corrected by version 2.
      const old = (await client.get(receiptPath(id, '?version=1')).expect(200)).body as Receipt;
      expect(old).toEqual({
        ...first,
        reissuedAt: expect.any(String),
        replacedBy: { number: second.number, issuedAt: second.issuedAt, version: 2 },
      });
      expect(RECEIPT_TEXT.replacedBy(second.number)).toBe(`この領収書は No.${second.number} により訂正されています`);
      // The newest again: version 2, a 再発行 now, no further version.
      const again = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(again).toEqual({ ...second, reissuedAt: expect.any(String) });
      expect((await client.get(receiptPath(id, '?version=2')).expect(200)).body).toEqual({
        ...second,
        reissuedAt: expect.any(String),
      });
      expect((await storedPayment(id))?.receipts).toHaveLength(2);
      expect(await storedReceipt(id, 1)).toMatchObject({ views: 2 });
      expect(await storedReceipt(id, 2)).toMatchObject({ views: 3 });
    });

    it('a full refund after a read: version 2 says 全額返金済み, never 正に領収; version 1 still says 正に領収 for the whole payment', async () => {
      const client = await t.user('client');
      const id = await paid(client, { amount: 33000 });
      const v1 = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(v1.status).toBe('received');
      await refund(id, t.clock.now());
      // Read first as ?version=1: that GET issues version 2 and answers version 1, marked as corrected by it.
      const old = (await client.get(receiptPath(id, '?version=1')).expect(200)).body as Receipt;
      expect(old).toMatchObject({ version: 1, status: 'received', amount: 33000, refund: null, taxIncluded: 3000 });
      expect(old.replacedBy).toMatchObject({ number: `${v1.number}-2`, version: 2 });
      // Version 2's first view is its original (not 再発行).
      const v2 = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      // status 'refunded' is what the sheet stamps 全額返金済み and states instead of 「上記正に領収いたしました」.
      expect(v2).toMatchObject({ version: 2, reissuedAt: null, status: 'refunded', amount: 0, withheld: 0, taxIncluded: 0 });
      expect(v2.issuedAt).toBe(old.replacedBy?.issuedAt);
    });

    it('a partial refund then the rest: versions 1, 2 (partially refunded), 3 (refunded), each naming the previous', async () => {
      const client = await t.user('client');
      const id = await paid(client, { amount: 33000 });
      const v1 = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      await refund(id, t.clock.now(), 10000);
      const v2 = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(v2).toMatchObject({ version: 2, status: 'partially_refunded', amount: 23000, taxIncluded: 2090 });
      expect(v2.replaces).toEqual({ number: v1.number, issuedAt: v1.issuedAt, version: 1 });
      t.clock.advance(60_000);
      await refund(id, t.clock.now());
      const v3 = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(v3).toMatchObject({ version: 3, number: `${v1.number}-3`, status: 'refunded', amount: 0 });
      expect(v3.replaces).toEqual({ number: v2.number, issuedAt: v2.issuedAt, version: 2 });
      const old2 = (await client.get(receiptPath(id, '?version=2')).expect(200)).body as Receipt;
      expect(old2).toMatchObject({ status: 'partially_refunded', amount: 23000, replacedBy: { number: v3.number, version: 3 } });
      const old1 = (await client.get(receiptPath(id, '?version=1')).expect(200)).body as Receipt;
      expect(old1).toMatchObject({ status: 'received', amount: 33000, replacedBy: { number: v3.number, version: 3 } });
    });

    it('10 parallel GETs after a refund issue exactly one new version', async () => {
      const client = await t.user('client');
      const id = await paid(client, { amount: 33000 });
      const v1 = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      await refund(id, t.clock.now(), 3000);
      const answers = await Promise.all(Array.from({ length: 10 }, () => client.get(receiptPath(id))));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      const bodies = answers.map((r) => r.body as Receipt);
      expect(new Set(bodies.map((b) => b.number))).toEqual(new Set([`${v1.number}-2`]));
      expect(new Set(bodies.map((b) => b.issuedAt)).size).toBe(1);
      expect(bodies.filter((b) => b.reissuedAt === null)).toHaveLength(1);
      const stored = await storedPayment(id);
      expect(stored?.receipts).toHaveLength(2);
      expect(stored?.receiptViews?.map((v) => v.views)).toEqual([1, 10]);
    });

    it('?version=: beyond the stored versions 404 (nothing issued); malformed 400; a stranger 404', async () => {
      const client = await t.user('client');
      const other = await t.user('client');
      const id = await paid(client, { amount: 33000 });
      // Nothing stored yet: version 2 is not there, and the 404 issues nothing.
      const none = await client.get(receiptPath(id, '?version=2')).expect(404);
      expect(none.body.error.message).toBe(receiptMessages.versionNotFound);
      expect((await storedPayment(id))?.receipts).toBeUndefined();
      await client.get(receiptPath(id, '?version=1')).expect(200);
      for (const v of ['2', '3', '9007199254740991']) {
        const res = await client.get(receiptPath(id, `?version=${v}`)).expect(404);
        expect(res.body.error.message).toBe(receiptMessages.versionNotFound);
      }
      for (const q of [
        '?version=0',
        '?version=-1',
        '?version=1.5',
        '?version=abc',
        '?version=1&version=1',
        '?version=99999999999999999999',
      ]) {
        const res = await client.get(receiptPath(id, q)).expect(400);
        expect(res.body.error.fields).toHaveProperty('version');
      }
      await other.get(receiptPath(id, '?version=1')).expect(404);
      // An empty value is absent: the newest.
      expect((await client.get(receiptPath(id, '?version=')).expect(200)).body).toMatchObject({ version: 1 });
      const stored = await storedPayment(id);
      expect(stored?.receipts).toHaveLength(1);
      expect(stored?.receiptViews?.[0].views).toBe(2);
    });

    it('a first issue stored before versions reads as version 1 as it stood then; a refund since makes version 2', async () => {
      const client = await t.user('client');
      const id = await paid(client, { amount: 22000 });
      const payment = await t.store.get<Record<string, unknown>>(`payments/${id}`);
      const issuedAt = t.clock.now();
      const number = receiptNumber(id, payment?.paymentIntentId as string, payment?.paidAt as Date);
      const issuer = {
        name: '旧 運営会社',
        postalCode: '100-0001',
        address: '東京都千代田区',
        invoiceRegistrationNumber: 'T1234567890123',
      };
      await t.store.set(`payments/${id}`, {
        ...payment,
        receipt: {
          number,
          issuedAt,
          views: 3,
          lastViewedAt: issuedAt,
          addressee: '旧 宛名',
          title: '旧 件名',
          workerName: '旧 写真',
          issuer,
        },
      });
      // No refund since: version 1, a 再発行, the stored 宛名 and issuer.
      const v1 = (await client.get(receiptPath(id)).expect(200)).body as Receipt;
      expect(v1).toMatchObject({
        number,
        version: 1,
        issuedAt: issuedAt.toISOString(),
        reissuedAt: expect.any(String),
        addressee: '旧 宛名',
        status: 'received',
        amount: 22000,
        issuer: { ...issuer, serviceName: BRAND_DEFAULTS.serviceName },
      });
      const moved = await storedPayment(id);
      expect(moved?.receipt).toBeNull();
      expect(moved?.receipts).toHaveLength(1);
      expect(moved?.receiptViews?.[0].views).toBe(4);

      // Another stored the old way, refunded after its issue.
      const id2 = await paid(client, { amount: 22000 });
      const p2 = await t.store.get<Record<string, unknown>>(`payments/${id2}`);
      const n2 = receiptNumber(id2, p2?.paymentIntentId as string, p2?.paidAt as Date);
      t.clock.advance(60_000);
      await t.store.set(`payments/${id2}`, {
        ...p2,
        receipt: {
          number: n2,
          issuedAt,
          views: 1,
          lastViewedAt: issuedAt,
          addressee: '旧 宛名',
          title: '旧 件名',
          workerName: '旧 写真',
          issuer,
        },
      });
      await refund(id2, t.clock.now());
      const v2 = (await client.get(receiptPath(id2)).expect(200)).body as Receipt;
      expect(v2).toMatchObject({
        version: 2,
        number: `${n2}-2`,
        reissuedAt: null,
        status: 'refunded',
        amount: 0,
        addressee: '旧 宛名',
      });
      expect(v2.replaces).toEqual({ number: n2, issuedAt: issuedAt.toISOString(), version: 1 });
      const old = (await client.get(receiptPath(id2, '?version=1')).expect(200)).body as Receipt;
      expect(old).toMatchObject({ version: 1, status: 'received', amount: 22000, refund: null, replacedBy: { version: 2 } });
    });

    it('a partial refund: received, refunded and the net, with 内消費税 computed once on the net', async () => {
      const client = await t.user('client');
      const at = new Date('2026-03-01T00:00:00Z');
      const id = await paid(client, {
        amount: 33000,
        partialRefund: { status: 'succeeded', amount: 10000, at },
        refundedAmount: 10000,
      });
      const res = await client.get(receiptPath(id)).expect(200);
      expect(res.body).toMatchObject({
        status: 'partially_refunded',
        paid: 33000,
        refund: { amount: 10000, refundedAt: at.toISOString() },
        amount: 23000,
        // floor(23000 × 10 / 110), not 3000 − 909.
        taxIncluded: 2090,
      });
    });

    it('a contract that withholds: 領収金額 reward − tax, the 但し書き excludes the tax, 内消費税 of the reward (money.md#receipts)', async () => {
      const client = await t.user('client');
      // 30,000円, 3,063円 withheld: the salon paid 26,937円 by card.
      const id = await paid(client, { amount: 26937 });
      await t.store.update(`contracts/${id}`, { reward: 30000, withholding: { amount: 3063, base: 30000, rate: '10.21%' } });
      const res = await client.get(receiptPath(id)).expect(200);
      expect(res.body).toMatchObject({
        status: 'received',
        paid: 26937,
        amount: 26937,
        withheld: 3063,
        taxBase: 30000,
        // floor(30000 × 10 / 110): the reward's, as the worker's 請求書 states it; not floor(26937 × 10 / 110) = 2448.
        taxIncluded: 2727,
        description: '佐藤 写真 様への「ヘアカタログ撮影」の業務委託報酬として（代理受領）（源泉徴収税額 ¥3,063 を除く）',
      });
    });

    it('a contract that withholds, refunded in full: nothing withheld, ¥0 and no tax', async () => {
      const client = await t.user('client');
      const id = await paid(client, { amount: 26937, refund: 'succeeded' });
      await t.store.update(`contracts/${id}`, { reward: 30000, withholding: { amount: 3063, base: 30000, rate: '10.21%' } });
      const res = await client.get(receiptPath(id)).expect(200);
      expect(res.body).toMatchObject({ status: 'refunded', amount: 0, withheld: 0, taxBase: 0, taxIncluded: 0 });
      expect(res.body.description).not.toContain('源泉徴収');
    });

    it('a refund not yet confirmed is not stated; one made outside the app is, without a date', async () => {
      const client = await t.user('client');
      const pending = await paid(client, { amount: 33000, partialRefund: { status: 'created', amount: 10000 } });
      expect((await client.get(receiptPath(pending)).expect(200)).body).toMatchObject({
        status: 'received',
        refund: null,
        amount: 33000,
      });
      const requested = await paid(client, { amount: 33000, refund: 'created' });
      expect((await client.get(receiptPath(requested)).expect(200)).body).toMatchObject({ status: 'received', amount: 33000 });
      const dashboard = await paid(client, { amount: 33000, refundedAmount: 3000 });
      expect((await client.get(receiptPath(dashboard)).expect(200)).body).toMatchObject({
        status: 'partially_refunded',
        refund: { amount: 3000, refundedAt: null },
        amount: 30000,
        taxIncluded: 2727,
      });
    });

    it('a stranger gets 404 before and after the issue, and issues nothing', async () => {
      const client = await t.user('client');
      const other = await t.user('client');
      const id = await paid(client);
      await other.get(receiptPath(id)).expect(404);
      expect(await storedReceipt(id)).toBeUndefined();
      await client.get(receiptPath(id)).expect(200);
      const res = await other.get(receiptPath(id)).expect(404);
      expect(res.body.error.message).toBe(dealMessages.paymentNotFound);
      await worker.get(receiptPath(id)).expect(403);
      expect(await storedReceipt(id)).toMatchObject({ views: 1 });
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
        status: 'refunded',
        amount: 0,
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
