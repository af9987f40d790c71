/**
 * The user page says why an admin stopped a job or a listing (docs/product/admin.md#user-page): the
 * moderation's reason and time beside `moderated`, null for one nobody moderated.
 */
import type { AdminUserDetail } from '@common/admin';
import { describeApi } from '../support/harness';
import { jobInput, listingInput } from '../marketplace/support';
import { createAdminApp, type AdminApp } from '../admin/support';
import type { PayApp } from '../payments/support';

const REASON = '禁止されている内容が含まれているため';

describeApi('admin users: the moderation on the user page', () => {
  let t: PayApp;
  let asAdmin: AdminApp['call'];

  beforeEach(async () => {
    ({ t, call: asAdmin } = await createAdminApp());
  }, 60_000);
  afterEach(() => t.close());

  it('answers the reason and time of a stopped job and listing, null for the others', async () => {
    const client = await t.user('client');
    const stopped = (await client.post('/liff/jobs', jobInput()).expect(201)).body.id as string;
    const open = (await client.post('/liff/jobs', jobInput({ title: '募集中の案件' })).expect(201)).body.id as string;
    const worker = await t.user('worker');
    const listing = (await worker.post('/liff/listings', listingInput()).expect(201)).body.id as string;
    await asAdmin('post', `/admin/jobs/${stopped}/stop`).send({ reason: REASON }).expect(200);
    await asAdmin('post', `/admin/listings/${listing}/stop`).send({ reason: REASON }).expect(200);

    const ofClient = (await asAdmin('get', `/admin/users/${client.uid}`).expect(200)).body as AdminUserDetail;
    const byId = Object.fromEntries(ofClient.jobs.items.map((j) => [j.id, j]));
    expect(byId[stopped]).toMatchObject({
      status: 'stopped',
      moderated: true,
      moderation: { reason: REASON, at: expect.any(String) },
    });
    expect(byId[open]).toMatchObject({ status: 'published', moderated: false, moderation: null });
    const ofWorker = (await asAdmin('get', `/admin/users/${worker.uid}`).expect(200)).body as AdminUserDetail;
    expect(ofWorker.listings.items).toEqual([
      expect.objectContaining({ id: listing, moderated: true, moderation: { reason: REASON, at: expect.any(String) } }),
    ]);
  });
});
