/**
 * 再発行 of business documents and the 支払明細's 振込先 over HTTP (docs/product/entities.md#trade-documents).
 * A party's first GET /liff/documents/:id records its view once (tradeDocumentViews/{id}-{side}); every
 * later read of it is marked `reissued` with that read's time, the 発行日 unchanged; the other party's
 * first read is its own; of 10 parallel first reads exactly one is the first; a stranger gets 404 and
 * records nothing. The month's print page records no view but marks those already opened. The
 * 支払明細 names the worker's payout bank as Stripe listed it before the transfer, or null when Stripe
 * did not answer (the transfer is made all the same).
 */
import type { Contract } from '@common/marketplace';
import type { MonthDocuments } from '@common/documentSearch';
import { jstDate } from '@common/dates';
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
import type { TradeDocumentViewDoc } from '../../src/documents/tradeDocumentViews';
import { describeApi } from '../support/harness';
import { DAY_MS, createPayApp, payoutAccount, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { inDays, jobInput } from '../marketplace/support';
import { asKind, hire, salonProfile, workerWithProfile } from './support';

describeApi('再発行 of business documents, and the 支払明細 naming the bank', () => {
  let t: PayApp;
  let client: Caller;
  let stranger: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    stranger = await t.user('client');
    await salonProfile(t, client.uid, { companyName: null });
  }, 60_000);
  afterAll(() => t.close());

  /** A job posted, applied to by `w` and accepted: the contract and its 発注書's id. */
  async function accepted(w: Caller): Promise<{ contract: Contract; orderId: string }> {
    const now = t.clock.now();
    const job = await client
      .post('/liff/jobs', jobInput({ applicationDeadline: inDays(7, now), deliveryDate: inDays(21, now) }))
      .expect(201);
    const contract = await hire(client, w, job.body.id);
    const list = (await client.get(`/liff/contracts/${contract.id}/documents`).expect(200)).body as ContractDocuments;
    return { contract, orderId: list.items.find((d) => d.kind === 'order')!.id };
  }

  /** `d` is the clock's time `from`, or a little after (the test clock runs with real time). */
  const within = (d: Date, from: Date) => {
    expect(d.getTime()).toBeGreaterThanOrEqual(from.getTime());
    expect(d.getTime()).toBeLessThan(from.getTime() + 60_000);
  };
  const read = async (caller: Caller, id: string) =>
    (await caller.get(`/liff/documents/${id}`).expect(200)).body as TradeDocumentView;
  const views = async (documentId: string) =>
    (await t.store.query<TradeDocumentViewDoc>('tradeDocumentViews', { where: [['documentId', '==', documentId]] })).map(
      (d) => d.data,
    );

  test("a party's first read is the original; every later one is 再発行 dated then, the 発行日 unchanged", async () => {
    const w = await workerWithProfile(t, '佐藤 フォト');
    const { contract, orderId } = await accepted(w);
    const before = t.clock.now();
    const first = await read(w, orderId);
    expect(first.reissued).toBeNull();
    const [record] = await views(orderId);
    expect(record).toEqual({
      documentId: orderId,
      contractId: contract.id,
      side: 'worker',
      userId: w.uid,
      firstViewedAt: expect.any(Date),
    });
    within(record.firstViewedAt, before);

    t.clock.advance(3 * DAY_MS);
    let at = t.clock.now();
    const second = await read(w, orderId);
    within(new Date(second.reissued!.at), at);
    expect(second.issuedAt).toBe(first.issuedAt);
    expect({ ...second, reissued: null }).toEqual(first);
    t.clock.advance(DAY_MS);
    at = t.clock.now();
    within(new Date((await read(w, orderId)).reissued!.at), at);
    // The record is written once and never moved.
    expect(await views(orderId)).toEqual([record]);

    // The salon's first read is its own: the original, then 再発行.
    expect((await read(client, orderId)).reissued).toBeNull();
    expect((await read(client, orderId)).reissued).not.toBeNull();
    expect((await views(orderId)).map((v) => [v.side, v.userId]).sort()).toEqual(
      [
        ['client', client.uid],
        ['worker', w.uid],
      ].sort(),
    );
    // Listing the contract's documents is not reading one.
    const { orderId: other } = await accepted(w);
    await w.get(`/liff/contracts/${contract.id}/documents`).expect(200);
    expect(await views(other)).toEqual([]);
  });

  test('10 parallel first reads: one record, exactly one answer the original', async () => {
    const w = await workerWithProfile(t, '佐藤 フォト');
    const { orderId } = await accepted(w);
    const answers = await Promise.all(Array.from({ length: 10 }, () => w.get(`/liff/documents/${orderId}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => (r.body as TradeDocumentView).reissued === null)).toHaveLength(1);
    expect(await views(orderId)).toHaveLength(1);
  });

  test('a stranger, a wrong id or the salon for the 支払明細: 404, nothing recorded', async () => {
    const w = await workerWithProfile(t, '佐藤 フォト');
    const { orderId } = await accepted(w);
    for (let i = 0; i < 3; i++) {
      const res = await stranger.get(`/liff/documents/${orderId}`).expect(404);
      expect(res.body.error.message).toBe('書類が見つかりません');
    }
    await w.get(`/liff/documents/${orderId}-x`).expect(404);
    await w.get('/liff/documents/__proto__').expect(404);
    expect(await views(orderId)).toEqual([]);
    expect(await t.store.query('tradeDocumentViews', { where: [['userId', '==', stranger.uid]] })).toEqual([]);
    // Its owners' first reads are still the originals.
    expect((await read(w, orderId)).reissued).toBeNull();
    expect((await read(client, orderId)).reissued).toBeNull();
  });

  test("the month's print records no view, and marks 再発行 those the caller had opened", async () => {
    const w = await workerWithProfile(t, '佐藤 フォト');
    const { orderId: opened } = await accepted(w);
    const { orderId: unopened } = await accepted(w);
    await read(w, opened);
    const month = jstDate(t.clock.now()).slice(0, 7);
    const print = async () => {
      const body = (await w.get(`/liff/documents/month?month=${month}`).expect(200)).body as MonthDocuments;
      return new Map(body.items.map((d) => [d.id, d]));
    };
    for (let i = 0; i < 2; i++) {
      t.clock.advance(DAY_MS);
      const at = t.clock.now();
      const items = await print();
      within(new Date(items.get(opened)!.reissued!.at), at);
      expect(items.get(unopened)?.reissued).toBeNull();
    }
    expect(await views(unopened)).toEqual([]);
    // Printed twice, its first read is still the original.
    expect((await read(w, unopened)).reissued).toBeNull();
    expect((await print()).get(unopened)?.reissued).not.toBeNull();
  });

  /** `w`'s contract paid, delivered and accepted: the transfer issues the 支払明細. */
  async function transferred(w: Caller): Promise<string> {
    const { contract } = await accepted(w);
    const pay = await client.post('/liff/project/get-payment-url', { contractId: contract.id }).expect(200);
    expect((await t.stripe.payCheckoutSession(sessionIdOf(pay.body.url as string), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
    await w.post(`/liff/contracts/${contract.id}/deliver`, { message: '納品します' }).expect(200);
    await client.post('/liff/project/complete-process', { contractId: contract.id }).expect(200);
    await t.stripe.flush();
    expect(await t.store.get(`payouts/${contract.id}`)).toMatchObject({ status: 'transferred' });
    return contract.id;
  }

  const statementOf = async (w: Caller, contractId: string) => {
    const list = (await w.get(`/liff/contracts/${contractId}/documents`).expect(200)).body as ContractDocuments;
    return asKind(await read(w, list.items.find((d) => d.kind === 'payout_statement')!.id), 'payout_statement');
  };

  test('the 支払明細 names the default payout bank (name, branch, last 4 digits) and the payout keeps it', async () => {
    const w = await workerWithProfile(t, '佐藤 フォト');
    const account = await payoutAccount(t, w, false);
    await t.stripe.completeOnboarding(account, { bankName: 'みずほ銀行', branchCode: '123', last4: '4321' });
    await t.stripe.flush();
    const id = await transferred(w);
    const bank = { bankName: 'みずほ銀行', branchCode: '123', last4: '4321' };
    expect((await statementOf(w, id)).body.bank).toEqual(bank);
    expect(await t.store.get(`payouts/${id}`)).toMatchObject({ bank });
  });

  test('Stripe not answering for the banks: the transfer is made, the 支払明細 says the bank is unknown (null)', async () => {
    const w = await workerWithProfile(t, '佐藤 フォト');
    await payoutAccount(t, w);
    const banks = jest.spyOn(t.stripe, 'listBankAccounts').mockRejectedValue(new Error('ECONNRESET'));
    try {
      const id = await transferred(w);
      expect(banks).toHaveBeenCalled();
      expect((await statementOf(w, id)).body.bank).toBeNull();
    } finally {
      banks.mockRestore();
    }
  });
});
