/**
 * POST /admin/rich-menu/link (docs/product/admin.md#rich-menus): admins only; links a user's
 * side menu or a given menu.
 */
import { LocalLine } from '../../src/adapters/line/local';
import { describeApi, idTokenWithClaims, uniqueUserId } from '../support/harness';
import { createPayApp, type Caller, type PayApp } from '../payments/support';

describeApi('POST /admin/rich-menu/link', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  let admin: string;
  let line: LocalLine;

  beforeAll(async () => {
    t = await createPayApp();
    [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    admin = await idTokenWithClaims(uniqueUserId(), { admin: true });
    line = t.deps.line as LocalLine;
  }, 60_000);
  afterAll(() => t.close());

  const post = (token: string | null, body: unknown) => {
    const req = t.request().post('/admin/rich-menu/link');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body as object);
  };
  const linksOf = (uid: string) => line.richMenuLinks.filter((l) => l.userId === uid).map((l) => l.richMenuId);

  it('401 without a token, 403 for a user without the admin claim, and nothing is linked', async () => {
    await post(null, { userId: client.uid }).expect(401);
    expect((await post(client.idToken, { userId: client.uid }).expect(403)).body.error.message).toBe('管理者のみ利用できます');
    await post(await idTokenWithClaims(uniqueUserId(), { admin: false }), { userId: client.uid }).expect(403);
    expect(linksOf(client.uid)).toEqual([]);
  });

  it("links the user's registered side by default, another side or a menu id when asked", async () => {
    await post(admin, { userId: worker.uid }).expect(200, { userId: worker.uid, richMenuId: t.config.notify.richMenuWorker });
    await post(admin, { userId: worker.uid, side: 'client' }).expect(200, {
      userId: worker.uid,
      richMenuId: t.config.notify.richMenuClient,
    });
    await post(admin, { userId: client.uid, richMenuId: 'richmenu-0123456789abcdef0123456789abcdef' }).expect(200);
    expect(linksOf(worker.uid)).toEqual([t.config.notify.richMenuWorker, t.config.notify.richMenuClient]);
    expect(linksOf(client.uid)).toEqual(['richmenu-0123456789abcdef0123456789abcdef']);
  });

  it.each([
    ['no userId', {}],
    ['a number', { userId: 123 }],
    ['an unknown side', { userId: 'Uabc', side: 'admin' }],
    ['both side and richMenuId', { userId: 'Uabc', side: 'client', richMenuId: 'richmenu-abc' }],
    ['a malformed menu id', { userId: 'Uabc', richMenuId: '../../x' }],
    ['an extra key', { userId: 'Uabc', extra: true }],
    ['a prototype key', JSON.parse('{"userId":"Uabc","__proto__":{"admin":true}}') as object],
    ['a forged user id', { userId: '../users/x' }],
  ])('400 for %s, nothing linked', async (_name, body) => {
    const before = line.richMenuLinks.length;
    await post(admin, body).expect(400);
    expect(line.richMenuLinks.length).toBe(before);
  });

  it('404 for an unknown user; 409 for a user without a side and no menu given; 502 when LINE refuses', async () => {
    await post(admin, { userId: uniqueUserId() }).expect(404);
    const undecided = await t.user('unverified');
    await post(admin, { userId: undecided.uid }).expect(409);
    const spy = jest.spyOn(line, 'linkRichMenu').mockRejectedValueOnce(new Error('LINE down'));
    await post(admin, { userId: client.uid }).expect(502);
    spy.mockRestore();
  });
});
