/**
 * The demo's generated pictures (docs/data.md#demo-pictures): the drawings are deterministic per
 * seed key and come out as JPEGs of the stored sizes; after the seed, every demo user's profile
 * images and every demo worker's portfolio photographs are served by the API, encoded exactly as an
 * upload is; the browser journeys' seed keeps none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PORTFOLIO_LIMITS, PORTFOLIO_PHOTO_SIZES } from '@common/portfolio';
import { buildSeed } from '../../src/local/seed';
import { DEMO_PORTFOLIOS, DEMO_PROFILES, ensureDemoPictures } from '../../src/local/demoImages';
import { rngFor } from '../../src/local/demoImages/random';
import { avatarPicture, backgroundPicture, logoPicture, scenePicture } from '../../src/local/demoImages/pictures';
import { MemoryStore } from '../../src/adapters/store/memory';
import { FileImageStore } from '../../src/adapters/images/local';
import { IMAGE_BOX, toStoredJpeg } from '../../src/features/images/process';
import { toStoredJpegs } from '../../src/features/images';
import { SPECS } from '../../src/features/portfolio/photos';
import { portfolios, type PortfolioDoc } from '../../src/documents/portfolio';
import { userPath, type UserDoc } from '../../src/documents/users';
import { createTestApp, describeApi, type TestApp } from '../support/harness';

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;

describe('demo picture generator', () => {
  jest.setTimeout(60_000);

  it('draws the same JPEG for the same key, another for another key', async () => {
    const a = await avatarPicture(rngFor('Udemo-x/profile'), 'female').render();
    const b = await avatarPicture(rngFor('Udemo-x/profile'), 'female').render();
    const c = await avatarPicture(rngFor('Udemo-y/profile'), 'female').render();
    expect(isJpeg(a)).toBe(true);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    const p1 = await scenePicture(rngFor('Udemo-x/photo-1'), 'nails', 'square').render();
    const p2 = await scenePicture(rngFor('Udemo-x/photo-1'), 'nails', 'square').render();
    expect(p1.equals(p2)).toBe(true);
  });

  it('makes pictures of the declared sizes that the features encode into their stored sizes', async () => {
    const cases = [
      [avatarPicture(rngFor('k1'), 'male'), 'profile'],
      [logoPicture(rngFor('k2'), 'L', 30), 'profile'],
      [backgroundPicture(rngFor('k3')), 'background'],
    ] as const;
    for (const [pic, kind] of cases) {
      const source = await pic.render();
      expect(await sharp(source).metadata()).toMatchObject({ format: 'jpeg', width: pic.width, height: pic.height });
      const stored = await sharp(await toStoredJpeg(source, kind)).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.width).toBeLessThanOrEqual(IMAGE_BOX[kind].width);
      expect(stored.height).toBeLessThanOrEqual(IMAGE_BOX[kind].height);
    }
    for (const scene of ['hair', 'nails', 'interior', 'products'] as const) {
      const pic = scenePicture(rngFor(`k-${scene}`), scene, 'portrait');
      const enc = await toStoredJpegs(await pic.render(), SPECS, {
        maxPixels: PORTFOLIO_LIMITS.uploadPixels,
        tooManyPixels: 'x',
      });
      expect([enc.full.width, enc.full.height]).toEqual([pic.width, pic.height]);
      expect(Math.max(enc.thumb.width, enc.thumb.height)).toBe(PORTFOLIO_PHOTO_SIZES.thumb);
      expect(isJpeg(enc.full.data) && isJpeg(enc.thumb.data)).toBe(true);
    }
  });

  it('leaves the browser journeys’ seed without pictures', () => {
    const before = process.env.SEED_E2E;
    process.env.SEED_E2E = 'true';
    try {
      const docs = buildSeed(mkdtempSync(join(tmpdir(), 'seed-')), new Date());
      const withImages = Object.entries(docs).filter(
        ([p, d]) => /^users\/[^/]+$/.test(p) && Object.keys((d as unknown as UserDoc).images ?? {}).length,
      );
      expect(withImages).toEqual([]);
      expect(Object.keys(docs).filter((p) => p.startsWith('portfolios/'))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.SEED_E2E;
      else process.env.SEED_E2E = before;
    }
  });
});

describeApi('demo pictures served by the API', () => {
  let t: TestApp;
  let root: string;
  let cache: string;
  let store: MemoryStore;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'salonworks-demo-pictures-'));
    cache = mkdtempSync(join(tmpdir(), 'salonworks-demo-cache-'));
    store = new MemoryStore({ seed: buildSeed(mkdtempSync(join(tmpdir(), 'seed-')), new Date()) });
    const images = new FileImageStore(root);
    const first = await ensureDemoPictures({ store, images }, { cacheDir: cache });
    expect(first.drawn).toBeGreaterThan(0);
    // A second start writes nothing; a fresh data folder is filled from the cache without drawing.
    expect(await ensureDemoPictures({ store, images }, { cacheDir: cache })).toMatchObject({ written: 0, drawn: 0 });
    const fresh = mkdtempSync(join(tmpdir(), 'salonworks-demo-pictures-'));
    const again = await ensureDemoPictures({ store, images: new FileImageStore(fresh) }, { cacheDir: cache });
    expect(again).toMatchObject({ drawn: 0, cached: first.drawn, written: first.written });
    rmSync(fresh, { recursive: true, force: true });
    t = await createTestApp({ deps: () => ({ store, images }) });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  it('serves both images of every demo user on her side, with the version the documents name', async () => {
    for (const { uid, side } of DEMO_PROFILES) {
      const user = await store.get<UserDoc>(userPath(uid));
      for (const kind of ['profile', 'background'] as const) {
        expect(user?.images?.[`${side}/${kind}`]).toBeInstanceOf(Date);
        const res = await t.request().get(`/liff/images/${uid}/${side}/${kind}`).expect(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(res.body as Buffer).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.width).toBeLessThanOrEqual(IMAGE_BOX[kind].width);
      }
    }
  });

  it('gives every demo worker at least 3 works of 1 to 5 photos, each size served and encoded as an upload', async () => {
    const workers = Object.keys(DEMO_PORTFOLIOS);
    expect(workers.length).toBeGreaterThanOrEqual(5);
    for (const uid of workers) {
      const doc = (await portfolios.get(store, uid)) as PortfolioDoc;
      expect(doc.works.length).toBeGreaterThanOrEqual(3);
      for (const work of doc.works) {
        expect(work.photos.length).toBeGreaterThanOrEqual(1);
        expect(work.photos.length).toBeLessThanOrEqual(5);
        for (const photo of work.photos) {
          const full = await t.request().get(`/liff/workers/${uid}/portfolio/photos/${photo.id}?size=full`).expect(200);
          expect(full.headers['content-type']).toBe('image/jpeg');
          expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ width: photo.width, height: photo.height });
          const thumb = await t.request().get(`/liff/workers/${uid}/portfolio/photos/${photo.id}?size=thumb`).expect(200);
          const m = await sharp(thumb.body as Buffer).metadata();
          expect(Math.max(m.width ?? 0, m.height ?? 0)).toBe(PORTFOLIO_PHOTO_SIZES.thumb);
        }
      }
    }
    // The bytes are the portfolio's own encoding of the drawing, as an upload of it would store them.
    const [uid] = workers;
    const doc = (await portfolios.get(store, uid)) as PortfolioDoc;
    const photo = doc.works[0].photos[0];
    const [scene, frame] = DEMO_PORTFOLIOS[uid].works[0].photos[0];
    const drawn = await scenePicture(rngFor(`${uid}/${photo.id}`), scene, frame).render();
    const encoded = await toStoredJpegs(drawn, SPECS, { maxPixels: PORTFOLIO_LIMITS.uploadPixels, tooManyPixels: 'x' });
    const served = await t.request().get(`/liff/workers/${uid}/portfolio/photos/${photo.id}?size=full`).expect(200);
    expect((served.body as Buffer).equals(encoded.full.data)).toBe(true);
  });
});
