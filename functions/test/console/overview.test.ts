/**
 * The console's own endpoints (docs/product/admin.md#console): who is signed in, and the overview's
 * counts, money and weeks, which move with the deal.
 */
import type { AdminMe, Overview } from '@common/admin';
import { describeApi } from '../support/harness';
import { deliveredContract, paidContract, type Caller, type PayApp } from '../payments/support';
import { createAdminApp, type AdminApp } from '../admin/support';

describeApi('console: me and overview', () => {
  let t: PayApp;
  let client: Caller;
  let adminId: string;
  let call: AdminApp['call'];

  beforeAll(async () => {
    ({ t, adminId, call } = await createAdminApp());
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t.close());

  const get = (path: string, token?: string | null) => call('get', path, token);
  const overview = async () => (await get('/admin/overview').expect(200)).body as Overview;

  it('GET /admin/me answers the admin; anyone else 401 / 403', async () => {
    expect((await get('/admin/me').expect(200)).body as AdminMe).toEqual({ uid: adminId });
    await get('/admin/me', null).expect(401);
    await get('/admin/me', client.idToken).expect(403);
    await get('/admin/overview', null).expect(401);
    await get('/admin/overview', client.idToken).expect(403);
  });

  it('counts a new contract by state and in this week, and its reward as held once paid', async () => {
    const before = await overview();
    expect(before.weeks).toHaveLength(12);
    const worker = await t.user('worker');
    await paidContract(t, client, worker, 40000);
    const after = await overview();
    expect(after.contracts.in_progress).toBe(before.contracts.in_progress + 1);
    expect(after.money.held).toBe(before.money.held + 40000);
    const last = after.weeks[11];
    expect(last.contracts).toBe(before.weeks[11].contracts + 1);
    expect(last.amount).toBe(before.weeks[11].amount + 40000);
    expect(after.users.total).toBeGreaterThanOrEqual(before.users.total + 1);
    expect(after.users.workers).toBe(before.users.workers + 1);
  });

  it('a contract on hold is counted as such', async () => {
    const before = await overview();
    const worker = await t.user('worker');
    const id = await deliveredContract(t, client, worker);
    await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '納品は受け取りたい' }).expect(200);
    expect((await overview()).contracts.onHold).toBe(before.contracts.onHold + 1);
  });

  it('weeks start on Monday (JST), oldest first, a week apart', async () => {
    const { weeks } = await overview();
    for (let i = 0; i < weeks.length; i++) {
      expect(new Date(`${weeks[i].weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i) expect(Date.parse(weeks[i].weekStart) - Date.parse(weeks[i - 1].weekStart)).toBe(7 * 86_400_000);
    }
  });
});
