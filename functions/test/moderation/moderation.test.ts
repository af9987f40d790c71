/**
 * Moderation (docs/product/admin.md#moderation): an admin stops a job or a listing, or hides a room
 * message, with a reason. The owner reads the reason (a notice, and `moderation` on the job or
 * listing) and cannot reopen it; others no longer see it; a hidden message reads the same sentence to
 * both parties, without its images. Ten parallel requests: one effect. Who may; bad input.
 */
import type { Job, Listing } from '@common/marketplace';
import { HIDDEN_MESSAGE_TEXT, type Message, type MessagePage, type RoomSummary } from '@common/rooms';
import type { AuditDoc } from '../../src/documents/auditLog';
import type { NotificationDoc } from '../../src/documents/notifications';
import { describeApi, idTokenWithClaims, uniqueUserId } from '../support/harness';
import { listingInput, makeUser, postJob, unindexedQueries, type Party } from '../marketplace/support';
import { createRoomApp, openRoom, picture, say, snapshot, upload, type Deal, type RoomApp } from '../rooms/support';

const REASON = '禁止されている内容が含まれているため';

describeApi('moderation', () => {
  let t: RoomApp;
  let adminToken: string;
  let client: Party;
  let worker: Party;

  beforeAll(async () => {
    t = await createRoomApp();
    adminToken = await idTokenWithClaims(uniqueUserId(), { admin: true });
    [client, worker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
  }, 60_000);
  afterAll(() => t.cleanup());

  const asAdmin = (path: string, body: unknown, token: string | null = adminToken) => {
    const req = t.request().post(path);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body as object);
  };
  const entries = async (action: string) =>
    (await t.store.query<AuditDoc>('auditLog')).map((d) => d.data).filter((e) => e.action === action);
  const noticesOf = async (uid: string) =>
    (await t.store.query<NotificationDoc>('notifications')).map((d) => d.data).filter((n) => n.userId === uid);
  const newListing = async (): Promise<Listing> => (await worker.post('/liff/listings', listingInput()).expect(201)).body;

  describe('authorisation: 401, 403, 403, then the admin', () => {
    it.each([
      ['a job', async () => `/admin/jobs/${(await postJob(client)).id}/stop`],
      ['a listing', async () => `/admin/listings/${(await newListing()).id}/stop`],
      [
        'a message',
        async () => {
          const d = await openRoom(t);
          await say(d.client, d.roomId, 'こんにちは');
          return `/admin/rooms/${d.roomId}/messages/2/hide`;
        },
      ],
    ])('%s', async (_name, pathOf) => {
      const path = await pathOf();
      const before = snapshot(t);
      await asAdmin(path, { reason: REASON }, null).expect(401);
      await asAdmin(path, { reason: REASON }, 'not-a-token').expect(401);
      await asAdmin(path, { reason: REASON }, client.idToken).expect(403);
      await asAdmin(path, { reason: REASON }, await idTokenWithClaims(uniqueUserId(), { admin: false })).expect(403);
      await asAdmin(path, { nonsense: 1 }, worker.idToken).expect(403);
      expect(snapshot(t)).toBe(before);
      await asAdmin(path, { reason: REASON }).expect(200);
    });
  });

  describe('jobs', () => {
    it('stopped with a reason: the owner reads it and cannot reopen; workers no longer see it', async () => {
      const job = await postJob(client, { title: '撮影モデル募集' });
      const owner0 = (await client.get(`/liff/jobs/${job.id}`).expect(200)).body as Job;
      expect(owner0.moderation).toBeNull();
      expect(((await worker.get(`/liff/jobs/${job.id}`).expect(200)).body as Job).moderation).toBeUndefined();
      const res = await asAdmin(`/admin/jobs/${job.id}/stop`, { reason: REASON }).expect(200);
      expect(res.body).toEqual({ id: job.id, status: 'stopped', moderation: { reason: REASON, at: expect.any(String) } });
      const owner = (await client.get(`/liff/jobs/${job.id}`).expect(200)).body as Job;
      expect(owner).toMatchObject({ status: 'stopped', moderation: { reason: REASON } });
      await worker.get(`/liff/jobs/${job.id}`).expect(404);
      const search = (await worker.get('/liff/jobs').expect(200)).body.items as Job[];
      expect(search.map((j) => j.id)).not.toContain(job.id);
      const reopen = await client.post(`/liff/jobs/${job.id}/reopen`).expect(409);
      expect(reopen.body.error.message).toBe('運営により掲載を停止された案件のため、再開できません');
      await client.post(`/liff/jobs/${job.id}/reopen-place`).expect(409);
      const [notice] = (await noticesOf(client.uid)).filter((n) => n.path === `/client/products/${job.id}`);
      expect(notice).toMatchObject({ kind: 'admin', title: '運営により案件の掲載を停止しました', push: { status: 'pending' } });
      expect(notice.body).toContain(REASON);
      const [entry] = (await entries('job.stop')).filter((e) => e.targetId === job.id);
      expect(entry).toMatchObject({ reason: REASON, before: { status: 'published' }, after: { status: 'stopped' } });
      const again = await asAdmin(`/admin/jobs/${job.id}/stop`, { reason: REASON }).expect(409);
      expect(again.body.error.message).toBe('この案件はすでに運営により停止されています');
    });

    it('a job its owner stopped can still be stopped by an admin (then it stays stopped)', async () => {
      const job = await postJob(client);
      await client.post(`/liff/jobs/${job.id}/stop`).expect(200);
      await asAdmin(`/admin/jobs/${job.id}/stop`, { reason: REASON }).expect(200);
      await client.post(`/liff/jobs/${job.id}/reopen`).expect(409);
    });

    it('ten parallel stops: one 200, nine 409, one notice, one audit entry', async () => {
      const job = await postJob(client);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => asAdmin(`/admin/jobs/${job.id}/stop`, { reason: REASON })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect((await noticesOf(client.uid)).filter((n) => n.path === `/client/products/${job.id}`)).toHaveLength(1);
      expect((await entries('job.stop')).filter((e) => e.targetId === job.id)).toHaveLength(1);
    });
  });

  describe('listings', () => {
    it('stopped with a reason: the owner reads it and cannot reopen; others get 404', async () => {
      const listing = await newListing();
      expect(((await worker.get(`/liff/listings/${listing.id}`).expect(200)).body as Listing).moderation).toBeNull();
      const res = await asAdmin(`/admin/listings/${listing.id}/stop`, { reason: REASON }).expect(200);
      expect(res.body).toMatchObject({ id: listing.id, status: 'stopped', moderation: { reason: REASON } });
      expect((await worker.get(`/liff/listings/${listing.id}`).expect(200)).body).toMatchObject({
        status: 'stopped',
        moderation: { reason: REASON },
      });
      const own = (await worker.get('/liff/worker/listings?status=stopped').expect(200)).body.items as Listing[];
      expect(own.find((l) => l.id === listing.id)).toMatchObject({ moderation: { reason: REASON } });
      await client.get(`/liff/listings/${listing.id}`).expect(404);
      const reopen = await worker.post(`/liff/listings/${listing.id}/reopen`).expect(409);
      expect(reopen.body.error.message).toBe('運営により掲載を停止された出品のため、再開できません');
      const [notice] = (await noticesOf(worker.uid)).filter((n) => n.path === `/worker/products/${listing.id}`);
      expect(notice).toMatchObject({ kind: 'admin', title: '運営により出品の掲載を停止しました' });
      expect((await entries('listing.stop')).filter((e) => e.targetId === listing.id)).toHaveLength(1);
      await asAdmin(`/admin/listings/${listing.id}/stop`, { reason: REASON }).expect(409);
    });

    it('ten parallel stops: one effect', async () => {
      const listing = await newListing();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => asAdmin(`/admin/listings/${listing.id}/stop`, { reason: REASON })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect((await noticesOf(worker.uid)).filter((n) => n.path === `/worker/products/${listing.id}`)).toHaveLength(1);
      expect((await entries('listing.stop')).filter((e) => e.targetId === listing.id)).toHaveLength(1);
    });
  });

  describe('room messages', () => {
    let d: Deal;
    let msg: Message;
    let imageId: string;

    beforeAll(async () => {
      d = await openRoom(t);
      const up = await upload(t, d.worker, d.roomId, await picture(64, 48)).expect(201);
      imageId = up.body.id;
      msg = await say(d.worker, d.roomId, '不適切な内容です', [imageId]);
    });

    const page = async (p: Party) => (await p.get(`/liff/rooms/${d.roomId}/messages`).expect(200)).body as MessagePage;

    it('hidden: both parties read the same sentence without images; the images are served to nobody', async () => {
      await d.client.get(`/liff/rooms/${d.roomId}/images/${imageId}?size=thumb`).expect(200);
      const res = await asAdmin(`/admin/rooms/${d.roomId}/messages/${msg.seq}/hide`, { reason: REASON }).expect(200);
      expect(res.body).toEqual({ roomId: d.roomId, seq: msg.seq, hidden: true, text: HIDDEN_MESSAGE_TEXT });
      for (const p of [d.client, d.worker]) {
        const m = (await page(p)).items.find((x) => x.seq === msg.seq);
        expect(m).toMatchObject({ hidden: true, text: HIDDEN_MESSAGE_TEXT, images: [] });
        const rooms = (await p.get('/liff/rooms').expect(200)).body.items as RoomSummary[];
        expect(rooms.find((r) => r.id === d.roomId)?.last).toMatchObject({ text: HIDDEN_MESSAGE_TEXT, hasImages: false });
        await p.get(`/liff/rooms/${d.roomId}/images/${imageId}?size=full`).expect(404);
      }
      const [entry] = (await entries('message.hide')).filter((e) => e.targetId === `${d.roomId}-${msg.seq}`);
      expect(entry).toMatchObject({ reason: REASON, after: { roomId: d.roomId, seq: msg.seq, hidden: true } });
      const again = await asAdmin(`/admin/rooms/${d.roomId}/messages/${msg.seq}/hide`, { reason: REASON }).expect(409);
      expect(again.body.error.message).toBe('このメッセージはすでに非表示です');
    });

    it('system messages cannot be hidden; an unknown room or seq is 404', async () => {
      const system = (await page(d.client)).items.find((m) => m.kind === 'system') as Message;
      await asAdmin(`/admin/rooms/${d.roomId}/messages/${system.seq}/hide`, { reason: REASON }).expect(409);
      await asAdmin(`/admin/rooms/${d.roomId}/messages/999/hide`, { reason: REASON }).expect(404);
      for (const seq of ['0', '-1', 'abc', '1.5', '01']) {
        await asAdmin(`/admin/rooms/${d.roomId}/messages/${seq}/hide`, { reason: REASON }).expect(404);
      }
      await asAdmin('/admin/rooms/unknown-room/messages/1/hide', { reason: REASON }).expect(404);
    });

    it('ten parallel hides: one effect', async () => {
      const m = await say(d.client, d.roomId, 'もう一通');
      const results = await Promise.all(
        Array.from({ length: 10 }, () => asAdmin(`/admin/rooms/${d.roomId}/messages/${m.seq}/hide`, { reason: REASON })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect((await entries('message.hide')).filter((e) => e.targetId === `${d.roomId}-${m.seq}`)).toHaveLength(1);
    });
  });

  describe('bad input (as an admin): 400, nothing changed', () => {
    const cases: [string, unknown][] = [
      ['no reason', {}],
      ['an empty reason', { reason: '   ' }],
      ['a reason over 500 characters', { reason: 'あ'.repeat(501) }],
      ['a number', { reason: 1 }],
      ['an unknown field', { reason: REASON, status: 'published' }],
      ['a prototype key', JSON.parse('{"reason":"x","__proto__":{"admin":true}}')],
      ['an array', []],
    ];
    it.each(cases)('%s', async (_name, body) => {
      const job = await postJob(client);
      const listing = await newListing();
      const before = snapshot(t);
      for (const path of [`/admin/jobs/${job.id}/stop`, `/admin/listings/${listing.id}/stop`]) {
        const res = await asAdmin(path, body).expect(400);
        expect(res.body.error.message).toEqual(expect.any(String));
      }
      expect(snapshot(t)).toBe(before);
    });

    it('unknown or malformed ids are 404', async () => {
      await asAdmin('/admin/jobs/unknown-job/stop', { reason: REASON }).expect(404);
      await asAdmin('/admin/jobs/a.b/stop', { reason: REASON }).expect(404);
      await asAdmin('/admin/listings/unknown/stop', { reason: REASON }).expect(404);
    });

    it('runs only queries firestore.indexes.json serves', () => {
      expect(unindexedQueries(t.recorder.queries)).toEqual([]);
    });
  });
});
