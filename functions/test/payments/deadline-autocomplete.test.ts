/**
 * Automatic 検収 inside the payment deadline (docs/product/law.md#payment-within-60-days-4条,
 * docs/product/states.md#auto-complete) over HTTP with the local Stripe stand-in, driven through the
 * injected TestClock: a 納品 late enough that 7 days would pass the stated 支払期日 is accepted by the
 * platform at 00:00 JST of that day and transferred at once, the screens and the 発注書 saying that
 * date beforehand, the reminders following it; an on-time 納品 still waits the 7 days; a 納品 on the
 * deadline's eve still leaves the salon a day.
 */
import { logger } from 'firebase-functions/logger';
import type { Contract } from '@common/marketplace';
import { addDays, jstDate, startOfJstDay } from '@common/dates';
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
import type { NotificationDoc } from '../../src/documents/notifications';
import { runDealTimers, type TimerReport } from '../../src/features/contracts/timers';
import { describeApi } from '../support/harness';
import { inDays, jobInput } from '../marketplace/support';
import { asKind, hire, salonProfile, workerWithProfile } from '../tradeDocuments/support';
import { DAY_MS, createPayApp, payoutAccount, sessionIdOf, transfersOf, viewOf, type Caller, type PayApp } from './support';

const SETTINGS = { autoCompleteDays: 7, cancelAutoAcceptDays: 3 };
const HOUR_MS = 3_600_000;
const REWARD = 30_000;

describeApi('automatic 検収 inside the payment deadline', () => {
  let t: PayApp;
  let client: Caller;

  // The deadline watch's log lines for the operators (it runs with the timers), kept here instead of printed.
  let logged: jest.SpyInstance;
  beforeAll(() => {
    logged = jest.spyOn(logger, 'write').mockImplementation(() => undefined);
  });
  afterAll(() => logged.mockRestore());

  beforeEach(async () => {
    t = await createPayApp();
    client = await t.user('client');
    await salonProfile(t, client.uid);
  }, 60_000);
  afterEach(() => t.close());

  /** A job with 納期 in 10 days, applied to, accepted (the 発注書, the deadline 納期 + 30) and paid; the worker payout-ready. */
  async function paidDeal(): Promise<{ c: Contract; w: Caller; deadline: string }> {
    const w = await workerWithProfile(t, '佐藤 フォト');
    await payoutAccount(t, w);
    const now = t.clock.now();
    const job = await client
      .post('/liff/jobs', jobInput({ applicationDeadline: inDays(7, now), deliveryDate: inDays(10, now), reward: REWARD }))
      .expect(201);
    const c = await hire(client, w, job.body.id);
    const pay = await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200);
    expect((await t.stripe.payCheckoutSession(sessionIdOf(pay.body.url as string), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
    const deadline = (await t.contractDoc(c.id))?.paymentDeadline as string;
    expect(deadline).toBe(addDays(c.deliveryDate, 30));
    return { c, w, deadline };
  }

  /** Moves the test clock to `hour`:00 JST on `date`. */
  const moveTo = (date: string, hour: number) =>
    t.clock.advance(startOfJstDay(date).getTime() + hour * HOUR_MS - t.clock.now().getTime());

  const run = async (): Promise<TimerReport> => {
    const report = await runDealTimers(t.deps, SETTINGS);
    await t.stripe.flush();
    expect(report.failed).toEqual([]);
    return report;
  };
  const orders = async (caller: Caller, id: string) =>
    ((await caller.get(`/liff/contracts/${id}/documents`).expect(200)).body as ContractDocuments).items.filter(
      (d) => d.kind === 'order',
    );
  const reminders = async () =>
    (
      await t.store.query<NotificationDoc>('notifications', {
        where: [
          ['userId', '==', client.uid],
          ['kind', '==', 'auto_complete_reminder'],
        ],
      })
    ).map((d) => d.data);

  test('a 納品 at 納期 + 27 days: stated beforehand, reminded, accepted at 00:00 JST of the deadline day and transferred that day', async () => {
    const { c, w, deadline } = await paidDeal();
    // 納期 + 27, 10:00 JST: 7 days would end at 納期 + 34, past the deadline 納期 + 30.
    moveTo(addDays(c.deliveryDate, 27), 10);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const dueAt = startOfJstDay(deadline).toISOString();

    // The screens and the 発注書 say it before it happens.
    const view = await viewOf(client, c.id);
    expect(view.delivery?.autoCompleteAt).toBe(dueAt);
    expect((await viewOf(w, c.id)).delivery?.autoCompleteAt).toBe(dueAt);
    const [newest] = await orders(w, c.id);
    expect(newest.version).toBe(2);
    const v2 = asKind((await w.get(`/liff/documents/${newest.id}`).expect(200)).body as TradeDocumentView, 'order');
    expect(v2.body.paymentDeadline).toBe(deadline);
    expect(v2.body.inspection).toEqual({ days: 7, autoCompleteOn: deadline });
    expect(v2.body.revisionNote).toContain('までに支払うため');
    const delivery = ((await w.get(`/liff/contracts/${c.id}/documents`).expect(200)).body as ContractDocuments).items.find(
      (d) => d.kind === 'delivery',
    );
    const note = asKind((await w.get(`/liff/documents/${delivery?.id}`).expect(200)).body as TradeDocumentView, 'delivery');
    expect(note.body.autoCompleteOn).toBe(deadline);

    // The reminders count back from that due, not from 納品 + 7 days.
    const until = (ms: number) => t.clock.advance(Date.parse(dueAt) - ms - t.clock.now().getTime());
    expect((await run()).reminded).toEqual([]);
    until(2 * DAY_MS);
    expect((await run()).reminded).toEqual([c.id]);
    expect((await t.contractDoc(c.id))?.remindersSent).toEqual([2]);
    until(DAY_MS);
    expect((await run()).reminded).toEqual([c.id]);
    expect((await t.contractDoc(c.id))?.remindersSent).toEqual([2, 1]);
    const [reminder] = await reminders();
    expect(reminder.title).toContain('自動で検収されます');

    // A minute before 00:00 JST of the deadline day: still waiting.
    until(60_000);
    expect(await run()).toMatchObject({ completed: [], reminded: [] });
    expect((await viewOf(client, c.id)).status).toBe('delivered');

    // At 00:00 JST: accepted by the platform and transferred, on the deadline day.
    t.clock.advance(60_000);
    expect((await run()).completed).toEqual([c.id]);
    const done = await viewOf(w, c.id);
    expect(done.status).toBe('paid_out');
    expect(done.history.slice(-2).map((e) => [e.action, e.actor])).toEqual([
      ['complete', 'system'],
      ['payout', 'system'],
    ]);
    expect(done.payout).toMatchObject({ status: 'transferred', amount: REWARD - REWARD * 0.1 });
    expect(jstDate(new Date(done.payout?.transferredAt ?? ''))).toBe(deadline);
    expect(await transfersOf(t, c.id)).toHaveLength(1);
    // A second run changes nothing.
    expect(await run()).toMatchObject({ completed: [], reminded: [], retried: [] });
    expect(await transfersOf(t, c.id)).toHaveLength(1);
  });

  test('an on-time 納品 still waits the 7 days, its 発注書 unchanged', async () => {
    const { c, w, deadline } = await paidDeal();
    moveTo(c.deliveryDate, 15);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const view = await viewOf(client, c.id);
    const deliveredAt = Date.parse(view.delivery?.at ?? '');
    expect(Date.parse(view.delivery?.autoCompleteAt ?? '') - deliveredAt).toBe(7 * DAY_MS);
    expect((await orders(w, c.id)).map((d) => d.version)).toEqual([1]);

    t.clock.advance(deliveredAt + 7 * DAY_MS - t.clock.now().getTime() - 60_000);
    expect((await run()).completed).toEqual([]);
    t.clock.advance(60_000);
    expect((await run()).completed).toEqual([c.id]);
    const done = await viewOf(w, c.id);
    expect(done.status).toBe('paid_out');
    expect(jstDate(new Date(done.payout?.transferredAt ?? '')) < deadline).toBe(true);
  });

  test('a 納品 the evening before the deadline day: still a whole day to inspect', async () => {
    const { c, w, deadline } = await paidDeal();
    moveTo(addDays(deadline, -1), 20);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    const view = await viewOf(client, c.id);
    const deliveredAt = Date.parse(view.delivery?.at ?? '');
    expect(Date.parse(view.delivery?.autoCompleteAt ?? '') - deliveredAt).toBe(DAY_MS);
    const [newest] = await orders(w, c.id);
    const stated = asKind((await w.get(`/liff/documents/${newest.id}`).expect(200)).body as TradeDocumentView, 'order');
    expect(stated.body.inspection.autoCompleteOn).toBe(deadline);

    t.clock.advance(deliveredAt + DAY_MS - t.clock.now().getTime() - 60_000);
    expect((await run()).completed).toEqual([]);
    t.clock.advance(60_000);
    expect((await run()).completed).toEqual([c.id]);
    expect((await viewOf(w, c.id)).status).toBe('paid_out');
  });
});
