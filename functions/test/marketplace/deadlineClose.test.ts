/**
 * Jobs past their application deadline close by themselves (docs/product/states.md#deadline-close):
 * the deal timers store status 'closed' with closedReason 'deadline' once the deadline's JST day is
 * over, tell the owner once, leave the pending applications to her choice, and an edit of the
 * deadline to today or later opens the job again unless she closed it herself. Driven through the
 * injected TestClock; every test has its own app (and store and clock).
 */
import { addDays, startOfJstDay, todayJst } from '@common/dates';
import type { Application, Job, Page } from '@common/marketplace';
import type { Deps } from '../../src/ports';
import type { DocumentStore } from '../../src/ports/store';
import type { JobDoc } from '../../src/documents/jobs';
import type { NotificationDoc } from '../../src/documents/notifications';
import { closeExpiredJobs } from '../../src/features/jobs';
import { runDealTimers } from '../../src/features/contracts/timers';
import { describeApi } from '../support/harness';
import { applyTo, createMarketApp, jobInput, makeUser, unindexedQueries, type MarketApp, type Party } from './support';

const MINUTE = 60_000;

describeApi('the deadline close of jobs (deal timers)', () => {
  let t: MarketApp;
  let client: Party;
  let worker: Party;

  beforeEach(async () => {
    t = await createMarketApp();
    [client, worker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
  }, 60_000);
  afterEach(() => t.close());

  const today = () => todayJst(t.clock.now());
  /** A job of the client whose deadline is `days` JST days from the test clock's today. */
  async function jobDue(days: number, o: { capacity?: number; owner?: Party } = {}): Promise<Job> {
    const deadline = addDays(today(), days);
    const res = await (o.owner ?? client).post(
      '/liff/jobs',
      jobInput({ applicationDeadline: deadline, deliveryDate: addDays(deadline, 14), capacity: o.capacity ?? 1 }),
    );
    expect(res.status).toBe(201);
    return res.body as Job;
  }
  /** Moves the test clock to the given instant (only forward). */
  const moveTo = (at: number) => t.clock.advance(Math.max(0, at - t.clock.now().getTime()));
  /** Moves the clock past the whole JST day of the job's deadline. */
  const pastDeadline = (job: Pick<Job, 'applicationDeadline'>) =>
    moveTo(startOfJstDay(addDays(job.applicationDeadline, 1)).getTime() + MINUTE);
  const jobDoc = async (id: string) => (await t.store.get<JobDoc>(`jobs/${id}`))!;
  const closedNotices = async (uid = client.uid) =>
    (
      await t.store.query<NotificationDoc>('notifications', {
        where: [
          ['userId', '==', uid],
          ['kind', '==', 'job_closed'],
        ],
      })
    ).map((d) => d.data);

  it('is open through the whole JST deadline day and closes the minute after, with the reason, the owner told once', async () => {
    const job = await jobDue(1);
    // 23:59 JST on the deadline day: still open.
    moveTo(startOfJstDay(addDays(job.applicationDeadline, 1)).getTime() - MINUTE);
    expect(todayJst(t.clock.now())).toBe(job.applicationDeadline);
    expect((await closeExpiredJobs(t.deps)).closed).toEqual([]);
    expect((await jobDoc(job.id)).status).toBe('published');

    t.clock.advance(2 * MINUTE);
    const before = t.clock.now().getTime();
    expect(await closeExpiredJobs(t.deps)).toEqual({ closed: [job.id], failed: [] });
    const stored = await jobDoc(job.id);
    expect(stored).toMatchObject({ status: 'closed', closedReason: 'deadline' });
    // 「最終更新」 moves to the close.
    const at = stored.updatedAt;
    expect(at.getTime()).toBeGreaterThanOrEqual(before);
    expect(at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

    // Owner and workers read the reason; the job has left the search; applying says why.
    const mine = (await client.get(`/liff/jobs/${job.id}`).expect(200)).body as Job;
    expect(mine).toMatchObject({ status: 'closed', closedReason: 'deadline', updatedAt: at.toISOString() });
    expect(((await worker.get(`/liff/jobs/${job.id}`).expect(200)).body as Job).closedReason).toBe('deadline');
    expect(((await worker.get('/liff/jobs').expect(200)).body as Page<Job>).items.map((j) => j.id)).not.toContain(job.id);
    const refused = await worker.post(`/liff/jobs/${job.id}/applications`, { message: 'よろしくお願いします' }).expect(409);
    expect(refused.body.error.message).toBe('応募締切日を過ぎているため応募できません');

    const notices = await closedNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: '募集を終了しました',
      body: `「${job.title}」の応募締切日を過ぎたため、募集を終了しました`,
      path: `/client/products/${job.id}`,
    });
  });

  it('leaves the pending applications to the owner: they stay 選考中 and she can still 採用', async () => {
    const job = await jobDue(1, { capacity: 2 });
    const [a, b] = await Promise.all([makeUser(t, 'worker'), makeUser(t, 'worker')]);
    await applyTo(a, job.id);
    await applyTo(b, job.id);
    pastDeadline(job);
    await closeExpiredJobs(t.deps);

    const list = ((await client.get(`/liff/jobs/${job.id}/applications`).expect(200)).body as Page<Application>).items;
    expect(list.map((x) => x.status).sort()).toEqual(['pending', 'pending']);
    // The worker's card reads why the job closed.
    const own = ((await a.get('/liff/worker/applications').expect(200)).body as Page<Application>).items;
    expect(own.find((x) => x.jobId === job.id)?.job).toMatchObject({ status: 'closed', closedReason: 'deadline' });

    await client.post(`/liff/jobs/${job.id}/applications/${a.uid}/accept`).expect(201);
    expect(await jobDoc(job.id)).toMatchObject({ status: 'closed', closedReason: 'deadline', acceptedCount: 1 });
    await client.post(`/liff/jobs/${job.id}/applications/${b.uid}/decline`).expect(200);
    expect((await jobDoc(job.id)).status).toBe('closed');
  });

  it('10 parallel runs close each job once: one updatedAt, one notice; a later run changes nothing', async () => {
    const jobs = await Promise.all([jobDue(1), jobDue(1), jobDue(2)]);
    pastDeadline(jobs[2]);
    const reports = await Promise.all(Array.from({ length: 10 }, () => closeExpiredJobs(t.deps)));
    const closed = reports.flatMap((r) => r.closed).sort();
    expect(closed).toEqual(jobs.map((j) => j.id).sort());
    expect(reports.flatMap((r) => r.failed)).toEqual([]);
    expect(await closedNotices()).toHaveLength(3);
    const closedAt = await Promise.all(jobs.map(async (j) => (await jobDoc(j.id)).updatedAt));

    t.clock.advance(60 * MINUTE);
    await Promise.all(Array.from({ length: 10 }, () => runDealTimers(t.deps, t.config.deal)));
    expect(await Promise.all(jobs.map(async (j) => (await jobDoc(j.id)).updatedAt))).toEqual(closedAt);
    expect(await closedNotices()).toHaveLength(3);
  });

  it('reads in ordered, indexed batches and closes only published jobs past their deadline', async () => {
    const expired = await Promise.all(Array.from({ length: 5 }, (_, i) => jobDue(1 + (i % 2))));
    const later = await jobDue(30);
    const stopped = await jobDue(1);
    await client.post(`/liff/jobs/${stopped.id}/stop`).expect(200);
    const full = await jobDue(1);
    await applyTo(worker, full.id);
    await client.post(`/liff/jobs/${full.id}/applications/${worker.uid}/accept`).expect(201);
    const fullBefore = await jobDoc(full.id);
    pastDeadline(expired[1]);

    const from = t.recorder.queries.length;
    const report = await closeExpiredJobs(t.deps, 2);
    expect(report.closed.sort()).toEqual(expired.map((j) => j.id).sort());
    const queries = t.recorder.queries.slice(from).filter((q) => q.collectionId === 'jobs');
    // 5 jobs, 2 a batch: 3 queries, each served by firestore.indexes.json.
    expect(queries).toHaveLength(3);
    expect(unindexedQueries(queries)).toEqual([]);
    expect((await jobDoc(later.id)).status).toBe('published');
    expect((await jobDoc(stopped.id)).status).toBe('stopped');
    expect(await jobDoc(full.id)).toEqual(fullBefore);
  });

  it('checks again in its transaction: a deadline moved after the query keeps the job open', async () => {
    const job = await jobDue(1);
    pastDeadline(job);
    const later = addDays(today(), 3);
    // The owner's edit lands between the run's query and its transaction.
    const inner = t.deps.store;
    const query: DocumentStore['query'] = async (collection, q) => {
      const docs = await inner.query(collection, q);
      await inner.update(`jobs/${job.id}`, { applicationDeadline: later });
      return docs as never;
    };
    const store = new Proxy(inner, {
      get: (target, prop) => {
        if (prop === 'query') return query;
        const v: unknown = Reflect.get(target, prop, target);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    const deps: Deps = { ...t.deps, store };
    expect(await closeExpiredJobs(deps)).toEqual({ closed: [], failed: [] });
    expect(await jobDoc(job.id)).toMatchObject({ status: 'published', applicationDeadline: later });
    expect(await closedNotices()).toEqual([]);
  });

  it('an edit of the deadline to today or later opens a job the timer closed; other edits keep it closed', async () => {
    const job = await jobDue(1);
    pastDeadline(job);
    await runDealTimers(t.deps, t.config.deal);

    await client.patch(`/liff/jobs/${job.id}`, { title: '新作ヘアカタログ撮影' }).expect(200);
    expect(await jobDoc(job.id)).toMatchObject({ status: 'closed', closedReason: 'deadline' });

    const res = await client.patch(`/liff/jobs/${job.id}`, { applicationDeadline: today(), deliveryDate: addDays(today(), 7) });
    expect(res.status).toBe(200);
    expect(res.body as Job).toMatchObject({ status: 'published', applicationDeadline: today() });
    expect((res.body as Job).closedReason).toBeUndefined();
    expect((await jobDoc(job.id)).closedReason).toBeUndefined();
    await applyTo(worker, job.id);

    // Its new deadline passes too: closed again, and told again.
    moveTo(startOfJstDay(addDays(today(), 1)).getTime() + MINUTE);
    expect((await closeExpiredJobs(t.deps)).closed).toEqual([job.id]);
    expect(await closedNotices()).toHaveLength(2);
  });

  it('a close the owner made hers (このまま締め切る) or a stop is not undone by an edit of the deadline', async () => {
    const [kept, stopped] = await Promise.all([jobDue(1), jobDue(1)]);
    pastDeadline(kept);
    await closeExpiredJobs(t.deps);
    const later = { applicationDeadline: addDays(today(), 2), deliveryDate: addDays(today(), 9) };

    await client.post(`/liff/jobs/${kept.id}/keep-closed`).expect(200);
    expect((await jobDoc(kept.id)).closedReason).toBeNull();
    const edited = (await client.patch(`/liff/jobs/${kept.id}`, later).expect(200)).body as Job;
    expect(edited.status).toBe('closed');
    expect(edited.closedReason).toBeUndefined();

    await client.post(`/liff/jobs/${stopped.id}/stop`).expect(200);
    // Reopening needs a deadline not passed; the edit keeps it stopped, the reopen publishes it.
    const late = await client.post(`/liff/jobs/${stopped.id}/reopen`).expect(409);
    expect(late.body.error.message).toBe('応募締切日を過ぎています。締切日を変更してから再開してください');
    expect(((await client.patch(`/liff/jobs/${stopped.id}`, later).expect(200)).body as Job).status).toBe('stopped');
    expect(((await client.post(`/liff/jobs/${stopped.id}/reopen`).expect(200)).body as Job).status).toBe('published');
    expect(await jobDoc(stopped.id)).toMatchObject({ status: 'published', closedReason: null });
  });
});
