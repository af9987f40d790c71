/**
 * The posting salon's reviews on the worker's job cards (docs/product/reviews.md#on-the-profiles): the
 * job list, the search and the job itself carry the client's `reviews {average, count}` once she has a
 * visible review, read from the profile the list already loads, and no field before.
 */
import type { Job, Page } from '@common/marketplace';
import { describeApi } from '../support/harness';
import { jobInput } from '../marketplace/support';
import { completedContract, createPayApp, party, write, type Caller, type PayApp } from './support';

describeApi('the salon’s reviews on job cards', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    [client, worker] = await Promise.all([party(t, 'client', 'ヘアサロン ルミエール'), party(t, 'worker', '佐藤 光')]);
  }, 60_000);
  afterAll(() => t.close());

  const cardsOf = async (path: string) => ((await worker.get(path).expect(200)).body as Page<Job>).items;

  test('no reviews field before the first visible review, then the average and count on every job view', async () => {
    const posted = await client.post('/liff/jobs', jobInput({ title: '星空ポートレート撮影' })).expect(201);
    const jobId = (posted.body as Job).id;

    const cardBefore = (await cardsOf('/liff/jobs')).find((j) => j.id === jobId);
    expect(cardBefore?.client.userId).toBe(client.uid);
    expect(cardBefore?.client).not.toHaveProperty('reviews');

    // One deal, reviewed by both: the worker's review of the salon becomes visible and counted at once.
    const deal = await completedContract(t, client, worker);
    await write(client, deal, 5, '素晴らしい写真でした');
    await write(worker, deal, 4, '連絡が丁寧でした');

    const summary = { average: 4, count: 1 };
    expect((await cardsOf('/liff/jobs')).find((j) => j.id === jobId)?.client.reviews).toEqual(summary);
    expect((await cardsOf(`/liff/jobs?q=${encodeURIComponent('星空')}`)).find((j) => j.id === jobId)?.client.reviews).toEqual(
      summary,
    );
    expect(((await worker.get(`/liff/jobs/${jobId}`).expect(200)).body as Job).client.reviews).toEqual(summary);
    // The salon's own list carries it too (her public profile as workers see it).
    const own = ((await client.get('/liff/client/jobs?status=published').expect(200)).body as Page<Job>).items;
    expect(own.find((j) => j.id === jobId)?.client.reviews).toEqual(summary);
  });
});
