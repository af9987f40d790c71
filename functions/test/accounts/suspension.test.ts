/**
 * Suspending and reinstating an account (docs/product/admin.md#suspension): the user's recruiting jobs
 * and published listings stop in the suspension's transaction (and stay stopped when reinstated), the API
 * refuses them with 403 but the session still answers with the reason, money already owed keeps moving
 * (the other party's 検収, the clocks, transfers, refunds), and parallel or bad requests change nothing more.
 */
import type { AdminSuspendResult, AdminUserDetail, AuditEntry } from '@common/admin';
import type { SessionPayload, SessionVerifyResponse } from '@common/api';
import type { Page } from '@common/marketplace';
import { runDealTimers } from '../../src/features/contracts/timers';
import { userPath, type UserDoc } from '../../src/documents/users';
import { SUSPENSION_BATCH } from '../../src/features/accounts/service';
import { describeApi } from '../support/harness';
import { DAY_MS, deliveredContract, paidContract, payoutAccount, transfersOf, type PayApp } from '../payments/support';
import { jobInput, listingInput } from '../marketplace/support';
import { createAdminApp, type AdminApp } from '../admin/support';

const SUSPENDED = 'このアカウントは利用を停止されています。お問い合わせ窓口までご連絡ください';
const SETTINGS = { autoCompleteDays: 7, cancelAutoAcceptDays: 3 };
const REASON = '利用規約に反する連絡先の交換が確認されたため';

describeApi('admin users: suspension', () => {
  let t: PayApp;
  let asAdmin: AdminApp['call'];
  let adminId: string;
  let adminToken: string;

  beforeEach(async () => {
    ({ t, call: asAdmin, adminId, adminToken } = await createAdminApp());
  }, 60_000);
  afterEach(() => t.close());

  const suspend = (uid: string, reason = REASON) => asAdmin('post', `/admin/users/${uid}/suspend`).send({ reason });
  const reinstate = (uid: string, reason = '本人確認が取れたため') =>
    asAdmin('post', `/admin/users/${uid}/reinstate`).send({ reason });
  const userDoc = async (uid: string) => t.store.get<UserDoc>(userPath(uid));
  const entries = async (uid: string) =>
    (await t.store.query<{ targetId: string; action: string }>('auditLog', { where: [['targetId', '==', uid]] })).map(
      (d) => d.data,
    );
  const statusOf = async (path: string) => (await t.store.get<{ status: string }>(path))?.status;

  it('stops the open jobs and unpublishes the listings in the same step; reinstating republishes nothing', async () => {
    const client = await t.user('client');
    const open = (await client.post('/liff/jobs', jobInput()).expect(201)).body.id as string;
    const ownStop = (await client.post('/liff/jobs', jobInput({ title: '自分で停止した案件' })).expect(201)).body.id as string;
    await client.post(`/liff/jobs/${ownStop}/stop`).expect(200);
    const worker = await t.user('worker');
    const listing = (await worker.post('/liff/listings', listingInput()).expect(201)).body.id as string;

    const res = await suspend(client.uid).expect(200);
    expect(res.body as AdminSuspendResult).toEqual({
      userId: client.uid,
      suspended: true,
      suspension: { reason: REASON, at: expect.any(String), by: adminId },
      jobsStopped: 1,
      listingsStopped: 0,
    });
    expect(await statusOf(`jobs/${open}`)).toBe('stopped');
    const detail = (await asAdmin('get', `/admin/users/${client.uid}`).expect(200)).body as AdminUserDetail;
    expect(detail.user).toMatchObject({ suspended: true, suspension: { reason: REASON, by: adminId } });
    const byId = Object.fromEntries(detail.jobs.items.map((j) => [j.id, j]));
    expect(byId[open]).toMatchObject({ status: 'stopped', stoppedBySuspension: true });
    expect(byId[ownStop]).toMatchObject({ status: 'stopped', stoppedBySuspension: false });
    expect(detail.audit.items[0]).toMatchObject({
      action: 'user.suspend',
      adminId,
      reason: REASON,
      target: { kind: 'user', id: client.uid },
      before: { suspended: false },
      after: { suspended: true, jobsStopped: [open], listingsStopped: [], more: false },
    });

    await suspend(worker.uid).expect(200);
    expect(await statusOf(`listings/${listing}`)).toBe('stopped');
    const workerPage = (await asAdmin('get', `/admin/users/${worker.uid}`).expect(200)).body as AdminUserDetail;
    expect(workerPage.listings.items).toEqual([
      expect.objectContaining({ id: listing, status: 'stopped', stoppedBySuspension: true }),
    ]);

    // Reinstated: the account works again, the stopped job stays stopped until its owner reopens it.
    const back = await reinstate(client.uid).expect(200);
    expect(back.body).toEqual({ userId: client.uid, suspended: false, suspension: null, jobsStopped: 0, listingsStopped: 0 });
    expect((await userDoc(client.uid))?.suspension).toBeNull();
    expect(await statusOf(`jobs/${open}`)).toBe('stopped');
    const stoppedTab = (await client.get('/liff/client/jobs?status=stopped').expect(200)).body as Page<{ id: string }>;
    expect(stoppedTab.items.map((j) => j.id).sort()).toEqual([open, ownStop].sort());
    await client.post(`/liff/jobs/${open}/reopen`).expect(200);
    expect(await statusOf(`jobs/${open}`)).toBe('published');
    const actions = (await entries(client.uid)).map((e) => e.action).sort();
    expect(actions).toEqual(['user.reinstate', 'user.suspend']);
  });

  it('refuses every read and write of the suspended user with 403 and the message; the session still answers', async () => {
    const client = await t.user('client');
    await suspend(client.uid).expect(200);
    const refused: [string, () => PromiseLike<{ status: number; body: { error?: { message: string } } }>][] = [
      ['GET /liff/client/jobs', () => client.get('/liff/client/jobs')],
      ['POST /liff/jobs', () => client.post('/liff/jobs', jobInput())],
      ['GET /liff/contracts', () => client.get('/liff/contracts')],
      ['GET /liff/badges', () => client.get('/liff/badges')],
      [
        'PUT /liff/profiles/client',
        () => t.request().put('/liff/profiles/client').set('Authorization', `Bearer ${client.idToken}`).send({}),
      ],
      [
        'PUT /liff/images/client/profile',
        () => t.request().put('/liff/images/client/profile').set('Authorization', `Bearer ${client.idToken}`),
      ],
    ];
    for (const [name, send] of refused) {
      const res = await send();
      expect([name, res.status, res.body.error?.message]).toEqual([name, 403, SUSPENDED]);
    }

    // The session: the login answers (the app shows why), with the reason and no preloaded page.
    const login = await t
      .request()
      .post('/liff/session/verify')
      .send({ idToken: t.lineToken({ sub: client.uid }), landing: '/client/products' })
      .expect(200);
    const body = login.body as SessionVerifyResponse;
    expect(body.session.user.suspension).toEqual({ reason: REASON, at: expect.any(String) });
    expect(body.preloaded).toBeUndefined();
    const refetch = (await client.get('/liff/session').expect(200)).body as SessionPayload;
    expect(refetch.user.suspension).toEqual({ reason: REASON, at: expect.any(String) });

    await reinstate(client.uid).expect(200);
    await client.get('/liff/client/jobs').expect(200);
    const after = (await client.get('/liff/session').expect(200)).body as SessionPayload;
    expect(after.user.suspension).toBeUndefined();
  });

  it("a suspended worker's delivered contract completes on the client's 検収 and the worker is paid", async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker);
    await suspend(worker.uid).expect(200);
    // The suspended party cannot act on it; the other party can.
    const self = await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(403);
    expect(self.body.error.message).toBe(SUSPENDED);
    await client.get(`/liff/contracts/${id}`).expect(200);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    await t.stripe.flush();
    expect(await statusOf(`contracts/${id}`)).toBe('paid_out');
    expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([27000]);
  });

  it("a suspended worker's delivered contract completes on the timer and the worker is paid", async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker);
    await suspend(worker.uid).expect(200);
    t.clock.advance(7 * DAY_MS + 60_000);
    const report = await runDealTimers(t.deps, SETTINGS);
    await t.stripe.flush();
    expect(report.completed).toContain(id);
    expect(await statusOf(`contracts/${id}`)).toBe('paid_out');
    expect((await transfersOf(t, id)).map((x) => x.amount)).toEqual([27000]);
  });

  it('a suspended client is refunded: the worker asks to cancel, the clock accepts, Stripe confirms', async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    const id = await paidContract(t, client, worker);
    await suspend(client.uid).expect(200);
    await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '日程が合わなくなったため' }).expect(200);
    await client.post(`/liff/contracts/${id}/accept-cancel`).expect(403);
    t.clock.advance(3 * DAY_MS + 60_000);
    const report = await runDealTimers(t.deps, SETTINGS);
    await t.stripe.flush();
    expect(report.cancelAccepted).toContain(id);
    expect(await statusOf(`contracts/${id}`)).toBe('cancelled');
    const payment = await t.store.get<{ refund: { status: string } }>(`payments/${id}`);
    expect(payment?.refund.status).toBe('succeeded');
  });

  it("a suspended worker cannot be hired: their pending application can't be accepted", async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    const job = (await client.post('/liff/jobs', jobInput()).expect(201)).body.id as string;
    await worker.post(`/liff/jobs/${job}/applications`, { message: 'よろしくお願いします' }).expect(201);
    await suspend(worker.uid).expect(200);
    const res = await client.post(`/liff/jobs/${job}/applications/${worker.uid}/accept`).expect(409);
    expect(res.body.error.message).toBe('この受注者は現在ご利用いただけないため採用できません');
  });

  it('ten parallel suspends: one suspension, one entry, nine 409; then ten parallel reinstates alike', async () => {
    const client = await t.user('client');
    const job = (await client.post('/liff/jobs', jobInput()).expect(201)).body.id as string;
    const answers = await Promise.all(Array.from({ length: 10 }, () => suspend(client.uid)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((r) => r.status === 409)?.body.error.message).toBe('このアカウントはすでに利用停止中です');
    expect(answers.filter((r) => r.status === 200).map((r) => r.body.jobsStopped)).toEqual([1]);
    expect(await statusOf(`jobs/${job}`)).toBe('stopped');
    expect((await entries(client.uid)).filter((e) => e.action === 'user.suspend')).toHaveLength(1);

    const back = await Promise.all(Array.from({ length: 10 }, () => reinstate(client.uid)));
    expect(back.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(back.find((r) => r.status === 409)?.body.error.message).toBe('このアカウントは利用停止されていません');
    expect((await entries(client.uid)).filter((e) => e.action === 'user.reinstate')).toHaveLength(1);
  });

  it(`stops more jobs than one transaction holds (${SUSPENSION_BATCH} at a time), all of them`, async () => {
    const client = await t.user('client');
    const now = t.clock.now();
    const total = SUSPENSION_BATCH + 7;
    for (let i = 0; i < total; i++) {
      const id = `bulk${String(i).padStart(4, '0')}${client.uid.slice(1, 9)}`;
      await t.store.set(`jobs/${id}`, {
        ...jobInput(),
        id,
        clientId: client.uid,
        status: 'published',
        applicantCount: 0,
        acceptedCount: 0,
        createdAt: new Date(now.getTime() - i),
        updatedAt: now,
      });
    }
    const res = await suspend(client.uid).expect(200);
    expect(res.body.jobsStopped).toBe(total);
    const still = await t.store.query('jobs', {
      where: [
        ['clientId', '==', client.uid],
        ['status', '==', 'published'],
      ],
    });
    expect(still).toHaveLength(0);
    const page = (await asAdmin('get', `/admin/audit?targetId=${client.uid}`).expect(200)).body as Page<AuditEntry>;
    expect(page.items).toHaveLength(1);
    expect(page.items[0].after).toMatchObject({ more: true });
    expect((page.items[0].after as { jobsStopped: string[] }).jobsStopped).toHaveLength(SUSPENSION_BATCH);
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a reason over 500 characters', { reason: 'あ'.repeat(501) }],
    ['a number', { reason: 12 }],
    ['an extra field', { reason: '理由', jobs: false }],
  ])('refuses %s with a 400 and changes nothing', async (_what, body) => {
    const client = await t.user('client');
    const job = (await client.post('/liff/jobs', jobInput()).expect(201)).body.id as string;
    const res = await asAdmin('post', `/admin/users/${client.uid}/suspend`).send(body).expect(400);
    expect(typeof res.body.error.message).toBe('string');
    expect((await userDoc(client.uid))?.suspension ?? null).toBeNull();
    expect(await statusOf(`jobs/${job}`)).toBe('published');
    expect(await entries(client.uid)).toEqual([]);
  });

  it('refuses a prototype key, an array body, an unknown or malformed user', async () => {
    const client = await t.user('client');
    const raw = (json: string, uid = client.uid) =>
      t
        .request()
        .post(`/admin/users/${uid}/suspend`)
        .set('Authorization', `Bearer ${adminToken}`)
        .set('content-type', 'application/json')
        .send(json);
    await raw('{"reason":"理由","__proto__":{"isAdmin":true}}').expect(400);
    await raw('[{"reason":"理由"}]').expect(400);
    await raw('{"reason":"理由"}', 'Uunknown0000').expect(404);
    await raw('{"reason":"理由"}', 'a.b').expect(404);
    await asAdmin('post', '/admin/users/Uunknown0000/reinstate').send({ reason: '理由' }).expect(404);
    expect((await userDoc(client.uid))?.suspension ?? null).toBeNull();
    expect(await entries(client.uid)).toEqual([]);
  });
});
