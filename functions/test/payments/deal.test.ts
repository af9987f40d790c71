/**
 * The deal after 仮払い over HTTP (docs/product/states.md#contracts), with the real local Stripe
 * stand-in: the client pays on the local checkout, the worker delivers, the client asks for a
 * revision, the worker delivers again, the client confirms (検収), and the transfer reaches the
 * worker's connected account at once or, without a payout-ready account, when account.updated says
 * it is ready. Then cancellation after payment: requested, accepted (refund, charge.refunded,
 * cancelled) or refused (a dispute).
 */
import type { Contract, ContractEvent } from '@common/marketplace';
import { userPath } from '../../src/documents/users';
import { describeApi } from '../support/harness';
import {
  DAY_MS,
  TEST_BANK,
  createPayApp,
  deliveredContract,
  paidContract,
  payoutAccount,
  transfersOf,
  viewOf,
  type Caller,
  type PayApp,
} from './support';

const REWARD = 12345;
const FEE = Math.floor(REWARD * 0.1); // 1234
const PAYOUT = REWARD - FEE; // 11111
const JAPANESE = /[ぁ-んァ-ン一-龥]/;

type Step = Pick<ContractEvent, 'status' | 'action' | 'actor' | 'by' | 'note'>;
/** The timeline without the times, absent fields as undefined. */
const steps = (history: ContractEvent[]): Step[] =>
  history.map(({ status, action, actor, by, note }) => ({ status, action, actor, by, note }));

describeApi('the deal over HTTP: pay, deliver, revise, 検収, transfer; cancellation after payment', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  const deliver = (worker: Caller, id: string, message: string) => worker.post(`/liff/contracts/${id}/deliver`, { message });
  const payment = (id: string) => t.store.get<Record<string, unknown>>(`payments/${id}`);
  const payout = (id: string) => t.store.get<Record<string, unknown>>(`payouts/${id}`);

  it('happy path: paid on the local checkout, delivered, revised, delivered again, 検収, transferred: paid_out', async () => {
    const worker = await t.user('worker');
    const account = await payoutAccount(t, worker);
    const id = await paidContract(t, client, worker, REWARD);

    // Paid: the payment as both see it (brand and last 4 only).
    const paid = await viewOf(client, id);
    expect(paid).toMatchObject({
      status: 'in_progress',
      fee: { reward: REWARD, fee: FEE, payout: PAYOUT },
      payment: { status: 'paid', cardBrand: 'visa', cardLast4: '4242', refundedAt: null },
      payout: null,
      delivery: null,
      cancelRequest: null,
      dispute: null,
    });
    expect(paid.actions).toEqual(['request_cancel']);
    expect((await viewOf(worker, id)).actions).toEqual(['deliver', 'request_cancel']);

    // 納品: delivered, automatic 検収 7 days after.
    const first = await deliver(worker, id, '  撮影データ10点を納品します  ').expect(200);
    const delivered = first.body as Contract;
    expect(delivered.status).toBe('delivered');
    expect(delivered.delivery?.message).toBe('撮影データ10点を納品します');
    const at = Date.parse(delivered.delivery?.at ?? '');
    expect(delivered.delivery?.autoCompleteAt).toBe(new Date(at + 7 * DAY_MS).toISOString());
    expect(delivered.history.at(-1)?.at).toBe(delivered.delivery?.at);
    expect((await viewOf(client, id)).actions).toEqual(['request_revision', 'complete', 'request_cancel']);
    expect((await viewOf(worker, id)).actions).toEqual(['request_cancel']);

    // 修正依頼: back to work, the reason in the timeline, the delivery gone.
    const revised = (
      await client.post(`/liff/contracts/${id}/request-revision`, { reason: '3枚目の色味を修正してください' }).expect(200)
    ).body as Contract;
    expect(revised).toMatchObject({ status: 'in_progress', delivery: null });
    expect(revised.history.at(-1)).toMatchObject({
      status: 'in_progress',
      action: 'request_revision',
      actor: 'client',
      by: client.uid,
      note: '3枚目の色味を修正してください',
    });

    // 納品 again, then 検収: completed, the transfer made at once: paid_out.
    await deliver(worker, id, '修正版を納品します').expect(200);
    const done = (await client.post('/liff/project/complete-process', { contractId: id }).expect(200)).body as Contract;
    expect(done.status).toBe('paid_out');
    expect(done.payout).toMatchObject({ status: 'transferred', amount: PAYOUT, transferredAt: expect.any(String) });
    expect(done.actions).toEqual([]);

    const payment = (await t.store.get<{ chargeId: string }>(`payments/${id}`)) as { chargeId: string };
    const transfers = await transfersOf(t, id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amount: PAYOUT,
      currency: 'jpy',
      destination: account,
      source_transaction: payment.chargeId,
      transfer_group: id,
    });
    expect(payment.chargeId).toMatch(/^ch_/);
    expect(await payout(id)).toMatchObject({
      status: 'transferred',
      amount: PAYOUT,
      fee: FEE,
      reward: REWARD,
      transferId: transfers[0].id,
      destination: account,
    });
    expect(await t.store.get(`earnings/${worker.uid}`)).toMatchObject({ total: PAYOUT });

    // The worker's reward pages show it.
    expect((await worker.get('/liff/worker/rewards').expect(200)).body).toMatchObject({
      thisMonth: PAYOUT,
      total: PAYOUT,
      held: 0,
      waitingAccount: 0,
      processing: 0,
    });
    const history = (await worker.get('/liff/worker/rewards/history').expect(200)).body.items;
    expect(history).toEqual([
      expect.objectContaining({ contractId: id, reward: REWARD, fee: FEE, amount: PAYOUT, status: 'transferred' }),
    ]);

    // Every event with its actor and notes, the same on both sides.
    const expected: Step[] = [
      { status: 'awaiting_payment', action: undefined, actor: undefined, by: client.uid, note: undefined },
      { status: 'in_progress', action: 'pay', actor: 'system', by: null, note: undefined },
      { status: 'delivered', action: 'deliver', actor: 'worker', by: worker.uid, note: '撮影データ10点を納品します' },
      {
        status: 'in_progress',
        action: 'request_revision',
        actor: 'client',
        by: client.uid,
        note: '3枚目の色味を修正してください',
      },
      { status: 'delivered', action: 'deliver', actor: 'worker', by: worker.uid, note: '修正版を納品します' },
      { status: 'completed', action: 'complete', actor: 'client', by: client.uid, note: undefined },
      { status: 'paid_out', action: 'payout', actor: 'system', by: null, note: undefined },
    ];
    const asClient = await viewOf(client, id);
    const asWorker = await viewOf(worker, id);
    expect(steps(asClient.history)).toEqual(expected);
    expect(asWorker.history).toEqual(asClient.history);
    const times = asClient.history.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Over: nothing more to do, no self-service cancellation.
    for (const p of [client, worker]) {
      const res = await p.post(`/liff/contracts/${id}/request-cancel`, { reason: 'やはりキャンセルしたい' }).expect(409);
      expect(res.body.error.message).toMatch(JAPANESE);
      await p.post(`/liff/contracts/${id}/cancel`, { reason: 'キャンセル' }).expect(409);
    }
    await client.post('/liff/project/complete-process', { contractId: id }).expect(409);
    expect(await transfersOf(t, id)).toHaveLength(1);
  });

  it('without a payout account: completed, the transfer waits; the worker registers, account.updated (twice) makes one transfer: paid_out', async () => {
    const worker = await t.user('worker');
    const id = await deliveredContract(t, client, worker, REWARD);

    const done = (await client.post('/liff/project/complete-process', { contractId: id }).expect(200)).body as Contract;
    expect(done.status).toBe('completed');
    const waiting = await viewOf(worker, id);
    expect(waiting.payout).toEqual({ status: 'waiting_account', amount: PAYOUT, transferredAt: null });
    expect(await payout(id)).toMatchObject({ status: 'waiting_account', transferId: null });
    expect(await transfersOf(t, id)).toHaveLength(0);
    expect((await worker.get('/liff/worker/rewards').expect(200)).body).toMatchObject({ waitingAccount: PAYOUT, total: 0 });

    // The worker registers: get-login-url makes the Express account and an onboarding link.
    const link = (await worker.post('/liff/stripe/get-login-url', {}).expect(200)).body;
    expect(link.kind).toBe('onboarding');
    const account = ((await t.store.get<{ stripeAccount: string | null }>(userPath(worker.uid))) ?? { stripeAccount: null })
      .stripeAccount;
    expect(account).toMatch(/^acct_/);
    // Still not ready: nothing moves yet.
    expect((await viewOf(worker, id)).status).toBe('completed');

    // The local onboarding page's submit: account.updated through the webhook runs the transfer.
    await t.stripe.completeOnboarding(account as string, TEST_BANK);
    await t.stripe.flush();
    const after = await viewOf(worker, id);
    expect(after.status).toBe('paid_out');
    expect(after.payout).toMatchObject({ status: 'transferred', amount: PAYOUT });
    expect(after.history.at(-1)).toMatchObject({ status: 'paid_out', action: 'payout', actor: 'system', by: null });
    const transfers = await transfersOf(t, id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: PAYOUT, destination: account, transfer_group: id });

    // account.updated again (a new event, and the same one replayed): still one transfer, one payout.
    await t.stripe.completeOnboarding(account as string, TEST_BANK);
    await t.stripe.flush();
    const updated = t.stripe.sent.filter((d) => d.type === 'account.updated' && d.payload.includes(account as string));
    expect(updated.length).toBeGreaterThanOrEqual(2);
    for (const d of updated) await t.deliver(d).expect(200);
    expect(await transfersOf(t, id)).toHaveLength(1);
    expect(await t.store.get(`earnings/${worker.uid}`)).toMatchObject({ total: PAYOUT });
    expect((await viewOf(worker, id)).history.filter((e) => e.action === 'payout')).toHaveLength(1);
  });

  it('cancellation after payment: requested with a reason, accepted by the other party, refunded, cancelled; the job place comes back', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker, REWARD);
    // The job the contract holds a place on (capacity 1, full since the accept).
    const jobId = (await t.contractDoc(id))?.jobId as string;
    const now = t.clock.now();
    await t.store.set(`jobs/${jobId}`, {
      id: jobId,
      clientId: client.uid,
      title: 'ヘアカタログ撮影',
      status: 'closed',
      capacity: 1,
      acceptedCount: 1,
      createdAt: now,
      updatedAt: now,
    });

    const requested = (
      await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため対応できません' }).expect(200)
    ).body as Contract;
    expect(requested.status).toBe('cancel_requested');
    const at = Date.parse(requested.cancelRequest?.at ?? '');
    expect(requested.cancelRequest).toEqual({
      by: 'worker',
      reason: '体調不良のため対応できません',
      at: requested.history.at(-1)?.at,
      autoAcceptAt: new Date(at + 3 * DAY_MS).toISOString(),
    });
    expect(requested.history.at(-1)).toMatchObject({
      status: 'cancel_requested',
      action: 'request_cancel',
      actor: 'worker',
      by: worker.uid,
      note: '体調不良のため対応できません',
    });
    expect(requested.actions).toEqual([]);
    expect((await viewOf(client, id)).actions).toEqual(['accept_cancel', 'refuse_cancel']);
    expect((await viewOf(client, id)).cancelRequest).toEqual(requested.cancelRequest);

    // The requester cannot answer their own request.
    const own = await worker.post(`/liff/contracts/${id}/accept-cancel`).expect(403);
    expect(own.body.error.message).toMatch(JAPANESE);
    await worker.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '取り下げ' }).expect(403);
    expect((await t.contractDoc(id))?.status).toBe('cancel_requested');

    // The client agrees: refunding (the refund is made), then cancelled once charge.refunded lands.
    t.stripe.setWebhookTarget(null);
    const accepted = (await client.post(`/liff/contracts/${id}/accept-cancel`).expect(200)).body as Contract;
    expect(accepted.status).toBe('refunding');
    expect(accepted.cancelRequest).toBeNull();
    expect(accepted.payment?.status).toBe('refunding');
    expect(accepted.history.at(-1)).toMatchObject({
      status: 'refunding',
      action: 'accept_cancel',
      actor: 'client',
      by: client.uid,
    });
    const refunded = t.stripe.sent.filter((d) => d.type === 'charge.refunded').pop();
    expect(refunded).toBeDefined();
    expect(
      (await t.store.get<{ refunded: boolean }>(`_stripeLocal/${JSON.parse(refunded?.payload ?? '{}').data.object.id}`))
        ?.refunded,
    ).toBe(true);
    await t.deliver(refunded as { payload: string; signature: string }).expect(200);
    t.stripe.setWebhookTarget(async (d) => {
      await t.deliver(d).expect(200);
    });

    for (const p of [client, worker]) {
      const seen = await viewOf(p, id);
      expect(seen.status).toBe('cancelled');
      expect(seen.payment).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
      expect(seen.actions).toEqual([]);
      expect(steps(seen.history).slice(-3)).toEqual([
        {
          status: 'cancel_requested',
          action: 'request_cancel',
          actor: 'worker',
          by: worker.uid,
          note: '体調不良のため対応できません',
        },
        { status: 'refunding', action: 'accept_cancel', actor: 'client', by: client.uid, note: undefined },
        { status: 'cancelled', action: 'confirm_refund', actor: 'system', by: null, note: undefined },
      ]);
    }
    expect(await payment(id)).toMatchObject({
      status: 'paid',
      refund: { status: 'succeeded', reason: 'cancel_agreed', refundId: expect.stringMatching(/^re_/) },
    });
    expect(await t.store.get(`jobs/${jobId}`)).toMatchObject({ acceptedCount: 0, status: 'closed', freedPlaces: 1 });

    // Replaying charge.refunded changes nothing; cancelling again is 409.
    await t.deliver(refunded as { payload: string; signature: string }).expect(200);
    expect((await viewOf(client, id)).history).toHaveLength(5);
    await client.post(`/liff/contracts/${id}/request-cancel`, { reason: 'もう一度' }).expect(409);
    await client.post(`/liff/contracts/${id}/accept-cancel`).expect(409);
  });

  it.each(['in_progress', 'delivered'] as const)(
    'a refused cancellation request (made while %s) goes back there and holds the contract for the admins',
    async (from) => {
      const worker = await t.user('worker');
      const id = from === 'delivered' ? await deliveredContract(t, client, worker) : await paidContract(t, client, worker);
      const before = await viewOf(client, id);
      await client.post(`/liff/contracts/${id}/request-cancel`, { reason: '予算の都合で中止したい' }).expect(200);
      const refused = (
        await worker.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '作業はほぼ完了しています' }).expect(200)
      ).body as Contract;
      expect(refused.status).toBe(from);
      expect(refused.cancelRequest).toBeNull();
      expect(refused.dispute).toEqual({ source: 'refused_cancel', at: refused.history.at(-1)?.at });
      expect(refused.history.at(-1)).toMatchObject({
        status: from,
        action: 'refuse_cancel',
        actor: 'worker',
        by: worker.uid,
        note: '作業はほぼ完了しています',
      });
      expect(refused.payment?.status).toBe('paid');
      if (from === 'delivered') expect(refused.delivery?.message).toBe(before.delivery?.message);
      // The client sees the same hold; neither party can take a step until the admins decide.
      const seen = await viewOf(client, id);
      expect(seen.dispute?.source).toBe('refused_cancel');
      expect(before.actions.length).toBeGreaterThan(0);
      expect(seen.actions).toEqual([]);
      expect(await payment(id)).toMatchObject({ refund: null });
      expect(t.stripe.sent.filter((d) => d.type === 'charge.refunded' && d.payload.includes(id))).toHaveLength(0);
    },
  );

  it('after the payment, cancelling outright is refused with a pointer to キャンセル申請', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker);
    const before = await t.contractDoc(id);
    for (const p of [client, worker]) {
      const res = await p.post(`/liff/contracts/${id}/cancel`, { reason: 'やめます' }).expect(409);
      expect(res.body.error.message).toBe(
        '仮払い後のキャンセルには相手方の同意が必要です。「キャンセル申請」から申請してください',
      );
    }
    expect(await t.contractDoc(id)).toEqual(before);
  });

  it('before the payment either party cancels outright, with or without a reason', async () => {
    const worker = await t.user('worker');
    const id = await t.contract(client, worker);
    const res = (await worker.post(`/liff/contracts/${id}/cancel`, { reason: '日程が合わなくなりました' }).expect(200))
      .body as Contract;
    expect(res.status).toBe('cancelled');
    expect(res.history.at(-1)).toMatchObject({
      status: 'cancelled',
      action: 'cancel',
      actor: 'worker',
      by: worker.uid,
      note: '日程が合わなくなりました',
    });
    const other = await t.contract(client, worker);
    expect((await client.post(`/liff/contracts/${other}/cancel`).expect(200)).body.status).toBe('cancelled');
    await client.post(`/liff/contracts/${other}/request-cancel`, { reason: 'x' }).expect(409);
  });

  it('a 1000-character delivery message is accepted in full', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker);
    const message = 'あ'.repeat(1000);
    const res = await deliver(worker, id, message).expect(200);
    expect(res.body.delivery.message).toBe(message);
  });
});
