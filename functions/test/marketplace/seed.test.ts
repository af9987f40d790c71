/**
 * The marketplace demo data: consistent with the rules the API keeps (counters, statuses, one room
 * per contract), covering every state, and showing on the screens' endpoints at once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Application, Contract, Job, Page, PublicWorker } from '@common/marketplace';
import { buildSeed } from '../../src/local/seed';
import { DEMO_MARKETPLACE_USERS as U } from '../../src/local/seedMarketplace';
import type { ApplicationDoc } from '../../src/documents/applications';
import type { ContractDoc } from '../../src/documents/contracts';
import type { JobDoc } from '../../src/documents/jobs';
import type { ListingDoc } from '../../src/documents/listings';
import type { UserDoc } from '../../src/documents/users';
import type { DocData } from '../../src/ports/store';
import { describeApi, exchangeCustomToken } from '../support/harness';
import { createMarketApp, unindexedQueries, type MarketApp, type Party } from './support';

const now = new Date();
const docs = buildSeed(mkdtempSync(join(tmpdir(), 'seed-')), now);
const of = <T>(prefix: RegExp) =>
  Object.entries(docs)
    .filter(([p]) => prefix.test(p))
    .map(([p, d]) => [p, d as unknown as T] as const);

describe('marketplace demo data', () => {
  const jobs = of<JobDoc>(/^jobs\/demo-[^/]+$/).map(([, d]) => d);
  const apps = of<ApplicationDoc>(/^jobs\/demo-[^/]+\/applications\//).map(([, d]) => d);
  const contracts = of<ContractDoc>(/^contracts\/demo-/).map(([, d]) => d);
  const listings = of<ListingDoc>(/^listings\/demo-/).map(([, d]) => d);

  test('covers every state', () => {
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(['published', 'stopped', 'closed']));
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set(['pending', 'accepted', 'declined', 'withdrawn']));
    expect(new Set(contracts.map((c) => c.status))).toEqual(
      new Set(['awaiting_payment', 'in_progress', 'delivered', 'completed', 'paid_out', 'cancelled']),
    );
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set(['published', 'stopped']));
    expect(jobs.some((j) => j.status === 'published' && j.applicantCount === 0)).toBe(true);
    expect(jobs.some((j) => j.status === 'published' && j.applicantCount > 0)).toBe(true);
  });

  test('counters and statuses agree with the applications and contracts', () => {
    for (const job of jobs) {
      const mine = apps.filter((a) => a.jobId === job.id);
      expect([job.id, job.applicantCount]).toEqual([job.id, mine.filter((a) => a.status !== 'withdrawn').length]);
      const live = contracts.filter((c) => c.jobId === job.id && c.status !== 'cancelled');
      expect([job.id, job.acceptedCount]).toEqual([job.id, live.length]);
      if (job.status !== 'stopped')
        expect([job.id, job.status]).toEqual([job.id, live.length >= job.capacity ? 'closed' : 'published']);
    }
    for (const c of contracts) {
      const app = apps.find((a) => a.jobId === c.jobId && a.workerId === c.workerId);
      expect(app).toMatchObject({ status: 'accepted', contractId: c.id });
      expect(docs[`rooms/${c.id}`]).toMatchObject({ contractId: c.id, members: [c.clientId, c.workerId] });
      expect(c.history.at(-1)?.status).toBe(c.status);
    }
  });

  test('every party has an active user and a profile of their side', () => {
    const user = (uid: string) => docs[`users/${uid}`] as DocData as unknown as UserDoc;
    for (const job of jobs) {
      expect(user(job.clientId)).toMatchObject({ isActive: true, type: 'client' });
      expect(docs[`users/${job.clientId}/profiles/client`]).toBeDefined();
    }
    for (const a of apps) {
      expect(user(a.workerId)).toMatchObject({ isActive: true, type: 'worker', isWorker: true });
      expect(docs[`users/${a.workerId}/profiles/worker`]).toMatchObject({ occupation: 'カメラマン' });
    }
    for (const l of listings) expect(user(l.workerId)).toMatchObject({ type: 'worker' });
  });
});

describeApi('marketplace demo data over the API', () => {
  let t: MarketApp;
  const as: Record<string, Party> = {};

  beforeAll(async () => {
    t = await createMarketApp();
    for (const [path, data] of Object.entries(docs)) await t.store.set(path, data);
    await Promise.all(
      Object.values(U).map(async (uid) => {
        as[uid] = t.party(uid, await exchangeCustomToken(await t.deps.auth.createCustomToken(uid)));
      }),
    );
  }, 30_000);
  afterAll(() => t?.close());

  test('a client sees their jobs, applicants and contracts', async () => {
    const lumiere = as[U.clientLumiere];
    const published = await lumiere.get('/liff/client/jobs?status=published').expect(200);
    expect(published.body.items.length).toBeGreaterThanOrEqual(3);
    const applicants = await lumiere.get('/liff/jobs/demo-job-01/applications').expect(200);
    expect((applicants.body.items as Application[]).map((a) => [a.worker.name, a.status])).toEqual(
      expect.arrayContaining([
        ['佐藤 健太', 'pending'],
        ['鈴木 あおい', 'pending'],
        ['高橋 蓮', 'declined'],
      ]),
    );
    const ongoing = await lumiere.get('/liff/contracts?state=ongoing').expect(200);
    expect((ongoing.body.items as Contract[]).map((c) => [c.id, c.status, c.actions])).toEqual([
      ['demo-contract-01', 'awaiting_payment', ['cancel']],
    ]);
    const finished = await lumiere.get('/liff/contracts?state=finished').expect(200);
    expect((finished.body.items as Contract[]).map((c) => c.status)).toEqual(['cancelled']);
    const stopped = await as[U.clientBloom].get('/liff/client/jobs?status=stopped').expect(200);
    expect((stopped.body.items as Job[]).map((j) => j.title)).toEqual(['成人式シーズン向けキャンペーン写真']);
  });

  test('a worker sees open jobs, their applications and contracts', async () => {
    const sato = as[U.workerSato];
    // Other seeds (the browser journeys') add open jobs too: walk every page.
    const open: Job[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: Page<Job> } = await sato
        .get(`/liff/jobs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
        .expect(200);
      open.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    const demo = open
      .filter((j) => j.id.startsWith('demo-'))
      .map((j) => j.id)
      .sort();
    // Published with a deadline ahead; stopped and closed ones are not open.
    expect(demo).toEqual(['demo-job-01', 'demo-job-02', 'demo-job-04', 'demo-job-07', 'demo-job-09', 'demo-job-11']);
    expect(open.find((j) => j.id === 'demo-job-01')?.myApplication).toMatchObject({ status: 'pending' });
    const mine = await sato.get('/liff/worker/applications').expect(200);
    expect((mine.body.items as Application[]).length).toBeGreaterThanOrEqual(4);
    const ongoing = await sato.get('/liff/contracts?state=ongoing').expect(200);
    expect((ongoing.body.items as Contract[]).map((c) => c.status)).toEqual(['delivered']);
    const finished = await sato.get('/liff/contracts?state=finished').expect(200);
    expect((finished.body.items as Contract[]).map((c) => c.status).sort()).toEqual(['completed', 'paid_out']);
    const declined = await as[U.workerTakahashi].get('/liff/jobs/demo-job-01').expect(200);
    expect(declined.body.myApplication).toMatchObject({ status: 'declined' });
  });

  test('the worker search and a public profile with listings', async () => {
    const found = await as[U.clientLumiere].get(`/liff/workers?skill=${encodeURIComponent('ヘアカタログ撮影')}`).expect(200);
    expect((found.body.items as PublicWorker[]).map((w) => w.name)).toEqual(expect.arrayContaining(['佐藤 健太', '鈴木 あおい']));
    const sato = await as[U.clientLumiere].get(`/liff/workers/${U.workerSato}`).expect(200);
    expect(sato.body.listings.map((l: { title: string }) => l.title)).toEqual([
      'ブライダル前撮りプラン',
      'ヘアカタログ撮影パック（5スタイル）',
    ]);
  });

  test('every query ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
