/**
 * 受取履歴: when a transferred reward reaches the worker's bank (docs/payout-arrival.md), over HTTP
 * with the local Stripe stand-in: right after the transfer the date comes from the connected
 * account's payout schedule; Stripe's payout.* events at the Connect endpoint (event.account set,
 * the Connect secret) then give the payout's own arrival_date, whatever order they arrive in and
 * however often; a failed payout says so until a later payout carries the money again; events of
 * an account no worker holds, forged or malformed events, change nothing.
 */
import type { RewardRecord } from '@common/deal';
import type { LocalPayout, LocalStripeAccount } from '../../src/adapters/stripe/local';
import type { BankPayoutDoc } from '../../src/documents/bankPayouts';
import { expectedArrivalOn } from '../../src/features/money/bankArrival';
import type { PayoutSchedule } from '../../src/ports';
import { unindexedQueries } from '../marketplace/support';
import { describeApi } from '../support/harness';
import {
  createPayApp,
  deliveredContract,
  heldDeliveries,
  payoutAccount,
  recordQueries,
  signedEvent,
  type Caller,
  type Delivery,
  type PayApp,
} from './support';

const HISTORY = '/liff/worker/rewards/history';
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Japan. */
const jst = (at: Date | number) => new Date(new Date(at).getTime() + 9 * 3600_000).toISOString().slice(0, 10);
/** The first Friday after the Japanese calendar day of `at`. */
function fridayAfter(at: Date): string {
  let d = Date.parse(`${jst(at)}T00:00:00Z`) + DAY_MS;
  while (new Date(d).getUTCDay() !== 5) d += DAY_MS;
  return new Date(d).toISOString().slice(0, 10);
}

describe('expectedArrivalOn (the payout schedule)', () => {
  const weekly = (...days: string[]): PayoutSchedule => ({ interval: 'weekly', delayDays: 4, weeklyDays: days, monthlyDays: [] });
  const monthly = (...days: number[]): PayoutSchedule => ({
    interval: 'monthly',
    delayDays: 4,
    weeklyDays: [],
    monthlyDays: days,
  });
  // 2030-01-09 is a Wednesday; 10:00 JST.
  const wed = new Date('2030-01-09T01:00:00Z');

  it('weekly: the first payout day after the day the money is available', () => {
    expect(expectedArrivalOn(weekly('friday'), wed)).toBe('2030-01-11');
    // Available on the Friday itself: that day's payout was already on its way.
    expect(expectedArrivalOn(weekly('friday'), new Date('2030-01-11T01:00:00Z'))).toBe('2030-01-18');
    expect(expectedArrivalOn(weekly('monday', 'thursday'), wed)).toBe('2030-01-10');
  });

  it('the day is the Japanese one: 23:30 JST on Thursday is Thursday, not Friday', () => {
    expect(expectedArrivalOn(weekly('friday'), new Date('2030-01-10T14:30:00Z'))).toBe('2030-01-11');
    expect(expectedArrivalOn(weekly('friday'), new Date('2030-01-10T15:30:00Z'))).toBe('2030-01-18');
  });

  it('monthly: a day past a shorter month is its last day; a weekend moves to the Monday', () => {
    // 2030-02-28 is a Thursday.
    expect(expectedArrivalOn(monthly(31), new Date('2030-02-10T01:00:00Z'))).toBe('2030-02-28');
    // 2030-03-31 is a Sunday: Monday 2030-04-01.
    expect(expectedArrivalOn(monthly(31), new Date('2030-03-10T01:00:00Z'))).toBe('2030-04-01');
    expect(expectedArrivalOn(monthly(15, 25), wed)).toBe('2030-01-15');
  });

  it('daily: the next weekday; manual or a schedule without days: no estimate', () => {
    // Friday 2030-01-11 -> Monday 2030-01-14.
    expect(
      expectedArrivalOn({ interval: 'daily', delayDays: 4, weeklyDays: [], monthlyDays: [] }, new Date('2030-01-11T01:00:00Z')),
    ).toBe('2030-01-14');
    expect(expectedArrivalOn({ interval: 'manual', delayDays: 4, weeklyDays: [], monthlyDays: [] }, wed)).toBeNull();
    expect(expectedArrivalOn(weekly(), wed)).toBeNull();
    expect(expectedArrivalOn(null, wed)).toBeNull();
  });
});

describeApi('受取履歴: when the money reaches the bank', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  const payout = (id: string) => t.store.get<Record<string, unknown>>(`payouts/${id}`);
  const bankPayout = (id: string) => t.store.get<BankPayoutDoc>(`bankPayouts/${id}`);
  const connectSigned = (type: string, object: object, extra: Record<string, unknown> = {}): Delivery => ({
    ...signedEvent(t, type, object, extra, t.config.stripe.connectWebhookSecret),
    endpoint: 'connect',
  });
  const held = (fn: () => Promise<unknown>) => heldDeliveries(t, fn);

  /** A worker with a payout-ready account and one contract paid, delivered, 検収 and transferred. */
  async function transferred(worker?: Caller): Promise<{ worker: Caller; account: string; id: string }> {
    const w = worker ?? (await t.user('worker'));
    const account = worker
      ? ((await t.store.get<{ stripeAccount: string }>(`users/${w.uid}`))?.stripeAccount as string)
      : await payoutAccount(t, w);
    const id = await deliveredContract(t, client, w);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    await t.stripe.flush();
    expect(await payout(id)).toMatchObject({ status: 'transferred', destinationPayment: expect.stringMatching(/^py_/) });
    return { worker: w, account, id };
  }

  async function recordOf(worker: Caller, contractId: string): Promise<RewardRecord> {
    const res = await worker.get(HISTORY).expect(200);
    const record = (res.body.items as RewardRecord[]).find((r) => r.contractId === contractId);
    if (!record) throw new Error(`no record of ${contractId}`);
    return record;
  }

  /** Stripe's automatic payout of the account now, its events delivered. */
  async function payOut(account: string): Promise<LocalPayout> {
    const po = await t.stripe.payOut(account);
    await t.stripe.flush();
    return po;
  }

  it('right after the transfer: the date from the account\u2019s schedule (Japan: weekly, on Friday)', async () => {
    const { worker, id } = await transferred();
    const record = await recordOf(worker, id);
    expect(record).toMatchObject({
      status: 'transferred',
      bankArrival: { status: 'estimated', date: fridayAfter(t.clock.now()) },
    });
  });

  it('a charge whose funds are not available yet: the estimate counts from its available_on', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker);
    const later = new Date(t.clock.now().getTime() + 10 * DAY_MS);
    await t.store.update(`payments/${id}`, { availableOn: later });
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'estimated', date: fridayAfter(later) });
  });

  it('another schedule: monthly on the 31st counts the month\u2019s last day; manual payouts have no estimate', async () => {
    const monthlyWorker = await t.user('worker');
    const account = await payoutAccount(t, monthlyWorker);
    const schedule: LocalStripeAccount['payoutSchedule'] = { interval: 'monthly', delay_days: 4, monthly_anchor: 31 };
    await t.store.update(`_stripeLocal/${account}`, { payoutSchedule: schedule });
    const { id } = await transferred(monthlyWorker);
    const now = t.clock.now();
    const expected = expectedArrivalOn({ interval: 'monthly', delayDays: 4, weeklyDays: [], monthlyDays: [31] }, now);
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await recordOf(monthlyWorker, id)).bankArrival).toEqual({ status: 'estimated', date: expected });

    const manualWorker = await t.user('worker');
    const manual = await payoutAccount(t, manualWorker);
    await t.store.update(`_stripeLocal/${manual}`, { payoutSchedule: { interval: 'manual', delay_days: 4 } });
    const second = await transferred(manualWorker);
    expect((await recordOf(manualWorker, second.id)).bankArrival).toEqual({ status: 'estimated', date: null });
  });

  it('the payout: scheduled with its arrival_date on payout.created, paid on payout.paid; the earlier transfers ride it too', async () => {
    const first = await transferred();
    const second = await transferred(first.worker);
    const po = await payOut(first.account);
    expect(po.amount).toBe(2 * 27000);
    const arrival = jst(po.arrival_date * 1000);
    for (const id of [first.id, second.id]) {
      expect((await recordOf(first.worker, id)).bankArrival).toEqual({ status: 'scheduled', date: arrival });
      expect(await payout(id)).toMatchObject({ bankPayoutId: po.id });
    }
    await t.stripe.settlePayout(po.id, 'in_transit');
    await t.stripe.flush();
    expect((await recordOf(first.worker, first.id)).bankArrival).toEqual({ status: 'scheduled', date: arrival });
    await t.stripe.settlePayout(po.id, 'paid');
    await t.stripe.flush();
    for (const id of [first.id, second.id]) {
      expect((await recordOf(first.worker, id)).bankArrival).toEqual({ status: 'paid', date: arrival });
    }
    expect(await bankPayout(po.id)).toMatchObject({
      status: 'paid',
      accountId: first.account,
      workerId: first.worker.uid,
      amount: 54000,
    });

    // A transfer after that payout waits for the next one: its own estimate again.
    const third = await transferred(first.worker);
    expect((await recordOf(first.worker, third.id)).bankArrival).toEqual({
      status: 'estimated',
      date: fridayAfter(t.clock.now()),
    });
  });

  it('out of order and repeated: payout.paid before payout.created, a late payout.updated never turns paid back', async () => {
    const { worker, account, id } = await transferred();
    const deliveries = await held(async () => {
      const po = await t.stripe.payOut(account);
      await t.stripe.settlePayout(po.id, 'in_transit');
      await t.stripe.settlePayout(po.id, 'paid');
    });
    expect(deliveries.map((d) => [d.type, d.endpoint])).toEqual([
      ['payout.created', 'connect'],
      ['payout.updated', 'connect'],
      ['payout.paid', 'connect'],
    ]);
    const [created, updated, paid] = deliveries;
    const poId = (JSON.parse(paid.payload) as { data: { object: LocalPayout } }).data.object.id;
    const arrival = jst((JSON.parse(paid.payload) as { data: { object: LocalPayout } }).data.object.arrival_date * 1000);

    expect((await t.deliver(paid).expect(200)).body).toEqual({ received: true, duplicate: false });
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'paid', date: arrival });
    await t.deliver(created).expect(200);
    await t.deliver(updated).expect(200);
    expect(await bankPayout(poId)).toMatchObject({ status: 'paid' });
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'paid', date: arrival });
    // Stripe delivers again: nothing changes.
    for (const d of [paid, created, updated]) {
      expect((await t.deliver(d).expect(200)).body).toEqual({ received: true, duplicate: true });
    }
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'paid', date: arrival });

    // A payout.updated still saying in_transit, sent later than the payout.paid: paid stays.
    const object = { ...(JSON.parse(updated.payload) as { data: { object: object } }).data.object, status: 'in_transit' };
    const late = connectSigned('payout.updated', object, { account, created: Math.floor(t.clock.now().getTime() / 1000) + 60 });
    await t.deliver(late).expect(200);
    expect(await bankPayout(poId)).toMatchObject({ status: 'paid' });
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'paid', date: arrival });
  });

  it('a failed payout: the record says so; the next payout carries the money again (indexed queries)', async () => {
    const { worker, account, id } = await transferred();
    const rec = recordQueries(t);
    const first = await payOut(account);
    // Stripe reports some payouts paid, and failed afterwards.
    await t.stripe.settlePayout(first.id, 'paid');
    await t.stripe.flush();
    expect((await recordOf(worker, id)).bankArrival).toMatchObject({ status: 'paid' });
    await t.stripe.settlePayout(first.id, 'failed', 'account_closed');
    await t.stripe.flush();
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'failed', date: null });
    expect(await bankPayout(first.id)).toMatchObject({ status: 'failed', failureCode: 'account_closed' });

    // The money is back on the balance: the next payout carries it.
    const second = await payOut(account);
    expect(second.amount).toBe(first.amount);
    expect(await payout(id)).toMatchObject({ bankPayoutId: second.id });
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'scheduled', date: jst(second.arrival_date * 1000) });
    await t.stripe.settlePayout(second.id, 'paid');
    await t.stripe.flush();
    expect((await recordOf(worker, id)).bankArrival).toEqual({ status: 'paid', date: jst(second.arrival_date * 1000) });

    // Replaying the first payout's events (its failure late, its list naming the transfer) hands nothing back.
    const firstFailed = t.stripe.sent.find((d) => d.type === 'payout.failed' && d.payload.includes(first.id));
    await t.deliver(firstFailed!).expect(200);
    expect(await payout(id)).toMatchObject({ bankPayoutId: second.id });
    rec.stop();
    expect(rec.queries.some((q) => q.collectionId === 'bankPayouts')).toBe(true);
    expect(unindexedQueries(rec.queries)).toEqual([]);
  });

  it('a failed payout\u2019s events after the next payout\u2019s: the transfer still ends on the later payout', async () => {
    const { worker, account, id } = await transferred();
    let firstId = '';
    const firstEvents = await held(async () => {
      const po = await t.stripe.payOut(account);
      firstId = po.id;
      await t.stripe.settlePayout(po.id, 'failed', 'no_account');
    });
    const secondEvents = await held(async () => {
      const po = await t.stripe.payOut(account);
      await t.stripe.settlePayout(po.id, 'paid');
    });
    const secondId = (JSON.parse(secondEvents[0].payload) as { data: { object: LocalPayout } }).data.object.id;
    for (const d of [...secondEvents, ...firstEvents]) await t.deliver(d).expect(200);
    expect(await payout(id)).toMatchObject({ bankPayoutId: secondId });
    expect(await bankPayout(secondId)).toMatchObject({ carries: [firstId], status: 'paid' });
    expect((await recordOf(worker, id)).bankArrival).toMatchObject({ status: 'paid' });
  });

  it('an account no worker holds, another worker\u2019s payout id, a manual payout: nothing changes', async () => {
    const { worker, account, id } = await transferred();
    const before = await recordOf(worker, id);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const object = (po: string, more: object = {}) => ({
      id: po,
      object: 'payout',
      amount: 27000,
      currency: 'jpy',
      arrival_date: now + 86400,
      automatic: true,
      status: 'paid',
      created: now,
      ...more,
    });

    const stranger = connectSigned('payout.paid', object(`po_stranger${t.store.newId()}`), { account: 'acct_1NotOurs000000' });
    expect((await t.deliver(stranger).expect(200)).body).toEqual({ received: true, duplicate: false });
    expect(await t.store.get(`stripeEvents/${stranger.eventId}`)).toMatchObject({ outcome: 'ignored_unknown_account' });
    expect(await t.store.query('bankPayouts', { where: [['accountId', '==', 'acct_1NotOurs000000']] })).toEqual([]);

    // The worker's real payout, then an event of another worker's account naming the same payout id.
    const po = await payOut(account);
    const other = await transferred();
    const claim = connectSigned('payout.failed', object(po.id, { status: 'failed' }), { account: other.account });
    await t.deliver(claim).expect(200);
    expect(await t.store.get(`stripeEvents/${claim.eventId}`)).toMatchObject({ outcome: 'ignored_other_account' });
    expect(await bankPayout(po.id)).toMatchObject({ status: 'pending', accountId: account });
    expect((await recordOf(other.worker, other.id)).bankArrival).toMatchObject({ status: 'estimated' });

    // A manual payout of the other account (Stripe cannot tell what it carried): recorded, linked to nothing.
    const manual = connectSigned('payout.paid', object(`po_manual${t.store.newId()}`, { automatic: false }), {
      account: other.account,
    });
    await t.deliver(manual).expect(200);
    expect((await recordOf(other.worker, other.id)).bankArrival).toMatchObject({ status: 'estimated' });
    expect(before.bankArrival).toMatchObject({ status: 'estimated' });
  });

  it('the platform endpoint does not verify a Connect event, nor the Connect endpoint a platform one', async () => {
    const { account } = await transferred();
    const [created] = await held(() => t.stripe.payOut(account));
    const poId = (JSON.parse(created.payload) as { data: { object: LocalPayout } }).data.object.id;
    const res = await t.deliver({ ...created, endpoint: 'platform' });
    expect(res.status).toBe(400);
    expect(await t.store.get(`stripeEvents/${created.eventId}`)).toBeNull();
    expect(await bankPayout(poId)).toBeNull();

    // The same payout, signed with the platform's secret, at the Connect endpoint: refused too.
    const forged = signedEvent(t, 'payout.created', JSON.parse(created.payload).data.object, { account });
    expect((await t.deliver({ ...forged, endpoint: 'connect' })).status).toBe(400);
    // And at the platform endpoint, where it verifies, a payout event is the platform's own: not a worker's.
    await t.deliver(forged).expect(200);
    expect(await bankPayout(poId)).toBeNull();
  });

  it('malformed payout events are answered 200 and change nothing', async () => {
    const { worker, account, id } = await transferred();
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const good = {
      id: 'po_malformed1',
      object: 'payout',
      amount: 1,
      arrival_date: now,
      automatic: true,
      status: 'paid',
      created: now,
    };
    const bad: object[] = [
      { ...good, id: 'tr_notapayout' },
      { ...good, status: 'lost' },
      { ...good, arrival_date: '2030-01-01' },
      { ...good, amount: 1.5 },
      { ...good, object: 'transfer' },
      {},
    ];
    for (const object of bad) {
      const d = connectSigned('payout.paid', object, { account });
      const res = await t.deliver(d).expect(200);
      expect(res.body).toEqual({ received: true, duplicate: false });
      expect(await t.store.get(`stripeEvents/${d.eventId}`)).toMatchObject({ outcome: 'ignored_bad_payout' });
    }
    // data.object null, and no account at all.
    const nullObject = connectSigned('payout.paid', {}, { account, data: { object: null } });
    await t.deliver(nullObject).expect(200);
    const noAccount = connectSigned('payout.paid', good);
    await t.deliver(noAccount).expect(200);
    expect(await bankPayout('po_malformed1')).toBeNull();
    expect((await recordOf(worker, id)).bankArrival).toMatchObject({ status: 'estimated' });
  });

  it('a reversed transfer shows no bank arrival', async () => {
    const { worker, id } = await transferred();
    await t.store.update(`payouts/${id}`, { status: 'reversed' });
    expect((await recordOf(worker, id)).bankArrival).toBeNull();
  });
});
