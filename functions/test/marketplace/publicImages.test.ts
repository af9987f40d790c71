/**
 * The public profiles carry the update time of each uploaded image, the background's included, so
 * the profile screens and the owner's 登録情報 show the same header
 * (docs/product/screens.md#registered-info, docs/product/entities.md#images).
 */
import type { PublicClient, WorkerDetail } from '@common/marketplace';
import { describeApi } from '../support/harness';
import { createMarketApp, makeUser, type MarketApp, type Party } from './support';

describeApi('public profile images', () => {
  let t: MarketApp;
  let client: Party;
  let worker: Party;

  beforeAll(async () => {
    t = await createMarketApp();
    [client, worker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
  }, 30_000);
  afterAll(() => t?.close());

  test('no version before an upload', async () => {
    const w = (await client.get(`/liff/workers/${worker.uid}`).expect(200)).body as WorkerDetail;
    expect(w.avatarVersion).toBeUndefined();
    expect(w.backgroundVersion).toBeUndefined();
    const c = (await worker.get(`/liff/clients/${client.uid}`).expect(200)).body as PublicClient;
    expect(c.backgroundVersion).toBeUndefined();
  });

  test("each side's own background version, seen by the other side and by the owner", async () => {
    const avatarAt = new Date('2026-11-01T00:00:00.000Z');
    const workerBg = new Date('2026-11-02T00:00:00.000Z');
    const clientBg = new Date('2026-11-03T00:00:00.000Z');
    await t.store.update(`users/${worker.uid}`, { images: { 'worker/profile': avatarAt, 'worker/background': workerBg } });
    // A background of the other side is not this side's header.
    await t.store.update(`users/${client.uid}`, { images: { 'client/background': clientBg, 'worker/background': workerBg } });

    for (const viewer of [client, worker]) {
      const w = (await viewer.get(`/liff/workers/${worker.uid}`).expect(200)).body as WorkerDetail;
      expect(w.avatarVersion).toBe(avatarAt.toISOString());
      expect(w.backgroundVersion).toBe(workerBg.toISOString());
    }
    for (const viewer of [worker, client]) {
      const c = (await viewer.get(`/liff/clients/${client.uid}`).expect(200)).body as PublicClient;
      expect(c.backgroundVersion).toBe(clientBg.toISOString());
      expect(c.avatarVersion).toBeUndefined();
    }
  });
});
