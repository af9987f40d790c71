/**
 * The marketplace as its users go through it: post, find, apply, decline / accept, contract,
 * cancel; jobs stopped, reopened and edited; listings; the worker search and public profiles.
 */
import type { Application, Contract, Job, Listing, PublicWorker, WorkerDetail } from '@common/marketplace';
import type { ContractDoc } from '../../src/documents/contracts';
import type { RoomDoc } from '../../src/documents/rooms';
import type { JobDoc } from '../../src/documents/jobs';
import { describeApi } from '../support/harness';
import {
  applyTo,
  createMarketApp,
  inDays,
  listingInput,
  makeUser,
  postJob,
  unindexedQueries,
  type MarketApp,
  type Party,
} from './support';

describeApi('marketplace flows', () => {
  let t: MarketApp;
  let client: Party;
  let otherClient: Party;
  let worker: Party;
  let otherWorker: Party;
  let stranger: Party;

  beforeAll(async () => {
    t = await createMarketApp();
    [client, otherClient, worker, otherWorker, stranger] = await Promise.all([
      makeUser(t, 'client', { name: 'ヘアサロン ルミエール' }),
      makeUser(t, 'client'),
      makeUser(t, 'worker', { name: '佐藤 健太', skills: ['ブライダル撮影', 'Lightroom'] }),
      makeUser(t, 'worker', { name: '鈴木 あおい', skills: ['物撮り'] }),
      makeUser(t, 'worker'),
    ]);
  }, 30_000);
  afterAll(() => t?.close());

  const jobDoc = async (id: string) => (await t.store.get<JobDoc>(`jobs/${id}`))!;

  describe('jobs', () => {
    test('a posted job is published, with the client public profile', async () => {
      const job = await postJob(client, { title: 'ブライダルヘアの撮影', placeType: 'onsite', address: '京都府京都市東山区' });
      expect(job).toMatchObject({
        title: 'ブライダルヘアの撮影',
        status: 'published',
        clientId: client.uid,
        applicantCount: 0,
        acceptedCount: 0,
        address: '京都府京都市東山区',
        client: { userId: client.uid, name: 'ヘアサロン ルミエール', classify: 'corporation', companyName: '株式会社テスト' },
      });
      const seen = await worker.get(`/liff/jobs/${job.id}`).expect(200);
      expect(seen.body.myApplication).toBeNull();
      const own = await client.get(`/liff/jobs/${job.id}`).expect(200);
      expect(own.body.myApplication).toBeUndefined();
    });

    test('stop and reopen move the job between the two lists; repeats are 409', async () => {
      const job = await postJob(client);
      const stopped = await client.post(`/liff/jobs/${job.id}/stop`).expect(200);
      expect(stopped.body.status).toBe('stopped');
      const again = await client.post(`/liff/jobs/${job.id}/stop`).expect(409);
      expect(again.body.error.message).toBe('この案件はすでに停止中です');
      const list = await client.get('/liff/client/jobs?status=stopped').expect(200);
      expect(list.body.items.map((j: Job) => j.id)).toContain(job.id);
      // Not found in the open-job search, nor to other users.
      const search = await worker.get('/liff/jobs').expect(200);
      expect(search.body.items.map((j: Job) => j.id)).not.toContain(job.id);
      await worker.get(`/liff/jobs/${job.id}`).expect(404);
      // Applying answers as reading does (404), not with the reason (409): docs/product/states.md#roles.
      const apply = await worker.post(`/liff/jobs/${job.id}/applications`, { message: '応募します' }).expect(404);
      expect(apply.body.error.message).toBe('案件が見つかりません');

      const reopened = await client.post(`/liff/jobs/${job.id}/reopen`).expect(200);
      expect(reopened.body.status).toBe('published');
      const twice = await client.post(`/liff/jobs/${job.id}/reopen`).expect(409);
      expect(twice.body.error.message).toBe('この案件は停止されていません');
      const published = await client.get('/liff/client/jobs?status=published').expect(200);
      expect(published.body.items.map((j: Job) => j.id)).toContain(job.id);
    });

    test('a job past its deadline is not open, and cannot be reopened until the deadline moves', async () => {
      const job = await postJob(client, { applicationDeadline: inDays(0), deliveryDate: inDays(3) });
      await client.post(`/liff/jobs/${job.id}/stop`).expect(200);
      t.clock.advance(2 * 86_400_000);
      try {
        const reopen = await client.post(`/liff/jobs/${job.id}/reopen`).expect(409);
        expect(reopen.body.error.message).toBe('応募締切日を過ぎています。締切日を変更してから再開してください');
        await client.patch(`/liff/jobs/${job.id}`, { applicationDeadline: inDays(5), deliveryDate: inDays(9) }).expect(200);
        await client.post(`/liff/jobs/${job.id}/reopen`).expect(200);

        const late = await postJob(client, { applicationDeadline: inDays(2), deliveryDate: inDays(9) });
        t.clock.advance(3 * 86_400_000);
        const res = await worker.post(`/liff/jobs/${late.id}/applications`, { message: '応募します' }).expect(409);
        expect(res.body.error.message).toBe('応募締切日を過ぎているため応募できません');
        const search = await worker.get('/liff/jobs').expect(200);
        expect(search.body.items.map((j: Job) => j.id)).not.toContain(late.id);
      } finally {
        t.clock.advance(-5 * 86_400_000);
      }
    });

    test('capacity: not below the accepted count; raising it reopens a full job', async () => {
      const job = await postJob(client, { capacity: 1 });
      await applyTo(worker, job.id);
      await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(201);
      expect((await jobDoc(job.id)).status).toBe('closed');
      const more = await client.patch(`/liff/jobs/${job.id}`, { capacity: 3 }).expect(200);
      expect(more.body).toMatchObject({ status: 'published', capacity: 3, acceptedCount: 1 });
      await applyTo(otherWorker, job.id);
      await client.post(`/liff/jobs/${job.id}/applications/${otherWorker.uid}/accept`).expect(201);
      const lower = await client.patch(`/liff/jobs/${job.id}`, { capacity: 1 }).expect(400);
      expect(lower.body.error.fields).toEqual({ capacity: '採用済みの人数（2人）より少なくはできません' });
      // Down to the accepted count closes it; closed jobs stay in the client's published tab.
      const full = await client.patch(`/liff/jobs/${job.id}`, { capacity: 2 }).expect(200);
      expect(full.body.status).toBe('closed');
      const list = await client.get('/liff/client/jobs').expect(200);
      expect(list.body.items.find((j: Job) => j.id === job.id)?.status).toBe('closed');
    });

    test('the search finds by keyword, skill and reward range; stopped and closed jobs are left out', async () => {
      const a = await postJob(otherClient, {
        title: '七五三の撮影',
        description: '和装のLightroom仕上げ',
        skills: ['ブライダル撮影'],
        reward: 80_000,
      });
      const b = await postJob(otherClient, { title: 'ネイル物撮り', skills: ['物撮り'], reward: 12_000 });
      const c = await postJob(otherClient, { title: '七五三の前撮り（停止中）', reward: 80_000 });
      await otherClient.post(`/liff/jobs/${c.id}/stop`).expect(200);
      const ids = async (query: string) =>
        ((await worker.get(`/liff/jobs?${query}`).expect(200)).body.items as Job[]).map((j) => j.id);
      expect(await ids(`q=${encodeURIComponent('七五三')}`)).toEqual([a.id]);
      expect(await ids('q=lightroom')).toEqual([a.id]);
      expect(await ids(`skill=${encodeURIComponent('物撮り')}`)).toContain(b.id);
      expect(await ids(`skill=${encodeURIComponent('物撮り')}`)).not.toContain(a.id);
      const ranged = await ids('minReward=70000&maxReward=90000');
      expect(ranged).toContain(a.id);
      expect(ranged).not.toContain(b.id);
      expect(ranged).not.toContain(c.id);
    });
  });

  describe('applications', () => {
    test('a declined worker sees 不採用 (declined) on the job and in their list', async () => {
      const job = await postJob(client, { title: '店内写真の撮影' });
      const applied = await applyTo(worker, job.id, 'よろしくお願いします');
      expect(applied).toMatchObject({ id: worker.uid, jobId: job.id, status: 'pending', worker: { name: '佐藤 健太' } });
      const declined = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/decline`).expect(200);
      expect(declined.body.status).toBe('declined');
      const again = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/decline`).expect(409);
      expect(again.body.error.message).toBe('この応募はすでに不採用にしています');
      const accept = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(409);
      expect(accept.body.error.message).toBe('不採用にした応募は採用できません');

      const detail = await worker.get(`/liff/jobs/${job.id}`).expect(200);
      expect(detail.body.myApplication).toMatchObject({ status: 'declined' });
      const mine = await worker.get('/liff/worker/applications').expect(200);
      const entry = (mine.body.items as Application[]).find((a) => a.jobId === job.id);
      expect(entry).toMatchObject({
        status: 'declined',
        job: { id: job.id, title: '店内写真の撮影', clientName: 'ヘアサロン ルミエール' },
      });
      const withdraw = await worker.post(`/liff/jobs/${job.id}/applications/mine/withdraw`).expect(409);
      expect(withdraw.body.error.message).toBe('選考が終了した応募は取り下げできません');
    });

    test('withdrawing while pending lowers the count; once withdrawn there is no second application', async () => {
      const job = await postJob(client);
      await applyTo(worker, job.id);
      await applyTo(otherWorker, job.id);
      expect((await jobDoc(job.id)).applicantCount).toBe(2);
      const res = await worker.post(`/liff/jobs/${job.id}/applications/mine/withdraw`).expect(200);
      expect(res.body.status).toBe('withdrawn');
      expect((await jobDoc(job.id)).applicantCount).toBe(1);
      const twice = await worker.post(`/liff/jobs/${job.id}/applications/mine/withdraw`).expect(409);
      expect(twice.body.error.message).toBe('この応募はすでに取り下げています');
      const reapply = await worker.post(`/liff/jobs/${job.id}/applications`, { message: 'もう一度' }).expect(409);
      expect(reapply.body.error.message).toBe('この案件への応募は取り下げ済みのため、再度応募できません');
      // The owner's list leaves withdrawn applications out; accepting one is refused.
      const list = await client.get(`/liff/jobs/${job.id}/applications`).expect(200);
      expect(list.body.items.map((a: Application) => a.workerId)).toEqual([otherWorker.uid]);
      const accept = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(409);
      expect(accept.body.error.message).toBe('この応募は取り下げられています');
    });

    test('a stopped job cannot be accepted on; an accepted application cannot be withdrawn', async () => {
      const job = await postJob(client);
      await applyTo(worker, job.id);
      await client.post(`/liff/jobs/${job.id}/stop`).expect(200);
      const refused = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(409);
      expect(refused.body.error.message).toBe('募集を停止している案件では採用できません。再開してから操作してください');
      await client.post(`/liff/jobs/${job.id}/reopen`).expect(200);
      await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(201);
      const withdraw = await worker.post(`/liff/jobs/${job.id}/applications/mine/withdraw`).expect(409);
      expect(withdraw.body.error.message).toBe('採用された応募は取り下げできません');
      const decline = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/decline`).expect(409);
      expect(decline.body.error.message).toBe('採用済みの応募は不採用にできません');
    });

    test('a worker who is no longer active cannot be accepted', async () => {
      const gone = await makeUser(t, 'worker');
      const job = await postJob(client);
      await applyTo(gone, job.id);
      await t.store.update(`users/${gone.uid}`, { isActive: false });
      const res = await client.post(`/liff/jobs/${job.id}/applications/${gone.uid}/accept`).expect(409);
      expect(res.body.error.message).toBe('この受注者は現在ご利用いただけないため採用できません');
      // And the deactivated worker is refused everywhere.
      await gone.get('/liff/jobs').expect(403);
    });
  });

  describe('contracts', () => {
    async function openContract(c = client, w = worker): Promise<{ job: Job; contract: Contract }> {
      const job = await postJob(c, { title: 'ヘアカタログ撮影', reward: 80_000, capacity: 1 });
      await applyTo(w, job.id);
      const res = await c.post(`/liff/jobs/${job.id}/applications/${w.uid}/accept`).expect(201);
      return { job, contract: res.body as Contract };
    }

    test('accepting opens a contract awaiting payment and its room', async () => {
      const { job, contract } = await openContract();
      expect(contract).toMatchObject({
        jobId: job.id,
        clientId: client.uid,
        workerId: worker.uid,
        title: 'ヘアカタログ撮影',
        reward: 80_000,
        deliveryDate: job.deliveryDate,
        status: 'awaiting_payment',
        history: [{ status: 'awaiting_payment', by: client.uid }],
        roomId: contract.id,
        actions: ['cancel'],
        client: { name: 'ヘアサロン ルミエール' },
        worker: { name: '佐藤 健太' },
      });
      const room = await t.store.get<RoomDoc>(`rooms/${contract.id}`);
      expect(room).toMatchObject({ contractId: contract.id, members: [client.uid, worker.uid], status: 'open' });
      const app = await client.get(`/liff/jobs/${job.id}/applications`).expect(200);
      expect(app.body.items[0]).toMatchObject({ status: 'accepted', contractId: contract.id });

      const seen = await worker.get(`/liff/contracts/${contract.id}`).expect(200);
      expect(seen.body).toMatchObject({ id: contract.id, actions: ['cancel'] });
      for (const [p, state] of [
        [client, 'ongoing'],
        [worker, 'ongoing'],
      ] as const) {
        const list = await p.get(`/liff/contracts?state=${state}`).expect(200);
        expect(list.body.items.map((c: Contract) => c.id)).toContain(contract.id);
      }
      const finished = await client.get('/liff/contracts?state=finished').expect(200);
      expect(finished.body.items.map((c: Contract) => c.id)).not.toContain(contract.id);
      // Other users' lists never show it.
      const others = await otherClient.get('/liff/contracts').expect(200);
      expect(others.body.items.map((c: Contract) => c.id)).not.toContain(contract.id);
    });

    test('the client cancels: the place is freed, the room closes, a repeat is 409, a stranger gets 404', async () => {
      const { job, contract } = await openContract();
      await stranger.post(`/liff/contracts/${contract.id}/cancel`).expect(404);
      await otherClient.post(`/liff/contracts/${contract.id}/cancel`).expect(404);
      const res = await client.post(`/liff/contracts/${contract.id}/cancel`).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', actions: [] });
      expect(res.body.history.map((e: { status: string; by: string }) => [e.status, e.by])).toEqual([
        ['awaiting_payment', client.uid],
        ['cancelled', client.uid],
      ]);
      const before = await t.store.get<ContractDoc>(`contracts/${contract.id}`);
      for (const p of [client, worker]) {
        const again = await p.post(`/liff/contracts/${contract.id}/cancel`).expect(409);
        expect(again.body.error.message).toBe('この契約はすでにキャンセルされています');
      }
      expect(await t.store.get<ContractDoc>(`contracts/${contract.id}`)).toEqual(before);
      // The place is freed but the job stays closed until its owner reopens it (reopen.test.ts).
      expect(await jobDoc(job.id)).toMatchObject({ status: 'closed', acceptedCount: 0, freedPlaces: 1 });
      expect((await t.store.get<RoomDoc>(`rooms/${contract.id}`))?.status).toBe('closed');
      const finished = await worker.get('/liff/contracts?state=finished').expect(200);
      expect(finished.body.items.map((c: Contract) => c.id)).toContain(contract.id);
      const ongoing = await worker.get('/liff/contracts?state=ongoing').expect(200);
      expect(ongoing.body.items.map((c: Contract) => c.id)).not.toContain(contract.id);
    });

    test('the worker may cancel too', async () => {
      const { contract } = await openContract();
      const res = await worker.post(`/liff/contracts/${contract.id}/cancel`).expect(200);
      expect(res.body.history.at(-1)).toMatchObject({ status: 'cancelled', by: worker.uid });
      await client.post(`/liff/contracts/${contract.id}/cancel`).expect(409);
    });

    test('parallel cancels by both parties cancel once', async () => {
      const { contract } = await openContract();
      const results = await Promise.all([
        client.post(`/liff/contracts/${contract.id}/cancel`),
        worker.post(`/liff/contracts/${contract.id}/cancel`),
        client.post(`/liff/contracts/${contract.id}/cancel`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const doc = await t.store.get<ContractDoc>(`contracts/${contract.id}`);
      expect(doc?.history).toHaveLength(2);
    });

    test('after the payment, cancelling outright is refused: a cancellation request is offered instead', async () => {
      const { contract } = await openContract();
      await t.store.update(`contracts/${contract.id}`, { status: 'in_progress' });
      const detail = await client.get(`/liff/contracts/${contract.id}`).expect(200);
      expect(detail.body.actions).toEqual(['request_cancel']);
      const res = await worker.post(`/liff/contracts/${contract.id}/cancel`).expect(409);
      expect(res.body.error.message).toBe(
        '仮払い後のキャンセルには相手方の同意が必要です。「キャンセル申請」から申請してください',
      );
      await t.store.update(`contracts/${contract.id}`, { status: 'completed' });
      const done = await client.post(`/liff/contracts/${contract.id}/cancel`).expect(409);
      expect(done.body.error.message).toBe('現在の状態（検収完了）ではこの操作は行えません');
      const finished = await client.get('/liff/contracts?state=finished').expect(200);
      expect(finished.body.items.map((c: Contract) => c.id)).toContain(contract.id);
    });

    test('a user who has not chosen a side has no contract list', async () => {
      const undecided = await makeUser(t, 'undecided');
      const res = await undecided.get('/liff/contracts').expect(403);
      expect(res.body.error.message).toBe('発注者または受注者の登録を完了してください');
    });
  });

  describe('listings and public profiles', () => {
    test('a worker publishes, edits, stops and reopens a listing', async () => {
      const created = await worker
        .post('/liff/listings', listingInput({ title: 'ブライダル前撮りプラン', price: 55_000 }))
        .expect(201);
      const listing = created.body as Listing;
      expect(listing).toMatchObject({ workerId: worker.uid, status: 'published', price: 55_000 });
      const edited = await worker.patch(`/liff/listings/${listing.id}`, { price: 60_000 }).expect(200);
      expect(edited.body).toMatchObject({ price: 60_000, title: 'ブライダル前撮りプラン' });
      await worker.post(`/liff/listings/${listing.id}/stop`).expect(200);
      const twice = await worker.post(`/liff/listings/${listing.id}/stop`).expect(409);
      expect(twice.body.error.message).toBe('この出品はすでに停止中です');
      const stoppedList = await worker.get('/liff/worker/listings?status=stopped').expect(200);
      expect(stoppedList.body.items.map((l: Listing) => l.id)).toEqual([listing.id]);
      await client.get(`/liff/listings/${listing.id}`).expect(404);
      // A stopped listing is not on the public profile.
      const profile = await client.get(`/liff/workers/${worker.uid}`).expect(200);
      expect((profile.body as WorkerDetail).listings.map((l) => l.id)).not.toContain(listing.id);
      await worker.post(`/liff/listings/${listing.id}/reopen`).expect(200);
      const reopenTwice = await worker.post(`/liff/listings/${listing.id}/reopen`).expect(409);
      expect(reopenTwice.body.error.message).toBe('この出品はすでに公開中です');
      const shown = await client.get(`/liff/workers/${worker.uid}`).expect(200);
      expect(shown.body).toMatchObject({ userId: worker.uid, name: '佐藤 健太', occupation: 'カメラマン' });
      expect((shown.body as WorkerDetail).listings.map((l) => l.id)).toContain(listing.id);
    });

    test('the worker search filters by occupation, skill and keyword, and shows active workers only', async () => {
      const names = async (query: string) =>
        ((await client.get(`/liff/workers?${query}`).expect(200)).body.items as PublicWorker[]).map((w) => w.name);
      expect(await names(`skill=${encodeURIComponent('ブライダル撮影')}`)).toEqual(['佐藤 健太']);
      expect(await names(`q=${encodeURIComponent('鈴木')}`)).toEqual(['鈴木 あおい']);
      expect(await names(`occupation=${encodeURIComponent('デザイナー')}`)).toEqual([]);
      const all = await names(`occupation=${encodeURIComponent('カメラマン')}`);
      expect(all).toEqual(expect.arrayContaining(['佐藤 健太', '鈴木 あおい']));
      await t.store.update(`users/${otherWorker.uid}`, { isActive: false });
      try {
        expect(await names(`q=${encodeURIComponent('鈴木')}`)).toEqual([]);
        await client.get(`/liff/workers/${otherWorker.uid}`).expect(404);
      } finally {
        await t.store.update(`users/${otherWorker.uid}`, { isActive: true });
      }
    });

    test('a client public profile', async () => {
      const res = await worker.get(`/liff/clients/${client.uid}`).expect(200);
      expect(res.body).toEqual({
        userId: client.uid,
        name: 'ヘアサロン ルミエール',
        classify: 'corporation',
        companyName: '株式会社テスト',
        detail: '表参道のヘアサロンです',
      });
    });
  });

  test('every query ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
