/**
 * Portfolio photo uploads (docs/product/portfolio.md#photos): the images feature's pipeline makes a
 * 480 px thumbnail and a full size within 2048 px, both JPEG; anything that is not a whole raster
 * image, an image bomb and an over-size file are refused in Japanese with nothing stored; a worker
 * holds at most 20 unused uploads; unused uploads expire after 24 hours and the sweep deletes them.
 */
import sharp from 'sharp';
import type { ApiErrorBody } from '@common/api';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES as msg, type PortfolioUpload } from '@common/portfolio';
import { BROKEN_IMAGE, NOT_AN_IMAGE } from '../../src/features/images';
import { sweepPortfolioUploads } from '../../src/features/portfolio';
import { PORTFOLIO_SWEEP_GRACE_MS } from '../../src/features/portfolio/sweep';
import { describeApi } from '../support/harness';
import { makeUser, type Party } from '../marketplace/support';
import { snapshot } from '../rooms/support';
import {
  bombPng,
  createPortfolioApp,
  photoFiles,
  picture,
  portfolioDoc,
  uploadPhoto,
  uploaded,
  type PortfolioApp,
} from './support';

// Re-encoding photographs is CPU work: on a busy 2-core run one upload took more than Jest's 5 s.
jest.setTimeout(30_000);

const errorOf = (body: unknown) => (body as ApiErrorBody).error;
const HOUR = 60 * 60 * 1000;

let t: PortfolioApp;

/** The request is refused with this status and message, and neither the store nor the files changed. */
async function refusedUnchanged(p: Party, body: Buffer | string, contentType: string, status: number, message: string) {
  const before = snapshot(t);
  const files = t.imageFiles();
  const res = await uploadPhoto(t, p, body, contentType);
  expect({ status: res.status, message: errorOf(res.body)?.message }).toEqual({ status, message });
  expect(snapshot(t)).toBe(before);
  expect(t.imageFiles()).toEqual(files);
}

describeApi('portfolio: photo uploads', () => {
  beforeAll(async () => {
    t = await createPortfolioApp();
  }, 60_000);
  afterAll(() => t.cleanup());

  it('stores a 480 px thumbnail and a full size within 2048 px, both JPEG, served publicly', async () => {
    const worker = await makeUser(t, 'worker');
    const photo = await uploaded(t, worker, await picture(3000, 2000));
    expect(photo).toMatchObject({
      width: 2048,
      height: 1365,
      thumbUrl: `/liff/workers/${worker.uid}/portfolio/photos/${photo.id}?size=thumb`,
      fullUrl: `/liff/workers/${worker.uid}/portfolio/photos/${photo.id}?size=full`,
    });
    expect(Date.parse(photo.expiresAt) - Date.now()).toBeGreaterThan(23 * HOUR);
    expect(photoFiles(t, worker.uid)).toEqual([
      `portfolio/${worker.uid}/${photo.id}/full.jpg`,
      `portfolio/${worker.uid}/${photo.id}/full.jpg.type`,
      `portfolio/${worker.uid}/${photo.id}/thumb.jpg`,
      `portfolio/${worker.uid}/${photo.id}/thumb.jpg.type`,
    ]);
    expect((await portfolioDoc(t, worker.uid))?.pending.map((p) => p.id)).toEqual([photo.id]);

    // No token: an <img> sends none.
    const thumb = await t.request().get(photo.thumbUrl).buffer(true).expect(200);
    expect(thumb.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    const full = await t.request().get(photo.fullUrl).buffer(true).expect(200);
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });
  });

  it('never enlarges, flattens transparency on white and strips metadata', async () => {
    const worker = await makeUser(t, 'worker');
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const photo = await uploaded(t, worker, png);
    expect(photo).toMatchObject({ width: 300, height: 200 });
    const full = await t.request().get(photo.fullUrl).buffer(true).expect(200);
    const meta = await sharp(full.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    const { data } = await sharp(full.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('refuses a file that is not an image (400), stores nothing', async () => {
    const worker = await makeUser(t, 'worker');
    await refusedUnchanged(worker, Buffer.from('これは画像ではありません'), 'image/jpeg', 400, NOT_AN_IMAGE);
    await refusedUnchanged(
      worker,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'application/octet-stream',
      400,
      NOT_AN_IMAGE,
    );
  });

  it('refuses a truncated JPEG (400), stores nothing', async () => {
    const worker = await makeUser(t, 'worker');
    const jpeg = await picture(800, 600);
    await refusedUnchanged(worker, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg', 400, BROKEN_IMAGE);
  });

  it('refuses an image bomb (a 20000x20000 PNG of a few hundred bytes) from its header (400), stores nothing', async () => {
    const worker = await makeUser(t, 'worker');
    const bomb = bombPng(20000, 20000);
    expect(bomb.length).toBeLessThan(4096);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    await refusedUnchanged(worker, bomb, 'image/png', 400, msg.tooManyPixels);
  });

  it('refuses a file over 10 MB (413), stores nothing', async () => {
    const worker = await makeUser(t, 'worker');
    await refusedUnchanged(worker, Buffer.alloc(PORTFOLIO_LIMITS.uploadBytes + 1, 1), 'image/jpeg', 413, msg.tooLarge);
  });

  it('refuses JSON, text and SVG content types (415), stores nothing', async () => {
    const worker = await makeUser(t, 'worker');
    const jpeg = await picture(50, 50);
    for (const type of ['application/json', 'text/plain', 'image/svg+xml', 'multipart/form-data; boundary=x']) {
      await refusedUnchanged(worker, type === 'application/json' ? '{"a":1}' : jpeg, type, 415, msg.notAnImage);
    }
  });

  it('refuses an empty body (400)', async () => {
    const worker = await makeUser(t, 'worker');
    await refusedUnchanged(worker, Buffer.alloc(0), 'image/jpeg', 400, '画像を選択してください');
  });

  it('takes uploads from workers who can take jobs only', async () => {
    const jpeg = await picture(50, 50);
    const client = await makeUser(t, 'client');
    const unverified = await makeUser(t, 'unverified');
    const suspended = await makeUser(t, 'worker');
    await t.store.update(`users/${suspended.uid}`, { suspension: { reason: '規約違反', at: new Date(), by: 'admin1' } });
    const revoked = await makeUser(t, 'worker');
    await t.store.update(`users/${revoked.uid}`, { isWorker: false });
    for (const p of [client, unverified, suspended, revoked]) {
      const before = snapshot(t);
      const res = await uploadPhoto(t, p, jpeg);
      expect(res.status).toBe(403);
      expect(snapshot(t)).toBe(before);
    }
    const anonymous = await t.request().put('/liff/portfolio/photos').set('Content-Type', 'image/jpeg').send(jpeg);
    expect(anonymous.status).toBe(401);
    for (const p of [client, unverified, suspended, revoked]) expect(photoFiles(t, p.uid)).toEqual([]);
  });

  it('holds at most 20 unused uploads (409 for the next, nothing stored), parallel uploads included', async () => {
    const worker = await makeUser(t, 'worker');
    const jpeg = await picture(60, 40);
    const results = await Promise.all(
      Array.from({ length: PORTFOLIO_LIMITS.pendingPhotos + 5 }, () => uploadPhoto(t, worker, jpeg)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(PORTFOLIO_LIMITS.pendingPhotos);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 409)) expect(errorOf(r.body).message).toBe(msg.tooManyPending);
    expect((await portfolioDoc(t, worker.uid))?.pending).toHaveLength(PORTFOLIO_LIMITS.pendingPhotos);
    // Two files and their type files per stored upload, none for a refused one.
    expect(photoFiles(t, worker.uid)).toHaveLength(PORTFOLIO_LIMITS.pendingPhotos * 4);
    await refusedUnchanged(worker, jpeg, 'image/jpeg', 409, msg.tooManyPending);
  });

  it('expires an unused upload after 24 hours; the sweep then deletes its files and its entry', async () => {
    const worker = await makeUser(t, 'worker');
    const old = await uploaded(t, worker);
    t.clock.advance(PORTFOLIO_LIMITS.pendingHours * HOUR + 1000);
    const fresh: PortfolioUpload = await uploaded(t, worker);

    // Expired: no work may use it and it is no longer served.
    const create = await worker.post('/liff/portfolio/works', { title: '古い写真', photoIds: [old.id] });
    expect(create.status).toBe(404);
    expect(errorOf(create.body).message).toBe(msg.photoNotFound);
    await t.request().get(old.thumbUrl).expect(404);

    // Not yet swept within the grace period.
    expect((await sweepPortfolioUploads(t.deps)).deleted).not.toContain(old.id);
    t.clock.advance(PORTFOLIO_SWEEP_GRACE_MS);
    const report = await sweepPortfolioUploads(t.deps);
    expect(report.deleted).toContain(old.id);
    expect(report.failed).toEqual([]);
    const doc = await portfolioDoc(t, worker.uid);
    expect(doc?.pending.map((p) => p.id)).toEqual([fresh.id]);
    expect(doc?.pendingSince).toEqual(doc?.pending[0].createdAt);
    expect(photoFiles(t, worker.uid).filter((f) => f.includes(old.id))).toEqual([]);
    expect(photoFiles(t, worker.uid).filter((f) => f.includes(fresh.id))).toHaveLength(4);
    // A second run finds nothing more of hers.
    expect((await sweepPortfolioUploads(t.deps)).deleted).not.toContain(fresh.id);
  });

  it('answers 404 for an unknown photo, a malformed id and a suspended worker’s photos', async () => {
    const worker = await makeUser(t, 'worker');
    const photo = await uploaded(t, worker);
    await t.request().get(`/liff/workers/${worker.uid}/portfolio/photos/nope?size=thumb`).expect(404);
    await t.request().get(`/liff/workers/${worker.uid}/portfolio/photos/..%2F..%2Fx?size=thumb`).expect(404);
    await t.request().get(`/liff/workers/someoneelse/portfolio/photos/${photo.id}`).expect(404);
    await t
      .request()
      .get(`${photo.thumbUrl.split('?')[0]}?size=huge`)
      .expect(400);
    await t.store.update(`users/${worker.uid}`, { suspension: { reason: '規約違反', at: new Date(), by: 'admin1' } });
    await t.request().get(photo.thumbUrl).expect(404);
  });
});
