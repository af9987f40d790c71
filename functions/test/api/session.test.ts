/** POST /liff/session/verify and GET /liff/session over HTTP (sign-in: docs/product/api.md#auth). */
import type { SessionVerifyResponse } from '@common/api';
import { userPath, type UserDoc } from '../../src/documents/users';
import { createTestApp, describeApi, exchangeCustomToken, uniqueUserId, type TestApp } from '../support/harness';

const unauthenticated = { error: { code: 'unauthenticated', message: expect.any(String), requestId: expect.any(String) } };
const invalid = { error: expect.objectContaining({ code: 'invalid_argument', message: expect.any(String) }) };

describeApi('API: session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (body: unknown) =>
    t
      .request()
      .post('/liff/session/verify')
      .send(body as object);

  describe('first login', () => {
    it('creates the user from the LINE profile and returns a custom token with the session', async () => {
      const uid = uniqueUserId();
      const idToken = t.lineToken({ sub: uid, name: '山田 花子', picture: 'https://profile.line-scdn.net/abc' });
      const res = await verify({ idToken }).expect(200);
      const body = res.body as SessionVerifyResponse;

      expect(typeof body.token).toBe('string');
      expect(body.session).toEqual({
        user: {
          id: uid,
          userId: uid,
          type: null,
          isActive: false,
          isWorker: false,
          hasStripeAccount: false,
          salonInfo: null,
          lineDisplayName: '山田 花子',
          linePictureURL: 'https://profile.line-scdn.net/abc',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
        profiles: { client: null, worker: null },
        connectStatus: 'none',
        images: {},
      });
      const stored = await t.store.get<UserDoc>(userPath(uid));
      expect(stored).toMatchObject({ type: null, isActive: false, lineDisplayName: '山田 花子' });
      expect(stored?.createdAt).toBeInstanceOf(Date);
    });

    it("stores '' when the LINE profile has no name or picture", async () => {
      const uid = uniqueUserId();
      await verify({ idToken: t.lineToken({ sub: uid }) }).expect(200);
      expect(await t.store.get(userPath(uid))).toMatchObject({ lineDisplayName: '', linePictureURL: '' });
    });

    it('the custom token signs in to Firebase Auth as the LINE user', async () => {
      const uid = uniqueUserId();
      const res = await verify({ idToken: t.lineToken({ sub: uid }) }).expect(200);
      const idToken = await exchangeCustomToken((res.body as SessionVerifyResponse).token);
      expect(await t.deps.auth.verifyIdToken(idToken)).toBe(uid);
    });

    it('two parallel first logins create exactly one user', async () => {
      const uid = uniqueUserId();
      // A clock that never repeats: a second creation would carry a different createdAt.
      let tick = Date.UTC(2030, 0, 1);
      const spy = jest.spyOn(t.clock, 'now').mockImplementation(() => new Date(tick++));
      try {
        const idToken = t.lineToken({ sub: uid, name: '並行' });
        const [a, b] = await Promise.all([verify({ idToken }), verify({ idToken })]);
        expect([a.status, b.status]).toEqual([200, 200]);
        const [ua, ub] = [a, b].map((r) => (r.body as SessionVerifyResponse).session.user);
        expect(ua.createdAt).toBe(ub.createdAt);
        const users = await t.store.query('users', { where: [['userId', '==', uid]] });
        expect(users).toHaveLength(1);
        expect((users[0].data.createdAt as Date).toISOString()).toBe(ua.createdAt);
      } finally {
        spy.mockRestore();
      }
    });

    it('a later login keeps the existing user as it is', async () => {
      const alice = await t.signIn({ displayName: '最初の名前', isActive: true });
      const before = await alice.doc();
      t.clock.advance(60_000);
      const res = await verify({ idToken: t.lineToken({ sub: alice.uid, name: '新しい名前' }) }).expect(200);
      expect((res.body as SessionVerifyResponse).session.user).toMatchObject({
        isActive: true,
        lineDisplayName: '最初の名前',
        createdAt: before?.createdAt.toISOString(),
      });
      expect(await alice.doc()).toEqual(before);
    });
  });

  describe('LINE tokens that are refused with 401 and create no user', () => {
    const cases: Array<[string, (uid: string) => string]> = [
      ['expired', (uid) => t.lineToken({ sub: uid, expiresInSeconds: -60 })],
      ['for another channel (wrong audience)', (uid) => t.lineToken({ sub: uid, aud: '1999999999' })],
      ['with a forged signature', (uid) => t.lineToken({ sub: uid, secret: 'not-the-channel-secret' })],
      ['garbage', () => 'not-a-jwt-at-all'],
      ['without a subject', () => t.lineToken({ sub: '' })],
    ];
    it.each(cases)('%s', async (_label, token) => {
      const uid = uniqueUserId();
      const res = await verify({ idToken: token(uid) }).expect(401);
      expect(res.body).toEqual(unauthenticated);
      expect(await t.store.get(userPath(uid))).toBeNull();
    });

    it('says why: expired and wrong audience have their own messages', async () => {
      const uid = uniqueUserId();
      const expired = await verify({ idToken: t.lineToken({ sub: uid, expiresInSeconds: -60 }) });
      const audience = await verify({ idToken: t.lineToken({ sub: uid, aud: '1999999999' }) });
      expect(expired.body.error.message).toMatch(/有効期限/);
      expect(audience.body.error.message).not.toBe(expired.body.error.message);
    });
  });

  describe('bad request bodies get 400 or 413, never 500', () => {
    it.each([
      ['missing idToken', {}, { idToken: '1文字以上で入力してください' }],
      ['empty idToken', { idToken: '' }, { idToken: '1文字以上で入力してください' }],
      ['idToken of the wrong type', { idToken: 12345 }, { idToken: '入力形式が正しくありません' }],
      ['idToken too long', { idToken: 'x'.repeat(4097) }, { idToken: '4,096文字以内で入力してください' }],
      ['an extra field', { idToken: 'x', uid: 'Uadmin' }, { _: '不明な項目が含まれています' }],
    ])('%s -> 400 with the field message', async (_label, body, fields) => {
      const res = await verify(body).expect(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_argument', message: expect.any(String), fields, requestId: expect.any(String) },
      });
    });

    it('malformed JSON -> 400', async () => {
      const res = await t
        .request()
        .post('/liff/session/verify')
        .set('content-type', 'application/json')
        .send('{"idToken": ')
        .expect(400);
      expect(res.body).toEqual(invalid);
    });

    it('a JSON array or a non-JSON body -> 400', async () => {
      await verify(['token']).expect(400);
      const res = await t.request().post('/liff/session/verify').set('content-type', 'text/plain').send('token');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid);
    });

    it('a body over the size cap -> 413', async () => {
      const res = await verify({ idToken: 'x'.repeat(64 * 1024) }).expect(413);
      expect(res.body).toEqual({
        error: { code: 'payload_too_large', message: expect.any(String), requestId: expect.any(String) },
      });
    });
  });

  describe('GET /liff/session', () => {
    it('returns the session of the bearer', async () => {
      const alice = await t.signIn({ displayName: 'アリス' });
      const res = await alice.get('/liff/session').expect(200);
      expect(res.body).toEqual(alice.session);
    });

    it('reflects later changes, such as activation', async () => {
      const bob = await t.signIn({ isActive: true, isWorker: true, type: 'worker' });
      const res = await bob.get('/liff/session').expect(200);
      expect(res.body.user).toMatchObject({ isActive: true, isWorker: true, type: 'worker' });
    });

    it.each([
      ['no bearer', undefined],
      ['a garbage bearer', 'Bearer garbage'],
      ['a LINE token as bearer', 'line'],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
    ])('%s -> 401', async (_label, header) => {
      const req = t.request().get('/liff/session');
      if (header === 'line') req.set('Authorization', `Bearer ${t.lineToken({ sub: uniqueUserId() })}`);
      else if (header) req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.body).toEqual(unauthenticated);
    });

    it('404 when the signed-in user has no user document', async () => {
      const alice = await t.signIn();
      await t.store.delete(userPath(alice.uid));
      const res = await alice.get('/liff/session').expect(404);
      expect(res.body.error.code).toBe('not_found');
    });
  });

  it('LINE unreachable -> 502, no user created', async () => {
    const down = await createTestApp({
      deps: ({ line }) => ({ line: { ...line, verifyIdToken: () => Promise.reject(new TypeError('fetch failed')) } }),
    });
    try {
      const uid = uniqueUserId();
      const res = await down
        .request()
        .post('/liff/session/verify')
        .send({ idToken: down.lineToken({ sub: uid }) });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        error: { code: 'upstream_failed', message: expect.any(String), requestId: expect.any(String) },
      });
      expect(await down.store.get(userPath(uid))).toBeNull();
    } finally {
      await down.close();
    }
  });

  it('an unknown route -> 404 JSON', async () => {
    const res = await t.request().get('/liff/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: { code: 'not_found', message: '見つかりませんでした', requestId: expect.any(String) } });
    await t.request().get('/liff/session/verify').expect(404);
  });
});
