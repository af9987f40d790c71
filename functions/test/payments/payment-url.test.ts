/**
 * POST /liff/project/get-payment-url (docs/product/money.md#payment): who may ask, in which state,
 * and the Checkout Session it makes or reuses (local stand-in, over HTTP).
 */
import { describeApi } from '../support/harness';
import { createPayApp, LOCAL_BASE, pathOf, type Caller, type PayApp } from './support';

const URL_PATH = '/liff/project/get-payment-url';

describeApi('POST /liff/project/get-payment-url', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    worker = await t.user('worker');
  }, 60_000);
  afterAll(() => t.close());

  it('the client owner gets a Checkout URL (JPY reward, back to the contract page); nothing else changes', async () => {
    const id = await t.contract(client, worker, 'awaiting_payment', 30000);
    const res = await client.post(URL_PATH, { contractId: id }).expect(200);
    expect(res.body).toEqual({ url: expect.stringMatching(new RegExp(`^${LOCAL_BASE}/_local/stripe/checkout/cs_test_`)) });
    const sessionId = pathOf(res.body.url).split('/').pop() as string;
    const session = await t.stripe.session(sessionId);
    expect(session).toMatchObject({
      amount_total: 30000,
      currency: 'jpy',
      status: 'open',
      metadata: { contractId: id },
      transfer_group: id,
      success_url: `http://127.0.0.1:5173/client/project-managements/${id}?paid=1`,
      cancel_url: `http://127.0.0.1:5173/client/project-managements/${id}?canceled=1`,
    });
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ status: 'open', attempt: 1, sessionId, amount: 30000 });
    expect(await t.contractDoc(id)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('authorisation: anonymous 401, unverified 403, other client 404, worker party 403, other worker 404', async () => {
    const id = await t.contract(client, worker);
    await t.request().post(URL_PATH).send({ contractId: id }).expect(401);
    const unverified = await t.user('unverified');
    await unverified.post(URL_PATH, { contractId: id }).expect(403);
    const otherClient = await t.user('client');
    const stranger = await otherClient.post(URL_PATH, { contractId: id }).expect(404);
    expect(stranger.body.error.message).toBe('契約が見つかりません');
    const party = await worker.post(URL_PATH, { contractId: id }).expect(403);
    expect(party.body.error.message).toBe('お支払いは発注者のみ行えます');
    const otherWorker = await t.user('worker');
    await otherWorker.post(URL_PATH, { contractId: id }).expect(404);
    expect(await t.store.get(`payments/${id}`)).toBeNull();
  });

  it('bad input is 400 (missing, unknown field, not a string); an unknown id 404', async () => {
    await client.post(URL_PATH, {}).expect(400);
    await client.post(URL_PATH, { contractId: 'x', extra: 1 }).expect(400);
    await client.post(URL_PATH, { contractId: 12 }).expect(400);
    await client.post(URL_PATH, { contractId: '../users' }).expect(404);
    await client.post(URL_PATH, { contractId: 'nope' }).expect(404);
  });

  it.each(['in_progress', 'delivered', 'completed', 'paid_out', 'cancelled'] as const)(
    'a contract %s is 409 with a Japanese message, nothing made',
    async (status) => {
      const id = await t.contract(client, worker, status);
      const res = await client.post(URL_PATH, { contractId: id }).expect(409);
      expect(res.body.error.message).toMatch(/^現在の状態（.+）ではお支払いできません$/);
      expect(await t.store.get(`payments/${id}`)).toBeNull();
    },
  );

  it('reuses the open session, also for 10 parallel calls; a new one once it expired', async () => {
    const id = await t.contract(client, worker);
    const first = (await client.post(URL_PATH, { contractId: id }).expect(200)).body.url as string;
    const again = await Promise.all(Array.from({ length: 10 }, () => client.post(URL_PATH, { contractId: id })));
    expect(new Set(again.map((r) => r.body.url))).toEqual(new Set([first]));

    // Stripe expires it (the fake sends checkout.session.expired to the webhook).
    const sessionId = pathOf(first).split('/').pop() as string;
    await t.stripe.expireCheckoutSession(sessionId);
    await t.stripe.flush();
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ status: 'expired', attempt: 1 });
    const next = (await client.post(URL_PATH, { contractId: id }).expect(200)).body.url as string;
    expect(next).not.toBe(first);
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ status: 'open', attempt: 2 });
  });

  it('10 parallel first calls make one session', async () => {
    const id = await t.contract(client, worker);
    const all = await Promise.all(Array.from({ length: 10 }, () => client.post(URL_PATH, { contractId: id })));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => r.body.url)).size).toBe(1);
  });
});
