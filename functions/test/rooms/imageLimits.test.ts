/**
 * What a room image upload may cost (PUT /liff/rooms/:id/images): the pixel count is read from the
 * header and a picture over MAX_INPUT_PIXELS is refused before anything is decoded; the original is
 * decoded once; a user holds at most 30 uploads of the last hour that no message attached (429 with
 * Retry-After); and the sweep deletes uploads never attached once the attach window has passed,
 * files and document, while attached ones stay.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import type { ApiErrorBody } from '@common/api';
import type { MessageImage } from '@common/rooms';
import { ROOM_IMAGE_ATTACH_MS } from '../../src/documents/roomImages';
import { MAX_INPUT_PIXELS, TOO_MANY_PIXELS } from '../../src/features/rooms/images';
import { ROOM_IMAGE_SWEEP_GRACE_MS, sweepRoomImages } from '../../src/features/rooms/sweep';
import { UNSENT_UPLOADS_PER_HOUR } from '../../src/features/rooms/uploadLimit';
import { describeApi } from '../support/harness';
import { makeUser, unindexedQueries, type Party } from '../marketplace/support';
import { createRoomApp, openRoom, openRoomBetween, picture, say, snapshot, upload, type RoomApp } from './support';

/** The input of every sharp pipeline the API ran to its end (toBuffer), in order. */
const mockDecoded: unknown[] = [];
jest.mock('sharp', () => {
  const real = jest.requireActual<typeof import('sharp')>('sharp');
  const counting = (...args: Parameters<typeof real>): Sharp => {
    const img = real(...args);
    const toBuffer = img.toBuffer.bind(img) as (...a: unknown[]) => unknown;
    img.toBuffer = ((...a: unknown[]) => {
      mockDecoded.push(args[0]);
      return toBuffer(...a);
    }) as Sharp['toBuffer'];
    return img;
  };
  return Object.assign(counting, real);
});
const realSharp = jest.requireActual<typeof import('sharp')>('sharp');

const errorOf = (body: unknown) => (body as ApiErrorBody).error;

let t: RoomApp;
let small: Buffer;

async function uploaded(p: Party, roomId: string): Promise<MessageImage> {
  const res = await upload(t, p, roomId, small);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as MessageImage;
}

const filesOf = (roomId: string, imageId: string) => [
  `rooms/${roomId}/${imageId}/full.jpg`,
  `rooms/${roomId}/${imageId}/thumb.jpg`,
];

describeApi('message rooms: what an image upload may cost', () => {
  beforeAll(async () => {
    t = await createRoomApp();
    small = await picture(120, 80);
  }, 60_000);
  afterAll(() => t.cleanup());

  describe('pixels', () => {
    it('refuses a 7000x7000 PNG (400) from its header, decoding nothing and storing nothing', async () => {
      const d = await openRoom(t);
      // A flat colour: under 1 MB on the wire, about 150 MB once decoded.
      const png = await realSharp({ create: { width: 7000, height: 7000, channels: 3, background: '#c8a0a0' } })
        .png()
        .toBuffer();
      expect(png.length).toBeLessThan(1024 * 1024);
      expect(7000 * 7000).toBeGreaterThan(MAX_INPUT_PIXELS);
      const before = snapshot(t);
      const files = t.imageFiles();
      mockDecoded.length = 0;

      const res = await upload(t, d.client, d.roomId, png, 'image/png');

      expect(res.status).toBe(400);
      expect(errorOf(res.body)).toMatchObject({ code: 'invalid_argument', message: TOO_MANY_PIXELS });
      expect(mockDecoded).toEqual([]);
      expect(snapshot(t)).toBe(before);
      expect(t.imageFiles()).toEqual(files);
    });

    it('takes a picture of exactly the limit, decoding the upload once (the thumbnail comes from the full size)', async () => {
      const d = await openRoom(t);
      const png = await realSharp({ create: { width: 5000, height: 5000, channels: 3, background: '#a0c8a0' } })
        .png()
        .toBuffer();
      expect(5000 * 5000).toBe(MAX_INPUT_PIXELS);
      mockDecoded.length = 0;

      const res = await upload(t, d.client, d.roomId, png, 'image/png').expect(201);

      expect(res.body).toMatchObject({ width: 1600, height: 1600 });
      expect(mockDecoded.filter((input) => Buffer.isBuffer(input) && input.equals(png))).toHaveLength(1);
      expect(mockDecoded).toHaveLength(2);
    });
  });

  describe('uploads not sent yet', () => {
    it(`refuses upload no. ${UNSENT_UPLOADS_PER_HOUR + 1} of an hour (429, Retry-After); a message sending one, or the hour passing, makes room`, async () => {
      const d = await openRoom(t);
      const other = await openRoomBetween(t, d.client, await makeUser(t, 'worker'));
      const first = await uploaded(d.client, d.roomId);
      t.clock.advance(60_000);
      // Over two rooms: the limit is the user's.
      for (let i = 1; i < UNSENT_UPLOADS_PER_HOUR; i++) await uploaded(d.client, i % 2 ? d.roomId : other.roomId);
      const before = snapshot(t);
      const files = t.imageFiles();

      const refused = await upload(t, d.client, d.roomId, small);

      expect(refused.status).toBe(429);
      expect(errorOf(refused.body).code).toBe('rate_limited');
      expect(errorOf(refused.body).message).toBe(
        `送信していない画像が多すぎます（1時間に${UNSENT_UPLOADS_PER_HOUR}枚まで）。59分後にもう一度お試しください`,
      );
      // The first upload leaves the hour in 59 minutes, less the real seconds the 30 uploads took.
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeLessThanOrEqual(59 * 60);
      expect(wait).toBeGreaterThan(58 * 60);
      expect(snapshot(t)).toBe(before);
      expect(t.imageFiles()).toEqual(files);
      // The other party is not limited by it.
      await uploaded(d.worker, d.roomId);

      // A message that sends one frees a place.
      await say(d.client, d.roomId, '参考です', [first.id]);
      await uploaded(d.client, d.roomId);
      await upload(t, d.client, d.roomId, small).expect(429);
      // So does the hour passing.
      t.clock.advance(ROOM_IMAGE_ATTACH_MS);
      await uploaded(d.client, d.roomId);
    });

    it('refuses before the body is read', async () => {
      const d = await openRoom(t);
      for (let i = 0; i < UNSENT_UPLOADS_PER_HOUR; i++) await uploaded(d.worker, d.roomId);
      mockDecoded.length = 0;
      const res = await upload(t, d.worker, d.roomId, Buffer.from('not even an image'));
      expect(res.status).toBe(429);
      expect(mockDecoded).toEqual([]);
    });

    it('holds under parallel uploads: never more than the limit stored', async () => {
      const d = await openRoom(t);
      for (let i = 0; i < UNSENT_UPLOADS_PER_HOUR - 3; i++) await uploaded(d.client, d.roomId);
      const results = await Promise.all(Array.from({ length: 8 }, () => upload(t, d.client, d.roomId, small)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      expect(results.filter((r) => r.status === 429)).toHaveLength(5);
      const mine = (await t.store.query<{ uploaderId: string }>('roomImages', { where: [['uploaderId', '==', d.client.uid]] }))
        .length;
      expect(mine).toBe(UNSENT_UPLOADS_PER_HOUR);
      // Every refused upload took its files away again.
      expect(t.imageFiles().filter((f) => f.startsWith(`rooms/${d.roomId}/`) && f.endsWith('.jpg'))).toHaveLength(
        2 * UNSENT_UPLOADS_PER_HOUR,
      );
    });
  });

  describe('the sweep', () => {
    it('deletes an upload never attached once the window has passed, with its files; attached and recent ones stay', async () => {
      const d = await openRoom(t);
      const unsent = await uploaded(d.client, d.roomId);
      const sent = await uploaded(d.worker, d.roomId);
      await say(d.worker, d.roomId, '送ります', [sent.id]);

      // Within the window (and its grace) nothing goes.
      t.clock.advance(ROOM_IMAGE_ATTACH_MS + ROOM_IMAGE_SWEEP_GRACE_MS - 60_000);
      expect((await sweepRoomImages(t.deps)).deleted).not.toContain(unsent.id);
      expect(await t.store.get(`roomImages/${unsent.id}`)).not.toBeNull();

      t.clock.advance(2 * 60_000);
      const recent = await uploaded(d.client, d.roomId);
      const report = await sweepRoomImages(t.deps);

      expect(report.deleted).toContain(unsent.id);
      expect(report.deleted).not.toContain(sent.id);
      expect(report.deleted).not.toContain(recent.id);
      expect(report.failed).toEqual([]);
      expect(await t.store.get(`roomImages/${unsent.id}`)).toBeNull();
      expect(t.imageFiles()).not.toEqual(expect.arrayContaining([expect.stringContaining(unsent.id)]));
      expect(existsSync(join(t.imagesRoot, 'rooms', d.roomId, unsent.id))).toBe(false);
      expect(await t.store.get(`roomImages/${sent.id}`)).toMatchObject({ attached: true });
      expect(t.imageFiles()).toEqual(expect.arrayContaining([...filesOf(d.roomId, sent.id), ...filesOf(d.roomId, recent.id)]));
      await d.client.get(`/liff/rooms/${d.roomId}/images/${sent.id}?size=thumb`).expect(200);
      await d.client.get(`/liff/rooms/${d.roomId}/images/${unsent.id}`).expect(404);

      // A second run finds nothing more.
      expect((await sweepRoomImages(t.deps)).deleted).toEqual([]);
    });

    it('takes at most `limit` per run, the oldest first, and leaves the rest for the next run', async () => {
      const d = await openRoom(t);
      for (let i = 0; i < 3; i++) {
        await uploaded(d.client, d.roomId);
        t.clock.advance(1_000);
      }
      t.clock.advance(ROOM_IMAGE_ATTACH_MS + ROOM_IMAGE_SWEEP_GRACE_MS);
      const unattached = async () =>
        (await t.store.query<{ id: string; createdAt: Date }>('roomImages', { where: [['attached', '==', false]] }))
          .map((s) => s.data)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .map((img) => img.id);
      const waiting = await unattached();
      expect(waiting.length).toBeGreaterThanOrEqual(3);

      expect((await sweepRoomImages(t.deps, { limit: 2 })).deleted).toEqual(waiting.slice(0, 2));
      expect(await unattached()).toEqual(waiting.slice(2));
      while ((await sweepRoomImages(t.deps, { limit: 2 })).deleted.length);
      expect(await unattached()).toEqual([]);
    });
  });

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
