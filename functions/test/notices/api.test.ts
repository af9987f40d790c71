/**
 * The notices API (common/src/notices.ts) over HTTP: who may call it, paging newest first, read
 * marks only on the caller's own notices (others' ids ignored, never marked), the LINE friendship
 * report, and bad input.
 */
import type { Page } from '@common/marketplace';
import type { Notice } from '@common/notices';
import { userPath, type UserDoc } from '../../src/documents/users';
import { describeApi } from '../support/harness';
import { createPayApp, rawPost, type Caller, type PayApp } from '../payments/support';
import { SECOND, noticeDoc, queue } from './support';

describeApi('notices API', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  let stranger: Caller;
  let unverified: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    [client, worker, stranger, unverified] = await Promise.all([
      t.user('client'),
      t.user('worker'),
      t.user('worker'),
      t.user('unverified'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const page = async (who: Caller, cursor?: string | null) =>
    (await who.get(`/liff/notices${cursor ? `?cursor=${cursor}` : ''}`).expect(200)).body as Page<Notice>;
  const unreadOf = async (who: Caller) =>
    ((await who.post('/liff/notices/read', { ids: [] }).expect(200)).body as { unread: number }).unread;

  describe('who may call it', () => {
    // Every row has all three values: with fewer, jest would pass a done callback as the third.
    const routes: [string, string, object | undefined][] = [
      ['get', '/liff/notices', undefined],
      ['post', '/liff/notices/read', {}],
      ['post', '/liff/line/friendship', { friend: true }],
    ];
    it.each(routes)(
      '%s %s: 401 without a token or with a forged one, 403 for a user not verified',
      async (method, path, body) => {
        const anon = t.request();
        await (method === 'get' ? anon.get(path) : anon.post(path).send(body)).expect(401);
        const forged = method === 'get' ? anon.get(path) : anon.post(path).send(body);
        await forged.set('Authorization', 'Bearer not-a-token').expect(401);
        const res = await (method === 'get' ? unverified.get(path) : unverified.post(path, body)).expect(403);
        expect(res.body.error.code).toBe('permission_denied');
      },
    );
  });

  describe('GET /liff/notices', () => {
    it("the caller's own notices only, newest first, paged by 20 with a cursor, unread marked", async () => {
      const mine = [];
      for (let i = 0; i < 25; i++) {
        mine.push(
          await queue(t, worker.uid, {
            kind: 'payment_held',
            title: `お知らせ ${i}`,
            amount: 1000 + i,
            path: `/worker/project-managements/c${i}`,
          }),
        );
        await queue(t, stranger.uid, { title: `他人宛て ${i}` });
        t.clock.advance(SECOND);
      }
      const first = await page(worker);
      expect(first.items).toHaveLength(20);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await page(worker, first.nextCursor);
      expect(second.items).toHaveLength(5);
      expect(second.nextCursor).toBeNull();
      const all = [...first.items, ...second.items];
      expect(all.map((n) => n.id)).toEqual(mine.map((n) => n.id).reverse());
      expect(all[0]).toEqual({
        id: mine[24].id,
        kind: 'payment_held',
        title: 'お知らせ 24',
        body: '「ヘアカタログ撮影」',
        path: '/worker/project-managements/c24',
        amount: 1024,
        createdAt: mine[24].createdAt.toISOString(),
        readAt: null,
      });
      expect(await page(client)).toEqual({ items: [], nextCursor: null });
    });

    it('a malformed cursor is 400; a cursor of another list shape is 400', async () => {
      for (const cursor of ['not*base64', 'e30', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(700)]) {
        const res = await worker.get(`/liff/notices?cursor=${cursor}`).expect(400);
        expect(res.body.error.fields).toHaveProperty('cursor');
      }
      await worker.get('/liff/notices?cursor=a&cursor=b').expect(400);
    });
  });

  describe('POST /liff/notices/read', () => {
    it("marks the caller's given notices; others' ids, unknown and malformed ones are ignored, not marked", async () => {
      const [a, b] = [await queue(t, client.uid), await queue(t, client.uid)];
      const theirs = await queue(t, stranger.uid);
      expect(await unreadOf(client)).toBe(2);
      const res = await client
        .post('/liff/notices/read', { ids: [a.id, theirs.id, 'doesNotExist123', 'bad/id', '../x', a.id] })
        .expect(200);
      expect(res.body).toEqual({ unread: 1 });
      expect((await noticeDoc(t, a.id))?.readAt).toEqual(expect.any(Date));
      expect((await noticeDoc(t, b.id))?.readAt).toBeNull();
      expect((await noticeDoc(t, theirs.id))?.readAt).toBeNull();
      const items = (await page(client)).items;
      expect(items.find((n) => n.id === a.id)?.readAt).toEqual(expect.any(String));
      expect(items.find((n) => n.id === b.id)?.readAt).toBeNull();
      // Marking again keeps the first time.
      const readAt = (await noticeDoc(t, a.id))?.readAt;
      t.clock.advance(SECOND);
      await client.post('/liff/notices/read', { ids: [a.id] }).expect(200, { unread: 1 });
      expect((await noticeDoc(t, a.id))?.readAt).toEqual(readAt);
    });

    it("no ids (an empty object or no body at all): every unread notice of the caller, nobody else's", async () => {
      await queue(t, client.uid);
      const theirs = await queue(t, stranger.uid);
      const before = await unreadOf(stranger);
      expect(await unreadOf(client)).toBeGreaterThan(0);
      await client.post('/liff/notices/read', {}).expect(200, { unread: 0 });
      expect((await page(client)).items.every((n) => n.readAt !== null)).toBe(true);
      expect(await unreadOf(stranger)).toBe(before);
      expect((await noticeDoc(t, theirs.id))?.readAt).toBeNull();
      await queue(t, client.uid);
      const raw = await t.request().post('/liff/notices/read').set('Authorization', `Bearer ${client.idToken}`).expect(200);
      expect(raw.body).toEqual({ unread: 0 });
    });

    it('more than 400 unread: all marked (in batches)', async () => {
      const many = await t.user('worker');
      for (let i = 0; i < 430; i++) await queue(t, many.uid, { title: `一括 ${i}` });
      await many.post('/liff/notices/read').expect(200, { unread: 0 });
    });

    it('bad input: 400 with the field, nothing marked', async () => {
      const n = await queue(t, worker.uid);
      const bad: [string, string][] = [
        ['{"ids":"abc"}', 'ids'],
        ['{"ids":[1]}', 'ids[0]'],
        ['{"ids":[null]}', 'ids[0]'],
        ['{"ids":[{}]}', 'ids[0]'],
        [`{"ids":[${JSON.stringify('x'.repeat(129))}]}`, 'ids[0]'],
        [`{"ids":${JSON.stringify(Array.from({ length: 101 }, (_, i) => `id${i}`))}}`, 'ids'],
        ['{"ids":[],"all":true}', '_'],
        ['[]', '_'],
        ['"ids"', '_'],
      ];
      for (const [json, field] of bad) {
        const res = await rawPost(t, worker, '/liff/notices/read', json);
        expect([res.status, json]).toEqual([400, json]);
        if (field !== '_') expect(res.body.error.fields).toHaveProperty([field]);
      }
      await rawPost(t, worker, '/liff/notices/read', '{"ids":').expect(400);
      expect((await noticeDoc(t, n.id))?.readAt).toBeNull();
    });
  });

  describe('POST /liff/line/friendship', () => {
    it('stores what liff.getFriendship said, with the time', async () => {
      await worker.post('/liff/line/friendship', { friend: false }).expect(200, { friend: false });
      expect(await t.store.get<UserDoc>(userPath(worker.uid))).toMatchObject({
        lineFriend: false,
        lineFriendCheckedAt: expect.any(Date),
      });
      await worker.post('/liff/line/friendship', { friend: true }).expect(200, { friend: true });
      expect(await t.store.get<UserDoc>(userPath(worker.uid))).toMatchObject({ lineFriend: true });
    });

    it('bad input is 400 and changes nothing', async () => {
      const before = await t.store.get<UserDoc>(userPath(client.uid));
      for (const json of ['{}', '{"friend":"true"}', '{"friend":1}', '{"friend":null}', '{"friend":true,"userId":"x"}', '[]']) {
        const res = await rawPost(t, client, '/liff/line/friendship', json);
        expect([res.status, json]).toEqual([400, json]);
      }
      await t.request().post('/liff/line/friendship').set('Authorization', `Bearer ${client.idToken}`).expect(400);
      expect(await t.store.get<UserDoc>(userPath(client.uid))).toEqual(before);
    });
  });
});
