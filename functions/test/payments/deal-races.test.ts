/**
 * Races, replays and events out of order in the deal (docs/product/money.md#idempotency), over HTTP
 * with the local Stripe stand-in: 20 parallel 検収 calls make one transfer; one webhook delivery
 * POSTed 10 times (one by one, and 10 at once) has one effect; a bad signature stores nothing; a
 * refund arriving before the payment's completion, a payment landing on a cancelled contract, a
 * card dispute and a reversed transfer each end where they should. The numbers are printed for the
 * closing note.
 */
import Stripe from 'stripe';
import type { Contract } from '@common/marketplace';
import { runDealTimers } from '../../src/features/contracts/timers';
import { decideHold } from '../../src/features/contracts/holdDecisions';
import { describeApi } from '../support/harness';
import {
  createPayApp,
  deliveredContract,
  paidContract,
  payoutAccount,
  sessionIdOf,
  transfersOf,
  viewOf,
  signedEvent,
  heldDeliveries,
  type Caller,
  type Delivery,
  type PayApp,
} from './support';

const stripe = new Stripe('sk_test_x');
const REWARD = 30000;
const PAYOUT = REWARD - Math.floor(REWARD * 0.1);

describeApi('the deal under races, replays and events out of order', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  /** A Stripe event crafted here and signed with the app's webhook secret, as Stripe would sign it. */
  const signed = (type: string, object: object, id?: string): Delivery => {
    const d = signedEvent(t, type, object, id ? { id } : {});
    return id ? { ...d, eventId: id } : d;
  };
  const held = (fn: () => Promise<unknown>) => heldDeliveries(t, fn);

  /** A contract awaiting payment whose session is paid on the local checkout, the completion not delivered yet. */
  async function paidButUndelivered(worker: Caller): Promise<{ id: string; completed: Delivery }> {
    const id = await t.contract(client, worker);
    const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
    const made = await held(async () => {
      const r = await t.stripe.payCheckoutSession(sessionIdOf(url), '4242 4242 4242 4242');
      expect(r.ok).toBe(true);
    });
    expect(made.map((d) => d.type)).toEqual(['checkout.session.completed']);
    return { id, completed: made[0] };
  }

  const history = async (id: string) => ((await t.contractDoc(id))?.history ?? []) as { action?: string }[];
  const eventsOf = async (id: string, action: string) => (await history(id)).filter((e) => e.action === action).length;
  const stripeEvent = (id: string) => t.store.get<Record<string, unknown>>(`stripeEvents/${id}`);

  it('20 parallel complete-process calls: one 200, 19 × 409, one transfer, one 検収 event', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/liff/project/complete-process', { contractId: id })),
    );
    const statuses = results.map((r) => r.status);
    const transfers = await transfersOf(t, id);
    console.log(
      `20 parallel complete-process: ${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 409).length} × 409, ${transfers.length} transfer(s) in _stripeLocal`,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: PAYOUT, transfer_group: id });
    expect(await eventsOf(id, 'complete')).toBe(1);
    expect(await eventsOf(id, 'payout')).toBe(1);
    expect((await t.contractDoc(id))?.status).toBe('paid_out');
    expect(await t.store.get(`earnings/${worker.uid}`)).toMatchObject({ total: PAYOUT });
  });

  it('20 parallel complete-process calls without a payout account, then account.updated ×2 in parallel: one transfer', async () => {
    const worker = await t.user('worker');
    const account = await payoutAccount(t, worker, false);
    const id = await deliveredContract(t, client, worker, REWARD);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/liff/project/complete-process', { contractId: id })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await viewOf(worker, id)).payout?.status).toBe('waiting_account');
    // Two account.updated events (distinct ids), each delivered 5 times, all at once.
    const updates = await held(async () => {
      await t.stripe.completeOnboarding(account, { bankName: 'テスト銀行', branchCode: '001', last4: '1111' });
      await t.stripe.completeOnboarding(account, { bankName: 'テスト銀行', branchCode: '001', last4: '1111' });
    });
    expect(updates.map((d) => d.type)).toEqual(['account.updated', 'account.updated']);
    const answers = await Promise.all(updates.flatMap((d) => Array.from({ length: 5 }, () => t.deliver(d))));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.duplicate === false)).toHaveLength(2);
    const transfers = await transfersOf(t, id);
    console.log(`account.updated 2 events × 5 deliveries in parallel: ${transfers.length} transfer(s)`);
    expect(transfers).toHaveLength(1);
    expect(await eventsOf(id, 'payout')).toBe(1);
    expect(await t.store.get(`earnings/${worker.uid}`)).toMatchObject({ total: PAYOUT });
  });

  it('one checkout.session.completed POSTed 10 times one by one: one effect', async () => {
    const worker = await t.user('worker');
    const { id, completed } = await paidButUndelivered(worker);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await t.deliver(completed).expect(200));
    await t.stripe.flush();
    const payment = await t.store.get(`payments/${id}`);
    const fresh = answers.filter((r) => r.body.duplicate === false).length;
    const pays = await eventsOf(id, 'pay');
    console.log(`10 sequential replays of checkout.session.completed: ${fresh} applied, ${pays} pay event(s)`);
    expect(fresh).toBe(1);
    expect(pays).toBe(1);
    expect((await t.contractDoc(id))?.status).toBe('in_progress');
    expect(payment).toMatchObject({ status: 'paid', chargeId: expect.stringMatching(/^ch_/) });
    expect(await stripeEvent(completed.eventId)).toMatchObject({ outcome: 'paid', contractId: id });
    // 10 more at once: still nothing new, the payment record as it was.
    const again = await Promise.all(Array.from({ length: 10 }, () => t.deliver(completed)));
    expect(again.map((r) => [r.status, r.body.duplicate])).toEqual(Array(10).fill([200, true]));
    expect(await eventsOf(id, 'pay')).toBe(1);
    expect(await t.store.get(`payments/${id}`)).toEqual(payment);
  });

  it('one checkout.session.completed POSTed 10 times in parallel: one effect', async () => {
    const worker = await t.user('worker');
    const { id, completed } = await paidButUndelivered(worker);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.deliver(completed)));
    await t.stripe.flush();
    const fresh = answers.filter((r) => r.body.duplicate === false).length;
    const pays = await eventsOf(id, 'pay');
    console.log(`10 parallel replays of checkout.session.completed: ${fresh} applied, ${pays} pay event(s)`);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(fresh).toBe(1);
    expect(pays).toBe(1);
    expect(await history(id)).toHaveLength(2);
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ status: 'paid', refund: null });
  });

  it('a bad signature (tampered payload, wrong secret, missing header) is 400 and stores nothing', async () => {
    const worker = await t.user('worker');
    const { id, completed } = await paidButUndelivered(worker);
    const before = { contract: await t.contractDoc(id), payment: await t.store.get(`payments/${id}`) };
    const tampered = completed.payload.replace(`"amount_total":${REWARD}`, '"amount_total":1');
    expect(tampered).not.toBe(completed.payload);
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload: completed.payload, secret: 'whsec_wrong' });
    for (const attempt of [
      t.deliver({ payload: tampered, signature: completed.signature }),
      t.deliver({ payload: completed.payload, signature: wrongSecret }),
      t.request().post('/stripe/webhook').set('content-type', 'application/json').send(completed.payload),
      t.deliver({ payload: completed.payload, signature: '' }),
    ]) {
      const res = await attempt;
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Stripeの署名を確認できませんでした');
    }
    expect(await stripeEvent(completed.eventId)).toBeNull();
    expect({ contract: await t.contractDoc(id), payment: await t.store.get(`payments/${id}`) }).toEqual(before);
    // The genuine delivery still works afterwards.
    await t.deliver(completed).expect(200);
    expect((await t.contractDoc(id))?.status).toBe('in_progress');
  });

  it('out of order: the refund (made in Stripe) arrives before checkout.session.completed: the contract never starts', async () => {
    const worker = await t.user('worker');
    const { id, completed } = await paidButUndelivered(worker);
    const intent = JSON.parse(completed.payload).data.object.payment_intent as string;
    const refunds = await held(() => t.stripe.createRefund({ paymentIntentId: intent, idempotencyKey: `dashboard-${id}` }));
    expect(refunds.map((d) => d.type)).toEqual(['charge.refunded']);
    await t.deliver(refunds[0]).expect(200);
    await t.deliver(completed).expect(200);
    await t.stripe.flush();
    const seen = await viewOf(client, id);
    expect(seen.status).toBe('awaiting_payment');
    expect(seen.payment?.status).toBe('refunded');
    expect(await eventsOf(id, 'pay')).toBe(0);
    expect(await stripeEvent(completed.eventId)).toMatchObject({ outcome: 'refunded_before_paid' });
    // Replays of both, in either order, change nothing.
    await t.deliver(completed).expect(200);
    await t.deliver(refunds[0]).expect(200);
    expect((await t.contractDoc(id))?.status).toBe('awaiting_payment');
  });

  it('out of order, crafted events: charge.refunded for the payment before its checkout.session.completed', async () => {
    const worker = await t.user('worker');
    const { id, completed } = await paidButUndelivered(worker);
    const session = JSON.parse(completed.payload).data.object as { payment_intent: string; amount_total: number };
    const charge = await t.stripe.retrievePaymentIntent(session.payment_intent);
    const refunded = signed('charge.refunded', {
      id: charge.chargeId,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: session.amount_total,
      refunded: true,
      currency: 'jpy',
      payment_intent: session.payment_intent,
      metadata: { contractId: id },
    });
    await t.deliver(refunded).expect(200);
    await t.deliver(completed).expect(200);
    await t.stripe.flush();
    expect((await t.contractDoc(id))?.status).toBe('awaiting_payment');
    expect(await eventsOf(id, 'pay')).toBe(0);
    expect(await transfersOf(t, id)).toHaveLength(0);
  });

  it('a payment landing on a contract cancelled meanwhile is refunded automatically; the contract stays cancelled', async () => {
    const worker = await t.user('worker');
    const { id, completed } = await paidButUndelivered(worker);
    // The client cancels while the payment's event is still on its way.
    await client.post(`/liff/contracts/${id}/cancel`, { reason: '別の方にお願いすることになりました' }).expect(200);
    await t.deliver(completed).expect(200);
    await t.stripe.flush();
    const seen = await viewOf(client, id);
    expect(seen.status).toBe('cancelled');
    expect(seen.payment?.status).toBe('refunded');
    expect(await eventsOf(id, 'pay')).toBe(0);
    const intent = JSON.parse(completed.payload).data.object.payment_intent as string;
    const { chargeId } = await t.stripe.retrievePaymentIntent(intent);
    expect(await t.store.get(`_stripeLocal/${chargeId}`)).toMatchObject({ refunded: true, amount_refunded: REWARD });
    // Replayed 10 times: refunded once.
    for (let i = 0; i < 10; i++) await t.deliver(completed).expect(200);
    await t.stripe.flush();
    expect(t.stripe.sent.filter((d) => d.type === 'charge.refunded' && d.payload.includes(chargeId ?? '?'))).toHaveLength(1);
  });

  it('charge.dispute.created for a paid contract holds it (card_dispute) for both parties', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker);
    const payment = (await t.store.get<{ paymentIntentId: string; chargeId: string }>(`payments/${id}`)) as {
      paymentIntentId: string;
      chargeId: string;
    };
    const dispute = signed('charge.dispute.created', {
      id: `dp_${t.store.newId()}`,
      object: 'dispute',
      amount: REWARD,
      currency: 'jpy',
      charge: payment.chargeId,
      payment_intent: payment.paymentIntentId,
      reason: 'fraudulent',
      status: 'needs_response',
      metadata: {},
    });
    const before = await viewOf(client, id);
    // Replayed 10 times one by one, then 10 at once: one hold, one notice to each party.
    for (let i = 0; i < 10; i++) await t.deliver(dispute).expect(200);
    const again = await Promise.all(Array.from({ length: 10 }, () => t.deliver(dispute)));
    expect(again.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const p of [client, worker]) {
      const notices = (await p.get('/liff/notices').expect(200)).body as { items: { kind: string; path: string }[] };
      expect(notices.items.filter((n) => n.kind === 'admin' && n.path.endsWith(`/${id}`))).toHaveLength(1);
    }
    for (const p of [client, worker]) {
      const seen = await viewOf(p, id);
      expect(seen.dispute).toEqual({ source: 'card_dispute', at: expect.any(String) });
      expect(seen.status).toBe('in_progress');
      expect(seen.history).toEqual(before.history);
    }
    expect(await stripeEvent(dispute.eventId)).toMatchObject({ outcome: 'flagged_dispute', contractId: id });
  });

  it('transfer.reversed on a paid-out contract: payout reversed, earnings reduced once, flagged transfer_reversed', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    expect((await worker.get('/liff/worker/rewards').expect(200)).body.total).toBe(PAYOUT);
    const [transfer] = await transfersOf(t, id);
    const reversals = await held(() =>
      t.stripe.createTransferReversal({ transferId: transfer.id, idempotencyKey: `reverse-${id}` }),
    );
    expect(reversals.map((d) => d.type)).toEqual(['transfer.reversed']);
    for (let i = 0; i < 3; i++) await t.deliver(reversals[0]).expect(200);
    const seen: Contract = await viewOf(worker, id);
    expect(seen.payout).toMatchObject({ status: 'reversed', amount: PAYOUT });
    expect(seen.dispute?.source).toBe('transfer_reversed');
    expect(seen.status).toBe('paid_out');
    expect(await t.store.get(`payouts/${id}`)).toMatchObject({ status: 'reversed', reversedAt: expect.any(Date) });
    expect(await t.store.get(`earnings/${worker.uid}`)).toMatchObject({ total: 0 });
    expect((await worker.get('/liff/worker/rewards').expect(200)).body).toMatchObject({ total: 0, thisMonth: 0 });
    const records = (await worker.get('/liff/worker/rewards/history').expect(200)).body.items;
    expect(records).toEqual([expect.objectContaining({ contractId: id, status: 'reversed' })]);
    // A later account.updated does not pay the reversed payout again.
    await t.stripe.completeOnboarding(
      (await t.store.get<{ stripeAccount: string }>(`users/${worker.uid}`))?.stripeAccount ?? '',
      {
        bankName: 'テスト銀行',
        branchCode: '001',
        last4: '2222',
      },
    );
    await t.stripe.flush();
    expect(await transfersOf(t, id)).toHaveLength(1);
  });

  it('request-cancel and complete-process at once on a delivered contract: one wins, the money goes one way', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    const [cancel, complete] = await Promise.all([
      worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '事情により中止したい' }),
      client.post('/liff/project/complete-process', { contractId: id }),
    ]);
    expect([cancel.status, complete.status].sort()).toEqual([200, 409]);
    const status = (await t.contractDoc(id))?.status;
    if (complete.status === 200) {
      expect(status).toBe('paid_out');
      expect(await transfersOf(t, id)).toHaveLength(1);
    } else {
      expect(status).toBe('cancel_requested');
      expect(await transfersOf(t, id)).toHaveLength(0);
      expect(await t.store.get(`payouts/${id}`)).toBeNull();
    }
  });

  it('10 parallel accept-cancel calls: one 200, one refund, cancelled once charge.refunded lands', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker, REWARD);
    await client.post(`/liff/contracts/${id}/request-cancel`, { reason: '店舗の改装が延期になりました' }).expect(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => worker.post(`/liff/contracts/${id}/accept-cancel`)));
    await t.stripe.flush();
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const intent = ((await t.store.get<{ paymentIntentId: string }>(`payments/${id}`)) as { paymentIntentId: string })
      .paymentIntentId;
    const refunds = await t.store.query('_stripeLocal', {
      where: [
        ['object', '==', 'refund'],
        ['payment_intent', '==', intent],
      ],
    });
    console.log(
      `10 parallel accept-cancel: ${results.filter((r) => r.status === 200).length} × 200, ${refunds.length} refund(s)`,
    );
    expect(refunds).toHaveLength(1);
    expect((await t.contractDoc(id))?.status).toBe('cancelled');
    expect(await eventsOf(id, 'confirm_refund')).toBe(1);
  });

  it('a transfer reversed in two parts: the earnings lose both parts (Stripe sends transfer.reversed for each)', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    const [transfer] = await transfersOf(t, id);
    await t.stripe.createTransferReversal({ transferId: transfer.id, amount: 1000, idempotencyKey: `reverse-1-${id}` });
    await t.stripe.flush();
    expect(await t.store.get(`earnings/${worker.uid}`)).toMatchObject({ total: PAYOUT - 1000 });
    await t.stripe.createTransferReversal({ transferId: transfer.id, idempotencyKey: `reverse-2-${id}` });
    await t.stripe.flush();
    expect(await t.store.get(`_stripeLocal/${transfer.id}`)).toMatchObject({ amount_reversed: PAYOUT, reversed: true });
    // Everything was taken back: nothing of this contract is left in what the worker received.
    expect((await worker.get('/liff/worker/rewards').expect(200)).body.total).toBe(0);
  });

  it('refunded in the Stripe dashboard while in progress, then the admins decide to refund: the contract reaches cancelled', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker, REWARD);
    const intent = ((await t.store.get<{ paymentIntentId: string }>(`payments/${id}`)) as { paymentIntentId: string })
      .paymentIntentId;
    await t.stripe.createRefund({ paymentIntentId: intent, idempotencyKey: `dashboard-${id}` });
    await t.stripe.flush();
    const flagged = await viewOf(client, id);
    expect(flagged).toMatchObject({ status: 'in_progress', dispute: { source: 'refunded_outside' } });
    expect(flagged.payment?.status).toBe('refunded');
    // On hold: the parties cannot cancel themselves; the admins decide, and the money is already back.
    await client.post(`/liff/contracts/${id}/request-cancel`, { reason: '返金済みのため中止します' }).expect(409);
    await decideHold(t.deps, id, 'refund', '返金済みのため取引を終了します', 'admin-test');
    await t.stripe.flush();
    await runDealTimers(t.deps, t.config.deal);
    await t.stripe.flush();
    expect((await viewOf(client, id)).status).toBe('cancelled');
  });
});
