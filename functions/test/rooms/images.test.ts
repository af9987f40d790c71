/**
 * Room attachments (docs/product/validation.md#uploads): PUT /liff/rooms/:id/images re-encodes the
 * upload (full within 1600x1600, thumbnail within 400x400, JPEG, upright, no metadata); a message
 * attaches up to 5 of the sender's own uploads to that room, once; GET serves them to the room's
 * parties only, privately.
 */
import sharp from 'sharp';
import { roomMessages, type Message, type MessageImage } from '@common/rooms';
import type { ApiErrorBody } from '@common/api';
import { NOT_AN_IMAGE } from '../../src/features/images/process';
import { ROOM_IMAGE_MAX_BYTES } from '../../src/features/rooms/images';
import { describeApi } from '../support/harness';
import { makeUser, unindexedQueries, type Party } from '../marketplace/support';
import { createRoomApp, openRoom, picture, say, snapshot, upload, type Deal, type RoomApp } from './support';

let t: RoomApp;
let d: Deal;
let small: Buffer;

const errorOf = (body: unknown) => (body as ApiErrorBody).error;

async function uploaded(p: Party, roomId = d.roomId, body: Buffer = small): Promise<MessageImage> {
  const res = await upload(t, p, roomId, body);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as MessageImage;
}

/** The raw bytes of a GET (supertest buffers image/* bodies). */
const bytesOf = (res: { body: unknown }) => res.body as Buffer;

describeApi('message rooms: images', () => {
  beforeAll(async () => {
    t = await createRoomApp();
    d = await openRoom(t);
    small = await picture(120, 80);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('stores an upright JPEG within 1600x1600 and a thumbnail within 400x400, without metadata', async () => {
    // 2000x1200 stored sideways with EXIF orientation 6 (rotate 90° clockwise to show).
    const original = await picture(2000, 1200, 'jpeg', 6);
    const res = await upload(t, d.client, d.roomId, original).expect(201);
    const img = res.body as MessageImage;
    expect(img).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/), width: 960, height: 1600 });
    expect(t.imageFiles()).toEqual(
      expect.arrayContaining([`rooms/${d.roomId}/${img.id}/full.jpg`, `rooms/${d.roomId}/${img.id}/thumb.jpg`]),
    );
    const doc = await t.store.get(`roomImages/${img.id}`);
    expect(doc).toMatchObject({
      id: img.id,
      roomId: d.roomId,
      uploaderId: d.client.uid,
      width: 960,
      height: 1600,
      attached: false,
    });

    const full = await d.client.get(`/liff/rooms/${d.roomId}/images/${img.id}`).expect(200);
    const thumb = await d.client.get(`/liff/rooms/${d.roomId}/images/${img.id}?size=thumb`).expect(200);
    for (const [res2, size] of [
      [full, [960, 1600]],
      [thumb, [240, 400]],
    ] as const) {
      expect(res2.headers['content-type']).toBe('image/jpeg');
      expect(res2.headers['cache-control']).toBe('private, max-age=86400');
      const meta = await sharp(bytesOf(res2)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...size]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('takes a PNG and never enlarges a small picture', async () => {
    const img = await uploaded(d.worker, d.roomId, await picture(300, 200, 'png'));
    expect([img.width, img.height]).toEqual([300, 200]);
    const thumb = await d.worker.get(`/liff/rooms/${d.roomId}/images/${img.id}?size=thumb`).expect(200);
    expect((await sharp(bytesOf(thumb)).metadata()).width).toBe(300);
  });

  it('shows an image only to its uploader until a message attaches it, then to both parties', async () => {
    const img = await uploaded(d.worker);
    await d.worker.get(`/liff/rooms/${d.roomId}/images/${img.id}`).expect(200);
    await d.client.get(`/liff/rooms/${d.roomId}/images/${img.id}`).expect(404);
    const msg = await say(d.worker, d.roomId, '参考画像です', [img.id]);
    expect(msg.images).toEqual([img]);
    expect(await t.store.get(`roomImages/${img.id}`)).toMatchObject({ attached: true, messageSeq: msg.seq });
    await d.client.get(`/liff/rooms/${d.roomId}/images/${img.id}?size=thumb`).expect(200);
    const room = (await t.store.get<{ lastMessage: { hasImages: boolean } }>(`rooms/${d.roomId}`))!;
    expect(room.lastMessage.hasImages).toBe(true);
  });

  it('sends up to 5 images, with or without text', async () => {
    const imgs = await Promise.all(Array.from({ length: 5 }, () => uploaded(d.client)));
    const msg = await say(
      d.client,
      d.roomId,
      '',
      imgs.map((i) => i.id),
    );
    expect(msg.images.map((i) => i.id)).toEqual(imgs.map((i) => i.id));
    expect(msg.text).toBe('');
  });

  describe('attaching what may not be attached is a 400 that changes nothing', () => {
    it.each([
      ['the other party’s upload', async () => [(await uploaded(d.worker)).id]],
      [
        'an upload to another room',
        async () => {
          const other = await openRoom(t);
          return [(await uploaded(other.client, other.roomId)).id];
        },
      ],
      [
        'an image already attached',
        async () => {
          const img = await uploaded(d.client);
          await say(d.client, d.roomId, '一度目', [img.id]);
          return [img.id];
        },
      ],
      [
        'the same image twice',
        async () => {
          const img = await uploaded(d.client);
          return [img.id, img.id];
        },
      ],
      [
        'an upload older than an hour',
        async () => {
          const img = await uploaded(d.client);
          t.clock.advance(61 * 60 * 1000);
          return [img.id];
        },
      ],
      ['one good and one missing', async () => [(await uploaded(d.client)).id, 'abcdefghij0123456789']],
    ])('%s', async (_name, prepare) => {
      const ids = await prepare();
      const before = snapshot(t);
      const res = await d.client.post(`/liff/rooms/${d.roomId}/messages`, { text: '添付', imageIds: ids });
      expect(res.status).toBe(400);
      expect(errorOf(res.body).message).toBe(roomMessages.imageNotFound);
      expect(snapshot(t)).toBe(before);
    });
  });

  describe('uploads that are refused store nothing', () => {
    it.each([
      ['text posing as a JPEG', () => Buffer.from('not an image at all'), 'image/jpeg', 400, NOT_AN_IMAGE],
      ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 415, null],
      ['a text file', () => Buffer.from('hello'), 'text/plain', 415, null],
      ['JSON', () => Buffer.from('{"a":1}'), 'application/json', 415, null],
      ['a form', () => Buffer.from('a=1'), 'application/x-www-form-urlencoded', 415, null],
      [
        'an SVG sent as octet-stream',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'application/octet-stream',
        400,
        NOT_AN_IMAGE,
      ],
      ['an empty body', () => Buffer.alloc(0), 'image/jpeg', 400, null],
      ['a truncated JPEG', () => small.subarray(0, Math.floor(small.length / 2)), 'image/jpeg', 400, null],
      ['more than 10 MB', () => Buffer.alloc(ROOM_IMAGE_MAX_BYTES + 1, 1), 'image/jpeg', 413, null],
    ])('%s', async (_name, body, type, status, message) => {
      const before = snapshot(t);
      const files = t.imageFiles();
      const res = await upload(t, d.client, d.roomId, body(), type);
      expect(res.status).toBe(status);
      if (message) expect(errorOf(res.body).message).toBe(message);
      expect(snapshot(t)).toBe(before);
      expect(t.imageFiles()).toEqual(files);
    });

    it('refuses uploads to a cancelled room (409)', async () => {
      const c = await openRoom(t);
      await c.client.post(`/liff/contracts/${c.roomId}/cancel`, {}).expect(200);
      const before = snapshot(t);
      const res = await upload(t, c.client, c.roomId, small);
      expect(res.status).toBe(409);
      expect(errorOf(res.body).message).toBe(roomMessages.closed);
      expect(snapshot(t)).toBe(before);
    });
  });

  it('never serves an image to anyone but the parties, nor through another room', async () => {
    const img = await uploaded(d.client);
    await say(d.client, d.roomId, '共有します', [img.id]);
    const [strangerClient, strangerWorker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
    const other = await openRoom(t);
    for (const p of [strangerClient, strangerWorker, other.client]) {
      await p.get(`/liff/rooms/${d.roomId}/images/${img.id}`).expect(404);
    }
    // A party of another room asking for it under their own room.
    await other.client.get(`/liff/rooms/${other.roomId}/images/${img.id}`).expect(404);
    await t.request().get(`/liff/rooms/${d.roomId}/images/${img.id}`).expect(401);
    await d.client.get(`/liff/rooms/${d.roomId}/images/${img.id}?size=original`).expect(400);
    await d.client.get(`/liff/rooms/${d.roomId}/images/not.an.id`).expect(404);
  });

  it('gives the message with images in the message list', async () => {
    const img = await uploaded(d.worker);
    await say(d.worker, d.roomId, '', [img.id]);
    const page = (await d.client.get(`/liff/rooms/${d.roomId}/messages`).expect(200)).body as { items: Message[] };
    expect(page.items[page.items.length - 1]).toMatchObject({ text: '', images: [img] });
  });

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
