/**
 * Who may use a message room (docs/product/states.md#rooms): its two parties only. Anonymous
 * callers get 401, users who are not verified 403, any other client or worker 404 (the room does
 * not exist for them), on every endpoint, and a refused call changes nothing. Forged and malformed
 * room ids are 404 too.
 */
import type { MessageImage, RoomDetail, RoomSummary } from '@common/rooms';
import type { Page } from '@common/marketplace';
import { describeApi } from '../support/harness';
import { makeUser, unindexedQueries, type Party } from '../marketplace/support';
import { createRoomApp, openRoom, openRoomBetween, picture, say, snapshot, upload, type Deal, type RoomApp } from './support';

let t: RoomApp;
let deal: Deal;
let strangerClient: Party;
let strangerWorker: Party;
let unverified: Party;
let imageId: string;
let jpeg: Buffer;

type Who = 'anonymous' | 'unverified' | 'strangerClient' | 'strangerWorker' | 'client' | 'worker';
const WHO: Who[] = ['anonymous', 'unverified', 'strangerClient', 'strangerWorker', 'client', 'worker'];

const caller = (who: Who): Party | null =>
  ({
    anonymous: null,
    unverified,
    strangerClient,
    strangerWorker,
    client: deal.client,
    worker: deal.worker,
  })[who];

/** One request per endpoint, made as `who` (null: without a bearer token). */
function call(endpoint: string, who: Who, roomId = deal.roomId) {
  const p = caller(who);
  const auth = <T extends { set(k: string, v: string): T }>(x: T) => (p ? x.set('Authorization', `Bearer ${p.idToken}`) : x);
  const r = t.request();
  switch (endpoint) {
    case 'GET room':
      return auth(r.get(`/liff/rooms/${roomId}`));
    case 'GET messages':
      return auth(r.get(`/liff/rooms/${roomId}/messages`));
    case 'GET messages after':
      return auth(r.get(`/liff/rooms/${roomId}/messages?after=0`));
    case 'POST message':
      return auth(r.post(`/liff/rooms/${roomId}/messages`)).send({ text: `${who}より` });
    case 'POST message (bad body)':
      return auth(r.post(`/liff/rooms/${roomId}/messages`)).send({ text: 1, extra: true });
    case 'PUT image':
      return auth(r.put(`/liff/rooms/${roomId}/images`))
        .set('Content-Type', 'image/jpeg')
        .send(jpeg);
    case 'GET image':
      return auth(r.get(`/liff/rooms/${roomId}/images/${imageId}?size=thumb`));
    case 'POST read':
      return auth(r.post(`/liff/rooms/${roomId}/read`)).send({ seq: 1 });
    default:
      throw new Error(endpoint);
  }
}

const ENDPOINTS = [
  'GET room',
  'GET messages',
  'GET messages after',
  'POST message',
  'POST message (bad body)',
  'PUT image',
  'GET image',
  'POST read',
];

describeApi('message rooms: authorisation', () => {
  beforeAll(async () => {
    t = await createRoomApp();
    deal = await openRoom(t);
    [strangerClient, strangerWorker, unverified] = await Promise.all([
      makeUser(t, 'client'),
      makeUser(t, 'worker'),
      makeUser(t, 'unverified'),
    ]);
    // The strangers have a room of their own (with each other), which must not help them.
    await openRoomBetween(t, strangerClient, strangerWorker);
    jpeg = await picture(64, 48);
    const up = await upload(t, deal.client, deal.roomId, jpeg).expect(201);
    imageId = (up.body as MessageImage).id;
    await say(deal.client, deal.roomId, '画像を送ります', [imageId]);
  }, 60_000);
  afterAll(() => t.cleanup());

  describe.each(ENDPOINTS)('%s', (endpoint) => {
    const expected: Record<Who, number> = {
      anonymous: 401,
      unverified: 403,
      strangerClient: 404,
      strangerWorker: 404,
      client:
        endpoint === 'POST message (bad body)'
          ? 400
          : endpoint.startsWith('POST message') || endpoint === 'PUT image'
            ? 201
            : 200,
      worker:
        endpoint === 'POST message (bad body)'
          ? 400
          : endpoint.startsWith('POST message') || endpoint === 'PUT image'
            ? 201
            : 200,
    };
    it.each(WHO)('as %s', async (who) => {
      const before = snapshot(t);
      const files = t.imageFiles();
      const res = await call(endpoint, who);
      expect({
        status: res.status,
        code: res.status >= 400 ? (res.body as { error: { code: string } }).error.code : null,
      }).toEqual({
        status: expected[who],
        code: {
          200: null,
          201: null,
          400: 'invalid_argument',
          401: 'unauthenticated',
          403: 'permission_denied',
          404: 'not_found',
        }[expected[who]],
      });
      if (res.status >= 400) {
        expect(snapshot(t)).toBe(before);
        expect(t.imageFiles()).toEqual(files);
      }
      if (res.status === 404) expect((res.body as { error: { message: string } }).error.message).toMatch(/見つかりません/);
    });
  });

  it('serves the image bytes to both parties, privately', async () => {
    for (const p of [deal.client, deal.worker]) {
      const res = await p.get(`/liff/rooms/${deal.roomId}/images/${imageId}`).expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 for forged and malformed room ids on every endpoint', async () => {
    const ids = ['abcdefghij0123456789', 'a.b', '%2e%2e', '..%2Fusers', '__rooms__', 'x'.repeat(129), '%00', 'a%2Fb'];
    for (const id of ids) {
      for (const endpoint of ENDPOINTS.filter((e) => e !== 'GET image')) {
        const res = await call(endpoint, 'client', id);
        expect({ id, endpoint, status: res.status }).toEqual({ id, endpoint, status: 404 });
      }
    }
    // Another room's image through this room's path: not found either.
    const other = await openRoom(t);
    const up = await upload(t, other.worker, other.roomId, jpeg).expect(201);
    await say(other.worker, other.roomId, '', [(up.body as MessageImage).id]);
    await deal.client.get(`/liff/rooms/${deal.roomId}/images/${(up.body as MessageImage).id}`).expect(404);
    await deal.client.get(`/liff/rooms/${deal.roomId}/images/..%2F..%2Fusers`).expect(404);
  });

  it('lists a room to its parties only, and counts badges per caller', async () => {
    for (const [p, sees] of [
      [deal.client, true],
      [deal.worker, true],
      [strangerClient, false],
      [strangerWorker, false],
    ] as const) {
      const list = (await p.get('/liff/rooms').expect(200)).body as Page<RoomSummary>;
      expect(list.items.some((r) => r.id === deal.roomId)).toBe(sees);
    }
    await t.request().get('/liff/rooms').expect(401);
    await unverified.get('/liff/rooms').expect(403);
    await t.request().get('/liff/badges').expect(401);
    await unverified.get('/liff/badges').expect(403);
    const badge = (await strangerClient.get('/liff/badges').expect(200)).body as { messages: number; notices: number };
    // Nothing: their own room opened by their own accept, and the deal's room counts for its parties alone.
    expect(badge.messages).toBe(0);
  });

  it('shows each party the other one', async () => {
    const asClient = (await deal.client.get(`/liff/rooms/${deal.roomId}`).expect(200)).body as RoomDetail;
    const asWorker = (await deal.worker.get(`/liff/rooms/${deal.roomId}`).expect(200)).body as RoomDetail;
    expect(asClient.other).toMatchObject({ userId: deal.worker.uid, side: 'worker', name: '佐藤 みゆき' });
    expect(asWorker.other).toMatchObject({ userId: deal.client.uid, side: 'client', name: 'ヘアサロン ルミエール' });
  });

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
