/**
 * The payment deadline kept, the salon's side and the last alert (docs/product/law.md#the-deadline-kept),
 * over HTTP with the local Stripe stand-in: the salon gets her own notice (お知らせ and a LINE push)
 * when the payment waits on her step (仮払い, 検収, an answer to the worker's cancellation) and
 * nothing when it waits on the worker or the operator; on the day itself a last, stronger alert goes
 * out (the admins' WARNING line marked overdue); a deadline first seen past its day gets that one
 * only; ten runs at once make one notice per stage per party; a paid contract is never raised.
 */
import { logger } from 'firebase-functions/logger';
import type { MoneyQueueItem } from '@common/admin';
import { addDays, todayJst } from '@common/dates';
import { CLIENT_LAW_TEXT, type DeadlineStage, type DeadlineWait } from '@common/deadlineAlert';
import { runDeadlineWatch } from '../../src/features/money/deadlineWatch';
import type { NotificationDoc } from '../../src/documents/notifications';
import { describeApi } from '../support/harness';
import { deliveredContract, paidContract, payoutAccount, type Caller, type PayApp } from '../payments/support';
import { createAdminApp, type AdminApp } from './support';

const REWARD = 30000;
const DAY_MS = 86_400_000;

/** '2026-12-01' -> '2026年12月1日' (the worker's notice) and '12月1日' (the salon's). */
const ja = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};
const md = (date: string) => {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
};

describeApi('the payment deadline kept: the salon told, and the last alert on the day', () => {
  let t: PayApp;
  let client: Caller;
  let asAdmin: AdminApp['call'];
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
  const alertOf = async (id: string) =>
    (await t.store.get<{ deadlineAlert?: Record<string, unknown> }>(`contracts/${id}`))?.deadlineAlert;
  const deadlineIn = async (id: string, days: number) => {
    const date = addDays(today(), days);
    await t.store.update(`contracts/${id}`, { paymentDeadline: date });
    return date;
  };
  /** The deadline notices about a contract, oldest first: the worker's and the salon's. */
  const notices = async (id: string) => {
    const docs = (await t.store.query<NotificationDoc>('notifications', { where: [['contractId', '==', id]] }))
      .map((d) => d.data)
      .filter((n) => n.kind === 'payment_deadline' || n.kind === 'payment_deadline_client')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return {
      worker: docs.filter((n) => n.kind === 'payment_deadline'),
      salon: docs.filter((n) => n.kind === 'payment_deadline_client'),
    };
  };
  const warnings = (id: string) =>
    logged.mock.calls.map(([e]) => e as Record<string, unknown>).filter((e) => e.contractId === id && e.severity === 'WARNING');
  const run = () => runDeadlineWatch(t.deps);
  /** Moves the clock by whole days (only the watch runs here: no automatic 検収 follows). */
  const daysPass = (days: number) => t.clock.advance(days * DAY_MS);
  const deadlineItem = async (id: string): Promise<MoneyQueueItem | undefined> => {
    const items: MoneyQueueItem[] = [];
    let cursor: string | null = null;
    do {
      const res = await asAdmin('get', `/admin/money?kind=deadline${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      items.push(...(res.body.items as MoneyQueueItem[]));
      cursor = res.body.nextCursor as string | null;
    } while (cursor);
    return items.find((i) => i.contractId === id);
  };

  /** The salon's own step, one contract per wait she can act on. */
  const salonWaits: [DeadlineWait, string, (worker: Caller) => Promise<string>][] = [
    ['payment', '仮払いがまだ完了していません。契約ページから仮払いを済ませてください。', (w) => t.contract(client, w)],
    ['acceptance', '納品された内容の検収がまだ完了していません。', (w) => deliveredContract(t, client, w, REWARD)],
    [
      'cancel_request',
      '受注者からのキャンセル申請にまだ回答していません。契約ページから申請に回答してください。',
      async (w) => {
        const id = await paidContract(t, client, w, REWARD);
        await w.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
        return id;
      },
    ],
  ];

  it.each(salonWaits)(
    'waiting for the salon (%s): she is told the deadline (M月D日), what the law asks and her step, on her contract page',
    async (wait, step, make) => {
      const worker = await t.user('worker');
      const id = await make(worker);
      const deadline = await deadlineIn(id, 5);
      expect((await run()).raised).toContain(id);

      expect(await alertOf(id)).toEqual({ deadline, at: expect.any(Date), wait, stage: 'week', client: true });
      const { worker: toWorker, salon } = await notices(id);
      expect(toWorker).toHaveLength(1);
      expect(salon).toHaveLength(1);
      expect(salon[0]).toMatchObject({
        userId: client.uid,
        kind: 'payment_deadline_client',
        title: `報酬の支払期日（${md(deadline)}）が近づいています`,
        body: expect.stringContaining(
          `「ヘアカタログ撮影」の報酬について、支払期日は${md(deadline)}です。${CLIENT_LAW_TEXT}${step}`,
        ),
        path: `/client/project-managements/${id}`,
        amount: REWARD,
        readAt: null,
        // Queued for LINE in the same transaction (the outbox).
        push: expect.objectContaining({ status: 'pending' }),
      });
      expect(salon[0].body).toContain(step);
      expect(salon[0].body).toContain('60日以内');
      // She reads it in her お知らせ.
      const hers = (await client.get('/liff/notices').expect(200)).body.items as { kind: string; path: string }[];
      expect(hers.filter((n) => n.kind === 'payment_deadline_client' && n.path.endsWith(id))).toHaveLength(1);
      expect(warnings(id)).toEqual([
        expect.objectContaining({ stage: 'week', overdue: false, clientTold: true, actor: 'client' }),
      ]);
    },
  );

  /** Waits the salon cannot act on: the worker's step or the operator's. */
  const otherWaits: [DeadlineWait, (worker: Caller) => Promise<string>][] = [
    ['delivery', (w) => paidContract(t, client, w, REWARD)],
    [
      'account',
      async (w) => {
        const id = await deliveredContract(t, client, w, REWARD);
        await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
        return id;
      },
    ],
    [
      'hold',
      async (w) => {
        const id = await deliveredContract(t, client, w, REWARD);
        await w.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
        await client.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
        return id;
      },
    ],
    [
      // The salon asked to cancel: the answer is the worker's.
      'cancel_request',
      async (w) => {
        const id = await paidContract(t, client, w, REWARD);
        await client.post(`/liff/contracts/${id}/request-cancel`, { reason: '撮影日程が合わなくなったため' }).expect(200);
        return id;
      },
    ],
  ];

  it.each(otherWaits)(
    'waiting for the worker or the operator (%s): the salon is not told, at either stage',
    async (wait, make) => {
      const worker = await t.user('worker');
      const id = await make(worker);
      await deadlineIn(id, 0);
      await run();
      expect(await alertOf(id)).toMatchObject({ wait, stage: 'due', client: false });
      const { worker: toWorker, salon } = await notices(id);
      expect(toWorker).toHaveLength(1);
      expect(salon).toEqual([]);
      expect(toWorker[0].body).toContain('運営が状況を確認しています。');
      expect((await deadlineItem(id))?.deadline).toMatchObject({ stage: 'due', clientTold: false });
    },
  );

  it("on the day, the worker's own step is asked of her (納品, her answer to the salon's cancellation)", async () => {
    const worker = await t.user('worker');
    const undelivered = await paidContract(t, client, worker, REWARD);
    const date = await deadlineIn(undelivered, 0);
    const asked = await paidContract(t, client, worker, REWARD);
    await client.post(`/liff/contracts/${asked}/request-cancel`, { reason: '撮影日程が合わなくなったため' }).expect(200);
    await deadlineIn(asked, 0);
    await run();
    const [a] = (await notices(undelivered)).worker;
    expect(a.title).toBe(`本日が報酬の支払期日（${ja(date)}）です`);
    expect(a.body).toBe(
      `「ヘアカタログ撮影」の報酬の支払期日は${ja(date)}です。現在、納品がまだ行われていません。至急、契約ページから納品してください。運営が状況を確認しています。`,
    );
    const [b] = (await notices(asked)).worker;
    expect(b.body).toContain('契約ページから、発注者のキャンセル申請に回答してください。');
  });

  it('7 days before, then on the day itself: a second, last and stronger alert to both; the admins see it overdue; then nothing', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker, REWARD);
    const deadline = await deadlineIn(id, 7);
    await run();
    expect(await alertOf(id)).toMatchObject({ stage: 'week' });
    expect((await deadlineItem(id))?.deadline).toMatchObject({ stage: 'week', stageLabel: '7日前の通知', clientTold: true });

    // The day before: nothing new.
    daysPass(6);
    await run();
    expect((await notices(id)).salon).toHaveLength(1);

    // The day itself.
    daysPass(1);
    expect((await run()).raised).toContain(id);
    const { worker: toWorker, salon } = await notices(id);
    expect(toWorker.map((n) => n.title)).toEqual([
      `報酬の支払期日（${ja(deadline)}）が近づいています`,
      `本日が報酬の支払期日（${ja(deadline)}）です`,
    ]);
    expect(salon).toHaveLength(2);
    expect(salon[1]).toMatchObject({
      title: `本日が報酬の支払期日（${md(deadline)}）です`,
      body: expect.stringContaining(`本日が支払期日（${md(deadline)}）です。本日中にご対応ください。${CLIENT_LAW_TEXT}`),
      path: `/client/project-managements/${id}`,
    });
    expect(await alertOf(id)).toMatchObject({ deadline, stage: 'due', wait: 'acceptance', client: true });
    expect(warnings(id)).toEqual([
      expect.objectContaining({ stage: 'week', overdue: false, daysLeft: 7 }),
      expect.objectContaining({
        stage: 'due',
        overdue: true,
        daysLeft: 0,
        message: expect.stringContaining('overdue'),
        clientTold: true,
      }),
    ]);
    const item = await deadlineItem(id);
    expect(item?.deadline).toMatchObject({ daysLeft: 0, stage: 'due', stageLabel: '期日の通知（最終）', clientTold: true });
    expect(item?.since).toBe(item?.deadline?.raisedAt);

    // Days pass, still unpaid: nothing more (the last alert was the last).
    daysPass(2);
    await run();
    await run();
    const after = await notices(id);
    expect([after.worker.length, after.salon.length]).toEqual([2, 2]);
    expect(warnings(id)).toHaveLength(2);
    expect((await deadlineItem(id))?.deadline).toMatchObject({ daysLeft: -2, stage: 'due' });
  });

  it('first seen past its deadline: the last alert only, once', async () => {
    const worker = await t.user('worker');
    const id = await deliveredContract(t, client, worker, REWARD);
    const deadline = await deadlineIn(id, -3);
    await run();
    await run();
    const { worker: toWorker, salon } = await notices(id);
    expect(toWorker).toHaveLength(1);
    expect(toWorker[0].title).toBe(`報酬の支払期日（${ja(deadline)}）を過ぎています`);
    expect(salon).toHaveLength(1);
    expect(salon[0].title).toBe(`報酬の支払期日（${md(deadline)}）を過ぎています`);
    expect(salon[0].body).toContain(
      `支払期日（${md(deadline)}）を過ぎています。受注者への報酬の支払いが遅れていますので、至急ご対応ください。`,
    );
    expect(await alertOf(id)).toMatchObject({ stage: 'due' });
    expect(warnings(id)).toEqual([expect.objectContaining({ stage: 'due', overdue: true, daysLeft: -3 })]);
  });

  it('ten runs at once, at each stage: one alert, one notice per party', async () => {
    const worker = await t.user('worker');
    const id = await deliveredContract(t, client, worker, REWARD);
    await deadlineIn(id, 3);
    const count = async () => {
      const n = await notices(id);
      return [n.worker.length, n.salon.length];
    };
    const tenRuns = async (stage: DeadlineStage) => {
      const reports = await Promise.all(Array.from({ length: 10 }, () => run()));
      expect(reports.filter((r) => r.raised.includes(id))).toHaveLength(1);
      expect(reports.flatMap((r) => r.failed)).toEqual([]);
      expect(await alertOf(id)).toMatchObject({ stage });
    };
    await tenRuns('week');
    expect(await count()).toEqual([1, 1]);
    daysPass(3);
    await tenRuns('due');
    expect(await count()).toEqual([2, 2]);
    await Promise.all(Array.from({ length: 10 }, () => run()));
    expect(await count()).toEqual([2, 2]);
    expect(warnings(id).map((w) => w.stage)).toEqual(['week', 'due']);
  });

  it('an alert stored before stages counts as the stage of the day it was raised', async () => {
    const worker = await t.user('worker');
    // Raised yesterday, before its day (a week alert): today, its day, the last alert goes out.
    const week = await deliveredContract(t, client, worker, REWARD);
    const weekDate = await deadlineIn(week, 0);
    const yesterday = new Date(t.clock.now().getTime() - DAY_MS);
    await t.store.update(`contracts/${week}`, { deadlineAlert: { deadline: weekDate, at: yesterday, wait: 'acceptance' } });
    // Raised after its day: that was the last alert.
    const due = await deliveredContract(t, client, worker, REWARD);
    const dueDate = await deadlineIn(due, -1);
    await t.store.update(`contracts/${due}`, { deadlineAlert: { deadline: dueDate, at: t.clock.now(), wait: 'acceptance' } });
    expect((await deadlineItem(due))?.deadline).toMatchObject({ stage: 'due', clientTold: false });

    await run();
    expect(await alertOf(week)).toMatchObject({ stage: 'due', client: true });
    const n = await notices(week);
    expect([n.worker.length, n.salon.length]).toEqual([1, 1]);
    expect(await notices(due)).toEqual({ worker: [], salon: [] });
  });

  it('a paid contract is never raised; one paid after the week alert gets no last alert', async () => {
    const worker = await t.user('worker');
    await payoutAccount(t, worker);
    const paid = await deliveredContract(t, client, worker, REWARD);
    await client.post('/liff/project/complete-process', { contractId: paid }).expect(200);
    await deadlineIn(paid, -1);
    // The payout decides even where the contract still reads completed.
    const transferred = await t.contract(client, worker, 'completed', REWARD);
    await deadlineIn(transferred, 0);
    await t.store.set(`payouts/${transferred}`, { contractId: transferred, workerId: worker.uid, status: 'transferred' });

    const later = await deliveredContract(t, client, worker, REWARD);
    await deadlineIn(later, 2);
    await run();
    expect((await notices(later)).salon).toHaveLength(1);
    await client.post('/liff/project/complete-process', { contractId: later }).expect(200);
    daysPass(2);
    await run();
    for (const id of [paid, transferred]) {
      expect(await alertOf(id)).toBeUndefined();
      expect(await notices(id)).toEqual({ worker: [], salon: [] });
    }
    const n = await notices(later);
    expect([n.worker.length, n.salon.length]).toEqual([1, 1]);
    expect(await alertOf(later)).toMatchObject({ stage: 'week' });
    expect(await deadlineItem(later)).toBeUndefined();
  });
});
