/**
 * Portfolio works (docs/product/portfolio.md#rules): create, edit, delete, reorder, the worker's own
 * and the public view; bad input is a Japanese 4xx that changes nothing; a stranger's work or photo
 * is a 404; 20 works at most, also under parallel requests.
 */
import type { ApiErrorBody } from '@common/api';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES as msg, type Portfolio, type PortfolioWork } from '@common/portfolio';
import { clientMessages as m } from '@common/messages';
import type { PortfolioWorkDoc } from '../../src/documents/portfolio';
import { describeApi } from '../support/harness';
import { makeUser, type Party } from '../marketplace/support';
import { snapshot } from '../rooms/support';
import {
  createPortfolioApp,
  del,
  makeWork,
  photoFiles,
  portfolioDoc,
  putJson,
  rawJson,
  uploaded,
  type PortfolioApp,
} from './support';

const errorOf = (body: unknown) => (body as ApiErrorBody).error;

let t: PortfolioApp;

/** Sends, expects this status (and message), and that nothing was stored. */
async function refused(send: () => PromiseLike<{ status: number; body: unknown }>, status: number, message?: string) {
  const before = snapshot(t);
  const files = t.imageFiles();
  const res = await send();
  expect(res.status).toBe(status);
  if (message !== undefined) expect(errorOf(res.body).message).toBe(message);
  expect(snapshot(t)).toBe(before);
  expect(t.imageFiles()).toEqual(files);
  return errorOf(res.body);
}

const storedWorks = async (uid: string) => (await portfolioDoc(t, uid))?.works ?? [];

/** A stored work with n works already (fast: written straight to the store, as a seed would). */
async function seedWorks(uid: string, n: number) {
  const now = t.clock.now();
  const works: PortfolioWorkDoc[] = Array.from({ length: n }, (_, i) => ({
    id: `seed${i}`,
    title: `作品${i + 1}`,
    description: null,
    link: null,
    photos: [{ id: `seedphoto${i}`, width: 100, height: 100, createdAt: now }],
    createdAt: now,
    updatedAt: now,
  }));
  await t.store.set(`portfolios/${uid}`, { uid, works, pending: [], pendingSince: null, updatedAt: now });
}

describeApi('portfolio: works', () => {
  let worker: Party;
  let other: Party;
  let client: Party;

  beforeAll(async () => {
    t = await createPortfolioApp();
    [worker, other, client] = await Promise.all([makeUser(t, 'worker'), makeUser(t, 'worker'), makeUser(t, 'client')]);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('creates a work from uploads, newest first; the worker and any verified user read it', async () => {
    const a = await uploaded(t, worker);
    const b = await uploaded(t, worker);
    const res = await worker.post('/liff/portfolio/works', {
      title: '  ブライダル ヘアメイク  ',
      description: '前撮りのヘアメイクを担当しました。\n自然光で撮影。',
      link: 'instagram.com/yamada_camera',
      photoIds: [b.id, a.id],
    });
    expect(res.status).toBe(201);
    const work = res.body as PortfolioWork;
    expect(work).toMatchObject({
      title: 'ブライダル ヘアメイク',
      description: '前撮りのヘアメイクを担当しました。\n自然光で撮影。',
      link: 'https://instagram.com/yamada_camera',
      photos: [
        { id: b.id, thumbUrl: b.thumbUrl, fullUrl: b.fullUrl },
        { id: a.id, thumbUrl: a.thumbUrl, fullUrl: a.fullUrl },
      ],
    });
    const doc = await portfolioDoc(t, worker.uid);
    expect(doc?.pending).toEqual([]);
    expect(doc?.pendingSince).toBeNull();

    const second = await makeWork(t, worker, '卒業式の撮影');
    const mine = (await worker.get('/liff/portfolio').expect(200)).body as Portfolio;
    expect(mine.workerId).toBe(worker.uid);
    expect(mine.works.map((w) => w.id)).toEqual([second.id, work.id]);
    const seen = (await client.get(`/liff/workers/${worker.uid}/portfolio`).expect(200)).body as Portfolio;
    expect(seen).toEqual(mine);
    // A photo of a work is served to anyone.
    await t.request().get(work.photos[0].thumbUrl).expect(200);
  });

  it('answers an empty portfolio before the first work', async () => {
    const fresh = await makeUser(t, 'worker');
    expect((await fresh.get('/liff/portfolio').expect(200)).body).toEqual({ workerId: fresh.uid, works: [] });
    expect((await client.get(`/liff/workers/${fresh.uid}/portfolio`).expect(200)).body).toEqual({
      workerId: fresh.uid,
      works: [],
    });
  });

  it('refuses bad bodies with Japanese messages and changes nothing', async () => {
    const p = await uploaded(t, worker);
    const ok = { title: '作品', photoIds: [p.id] };
    const post = (body: unknown) => () => worker.post('/liff/portfolio/works', body as object);
    const photos6 = await Promise.all(Array.from({ length: 6 }, () => uploaded(t, worker)));

    expect((await refused(post({ ...ok, photoIds: photos6.map((x) => x.id) }), 400)).fields).toEqual({
      photoIds: msg.tooManyPhotos,
    });
    expect((await refused(post({ ...ok, photoIds: [] }), 400)).fields).toEqual({ photoIds: msg.photosRequired });
    expect((await refused(post({ title: '作品' }), 400)).fields).toEqual({ photoIds: msg.photosRequired });
    expect((await refused(post({ ...ok, photoIds: [p.id, p.id] }), 400)).fields).toEqual({ photoIds: msg.duplicatePhoto });
    expect((await refused(post({ ...ok, title: 'あ'.repeat(51) }), 400)).fields).toEqual({ title: m.max(50) });
    expect((await refused(post({ ...ok, title: '   ' }), 400)).fields).toEqual({ title: m.required });
    expect((await refused(post({ ...ok, description: 'あ'.repeat(1001) }), 400)).fields).toEqual({ description: m.max(1000) });
    expect((await refused(post({ ...ok, link: `https://example.jp/${'a'.repeat(290)}` }), 400)).fields).toEqual({
      link: m.max(300),
    });
    expect((await refused(post({ ...ok, link: 'javascript:alert(1)' }), 400)).fields).toEqual({ link: m.url });
    expect((await refused(post({ ...ok, link: 'ftp://example.jp' }), 400)).fields).toEqual({ link: m.url });
    expect((await refused(post({ ...ok, title: 123 }), 400)).fields).toEqual({ title: m.type });
    expect((await refused(post({ ...ok, photoIds: 'abc' }), 400)).fields).toEqual({ photoIds: m.type });
    expect((await refused(post({ ...ok, extra: 1 }), 400)).message).toBe(m.unknown);
    expect((await refused(post([ok]), 400)).message).toBe('JSONオブジェクトを送信してください');
    await refused(
      () =>
        rawJson(t, worker, 'post', '/liff/portfolio/works', `{"__proto__":{"admin":true},"title":"作品","photoIds":["${p.id}"]}`),
      400,
      m.unknown,
    );
    await refused(
      () => rawJson(t, worker, 'post', '/liff/portfolio/works', `{"title":"作品","photoIds":["${p.id}"],"constructor":{}}`),
      400,
      m.unknown,
    );
    await refused(() => rawJson(t, worker, 'post', '/liff/portfolio/works', '{"title": "作品", '), 400);
    // The upload is still usable afterwards.
    await worker.post('/liff/portfolio/works', ok).expect(201);
  });

  it('a stranger’s photo id, an unknown one or an expired one is 404; one another work uses is 409', async () => {
    const theirs = await uploaded(t, other);
    await refused(() => worker.post('/liff/portfolio/works', { title: '作品', photoIds: [theirs.id] }), 404, msg.photoNotFound);
    await refused(() => worker.post('/liff/portfolio/works', { title: '作品', photoIds: ['unknown1'] }), 404, msg.photoNotFound);
    await refused(() => worker.post('/liff/portfolio/works', { title: '作品', photoIds: ['../x'] }), 404, msg.photoNotFound);
    const used = await makeWork(t, worker, '使用中');
    await refused(
      () => worker.post('/liff/portfolio/works', { title: '作品', photoIds: [used.photos[0].id] }),
      409,
      msg.photoInUse,
    );
    // The stranger's upload is untouched and still hers.
    await other.post('/liff/portfolio/works', { title: '私の作品', photoIds: [theirs.id] }).expect(201);
  });

  it('a stranger’s work is 404 to edit, delete or reorder, and nothing changes', async () => {
    const theirs = await makeWork(t, other, '他人の作品');
    await refused(() => worker.patch(`/liff/portfolio/works/${theirs.id}`, { title: '乗っ取り' }), 404, msg.workNotFound);
    await refused(() => del(t, worker, `/liff/portfolio/works/${theirs.id}`), 404, msg.workNotFound);
    await refused(() => worker.patch('/liff/portfolio/works/nope', { title: 'x' }), 404, msg.workNotFound);
    await refused(() => del(t, worker, '/liff/portfolio/works/bad%2Fid'), 404);
    const mine = (await worker.get('/liff/portfolio').expect(200)).body as Portfolio;
    await refused(
      () => putJson(t, worker, '/liff/portfolio/order', { ids: [...mine.works.map((w) => w.id), theirs.id] }),
      400,
      msg.orderMismatch,
    );
    expect((await storedWorks(other.uid)).map((w) => w.title)).toContain('他人の作品');
  });

  it('edits the sent fields; replacing photos deletes the dropped ones', async () => {
    const w = await makeWork(t, worker, '編集前', 2);
    const [keep, drop] = w.photos;
    const add = await uploaded(t, worker);
    const res = await worker.patch(`/liff/portfolio/works/${w.id}`, {
      title: '編集後',
      description: '説明を追加',
      photoIds: [add.id, keep.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: w.id, title: '編集後', description: '説明を追加', link: null });
    expect((res.body as PortfolioWork).photos.map((p) => p.id)).toEqual([add.id, keep.id]);
    expect(photoFiles(t, worker.uid).filter((f) => f.includes(drop.id))).toEqual([]);
    await t.request().get(drop.thumbUrl).expect(404);
    expect((await portfolioDoc(t, worker.uid))?.pending.map((p) => p.id)).not.toContain(add.id);

    // null or '' clears; the other fields stay.
    const cleared = await worker.patch(`/liff/portfolio/works/${w.id}`, { description: '', link: null }).expect(200);
    expect(cleared.body).toMatchObject({ title: '編集後', description: null, link: null });
    const linked = await worker.patch(`/liff/portfolio/works/${w.id}`, { link: 'https://example.jp/work' }).expect(200);
    expect(linked.body).toMatchObject({ link: 'https://example.jp/work' });

    await refused(() => worker.patch(`/liff/portfolio/works/${w.id}`, {}), 400, msg.nothingToChange);
    await refused(() => worker.patch(`/liff/portfolio/works/${w.id}`, { photoIds: [] }), 400);
    await refused(() => worker.patch(`/liff/portfolio/works/${w.id}`, { title: '' }), 400);
    await refused(() => worker.patch(`/liff/portfolio/works/${w.id}`, { title: 'あ'.repeat(51) }), 400);
    await refused(() => worker.patch(`/liff/portfolio/works/${w.id}`, { owner: other.uid }), 400, m.unknown);
    const another = await makeWork(t, worker, '別の作品');
    await refused(() => worker.patch(`/liff/portfolio/works/${w.id}`, { photoIds: [another.photos[0].id] }), 409, msg.photoInUse);
  });

  it('deletes a work with its photos', async () => {
    const w = await makeWork(t, worker, '削除する作品', 3);
    const res = await del(t, worker, `/liff/portfolio/works/${w.id}`).expect(200);
    expect((res.body as Portfolio).works.map((x) => x.id)).not.toContain(w.id);
    for (const p of w.photos) {
      expect(photoFiles(t, worker.uid).filter((f) => f.includes(p.id))).toEqual([]);
      await t.request().get(p.fullUrl).expect(404);
    }
    await refused(() => del(t, worker, `/liff/portfolio/works/${w.id}`), 404, msg.workNotFound);
  });

  it('reorders with exactly the current ids; a missing, foreign, repeated or unknown id is 400', async () => {
    const me = await makeUser(t, 'worker');
    const [a, b, c] = [await makeWork(t, me, 'A'), await makeWork(t, me, 'B'), await makeWork(t, me, 'C')];
    expect((await storedWorks(me.uid)).map((w) => w.title)).toEqual(['C', 'B', 'A']);
    const res = await putJson(t, me, '/liff/portfolio/order', { ids: [a.id, c.id, b.id] }).expect(200);
    expect((res.body as Portfolio).works.map((w) => w.title)).toEqual(['A', 'C', 'B']);
    expect((await storedWorks(me.uid)).map((w) => w.title)).toEqual(['A', 'C', 'B']);

    const theirs = await makeWork(t, other, '他人');
    for (const ids of [
      [a.id, c.id],
      [a.id, c.id, theirs.id],
      [a.id, c.id, b.id, theirs.id],
      [a.id, a.id, c.id],
      [a.id, c.id, 'nope'],
      [],
    ]) {
      const e = await refused(() => putJson(t, me, '/liff/portfolio/order', { ids }), 400, msg.orderMismatch);
      expect(e.fields).toEqual({ ids: msg.orderMismatch });
    }
    await refused(() => putJson(t, me, '/liff/portfolio/order', { ids: 'abc' }), 400);
    await refused(() => putJson(t, me, '/liff/portfolio/order', { ids: [a.id, c.id, b.id], extra: true }), 400, m.unknown);
    await refused(
      () => rawJson(t, me, 'put', '/liff/portfolio/order', `{"ids":["${a.id}","${c.id}","${b.id}"],"__proto__":[]}`),
      400,
      m.unknown,
    );
  });

  it('the 21st work is 409 「作品は20件まで登録できます」 and changes nothing', async () => {
    const me = await makeUser(t, 'worker');
    await seedWorks(me.uid, PORTFOLIO_LIMITS.works);
    const p = await uploaded(t, me);
    await refused(
      () => me.post('/liff/portfolio/works', { title: '21件目', photoIds: [p.id] }),
      409,
      '作品は20件まで登録できます',
    );
    // After deleting one there is room again.
    await del(t, me, '/liff/portfolio/works/seed3').expect(200);
    await me.post('/liff/portfolio/works', { title: '21件目', photoIds: [p.id] }).expect(201);
    expect(await storedWorks(me.uid)).toHaveLength(PORTFOLIO_LIMITS.works);
  });

  it('10 parallel creates at 19 works: exactly one succeeds, the others are 409 and keep their uploads', async () => {
    const me = await makeUser(t, 'worker');
    await seedWorks(me.uid, PORTFOLIO_LIMITS.works - 1);
    const uploads = await Promise.all(Array.from({ length: 10 }, () => uploaded(t, me)));
    const results = await Promise.all(
      uploads.map((u, i) => me.post('/liff/portfolio/works', { title: `並行${i}`, photoIds: [u.id] })),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => errorOf(r.body).message)).toEqual(Array(9).fill(msg.tooManyWorks));
    const doc = await portfolioDoc(t, me.uid);
    expect(doc?.works).toHaveLength(PORTFOLIO_LIMITS.works);
    expect(doc?.pending).toHaveLength(9);
  });

  it('10 parallel repeats of one create: exactly one work', async () => {
    const me = await makeUser(t, 'worker');
    const p = await uploaded(t, me);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => me.post('/liff/portfolio/works', { title: '一度だけ', photoIds: [p.id] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await storedWorks(me.uid)).toHaveLength(1);
  });

  it('10 parallel reorders and edits leave one consistent portfolio', async () => {
    const me = await makeUser(t, 'worker');
    const works = [await makeWork(t, me, 'A'), await makeWork(t, me, 'B'), await makeWork(t, me, 'C')];
    const orders = Array.from({ length: 10 }, (_, i) => [works[i % 3].id, works[(i + 1) % 3].id, works[(i + 2) % 3].id]);
    const results = await Promise.all([
      ...orders.map((ids) => putJson(t, me, '/liff/portfolio/order', { ids })),
      ...works.map((w, i) => me.patch(`/liff/portfolio/works/${w.id}`, { title: `改${i}` })),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stored = await storedWorks(me.uid);
    expect(stored.map((w) => w.title).sort()).toEqual(['改0', '改1', '改2']);
    expect(new Set(stored.map((w) => w.id)).size).toBe(3);
  });

  it('who may: a client, an unverified user and a suspended worker are refused; a suspended or unknown worker’s portfolio is 404', async () => {
    const unverified = await makeUser(t, 'unverified');
    const p = await uploaded(t, worker);
    for (const caller of [client, unverified]) {
      await refused(() => caller.post('/liff/portfolio/works', { title: '作品', photoIds: [p.id] }), 403);
      await refused(() => caller.get('/liff/portfolio'), 403);
    }
    await refused(() => unverified.get(`/liff/workers/${worker.uid}/portfolio`), 403);
    await t.request().get(`/liff/workers/${worker.uid}/portfolio`).expect(401);

    const suspended = await makeUser(t, 'worker');
    const work = await makeWork(t, suspended, '停止前の作品');
    await t.store.update(`users/${suspended.uid}`, { suspension: { reason: '規約違反', at: new Date(), by: 'admin1' } });
    await refused(() => suspended.get('/liff/portfolio'), 403);
    await refused(() => suspended.patch(`/liff/portfolio/works/${work.id}`, { title: 'x' }), 403);
    await refused(() => client.get(`/liff/workers/${suspended.uid}/portfolio`), 404, msg.workerNotFound);
    await t.request().get(work.photos[0].thumbUrl).expect(404);
    await refused(() => client.get('/liff/workers/nobody123/portfolio'), 404, msg.workerNotFound);
    await refused(() => client.get(`/liff/workers/${client.uid}/portfolio`), 404, msg.workerNotFound);

    // A worker whose approval was revoked still reads and deletes her works, but adds none; others no longer see them.
    const revoked = await makeUser(t, 'worker');
    const kept = await makeWork(t, revoked, '取り消し前');
    await t.store.update(`users/${revoked.uid}`, { isWorker: false });
    await revoked.get('/liff/portfolio').expect(200);
    await refused(() => revoked.post('/liff/portfolio/works', { title: 'x', photoIds: ['a'] }), 403);
    await refused(() => client.get(`/liff/workers/${revoked.uid}/portfolio`), 404);
    await del(t, revoked, `/liff/portfolio/works/${kept.id}`).expect(200);
  });
});
