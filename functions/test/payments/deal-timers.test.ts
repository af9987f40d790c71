/**
 * The deal's clocks (docs/product/states.md#auto-complete) driven through the injected TestClock:
 * runDealTimers, the code the scheduled function and the local server's timer run, with automatic
 * 検収 7 days after 納品 (reminders to the client 2 days and 1 day before: notices in the outbox,
 * pushed to LINE by the dispatcher) and an unanswered cancellation request accepted after 3 days
 * (refund, then cancelled on charge.refunded). Each run is idempotent: a second one changes
 * nothing. Every test has its own app, so its clock is its own.
 */
import type { Contract, ContractEvent } from '@common/marketplace';
import { runDealTimers, type TimerReport } from '../../src/features/contracts/timers';
import { dispatchPending } from '../../src/features/notices/dispatch';
import type { NotificationDoc } from '../../src/documents/notifications';
import { describeApi } from '../support/harness';
import {
  DAY_MS,
  createPayApp,
  deliveredContract,
  paidContract,
  payoutAccount,
  transfersOf,
  viewOf,
  type Caller,
  type PayApp,
} from './support';

const SETTINGS = { autoCompleteDays: 7, cancelAutoAcceptDays: 3 };
const HOUR_MS = 3_600_000;
const REWARD = 30000;
const PAYOUT = REWARD - Math.floor(REWARD * 0.1);

const NOTHING: TimerReport = { completed: [], reminded: [], cancelAccepted: [], retried: [], failed: [] };

describeApi('deal timers: automatic 検収 and the 3-day cancellation acceptance', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;

  beforeEach(async () => {
    t = await createPayApp();
    [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
  }, 60_000);
  afterEach(() => t.close());

  /** The timers, then the outbox's dispatcher (as the local server and the production triggers run it). */
  const run = async () => {
    const report = await runDealTimers(t.deps, SETTINGS);
    await t.stripe.flush();
    await dispatchPending(t.deps, t.config.notify);
    return report;
  };
  /** The client's 検収 reminders in the outbox (notifications of kind auto_complete_reminder). */
  const reminders = async () =>
    (
      await t.store.query<NotificationDoc>('notifications', {
        where: [
          ['userId', '==', client.uid],
          ['kind', '==', 'auto_complete_reminder'],
        ],
      })
    ).map((d) => d.data);
  /** The LINE pushes of those reminders the client got (a Flex bubble whose altText is the reminder's title). */
  const pushes = () =>
    t.line.pushes.filter(
      (p) => p.userId === client.uid && p.messages.some((m) => m.type === 'flex' && m.altText.startsWith('検収のお願い')),
    );
  const last = (c: Contract): ContractEvent | undefined => c.history.at(-1);

  it('delivered: nothing at 4 days, the 2-day reminder at 5, once; the 1-day one at 6; 検収 by the system at 7, transferred; then nothing', async () => {
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    const delivered = await viewOf(client, id);
    const due = Date.parse(delivered.delivery?.autoCompleteAt ?? '');
    expect(due - Date.parse(delivered.delivery?.at ?? '')).toBe(7 * DAY_MS);

    t.clock.advance(4 * DAY_MS);
    const before = await t.contractDoc(id);
    expect(await run()).toEqual(NOTHING);
    expect(pushes()).toEqual([]);
    expect(await t.contractDoc(id)).toEqual(before);

    t.clock.advance(DAY_MS); // 5 days: 2 days before
    expect(await run()).toEqual({ ...NOTHING, reminded: [id] });
    expect(pushes()).toHaveLength(1);
    expect(JSON.stringify(pushes()[0].messages)).toContain('検収');
    expect(JSON.stringify(pushes()[0].messages)).toContain('ヘアカタログ撮影');
    expect(await reminders()).toEqual([
      expect.objectContaining({
        path: `/client/project-managements/${id}`,
        amount: REWARD,
        push: expect.objectContaining({ status: 'sent' }),
      }),
    ]);
    expect(await t.contractDoc(id)).toMatchObject({ status: 'delivered', remindersSent: [2] });
    expect(await run()).toEqual(NOTHING);
    expect(pushes()).toHaveLength(1);

    t.clock.advance(DAY_MS); // 6 days: 1 day before
    expect(await run()).toEqual({ ...NOTHING, reminded: [id] });
    expect(pushes()).toHaveLength(2);
    expect(await t.contractDoc(id)).toMatchObject({ status: 'delivered', remindersSent: [2, 1] });
    expect(await run()).toEqual(NOTHING);
    expect(pushes()).toHaveLength(2);
    expect((await viewOf(client, id)).status).toBe('delivered');

    t.clock.advance(DAY_MS); // 7 days: automatic 検収
    expect((await run()).completed).toEqual([id]);
    const done = await viewOf(worker, id);
    expect(done.status).toBe('paid_out');
    expect(done.history.slice(-2)).toEqual([
      { status: 'completed', action: 'complete', actor: 'system', by: null, at: expect.any(String) },
      { status: 'paid_out', action: 'payout', actor: 'system', by: null, at: expect.any(String) },
    ]);
    expect(done.payout).toMatchObject({ status: 'transferred', amount: PAYOUT });
    expect(await transfersOf(t, id)).toHaveLength(1);
    expect(pushes()).toHaveLength(2);

    // Again, and a day later: nothing changes.
    const after = await t.contractDoc(id);
    expect(await run()).toEqual(NOTHING);
    t.clock.advance(DAY_MS);
    expect(await run()).toEqual(NOTHING);
    expect(await t.contractDoc(id)).toEqual(after);
    expect(await transfersOf(t, id)).toHaveLength(1);
    expect(pushes()).toHaveLength(2);
  });

  it('after downtime, from 4 days straight to 6.5: one reminder covers both thresholds', async () => {
    const id = await deliveredContract(t, client, worker);
    t.clock.advance(4 * DAY_MS);
    expect(await run()).toEqual(NOTHING);
    t.clock.advance(2 * DAY_MS + 12 * HOUR_MS);
    expect(await run()).toEqual({ ...NOTHING, reminded: [id] });
    expect(pushes()).toHaveLength(1);
    expect(await t.contractDoc(id)).toMatchObject({ status: 'delivered', remindersSent: [2, 1] });
    expect(await run()).toEqual(NOTHING);
    t.clock.advance(6 * HOUR_MS);
    expect(await run()).toEqual(NOTHING);
    expect(pushes()).toHaveLength(1);
  });

  it('without a payout account the system completes and the transfer waits for the account', async () => {
    const id = await deliveredContract(t, client, worker);
    t.clock.advance(7 * DAY_MS);
    expect((await run()).completed).toEqual([id]);
    const done = await viewOf(worker, id);
    expect(done.status).toBe('completed');
    expect(last(done)).toMatchObject({ status: 'completed', action: 'complete', actor: 'system', by: null });
    expect(done.payout).toEqual({ status: 'waiting_account', amount: PAYOUT, transferredAt: null });
    expect(await transfersOf(t, id)).toHaveLength(0);
    const after = await t.contractDoc(id);
    expect(await run()).toEqual(NOTHING);
    expect(await t.contractDoc(id)).toEqual(after);
  });

  it('a revision resets the clock: the new delivery gets its own reminders and its own 7 days', async () => {
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker);
    const first = await viewOf(client, id);
    t.clock.advance(5 * DAY_MS);
    expect((await run()).reminded).toEqual([id]);
    expect(pushes()).toHaveLength(1);

    await client.post(`/liff/contracts/${id}/request-revision`, { reason: '色味を調整してください' }).expect(200);
    expect(await run()).toEqual(NOTHING); // in progress: no clock runs
    t.clock.advance(HOUR_MS);
    const redelivered = (await worker.post(`/liff/contracts/${id}/deliver`, { message: '修正版です' }).expect(200))
      .body as Contract;
    const at = Date.parse(redelivered.delivery?.at ?? '');
    expect(at - Date.parse(first.delivery?.at ?? '')).toBeGreaterThanOrEqual(5 * DAY_MS);
    expect(Date.parse(redelivered.delivery?.autoCompleteAt ?? '') - at).toBe(7 * DAY_MS);
    expect(await t.contractDoc(id)).toMatchObject({ status: 'delivered', remindersSent: [] });

    // 7 days after the first delivery, 2 after the second: nothing.
    t.clock.advance(2 * DAY_MS - HOUR_MS);
    expect(await run()).toEqual(NOTHING);
    expect(pushes()).toHaveLength(1);
    // 5 days after the second: its 2-day reminder.
    t.clock.advance(3 * DAY_MS + HOUR_MS);
    expect(await run()).toEqual({ ...NOTHING, reminded: [id] });
    expect(pushes()).toHaveLength(2);
    // 7 days after the second: completed by the system.
    t.clock.advance(2 * DAY_MS);
    const report = await run();
    expect(report.completed).toEqual([id]);
    expect((await viewOf(client, id)).status).toBe('paid_out');
  });

  it('the system and the client confirm at the same moment: one 検収, one transfer', async () => {
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker);
    t.clock.advance(7 * DAY_MS);
    const [report, call] = await Promise.all([run(), client.post('/liff/project/complete-process', { contractId: id })]);
    await t.stripe.flush();
    expect(report.completed.length + (call.status === 200 ? 1 : 0)).toBe(1);
    const seen = await viewOf(client, id);
    expect(seen.status).toBe('paid_out');
    expect(seen.history.filter((e) => e.action === 'complete')).toHaveLength(1);
    expect(await transfersOf(t, id)).toHaveLength(1);
  });

  it('a LINE outage never blocks the reminder or the automatic 検収: the reminder waits in the outbox', async () => {
    const id = await deliveredContract(t, client, worker);
    const push = jest.spyOn(t.line, 'push').mockRejectedValue(new Error('LINE is down'));
    try {
      t.clock.advance(5 * DAY_MS);
      expect((await run()).reminded).toEqual([id]);
      expect(push).toHaveBeenCalled();
      expect(await reminders()).toEqual([
        expect.objectContaining({
          push: expect.objectContaining({ status: 'pending', lastError: expect.stringContaining('LINE is down') }),
        }),
      ]);
      t.clock.advance(2 * DAY_MS);
      expect((await run()).completed).toEqual([id]);
      expect((await viewOf(client, id)).status).toBe('completed');
    } finally {
      push.mockRestore();
    }
    // LINE is back: a later dispatch pushes the waiting reminder, once.
    expect(pushes()).toEqual([]);
    t.clock.advance(HOUR_MS);
    await run();
    expect(pushes()).toHaveLength(1);
    expect(await reminders()).toEqual([expect.objectContaining({ push: expect.objectContaining({ status: 'sent' }) })]);
  });

  it('cancellation: nothing at 2 days; at 3 the system accepts, refunds, and charge.refunded cancels; a second run changes nothing', async () => {
    const id = await paidContract(t, client, worker, REWARD);
    const requested = (await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '急な入院のため' }).expect(200))
      .body as Contract;
    expect(Date.parse(requested.cancelRequest?.autoAcceptAt ?? '') - Date.parse(requested.cancelRequest?.at ?? '')).toBe(
      3 * DAY_MS,
    );

    t.clock.advance(2 * DAY_MS);
    const before = await t.contractDoc(id);
    expect(await run()).toEqual(NOTHING);
    expect(await t.contractDoc(id)).toEqual(before);
    expect(await t.store.get(`payments/${id}`)).toMatchObject({ refund: null });

    t.clock.advance(DAY_MS);
    const report = await run();
    expect(report.cancelAccepted).toEqual([id]);
    for (const p of [client, worker]) {
      const seen = await viewOf(p, id);
      expect(seen.status).toBe('cancelled');
      expect(seen.payment?.status).toBe('refunded');
      expect(seen.cancelRequest).toBeNull();
      expect(seen.history.slice(-3).map(({ status, action, actor, by, note }) => ({ status, action, actor, by, note }))).toEqual([
        { status: 'cancel_requested', action: 'request_cancel', actor: 'worker', by: worker.uid, note: '急な入院のため' },
        { status: 'refunding', action: 'accept_cancel', actor: 'system', by: null, note: undefined },
        { status: 'cancelled', action: 'confirm_refund', actor: 'system', by: null, note: undefined },
      ]);
    }
    expect(await t.store.get(`payments/${id}`)).toMatchObject({
      refund: { status: 'succeeded', reason: 'cancel_auto_accepted', refundId: expect.stringMatching(/^re_/) },
    });
    const refunds = () => t.stripe.sent.filter((d) => d.type === 'charge.refunded');
    expect(refunds()).toHaveLength(1);

    const after = await t.contractDoc(id);
    expect(await run()).toEqual(NOTHING);
    t.clock.advance(DAY_MS);
    expect(await run()).toEqual(NOTHING);
    expect(await t.contractDoc(id)).toEqual(after);
    expect(refunds()).toHaveLength(1);
  });

  it('an answered cancellation request is not accepted by the clock', async () => {
    const id = await deliveredContract(t, client, worker);
    await client.post(`/liff/contracts/${id}/request-cancel`, { reason: '予算の都合' }).expect(200);
    t.clock.advance(DAY_MS);
    await worker.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '納品済みです' }).expect(200);
    t.clock.advance(3 * DAY_MS);
    const report = await run();
    expect(report.cancelAccepted).toEqual([]);
    expect((await viewOf(client, id)).payment?.status).toBe('paid');
  });
});
