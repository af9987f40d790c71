/**
 * The payment deadline kept (docs/product/law.md#the-deadline-kept), over HTTP with the local Stripe
 * stand-in: the deal timers raise a contract whose worker is unpaid 7 days before its paymentDeadline
 * (not 8), once per deadline whatever the runs (ten at once included), with the worker's notice saying
 * the deadline, what the payment waits for and that the operator checks it; never a transferred one.
 * The salon's notice and the last alert on the day itself: deadline-stages.test.ts.
 * The money queue's 支払期日 list (docs/product/admin.md#money-that-needs-a-person) shows the raised
 * ones, soonest first, and drops one once its payout is transferred.
 */
import { logger } from 'firebase-functions/logger';
import type { MoneyQueueItem } from '@common/admin';
import { addDays, todayJst } from '@common/dates';
import { DEADLINE_WAIT_LABEL } from '@common/deadlineAlert';
import { runDealTimers } from '../../src/features/contracts/timers';
import { runDeadlineWatch } from '../../src/features/money/deadlineWatch';
import type { NotificationDoc } from '../../src/documents/notifications';
import { describeApi } from '../support/harness';
import { deliveredContract, paidContract, payoutAccount, recordQueries, type Caller, type PayApp } from '../payments/support';
import { unindexedQueries } from '../marketplace/support';
import { createAdminApp, type AdminApp } from './support';

const SETTINGS = { autoCompleteDays: 7, cancelAutoAcceptDays: 3 };
const REWARD = 30000;

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** '2026-12-01' -> '2026年12月1日', as the notice writes it. */
const ja = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

describeApi('the payment deadline kept: the watch and the 支払期日 list', () => {
  let t: PayApp;
  let client: Caller;
  let asAdmin: AdminApp['call'];
  // The operators' log lines, kept here instead of printed.
  let logged: jest.SpyInstance;

  beforeAll(async () => {
    logged = jest.spyOn(logger, 'write').mockImplementation(() => undefined);
    ({ t, call: asAdmin } = await createAdminApp());
    client = await t.user('client');
  }, 60_000);
  afterAll(() => {
    logged.mockRestore();
    return t.close();
  });

  const today = () => todayJst(t.clock.now());
  const contractDoc = (id: string) => t.store.get<Record<string, unknown>>(`contracts/${id}`);
  /** Sets the contract's deadline `days` from today (JST). */
  const deadlineIn = async (id: string, days: number) => {
    const date = addDays(today(), days);
    await t.store.update(`contracts/${id}`, { paymentDeadline: date });
    return date;
  };
  const deadlineNotices = async (id: string) =>
    (
      await t.store.query<NotificationDoc>('notifications', {
        where: [
          ['contractId', '==', id],
          ['kind', '==', 'payment_deadline'],
        ],
      })
    ).map((d) => d.data);
  const run = () => runDealTimers(t.deps, SETTINGS);

  async function deadlineQueue(): Promise<MoneyQueueItem[]> {
    const items: MoneyQueueItem[] = [];
    let cursor: string | null = null;
    do {
      const res = await asAdmin('get', `/admin/money?kind=deadline${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      const page = res.body as Page<MoneyQueueItem>;
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }
  const itemOf = async (id: string) => (await deadlineQueue()).find((i) => i.contractId === id);

  it('7 days before the deadline with no 検収: raised once, the worker told the deadline, the wait and that the operator checks', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    const deadline = await deadlineIn(id, 7);

    const report = await run();
    expect(report.failed).toEqual([]);
    expect((await contractDoc(id))?.deadlineAlert).toEqual({
      deadline,
      at: expect.any(Date),
      wait: 'acceptance',
      stage: 'week',
      client: true,
    });
    const notices = await deadlineNotices(id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: worker.uid,
      kind: 'payment_deadline',
      title: `報酬の支払期日（${ja(deadline)}）が近づいています`,
      body: `「ヘアカタログ撮影」の報酬の支払期日は${ja(deadline)}です。現在、発注者の検収を待っています。運営が状況を確認しています。`,
      path: `/worker/project-managements/${id}`,
      amount: REWARD,
    });
    // The worker reads it in お知らせ; the salon, whose 検収 it waits for, reads her own (deadline-stages.test.ts).
    const mine = (await worker.get('/liff/notices').expect(200)).body.items as { kind: string; title: string }[];
    expect(mine.filter((n) => n.kind === 'payment_deadline')).toHaveLength(1);
    const hers = (await client.get('/liff/notices').expect(200)).body.items as { kind: string; path: string }[];
    expect(hers.some((n) => n.kind === 'payment_deadline')).toBe(false);
    expect(hers.filter((n) => n.kind === 'payment_deadline_client' && n.path.endsWith(id))).toHaveLength(1);

    // One WARNING line for the operators.
    const lines = () => logged.mock.calls.map(([e]) => e as Record<string, unknown>).filter((e) => e.contractId === id);
    expect(lines()).toEqual([
      expect.objectContaining({
        severity: 'WARNING',
        paymentDeadline: deadline,
        daysLeft: 7,
        stage: 'week',
        overdue: false,
        status: 'delivered',
        wait: 'acceptance',
      }),
    ]);

    // Again: nothing more.
    await run();
    await run();
    expect(await deadlineNotices(id)).toHaveLength(1);
    expect(lines()).toHaveLength(1);
  });

  it('8 days before: not raised; 7 days before, never delivered: raised', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker, REWARD);
    await deadlineIn(id, 8);
    await runDeadlineWatch(t.deps);
    expect((await contractDoc(id))?.deadlineAlert).toBeUndefined();
    expect(await deadlineNotices(id)).toEqual([]);
    expect(await itemOf(id)).toBeUndefined();
    // Never delivered, the stated deadline still counts: 7 days before it, raised.
    await deadlineIn(id, 7);
    expect((await runDeadlineWatch(t.deps)).raised).toContain(id);
    const [notice] = await deadlineNotices(id);
    expect(notice.body).toContain('現在、納品がまだ行われていません。運営が状況を確認しています。');
  });

  it('a transferred payout is never raised, whatever the deadline', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    expect((await contractDoc(id))?.status).toBe('paid_out');
    await deadlineIn(id, -3);
    // The payout decides even where the contract still read completed.
    const other = await t.contract(client, worker, 'completed', REWARD);
    await deadlineIn(other, 1);
    await t.store.set(`payouts/${other}`, { contractId: other, workerId: worker.uid, status: 'transferred' });
    await run();
    for (const c of [id, other]) {
      expect((await contractDoc(c))?.deadlineAlert).toBeUndefined();
      expect(await deadlineNotices(c)).toEqual([]);
    }
  });

  it('ten runs at once raise one alert and one notice; an earlier deadline (after a 納品) raises again, once', async () => {
    const worker = await t.user('worker');
    const id = await paidContract(t, client, worker, REWARD);
    await deadlineIn(id, 5);
    const reports = await Promise.all(Array.from({ length: 10 }, () => runDeadlineWatch(t.deps)));
    expect(reports.filter((r) => r.raised.includes(id))).toHaveLength(1);
    expect(reports.flatMap((r) => r.failed)).toEqual([]);
    expect(await deadlineNotices(id)).toHaveLength(1);

    const earlier = await deadlineIn(id, 2);
    await Promise.all(Array.from({ length: 10 }, () => runDeadlineWatch(t.deps)));
    const notices = await deadlineNotices(id);
    expect(notices).toHaveLength(2);
    expect(notices.some((n) => n.title.includes(ja(earlier)))).toBe(true);
    expect((await contractDoc(id))?.deadlineAlert).toMatchObject({ deadline: earlier });
  });

  it('the 支払期日 list: the raised ones soonest first with deadline, days left, status, parties, reward and why; gone once transferred', async () => {
    // A: delivered, deadline passed 2 days ago (期日超過); B: 検収 without a payout-ready account, 3 days left.
    const a = await t.user('worker');
    await payoutAccount(t, a);
    const late = await deliveredContract(t, client, a, REWARD);
    const lateDate = await deadlineIn(late, -2);
    const b = await t.user('worker');
    const waiting = await deliveredContract(t, client, b, REWARD);
    await client.post('/liff/project/complete-process', { contractId: waiting }).expect(200);
    const waitingDate = await deadlineIn(waiting, 3);
    // C: on hold (a refused cancellation), 6 days left.
    const c = await t.user('worker');
    const held = await deliveredContract(t, client, c, REWARD);
    await c.post(`/liff/contracts/${held}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${held}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
    await deadlineIn(held, 6);
    await run();

    const items = await deadlineQueue();
    const ours = items.filter((i) => [late, waiting, held].includes(i.contractId));
    expect(ours.map((i) => i.contractId)).toEqual([late, waiting, held]);
    const dates = items.map((i) => i.deadline?.date ?? '');
    expect([...dates].sort()).toEqual(dates);

    const [x, y, z] = ours;
    expect(x).toMatchObject({
      kind: 'deadline',
      contractId: late,
      title: 'ヘアカタログ撮影',
      contractStatus: 'delivered',
      client: { userId: client.uid, name: expect.any(String) },
      worker: { userId: a.uid, name: expect.any(String) },
      reward: REWARD,
      paid: REWARD,
      amount: REWARD - REWARD * 0.1,
      actions: [],
      deadline: {
        date: lateDate,
        daysLeft: -2,
        wait: 'acceptance',
        waitLabel: DEADLINE_WAIT_LABEL.acceptance,
        raisedAt: expect.any(String),
        // First seen past its day: the last alert only, the salon told (her 検収).
        stage: 'due',
        stageLabel: '期日の通知（最終）',
        clientTold: true,
        alsoIn: null,
      },
    });
    expect(x.since).toBe(x.deadline?.raisedAt);
    expect((await deadlineNotices(late))[0].title).toBe(`報酬の支払期日（${ja(lateDate)}）を過ぎています`);
    expect(y).toMatchObject({
      contractStatus: 'completed',
      actions: ['retry_payout'],
      payout: { status: 'waiting_account' },
      deadline: { date: waitingDate, daysLeft: 3, wait: 'account', stage: 'week', clientTold: false, alsoIn: 'payout_failed' },
    });
    const [toB] = await deadlineNotices(waiting);
    expect(toB.path).toBe('/worker/mypage/account');
    expect(toB.body).toContain('受取口座の準備が整っていないため、送金を待っています');
    expect(z).toMatchObject({
      actions: expect.arrayContaining(['release', 'complete', 'refund']),
      hold: { source: 'refused_cancel' },
      deadline: { wait: 'hold', alsoIn: 'hold' },
    });
    // The same contract in the hold list carries its deadline too.
    const holds = (await asAdmin('get', '/admin/money?kind=hold').expect(200)).body as Page<MoneyQueueItem>;
    expect(holds.items.find((i) => i.contractId === held)?.deadline).toMatchObject({ wait: 'hold', alsoIn: 'hold' });

    // The salon's 検収 transfers A's reward: A leaves the list; B's account becomes ready and the owed transfer is made: B leaves.
    await client.post('/liff/project/complete-process', { contractId: late }).expect(200);
    expect(await itemOf(late)).toBeUndefined();
    await payoutAccount(t, b);
    await run();
    expect(await t.store.get<{ status: string }>(`payouts/${waiting}`)).toMatchObject({ status: 'transferred' });
    expect(await itemOf(waiting)).toBeUndefined();
    expect(await itemOf(held)).toBeDefined();
  });

  it('reads through indexed queries and pages without repeats, soonest first', async () => {
    const worker = await t.user('worker');
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const id = await t.contract(client, worker, 'in_progress', REWARD);
      await deadlineIn(id, i % 8);
      ids.push(id);
    }
    const recorder = recordQueries(t);
    try {
      await runDeadlineWatch(t.deps);
      await deadlineQueue();
    } finally {
      recorder.stop();
    }
    expect(recorder.queries.length).toBeGreaterThan(0);
    expect(unindexedQueries(recorder.queries)).toEqual([]);

    const first = (await asAdmin('get', '/admin/money?kind=deadline').expect(200)).body as Page<MoneyQueueItem>;
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const all = await deadlineQueue();
    expect(new Set(all.map((i) => i.contractId)).size).toBe(all.length);
    expect(all.slice(0, 20).map((i) => i.contractId)).toEqual(first.items.map((i) => i.contractId));
    for (const id of ids) expect(all.some((i) => i.contractId === id)).toBe(true);
    const keys = all.map((i) => `${i.deadline?.date}/${i.contractId}`);
    expect([...keys].sort()).toEqual(keys);
    // A bad cursor is a 400, as in every list.
    await asAdmin('get', '/admin/money?kind=deadline&cursor=xyz').expect(400);
  });
});
