/**
 * The local Stripe stand-in answers as Stripe does in what the app depends on (its docs):
 * idempotency keys replay the first response, errors included, for 24 hours and refuse other
 * parameters; the platform's events and connected accounts' events are signed with the two
 * endpoints' secrets, the latter carrying `account`; a disputed charge cannot be refunded; a
 * deleted account is gone; a connected account's balance is paid out to its bank (payout.* events
 * with `account`), a failed payout's money rides the next, and a payout lists what it carried.
 */
import Stripe from 'stripe';
import { MemoryStore } from '../../src/adapters/store/memory';
import { LocalStripe, LocalStripeError, type LocalWebhookDelivery } from '../../src/adapters/stripe/local';

const PLATFORM = 'whsec_platform_test';
const CONNECT = 'whsec_connect_test';
const offline = new Stripe('sk_test_offline');

function setUp() {
  let now = Date.UTC(2026, 10, 26, 3, 0, 0);
  const store = new MemoryStore();
  const stripe = new LocalStripe(store, {
    webhookSecret: PLATFORM,
    connectWebhookSecret: CONNECT,
    now: () => new Date(now),
  });
  const sent: LocalWebhookDelivery[] = [];
  stripe.setWebhookTarget(async (d) => {
    sent.push(d);
  });
  return { stripe, store, sent, advance: (ms: number) => (now += ms) };
}

const session = (stripe: LocalStripe, key: string, amount = 30000) =>
  stripe.createCheckoutSession({
    amount,
    productName: '撮影',
    contractId: 'c1',
    successUrl: 'http://127.0.0.1/ok',
    cancelUrl: 'http://127.0.0.1/no',
    idempotencyKey: key,
  });

async function paidCharge(stripe: LocalStripe, key: string): Promise<{ intent: string; charge: string }> {
  const s = await session(stripe, key);
  await stripe.payCheckoutSession(s.id, '4242424242424242');
  const intent = (await stripe.retrieveCheckoutSession(s.id)).paymentIntentId as string;
  return { intent, charge: (await stripe.retrievePaymentIntent(intent)).chargeId as string };
}

describe('LocalStripe: idempotency as Stripe keeps it', () => {
  it('the same key gives the same object; other parameters under it are an idempotency_error', async () => {
    const { stripe } = setUp();
    const a = await session(stripe, 'k1');
    expect((await session(stripe, 'k1')).id).toBe(a.id);
    await expect(session(stripe, 'k1', 40000)).rejects.toMatchObject({ code: 'idempotency_error', statusCode: 400 });
  });

  it('a failure is stored under its key and replayed for 24 hours, then the key is new', async () => {
    const { stripe, advance } = setUp();
    stripe.failNext('checkout');
    await expect(session(stripe, 'k2')).rejects.toMatchObject({ code: 'api_error', statusCode: 500 });
    // Stripe answers the retry with the stored 500, not a new try.
    await expect(session(stripe, 'k2')).rejects.toMatchObject({ code: 'api_error', statusCode: 500 });
    advance(23 * 3600_000);
    await expect(session(stripe, 'k2')).rejects.toBeInstanceOf(LocalStripeError);
    advance(2 * 3600_000);
    await expect(session(stripe, 'k2')).resolves.toMatchObject({ status: 'open' });
    // Another key works at once.
    stripe.failNext('checkout');
    await expect(session(stripe, 'k3')).rejects.toMatchObject({ statusCode: 500 });
    await expect(session(stripe, 'k3-r1')).resolves.toMatchObject({ status: 'open' });
  });

  it('a transfer key older than 24 hours makes a second transfer: the stand-in does not save the caller', async () => {
    const { stripe, advance } = setUp();
    const { charge } = await paidCharge(stripe, 'pay');
    const account = await stripe.createExpressAccount({ metadata: { uid: 'U1' }, idempotencyKey: 'acct-U1' });
    await stripe.completeOnboarding(account.id, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' });
    const input = { amount: 1000, destination: account.id, sourceTransaction: charge, transferGroup: 'c1', idempotencyKey: 't1' };
    const first = await stripe.createTransfer(input);
    expect((await stripe.createTransfer(input)).id).toBe(first.id);
    advance(25 * 3600_000);
    expect((await stripe.createTransfer(input)).id).not.toBe(first.id);
    expect(await stripe.listTransfers('c1')).toHaveLength(2);
  });
});

describe('LocalStripe: webhooks to two endpoints', () => {
  it('platform events are signed with the platform secret; account.updated with the Connect secret and `account`', async () => {
    const { stripe, sent } = setUp();
    await paidCharge(stripe, 'pay');
    const account = await stripe.createExpressAccount({ metadata: { uid: 'U1' }, idempotencyKey: 'acct-U1' });
    await stripe.completeOnboarding(account.id, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' });
    await stripe.flush();
    const completed = sent.find((d) => d.type === 'checkout.session.completed') as LocalWebhookDelivery;
    const updated = sent.find((d) => d.type === 'account.updated') as LocalWebhookDelivery;
    expect(completed.endpoint).toBe('platform');
    expect(updated.endpoint).toBe('connect');
    expect(offline.webhooks.constructEvent(completed.payload, completed.signature, PLATFORM).account).toBeUndefined();
    expect(offline.webhooks.constructEvent(updated.payload, updated.signature, CONNECT).account).toBe(account.id);
    expect(() => offline.webhooks.constructEvent(updated.payload, updated.signature, PLATFORM)).toThrow();
    expect(stripe.constructEvent(Buffer.from(updated.payload), updated.signature, 'connect')).toMatchObject({
      type: 'account.updated',
      account: account.id,
      livemode: false,
    });
  });
});

describe('LocalStripe: what operators and card holders do', () => {
  it('a partial Dashboard refund emits charge.refunded with the cumulative amount; the rest can be refunded later', async () => {
    const { stripe, sent } = setUp();
    const { intent, charge } = await paidCharge(stripe, 'pay');
    await stripe.dashboardRefund(charge, 10000);
    await stripe.flush();
    const event = JSON.parse(sent.filter((d) => d.type === 'charge.refunded').at(-1)?.payload ?? '{}');
    expect(event.data.object).toMatchObject({ amount_refunded: 10000, refunded: false });
    const rest = await stripe.createRefund({ paymentIntentId: intent, idempotencyKey: 'r1' });
    expect(rest.amount).toBe(20000);
    await expect(stripe.createRefund({ paymentIntentId: intent, idempotencyKey: 'r2' })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('a disputed charge cannot be refunded (charge_disputed); the dispute names the payment intent', async () => {
    const { stripe, sent } = setUp();
    const { intent, charge } = await paidCharge(stripe, 'pay');
    const dispute = await stripe.openDispute(charge);
    await stripe.flush();
    expect(dispute).toMatchObject({ charge, payment_intent: intent, amount: 30000 });
    expect(sent.at(-1)?.type).toBe('charge.dispute.created');
    await expect(stripe.createRefund({ paymentIntentId: intent, idempotencyKey: 'r1' })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
  });

  it('a deleted connected account is gone for every call', async () => {
    const { stripe } = setUp();
    const { charge } = await paidCharge(stripe, 'pay');
    const account = await stripe.createExpressAccount({ metadata: { uid: 'U1' }, idempotencyKey: 'acct-U1' });
    await stripe.completeOnboarding(account.id, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' });
    await stripe.deleteAccount(account.id);
    await expect(stripe.retrieveAccount(account.id)).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
    await expect(
      stripe.createTransfer({
        amount: 1000,
        destination: account.id,
        sourceTransaction: charge,
        transferGroup: 'c1',
        idempotencyKey: 't',
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});

describe('LocalStripe: connected accounts’ balances and bank payouts', () => {
  async function transferTo(stripe: LocalStripe, key: string, amount: number, availableAfterDays = 0, store?: MemoryStore) {
    const { charge } = await paidCharge(stripe, key);
    if (availableAfterDays && store) {
      // As if the card's funds were still pending on the platform.
      const ch = await store.get<{ created: number }>(`_stripeLocal/${charge}`);
      await store.update(`_stripeLocal/${charge}`, { available_on: (ch?.created ?? 0) + availableAfterDays * 86400 });
    }
    return { charge, amount };
  }

  it('a transfer is a payment on the account, available with its charge; payOut carries what is available', async () => {
    const { stripe, store, sent, advance } = setUp();
    const account = await stripe.createExpressAccount({ metadata: { uid: 'U2' }, idempotencyKey: 'acct-U2' });
    await stripe.completeOnboarding(account.id, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' });
    expect((await stripe.retrieveAccount(account.id)).payoutSchedule).toEqual({
      interval: 'weekly',
      delayDays: 4,
      weeklyDays: ['friday'],
      monthlyDays: [],
    });
    const now = await transferTo(stripe, 'p1', 27000);
    const later = await transferTo(stripe, 'p2', 9000, 3, store);
    const send = (c: { charge: string; amount: number }, key: string) =>
      stripe.createTransfer({
        amount: c.amount,
        destination: account.id,
        sourceTransaction: c.charge,
        transferGroup: key,
        idempotencyKey: key,
      });
    const t1 = await send(now, 't1');
    await send(later, 't2');
    expect(t1.destinationPayment).toMatch(/^py_/);
    expect(await stripe.balance(account.id)).toEqual({ available: 27000, pending: 9000 });

    const po = await stripe.payOut(account.id);
    expect(po).toMatchObject({ amount: 27000, status: 'pending', automatic: true, destination: expect.stringMatching(/^ba_/) });
    // 2026-11-26 is a Thursday: the next business day is Friday 2026-11-27, midnight JST.
    expect(new Date(po.arrival_date * 1000).toISOString()).toBe('2026-11-26T15:00:00.000Z');
    const created = sent.at(-1)!;
    expect([created.type, created.endpoint, JSON.parse(created.payload).account]).toEqual([
      'payout.created',
      'connect',
      account.id,
    ]);
    expect(JSON.parse(created.payload).data.object).not.toHaveProperty('account');
    expect(await stripe.listPayoutSources(account.id, po.id)).toEqual(expect.arrayContaining([t1.destinationPayment, po.id]));

    // Nothing available until the second charge's funds are.
    await expect(stripe.payOut(account.id)).rejects.toMatchObject({ code: 'balance_insufficient' });
    advance(3 * 86400_000);
    expect((await stripe.payOut(account.id)).amount).toBe(9000);
  });

  it('a failed payout’s money rides the next payout; paid can still fail; another account’s payout is a 404', async () => {
    const { stripe, sent } = setUp();
    const account = await stripe.createExpressAccount({ metadata: { uid: 'U3' }, idempotencyKey: 'acct-U3' });
    await stripe.completeOnboarding(account.id, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' });
    const other = await stripe.createExpressAccount({ metadata: { uid: 'U4' }, idempotencyKey: 'acct-U4' });
    const c = await transferTo(stripe, 'p3', 27000);
    await stripe.createTransfer({
      amount: 27000,
      destination: account.id,
      sourceTransaction: c.charge,
      transferGroup: 't3',
      idempotencyKey: 't3',
    });
    const first = await stripe.payOut(account.id);
    await stripe.settlePayout(first.id, 'paid');
    const failed = await stripe.settlePayout(first.id, 'failed', 'no_account');
    expect(failed).toMatchObject({
      status: 'failed',
      failure_code: 'no_account',
      failure_balance_transaction: expect.stringMatching(/^txn_/),
    });
    expect(sent.slice(-2).map((d) => d.type)).toEqual(['payout.paid', 'payout.failed']);
    await expect(stripe.settlePayout(first.id, 'paid')).rejects.toMatchObject({ code: 'payout_not_updatable' });
    const second = await stripe.payOut(account.id);
    expect(second.amount).toBe(27000);
    expect(await stripe.listPayoutSources(account.id, second.id)).toContain(first.id);
    await expect(stripe.listPayoutSources(other.id, second.id)).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(stripe.payOut(other.id)).rejects.toMatchObject({ code: 'payouts_not_allowed' });
  });

  it('a transfer reversal is taken off the account’s balance', async () => {
    const { stripe } = setUp();
    const account = await stripe.createExpressAccount({ metadata: { uid: 'U5' }, idempotencyKey: 'acct-U5' });
    await stripe.completeOnboarding(account.id, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' });
    const c = await transferTo(stripe, 'p5', 27000);
    const t = await stripe.createTransfer({
      amount: 27000,
      destination: account.id,
      sourceTransaction: c.charge,
      transferGroup: 't5',
      idempotencyKey: 't5',
    });
    await stripe.createTransferReversal({ transferId: t.id, amount: 7000, idempotencyKey: 'r5' });
    expect(await stripe.balance(account.id)).toEqual({ available: 20000, pending: 0 });
  });
});
