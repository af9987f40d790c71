/**
 * The marketplace demo data: consistent with the rules the API keeps (counters, statuses, one room
 * per contract), covering every state, and showing on the screens' endpoints at once. The deal's
 * part (docs/data.md#demo-data): contracts in every state of the machine for the default demo
 * client and worker, plausible timelines, payments, payouts and earnings that agree with them, and
 * local Stripe objects the stand-in can work on.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_STATUSES, transition, type PendingCancel } from '@common/contractMachine';
import { DEFAULT_AUTO_COMPLETE_DAYS } from '@common/deal';
import type { Application, Contract, ContractStatus, Job, Page, PublicWorker } from '@common/marketplace';
import { buildSeed } from '../../src/local/seed';
import { DEMO_MARKETPLACE_USERS as U, DEMO_PAYOUT_ACCOUNTS } from '../../src/local/seedMarketplace';
import { demoStripeIds } from '../../src/local/seedDeal';
import { MemoryStore } from '../../src/adapters/store/memory';
import { LocalStripe, type LocalCheckoutSession, type LocalStripeAccount } from '../../src/adapters/stripe/local';
import type { ApplicationDoc } from '../../src/documents/applications';
import type { ContractDoc } from '../../src/documents/contracts';
import { jstMonth } from '@common/dates';
import type { EarningsDoc } from '../../src/documents/earnings';
import type { PaymentDoc } from '../../src/documents/payments';
import type { PayoutDoc } from '../../src/documents/payouts';
import type { BankPayoutDoc } from '../../src/documents/bankPayouts';
import { feeForJob as feeFor } from '../../src/features/money/fees';
import type { JobDoc } from '../../src/documents/jobs';
import type { ListingDoc } from '../../src/documents/listings';
import type { UserDoc } from '../../src/documents/users';
import type { DocData } from '../../src/ports/store';
import { describeApi, exchangeCustomToken } from '../support/harness';
import { createMarketApp, unindexedQueries, type MarketApp, type Party } from './support';

const now = new Date();
const docs = buildSeed(mkdtempSync(join(tmpdir(), 'seed-')), now);
const of = <T>(prefix: RegExp) =>
  Object.entries(docs)
    .filter(([p]) => prefix.test(p))
    .map(([p, d]) => [p, d as unknown as T] as const);

describe('marketplace demo data', () => {
  const jobs = of<JobDoc>(/^jobs\/demo-[^/]+$/).map(([, d]) => d);
  const apps = of<ApplicationDoc>(/^jobs\/demo-[^/]+\/applications\//).map(([, d]) => d);
  const contracts = of<ContractDoc>(/^contracts\/demo-/).map(([, d]) => d);
  const listings = of<ListingDoc>(/^listings\/demo-/).map(([, d]) => d);

  test('covers every state', () => {
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(['published', 'stopped', 'closed']));
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set(['pending', 'accepted', 'declined', 'withdrawn']));
    expect(new Set(contracts.map((c) => c.status))).toEqual(new Set(CONTRACT_STATUSES));
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set(['published', 'stopped']));
    expect(jobs.some((j) => j.status === 'published' && j.applicantCount === 0)).toBe(true);
    expect(jobs.some((j) => j.status === 'published' && j.applicantCount > 0)).toBe(true);
  });

  test('counters and statuses agree with the applications and contracts', () => {
    for (const job of jobs) {
      const mine = apps.filter((a) => a.jobId === job.id);
      expect([job.id, job.applicantCount]).toEqual([job.id, mine.filter((a) => a.status !== 'withdrawn').length]);
      const live = contracts.filter((c) => c.jobId === job.id && c.status !== 'cancelled');
      expect([job.id, job.acceptedCount]).toEqual([job.id, live.length]);
      // A cancellation never reopens a job: a full one stays closed with its freed places to answer.
      const freed = job.freedPlaces ?? 0;
      const cancelled = contracts.filter((c) => c.jobId === job.id && c.status === 'cancelled').length;
      expect(freed).toBeLessThanOrEqual(cancelled);
      if (job.status !== 'stopped')
        expect([job.id, job.status]).toEqual([job.id, live.length >= job.capacity || freed > 0 ? 'closed' : 'published']);
    }
    // The demo shows the question: a job a cancelled contract left with a place to answer for.
    expect(jobs.some((j) => (j.freedPlaces ?? 0) > 0)).toBe(true);
    for (const c of contracts) {
      const app = apps.find((a) => a.jobId === c.jobId && a.workerId === c.workerId);
      expect(app).toMatchObject({ status: 'accepted', contractId: c.id });
      expect(docs[`rooms/${c.id}`]).toMatchObject({ contractId: c.id, members: [c.clientId, c.workerId] });
      expect(c.history.at(-1)?.status).toBe(c.status);
    }
  });

  test('every party has an active user and a profile of their side', () => {
    const user = (uid: string) => docs[`users/${uid}`] as DocData as unknown as UserDoc;
    for (const job of jobs) {
      expect(user(job.clientId)).toMatchObject({ isActive: true, type: 'client' });
      expect(docs[`users/${job.clientId}/profiles/client`]).toBeDefined();
    }
    for (const a of apps) {
      expect(user(a.workerId)).toMatchObject({ isActive: true, type: 'worker', isWorker: true });
      expect(docs[`users/${a.workerId}/profiles/worker`]).toMatchObject({ occupation: 'カメラマン' });
    }
    for (const l of listings) expect(user(l.workerId)).toMatchObject({ type: 'worker' });
  });

  test('the default demo client and worker each have a contract in every state', () => {
    const statusesOf = (pick: (c: ContractDoc) => boolean) => new Set(contracts.filter(pick).map((c) => c.status));
    expect(statusesOf((c) => c.clientId === U.clientLumiere)).toEqual(new Set(CONTRACT_STATUSES));
    expect(statusesOf((c) => c.workerId === U.workerSato)).toEqual(new Set(CONTRACT_STATUSES));
  });

  test('every timeline is a sequence the state machine allows, in time order, before now', () => {
    for (const c of contracts) {
      const [opening, ...events] = c.history;
      expect([c.id, opening]).toEqual([c.id, { status: 'awaiting_payment', at: c.createdAt, by: c.clientId }]);
      let status: ContractStatus = 'awaiting_payment';
      let pending: PendingCancel | null = null;
      let last = opening.at.getTime();
      for (const e of events) {
        const where = `${c.id} ${e.action}`;
        expect([where, e.action && e.actor]).toEqual([where, expect.any(String)]);
        const step = transition(status, e.action!, e.actor!, pending);
        expect([where, step]).toEqual([where, expect.objectContaining({ ok: true, to: e.status })]);
        expect([where, e.by]).toEqual([where, { client: c.clientId, worker: c.workerId, system: null }[e.actor!]]);
        expect(e.at.getTime()).toBeGreaterThan(last);
        if (['deliver', 'request_revision', 'request_cancel', 'refuse_cancel'].includes(e.action!)) {
          expect([where, e.note]).toEqual([where, expect.stringMatching(/\S/)]);
        }
        if (e.action === 'request_cancel') pending = { by: e.actor as PendingCancel['by'], from: status };
        if (e.action === 'accept_cancel' || e.action === 'refuse_cancel') pending = null;
        status = e.status;
        last = e.at.getTime();
      }
      expect(last).toBeLessThan(now.getTime());
      expect([c.id, c.status, c.updatedAt.getTime()]).toEqual([c.id, status, last]);
    }
  });

  test('the contract fields follow the timeline: cancellation request, delivery, reminders, dispute', () => {
    const lastEvent = (c: ContractDoc, action: string) => c.history.filter((e) => e.action === action).at(-1);
    for (const c of contracts) {
      if (c.status === 'cancel_requested') {
        const req = lastEvent(c, 'request_cancel')!;
        expect(c.pendingCancel).toEqual({ by: req.actor, from: c.history.at(-2)!.status, reason: req.note, at: req.at });
      } else expect([c.id, c.pendingCancel ?? null]).toEqual([c.id, null]);
      if (c.status === 'delivered') {
        const d = lastEvent(c, 'deliver')!;
        expect(c.delivery).toEqual({ message: d.note, at: d.at });
      }
      const refused = lastEvent(c, 'refuse_cancel');
      expect([c.id, c.dispute ?? null]).toEqual([c.id, refused ? { source: 'refused_cancel', at: refused.at } : null]);
    }
    // One delivery 5 days old: automatic 検収 in 2 days (default 7), the 2-days-before reminder sent.
    const fiveDays = contracts.filter(
      (c) => c.status === 'delivered' && Math.floor((now.getTime() - c.delivery!.at.getTime()) / 86_400_000) === 5,
    );
    expect(fiveDays.map((c) => [c.clientId, c.remindersSent])).toEqual([[U.clientLumiere, [2]]]);
    expect(DEFAULT_AUTO_COMPLETE_DAYS).toBe(7);
    expect(contracts.filter((c) => c.dispute).map((c) => c.status)).toEqual(['in_progress']);
  });

  const payments = of<PaymentDoc>(/^payments\//).map(([, d]) => d);
  const payouts = of<PayoutDoc>(/^payouts\//).map(([, d]) => d);
  const stripeLocal = <T>(id: string | null | undefined) => (id ? (docs[`_stripeLocal/${id}`] as unknown as T) : undefined);
  const userOf = (uid: string) => docs[`users/${uid}`] as unknown as UserDoc;

  test('every paid contract has its payment; refunds follow the cancellation', () => {
    const paid = contracts.filter((c) => c.history.some((e) => e.action === 'pay'));
    expect(payments.map((p) => p.contractId).sort()).toEqual(paid.map((c) => c.id).sort());
    for (const c of paid) {
      const p = payments.find((x) => x.contractId === c.id)!;
      expect(p).toMatchObject({
        clientId: c.clientId,
        workerId: c.workerId,
        amount: c.reward,
        status: 'paid',
        paidAt: c.history.find((e) => e.action === 'pay')!.at,
        paymentIntentId: expect.stringMatching(/^pi_/),
        chargeId: expect.stringMatching(/^ch_/),
        cardBrand: 'visa',
        cardLast4: '4242',
        title: c.title,
      });
      const refund = { refunding: 'created', cancelled: 'succeeded' }[c.status as string] ?? null;
      expect([c.id, p.refund?.status ?? null]).toEqual([c.id, refund]);
      if (refund === 'succeeded') expect(p.refund?.succeededAt).toEqual(c.history.at(-1)!.at);
    }
    // Nothing was paid before the awaiting ones, nor on the contract cancelled before payment.
    expect(contracts.filter((c) => c.status === 'awaiting_payment' && payments.some((p) => p.contractId === c.id))).toEqual([]);
  });

  test('payouts follow 検収; earnings are the sum of the transfers', () => {
    const completed = contracts.filter((c) => c.history.some((e) => e.action === 'complete'));
    expect(payouts.map((p) => p.contractId).sort()).toEqual(completed.map((c) => c.id).sort());
    for (const c of completed) {
      const p = payouts.find((x) => x.contractId === c.id)!;
      const fee = feeFor(c.reward);
      expect(p).toMatchObject({ workerId: c.workerId, reward: c.reward, fee: fee.fee, amount: fee.payout });
      const account = userOf(c.workerId).stripeAccount;
      const expected = c.status === 'paid_out' ? 'transferred' : account ? 'requested' : 'waiting_account';
      expect([c.id, p.status]).toEqual([c.id, expected]);
      if (p.status === 'transferred') {
        expect(p).toMatchObject({
          transferId: expect.stringMatching(/^tr_/),
          destination: account,
          transferredAt: c.history.at(-1)!.at,
        });
      } else expect(p).toMatchObject({ transferId: null, destination: null, transferredAt: null });
    }
    expect(payouts.filter((p) => p.status === 'waiting_account').length).toBeGreaterThan(0);
    const transferred = payouts.filter((p) => p.status === 'transferred');
    const workers = new Set(transferred.map((p) => p.workerId));
    expect(
      of<EarningsDoc>(/^earnings\//)
        .map(([, e]) => e.workerId)
        .sort(),
    ).toEqual([...workers].sort());
    for (const uid of workers) {
      const mine = transferred.filter((p) => p.workerId === uid);
      const e = docs[`earnings/${uid}`] as unknown as EarningsDoc;
      expect(e.total).toBe(mine.reduce((a, p) => a + p.amount, 0));
      const months: Record<string, number> = {};
      for (const p of mine) months[jstMonth(p.transferredAt!)] = (months[jstMonth(p.transferredAt!)] ?? 0) + p.amount;
      expect(e.months).toEqual(months);
    }
    // The transfer history spans more than one month.
    expect(Object.keys((docs[`earnings/${U.workerSato}`] as unknown as EarningsDoc).months).length).toBeGreaterThan(1);
  });

  test('one demo worker has a payout account, another (with a payout waiting) has none', () => {
    const acct = userOf(U.workerSato).stripeAccount;
    expect(acct).toBe(DEMO_PAYOUT_ACCOUNTS[U.workerSato]);
    expect(stripeLocal<LocalStripeAccount>(acct)).toMatchObject({
      payoutsEnabled: true,
      detailsSubmitted: true,
      bankAccounts: [{ bankName: 'みずほ銀行', branchCode: '001', last4: '4321', isDefault: true }],
    });
    expect(userOf(U.workerTakahashi).stripeAccount).toBeNull();
    expect(payouts.filter((p) => p.status === 'waiting_account').map((p) => p.workerId)).toEqual([U.workerTakahashi]);
  });

  test('every payment has its Checkout Session, payment intent and charge in _stripeLocal; every transfer too', () => {
    for (const p of payments) {
      const ids = demoStripeIds(p.contractId);
      expect([p.sessionId, p.paymentIntentId, p.chargeId]).toEqual([ids.session, ids.paymentIntent, ids.charge]);
      expect(stripeLocal<LocalCheckoutSession>(p.sessionId)).toMatchObject({
        status: 'complete',
        payment_status: 'paid',
        payment_intent: p.paymentIntentId,
        amount_total: p.amount,
        metadata: { contractId: p.contractId },
      });
      expect(stripeLocal(p.paymentIntentId)).toMatchObject({
        object: 'payment_intent',
        amount: p.amount,
        status: 'succeeded',
        latest_charge: p.chargeId,
      });
      const refunded = !!p.refund;
      expect(stripeLocal(p.chargeId)).toMatchObject({
        object: 'charge',
        amount: p.amount,
        payment_intent: p.paymentIntentId,
        refunded,
        amount_refunded: refunded ? p.amount : 0,
        payment_method_details: { card: { brand: p.cardBrand, last4: p.cardLast4 } },
      });
      if (p.refund) {
        expect(stripeLocal(p.refund.refundId)).toMatchObject({ object: 'refund', amount: p.amount, charge: p.chargeId });
      }
    }
    for (const p of payouts.filter((x) => x.status === 'transferred')) {
      const payment = payments.find((x) => x.contractId === p.contractId)!;
      expect(stripeLocal(p.transferId)).toMatchObject({
        object: 'transfer',
        amount: p.amount,
        destination: p.destination,
        source_transaction: payment.chargeId,
        transfer_group: p.contractId,
      });
    }
  });

  test('every transfer reached the bank on its payout schedule’s day: a paid bank payout with its date', () => {
    const transferred = payouts.filter((x) => x.status === 'transferred');
    expect(transferred.length).toBeGreaterThan(0);
    for (const p of transferred) {
      const ids = demoStripeIds(p.contractId);
      expect(p).toMatchObject({
        destinationPayment: ids.payment,
        expectedArrivalOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(stripeLocal(p.transferId)).toMatchObject({ destination_payment: ids.payment });
      expect(p.bankPayoutId).toBe(ids.payout);
      const bank = docs[`bankPayouts/${ids.payout}`] as unknown as BankPayoutDoc;
      expect(bank).toMatchObject({
        status: 'paid',
        accountId: p.destination,
        workerId: p.workerId,
        amount: p.amount,
        automatic: true,
      });
      // Paid on the day the schedule gave (midnight in Japan), before now.
      expect(bank.arrivalDate).toEqual(new Date(`${p.expectedArrivalOn}T00:00:00+09:00`));
      expect(bank.arrivalDate.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(stripeLocal(ids.payout)).toMatchObject({
        object: 'payout',
        status: 'paid',
        arrival_date: bank.arrivalDate.getTime() / 1000,
      });
      expect(stripeLocal(ids.paymentTxn)).toMatchObject({ source: ids.payment, payout: ids.payout, account: p.destination });
    }
  });

  test('the local Stripe stand-in works on the seeded objects: reads, a transfer and refunds', async () => {
    const store = new MemoryStore({ seed: docs });
    const stripe = new LocalStripe(store, { now: () => now });
    for (const p of payments) {
      await expect(stripe.retrievePaymentIntent(p.paymentIntentId!)).resolves.toEqual({
        id: p.paymentIntentId,
        status: 'succeeded',
        amount: p.amount,
        chargeId: p.chargeId,
        cardBrand: 'visa',
        cardLast4: '4242',
        availableOn: p.availableOn,
      });
    }
    const acct = DEMO_PAYOUT_ACCOUNTS[U.workerSato];
    await expect(stripe.retrieveAccount(acct)).resolves.toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    await expect(stripe.listBankAccounts(acct)).resolves.toEqual([expect.objectContaining({ last4: '4321', isDefault: true })]);
    // The transfer still owed after 検収 can be made from the seeded charge.
    const owed = payouts.find((p) => p.status === 'requested')!;
    const charge = payments.find((p) => p.contractId === owed.contractId)!.chargeId!;
    await expect(
      stripe.createTransfer({
        amount: owed.amount,
        destination: acct,
        sourceTransaction: charge,
        transferGroup: owed.contractId,
        idempotencyKey: `transfer-${owed.contractId}`,
      }),
    ).resolves.toMatchObject({ amount: owed.amount, destination: acct, sourceTransaction: charge });
    // A held payment (cancellation requested) can be refunded; a refunded one cannot be again.
    const held = payments.find((p) => contracts.find((c) => c.id === p.contractId)?.status === 'cancel_requested')!;
    await expect(
      stripe.createRefund({ paymentIntentId: held.paymentIntentId!, idempotencyKey: `refund-${held.contractId}` }),
    ).resolves.toMatchObject({ amount: held.amount, status: 'succeeded' });
    const refunded = payments.find((p) => p.refund?.status === 'succeeded')!;
    await expect(
      stripe.createRefund({ paymentIntentId: refunded.paymentIntentId!, idempotencyKey: `refund-again-${refunded.contractId}` }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });
});

describeApi('marketplace demo data over the API', () => {
  let t: MarketApp;
  const as: Record<string, Party> = {};

  beforeAll(async () => {
    t = await createMarketApp();
    for (const [path, data] of Object.entries(docs)) await t.store.set(path, data);
    await Promise.all(
      Object.values(U).map(async (uid) => {
        as[uid] = t.party(uid, await exchangeCustomToken(await t.deps.auth.createCustomToken(uid)));
      }),
    );
  }, 30_000);
  afterAll(() => t?.close());

  test('a client sees their jobs, applicants and contracts', async () => {
    const lumiere = as[U.clientLumiere];
    const published = await lumiere.get('/liff/client/jobs?status=published').expect(200);
    expect(published.body.items.length).toBeGreaterThanOrEqual(3);
    const applicants = await lumiere.get('/liff/jobs/demo-job-01/applications').expect(200);
    expect((applicants.body.items as Application[]).map((a) => [a.worker.name, a.status])).toEqual(
      expect.arrayContaining([
        ['佐藤 健太', 'pending'],
        ['鈴木 あおい', 'pending'],
        ['高橋 蓮', 'declined'],
      ]),
    );
    const ongoing = await lumiere.get('/liff/contracts?state=ongoing').expect(200);
    expect((ongoing.body.items as Contract[]).map((c) => c.status).sort()).toEqual(
      ['awaiting_payment', 'cancel_requested', 'delivered', 'in_progress', 'refunding'].sort(),
    );
    expect((ongoing.body.items as Contract[]).find((c) => c.id === 'demo-contract-01')?.actions).toEqual(['cancel']);
    const finished = await lumiere.get('/liff/contracts?state=finished').expect(200);
    expect((finished.body.items as Contract[]).map((c) => c.status).sort()).toEqual([
      'cancelled',
      'cancelled',
      'completed',
      'paid_out',
    ]);
    const stopped = await as[U.clientBloom].get('/liff/client/jobs?status=stopped').expect(200);
    expect((stopped.body.items as Job[]).map((j) => j.title)).toEqual(['成人式シーズン向けキャンペーン写真']);
  });

  test('a worker sees open jobs, their applications and contracts', async () => {
    const sato = as[U.workerSato];
    // Other seeds (the browser journeys') add open jobs too: walk every page.
    const open: Job[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: Page<Job> } = await sato
        .get(`/liff/jobs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
        .expect(200);
      open.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    const demo = open
      .filter((j) => j.id.startsWith('demo-'))
      .map((j) => j.id)
      .sort();
    // Published with a deadline ahead; stopped and closed ones are not open.
    expect(demo).toEqual(['demo-job-01', 'demo-job-02', 'demo-job-04', 'demo-job-07', 'demo-job-09', 'demo-job-11']);
    expect(open.find((j) => j.id === 'demo-job-01')?.myApplication).toMatchObject({ status: 'pending' });
    const mine = await sato.get('/liff/worker/applications').expect(200);
    expect((mine.body.items as Application[]).length).toBeGreaterThanOrEqual(4);
    const ongoing = await sato.get('/liff/contracts?state=ongoing').expect(200);
    expect((ongoing.body.items as Contract[]).map((c) => c.status).sort()).toEqual(
      ['awaiting_payment', 'cancel_requested', 'delivered', 'delivered', 'in_progress', 'refunding'].sort(),
    );
    const finished = await sato.get('/liff/contracts?state=finished').expect(200);
    expect((finished.body.items as Contract[]).map((c) => c.status).sort()).toEqual([
      'cancelled',
      'completed',
      'paid_out',
      'paid_out',
      'paid_out',
    ]);
    const declined = await as[U.workerTakahashi].get('/liff/jobs/demo-job-01').expect(200);
    expect(declined.body.myApplication).toMatchObject({ status: 'declined' });
  });

  test('the deal states show on the contract pages of both sides', async () => {
    const lumiere = as[U.clientLumiere];
    const sato = as[U.workerSato];
    const get = async (p: Party, id: string) => (await p.get(`/liff/contracts/${id}`).expect(200)).body as Contract;
    // Delivered 5 days ago: the client confirms or asks for a revision; automatic 検収 in 2 days.
    const delivered = await get(lumiere, 'demo-contract-08');
    expect(delivered.actions).toEqual(expect.arrayContaining(['complete', 'request_revision']));
    expect(Date.parse(delivered.delivery!.autoCompleteAt) - Date.parse(delivered.delivery!.at)).toBe(7 * 86_400_000);
    expect(delivered.payment).toMatchObject({ status: 'paid', cardBrand: 'visa', cardLast4: '4242' });
    // Cancellation requested by the salon: only the worker answers.
    const requested = await get(sato, 'demo-contract-11');
    expect(requested.cancelRequest).toMatchObject({ by: 'client' });
    expect(requested.actions).toEqual(['accept_cancel', 'refuse_cancel']);
    expect((await get(lumiere, 'demo-contract-11')).actions).toEqual([]);
    expect((await get(lumiere, 'demo-contract-07')).dispute).toMatchObject({ source: 'refused_cancel' });
    expect((await get(sato, 'demo-contract-12')).payment).toMatchObject({ status: 'refunding' });
    expect((await get(sato, 'demo-contract-13')).payment).toMatchObject({ status: 'refunded' });
    expect((await get(sato, 'demo-contract-09')).payout).toMatchObject({ status: 'transferred', amount: feeFor(55000).payout });
    expect((await get(lumiere, 'demo-contract-10')).payout).toMatchObject({ status: 'waiting_account' });
  });

  test('the worker search and a public profile with listings', async () => {
    const found = await as[U.clientLumiere].get(`/liff/workers?skill=${encodeURIComponent('ヘアカタログ撮影')}`).expect(200);
    expect((found.body.items as PublicWorker[]).map((w) => w.name)).toEqual(expect.arrayContaining(['佐藤 健太', '鈴木 あおい']));
    const sato = await as[U.clientLumiere].get(`/liff/workers/${U.workerSato}`).expect(200);
    expect(sato.body.listings.map((l: { title: string }) => l.title)).toEqual([
      'ブライダル前撮りプラン',
      'ヘアカタログ撮影パック（5スタイル）',
    ]);
  });

  test('every query ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
