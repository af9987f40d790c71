/**
 * POST /admin/notices (docs/product/admin.md#notices): admins only, by the Firebase custom
 * claim `admin` minted in the Auth emulator (a custom token's developer claims, or
 * setCustomUserClaims as `npm run admin:grant` does); one user, or every active user of a side in
 * batches, with the earlier body shape ({side | userId, ...}); bad input. The rest of the
 * broadcasts' rules: functions/test/broadcasts/.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { NotificationDoc } from '../../src/documents/notifications';
import { newUserDoc, userPath, type UserDoc } from '../../src/documents/users';
import { PROJECT_ID, describeApi, exchangeCustomToken, idTokenWithClaims, uniqueUserId } from '../support/harness';
import { createPayApp, type Caller, type PayApp } from '../payments/support';
import { dispatch, noticesFor, outbox, pushesTo } from './support';

describeApi('admin notices', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  let adminToken: string;

  beforeAll(async () => {
    t = await createPayApp();
    [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    adminToken = await idTokenWithClaims(uniqueUserId(), { admin: true });
  }, 60_000);
  afterAll(() => t.close());

  const post = (token: string | null, body: unknown) => {
    const req = t.request().post('/admin/notices');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body as object);
  };
  const valid = { userId: '', title: 'メンテナンスのお知らせ', body: '6月1日 2:00〜4:00 はご利用いただけません' };

  describe('authorisation', () => {
    it('401 without a token or with an invalid one; 403 for a signed-in user without the claim; 403 for admin:false', async () => {
      const body = { ...valid, userId: client.uid };
      expect((await post(null, body).expect(401)).body.error.code).toBe('unauthenticated');
      await post('not-a-token', body).expect(401);
      await t.request().post('/admin/notices').set('Authorization', 'Basic abc').send(body).expect(401);
      const res = await post(client.idToken, body).expect(403);
      expect(res.body.error).toMatchObject({ code: 'permission_denied', message: '管理者のみ利用できます' });
      await post(await idTokenWithClaims(uniqueUserId(), { admin: 'true' }), body).expect(403);
      await post(await idTokenWithClaims(uniqueUserId(), { admin: false }), body).expect(403);
      expect(await outbox(t)).toEqual([]);
    });

    it('who is asked first: without the claim even bad input is 403, not 400', async () => {
      await post(client.idToken, { nonsense: true }).expect(403);
      await post(null, { nonsense: true }).expect(401);
    });

    it('the claim granted with setCustomUserClaims (as npm run admin:grant does) reaches the next ID token', async () => {
      const app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: PROJECT_ID });
      const uid = uniqueUserId();
      await getAuth(app).createUser({ uid });
      await getAuth(app).setCustomUserClaims(uid, { admin: true });
      const token = await exchangeCustomToken(await t.deps.auth.createCustomToken(uid));
      expect((await post(token, { ...valid, userId: client.uid }).expect(201)).body).toMatchObject({ queued: 1 });
    });
  });

  describe('queueing', () => {
    it('one user: an admin notice in their list (default path: their お知らせ), pushed when important', async () => {
      const before = (await noticesFor(t, worker.uid)).length;
      const sent = await post(adminToken, { ...valid, userId: worker.uid, important: true }).expect(201);
      expect(sent.body).toEqual({ id: expect.any(String), status: 'sent', queued: 1 });
      const mine = await noticesFor(t, worker.uid);
      expect(mine).toHaveLength(before + 1);
      const n = mine.at(-1) as NotificationDoc;
      expect(n).toMatchObject({
        kind: 'admin',
        title: valid.title,
        body: valid.body,
        path: '/worker/mypage/notice',
        contractId: null,
        readAt: null,
        push: { status: 'pending' },
      });
      const list = await worker.get('/liff/notices').expect(200);
      expect(list.body.items[0]).toMatchObject({ id: n.id, kind: 'admin', title: valid.title });
      await dispatch(t);
      expect(pushesTo(t, worker.uid).at(-1)).toMatchObject({ retryKey: n.push.retryKey });
      await post(adminToken, { ...valid, userId: client.uid, path: '/client/project-managements' }).expect(201);
      expect((await noticesFor(t, client.uid)).at(-1)).toMatchObject({ path: '/client/project-managements' });
    });

    it('a side: every active user of that side, in batches of 400; nobody else', async () => {
      const side = await createPayApp();
      try {
        const now = side.clock.now();
        const workers: string[] = [];
        for (let i = 0; i < 430; i++) {
          const uid = uniqueUserId();
          workers.push(uid);
          await side.store.set(userPath(uid), {
            ...newUserDoc(uid, { displayName: `w${i}`, pictureUrl: '' }, now),
            isActive: true,
            isWorker: true,
            type: 'worker',
          });
        }
        const inactive = uniqueUserId();
        await side.store.set(userPath(inactive), {
          ...newUserDoc(inactive, { displayName: 'x', pictureUrl: '' }, now),
          isActive: false,
          type: 'worker',
        } satisfies UserDoc);
        const aClient = uniqueUserId();
        await side.store.set(userPath(aClient), {
          ...newUserDoc(aClient, { displayName: 'c', pictureUrl: '' }, now),
          isActive: true,
          type: 'client',
        } satisfies UserDoc);
        const noSide = uniqueUserId();
        await side.store.set(userPath(noSide), {
          ...newUserDoc(noSide, { displayName: 'n', pictureUrl: '' }, now),
          isActive: true,
        } satisfies UserDoc);

        const transactions = jest.spyOn(side.store, 'runTransaction');
        const res = await side
          .request()
          .post('/admin/notices')
          .set('Authorization', `Bearer ${adminToken}`)
          .send({ side: 'worker', title: '新機能のお知らせ', body: 'メッセージ機能が使えるようになりました' })
          .expect(201);
        expect(res.body).toEqual({ id: expect.any(String), status: 'sent', queued: 430 });
        expect(transactions).toHaveBeenCalledTimes(3); // the broadcast, then 400 + 30
        transactions.mockRestore();
        const queued = (await side.store.query<NotificationDoc>('notifications')).map((d) => d.data);
        expect(queued.map((n) => n.userId).sort()).toEqual([...workers].sort());
        expect(new Set(queued.map((n) => n.push.retryKey)).size).toBe(430);
        expect(queued.every((n) => n.kind === 'admin' && n.path === '/worker/mypage/notice')).toBe(true);
      } finally {
        await side.close();
      }
    });
  });
  describe('bad input (as an admin)', () => {
    const cases: [string, unknown, number][] = [
      ['neither side nor userId', { title: 't', body: 'b' }, 400],
      ['both side and userId', { side: 'worker', userId: 'Uabc', title: 't', body: 'b' }, 400],
      ['an unknown side', { side: 'admin', title: 't', body: 'b' }, 400],
      ['an empty title', { side: 'worker', title: '  ', body: 'b' }, 400],
      ['a title over 60 characters', { side: 'worker', title: 'あ'.repeat(61), body: 'b' }, 400],
      ['a body over 1,000 characters', { side: 'worker', title: 't', body: 'あ'.repeat(1001) }, 400],
      ['a number for the title', { side: 'worker', title: 1, body: 'b' }, 400],
      ['an outside URL as the path', { side: 'worker', title: 't', body: 'b', path: 'https://evil.example/' }, 400],
      ['a protocol-relative path', { side: 'worker', title: 't', body: 'b', path: '//evil.example' }, 400],
      ['a path outside the two sides', { side: 'worker', title: 't', body: 'b', path: '/admin/x' }, 400],
      ['a malformed user id', { userId: 'a/b', title: 't', body: 'b' }, 400],
      ['an unknown field', { side: 'worker', title: 't', body: 'b', kind: 'payment_held' }, 400],
      ['an array', [], 400],
      ['a user who does not exist', { userId: uniqueUserId(), title: 't', body: 'b' }, 404],
    ];
    it.each(cases)('%s', async (_name, body, status) => {
      const before = (await outbox(t)).length;
      const res = await post(adminToken, body).expect(status);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect((await outbox(t)).length).toBe(before);
    });
  });
});
