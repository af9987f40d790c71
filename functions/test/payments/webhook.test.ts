/**
 * POST /stripe/webhook (docs/architecture.md#two-webhook-endpoints): the signature over the raw
 * body, de-duplication on the event id in the same transaction as the effect,
 * checkout.session.completed moving the contract to in_progress, and a payment for a cancelled
 * contract refunded. Events come from the local stand-in, signed with
 * stripe.webhooks.generateTestHeaderString, as Stripe sends them.
 */
import express from 'express';
import request from 'supertest';
import Stripe from 'stripe';
import { createApp } from '../../src/app';
import { describeApi } from '../support/harness';
import { createPayApp, LOCAL_BASE, pathOf, type Caller, type PayApp } from './support';

const stripe = new Stripe('sk_test_offline');

describeApi('POST /stripe/webhook', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    worker = await t.user('worker');
  }, 60_000);
  afterAll(() => t.close());

  /** A contract awaiting payment and its session paid with the test card, its event NOT delivered. */
  async function paidButUndelivered(status: 'awaiting_payment' | 'cancelled' = 'awaiting_payment') {
    const id = await t.contract(client, worker);
    const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
    if (status === 'cancelled') await t.store.update(`contracts/${id}`, { status: 'cancelled' });
    t.stripe.setWebhookTarget(null);
    const r = await t.stripe.payCheckoutSession(pathOf(url).split('/').pop() as string, '4242 4242 4242 4242');
    expect(r.ok).toBe(true);
    const delivery = t.stripe.sent[t.stripe.sent.length - 1];
    expect(delivery.type).toBe('checkout.session.completed');
    t.stripe.setWebhookTarget(async (d) => {
      await t.deliver(d).expect(200);
    });
    return { id, delivery };
  }

  const eventDocs = async (id: string) => (await t.store.get(`stripeEvents/${id}`)) as Record<string, unknown> | null;

  it('a bad, missing, foreign or stale signature, or a changed body, is 400 and changes nothing', async () => {
    const { id, delivery } = await paidButUndelivered();
    const before = await t.contractDoc(id);
    const foreign = stripe.webhooks.generateTestHeaderString({ payload: delivery.payload, secret: 'whsec_someone_else' });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: delivery.payload,
      secret: t.config.stripe.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const tampered = delivery.payload.replace('"payment_status":"paid"', '"payment_status":"paid" ');
    for (const attempt of [
      { payload: delivery.payload, signature: 't=1,v1=00' },
      { payload: delivery.payload, signature: foreign },
      { payload: delivery.payload, signature: stale },
      { payload: tampered, signature: delivery.signature },
    ]) {
      const res = await t.deliver(attempt).expect(400);
      expect(res.body.error.message).toBe('Stripeの署名を確認できませんでした');
    }
    await t.request().post('/stripe/webhook').set('content-type', 'application/json').send(delivery.payload).expect(400);
    expect(await t.contractDoc(id)).toEqual(before);
    expect(await eventDocs(delivery.eventId)).toBeNull();
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ status: 'open' });
  });

  it('checkout.session.completed (paid): awaiting_payment -> in_progress with a platform event, payment recorded', async () => {
    const { id, delivery } = await paidButUndelivered();
    const res = await t.deliver(delivery).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const contract = await t.contractDoc(id);
    expect(contract).toMatchObject({ status: 'in_progress' });
    const history = contract?.history as { status: string; by: string | null; at: Date }[];
    expect(history.map((h) => [h.status, h.by])).toEqual([
      ['awaiting_payment', client.uid],
      ['in_progress', null],
    ]);
    expect(await t.store.get(`payments/${id}`)).toMatchObject({
      status: 'paid',
      paymentIntentId: expect.stringMatching(/^pi_/),
      paidAt: expect.any(Date),
      refund: null,
    });
    expect(await eventDocs(delivery.eventId)).toMatchObject({
      type: 'checkout.session.completed',
      contractId: id,
      outcome: 'paid',
    });
  });

  it('the same event delivered 10 times (in parallel) has one effect; every delivery is 200', async () => {
    const { id, delivery } = await paidButUndelivered();
    const all = await Promise.all(Array.from({ length: 10 }, () => t.deliver(delivery)));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(all.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const history = (await t.contractDoc(id))?.history as unknown[];
    expect(history).toHaveLength(2);
    // And 10 more afterwards, one by one.
    for (let i = 0; i < 10; i++) expect((await t.deliver(delivery).expect(200)).body.duplicate).toBe(true);
    expect(((await t.contractDoc(id))?.history as unknown[]).length).toBe(2);
  });

  it('a payment landing on a contract already cancelled is refunded (charge.refunded follows); the contract stays cancelled', async () => {
    const { id, delivery } = await paidButUndelivered('cancelled');
    await t.deliver(delivery).expect(200);
    await t.stripe.flush();
    expect(await t.contractDoc(id)).toMatchObject({ status: 'cancelled' });
    const payment = (await t.store.get(`payments/${id}`)) as Record<string, unknown>;
    expect(payment).toMatchObject({
      status: 'paid',
      refund: { status: 'succeeded', reason: 'paid_after_cancel', refundId: expect.stringMatching(/^re_/) },
    });
    const intent = await t.stripe.retrievePaymentIntent(payment.paymentIntentId as string);
    expect(await t.store.get(`_stripeLocal/${intent.chargeId}`)).toMatchObject({ refunded: true, amount_refunded: 30000 });
    const refunded = t.stripe.sent.filter((d) => d.type === 'charge.refunded').pop();
    expect(refunded).toBeDefined();
    expect(await eventDocs(refunded?.eventId ?? '')).toMatchObject({ type: 'charge.refunded', outcome: 'refund_recorded' });
    // A replay refunds nothing twice.
    await t.deliver(delivery).expect(200);
    expect(t.stripe.sent.filter((d) => d.type === 'charge.refunded' && d.payload.includes(intent.chargeId ?? '?'))).toHaveLength(
      1,
    );
  });

  it('a second payment of a contract already paid (another session) is refunded in full, once; the contract is unchanged', async () => {
    const { id, delivery } = await paidButUndelivered();
    await t.deliver(delivery).expect(200);
    const first = (await t.store.get(`payments/${id}`)) as Record<string, unknown>;
    const second = await t.stripe.createCheckoutSession({
      amount: 30000,
      productName: 'second',
      contractId: id,
      successUrl: `${LOCAL_BASE}/ok`,
      cancelUrl: `${LOCAL_BASE}/cancel`,
      idempotencyKey: `test-second-${id}`,
    });
    t.stripe.setWebhookTarget(null);
    expect((await t.stripe.payCheckoutSession(second.id, '4242 4242 4242 4242')).ok).toBe(true);
    const secondDelivery = t.stripe.sent[t.stripe.sent.length - 1];
    t.stripe.setWebhookTarget(async (d) => {
      await t.deliver(d).expect(200);
    });
    for (let i = 0; i < 10; i++) await t.deliver(secondDelivery).expect(200);
    await t.stripe.flush();
    const contract = await t.contractDoc(id);
    expect(contract).toMatchObject({ status: 'in_progress' });
    expect(contract?.history as unknown[]).toHaveLength(2);
    expect(await t.store.get(`payments/${id}`)).toMatchObject({
      sessionId: first.sessionId,
      paymentIntentId: first.paymentIntentId,
    });
    expect(await eventDocs(secondDelivery.eventId)).toMatchObject({ outcome: 'second_payment_refund' });
    const secondIntent = (await eventDocs(secondDelivery.eventId))?.refundPaymentIntentId as string;
    expect(secondIntent).not.toBe(first.paymentIntentId);
    const intent = await t.stripe.retrievePaymentIntent(secondIntent);
    expect(await t.store.get(`_stripeLocal/${intent.chargeId}`)).toMatchObject({ refunded: true, amount_refunded: 30000 });
    expect(t.stripe.sent.filter((d) => d.type === 'charge.refunded' && d.payload.includes(intent.chargeId ?? '?'))).toHaveLength(
      1,
    );
  });

  it('on Cloud Functions (body already parsed, raw bytes in req.rawBody) the same event verifies once', async () => {
    // What the Functions framework does before our app: JSON parsed, the raw bytes kept.
    const functions = express()
      .use(
        express.json({
          verify: (req, _res, buf) => {
            (req as unknown as { rawBody: Buffer }).rawBody = buf;
          },
        }),
      )
      .use(createApp(t.deps, t.config));
    const { id, delivery } = await paidButUndelivered();
    const post = (signature: string) =>
      request(functions)
        .post('/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(delivery.payload);
    await post('t=1,v1=00').expect(400);
    expect((await post(delivery.signature).expect(200)).body).toEqual({ received: true, duplicate: false });
    expect(await t.contractDoc(id)).toMatchObject({ status: 'in_progress' });
  });

  it('events not handled yet are stored and acknowledged', async () => {
    const payload = JSON.stringify({
      id: 'evt_test_customer_1',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: t.config.stripe.webhookSecret });
    expect((await t.deliver({ payload, signature }).expect(200)).body).toEqual({ received: true, duplicate: false });
    expect(await eventDocs('evt_test_customer_1')).toMatchObject({ type: 'customer.created', outcome: 'stored' });
    expect((await t.deliver({ payload, signature }).expect(200)).body.duplicate).toBe(true);
  });
});
