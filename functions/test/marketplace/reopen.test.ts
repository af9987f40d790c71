/**
 * A cancelled contract gives its place back but never reopens its job: the job stays closed (or
 * stopped) and its owner is asked (freedPlaces) whether to recruit again: POST /reopen-place
 * publishes it, POST /keep-closed leaves it closed. The cancelled worker's application reads
 * キャンセル on both sides, and the counters agree with the applications.
 */
import type { Application, Contract, Job, Page } from '@common/marketplace';
import type { JobDoc } from '../../src/documents/jobs';
import { describeApi } from '../support/harness';
import { createPayApp, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { accept, apply, postJob } from '../notices/support';
import { inDays, jobInput } from './support';

const DAY = 86_400_000;

describeApi('a cancellation frees a place without reopening the job', () => {
  let t: PayApp;
  let client: Caller;
  let stranger: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    [client, stranger] = await Promise.all([t.user('client'), t.user('client')]);
  }, 30_000);
  afterAll(() => t?.close());

  const jobDoc = async (id: string) => (await t.store.get<JobDoc>(`jobs/${id}`))!;
  const jobAs = async (p: Caller, id: string) => (await p.get(`/liff/jobs/${id}`).expect(200)).body as Job;
  const applicants = async (jobId: string) =>
    ((await client.get(`/liff/jobs/${jobId}/applications`).expect(200)).body as Page<Application>).items;
  const mine = async (w: Caller) => ((await w.get('/liff/worker/applications').expect(200)).body as Page<Application>).items;
  const tryApply = (w: Caller, jobId: string) => w.post(`/liff/jobs/${jobId}/applications`, { message: 'よろしくお願いします' });

  /** A job of `capacity` places with `worker` accepted: its id and the contract's. */
  async function hired(worker: Caller, capacity = 1) {
    const job = await postJob(client, capacity);
    await apply(worker, job.id);
    const contractId = await accept(client, job.id, worker.uid);
    return { jobId: job.id, contractId };
  }

  /** 仮払い as the client makes it: the local checkout, then checkout.session.completed through the webhook. */
  async function pay(contractId: string) {
    const res = await client.post('/liff/project/get-payment-url', { contractId }).expect(200);
    const paid = await t.stripe.payCheckoutSession(sessionIdOf(res.body.url as string), '4242424242424242');
    expect(paid.ok).toBe(true);
    await t.stripe.flush();
    expect((await t.contractDoc(contractId))?.status).toBe('in_progress');
  }

  /** What both sides see of the cancelled worker's application, and the counter beside it. */
  async function expectCancelledEverywhere(jobId: string, worker: Caller, contractId: string) {
    const listed = await applicants(jobId);
    expect(listed.find((a) => a.workerId === worker.uid)).toMatchObject({ status: 'cancelled', contractId });
    const job = await jobAs(client, jobId);
    // 採用 n/m: n counts the accepted applications whose contract goes on.
    expect(job.acceptedCount).toBe(listed.filter((a) => a.status === 'accepted').length);
    expect((await mine(worker)).find((a) => a.jobId === jobId)).toMatchObject({ status: 'cancelled', contractId });
    expect((await jobAs(worker, jobId)).myApplication?.status).toBe('cancelled');
  }

  test('cancelled before the payment: the job stays closed, new workers are refused, the owner is asked', async () => {
    const [worker, newcomer] = await Promise.all([t.user('worker'), t.user('worker')]);
    const { jobId, contractId } = await hired(worker);
    expect((await jobDoc(jobId)).status).toBe('closed');

    const cancelled = (await worker.post(`/liff/contracts/${contractId}/cancel`).expect(200)).body as Contract;
    expect(cancelled.status).toBe('cancelled');

    expect(await jobDoc(jobId)).toMatchObject({ status: 'closed', acceptedCount: 0, freedPlaces: 1 });
    expect(await jobAs(client, jobId)).toMatchObject({ status: 'closed', acceptedCount: 0, capacity: 1, freedPlaces: 1 });
    // Only the owner is asked; workers see a closed job.
    expect((await jobAs(newcomer, jobId)).freedPlaces).toBeUndefined();
    const refused = await tryApply(newcomer, jobId).expect(409);
    expect(refused.body.error.message).toBe('この案件の募集は締め切られています');
    const open = (await newcomer.get('/liff/jobs').expect(200)).body as Page<Job>;
    expect(open.items.map((j) => j.id)).not.toContain(jobId);
    await expectCancelledEverywhere(jobId, worker, contractId);
  });

  test('an agreed cancellation after the payment, once the refund is confirmed, leaves the job closed too', async () => {
    const [worker, newcomer] = await Promise.all([t.user('worker'), t.user('worker')]);
    const { jobId, contractId } = await hired(worker);
    await pay(contractId);

    await worker.post(`/liff/contracts/${contractId}/request-cancel`, { reason: '体調不良のため伺えなくなりました' }).expect(200);
    const agreed = (await client.post(`/liff/contracts/${contractId}/accept-cancel`).expect(200)).body as Contract;
    expect(agreed.status).toBe('refunding');
    // Until the refund is confirmed the place is still held.
    await t.stripe.flush();
    expect(t.stripe.sent.some((d) => d.type === 'charge.refunded' && d.payload.includes(contractId))).toBe(true);
    expect((await t.contractDoc(contractId))?.status).toBe('cancelled');

    expect(await jobDoc(jobId)).toMatchObject({ status: 'closed', acceptedCount: 0, freedPlaces: 1 });
    expect((await jobAs(client, jobId)).freedPlaces).toBe(1);
    await tryApply(newcomer, jobId).expect(409);
    await expectCancelledEverywhere(jobId, worker, contractId);

    // The owner reopens: published again, nothing left to ask, and applying works.
    const reopened = (await client.post(`/liff/jobs/${jobId}/reopen-place`).expect(200)).body as Job;
    expect(reopened).toMatchObject({ status: 'published', acceptedCount: 0 });
    expect(reopened.freedPlaces).toBeUndefined();
    await tryApply(newcomer, jobId).expect(201);
    const again = await client.post(`/liff/jobs/${jobId}/reopen-place`).expect(409);
    expect(again.body.error.message).toBe('この案件はすでに募集中です');
    // The cancelled worker's application still reads キャンセル beside the new one.
    const listed = await applicants(jobId);
    expect(listed.map((a) => [a.workerId, a.status])).toEqual([
      [newcomer.uid, 'pending'],
      [worker.uid, 'cancelled'],
    ]);
  });

  test('only the owner may reopen: another client 403, a worker 403, a stopped job 404 to others', async () => {
    const [worker, newcomer] = await Promise.all([t.user('worker'), t.user('worker')]);
    const { jobId, contractId } = await hired(worker);
    await client.post(`/liff/contracts/${contractId}/cancel`).expect(200);

    for (const path of [`/liff/jobs/${jobId}/reopen-place`, `/liff/jobs/${jobId}/keep-closed`]) {
      const other = await stranger.post(path).expect(403);
      expect(other.body.error.message).toMatch(/掲載した発注者のみ/);
      await worker.post(path).expect(403);
    }
    expect(await jobDoc(jobId)).toMatchObject({ status: 'closed', freedPlaces: 1 });

    await client.post(`/liff/jobs/${jobId}/stop`).expect(200);
    await stranger.post(`/liff/jobs/${jobId}/reopen-place`).expect(404);
    // The owner may answer from a stopped job too.
    expect((await client.post(`/liff/jobs/${jobId}/reopen-place`).expect(200)).body.status).toBe('published');
    await tryApply(newcomer, jobId).expect(201);
  });

  test('このまま締め切る: the question goes away, the job stays closed, and it can still be reopened later', async () => {
    const [worker, newcomer] = await Promise.all([t.user('worker'), t.user('worker')]);
    const { jobId, contractId } = await hired(worker);
    await worker.post(`/liff/contracts/${contractId}/cancel`).expect(200);

    const kept = (await client.post(`/liff/jobs/${jobId}/keep-closed`).expect(200)).body as Job;
    expect(kept).toMatchObject({ status: 'closed', acceptedCount: 0 });
    expect(kept.freedPlaces).toBeUndefined();
    expect(await jobDoc(jobId)).toMatchObject({ status: 'closed', freedPlaces: 0 });
    await tryApply(newcomer, jobId).expect(409);

    // Editing it does not reopen it.
    const edited = await t
      .request()
      .patch(`/liff/jobs/${jobId}`)
      .set('Authorization', `Bearer ${client.idToken}`)
      .send({ description: '撮影日が決まり次第ご連絡します' })
      .expect(200);
    expect(edited.body.status).toBe('closed');

    await client.post(`/liff/jobs/${jobId}/reopen-place`).expect(200);
    await tryApply(newcomer, jobId).expect(201);
    const published = await client.post(`/liff/jobs/${jobId}/keep-closed`).expect(409);
    expect(published.body.error.message).toBe('この案件はすでに募集中です');
  });

  test('a job still recruiting simply has its place again: nothing to ask', async () => {
    const [worker, newcomer] = await Promise.all([t.user('worker'), t.user('worker')]);
    const { jobId, contractId } = await hired(worker, 2);
    expect((await jobDoc(jobId)).status).toBe('published');
    await client.post(`/liff/contracts/${contractId}/cancel`).expect(200);

    const job = await jobAs(client, jobId);
    expect(job).toMatchObject({ status: 'published', acceptedCount: 0, capacity: 2 });
    expect(job.freedPlaces).toBeUndefined();
    await tryApply(newcomer, jobId).expect(201);
    await expectCancelledEverywhere(jobId, worker, contractId);
  });

  test('accepting into a freed place of a job with two places does not reopen it', async () => {
    const [first, second, waiting, newcomer] = await Promise.all([
      t.user('worker'),
      t.user('worker'),
      t.user('worker'),
      t.user('worker'),
    ]);
    const job = await postJob(client, 2);
    await Promise.all([apply(first, job.id), apply(second, job.id)]);
    const contractId = await accept(client, job.id, first.uid);
    await accept(client, job.id, second.uid);
    expect(await jobDoc(job.id)).toMatchObject({ status: 'closed', acceptedCount: 2 });
    await first.post(`/liff/contracts/${contractId}/cancel`).expect(200);
    expect(await jobDoc(job.id)).toMatchObject({ status: 'closed', acceptedCount: 1, freedPlaces: 1 });
    await tryApply(waiting, job.id).expect(409);

    const listed = await applicants(job.id);
    expect(listed.filter((a) => a.status === 'accepted').map((a) => a.workerId)).toEqual([second.uid]);
    expect((await jobAs(client, job.id)).acceptedCount).toBe(1);

    // Raising the capacity of a job kept closed does not publish it either.
    const raised = await t
      .request()
      .patch(`/liff/jobs/${job.id}`)
      .set('Authorization', `Bearer ${client.idToken}`)
      .send({ capacity: 3 })
      .expect(200);
    expect(raised.body).toMatchObject({ status: 'closed', capacity: 3, freedPlaces: 1 });
    await client.post(`/liff/jobs/${job.id}/reopen-place`).expect(200);
    await tryApply(newcomer, job.id).expect(201);
  });

  test('reopening is refused with the reason: no free place, or the deadline has passed', async () => {
    const [worker, other] = await Promise.all([t.user('worker'), t.user('worker')]);
    const full = await hired(worker);
    const noRoom = await client.post(`/liff/jobs/${full.jobId}/reopen-place`).expect(409);
    expect(noRoom.body.error.message).toBe('募集人数に達しているため、募集を再開できません');

    const res = await client.post('/liff/jobs', jobInput({ capacity: 1, applicationDeadline: inDays(1) })).expect(201);
    const jobId = (res.body as Job).id;
    await apply(other, jobId);
    const contractId = await accept(client, jobId, other.uid);
    await other.post(`/liff/contracts/${contractId}/cancel`).expect(200);
    t.clock.advance(3 * DAY);
    try {
      const late = await client.post(`/liff/jobs/${jobId}/reopen-place`).expect(409);
      expect(late.body.error.message).toBe('応募締切日を過ぎています。締切日を変更してから再開してください');
      expect(await jobDoc(jobId)).toMatchObject({ status: 'closed', freedPlaces: 1 });
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });
});
