/**
 * Money that must not get stuck or go to the wrong place when Stripe behaves as documented, over
 * HTTP with the local stand-in copying those rules (two webhook endpoints and secrets, idempotency
 * keys that replay errors for 24 hours, disputes, Dashboard refunds, deleted accounts):
 *   - a payout waiting for the worker's account is released by the Connect endpoint's event, by
 *     get-connect-status and by the timer, even when no event ever arrives;
 *   - one failing payout or refund never blocks the others;
 *   - no transfer while a card dispute or a refund outside the app holds the contract; both clocks
 *     stand still on hold, and only a decision ends it;
 *   - the fee rate is the contract's own;
 *   - a failed Stripe call is retried under a new key, and a transfer is looked up before it is sent again;
 *   - contracts that could not move (refunded before completion, cancelled with an open session,
 *     a completion that is not the contract's payment) move.
 */
import type { Contract } from '@common/marketplace';
import { runDealTimers } from '../../src/features/contracts/timers';
import { ON_HOLD } from '../../src/features/money/holds';
import { HOLD_FOLLOW_UP } from '../../src/features/contracts/holdNotices';
import { DISPUTE_LABEL, HOLD_PAUSE_NOTE } from '@common/deal';
import { idTokenWithClaims, uniqueUserId, describeApi } from '../support/harness';
import { accept, apply, postJob } from '../notices/support';
import {
  DAY_MS,
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
  type PayApp,
} from './support';

const REWARD = 30000;
const PAYOUT = REWARD - REWARD / 10;
const HOUR_MS = 3_600_000;

/** The caller's notices from the operators (kind admin) about a contract, newest first. */
async function heldNotices(
  caller: { get(path: string): { expect(status: number): Promise<{ body: unknown }> } },
  contractId: string,
) {
  const res = await caller.get('/liff/notices').expect(200);
  const page = res.body as { items: { kind: string; title: string; body: string; path: string }[] };
  return page.items.filter((n) => n.kind === 'admin' && n.path.endsWith(`/${contractId}`));
}

describeApi('money safety against Stripe\u2019s documented behaviour', () => {
  let t: PayApp;
  let client: Caller;
  let adminToken: string;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    adminToken = await idTokenWithClaims(uniqueUserId(), { admin: true });
  }, 60_000);
  afterAll(() => t.close());

  const payment = (id: string) => t.store.get<Record<string, unknown>>(`payments/${id}`);
  const payout = (id: string) => t.store.get<Record<string, unknown>>(`payouts/${id}`);
  const timers = () => runDealTimers(t.deps, t.config.deal);
  const decide = (id: string, decision: string, reason = '双方に確認しました') =>
    t
      .request()
      .post(`/admin/contracts/${id}/hold-decision`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ decision, reason });

  const signed = (type: string, object: object, extra: Record<string, unknown> = {}) => signedEvent(t, type, object, extra);
  const held = (fn: () => Promise<unknown>) => heldDeliveries(t, fn);

  /** 検収 of a delivered contract by the client (the transfer follows when it can). */
  const complete = (id: string) => client.post('/liff/project/complete-process', { contractId: id }).expect(200);

  const chargeOf = async (id: string) => (await payment(id))?.chargeId as string;

  // First: the jobs it posts must still be open (later tests move the clock on by weeks).
  describe('the fee rate is the contract\u2019s', () => {
    it('the accept stamps today\u2019s rate; a contract made at another rate keeps it through 検収 and the transfer', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const job = await postJob(client, 1, REWARD);
      await apply(worker, job.id);
      const id = await accept(client, job.id, worker.uid);
      expect(await t.contractDoc(id)).toMatchObject({ feeRate: 0.1 });
      // As if the contract had been made while the rate was 20 %.
      await t.store.update(`contracts/${id}`, { feeRate: 0.2 });
      const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
      await t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242');
      await t.stripe.flush();
      expect((await viewOf(worker, id)).fee).toEqual({ reward: REWARD, fee: 6000, payout: 24000, rate: 0.2 });
      await worker.post(`/liff/contracts/${id}/deliver`, { message: '納品します' }).expect(200);
      await complete(id);
      const [transfer] = await transfersOf(t, id);
      expect(transfer.amount).toBe(24000);
    });
  });

  describe('payouts that never happened', () => {
    it('account.updated comes to the Connect endpoint with its own secret and event.account, and releases the payout', async () => {
      const worker = await t.user('worker');
      const account = await payoutAccount(t, worker, false);
      const id = await deliveredContract(t, client, worker);
      await complete(id);
      expect(await payout(id)).toMatchObject({ status: 'waiting_account' });
      const made = await held(() =>
        t.stripe.completeOnboarding(account, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' }),
      );
      expect(made).toEqual([expect.objectContaining({ type: 'account.updated', endpoint: 'connect' })]);
      expect(JSON.parse(made[0].payload)).toMatchObject({ account });
      // Stripe signs it with the Connect endpoint's secret: the platform endpoint refuses it.
      const refused = await t.request().post('/stripe/webhook').set('stripe-signature', made[0].signature).send(made[0].payload);
      expect(refused.status).toBe(400);
      expect(await payout(id)).toMatchObject({ status: 'waiting_account' });
      await t.deliver(made[0]).expect(200);
      expect(await payout(id)).toMatchObject({ status: 'transferred', amount: PAYOUT });
      expect(await transfersOf(t, id)).toHaveLength(1);
    });

    it('a platform event posted to the Connect endpoint does not verify there (each endpoint has its own secret)', async () => {
      const event = signed('checkout.session.completed', { id: 'cs_x', object: 'checkout.session' });
      const res = await t.deliver({ ...event, endpoint: 'connect' });
      expect(res.status).toBe(400);
      expect(await t.store.get(`stripeEvents/${event.eventId}`)).toBeNull();
    });

    it('no event ever arrives: get-connect-status finds the account ready and pays the worker', async () => {
      const worker = await t.user('worker');
      const account = await payoutAccount(t, worker, false);
      const id = await deliveredContract(t, client, worker);
      await complete(id);
      await held(() => t.stripe.completeOnboarding(account, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' }));
      expect(await payout(id)).toMatchObject({ status: 'waiting_account' });
      const res = await worker.post('/liff/stripe/get-connect-status').expect(200);
      expect(res.body.status).toBe('success');
      expect(await payout(id)).toMatchObject({ status: 'transferred' });
      expect((await viewOf(worker, id)).status).toBe('paid_out');
    });

    it('no event ever arrives: the scheduled timer pays the worker once the account is ready', async () => {
      const worker = await t.user('worker');
      const account = await payoutAccount(t, worker, false);
      const id = await deliveredContract(t, client, worker);
      await complete(id);
      await held(() => t.stripe.completeOnboarding(account, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' }));
      const report = await timers();
      expect(report.retried).toContain(id);
      expect(await payout(id)).toMatchObject({ status: 'transferred' });
      expect(await transfersOf(t, id)).toHaveLength(1);
    });

    it('a deleted connected account fails its own payout only: the others are paid, the failure is recorded', async () => {
      const broken = await t.user('worker');
      const fine = await t.user('worker');
      const gone = await payoutAccount(t, broken);
      const later = await payoutAccount(t, fine, false);
      const first = await deliveredContract(t, client, broken);
      const second = await deliveredContract(t, client, fine);
      await t.stripe.deleteAccount(gone);
      await complete(first);
      await complete(second);
      await held(() => t.stripe.completeOnboarding(later, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' }));
      const report = await timers();
      expect(report.failed).toContain(first);
      expect(await payout(first)).toMatchObject({
        status: 'requested',
        attempts: 2,
        lastError: expect.stringContaining('No such account'),
        lastAttemptAt: expect.any(Date),
      });
      expect(await payout(second)).toMatchObject({ status: 'transferred' });
      expect(await transfersOf(t, first)).toHaveLength(0);
      // The broken account's owner can still open the app (Stripe no longer knows the account).
      expect((await broken.get('/liff/session').expect(200)).body.connectStatus).toBe('none');
    });

    it('one failing refund does not block the refunds after it', async () => {
      const a = await paidContract(t, client, await t.user('worker'));
      const b = await paidContract(t, client, await t.user('worker'));
      for (const id of [a, b]) {
        await t.store.update(`payments/${id}`, {
          refund: { status: 'requested', reason: 'cancel_agreed', refundId: null, requestedAt: t.clock.now() },
        });
      }
      t.stripe.failNext('refund');
      const report = await timers();
      await t.stripe.flush();
      const failedOne = report.failed.find((x) => x === a || x === b);
      const other = failedOne === a ? b : a;
      expect(failedOne).toBeDefined();
      expect((await payment(failedOne as string))?.refund).toMatchObject({ status: 'requested', attempts: 1 });
      expect((await payment(other))?.refund).toMatchObject({ status: 'succeeded' });
      // The next run refunds the first under a new key (Stripe would replay the stored 500 under the old one).
      await timers();
      await t.stripe.flush();
      expect((await payment(failedOne as string))?.refund).toMatchObject({ status: 'succeeded' });
    });
  });

  describe('payouts that must not happen', () => {
    it('a card dispute holds the contract: 検収 is refused, nothing is transferred, both read why', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      await t.stripe.openDispute(await chargeOf(id));
      await t.stripe.flush();
      const res = await client.post('/liff/project/complete-process', { contractId: id }).expect(409);
      expect(res.body.error.message).toBe(ON_HOLD);
      for (const [p, side] of [
        [client, 'client'],
        [worker, 'worker'],
      ] as const) {
        const seen = await viewOf(p, id);
        expect(seen.dispute?.source).toBe('card_dispute');
        expect(seen.actions).toEqual([]);
        // The room's header agrees with the contract page.
        const room = await p.get(`/liff/rooms/${id}`).expect(200);
        expect(room.body).toMatchObject({ onHold: true, actions: [] });
        // Both are told, once: why, what stops, that they will hear back; the button opens the contract.
        const held = await heldNotices(p, id);
        expect(held).toEqual([
          expect.objectContaining({
            kind: 'admin',
            title: DISPUTE_LABEL.card_dispute,
            path: `/${side}/project-managements/${id}`,
          }),
        ]);
        expect(held[0].body).toContain(HOLD_PAUSE_NOTE);
        expect(held[0].body).toContain(HOLD_FOLLOW_UP);
      }
      // The automatic 検収 waits too.
      t.clock.advance(30 * DAY_MS);
      await timers();
      expect((await viewOf(client, id)).status).toBe('delivered');
      expect(await transfersOf(t, id)).toHaveLength(0);
    });

    it('a dispute after 検収 while the worker had no account: onboarding later transfers nothing', async () => {
      const worker = await t.user('worker');
      const account = await payoutAccount(t, worker, false);
      const id = await deliveredContract(t, client, worker);
      await complete(id);
      await t.stripe.openDispute(await chargeOf(id));
      await t.stripe.completeOnboarding(account, { bankName: 'テスト銀行', branchCode: '001', last4: '1234' });
      await t.stripe.flush();
      await timers();
      expect(await transfersOf(t, id)).toHaveLength(0);
      expect(await payout(id)).toMatchObject({ status: 'waiting_account' });
    });

    it('a partial Dashboard refund is recorded and holds the contract; completing it pays reward - refund - fee', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      await t.stripe.dashboardRefund(await chargeOf(id), 10000);
      await t.stripe.flush();
      expect(await payment(id)).toMatchObject({ refundedAmount: 10000 });
      expect((await viewOf(worker, id)).dispute?.source).toBe('refunded_partially');
      for (const p of [client, worker]) {
        const titles = (await heldNotices(p, id)).map((n) => n.title);
        expect(titles).toEqual([DISPUTE_LABEL.refunded_partially]);
      }
      await complete(id).catch(() => undefined);
      expect(await transfersOf(t, id)).toHaveLength(0);
      await decide(id, 'complete').expect(200);
      await t.stripe.flush();
      const [transfer] = await transfersOf(t, id);
      expect(transfer.amount).toBe(20000 - 2000);
      expect(await payout(id)).toMatchObject({ status: 'transferred', reward: 20000, fee: 2000, amount: 18000 });
      const seen = await viewOf(worker, id);
      expect(seen).toMatchObject({ status: 'paid_out', dispute: null, fee: { reward: 20000, fee: 2000, payout: 18000 } });
    });

    it('a hold is told once: a second Dashboard refund while held adds no notice', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      await t.stripe.dashboardRefund(await chargeOf(id), 5000);
      await t.stripe.flush();
      await t.stripe.dashboardRefund(await chargeOf(id), 5000);
      await t.stripe.flush();
      expect(await payment(id)).toMatchObject({ refundedAmount: 10000 });
      for (const p of [client, worker]) {
        expect((await heldNotices(p, id)).map((n) => n.title)).toEqual([DISPUTE_LABEL.refunded_partially]);
      }
    });

    it('a refund after the payout is flagged for the admins', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      await complete(id);
      expect((await viewOf(client, id)).status).toBe('paid_out');
      await t.stripe.dashboardRefund(await chargeOf(id), 5000);
      await t.stripe.flush();
      expect((await viewOf(client, id)).dispute).toMatchObject({ source: 'refunded_after_payout' });
      expect((await t.contractDoc(id))?.dispute).toMatchObject({ amount: 5000 });
      // The deal is over for both parties: the admins' matter alone.
      for (const p of [client, worker]) expect(await heldNotices(p, id)).toEqual([]);
    });

    it('a refused cancellation: both clocks stand still, a second request is refused, and only a decision ends it', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      await client.post(`/liff/contracts/${id}/request-cancel`, { reason: '予算の都合' }).expect(200);
      await worker.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '納品済みです' }).expect(200);
      const again = await client.post(`/liff/contracts/${id}/request-cancel`, { reason: 'もう一度' }).expect(409);
      expect(again.body.error.message).toBe(ON_HOLD);
      t.clock.advance(60 * DAY_MS);
      const report = await timers();
      expect(report.completed).not.toContain(id);
      expect(report.cancelAccepted).not.toContain(id);
      expect((await viewOf(client, id)).status).toBe('delivered');
      // Released: the deal goes on, and the automatic 検収 counts from the release.
      await decide(id, 'release').expect(200);
      await decide(id, 'release').expect(409);
      const released = await viewOf(client, id);
      expect(released.dispute).toBeNull();
      expect(released.actions).toContain('complete');
      expect(Date.parse(released.delivery?.autoCompleteAt ?? '')).toBeGreaterThan(t.clock.now().getTime() + 6 * DAY_MS);
      await timers();
      expect((await viewOf(client, id)).status).toBe('delivered');
      t.clock.advance(t.config.deal.autoCompleteDays * DAY_MS + HOUR_MS);
      await timers();
      expect((await viewOf(client, id)).status).toBe('paid_out');
    });

    it('ten parallel refund decisions refund once; the contract is cancelled and both parties are told in the room', async () => {
      const worker = await t.user('worker');
      const id = await deliveredContract(t, client, worker);
      await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
      await client.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
      const answers = await Promise.all(Array.from({ length: 10 }, () => decide(id, 'refund')));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
      await t.stripe.flush();
      expect((await viewOf(client, id)).status).toBe('cancelled');
      const charge = await t.store.get<{ amount_refunded: number }>(`_stripeLocal/${await chargeOf(id)}`);
      expect(charge?.amount_refunded).toBe(REWARD);
      const messages = await worker.get(`/liff/rooms/${id}/messages`).expect(200);
      const texts = (messages.body.items as { text: string }[]).map((m) => m.text).join('\n');
      expect(texts).toContain('運営が確認を終え、仮払い金を全額返金することにしました');
    });

    it('hold decisions are for admins only, on contracts on hold, with a reason', async () => {
      const worker = await t.user('worker');
      const id = await paidContract(t, client, worker);
      await client.post(`/admin/contracts/${id}/hold-decision`, { decision: 'release', reason: 'x' }).expect(403);
      await t.request().post(`/admin/contracts/${id}/hold-decision`).send({ decision: 'release', reason: 'x' }).expect(401);
      await decide(id, 'release').expect(409);
      await decide(id, 'pay_everyone').expect(400);
      await decide(id, 'refund', '').expect(400);
      await decide('no-such-contract', 'refund').expect(404);
      expect((await viewOf(client, id)).status).toBe('in_progress');
    });
  });

  describe('retries that were blocked', () => {
    it('a Stripe 500 on Checkout does not block the payment: the next try uses a new key', async () => {
      const worker = await t.user('worker');
      const id = await t.contract(client, worker);
      t.stripe.failNext('checkout');
      await client.post('/liff/project/get-payment-url', { contractId: id }).expect(502);
      const res = await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200);
      expect(res.body.url).toMatch(/\/_local\/stripe\/checkout\/cs_test_/);
      expect(await t.store.get(`stripeKeys/checkout-${id}-1`)).toMatchObject({ generation: 1, failures: 1 });
    });

    it('a Stripe 500 when the payout account is made does not block onboarding: the next try uses a new key', async () => {
      const worker = await t.user('worker');
      t.stripe.failNext('account');
      await worker.post('/liff/stripe/get-login-url').expect(502);
      const res = await worker.post('/liff/stripe/get-login-url').expect(200);
      expect(res.body.kind).toBe('onboarding');
      expect(await t.store.get(`stripeKeys/account-${worker.uid}`)).toMatchObject({ generation: 1, failures: 1 });
    });

    it('a Stripe 500 on the transfer is recorded, and the timer transfers once under a new key', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      t.stripe.failNext('transfer');
      await complete(id);
      expect(await payout(id)).toMatchObject({ status: 'requested', attempts: 1, lastError: expect.stringContaining('500') });
      await timers();
      await timers();
      expect(await transfersOf(t, id)).toHaveLength(1);
      expect(await payout(id)).toMatchObject({ status: 'transferred' });
    });

    it('a transfer whose answer was lost is found, not sent again, even after the key expired (24 h)', async () => {
      const worker = await t.user('worker');
      await payoutAccount(t, worker);
      const id = await deliveredContract(t, client, worker);
      const real = t.stripe.createTransfer.bind(t.stripe);
      const lost = jest.spyOn(t.stripe, 'createTransfer').mockImplementationOnce(async (input) => {
        await real(input);
        throw Object.assign(new Error('socket hang up'), { type: 'StripeConnectionError' });
      });
      await complete(id);
      lost.mockRestore();
      expect(await transfersOf(t, id)).toHaveLength(1);
      expect(await payout(id)).toMatchObject({ status: 'requested' });
      t.clock.advance(25 * HOUR_MS);
      await timers();
      expect(await transfersOf(t, id)).toHaveLength(1);
      expect(await payout(id)).toMatchObject({ status: 'transferred', transferId: (await transfersOf(t, id))[0].id });
      expect((await worker.get('/liff/worker/rewards').expect(200)).body.total).toBe(PAYOUT);
    });
  });

  describe('contracts that could not move', () => {
    it('refunded before checkout.session.completed: the contract can be paid again', async () => {
      const worker = await t.user('worker');
      const id = await t.contract(client, worker);
      const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
      const [completed] = await held(() => t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242'));
      const intent = JSON.parse(completed.payload).data.object.payment_intent as string;
      const { chargeId } = await t.stripe.retrievePaymentIntent(intent);
      await t.stripe.dashboardRefund(chargeId as string);
      await t.stripe.flush();
      await t.deliver(completed).expect(200);
      const again = await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200);
      expect(again.body.url).not.toBe(url);
      await t.stripe.payCheckoutSession(sessionIdOf(again.body.url as string), '4242424242424242');
      await t.stripe.flush();
      expect((await viewOf(client, id)).status).toBe('in_progress');
    });

    it('cancelling before payment expires the open Checkout Session', async () => {
      const worker = await t.user('worker');
      const id = await t.contract(client, worker);
      const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
      await worker.post(`/liff/contracts/${id}/cancel`, { reason: '日程が合わなくなりました' }).expect(200);
      expect((await t.stripe.retrieveCheckoutSession(sessionIdOf(url))).status).toBe('expired');
      const paid = await t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242');
      expect(paid.ok).toBe(false);
    });

    it('a completed session of another amount is not the contract\u2019s payment: refunded, the contract unpaid', async () => {
      const worker = await t.user('worker');
      const id = await t.contract(client, worker);
      const session = await t.stripe.createCheckoutSession({
        amount: 100,
        productName: '別の金額',
        contractId: id,
        successUrl: 'http://127.0.0.1/x',
        cancelUrl: 'http://127.0.0.1/x',
        idempotencyKey: `crafted-${id}`,
      });
      await t.stripe.payCheckoutSession(session.id, '4242424242424242');
      await t.stripe.flush();
      expect((await t.contractDoc(id))?.status).toBe('awaiting_payment');
      const intent = (await t.stripe.retrieveCheckoutSession(session.id)).paymentIntentId as string;
      const { chargeId } = await t.stripe.retrievePaymentIntent(intent);
      expect(await t.store.get(`_stripeLocal/${chargeId}`)).toMatchObject({ refunded: true, amount_refunded: 100 });
    });

    it('an event of the other mode, or naming a connected account, is stored and not acted on', async () => {
      const worker = await t.user('worker');
      const id = await t.contract(client, worker);
      const object = {
        id: `cs_test_${t.store.newId()}`,
        object: 'checkout.session',
        amount_total: REWARD,
        currency: 'jpy',
        payment_status: 'paid',
        payment_intent: `pi_${t.store.newId()}`,
        metadata: { contractId: id },
      };
      const live = signed('checkout.session.completed', object, { livemode: true });
      await t.deliver(live).expect(200);
      expect(await t.store.get(`stripeEvents/${live.eventId}`)).toMatchObject({ outcome: 'ignored_other_mode' });
      const foreign = signed('checkout.session.completed', object, { account: 'acct_someone' });
      await t.deliver(foreign).expect(200);
      expect(await t.store.get(`stripeEvents/${foreign.eventId}`)).toMatchObject({ outcome: 'ignored_connected_account' });
      expect((await t.contractDoc(id))?.status).toBe('awaiting_payment');
    });

    it('a failure after the event is committed answers 500 (Stripe delivers it again), and the redelivery finishes it', async () => {
      const worker = await t.user('worker');
      const id = await t.contract(client, worker);
      const url = (await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200)).body.url as string;
      const [completed] = await held(() => t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242'));
      await client.post(`/liff/contracts/${id}/cancel`, { reason: '別の方にお願いします' }).expect(200);
      t.stripe.failNext('refund');
      const first = await t.deliver(completed);
      expect(first.status).toBe(500);
      const again = await t.deliver(completed).expect(200);
      expect(again.body).toEqual({ received: true, duplicate: true });
      await t.stripe.flush();
      expect((await viewOf(client, id)).payment?.status).toBe('refunded');
    });
  });

  it('the worker reads the hold in plain Japanese on the contract', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker);
    await t.stripe.openDispute(await chargeOf(id));
    await t.stripe.flush();
    const seen: Contract = await viewOf(worker, id);
    expect(seen.dispute?.source).toBe('card_dispute');
  });
});
