/**
 * The backfill of contracts made before their documents existed (docs/product/entities.md#backfilled-documents):
 * deals run over HTTP with the local Stripe stand-in, then stored as an older contract was (no
 * documents, no payment deadline). The backfill gives each what its history calls for, with the
 * events' dates and its own issue time, writes no notice and no room message, and a second or
 * parallel run issues nothing more.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Contract } from '@common/marketplace';
import { deadlineAfterDelivery, initialPaymentDeadline } from '@common/paymentDeadline';
import type { IssuedKind } from '@common/tradeDocuments';
import type { TradeDocumentDoc, TradeDocumentDocOf } from '../../src/documents/tradeDocuments';
import { backfillAllContracts, backfillContractDocuments } from '../../src/features/tradeDocuments';
import { MemoryStore } from '../../src/adapters/store/memory';
import { loadConfig } from '../../src/config';
import { buildSeed } from '../../src/local/seed';
import { describeApi } from '../support/harness';
import { DAY_MS, createPayApp, payoutAccount, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { inDays, jobInput } from '../marketplace/support';
import { hire, salonProfile, workerWithProfile } from './support';

const T_NUMBER = 'T1234567890123';

type Stored = Record<string, unknown> & {
  id: string;
  paymentDeadline?: string;
  updatedAt: Date;
  history: { action?: string; at: Date }[];
};

describeApi('the documents backfill of contracts made before documents existed', () => {
  let t: PayApp;
  let client: Caller;

  async function worker(name: string, registration?: string): Promise<Caller> {
    return workerWithProfile(t, name, registration ? { invoiceRegistrationNumber: registration } : {});
  }

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    await salonProfile(t, client.uid, { name: 'ヘアサロン バックフィル', companyName: '株式会社バックフィル', hpURL: '' });
  }, 60_000);
  afterAll(() => t.close());

  /** A job posted, applied to by `w`, accepted and paid through the local checkout. */
  async function paidDeal(w: Caller, o: Parameters<typeof jobInput>[0] = {}): Promise<Contract> {
    const now = t.clock.now();
    const dates = { applicationDeadline: inDays(7, now), deliveryDate: inDays(21, now) };
    const job = await client.post('/liff/jobs', jobInput({ ...dates, ...o })).expect(201);
    const c = await hire(client, w, job.body.id);
    const pay = await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200);
    expect((await t.stripe.payCheckoutSession(sessionIdOf(pay.body.url as string), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
    return c;
  }

  const stored = async (id: string) =>
    (await t.store.query<TradeDocumentDoc>('tradeDocuments', { where: [['contractId', '==', id]] })).map((d) => d.data);
  const kindsOf = async (id: string) => (await stored(id)).map((d) => `${d.kind}-v${d.version}`).sort();
  const ofKind = async <K extends IssuedKind>(id: string, kind: K) =>
    (await stored(id)).find((d) => d.kind === kind) as TradeDocumentDocOf<K> | undefined;
  const contractOf = async (id: string) => (await t.store.get<Stored>(`contracts/${id}`)) as Stored;
  /** Everything the backfill must not write: notices, room messages. */
  const sideEffects = async (id: string) => ({
    notifications: (await t.store.query('notifications')).length,
    messages: (await t.store.query(`rooms/${id}/messages`)).length,
  });

  /**
   * The contract as one made before documents existed: its documents removed (answered, to compare),
   * its payment deadline too, unless `keep` names kinds to leave.
   */
  async function asOlderContract(id: string, keep: IssuedKind[] = []): Promise<TradeDocumentDoc[]> {
    const docs = await stored(id);
    for (const d of docs) if (!keep.includes(d.kind)) await t.store.delete(`tradeDocuments/${d.id}`);
    if (!keep.length) {
      const { paymentDeadline: _dropped, ...rest } = await contractOf(id);
      await t.store.set(`contracts/${id}`, rest);
    }
    return docs;
  }

  /** The body with the numbers of other documents it names left out (those are the backfill's own). */
  const unnumbered = (d: TradeDocumentDoc | undefined) => {
    const { orderNumber: _o, feeInvoiceNumber: _f, ...rest } = (d?.body ?? {}) as unknown as Record<string, unknown>;
    return rest;
  };

  test('in progress: the payment deadline and the 発注書 only, as the 採用 issued it; no notice, no message', async () => {
    const w = await worker('佐藤 フォト');
    const c = await paidDeal(w, { title: '春のカタログ' });
    const original = await asOlderContract(c.id);
    const before = await contractOf(c.id);
    expect(before.paymentDeadline).toBeUndefined();
    const effects = await sideEffects(c.id);
    t.clock.advance(3 * DAY_MS);
    const at = t.clock.now();

    const r = await backfillContractDocuments(t.deps, c.id);
    expect(r).toEqual({
      contractId: c.id,
      found: true,
      paymentDeadline: initialPaymentDeadline(c.deliveryDate),
      issued: ['order'],
      skipped: [],
    });
    expect(await kindsOf(c.id)).toEqual(['order-v1']);
    const after = await contractOf(c.id);
    expect(after.paymentDeadline).toBe(initialPaymentDeadline(c.deliveryDate));
    // Nothing happened to the deal: its lists keep their order.
    expect(after.updatedAt).toEqual(before.updatedAt);
    const order = await ofKind(c.id, 'order');
    const was = original.find((d) => d.kind === 'order');
    expect(order).toMatchObject({ version: 1, replaces: null, backfilled: true });
    // Issued now, by the backfill (the test clock runs on with real time).
    expect(order!.issuedAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(order?.body).toEqual(was?.body);
    expect(order?.body).not.toHaveProperty('revisionNote');
    expect(order?.number).not.toBe(was?.number);
    expect(await sideEffects(c.id)).toEqual(effects);
  });

  test('delivered twice: the deadline brought forward by the first 納品, the 発注書 v1 and the last 納品書 only', async () => {
    const w = await worker('鈴木 フォト');
    // 納期 far ahead: the first 納品 brings the payment deadline forward.
    const c = await paidDeal(w, { deliveryDate: inDays(80, t.clock.now()) });
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const first = (await contractOf(c.id)).history.find((e) => e.action === 'deliver')!.at;
    await client.post(`/liff/contracts/${c.id}/request-revision`, { reason: '色味を明るくしてください' }).expect(200);
    t.clock.advance(2 * DAY_MS);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '修正しました', link: 'https://example.jp/g' }).expect(200);
    const original = await asOlderContract(c.id);
    // 発注書 第2版 at the first 納品 (the deadline), 第3版 at the second (its automatic 検収 date).
    expect(original.map((d) => `${d.kind}-v${d.version}`).sort()).toEqual([
      'delivery-v1',
      'delivery-v2',
      'order-v1',
      'order-v2',
      'order-v3',
    ]);
    const effects = await sideEffects(c.id);
    t.clock.advance(DAY_MS);

    const r = await backfillContractDocuments(t.deps, c.id);
    const deadline = deadlineAfterDelivery(initialPaymentDeadline(c.deliveryDate), first);
    expect(r).toMatchObject({ paymentDeadline: deadline, issued: ['order', 'delivery'] });
    expect((await contractOf(c.id)).paymentDeadline).toBe(deadline);
    expect(await kindsOf(c.id)).toEqual(['delivery-v1', 'order-v1']);
    const order = await ofKind(c.id, 'order');
    expect(order?.body.paymentDeadline).toBe(deadline);
    expect(order?.body).not.toHaveProperty('revisionNote');
    const delivery = await ofKind(c.id, 'delivery');
    expect(delivery).toMatchObject({ version: 1, replaces: null, backfilled: true });
    // The last 納品 as the live one stated it (round 2), naming the backfilled 発注書.
    expect(unnumbered(delivery)).toEqual(unnumbered(original.find((d) => d.kind === 'delivery' && d.version === 2)));
    expect(delivery?.body).toMatchObject({
      round: 2,
      message: '修正しました',
      link: 'https://example.jp/g',
      orderNumber: order?.number,
    });
    expect(await sideEffects(c.id)).toEqual(effects);

    // A later 納品 continues from it: 納品書 v2, round 3.
    await client.post(`/liff/contracts/${c.id}/request-revision`, { reason: 'もう一度お願いします' }).expect(200);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '再修正しました' }).expect(200);
    const next = (await stored(c.id)).find((d) => d.kind === 'delivery' && d.version === 2);
    expect(next?.body).toMatchObject({ round: 3 });
    expect(next?.replaces).toEqual({ id: delivery?.id, number: delivery?.number, version: 1 });
  });

  /** A deal delivered, accepted by the client and transferred to a registered worker. */
  async function transferredDeal(): Promise<Contract> {
    const w = await worker('高橋 フォト', T_NUMBER);
    await payoutAccount(t, w);
    const c = await paidDeal(w, { title: '夏のヘアカタログ', reward: 33_333 });
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    t.clock.advance(DAY_MS);
    await client.post('/liff/project/complete-process', { contractId: c.id }).expect(200);
    await t.stripe.flush();
    expect(await t.store.get(`payouts/${c.id}`)).toMatchObject({ status: 'transferred' });
    return c;
  }

  const ALL = ['acceptance-v1', 'delivery-v1', 'fee_invoice-v1', 'invoice-v1', 'order-v1', 'payout_statement-v1'];

  test('completed and transferred: every document, with the events’ dates and amounts; a second run issues nothing', async () => {
    const c = await transferredDeal();
    const original = await asOlderContract(c.id);
    expect(original.map((d) => `${d.kind}-v${d.version}`).sort()).toEqual(ALL);
    const effects = await sideEffects(c.id);
    t.clock.advance(10 * DAY_MS);
    const at = t.clock.now();

    const r = await backfillContractDocuments(t.deps, c.id);
    expect(r.issued).toEqual(['order', 'delivery', 'acceptance', 'invoice', 'fee_invoice', 'payout_statement']);
    expect(r.paymentDeadline).toBe(initialPaymentDeadline(c.deliveryDate));
    const docs = await stored(c.id);
    expect(docs.map((d) => `${d.kind}-v${d.version}`).sort()).toEqual(ALL);
    const order = docs.find((d) => d.kind === 'order');
    const fee = docs.find((d) => d.kind === 'fee_invoice');
    for (const d of docs) {
      expect(d).toMatchObject({ version: 1, replaces: null, backfilled: true });
      expect(d.issuedAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(d.number.slice(-6)).not.toBe(original.find((o) => o.kind === d.kind)?.number.slice(-6));
      // The body says what the live documents said, dated by the events (not today).
      expect(unnumbered(d)).toEqual(unnumbered(original.find((o) => o.kind === d.kind)));
      if ('orderNumber' in d.body) expect(d.body.orderNumber).toBe(order?.number);
    }
    const statement = docs.find((d) => d.kind === 'payout_statement');
    expect(statement?.body).toMatchObject({ feeInvoiceNumber: fee?.number, amount: 30_000, fee: 3333 });
    expect(docs.find((d) => d.kind === 'invoice')?.body).toMatchObject({ issuerRegistrationNumber: T_NUMBER });
    expect(docs.find((d) => d.kind === 'acceptance')?.body).toMatchObject({ by: 'client' });
    expect(await sideEffects(c.id)).toEqual(effects);

    // Again: nothing.
    const numbers = docs.map((d) => d.number).sort();
    expect(await backfillContractDocuments(t.deps, c.id)).toEqual({
      contractId: c.id,
      found: true,
      paymentDeadline: null,
      issued: [],
      skipped: [],
    });
    expect((await stored(c.id)).map((d) => d.number).sort()).toEqual(numbers);
  });

  test('5 parallel runs issue one document of each kind, numbered without gaps', async () => {
    const c = await transferredDeal();
    await asOlderContract(c.id);
    const counters = async () =>
      Object.fromEntries(
        (await t.store.query<{ kind: string; last: number }>('tradeDocumentCounters')).map((d) => [d.data.kind, d.data.last]),
      );
    const before = await counters();
    const runs = await Promise.all(Array.from({ length: 5 }, () => backfillContractDocuments(t.deps, c.id)));
    expect(runs.filter((r) => r.issued.length).length).toBe(1);
    expect(runs.filter((r) => r.paymentDeadline).length).toBe(1);
    expect(await kindsOf(c.id)).toEqual(ALL);
    const after = await counters();
    for (const kind of ['order', 'delivery', 'acceptance', 'invoice', 'fee_invoice', 'payout_statement'])
      expect([kind, after[kind]]).toEqual([kind, before[kind] + 1]);
  });

  test('a contract that has its 発注書 gets only the missing kinds, naming that 発注書', async () => {
    const c = await transferredDeal();
    const original = await asOlderContract(c.id, ['order']);
    const order = original.find((d) => d.kind === 'order');
    const deadline = (await contractOf(c.id)).paymentDeadline;
    expect(deadline).toBeDefined();

    const r = await backfillContractDocuments(t.deps, c.id);
    expect(r).toMatchObject({
      paymentDeadline: null,
      issued: ['delivery', 'acceptance', 'invoice', 'fee_invoice', 'payout_statement'],
    });
    expect((await contractOf(c.id)).paymentDeadline).toBe(deadline);
    const docs = await stored(c.id);
    expect(docs.map((d) => `${d.kind}-v${d.version}`).sort()).toEqual(ALL);
    // The 発注書 is the one issued at 採用, untouched.
    expect(docs.find((d) => d.kind === 'order')).toEqual(order);
    for (const d of docs) if ('orderNumber' in d.body) expect(d.body.orderNumber).toBe(order?.number);
  });

  test('every contract, page by page: counts, a contract without its job skipped for the 発注書, then nothing', async () => {
    const w = await worker('伊藤 フォト');
    const orphan = await t.contract(client, w, 'in_progress');
    const c = await paidDeal(w);
    await asOlderContract(c.id);
    const total = (await t.store.query('contracts')).length;
    const effects = (await t.store.query('notifications')).length;

    const report = await backfillAllContracts(t.deps, { limit: 2 });
    expect(report.scanned).toBe(total);
    expect(report.failed).toEqual([]);
    expect(report.skipped).toEqual([{ contractId: orphan, kind: 'order', reason: '案件が見つかりません' }]);
    expect(report.issued.order).toBe(1);
    // The contract just stripped, and the one written without a deadline.
    expect(report.deadlines).toBe(2);
    expect(report.changed).toBe(2);
    expect((await contractOf(orphan)).paymentDeadline).toBe(initialPaymentDeadline('2030-01-31'));
    expect(await kindsOf(c.id)).toEqual(['order-v1']);
    expect((await t.store.query('notifications')).length).toBe(effects);

    const again = await backfillAllContracts(t.deps, { limit: 3 });
    expect(again).toMatchObject({ scanned: total, changed: 0, deadlines: 0, failed: [] });
    expect(Object.values(again.issued).every((n) => n === 0)).toBe(true);
  });

  test('a dry run counts and writes nothing; an unknown contract is not found', async () => {
    const w = await worker('小林 フォト');
    const c = await paidDeal(w);
    await asOlderContract(c.id);
    expect(await backfillContractDocuments(t.deps, c.id, { dryRun: true })).toMatchObject({
      paymentDeadline: initialPaymentDeadline(c.deliveryDate),
      issued: ['order'],
    });
    expect(await kindsOf(c.id)).toEqual([]);
    expect((await contractOf(c.id)).paymentDeadline).toBeUndefined();
    expect(await backfillContractDocuments(t.deps, 'no-such-contract')).toMatchObject({ found: false, issued: [] });
  });
});

describe('the demo seed, backfilled as the local server does at start', () => {
  test('every demo contract gets its documents, with no notice and no room message; a second run does nothing', async () => {
    const now = new Date();
    const store = new MemoryStore({ seed: buildSeed(mkdtempSync(join(tmpdir(), 'seed-docs-')), now) });
    const deps = { store, clock: { now: () => now }, operator: loadConfig().operator };
    const count = async () => ({
      notifications: (await store.query('notifications')).length,
      messages: (await store.queryGroup('messages')).length,
    });
    const before = await count();
    const contractIds = (await store.query('contracts')).map((d) => d.id);

    const report = await backfillAllContracts(deps);
    expect(report).toMatchObject({ scanned: contractIds.length, changed: contractIds.length, skipped: [], failed: [] });
    expect(report.issued.order).toBe(contractIds.length);
    const docs = (await store.query<TradeDocumentDoc>('tradeDocuments')).map((d) => d.data);
    const payouts = (await store.query<{ status: string }>('payouts')).map((d) => d.data);
    expect(report.issued.payout_statement).toBe(payouts.filter((p) => p.status === 'transferred').length);
    expect(report.issued.acceptance).toBe(payouts.length);
    expect(docs.every((d) => d.backfilled === true)).toBe(true);
    expect(await count()).toEqual(before);

    const again = await backfillAllContracts(deps);
    expect(again.changed).toBe(0);
    expect((await store.query('tradeDocuments')).length).toBe(docs.length);
  });
});
