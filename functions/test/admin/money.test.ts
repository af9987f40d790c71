/**
 * Money that needs a person (docs/product/admin.md#money-that-needs-a-person), over HTTP with the
 * local Stripe stand-in: the queue of holds, failed or stuck payouts and failed refunds; a hold
 * ended by a partial refund (docs/product/money.md#partial-refund-by-an-admin), by complete or by
 * release; a failed transfer or refund sent again. Every action, ten times at once, moves money once
 * and writes one audit entry; bad bodies change nothing.
 */
import type { HoldDecisionResult, MoneyQueueItem, MoneyQueueKind } from '@common/admin';
import { DISPUTE_LABEL } from '@common/deal';
import type { LocalRefund } from '../../src/adapters/stripe/local';
import { partialRefundLine } from '../../src/features/contracts/holdDecisions';
import { NOTHING_TO_RETRY } from '../../src/features/admin/money';
import { describeApi } from '../support/harness';
import {
  deliveredContract,
  heldDeliveries,
  paidContract,
  recordQueries,
  payoutAccount,
  transfersOf,
  viewOf,
  TEST_BANK,
  type Caller,
  type PayApp,
} from '../payments/support';
import { unindexedQueries } from '../marketplace/support';
import { createAdminApp, type AdminApp } from './support';

const REWARD = 30000;
const REASON = '双方に事情を確認しました';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

describeApi('admin: money that needs a person', () => {
  let t: PayApp;
  let client: Caller;
  let asAdmin: AdminApp['call'];
  let adminToken: string;

  beforeAll(async () => {
    ({ t, call: asAdmin, adminToken } = await createAdminApp());
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  const payment = (id: string) => t.store.get<Record<string, unknown>>(`payments/${id}`);
  const payout = (id: string) => t.store.get<Record<string, unknown>>(`payouts/${id}`);
  const chargeOf = async (id: string) => (await payment(id))?.chargeId as string;
  const intentOf = async (id: string) => (await payment(id))?.paymentIntentId as string;

  /** The refunds the stand-in made of the contract's payment. */
  const refundsOf = async (id: string): Promise<LocalRefund[]> =>
    (
      await t.store.query<LocalRefund>('_stripeLocal', {
        where: [
          ['object', '==', 'refund'],
          ['payment_intent', '==', await intentOf(id)],
        ],
      })
    ).map((d) => d.data);

  const auditOf = async (id: string) =>
    (await t.store.query<Record<string, unknown>>('auditLog', { where: [['targetId', '==', id]] })).map((d) => d.data);

  /** Every item of one kind, page after page. */
  async function queue(kind: MoneyQueueKind): Promise<MoneyQueueItem[]> {
    const items: MoneyQueueItem[] = [];
    let cursor: string | null = null;
    do {
      const res = await asAdmin('get', `/admin/money?kind=${kind}${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      const page = res.body as Page<MoneyQueueItem>;
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }
  const itemOf = async (kind: MoneyQueueKind, id: string) => (await queue(kind)).find((i) => i.contractId === id);

  const decide = (id: string, body: object) => asAdmin('post', `/admin/contracts/${id}/hold-decision`).send(body);
  const retry = (id: string, body: object) => asAdmin('post', `/admin/money/${id}/retry`).send(body);
  // Twenty at once (the parallel rule of docs/product/api.md#idempotency): one 200, every other a 409.
  const twentyAtOnce = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, fn));
  const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort();

  /** A delivered contract whose worker asked to cancel and whose client refused: on hold (refused_cancel). */
  async function refusedHold(ready = true): Promise<{ id: string; worker: Caller }> {
    const worker = await t.user('worker');
    await payoutAccount(t, worker, ready);
    const id = await deliveredContract(t, client, worker);
    await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
    return { id, worker };
  }

  /** The party's texts of the room, oldest first. */
  const roomTexts = async (p: Caller, id: string) =>
    ((await p.get(`/liff/rooms/${id}/messages`).expect(200)).body.items as { text: string }[]).map((m) => m.text).join('\n');

  /** The party's お知らせ about the contract. */
  const noticesOf = async (p: Caller, id: string) =>
    (
      (await p.get('/liff/notices').expect(200)).body.items as {
        kind: string;
        title: string;
        body: string;
        path: string;
        amount?: number;
      }[]
    ).filter((n) => n.path.endsWith(`/${id}`));

  describe('the queue', () => {
    it('lists a hold with why, since when, both parties, the amounts and the actions; a card dispute offers no partial refund', async () => {
      const { id, worker } = await refusedHold();
      const item = await itemOf('hold', id);
      expect(item).toMatchObject({
        kind: 'hold',
        contractId: id,
        title: 'ヘアカタログ撮影',
        contractStatus: 'delivered',
        client: { userId: client.uid, name: expect.any(String) },
        worker: { userId: worker.uid, name: expect.any(String) },
        reward: REWARD,
        paid: REWARD,
        refunded: 0,
        amount: REWARD,
        since: expect.any(String),
        actions: ['release', 'complete', 'refund', 'partial_refund'],
        maxPartialRefund: REWARD - 1,
        feeRate: 0.1,
        hold: {
          source: 'refused_cancel',
          label: DISPUTE_LABEL.refused_cancel,
          stripeId: null,
          amount: null,
          cancellation: { by: 'worker', reason: '体調不良のため', at: expect.any(String), refusal: '納品は受け取りたい' },
        },
      });
      expect(item?.hold?.at).toBe(item?.since);

      const disputed = await paidContract(t, client, await t.user('worker'));
      await t.stripe.openDispute(await chargeOf(disputed));
      await t.stripe.flush();
      expect(await itemOf('hold', disputed)).toMatchObject({
        hold: { source: 'card_dispute', stripeId: expect.stringMatching(/^dp_/), cancellation: null },
        actions: ['release', 'complete', 'refund'],
        maxPartialRefund: null,
      });
    });

    it('a Dashboard refund in part shows what went back and leaves the rest to refund', async () => {
      const worker = await t.user('worker');
      const id = await deliveredContract(t, client, worker);
      await t.stripe.dashboardRefund(await chargeOf(id), 10000);
      await t.stripe.flush();
      expect(await itemOf('hold', id)).toMatchObject({
        paid: REWARD,
        refunded: 10000,
        amount: 20000,
        maxPartialRefund: 19999,
        hold: { source: 'refunded_partially', amount: 10000 },
      });
      // Refunding what is left would leave the worker nothing: 400, nothing changed.
      const res = await decide(id, { decision: 'refund', amount: 20000, reason: REASON }).expect(400);
      expect(res.body.error.fields.amount).toContain('19,999円');
      expect((await t.contractDoc(id))?.dispute).toMatchObject({ source: 'refunded_partially' });
    });

    it('every kind is read through a query firestore.indexes.json serves, and pages without repeats', async () => {
      const recorder = recordQueries(t);
      try {
        for (const kind of ['hold', 'payout_failed', 'refund_failed'] as const) await queue(kind);
      } finally {
        recorder.stop();
      }
      expect(recorder.queries.length).toBeGreaterThan(0);
      expect(unindexedQueries(recorder.queries)).toEqual([]);
      // More holds than a page: the second page goes on where the first stopped.
      for (let i = 0; i < 21; i++) await refusedHold();
      const first = (await asAdmin('get', '/admin/money?kind=hold').expect(200)).body as Page<MoneyQueueItem>;
      expect(first.items).toHaveLength(20);
      expect(first.nextCursor).not.toBeNull();
      const all = await queue('hold');
      expect(new Set(all.map((i) => i.contractId)).size).toBe(all.length);
      expect(all.slice(0, 20).map((i) => i.contractId)).toEqual(first.items.map((i) => i.contractId));
      const since = all.map((i) => i.since);
      expect([...since].sort()).toEqual(since);
    });

    it('bad kinds and cursors are 400', async () => {
      await asAdmin('get', '/admin/money?kind=everything').expect(400);
      await asAdmin('get', '/admin/money?kind=hold&kind=payout_failed').expect(400);
      await asAdmin('get', '/admin/money?kind=hold&cursor=nonsense!').expect(400);
    });
  });

  describe('a hold decided', () => {
    it('a refused cancellation resolved with a partial refund: the client refunded X, the worker paid the rest minus the fee, both told; ten at once do it once', async () => {
      const { id, worker } = await refusedHold();
      const answers = await twentyAtOnce(() => decide(id, { decision: 'refund', amount: 5000, reason: REASON }));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      const ok = answers.find((r) => r.status === 200)?.body as HoldDecisionResult;
      const payoutFee = { reward: 25000, fee: 2500, payout: 22500, rate: 0.1 };
      expect(ok).toEqual({
        contractId: id,
        decision: 'refund',
        partialRefund: { amount: 5000, refunded: 5000, payout: payoutFee },
      });
      await t.stripe.flush();

      // Stripe: one refund of 5,000 to the card, one transfer of 22,500 (25,000 − 10 %).
      const refunds = await refundsOf(id);
      expect(refunds).toEqual([
        expect.objectContaining({ amount: 5000, metadata: expect.objectContaining({ kind: 'partial' }) }),
      ]);
      expect(await t.store.get(`_stripeLocal/${await chargeOf(id)}`)).toMatchObject({ amount_refunded: 5000, refunded: false });
      const transfers = await transfersOf(t, id);
      expect(transfers.map((x) => x.amount)).toEqual([22500]);
      expect(await payout(id)).toMatchObject({ status: 'transferred', reward: 25000, fee: 2500, amount: 22500 });
      expect(await payment(id)).toMatchObject({
        refundedAmount: 5000,
        partialRefund: { status: 'succeeded', amount: 5000, total: 5000, refundId: refunds[0].id },
      });

      // Final, and the refund the app made did not put it on hold again.
      const line = partialRefundLine({ amount: 5000, refunded: 5000, payout: payoutFee });
      for (const p of [client, worker]) {
        const seen = await viewOf(p, id);
        expect(seen).toMatchObject({ status: 'paid_out', dispute: null, actions: [], fee: payoutFee });
        const texts = await roomTexts(p, id);
        expect(texts).toContain(line);
        expect(texts).toContain(REASON);
      }
      const clientNotices = await noticesOf(client, id);
      expect(clientNotices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'completed', title: '運営の確認が終わり、検収済みになりました' }),
        ]),
      );
      expect(clientNotices.find((n) => n.kind === 'completed')?.body).toContain(line);
      const workerNotices = await noticesOf(worker, id);
      expect(workerNotices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'completed', title: '運営の確認が終わり、検収されました', amount: 22500 }),
          expect.objectContaining({ kind: 'paid_out', amount: 22500 }),
        ]),
      );
      expect(workerNotices.find((n) => n.kind === 'completed')?.body).toContain(line);

      const entries = await auditOf(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'hold.decide',
        reason: REASON,
        before: { status: 'delivered', onHold: true },
        after: { status: 'completed', onHold: false, decision: 'partial_refund', refundAmount: 5000, payout: 22500, fee: 2500 },
      });
      expect(await itemOf('hold', id)).toBeUndefined();
      expect(await itemOf('refund_failed', id)).toBeUndefined();
      expect(await itemOf('payout_failed', id)).toBeUndefined();
    });

    it('complete, ten at once: one transfer of reward − fee, one entry, both told, off the queue', async () => {
      const { id, worker } = await refusedHold();
      const answers = await twentyAtOnce(() => decide(id, { decision: 'complete', reason: REASON }));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      await t.stripe.flush();
      expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([27000]);
      expect(await refundsOf(id)).toEqual([]);
      expect(await auditOf(id)).toHaveLength(1);
      for (const p of [client, worker]) {
        expect((await viewOf(p, id)).status).toBe('paid_out');
        expect(await roomTexts(p, id)).toContain('運営が確認を終え、検収済みとしました。');
        expect((await noticesOf(p, id)).some((n) => n.kind === 'completed' && n.body.includes(REASON))).toBe(true);
      }
      expect(await itemOf('hold', id)).toBeUndefined();
    });

    it('release, ten at once: the payout the hold kept back is sent once, one entry, both told', async () => {
      const worker = await t.user('worker');
      const account = await payoutAccount(t, worker, false);
      const id = await deliveredContract(t, client, worker);
      await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
      await t.stripe.openDispute(await chargeOf(id));
      await t.stripe.flush();
      await heldDeliveries(t, () => t.stripe.completeOnboarding(account, TEST_BANK));
      expect(await itemOf('hold', id)).toMatchObject({ actions: ['release'], contractStatus: 'completed' });
      // Its payout waits too, but only the hold's decision can move it.
      expect(await itemOf('payout_failed', id)).toMatchObject({
        actions: [],
        payout: { status: 'waiting_account', nextAttemptAt: null },
      });
      const answers = await twentyAtOnce(() => decide(id, { decision: 'release', reason: REASON }));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      await t.stripe.flush();
      expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([27000]);
      expect(await auditOf(id)).toHaveLength(1);
      for (const p of [client, worker]) {
        expect(await roomTexts(p, id)).toContain('運営が確認を終え、取引を再開しました。');
        expect((await noticesOf(p, id)).some((n) => n.title === '運営が確認を終え、取引を再開しました。')).toBe(true);
      }
      expect((await viewOf(worker, id)).status).toBe('paid_out');
      expect(await itemOf('hold', id)).toBeUndefined();
      expect(await itemOf('payout_failed', id)).toBeUndefined();
    });

    it('bad bodies are 400 and change nothing', async () => {
      const { id } = await refusedHold();
      const bodies: unknown[] = [
        { decision: 'refund', amount: 0, reason: REASON },
        { decision: 'refund', amount: -100, reason: REASON },
        { decision: 'refund', amount: REWARD, reason: REASON },
        { decision: 'refund', amount: REWARD + 1, reason: REASON },
        { decision: 'refund', amount: 1000.5, reason: REASON },
        { decision: 'refund', amount: '5000', reason: REASON },
        { decision: 'refund', amount: null, reason: REASON },
        { decision: 'refund', amount: [5000], reason: REASON },
        { decision: 'refund', amount: 5000, reason: '' },
        { decision: 'refund', amount: 5000, reason: 'あ'.repeat(501) },
        { decision: 'complete', amount: 5000, reason: REASON },
        { decision: 'refund', amount: 5000, reason: REASON, note: 'extra' },
      ];
      for (const body of bodies) {
        const res = await decide(id, body as object);
        expect([res.status, body]).toEqual([400, body]);
        expect(typeof res.body.error.message).toBe('string');
      }
      const raw = await t
        .request()
        .post(`/admin/contracts/${id}/hold-decision`)
        .set('Authorization', `Bearer ${adminToken}`)
        .set('content-type', 'application/json')
        .send('{"decision":"refund","amount":5000,"reason":"x","__proto__":{"admin":true}}');
      expect(raw.status).toBe(400);
      expect((await t.contractDoc(id))?.dispute).toMatchObject({ source: 'refused_cancel' });
      expect((await payment(id))?.partialRefund).toBeUndefined();
      expect(await refundsOf(id)).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    });
  });

  describe('failed money sent again', () => {
    it('a failed transfer: listed with its attempts and error, retried once the stand-in stops failing; ten at once send once', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      t.stripe.failNext('transfer', {}, 2);
      await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
      expect(await itemOf('payout_failed', id)).toMatchObject({
        kind: 'payout_failed',
        contractStatus: 'completed',
        worker: { userId: worker.uid },
        amount: 27000,
        actions: ['retry_payout'],
        payout: {
          status: 'requested',
          reward: REWARD,
          fee: 3000,
          amount: 27000,
          attempts: 1,
          lastError: expect.stringContaining('500'),
          lastAttemptAt: expect.any(String),
          nextAttemptAt: expect.any(String),
        },
      });
      // Still failing: 502, the failure recorded, still listed.
      await retry(id, { what: 'payout', reason: REASON }).expect(502);
      expect(await payout(id)).toMatchObject({ status: 'requested', attempts: 2 });
      expect(await itemOf('payout_failed', id)).toMatchObject({ payout: { attempts: 2 } });
      const answers = await twentyAtOnce(() => retry(id, { what: 'payout', reason: REASON }));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      expect(answers.find((r) => r.status === 200)?.body).toEqual({ contractId: id, what: 'payout', outcome: 'transferred' });
      expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([27000]);
      expect(await payout(id)).toMatchObject({ status: 'transferred' });
      expect((await viewOf(worker, id)).status).toBe('paid_out');
      expect((await auditOf(id)).filter((e) => e.action === 'money.retry')).toHaveLength(2);
      expect(await itemOf('payout_failed', id)).toBeUndefined();
      const again = await retry(id, { what: 'payout', reason: REASON }).expect(409);
      expect(again.body.error.message).toBe(NOTHING_TO_RETRY.payout);
    });

    it('a failed refund of an agreed cancellation: listed, retried once; the contract is cancelled', async () => {
      const worker = await t.user('worker');
      const id = await paidContract(t, client, worker);
      await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
      t.stripe.failNext('refund');
      await client.post(`/liff/contracts/${id}/accept-cancel`).expect(200);
      expect(await itemOf('refund_failed', id)).toMatchObject({
        kind: 'refund_failed',
        contractStatus: 'refunding',
        amount: REWARD,
        actions: ['retry_refund'],
        refund: {
          kind: 'full',
          status: 'requested',
          reason: 'cancel_agreed',
          amount: REWARD,
          attempts: 1,
          lastError: expect.any(String),
        },
      });
      const answers = await twentyAtOnce(() => retry(id, { what: 'refund', reason: REASON }));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      await t.stripe.flush();
      expect((await refundsOf(id)).map((r) => r.amount)).toEqual([REWARD]);
      expect((await viewOf(client, id)).status).toBe('cancelled');
      expect((await auditOf(id)).filter((e) => e.action === 'money.retry')).toHaveLength(1);
      expect(await itemOf('refund_failed', id)).toBeUndefined();
      await retry(id, { what: 'refund', reason: REASON }).expect(409);
    });

    it('a partial refund whose call failed: the worker is paid the rest at once, the refund is listed and sent once', async () => {
      const { id } = await refusedHold();
      t.stripe.failNext('refund');
      await decide(id, { decision: 'refund', amount: 8000, reason: REASON }).expect(200);
      await t.stripe.flush();
      expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([22000 - 2200]);
      expect(await itemOf('refund_failed', id)).toMatchObject({
        amount: 8000,
        refund: { kind: 'partial', status: 'requested', reason: 'admin_partial', amount: 8000, attempts: 1 },
      });
      const answers = await twentyAtOnce(() => retry(id, { what: 'refund', reason: REASON }));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      await t.stripe.flush();
      expect((await refundsOf(id)).map((r) => r.amount)).toEqual([8000]);
      expect(await payment(id)).toMatchObject({ refundedAmount: 8000, partialRefund: { status: 'succeeded' } });
      expect((await t.contractDoc(id))?.dispute).toBeNull();
      expect(await itemOf('refund_failed', id)).toBeUndefined();
    });

    it('bad retry bodies are 400, unknown contracts 404, held or settled money 409', async () => {
      const { id } = await refusedHold();
      for (const body of [
        {},
        { what: 'payout' },
        { what: 'everything', reason: REASON },
        { what: 'payout', reason: '' },
        { what: 'payout', reason: 'あ'.repeat(501) },
        { what: 'payout', reason: REASON, amount: 1 },
        { what: 1, reason: REASON },
      ]) {
        await retry(id, body).expect(400);
      }
      await retry('no-such-contract', { what: 'payout', reason: REASON }).expect(404);
      await retry(id, { what: 'payout', reason: REASON }).expect(409);
      await retry(id, { what: 'refund', reason: REASON }).expect(409);
      expect(await auditOf(id)).toEqual([]);
    });
  });

  it('only admins: no token 401, a client 403, a worker 403, an admin 2xx', async () => {
    const { id, worker } = await refusedHold();
    const calls = [
      ['get', '/admin/money?kind=hold', {}],
      ['post', `/admin/money/${id}/retry`, { what: 'payout', reason: REASON }],
      ['post', `/admin/contracts/${id}/hold-decision`, { decision: 'refund', amount: 1000, reason: REASON }],
    ] as const;
    for (const [method, path, body] of calls) {
      await asAdmin(method, path, null).send(body).expect(401);
      await asAdmin(method, path, client.idToken).send(body).expect(403);
      await asAdmin(method, path, worker.idToken).send(body).expect(403);
    }
    expect(await auditOf(id)).toEqual([]);
    await asAdmin('get', '/admin/money?kind=hold').expect(200);
    await decide(id, { decision: 'refund', amount: 1000, reason: REASON }).expect(200);
    await t.stripe.flush();
  });
});
