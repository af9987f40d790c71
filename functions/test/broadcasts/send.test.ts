/**
 * POST /admin/notices, sent once (docs/product/admin.md#notices): one user, a side, everyone; an
 * important notice pushed to LINE, another in お知らせ only; a failure after the first batch and the
 * retry; ten parallel requests with one Idempotency-Key; who may send; bad input.
 */
import { BATCH, SENDING_LEASE_MS } from '../../src/features/broadcasts/service';
import { runBroadcastTimers } from '../../src/features/broadcasts/timers';
import type { AuditDoc } from '../../src/documents/auditLog';
import { describeApi, idTokenWithClaims, uniqueUserId } from '../support/harness';
import { createAdminApp, type AdminApp } from '../admin/support';
import { dispatch, pushesTo } from '../notices/support';
import { recordQueries } from '../payments/support';
import { unindexedQueries } from '../marketplace/support';
import { addUsers, broadcastDocs, notices, perUser, send, sorted } from './support';

const content = { title: 'メンテナンスのお知らせ', body: '6月1日 2:00〜4:00 はご利用いただけません' };

describeApi('broadcasts: sending', () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  }, 60_000);
  afterAll(() => a.t.close());

  describe('authorisation', () => {
    it('401 without or with a bad token, 403 for a user and for admin:false, 201 for an admin', async () => {
      const [uid] = await addUsers(a, 'client', 1);
      const userToken = await idTokenWithClaims(uid, {});
      const client = a.t.as(userToken);
      const body = { ...content, userId: uid };
      expect((await send(a, body, { token: null }).expect(401)).body.error.code).toBe('unauthenticated');
      await send(a, body, { token: 'not-a-token' }).expect(401);
      const res = await client.post('/admin/notices', body).expect(403);
      expect(res.body.error.message).toBe('管理者のみ利用できます');
      await send(a, body, { token: await idTokenWithClaims(uniqueUserId(), { admin: false }) }).expect(403);
      // Who is asked first: bad input from a non-admin is still 403.
      await client.post('/admin/notices', { nonsense: true }).expect(403);
      expect(await notices(a)).toEqual([]);
      await send(a, body).expect(201);
      for (const path of ['/admin/notices', '/admin/notices/x/cancel']) {
        const method = path.endsWith('cancel') ? 'post' : 'get';
        await a.call(method, path, null).expect(401);
        await a.call(method, path, userToken).expect(403);
      }
    });
  });

  describe('recipients', () => {
    it('one user: the notice id is the broadcast and the user; important is pushed to LINE', async () => {
      const [uid] = await addUsers(a, 'worker', 1);
      const res = await send(a, { ...content, userId: uid, important: true }).expect(201);
      expect(res.body).toEqual({ id: expect.any(String), status: 'sent', queued: 1 });
      const mine = (await notices(a)).filter((n) => n.userId === uid);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        id: `${res.body.id}_${uid}`,
        kind: 'admin',
        title: content.title,
        body: content.body,
        path: '/worker/mypage/notice',
        push: { status: 'pending' },
      });
      await dispatch(a.t);
      expect(pushesTo(a.t, uid)).toHaveLength(1);
      expect(pushesTo(a.t, uid)[0]).toMatchObject({ retryKey: mine[0].push.retryKey });
    });

    it('not important: in お知らせ only, never pushed', async () => {
      const [uid] = await addUsers(a, 'client', 1);
      const res = await send(a, { ...content, userId: uid, path: '/client/project-managements' }).expect(201);
      const [n] = (await notices(a)).filter((x) => x.userId === uid);
      expect(n).toMatchObject({ id: `${res.body.id}_${uid}`, path: '/client/project-managements', push: { status: 'skipped' } });
      await dispatch(a.t);
      expect(pushesTo(a.t, uid)).toEqual([]);
      const [uid2] = await addUsers(a, 'client', 1);
      const token = await idTokenWithClaims(uid2, {});
      await send(a, { ...content, userId: uid2 }).expect(201);
      const list = await a.t.as(token).get('/liff/notices').expect(200);
      expect(list.body.items[0]).toMatchObject({ kind: 'admin', title: content.title });
    });

    it('a side (the earlier body shape too) and everyone: verified users only, each once', async () => {
      const b = await createAdminApp();
      try {
        const workers = await addUsers(b, 'worker', 5);
        const clients = await addUsers(b, 'client', 4);
        const noSide = await addUsers(b, 'noSide', 2);
        await addUsers(b, 'inactive', 3);
        const w = await send(b, { ...content, audience: 'workers' }).expect(201);
        expect(w.body).toMatchObject({ status: 'sent', queued: 5 });
        expect(sorted((await perUser(b, w.body.id)).keys())).toEqual(sorted(workers));
        const c = await send(b, { ...content, side: 'client' }).expect(201);
        expect(c.body).toMatchObject({ status: 'sent', queued: 4 });
        expect(sorted((await perUser(b, c.body.id)).keys())).toEqual(sorted(clients));
        const all = await send(b, { ...content, audience: 'all', important: true }).expect(201);
        expect(all.body).toMatchObject({ status: 'sent', queued: 11 });
        const counts = await perUser(b, all.body.id);
        expect(sorted(counts.keys())).toEqual(sorted([...workers, ...clients, ...noSide]));
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        const paths = (await notices(b)).filter((n) => n.id.startsWith(all.body.id)).map((n) => [n.userId, n.path]);
        for (const [uid, path] of paths) {
          expect(path).toBe(
            workers.includes(uid) ? '/worker/mypage/notice' : clients.includes(uid) ? '/client/mypage/notice' : '/',
          );
        }
      } finally {
        await b.t.close();
      }
    });
  });

  describe('exactly once', () => {
    it('a failure after the first batch, then the same request retried with its key: each user once', async () => {
      const b = await createAdminApp();
      try {
        const workers = await addUsers(b, 'worker', BATCH + 30);
        const real = b.t.store.runTransaction.bind(b.t.store);
        let calls = 0;
        // The 1st transaction records the broadcast, the 2nd queues 400, the 3rd fails once.
        const spy = jest.spyOn(b.t.store, 'runTransaction').mockImplementation(async (fn) => {
          calls++;
          if (calls === 3) throw new Error('store unavailable');
          return real(fn as never);
        });
        const first = await send(b, { ...content, audience: 'workers' }, { key: 'retry-1' }).expect(201);
        expect(first.body).toEqual({ id: first.body.id, status: 'sending', queued: BATCH });
        expect((await perUser(b, first.body.id)).size).toBe(BATCH);
        const again = await send(b, { ...content, audience: 'workers' }, { key: 'retry-1' }).expect(201);
        expect(again.body).toEqual({ id: first.body.id, status: 'sent', queued: BATCH + 30 });
        spy.mockRestore();
        const counts = await perUser(b, first.body.id);
        expect(sorted(counts.keys())).toEqual(sorted(workers));
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        expect(await broadcastDocs(b)).toHaveLength(1);
      } finally {
        await b.t.close();
      }
    });

    it('a sender that died part-way is finished by the timer once its lease ran out, not before', async () => {
      const b = await createAdminApp();
      try {
        const clients = await addUsers(b, 'client', BATCH + 5);
        const real = b.t.store.runTransaction.bind(b.t.store);
        let calls = 0;
        const spy = jest.spyOn(b.t.store, 'runTransaction').mockImplementation(async (fn) => {
          calls++;
          if (calls === 3) throw new Error('store unavailable');
          return real(fn as never);
        });
        const res = await send(b, { ...content, audience: 'clients' }).expect(201);
        spy.mockRestore();
        expect(res.body.status).toBe('sending');
        expect(await runBroadcastTimers(b.t.deps)).toEqual({ sent: [], failed: [] });
        b.t.clock.advance(SENDING_LEASE_MS + 1000);
        const [r1, r2] = await Promise.all([runBroadcastTimers(b.t.deps), runBroadcastTimers(b.t.deps)]);
        expect([...r1.sent, ...r2.sent]).toContain(res.body.id);
        const counts = await perUser(b, res.body.id);
        expect(sorted(counts.keys())).toEqual(sorted(clients));
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        expect((await broadcastDocs(b))[0]).toMatchObject({ status: 'sent', progress: { queued: BATCH + 5 }, dueAt: null });
      } finally {
        await b.t.close();
      }
    });

    it('ten parallel requests with one Idempotency-Key: one broadcast, one audit entry, each user once', async () => {
      const b = await createAdminApp();
      try {
        const workers = await addUsers(b, 'worker', 12);
        const body = { ...content, audience: 'workers', important: true };
        const results = await Promise.all(Array.from({ length: 10 }, () => send(b, body, { key: 'same-key-10' })));
        expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
        expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
        const docs = await broadcastDocs(b);
        expect(docs).toHaveLength(1);
        const counts = await perUser(b, docs[0].id);
        expect(sorted(counts.keys())).toEqual(sorted(workers));
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        const entries = (await b.t.store.query<AuditDoc>('auditLog')).map((d) => d.data);
        expect(entries.filter((e) => e.action === 'notice.send')).toHaveLength(1);
        await dispatch(b.t);
        for (const uid of workers) expect(pushesTo(b.t, uid)).toHaveLength(1);
        // The same key with another body is refused; another admin's same key is theirs.
        const other = await send(b, { ...body, title: '別の件名' }, { key: 'same-key-10' }).expect(409);
        expect(other.body.error.message).toBe('このIdempotency-Keyは別の内容のお知らせに使われています');
        const otherAdmin = await idTokenWithClaims(uniqueUserId(), { admin: true });
        const theirs = await send(b, body, { key: 'same-key-10', token: otherAdmin }).expect(201);
        expect(theirs.body.id).not.toBe(docs[0].id);
      } finally {
        await b.t.close();
      }
    });

    it('without a key, each request is its own broadcast (the key is what makes a retry the same)', async () => {
      const [uid] = await addUsers(a, 'worker', 1);
      const [r1, r2] = await Promise.all([
        send(a, { ...content, userId: uid }).expect(201),
        send(a, { ...content, userId: uid }).expect(201),
      ]);
      expect(r1.body.id).not.toBe(r2.body.id);
    });

    it('runs only queries firestore.indexes.json serves', async () => {
      const rec = recordQueries(a.t);
      try {
        await send(a, { ...content, audience: 'all' }).expect(201);
        await send(a, { ...content, audience: 'clients' }).expect(201);
        await a.call('get', '/admin/notices').expect(200);
        await runBroadcastTimers(a.t.deps);
      } finally {
        rec.stop();
      }
      expect(unindexedQueries(rec.queries)).toEqual([]);
    });
  });

  describe('bad input (as an admin): 400, nothing stored', () => {
    const day = 86_400_000;
    const cases: [string, unknown, number][] = [
      ['neither audience nor userId', { title: 't', body: 'b' }, 400],
      ['both audience and userId', { audience: 'all', userId: 'Uabc', title: 't', body: 'b' }, 400],
      ['both side and audience', { audience: 'all', side: 'worker', title: 't', body: 'b' }, 400],
      ['an unknown audience', { audience: 'admins', title: 't', body: 'b' }, 400],
      ['an unknown side', { side: 'admin', title: 't', body: 'b' }, 400],
      ['an empty title', { audience: 'all', title: '  ', body: 'b' }, 400],
      ['a title over 60 characters', { audience: 'all', title: 'あ'.repeat(61), body: 'b' }, 400],
      ['a body over 1,000 characters', { audience: 'all', title: 't', body: 'あ'.repeat(1001) }, 400],
      ['a number for the title', { audience: 'all', title: 1, body: 'b' }, 400],
      ['important as text', { audience: 'all', title: 't', body: 'b', important: 'true' }, 400],
      ['an outside URL as the path', { audience: 'all', title: 't', body: 'b', path: 'https://evil.example/' }, 400],
      ['a path outside the two sides', { audience: 'all', title: 't', body: 'b', path: '/admin/x' }, 400],
      ['a malformed user id', { userId: 'a/b', title: 't', body: 'b' }, 400],
      ['sendAt not a time', { audience: 'all', title: 't', body: 'b', sendAt: 'tomorrow' }, 400],
      ['sendAt a bare date', { audience: 'all', title: 't', body: 'b', sendAt: '2030-01-01' }, 400],
      ['sendAt a number', { audience: 'all', title: 't', body: 'b', sendAt: 1893456000000 }, 400],
      [
        'sendAt in the past',
        { audience: 'all', title: 't', body: 'b', sendAt: new Date(Date.now() - 60_000).toISOString() },
        400,
      ],
      [
        'sendAt beyond 90 days',
        { audience: 'all', title: 't', body: 'b', sendAt: new Date(Date.now() + 91 * day).toISOString() },
        400,
      ],
      ['an unknown field', { audience: 'all', title: 't', body: 'b', kind: 'payment_held' }, 400],
      ['a prototype key', JSON.parse('{"audience":"all","title":"t","body":"b","__proto__":{"x":1}}'), 400],
      ['an array', [], 400],
      ['a user who does not exist', { userId: uniqueUserId(), title: 't', body: 'b' }, 404],
    ];
    it.each(cases)('%s', async (_name, body, status) => {
      const before = [(await notices(a)).length, (await broadcastDocs(a)).length];
      const res = await send(a, body).expect(status);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect([(await notices(a)).length, (await broadcastDocs(a)).length]).toEqual(before);
    });

    it('a malformed Idempotency-Key is 400', async () => {
      const before = (await broadcastDocs(a)).length;
      await send(a, { ...content, audience: 'all' }, { key: 'x'.repeat(256) }).expect(400);
      await send(a, { ...content, audience: 'all' }, { key: 'with spaces' }).expect(400);
      expect((await broadcastDocs(a)).length).toBe(before);
    });
  });
});
