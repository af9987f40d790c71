/**
 * The console's users (docs/product/admin.md#users-and-suspension): the search by each field and
 * filter, one user's page with every list, who may call the routes, and bad input refused unchanged.
 */
import type { AdminUserDetail, AdminUserItem } from '@common/admin';
import type { Page } from '@common/marketplace';
import { describeApi, idTokenWithClaims, uniqueUserId } from '../support/harness';
import { deliveredContract, payoutAccount, recordQueries, type Caller, type PayApp } from '../payments/support';
import { jobInput, listingInput, unindexedQueries } from '../marketplace/support';
import { userPath } from '../../src/documents/users';
import { createAdminApp, type AdminApp } from '../admin/support';

describeApi('admin users: search and the user page', () => {
  let t: PayApp;
  let asAdmin: AdminApp['call'];
  let adminId: string;
  let client: Caller;
  let worker: Caller;
  let fresh: Caller;

  beforeAll(async () => {
    ({ t, call: asAdmin, adminId } = await createAdminApp());
    [client, worker, fresh] = await Promise.all([t.user('client'), t.user('worker'), t.user('unverified')]);
    const now = t.clock.now();
    await t.store.update(userPath(client.uid), {
      lineDisplayName: 'さくらLINE',
      salonInfo: { email: 'owner@hanasalon.example.jp', salonDisplayName: '株式会社ハナサロン' },
    });
    await t.store.set(`${userPath(client.uid)}/profiles/client`, {
      type: 'client',
      classify: 'individual',
      userId: client.uid,
      name: '山田花子',
      detail: '',
      createdAt: now,
      updatedAt: now,
    });
    await t.store.update(userPath(worker.uid), { lineDisplayName: 'カメラ太郎LINE' });
    await t.store.set(`${userPath(worker.uid)}/profiles/worker`, {
      type: 'worker',
      classify: 'individual',
      userId: worker.uid,
      name: '佐藤一郎',
      sex: 'male',
      birthYear: 1990,
      birthMonth: 1,
      birthDate: 1,
      occupation: 'カメラマン',
      occupationDetails: [],
      skills: [],
      detail: '',
      portfolios: [],
      createdAt: now,
      updatedAt: now,
    });
  }, 60_000);
  afterAll(() => t.close());

  const search = async (query: string) => (await asAdmin('get', `/admin/users${query}`).expect(200)).body as Page<AdminUserItem>;
  const ids = (page: Page<AdminUserItem>) => page.items.map((u) => u.id);

  it.each([
    ['the client profile name', '山田'],
    ['the LINE display name', 'さくらline'],
    ['the salon e-mail', 'OWNER@hanasalon'],
    ['the company', 'ハナサロン'],
    ['several words across fields', '山田 ハナサロン'],
  ])('finds the client by %s', async (_what, q) => {
    const page = await search(`?q=${encodeURIComponent(q)}`);
    expect(ids(page)).toEqual([client.uid]);
    expect(page.items[0]).toEqual({
      id: client.uid,
      lineDisplayName: 'さくらLINE',
      type: 'client',
      isActive: true,
      isWorker: false,
      suspended: false,
      name: '山田花子',
      company: '株式会社ハナサロン',
      email: 'owner@hanasalon.example.jp',
      createdAt: expect.any(String),
    });
  });

  it('finds the worker by the worker profile name and the LINE name, and anyone by exact uid', async () => {
    expect(ids(await search(`?q=${encodeURIComponent('佐藤')}`))).toEqual([worker.uid]);
    expect(ids(await search(`?q=${encodeURIComponent('カメラ太郎')}`))).toEqual([worker.uid]);
    const byId = await search(`?q=${fresh.uid}`);
    expect(byId).toEqual({ items: [expect.objectContaining({ id: fresh.uid, isActive: false, name: null })], nextCursor: null });
    expect((await search(`?q=${encodeURIComponent('だれでもない名前')}`)).items).toEqual([]);
  });

  it('filters by side and state, newest first, and pages with a cursor', async () => {
    const clients = await search('?type=client');
    expect(clients.items.every((u) => u.type === 'client')).toBe(true);
    expect(ids(clients)).toContain(client.uid);
    expect(ids(await search('?type=none'))).toContain(fresh.uid);
    expect(ids(await search('?type=none&status=active'))).not.toContain(fresh.uid);
    expect(ids(await search('?status=unverified'))).toEqual(expect.arrayContaining([fresh.uid]));
    expect(ids(await search('?status=active'))).toEqual(expect.arrayContaining([client.uid, worker.uid]));
    expect(ids(await search('?status=suspended'))).toEqual([]);
    // 25 more users: two pages, no repeats, newest first.
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1000);
      await t.user('client');
    }
    const first = await search('?type=client');
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(`?type=client&cursor=${first.nextCursor}`);
    const all = [...ids(first), ...ids(second)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(client.uid);
    const times = [...first.items, ...second.items].map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows one user on one page: profiles, jobs, listings, applications, contracts with their money, worker request, audit', async () => {
    const job = await client.post('/liff/jobs', jobInput()).expect(201);
    await worker.post(`/liff/jobs/${job.body.id as string}/applications`, { message: 'よろしくお願いします' }).expect(201);
    await worker.post('/liff/listings', listingInput()).expect(201);
    await payoutAccount(t, worker);
    const contractId = await deliveredContract(t, client, worker);
    await client.post('/liff/project/complete-process', { contractId }).expect(200);
    await t.stripe.flush();
    await asAdmin('post', '/admin/notices').send({ userId: worker.uid, title: 'ご案内', body: '本文です' }).expect(201);

    await t.store.set(`workerRequests/${worker.uid}`, {
      id: worker.uid,
      status: 'approved',
      occupation: 'カメラマン',
      introduction: 'ヘアカタログを撮っています',
      link: 'https://portfolio.example.jp',
      requestedAt: t.clock.now(),
      decidedAt: t.clock.now(),
      decidedBy: adminId,
      reason: null,
      updatedAt: t.clock.now(),
    });
    const recorder = recordQueries(t);
    const detail = (await asAdmin('get', `/admin/users/${worker.uid}`).expect(200)).body as AdminUserDetail;
    const ofClient = (await asAdmin('get', `/admin/users/${client.uid}`).expect(200)).body as AdminUserDetail;
    recorder.stop();
    expect(unindexedQueries(recorder.queries)).toEqual([]);

    expect(detail.user).toMatchObject({
      id: worker.uid,
      type: 'worker',
      name: '佐藤一郎',
      suspension: null,
      stripeAccount: expect.any(String),
    });
    expect(detail.profiles.worker).toMatchObject({ name: '佐藤一郎' });
    expect(detail.profiles.client).toBeNull();
    expect(detail.applications).toEqual({
      items: [expect.objectContaining({ jobId: job.body.id, status: 'pending' })],
      truncated: false,
      limit: 50,
    });
    expect(detail.listings.items).toEqual([expect.objectContaining({ status: 'published', stoppedBySuspension: false })]);
    expect(detail.contracts.items).toEqual([
      expect.objectContaining({ id: contractId, role: 'worker', otherPartyId: client.uid, status: 'paid_out', dispute: null }),
    ]);
    expect(detail.payments.items).toEqual([expect.objectContaining({ contractId, status: 'paid', amount: 30000, refund: null })]);
    expect(detail.payouts.items).toEqual([
      expect.objectContaining({ contractId, status: 'transferred', amount: 27000, attempts: 0, lastError: null }),
    ]);
    expect(detail.workerRequest).toEqual({
      userId: worker.uid,
      lineDisplayName: 'カメラ太郎LINE',
      company: null,
      occupation: 'カメラマン',
      introduction: 'ヘアカタログを撮っています',
      link: 'https://portfolio.example.jp',
      status: 'approved',
      requestedAt: expect.any(String),
      decidedAt: expect.any(String),
      decidedBy: adminId,
      declineReason: null,
    });
    expect(detail.audit.items).toEqual([expect.objectContaining({ action: 'notice.send', adminId })]);
    expect(detail.audit.limit).toBe(20);

    expect(ofClient.jobs.items).toEqual([expect.objectContaining({ id: job.body.id, status: 'published', applicantCount: 1 })]);
    expect(ofClient.contracts.items).toEqual([
      expect.objectContaining({ id: contractId, role: 'client', otherPartyId: worker.uid }),
    ]);
    expect(ofClient.payments.items).toHaveLength(1);
    expect(ofClient.profiles.client).toMatchObject({ name: '山田花子' });
    expect(ofClient.workerRequest).toBeNull();
  });

  it('caps each list at the 50 newest and says so', async () => {
    const many = await t.user('client');
    const now = t.clock.now();
    for (let i = 0; i < 52; i++) {
      const id = `capjob${i}${many.uid.slice(1, 9)}`;
      await t.store.set(`jobs/${id}`, {
        ...jobInput(),
        id,
        clientId: many.uid,
        status: 'stopped',
        applicantCount: 0,
        acceptedCount: 0,
        createdAt: new Date(now.getTime() + i),
        updatedAt: now,
      });
    }
    const detail = (await asAdmin('get', `/admin/users/${many.uid}`).expect(200)).body as AdminUserDetail;
    expect(detail.jobs.items).toHaveLength(50);
    expect(detail.jobs.truncated).toBe(true);
    expect(detail.jobs.items[0].id).toBe(`capjob51${many.uid.slice(1, 9)}`);
    expect(detail.contracts.truncated).toBe(false);
  });

  it('answers 404 for an unknown or malformed uid', async () => {
    await asAdmin('get', `/admin/users/${uniqueUserId()}`).expect(404);
    const res = await asAdmin('get', '/admin/users/a.b').expect(404);
    expect(res.body.error.message).toBe('ユーザーが見つかりません');
  });

  it.each([
    ['an unknown type', '?type=admin', 'type'],
    ['an unknown status', '?status=deleted', 'status'],
    ['a repeated parameter', '?q=a&q=b', 'q'],
    ['an over-long query', `?q=${'あ'.repeat(101)}`, 'q'],
    ['a forged cursor', '?cursor=not-a-cursor', 'cursor'],
  ])('refuses %s with a 400 naming it', async (_what, query, field) => {
    const res = await asAdmin('get', `/admin/users${query}`).expect(400);
    expect(res.body.error.fields).toHaveProperty(field);
  });
});

describeApi('admin users: who may call', () => {
  let t: PayApp;
  let call: AdminApp['call'];
  let adminToken: string;
  let target: Caller;
  let tokens: Record<'client' | 'worker' | 'suspended', string>;

  beforeAll(async () => {
    ({ t, call, adminToken } = await createAdminApp());
    const [client, worker, suspended] = await Promise.all([t.user('client'), t.user('worker'), t.user('client')]);
    target = await t.user('worker');
    await call('post', `/admin/users/${suspended.uid}/suspend`).send({ reason: '規約違反のため' }).expect(200);
    tokens = { client: client.idToken, worker: worker.idToken, suspended: suspended.idToken };
  }, 60_000);
  afterAll(() => t.close());

  const routes = (): [string, 'get' | 'post', string, object | undefined][] => [
    ['search', 'get', '/admin/users', undefined],
    ['user page', 'get', `/admin/users/${target.uid}`, undefined],
    ['suspend', 'post', `/admin/users/${target.uid}/suspend`, { reason: '確認のため' }],
    ['reinstate', 'post', `/admin/users/${target.uid}/reinstate`, { reason: '確認が済んだため' }],
  ];

  it('every route: 401 anonymous, 403 client, worker and suspended user, 2xx admin; the refused change nothing', async () => {
    for (const [name, method, path, body] of routes()) {
      const send = (token: string | null) => {
        const req = call(method, path, token);
        return body ? req.send(body) : req;
      };
      expect([name, (await send(null)).status]).toEqual([name, 401]);
      expect([name, (await send('not-a-token')).status]).toEqual([name, 401]);
      for (const who of ['client', 'worker', 'suspended'] as const) {
        const res = await send(tokens[who]);
        expect([name, who, res.status, res.body.error?.message]).toEqual([name, who, 403, '管理者のみ利用できます']);
      }
      expect((await t.store.get<{ suspension?: unknown }>(userPath(target.uid)))?.suspension ?? null).toEqual(
        name === 'reinstate' ? expect.anything() : null,
      );
      expect([name, (await send(adminToken)).status]).toEqual([name, 200]);
    }
  });

  it('a token for another project or a claim other than true is not an admin', async () => {
    const notAdmin = await idTokenWithClaims(uniqueUserId(), { admin: 'true' });
    await call('get', '/admin/users', notAdmin).expect(403);
  });
});
