/**
 * Races: parallel applications all counted; parallel accepts never open more contracts than the
 * job has places; repeated applications refused.
 */
import type { Application, Job, Page } from '@common/marketplace';
import type { ApplicationDoc } from '../../src/documents/applications';
import type { ContractDoc } from '../../src/documents/contracts';
import type { RoomDoc } from '../../src/documents/rooms';
import type { JobDoc } from '../../src/documents/jobs';
import { describeApi } from '../support/harness';
import { applyTo, createMarketApp, makeUser, makeUsers, postJob, unindexedQueries, type MarketApp, type Party } from './support';

describeApi('marketplace races', () => {
  let t: MarketApp;
  let client: Party;
  /** 50 workers, signed in once and reused by the tests of this file. */
  let workers: Party[];

  beforeAll(async () => {
    t = await createMarketApp();
    client = await makeUser(t, 'client');
    workers = await makeUsers(t, 'worker', 50);
  }, 60_000);
  afterAll(() => t?.close());

  const stored = () => t.store.dump();
  const contractsOf = (jobId: string) =>
    Object.entries(stored()).filter(([p, d]) => p.startsWith('contracts/') && (d as unknown as ContractDoc).jobId === jobId);
  const roomsOf = (jobId: string) =>
    Object.entries(stored()).filter(([p, d]) => p.startsWith('rooms/') && (d as unknown as RoomDoc).jobId === jobId);
  const jobDoc = async (id: string) => (await t.store.get<JobDoc>(`jobs/${id}`))!;

  test('50 parallel applications from different workers are all recorded and counted', async () => {
    const job = await postJob(client, { capacity: 10 });
    const results = await Promise.all(
      workers.map((w, i) => w.post(`/liff/jobs/${job.id}/applications`, { message: `応募メッセージ ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect((await jobDoc(job.id)).applicantCount).toBe(50);
    const detail = await client.get(`/liff/jobs/${job.id}`).expect(200);
    expect(detail.body.applicantCount).toBe(50);

    // The owner pages through all 50 applicants: 20, 20, 10, each once.
    const seen: Application[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: Page<Application> } = await client
        .get(`/liff/jobs/${job.id}/applications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
        .expect(200);
      sizes.push(res.body.items.length);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 10]);
    expect(new Set(seen.map((a) => a.workerId))).toEqual(new Set(workers.map((w) => w.uid)));
    expect(seen.every((a) => a.status === 'pending' && a.worker.name === '山田 カメラ')).toBe(true);
  });

  test('20 parallel accepts of a one-place job open exactly one contract and close the job', async () => {
    const job = await postJob(client, { capacity: 1 });
    const applicants = workers.slice(0, 20);
    await Promise.all(applicants.map((w) => applyTo(w, job.id)));
    const results = await Promise.all(applicants.map((w) => client.post(`/liff/jobs/${job.id}/applications/${w.uid}/accept`)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error.message).toBe('募集人数に達しているため、これ以上採用できません');
    }
    expect(contractsOf(job.id)).toHaveLength(1);
    expect(roomsOf(job.id)).toHaveLength(1);
    const after = await jobDoc(job.id);
    expect(after).toMatchObject({ status: 'closed', acceptedCount: 1, applicantCount: 20 });
    const apps = Object.entries(stored())
      .filter(([p]) => p.startsWith(`jobs/${job.id}/applications/`))
      .map(([, d]) => d as unknown as ApplicationDoc);
    expect(apps.filter((a) => a.status === 'accepted')).toHaveLength(1);
    // The last place filled: everyone still waiting became 見送り in the same transaction
    // (docs/product/states.md#jobs).
    expect(apps.filter((a) => a.status === 'not_selected')).toHaveLength(19);
    // A closed job takes no more applications.
    const late = await workers[30].post(`/liff/jobs/${job.id}/applications`, { message: '応募します' }).expect(409);
    expect(late.body.error.message).toBe('募集人数に達したため、この案件の募集は終了しました');
  });

  test('accepts racing on one application open one contract', async () => {
    const job = await postJob(client, { capacity: 5 });
    const w = workers[20];
    await applyTo(w, job.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post(`/liff/jobs/${job.id}/applications/${w.uid}/accept`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(results.find((r) => r.status === 409)?.body.error.message).toBe('この応募はすでに採用済みです');
    expect(contractsOf(job.id)).toHaveLength(1);
    expect(await jobDoc(job.id)).toMatchObject({ status: 'published', acceptedCount: 1 });
  });

  test('20 parallel accepts of a three-place job open exactly three contracts', async () => {
    const job: Job = await postJob(client, { capacity: 3 });
    const applicants = workers.slice(21, 41);
    await Promise.all(applicants.map((w) => applyTo(w, job.id)));
    const results = await Promise.all(applicants.map((w) => client.post(`/liff/jobs/${job.id}/applications/${w.uid}/accept`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(contractsOf(job.id)).toHaveLength(3);
    expect(await jobDoc(job.id)).toMatchObject({ status: 'closed', acceptedCount: 3 });
  });

  test('applying twice is refused, also when the two requests race', async () => {
    const job = await postJob(client);
    const w = workers[45];
    await applyTo(w, job.id);
    const again = await w.post(`/liff/jobs/${job.id}/applications`, { message: 'もう一度' }).expect(409);
    expect(again.body.error).toEqual({
      code: 'conflict',
      message: 'この案件にはすでに応募しています',
      requestId: expect.any(String),
    });

    const other = await postJob(client);
    const w2 = workers[46];
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => w2.post(`/liff/jobs/${other.id}/applications`, { message: '応募します' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await jobDoc(other.id)).applicantCount).toBe(1);
  });

  test('every query ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
