/**
 * Rich menus for admins (docs/product/admin.md#rich-menus): the menus in use, one user's linked menu,
 * and re-linking every verified user of a side in LINE's batches, with its audit entry.
 */
import type { AuditEntry, RichMenuRelink, RichMenusInUse, UserRichMenu } from '@common/admin';
import { LocalLine } from '../../src/adapters/line/local';
import { describeApi, uniqueUserId } from '../support/harness';
import type { Caller, PayApp } from '../payments/support';
import { createAdminApp, type AdminApp } from '../admin/support';

describeApi('admin rich menus', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  let adminId: string;
  let call: AdminApp['call'];
  let line: LocalLine;

  beforeAll(async () => {
    ({ t, adminId, call } = await createAdminApp());
    [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    line = t.deps.line as LocalLine;
  }, 60_000);
  afterAll(() => t.close());

  const linksOf = (uid: string) => line.richMenuLinks.filter((l) => l.userId === uid).map((l) => l.richMenuId);

  it('answers the configured menu of each side', async () => {
    const body = (await call('get', '/admin/rich-menus').expect(200)).body as RichMenusInUse;
    expect(body).toEqual({ client: t.config.notify.richMenuClient || null, worker: t.config.notify.richMenuWorker || null });
  });

  it("answers one user's linked menu beside the expected one; 404 for an unknown user", async () => {
    const fresh = await t.user('worker');
    let body = (await call('get', `/admin/rich-menus/users/${fresh.uid}`).expect(200)).body as UserRichMenu;
    expect(body).toMatchObject({ userId: fresh.uid, side: 'worker', expected: t.config.notify.richMenuWorker });
    await call('post', '/admin/rich-menu/link').send({ userId: fresh.uid, side: 'client' }).expect(200);
    body = (await call('get', `/admin/rich-menus/users/${fresh.uid}`).expect(200)).body as UserRichMenu;
    expect(body).toMatchObject({ linked: t.config.notify.richMenuClient, matches: false });
    await call('get', `/admin/rich-menus/users/${uniqueUserId()}`).expect(404);
    await call('get', '/admin/rich-menus/users/..%2Fx').expect(404);
  });

  it('re-links every verified user of a side, and records it once', async () => {
    const before = { client: linksOf(client.uid).length, worker: linksOf(worker.uid).length };
    const res = (
      await call('post', '/admin/rich-menus/relink').send({ side: 'worker', reason: '新しいメニューに切り替え' }).expect(200)
    ).body as RichMenuRelink;
    expect(res).toMatchObject({ side: 'worker', richMenuId: t.config.notify.richMenuWorker });
    expect(res.linked).toBeGreaterThanOrEqual(1);
    expect(linksOf(worker.uid).slice(before.worker)).toEqual([t.config.notify.richMenuWorker]);
    expect(linksOf(client.uid)).toHaveLength(before.client);
    const audit = (await call('get', '/admin/audit?action=richMenu.relink').expect(200)).body as { items: AuditEntry[] };
    expect(audit.items[0]).toMatchObject({
      adminId,
      target: { kind: 'side', id: 'worker' },
      reason: '新しいメニューに切り替え',
      after: { linked: res.linked },
    });
  });

  it.each([
    ['no side', { reason: 'x' }],
    ['an unknown side', { side: 'admin', reason: 'x' }],
    ['no reason', { side: 'client' }],
    ['an empty reason', { side: 'client', reason: '  ' }],
    ['a long reason', { side: 'client', reason: 'あ'.repeat(501) }],
    ['an extra key', { side: 'client', reason: 'x', all: true }],
    ['a prototype key', JSON.parse('{"side":"client","reason":"x","__proto__":{"a":1}}') as object],
  ])('400 for %s, nothing linked', async (_name, body) => {
    const before = line.richMenuLinks.length;
    await call('post', '/admin/rich-menus/relink').send(body).expect(400);
    expect(line.richMenuLinks.length).toBe(before);
  });

  it('is for admins only: 401 without a token, 403 for a client or a worker', async () => {
    for (const [method, path] of [
      ['get', '/admin/rich-menus'],
      ['get', `/admin/rich-menus/users/${client.uid}`],
      ['post', '/admin/rich-menus/relink'],
    ] as const) {
      await call(method, path, null).expect(401);
      await call(method, path, client.idToken).expect(403);
      await call(method, path, worker.idToken).expect(403);
    }
  });
});
