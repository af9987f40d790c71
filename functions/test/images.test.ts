/**
 * PUT /liff/images/:side/:kind and GET /liff/images/:uid/:side/:kind over HTTP
 * (docs/product/entities.md#images, docs/product/validation.md#uploads).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SessionPayload } from '@common/api';
import { FileImageStore } from '../src/adapters/images/local';
import { BROKEN_IMAGE, NOT_AN_IMAGE } from '../src/features/images/process';
import { createTestApp, describeApi, type SignedInUser, type TestApp } from './support/harness';

// Re-encoding photographs is CPU work: on a busy 2-core run one upload took more than Jest's 5 s.
jest.setTimeout(30_000);

let t: TestApp;
let root: string;
let base: string;

/** A photo-like picture (noise compresses badly, so sizes are realistic). */
async function picture(width: number, height: number, format: 'jpeg' | 'png', orientation?: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  if (orientation) img = img.withMetadata({ orientation });
  return format === 'jpeg' ? img.jpeg({ quality: 90 }).toBuffer() : img.png().toBuffer();
}

/** A raw file body, as the browser sends it (the harness's put() sends JSON). */
const rawPut = (user: SignedInUser, path: string) => t.request().put(path).set('Authorization', `Bearer ${user.idToken}`);
const upload = (user: SignedInUser, path: string, body: Buffer, contentType = 'image/jpeg') =>
  rawPut(user, path).set('Content-Type', contentType).send(body);

async function storedState(user: SignedInUser) {
  const doc = await user.doc();
  const files = await Promise.all(
    (['client', 'worker'] as const).flatMap((side) =>
      (['profile', 'background'] as const).map((kind) => t.deps.images.get(user.uid, side, kind)),
    ),
  );
  return { images: doc?.images ?? {}, updatedAt: doc?.updatedAt, files: files.map((f) => f?.data.toString('base64') ?? null) };
}

describeApi('image upload and delivery', () => {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'salonworks-images-test-'));
    t = await createTestApp({ deps: () => ({ images: new FileImageStore(root) }) });
    base = (t.request().get('/').url ?? '').replace(/\/$/, '');
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('stores a JPEG re-encoded within 1024x1024, upright, without metadata, and serves it', async () => {
    const user = await t.signIn({ isActive: true });
    // 2000x1200 stored sideways with EXIF orientation 6 (rotate 90° clockwise to show).
    const original = await picture(2000, 1200, 'jpeg', 6);
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const res = await upload(user, '/liff/images/client/profile', original).expect(200);
    const { updatedAt } = res.body as { updatedAt: string };
    expect(new Date(updatedAt).toISOString()).toBe(updatedAt);

    const got = await t
      .request()
      .get(`/liff/images/${user.uid}/client/profile?v=${encodeURIComponent(updatedAt)}`)
      .expect(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['cache-control']).toBe('public, max-age=300');
    const meta = await sharp(got.body as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    // Rotated upright (portrait) and fitted: 1200x2000 -> 614x1024.
    expect([meta.width, meta.height]).toEqual([614, 1024]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();

    // The update time is recorded on the user and shows in the session for cache busting.
    expect((await user.doc())?.images?.['client/profile']?.toISOString()).toBe(updatedAt);
    const session = (await user.get('/liff/session').expect(200)).body as SessionPayload;
    expect(session.images['client/profile']).toBe(updatedAt);
  });

  it('stores a PNG background as JPEG within 1600x900, never enlarging a small picture', async () => {
    const user = await t.signIn({ isActive: true, isWorker: true });
    await upload(user, '/liff/images/worker/background', await picture(3200, 1000, 'png'), 'image/png').expect(200);
    const wide = await sharp((await t.deps.images.get(user.uid, 'worker', 'background'))!.data).metadata();
    expect([wide.format, wide.width, wide.height]).toEqual(['jpeg', 1600, 500]);

    await upload(user, '/liff/images/worker/profile', await picture(300, 200, 'png'), 'image/png').expect(200);
    const small = await sharp((await t.deps.images.get(user.uid, 'worker', 'profile'))!.data).metadata();
    expect([small.format, small.width, small.height]).toEqual(['jpeg', 300, 200]);
  });

  it('judges by content, not by the declared type', async () => {
    const user = await t.signIn({ isActive: true });
    await upload(user, '/liff/images/client/profile', await picture(64, 64, 'png'), 'application/octet-stream').expect(200);
  });

  describe('refused uploads change nothing', () => {
    let user: SignedInUser;
    let before: Awaited<ReturnType<typeof storedState>>;

    beforeAll(async () => {
      user = await t.signIn({ isActive: true });
      // An earlier picture that a refused upload must leave in place.
      await upload(user, '/liff/images/client/profile', await picture(120, 120, 'jpeg')).expect(200);
      before = await storedState(user);
    });

    afterEach(async () => {
      expect(await storedState(user)).toEqual(before);
    });

    it('a text file renamed .jpg', async () => {
      const res = await upload(user, '/liff/images/client/profile', Buffer.from('これは画像ではありません\n'.repeat(20)));
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_argument', message: NOT_AN_IMAGE, requestId: expect.any(String) });
    });

    it('an SVG document', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      const res = await upload(user, '/liff/images/client/profile', svg, 'image/svg+xml').expect(400);
      expect(res.body.error.message).toBe(NOT_AN_IMAGE);
    });

    it('a corrupt JPEG (cut short) and a corrupt PNG (damaged data)', async () => {
      const jpeg = await picture(400, 300, 'jpeg');
      const cut = await upload(user, '/liff/images/client/profile', jpeg.subarray(0, Math.floor(jpeg.length / 2))).expect(400);
      expect(cut.body.error.message).toBe(BROKEN_IMAGE);

      const png = Buffer.from(await picture(200, 200, 'png'));
      png.fill(0, 100, png.length - 20);
      const damaged = await upload(user, '/liff/images/client/profile', png, 'image/png').expect(400);
      expect(damaged.body.error.message).toBe(BROKEN_IMAGE);
    });

    it('a file over 5 MB, declared by Content-Length', async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
      const res = await upload(user, '/liff/images/client/profile', big).expect(413);
      expect(res.body.error.code).toBe('payload_too_large');
      expect(res.body.error.message).toBe('画像のサイズが大きすぎます（5MBまで）');
    });

    it('a file over 5 MB, streamed without Content-Length', async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${base}/liff/images/client/profile`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        const chunk = Buffer.alloc(256 * 1024, 0xff);
        for (let i = 0; i < 24; i++) req.write(chunk);
        req.end();
      });
      expect(status).toBe(413);
    });

    it('an empty body', async () => {
      const res = await rawPut(user, '/liff/images/client/profile')
        .set('Content-Type', 'image/jpeg')
        .send(Buffer.alloc(0))
        .expect(400);
      expect(res.body.error.message).toBe('画像を選択してください');
    });

    it('a wrong side or kind', async () => {
      await upload(user, '/liff/images/admin/profile', await picture(10, 10, 'jpeg')).expect(400);
      await upload(user, '/liff/images/client/avatar', await picture(10, 10, 'jpeg')).expect(400);
    });

    it('the worker side for a user not flagged as worker', async () => {
      const res = await upload(user, '/liff/images/worker/profile', await picture(10, 10, 'jpeg')).expect(403);
      expect(res.body.error.code).toBe('permission_denied');
    });

    it('no sign-in', async () => {
      await t
        .request()
        .put('/liff/images/client/profile')
        .set('Content-Type', 'image/jpeg')
        .send(await picture(10, 10, 'jpeg'))
        .expect(401);
    });
  });

  it('refuses users who are not verified, or who chose the other side', async () => {
    const unverified = await t.signIn();
    await upload(unverified, '/liff/images/client/profile', await picture(10, 10, 'jpeg')).expect(403);
    const worker = await t.signIn({ isActive: true, isWorker: true, type: 'worker' });
    await upload(worker, '/liff/images/client/profile', await picture(10, 10, 'jpeg')).expect(403);
    expect(await t.deps.images.get(worker.uid, 'client', 'profile')).toBeNull();
  });

  it('GET answers 404 JSON for a missing image and 400 for bad parameters', async () => {
    const user = await t.signIn({ isActive: true });
    const missing = await t.request().get(`/liff/images/${user.uid}/client/background`).expect(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.body.error.code).toBe('not_found');
    await t.request().get(`/liff/images/${user.uid}/admin/profile`).expect(400);
    await t.request().get(`/liff/images/${user.uid}/client/avatar`).expect(400);
    // Dots never reach a storage path.
    await t.request().get('/liff/images/%2E%2E/client/profile').expect(400);
  });
});
