/**
 * Reviews over HTTP (docs/product/reviews.md): who may write and when, once, double-blind at every
 * step, the window's end and the timers (reveal, reminder), the public summaries, the cancelled-deal
 * rule, parallel posts and bad bodies. The clock is the app's TestClock.
 */
import type { PublicClient, PublicWorker } from '@common/marketplace';
import { REVIEW_MESSAGES } from '@common/reviews';
import { runReviewTimers } from '../../src/features/reviews';
import { runDealTimers } from '../../src/features/contracts/timers';
import type { NotificationDoc } from '../../src/documents/notifications';
import type { ReviewDoc } from '../../src/documents/reviews';
import { describeApi } from '../support/harness';
import { rawPost, recordQueries } from '../payments/support';
import { unindexedQueries } from '../marketplace/support';
import {
  DAY_MS,
  completedContract,
  createPayApp,
  listOf,
  party,
  refundedContract,
  review,
  stateOf,
  write,
  type Caller,
  type PayApp,
} from './support';

const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;

describeApi('reviews (評価) after a deal', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  let recorder: ReturnType<typeof recordQueries>;

  beforeAll(async () => {
    t = await createPayApp();
    recorder = recordQueries(t);
    [client, worker] = await Promise.all([party(t, 'client', 'ヘアサロン ルミエール'), party(t, 'worker', '佐藤 光')]);
  }, 60_000);
  afterAll(async () => {
    recorder.stop();
    await t.close();
  });

  const noticesOf = async (uid: string) =>
    (
      await t.store.query<NotificationDoc>('notifications', {
        where: [
          ['userId', '==', uid],
          ['kind', '==', 'review_request'],
        ],
      })
    ).map((d) => d.data);

  test('a stranger gets 404, a deal not ended 409, a party 201 once; the deal end stamps completedAt and asks both', async () => {
    const stranger = await party(t, 'client', '別のサロン');
    const ongoing = await t.contract(client, worker, 'in_progress');
    const notYet = await review(client, ongoing).expect(409);
    expect(notYet.body.error.message).toBe(REVIEW_MESSAGES.notYet);
    expect(await stateOf(client, ongoing)).toEqual({ due: false, deadline: null, mine: null, theirs: null });

    const [c, w] = await Promise.all([party(t, 'client', 'サロンA'), party(t, 'worker', '受注者A')]);
    const id = await completedContract(t, c, w);
    const doc = await t.contractDoc(id);
    expect(doc?.completedAt).toBeInstanceOf(Date);

    // Strangers: 404 before any body check, and nothing to read.
    const miss = await review(stranger, id, { rating: 'bogus' }).expect(404);
    expect(miss.body.error.message).toBe('契約が見つかりません');
    await stranger.get(`/liff/contracts/${id}/review`).expect(404);
    await review(stranger, 'not an id!').expect(404);

    // The request to both parties, with its button to the review form.
    const [cn, wn] = await Promise.all([noticesOf(c.uid), noticesOf(w.uid)]);
    expect(cn).toEqual([
      expect.objectContaining({
        title: '取引の評価をお願いします',
        path: `/client/project-managements/${id}/review`,
        contractId: id,
      }),
    ]);
    expect(wn).toEqual([expect.objectContaining({ path: `/worker/project-managements/${id}/review` })]);
    expect(cn[0].push.status).toBe('pending');
    // Neither her own 検収 nor opening the contract answers it; writing the review does.
    await c.get(`/liff/contracts/${id}`).expect(200);
    expect((await noticesOf(c.uid))[0].readAt).toBeNull();

    const first = await review(c, id, { rating: 4, comment: '  早い納品でした  ' }).expect(201);
    expect(first.body).toMatchObject({
      authorSide: 'client',
      rating: 4,
      comment: '早い納品でした',
      visible: false,
      hidden: false,
    });
    const again = await review(c, id, { rating: 5, comment: 'もう一度' }).expect(409);
    expect(again.body.error.message).toBe('この取引はすでに評価済みです');
    expect((await noticesOf(c.uid))[0].readAt).toBeInstanceOf(Date);
    expect((await noticesOf(w.uid))[0].readAt).toBeNull();
    expect((await t.store.get<ReviewDoc>(`reviews/${id}_client`))?.rating).toBe(4);
  });

  test('double-blind at every step: nothing of the other until both wrote, then both at once', async () => {
    const [c, w] = await Promise.all([party(t, 'client', 'サロンB'), party(t, 'worker', '受注者B')]);
    const id = await completedContract(t, c, w);

    const before = await stateOf(w, id);
    expect(before).toMatchObject({ due: true, mine: null, theirs: null, deadline: expect.any(String) });
    expect(before).not.toHaveProperty('theirsWritten');

    await write(c, id, 5, '素晴らしい写真でした');
    // The worker learns nothing: not the review, not even that it exists.
    const workerView = await stateOf(w, id);
    expect(workerView).toEqual(before);
    const clientView = await stateOf(c, id);
    expect(clientView).toMatchObject({ due: false, theirs: null, mine: { rating: 5, visible: false } });
    expect(clientView).not.toHaveProperty('theirsWritten');
    // Not public either.
    expect((await listOf(c, w.uid, 'worker')).items).toEqual([]);
    expect(((await c.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker).reviews).toBeUndefined();

    await write(w, id, 4, '連絡が丁寧でした');
    for (const [me, mine, theirs] of [
      [c, 5, 4],
      [w, 4, 5],
    ] as const) {
      const view = await stateOf(me, id);
      expect(view).toMatchObject({
        due: false,
        theirsWritten: true,
        mine: { rating: mine, visible: true },
        theirs: { rating: theirs, visible: true },
      });
    }
    // Counted at once on both public profiles.
    expect(((await c.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker).reviews).toEqual({ average: 5, count: 1 });
    expect(((await w.get(`/liff/clients/${c.uid}`).expect(200)).body as PublicClient).reviews).toEqual({ average: 4, count: 1 });
    const list = await listOf(w, w.uid, 'worker');
    expect(list.summary).toEqual({ average: 5, count: 1, completedContracts: 1 });
    expect(list.items).toEqual([
      {
        id: `${id}_client`,
        jobTitle: 'ヘアカタログ撮影',
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        rating: 5,
        comment: '素晴らしい写真でした',
        authorName: 'サロンB',
        authorSide: 'client',
        createdAt: expect.any(String),
      },
    ]);
    expect((await listOf(c, c.uid, 'client')).items.map((i) => [i.authorName, i.authorSide])).toEqual([['受注者B', 'worker']]);
  });

  test('the window: the reminder half-way to whoever has not written, then the single review visible once it closes', async () => {
    const app = await createPayApp();
    try {
      const [c, w] = await Promise.all([party(app, 'client', 'サロンC'), party(app, 'worker', '受注者C')]);
      const id = await completedContract(app, c, w);
      await write(c, id, 3, '普通でした');
      const reminders = async (uid: string) =>
        (await app.store.query<NotificationDoc>('notifications', { where: [['userId', '==', uid]] }))
          .map((d) => d.data)
          .filter((n) => n.kind === 'review_request' && n.title.includes('まで'));

      app.clock.advance(14 * DAY_MS);
      expect(await runReviewTimers(app.deps)).toEqual({ revealed: [], reminded: [], closed: [], failed: [] });
      app.clock.advance(1 * DAY_MS + 60_000);
      // Through the deal timers, as production runs it.
      await runDealTimers(app.deps, app.config.deal);
      expect(await reminders(w.uid)).toHaveLength(1);
      expect(await reminders(c.uid)).toHaveLength(0);
      expect(await runReviewTimers(app.deps)).toEqual({ revealed: [], reminded: [], closed: [], failed: [] });
      expect(await reminders(w.uid)).toHaveLength(1);

      // Still inside the window: nothing shown.
      expect((await stateOf(w, id)).theirs).toBeNull();
      app.clock.advance(15 * DAY_MS);
      // The window closed: the single review is visible with no timer, but not counted yet.
      const late = await review(w, id, { rating: 5, comment: '遅れて書きます' }).expect(409);
      expect(late.body.error.message).toBe(REVIEW_MESSAGES.closed);
      const view = await stateOf(w, id);
      expect(view).toMatchObject({ due: false, mine: null, theirsWritten: true, theirs: { rating: 3, visible: true } });
      expect((await stateOf(c, id)).theirsWritten).toBe(false);
      expect((await listOf(w, w.uid, 'worker')).items.map((i) => i.rating)).toEqual([3]);
      expect((await listOf(w, w.uid, 'worker')).summary.count).toBe(0);

      expect(await runReviewTimers(app.deps)).toEqual({ revealed: [`${id}_client`], reminded: [], closed: [id], failed: [] });
      expect((await listOf(w, w.uid, 'worker')).summary).toEqual({ average: 3, count: 1, completedContracts: 1 });
      // Idempotent: parallel and repeated runs change nothing more.
      await Promise.all([runReviewTimers(app.deps), runReviewTimers(app.deps)]);
      expect((await listOf(w, w.uid, 'worker')).summary).toEqual({ average: 3, count: 1, completedContracts: 1 });
    } finally {
      await app.close();
    }
  });

  test('averages to one decimal over visible reviews only, on every public profile answer', async () => {
    const w = await party(t, 'worker', '受注者D');
    const ratings = [5, 4, 4];
    for (const r of ratings) {
      const c = await party(t, 'client', `サロンD${r}`);
      const id = await completedContract(t, c, w);
      await write(c, id, r, `評価${r}`);
      await write(w, id, 5, 'ありがとうございました');
    }
    // A fourth, still sealed, counts nowhere.
    const c = await party(t, 'client', 'サロンD1');
    await write(c, await completedContract(t, c, w), 1, 'いまひとつでした');
    const summary = { average: 4.3, count: 3 };
    expect(((await c.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker).reviews).toEqual(summary);
    const list = await listOf(c, w.uid, 'worker');
    expect(list.summary).toEqual({ ...summary, completedContracts: 4 });
    expect(list.items.map((i) => i.rating)).toEqual([4, 4, 5]);
    // The aggregate as stored on the profile.
    const stats = (await t.store.get<{ reviewStats: unknown }>(`users/${w.uid}/profiles/worker`))?.reviewStats;
    expect(stats).toEqual({ sum: 13, count: 3 });
  });

  test('a deal cancelled after the payment: only the party who did not ask may review', async () => {
    const [c, w] = await Promise.all([party(t, 'client', 'サロンE'), party(t, 'worker', '受注者E')]);
    const id = await refundedContract(t, c, w, 'worker');
    const refused = await review(w, id).expect(403);
    expect(refused.body.error.message).toBe(REVIEW_MESSAGES.asker);
    expect((await stateOf(w, id)).due).toBe(false);
    expect((await stateOf(c, id)).due).toBe(true);
    expect(await noticesOf(w.uid)).toEqual([]);
    expect(await noticesOf(c.uid)).toHaveLength(1);
    await write(c, id, 2, '直前のキャンセルで困りました');

    // The client asked: only the worker.
    const id2 = await refundedContract(t, c, w, 'client');
    await review(c, id2).expect(403);
    await write(w, id2, 3, 'キャンセルになりました');

    // Cancelled before the payment: nobody.
    const unpaid = await t.contract(c, w);
    await c.post(`/liff/contracts/${unpaid}/cancel`, {}).expect(200);
    expect((await review(c, unpaid).expect(409)).body.error.message).toBe(REVIEW_MESSAGES.notYet);
  });

  test('10 parallel identical posts make one review: one 201, nine 409', async () => {
    const [c, w] = await Promise.all([party(t, 'client', 'サロンF'), party(t, 'worker', '受注者F')]);
    const id = await completedContract(t, c, w);
    await write(w, id, 4, '先に書きました');
    const answers = await Promise.all(Array.from({ length: 10 }, () => review(c, id, { rating: 5, comment: '同時送信' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body.error.message).toBe(REVIEW_MESSAGES.already);
    const docs = await t.store.query<ReviewDoc>('reviews', { where: [['contractId', '==', id]] });
    expect(docs).toHaveLength(2);
    // Counted once on each side.
    expect((await t.store.get<{ reviewStats: unknown }>(`users/${w.uid}/profiles/worker`))?.reviewStats).toEqual({
      sum: 5,
      count: 1,
    });
    expect((await t.store.get<{ reviewStats: unknown }>(`users/${c.uid}/profiles/client`))?.reviewStats).toEqual({
      sum: 4,
      count: 1,
    });
  });

  test.each([
    ['rating as text', { rating: '5', comment: 'よい' }, 'rating', REVIEW_MESSAGES.rating],
    ['0 stars', { rating: 0, comment: 'よい' }, 'rating', REVIEW_MESSAGES.rating],
    ['6 stars', { rating: 6, comment: 'よい' }, 'rating', REVIEW_MESSAGES.rating],
    ['2.5 stars', { rating: 2.5, comment: 'よい' }, 'rating', REVIEW_MESSAGES.rating],
    ['no rating', { comment: 'よい' }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['a rating array', { rating: [5], comment: 'よい' }, 'rating', REVIEW_MESSAGES.rating],
    ['501 characters', { rating: 5, comment: 'あ'.repeat(501) }, 'comment', '500文字以内で入力してください'],
    ['blank comment', { rating: 5, comment: '   ' }, 'comment', '1文字以上で入力してください'],
    ['comment as number', { rating: 5, comment: 5 }, 'comment', '入力形式が正しくありません'],
    [
      'an extra field',
      { rating: 5, comment: 'よい', visibleAt: '2000-01-01T00:00:00Z' },
      undefined,
      '不明な項目が含まれています',
    ],
  ])('a bad body (%s) is a 400 that changes nothing', async (_name, body, field, message) => {
    const [c, w] = await Promise.all([party(t, 'client', 'サロンG'), party(t, 'worker', '受注者G')]);
    const id = await completedContract(t, c, w);
    const res = await review(c, id, body).expect(400);
    if (field) expect(res.body.error.fields[field]).toBe(message);
    else expect(res.body.error.message).toBe(message);
    expect(await t.store.get(`reviews/${id}_client`)).toBeNull();
    // 500 characters exactly, trimmed, is fine.
    await review(c, id, { rating: 1, comment: ` ${'あ'.repeat(500)} ` }).expect(201);
  });

  test('prototype keys, arrays and non-JSON bodies are 400s', async () => {
    const [c, w] = await Promise.all([party(t, 'client', 'サロンH'), party(t, 'worker', '受注者H')]);
    const id = await completedContract(t, c, w);
    for (const json of [
      '{"rating":5,"comment":"よい","__proto__":{"x":1}}',
      '{"rating":5,"comment":"よい","constructor":1}',
      '[]',
      '"5"',
      'null',
    ]) {
      const res = await rawPost(t, c, `/liff/contracts/${id}/review`, json);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(JAPANESE);
    }
    expect(await t.store.get(`reviews/${id}_client`)).toBeNull();
  });

  test('the public list: 404 unknown user or side, 400 bad side or cursor', async () => {
    const res = await client.get('/liff/users/Unobody0000/reviews?side=worker').expect(404);
    expect(res.body.error.message).toBe('ユーザーが見つかりません');
    await client.get(`/liff/users/${client.uid}/reviews?side=worker`).expect(404);
    await client.get(`/liff/users/${worker.uid}/reviews?side=admin`).expect(400);
    await client.get(`/liff/users/${worker.uid}/reviews?side=worker&cursor=bogus!`).expect(400);
    expect(await listOf(client, worker.uid, 'worker')).toEqual({
      summary: { average: null, count: 0, completedContracts: 0 },
      items: [],
      nextCursor: null,
    });
    await t.request().get(`/liff/users/${worker.uid}/reviews`).expect(401);
  });

  test('pages of 20, newest first, without repeats', async () => {
    const w = await party(t, 'worker', '受注者P');
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const c = await party(t, 'client', `サロンP${i}`);
      const id = await completedContract(t, c, w);
      await write(w, id, 5, 'ありがとうございました');
      await write(c, id, 1 + (i % 5), `第${i}件`);
      ids.push(`${id}_client`);
      t.clock.advance(1000);
    }
    const first = await listOf(w, w.uid, 'worker');
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await listOf(w, w.uid, 'worker', first.nextCursor as string);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual([...ids].reverse());
    expect(second.nextCursor).toBeNull();
  }, 60_000);

  test('every query ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(recorder.queries)).toEqual([]);
  });
});
