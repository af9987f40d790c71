/**
 * The audit log (docs/product/admin.md#audit-log): every admin action writes one entry in the
 * transaction of its change (ten parallel decisions: one decision, one entry); admins read it
 * filtered and paged; nobody else reads it and nothing changes it.
 */
import type { AuditEntry } from '@common/admin';
import { describeApi, idTokenWithClaims, uniqueUserId } from '../support/harness';
import { deliveredContract, type Caller, type PayApp } from '../payments/support';
import { createAdminApp, type AdminApp } from './support';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

describeApi('admin audit log', () => {
  let t: PayApp;
  let client: Caller;
  let adminId: string;
  let asAdmin: AdminApp['call'];

  beforeAll(async () => {
    ({ t, adminId, call: asAdmin } = await createAdminApp());
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  const entries = async () => (await t.store.query<Record<string, unknown>>('auditLog')).map((d) => d.data);
  const audit = async (query = '') => (await asAdmin('get', `/admin/audit${query}`).expect(200)).body as Page<AuditEntry>;

  /** A contract on hold: the worker asked to cancel after 納品 and the client refused. */
  async function heldContract(): Promise<string> {
    const worker = await t.user('worker');
    const id = await deliveredContract(t, client, worker);
    await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
    return id;
  }

  it('a hold decision writes one entry, even when sent ten times at once: who, what, the reason, before and after', async () => {
    const id = await heldContract();
    const before = (await entries()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asAdmin('post', `/admin/contracts/${id}/hold-decision`).send({ decision: 'release', reason: '双方に確認しました' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await entries()).length).toBe(before + 1);
    const page = await audit(`?targetId=${id}`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      adminId,
      action: 'hold.decide',
      target: { kind: 'contract', id },
      reason: '双方に確認しました',
      before: { onHold: true },
      after: { onHold: false, decision: 'release' },
    });
  });

  it('a refused decision (not on hold) writes no entry', async () => {
    const worker = await t.user('worker');
    const id = await deliveredContract(t, client, worker);
    const before = (await entries()).length;
    await asAdmin('post', `/admin/contracts/${id}/hold-decision`).send({ decision: 'refund', reason: '確認済み' }).expect(409);
    expect((await entries()).length).toBe(before);
  });

  it('an admin notice and a rich-menu link each write their entry', async () => {
    await asAdmin('post', '/admin/notices').send({ userId: client.uid, title: 'お知らせ', body: '本文です' }).expect(201);
    await asAdmin('post', '/admin/rich-menu/link').send({ userId: client.uid, side: 'client' }).expect(200);
    const page = await audit(`?targetId=${client.uid}`);
    expect(page.items.map((e) => e.action)).toEqual(['richMenu.link', 'notice.send']);
    expect(page.items[1]).toMatchObject({ adminId, after: { title: 'お知らせ', userId: client.uid } });
    const notices = await audit('?action=notice.send');
    expect(notices.items.every((e) => e.action === 'notice.send')).toBe(true);
  });

  it('pages newest first without repeats and filters by admin', async () => {
    const other = uniqueUserId();
    const otherToken = await idTokenWithClaims(other, { admin: true });
    for (let i = 0; i < 23; i++)
      await t
        .request()
        .post('/admin/notices')
        .set('Authorization', `Bearer ${otherToken}`)
        .send({ userId: client.uid, title: `お知らせ${i}`, body: '本文です' })
        .expect(201);
    const first = await audit(`?adminId=${other}`);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await audit(`?adminId=${other}&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const titles = [...first.items, ...second.items].map((e) => e.after?.title);
    expect(titles).toEqual(Array.from({ length: 23 }, (_, i) => `お知らせ${22 - i}`));
    expect(new Set([...first.items, ...second.items].map((e) => e.adminId))).toEqual(new Set([other]));
  });

  it('bad filters are 400 and change nothing; nobody but an admin reads the log; no route changes it', async () => {
    await asAdmin('get', '/admin/audit?action=drop.table').expect(400);
    await asAdmin('get', '/admin/audit?adminId=__proto__').expect(400);
    await asAdmin('get', '/admin/audit?targetId=a/b').expect(400);
    await asAdmin('get', '/admin/audit?action=notice.send&action=hold.decide').expect(400);
    await asAdmin('get', '/admin/audit?cursor=nonsense!').expect(400);
    await t.request().get('/admin/audit').expect(401);
    await client.get('/admin/audit').expect(403);
    const stored = await entries();
    const one = stored[0].id as string;
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await asAdmin(method, `/admin/audit/${one}`).send({ reason: 'x' });
      expect(res.status).toBe(404);
    }
    expect(await entries()).toEqual(stored);
  });
});
