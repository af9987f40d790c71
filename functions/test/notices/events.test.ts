/**
 * Notifications (docs/product/notifications.md): one notice per event and recipient, written in the
 * event's own transaction, driven through the real flows over HTTP: apply, accept (and 見送り for
 * everyone still waiting when the last place fills), decline, pay through the local Stripe
 * checkout, deliver, request a revision, confirm (検収) and the transfer, cancellation requested and
 * answered both ways, cancel before payment. Then the in-app list shows each user's notices newest
 * first with unread marks, and one dispatch pushes each notice to LINE once, with its own retry
 * key.
 */
import type { Page } from '@common/marketplace';
import type { Notice, NoticeKind } from '@common/notices';
import { describeApi } from '../support/harness';
import { createPayApp, payoutAccount, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { SECOND, accept, apply, dispatch, outbox, postJob, pushesTo } from './support';

const REWARD = 40000;
const PAYOUT = REWARD - Math.floor(REWARD * 0.1);

describeApi('notifications: one per event and recipient', () => {
  let t: PayApp;
  let client: Caller;
  let a: Caller;
  let b: Caller;
  let c: Caller;
  const names = new Map<string, string>();

  beforeAll(async () => {
    t = await createPayApp();
    [client, a, b, c] = await Promise.all([t.user('client'), t.user('worker'), t.user('worker'), t.user('worker')]);
    names.set(client.uid, 'client').set(a.uid, 'a').set(b.uid, 'b').set(c.uid, 'c');
  }, 60_000);
  afterAll(() => t.close());

  /**
   * Runs one event and expects exactly these new notices (who:kind, in any order); the clock moves
   * a second after each, so that lists have a clear newest-first order.
   */
  async function step(run: () => Promise<unknown>, expected: string[]) {
    const before = new Set((await outbox(t)).map((n) => n.id));
    await run();
    await t.stripe.flush();
    const added = (await outbox(t)).filter((n) => !before.has(n.id));
    expect(added.map((n) => `${names.get(n.userId) ?? n.userId}:${n.kind}`).sort()).toEqual([...expected].sort());
    for (const n of added) {
      expect(n.readAt).toBeNull();
      expect(n.push).toEqual({
        status: 'pending',
        retryKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        attempts: 0,
        nextAttemptAt: n.createdAt,
        lastError: null,
        sentAt: null,
      });
    }
    t.clock.advance(SECOND);
    return added;
  }

  const ok = async (req: Promise<{ status: number; body: unknown }>, status = 200) => {
    const res = await req;
    if (res.status !== status) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  /** 仮払い as the client does it: the payment URL, the local checkout with the test card, the webhook. */
  const pay = async (contractId: string) => {
    const { url } = (await ok(client.post('/liff/project/get-payment-url', { contractId }))) as { url: string };
    const paid = await t.stripe.payCheckoutSession(sessionIdOf(url), '4242424242424242');
    expect(paid.ok).toBe(true);
    await t.stripe.flush();
  };

  let contractA = '';
  let contractB = '';
  let jobId = '';

  it('apply: the client is told of each application, the applicant of nothing', async () => {
    jobId = (await postJob(client, 2, REWARD)).id;
    const [n] = await step(() => apply(a, jobId), ['client:application_new']);
    expect(n).toMatchObject({
      title: '新しい応募が届きました',
      body: expect.stringContaining('ヘアカタログ'),
      path: `/client/products/${jobId}/application`,
    });
    await step(() => apply(b, jobId), ['client:application_new']);
    await step(() => apply(c, jobId), ['client:application_new']);
  });

  it('accept: the worker is told (with the reward); the last place filled tells everyone still waiting 見送り', async () => {
    // The 採用 also issues the 発注書, told to the worker (docs/product/notifications.md#application-events).
    let added = await step(
      async () => (contractA = await accept(client, jobId, a.uid)),
      ['a:application_accepted', 'a:document_issued'],
    );
    expect(added.find((n) => n.kind === 'application_accepted')).toMatchObject({
      amount: REWARD,
      path: `/worker/project-managements/${contractA}`,
      contractId: contractA,
    });

    added = await step(
      async () => (contractB = await accept(client, jobId, b.uid)),
      ['b:application_accepted', 'b:document_issued', 'c:application_not_selected'],
    );
    expect(added.find((n) => n.userId === c.uid)).toMatchObject({
      title: '募集が終了しました',
      path: `/worker/projects/${jobId}`,
    });
    const mine = (await ok(c.get('/liff/worker/applications'))) as Page<{ jobId: string; status: string }>;
    expect(mine.items.find((x) => x.jobId === jobId)?.status).toBe('not_selected');
  });

  it('decline: the declined applicant is told', async () => {
    const other = (await postJob(client, 1, REWARD)).id;
    await step(() => apply(c, other), ['client:application_new']);
    const [n] = await step(
      () => ok(client.post(`/liff/jobs/${other}/applications/${c.uid}/decline`)),
      ['c:application_not_selected'],
    );
    expect(n.title).toBe('選考結果のお知らせ');
  });

  it('仮払い through the local checkout: the worker is told the payment is held (amount)', async () => {
    const [n] = await step(() => pay(contractA), ['a:payment_held']);
    expect(n).toMatchObject({ amount: REWARD, path: `/worker/project-managements/${contractA}` });
  });

  it('deliver, request a revision, deliver again, 検収 and the transfer: the other party each time', async () => {
    await payoutAccount(t, a);
    const [d] = await step(
      () => ok(a.post(`/liff/contracts/${contractA}/deliver`, { message: '納品します' })),
      ['client:delivered'],
    );
    expect(d.path).toBe(`/client/project-managements/${contractA}`);
    const [r] = await step(
      () => ok(client.post(`/liff/contracts/${contractA}/request-revision`, { reason: '色味を調整してください' })),
      ['a:revision_requested'],
    );
    expect(r.body).toContain('色味を調整してください');
    await step(() => ok(a.post(`/liff/contracts/${contractA}/deliver`, { message: '修正版です' })), ['client:delivered']);
    const added = await step(
      () => ok(client.post('/liff/project/complete-process', { contractId: contractA })),
      // 検収 also asks both parties for a review (docs/product/reviews.md#notices).
      ['a:completed', 'a:paid_out', 'a:review_request', 'client:review_request'],
    );
    for (const n of added) if (n.kind !== 'review_request') expect(n.amount).toBe(PAYOUT);
  });

  it('without a payout account the worker is told to register one, once', async () => {
    await step(() => pay(contractB), ['b:payment_held']);
    await step(() => ok(b.post(`/liff/contracts/${contractB}/deliver`, { message: '納品します' })), ['client:delivered']);
    const added = await step(
      () => ok(client.post('/liff/project/complete-process', { contractId: contractB })),
      ['b:completed', 'b:payout_account_needed', 'b:review_request', 'client:review_request'],
    );
    expect(added.find((n) => n.kind === 'payout_account_needed')).toMatchObject({
      path: '/worker/mypage/account',
      amount: PAYOUT,
    });
  });

  it('cancellation requested and accepted (refund): the other party, then both when it is cancelled', async () => {
    const job = (await postJob(client, 1, REWARD)).id;
    await step(() => apply(c, job), ['client:application_new']);
    let id = '';
    await step(async () => (id = await accept(client, job, c.uid)), ['c:application_accepted', 'c:document_issued']);
    await step(() => pay(id), ['c:payment_held']);
    await step(
      () => ok(c.post(`/liff/contracts/${id}/request-cancel`, { reason: '急な入院のため' })),
      ['client:cancel_requested'],
    );
    // Accepting refunds at once; charge.refunded then cancels: the requester hears of the answer, both of the end.
    const added = await step(
      () => ok(client.post(`/liff/contracts/${id}/accept-cancel`)),
      // Only the party who did not ask to cancel may review it (docs/product/reviews.md#cancelled-deals).
      ['c:cancel_answered', 'client:cancelled', 'c:cancelled', 'client:review_request'],
    );
    expect(added.find((n) => n.userId === client.uid && n.kind === 'cancelled')).toMatchObject({ amount: REWARD });
  });

  it('cancellation requested by the client and refused; a cancel before payment tells the other party', async () => {
    const job = (await postJob(client, 2, REWARD)).id;
    await step(() => apply(a, job), ['client:application_new']);
    await step(() => apply(b, job), ['client:application_new']);
    let paid = '';
    let unpaid = '';
    await step(async () => (paid = await accept(client, job, a.uid)), ['a:application_accepted', 'a:document_issued']);
    await step(async () => (unpaid = await accept(client, job, b.uid)), ['b:application_accepted', 'b:document_issued']);
    await step(() => pay(paid), ['a:payment_held']);
    await step(() => ok(client.post(`/liff/contracts/${paid}/request-cancel`, { reason: '予算の都合' })), ['a:cancel_requested']);
    const [n] = await step(
      () => ok(a.post(`/liff/contracts/${paid}/refuse-cancel`, { reason: '作業を進めています' })),
      ['client:cancel_answered'],
    );
    expect(n.title).toBe('キャンセル申請が拒否されました');
    await step(
      () => ok(b.post(`/liff/contracts/${unpaid}/cancel`, { reason: '日程が合わなくなりました' })),
      ['client:cancelled'],
    );
  });

  it('the in-app list: each user sees only their own notices, newest first, unread', async () => {
    const all = await outbox(t);
    for (const who of [client, a, b, c]) {
      const items: Notice[] = [];
      let cursor: string | null = null;
      do {
        const res = await who.get(`/liff/notices${cursor ? `?cursor=${cursor}` : ''}`).expect(200);
        const page = res.body as Page<Notice>;
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const mine = all.filter((n) => n.userId === who.uid).reverse();
      expect(items.map((n) => n.id)).toEqual(mine.map((n) => n.id));
      // Unread, but for those whose contract the user acted on since (e.g. each 納品 the client answered).
      expect(items.map((n) => n.readAt === null)).toEqual(mine.map((n) => n.readAt === null));
      if (who === client) expect(items.filter((n) => n.kind === 'delivered').every((n) => n.readAt !== null)).toBe(true);
      expect(Object.keys(items[0]).sort()).toEqual(
        [
          'id',
          'kind',
          'title',
          'body',
          'path',
          'createdAt',
          'readAt',
          ...(items[0].amount !== undefined ? ['amount'] : []),
        ].sort(),
      );
    }
    const kinds = ((await client.get('/liff/notices').expect(200)).body as Page<Notice>).items.map((n) => n.kind);
    expect(kinds[0]).toBe<NoticeKind>('cancelled');
    expect(kinds.at(-1)).toBe<NoticeKind>('application_new');
  });

  it('one dispatch pushes every notice to its recipient once, each with its own retry key; a second pushes nothing', async () => {
    const all = await outbox(t);
    const report = await dispatch(t);
    expect(report.sent.sort()).toEqual(all.map((n) => n.id).sort());
    for (const who of [client, a, b, c]) {
      const mine = all.filter((n) => n.userId === who.uid);
      const pushes = pushesTo(t, who.uid);
      expect(pushes.map((p) => p.retryKey).sort()).toEqual(mine.map((n) => n.push.retryKey).sort());
      for (const p of pushes) {
        const n = mine.find((x) => x.push.retryKey === p.retryKey);
        expect(p.messages).toEqual([expect.objectContaining({ type: 'flex', altText: n?.title })]);
      }
    }
    expect(new Set(t.line.pushes.map((p) => p.retryKey)).size).toBe(all.length);
    expect((await outbox(t)).every((n) => n.push.status === 'sent' && n.push.attempts === 1 && n.push.sentAt)).toBe(true);
    expect(await dispatch(t)).toEqual({ sent: [], skipped: [], retrying: [], failed: [], quota: [] });
    expect(t.line.pushes).toHaveLength(all.length);
  });
});
