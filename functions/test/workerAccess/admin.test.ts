/**
 * Worker approval from the admins' side (docs/product/admin.md#worker-approval): the queue, who may
 * decide, bad bodies, and ten parallel decisions making one effect, one notice and one audit entry.
 */
import type { AdminWorkerRequest } from '@common/workerAccess';
import { describeApi, idTokenWithClaims } from '../support/harness';
import { recordQueries, type Caller } from '../payments/support';
import { unindexedQueries } from '../marketplace/support';
import { createWorkerAccessApp, REQUEST, type WorkerAccessApp } from './support';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

describeApi('worker access: the admin side', () => {
  let w: WorkerAccessApp;
  beforeAll(async () => {
    w = await createWorkerAccessApp();
  }, 60_000);
  afterAll(() => w.t.close());

  const pending = async (): Promise<Caller> => {
    const user = await w.noSide();
    await user.post('/liff/worker-access', REQUEST).expect(201);
    return user;
  };

  it('ten parallel approvals: one approval, one notice, one audit entry', async () => {
    const user = await pending();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => w.call('post', `/admin/worker-requests/${user.uid}/approve`).send({})),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((r) => r.status === 409)?.body.error.message).toBe('この申請は審査待ちではありません');
    expect(await w.isWorker(user.uid)).toBe(true);
    expect(await w.noticesOf(user.uid)).toHaveLength(1);
    const entries = await w.auditOf(user.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminId: w.adminId,
      action: 'worker.approve',
      target: { kind: 'user', id: user.uid },
      after: { isWorker: true, request: 'approved' },
    });
  });

  it('ten parallel declines and revocations: one each', async () => {
    const a = await pending();
    const declines = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.call('post', `/admin/worker-requests/${a.uid}/decline`).send({ reason: '確認できませんでした' }),
      ),
    );
    expect(declines.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await w.noticesOf(a.uid)).toHaveLength(1);
    expect((await w.auditOf(a.uid)).map((e) => e.action)).toEqual(['worker.decline']);
    expect((await w.auditOf(a.uid))[0].reason).toBe('確認できませんでした');

    const worker = await w.t.user('worker');
    const revokes = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.call('post', `/admin/users/${worker.uid}/revoke-worker`).send({ reason: '取り消します' }),
      ),
    );
    expect(revokes.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await w.noticesOf(worker.uid)).toHaveLength(1);
    expect((await w.auditOf(worker.uid)).map((e) => e.action)).toEqual(['worker.revoke']);
  });

  it('the queue lists pending requests oldest first, with who asked; decided ones by status', async () => {
    const first = await pending();
    w.t.clock.advance(1000);
    const second = await pending();
    const queue: AdminWorkerRequest[] = [];
    let cursor: string | null = null;
    do {
      const res = await w.call('get', `/admin/worker-requests?status=pending${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      const page = res.body as Page<AdminWorkerRequest>;
      queue.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const ids = queue.map((r) => r.userId);
    expect(ids.indexOf(first.uid)).toBeLessThan(ids.indexOf(second.uid));
    expect(new Set(ids).size).toBe(ids.length);
    expect(queue.find((r) => r.userId === first.uid)).toMatchObject({
      lineDisplayName: 'テスト',
      status: 'pending',
      ...REQUEST,
      decidedAt: null,
      decidedBy: null,
    });
    await w.call('post', `/admin/worker-requests/${first.uid}/decline`).send({ reason: '見送ります' }).expect(200);
    const declined = (await w.call('get', '/admin/worker-requests?status=declined').expect(200)).body as Page<AdminWorkerRequest>;
    expect(declined.items[0]).toMatchObject({
      userId: first.uid,
      status: 'declined',
      declineReason: '見送ります',
      decidedBy: w.adminId,
    });
    const stillPending = (await w.call('get', '/admin/worker-requests').expect(200)).body as Page<AdminWorkerRequest>;
    expect(stillPending.items.map((r) => r.userId)).not.toContain(first.uid);
    await w.call('get', '/admin/worker-requests?status=all').expect(400);
    await w.call('get', '/admin/worker-requests?cursor=%%%').expect(400);
  });

  it('every list query is served by firestore.indexes.json', async () => {
    await pending();
    const rec = recordQueries(w.t);
    try {
      for (const status of ['pending', 'approved', 'declined', 'revoked']) {
        await w.call('get', `/admin/worker-requests?status=${status}`).expect(200);
      }
    } finally {
      rec.stop();
    }
    expect(rec.queries.some((q) => q.collectionId === 'workerRequests')).toBe(true);
    expect(unindexedQueries(rec.queries)).toEqual([]);
  });

  it('anonymous 401; a client or worker 403 on every admin route; a stranger 404', async () => {
    const user = await pending();
    const client = await w.t.user('client');
    const worker = await w.t.user('worker');
    const routes: ['get' | 'post', string, object?][] = [
      ['get', '/admin/worker-requests'],
      ['post', `/admin/worker-requests/${user.uid}/approve`, {}],
      ['post', `/admin/worker-requests/${user.uid}/decline`, { reason: 'x' }],
      ['post', `/admin/users/${worker.uid}/revoke-worker`, { reason: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      await w.call(method, path, null).send(body).expect(401);
      for (const who of [client, worker]) await w.call(method, path, who.idToken).send(body).expect(403);
    }
    expect(await w.isWorker(user.uid)).toBe(false);
    expect(await w.isWorker(worker.uid)).toBe(true);

    const stranger = 'Udoesnotexist00000000000000000000';
    await w.call('post', `/admin/worker-requests/${stranger}/approve`).send({}).expect(404);
    await w.call('post', `/admin/worker-requests/${stranger}/decline`).send({ reason: 'x' }).expect(404);
    await w.call('post', `/admin/users/${stranger}/revoke-worker`).send({ reason: 'x' }).expect(404);
    await w.call('post', '/admin/worker-requests/..%2Fusers/approve').send({}).expect(404);
    // A user who never asked.
    await w.call('post', `/admin/worker-requests/${client.uid}/approve`).send({}).expect(404);
    // An admin claim that is not true is no admin.
    const almost = await idTokenWithClaims(client.uid, { admin: 'true' });
    await w.call('get', '/admin/worker-requests', almost).expect(403);
  });

  it('bad bodies are 400 and change nothing', async () => {
    const user = await pending();
    const worker = await w.t.user('worker');
    await w.call('post', `/admin/worker-requests/${user.uid}/approve`).send({ reason: 'x' }).expect(400);
    for (const body of [{}, { reason: '' }, { reason: 'あ'.repeat(501) }, { reason: 1 }, { reason: 'x', extra: 1 }]) {
      await w.call('post', `/admin/worker-requests/${user.uid}/decline`).send(body).expect(400);
      await w.call('post', `/admin/users/${worker.uid}/revoke-worker`).send(body).expect(400);
    }
    await w.call('post', `/admin/worker-requests/${user.uid}/decline`).expect(400);
    expect(await w.requestOf(user.uid)).toMatchObject({ status: 'pending' });
    expect(await w.isWorker(worker.uid)).toBe(true);
    expect(await w.auditOf(user.uid)).toHaveLength(0);
    expect(await w.auditOf(worker.uid)).toHaveLength(0);
    expect(await w.noticesOf(user.uid)).toHaveLength(0);
  });
});
