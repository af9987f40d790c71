/**
 * The demo's pictures (docs/data.md#demo-pictures): avatars of the demo workers, logos of the demo
 * salons, a background per user and side, and portfolio works with photographs for every demo
 * worker. Everything is drawn by code in this folder from a seed (the user id, the photo id), so the
 * demo needs no downloaded or copied picture.
 *
 * Two halves:
 *   - addDemoPictures (sync, from buildSeed): the documents, as the API writes them: users/{uid}
 *     `images` versions and portfolios/{uid} with works and photo sizes.
 *   - ensureDemoPictures (async, from the local server at every start): the files those documents
 *     name and the store lacks, encoded by the features' own code (toStoredJpeg for profile images,
 *     toStoredJpegs with the portfolio's sizes for photos), so nothing differs from an upload.
 *     Encoded files are cached under node_modules/.cache/salonworks-demo-images/<key>/, keyed by
 *     DEMO_PICTURES_VERSION and the stored sizes: a fresh emulator-data/local/ is filled in
 *     milliseconds once the pictures were drawn once.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ImageKind } from '@common/api';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioPhotoSize } from '@common/portfolio';
import type { UserType } from '@common/options';
import type { DocData } from '../../ports/store';
import type { Deps } from '../../ports';
import { userPath, type UserDoc } from '../../documents/users';
import { portfolioPhotoKey, portfolios, type PortfolioDoc, type PortfolioWorkDoc } from '../../documents/portfolio';
import { IMAGE_BOX, toStoredJpeg } from '../../features/images/process';
import { toStoredJpegs } from '../../features/images';
import { PHOTO_SIZES, SPECS } from '../../features/portfolio/photos';
import { DEMO_MARKETPLACE_USERS as U } from '../seedMarketplace';
import { rngFor } from './random';
import {
  avatarPicture,
  backgroundPicture,
  FRAME_SIZE,
  logoPicture,
  scenePicture,
  type Frame,
  type Picture,
  type Scene,
} from './pictures';
import type { Presentation } from './portrait';

/** Bump when a drawing changes: the cache then draws every picture again. */
export const DEMO_PICTURES_VERSION = 1;

const DAY = 24 * 3600_000;

type Look = { logo: string; hue: number } | { presentation: Presentation };

/** Whose profile images the demo has, on which side, and what their avatar is. */
export const DEMO_PROFILES: readonly { uid: string; side: UserType; look: Look }[] = [
  { uid: U.clientLumiere, side: 'client', look: { logo: 'L', hue: 32 } },
  { uid: U.clientBloom, side: 'client', look: { logo: 'B', hue: 340 } },
  { uid: U.clientHanare, side: 'client', look: { logo: 'H', hue: 150 } },
  { uid: U.clientCiel, side: 'client', look: { logo: 'C', hue: 205 } },
  { uid: U.workerSato, side: 'worker', look: { presentation: 'male' } },
  { uid: U.workerSuzuki, side: 'worker', look: { presentation: 'female' } },
  { uid: U.workerStudio, side: 'worker', look: { logo: 'S', hue: 45 } },
  { uid: U.workerTakahashi, side: 'worker', look: { presentation: 'male' } },
  { uid: U.workerIto, side: 'worker', look: { presentation: 'female' } },
];

interface WorkSeed {
  title: string;
  description: string | null;
  link: string | null;
  daysAgo: number;
  photos: [Scene, Frame][];
}

/** Each demo worker's portfolio, in her order (3 to 4 works of 1 to 5 photos). */
export const DEMO_PORTFOLIOS: Readonly<Record<string, { short: string; works: WorkSeed[] }>> = {
  [U.workerSato]: {
    short: 'sato',
    works: [
      {
        title: 'ヘアカタログ 秋冬コレクション',
        description: '表参道のサロン様のヘアカタログ撮影です。自然光に近いライティングで、髪の透明感と質感を大切にしました。',
        link: 'https://portfolio.example.jp/sato/catalog',
        daysAgo: 20,
        photos: [
          ['hair', 'portrait'],
          ['hair', 'portrait'],
          ['hair', 'square'],
          ['hair', 'landscape'],
        ],
      },
      {
        title: 'ブライダルヘアセット',
        description: '前撮り用のヘアセットを、後ろ姿と横顔を中心に撮影しました。',
        link: null,
        daysAgo: 45,
        photos: [
          ['hair', 'portrait'],
          ['hair', 'portrait'],
          ['hair', 'square'],
        ],
      },
      {
        title: 'サロン内観（表参道）',
        description: 'ホットペッパー掲載用の店内写真です。',
        link: null,
        daysAgo: 70,
        photos: [
          ['interior', 'landscape'],
          ['interior', 'landscape'],
        ],
      },
      { title: 'スタイリスト宣材写真', description: null, link: null, daysAgo: 100, photos: [['hair', 'portrait']] },
    ],
  },
  [U.workerSuzuki]: {
    short: 'suzuki',
    works: [
      {
        title: 'ショートボブ特集',
        description: 'カット技術が伝わるよう、シルエットが分かる角度で撮影しています。',
        link: null,
        daysAgo: 12,
        photos: [
          ['hair', 'portrait'],
          ['hair', 'portrait'],
          ['hair', 'square'],
        ],
      },
      {
        title: 'ヘアケア商品の物撮り',
        description: 'サロン専売品のEC用写真。背景色はブランドカラーに合わせました。',
        link: 'https://portfolio.example.jp/suzuki/products',
        daysAgo: 30,
        photos: [
          ['products', 'square'],
          ['products', 'landscape'],
          ['products', 'square'],
        ],
      },
      {
        title: 'イメージ撮影',
        description: null,
        link: null,
        daysAgo: 60,
        photos: [
          ['hair', 'landscape'],
          ['hair', 'portrait'],
        ],
      },
    ],
  },
  [U.workerStudio]: {
    short: 'studio',
    works: [
      {
        title: '店舗撮影（ヘアサロン）',
        description: '開店前の店内を広角で。照明と鏡の映り込みを整えてから撮影します。',
        link: 'https://studio-hikari.example.jp/works/salon',
        daysAgo: 8,
        photos: [
          ['interior', 'landscape'],
          ['interior', 'landscape'],
          ['interior', 'square'],
          ['interior', 'portrait'],
        ],
      },
      {
        title: '新商品 EC サイト用',
        description: 'シャンプー・トリートメントの新ラインを5カットで。',
        link: null,
        daysAgo: 25,
        photos: [
          ['products', 'square'],
          ['products', 'square'],
          ['products', 'landscape'],
          ['products', 'portrait'],
          ['products', 'square'],
        ],
      },
      {
        title: 'ネイルサロン 内観',
        description: null,
        link: null,
        daysAgo: 50,
        photos: [
          ['interior', 'landscape'],
          ['nails', 'square'],
        ],
      },
    ],
  },
  [U.workerTakahashi]: {
    short: 'takahashi',
    works: [
      {
        title: 'スタッフ宣材写真',
        description: '白背景と店内の2パターン。ホットペッパーのスタッフ紹介用です。',
        link: null,
        daysAgo: 15,
        photos: [
          ['hair', 'portrait'],
          ['hair', 'portrait'],
          ['hair', 'square'],
        ],
      },
      {
        title: 'Instagram 用スナップ',
        description: 'スタイリストさんの施術風景とスタイル写真。',
        link: 'https://instagram.example.jp/takahashi.ren',
        daysAgo: 40,
        photos: [
          ['hair', 'square'],
          ['interior', 'square'],
          ['hair', 'square'],
        ],
      },
      { title: '店内の雰囲気', description: null, link: null, daysAgo: 75, photos: [['interior', 'landscape']] },
    ],
  },
  [U.workerIto]: {
    short: 'ito',
    works: [
      {
        title: 'ニュアンスネイル',
        description: '1デザインずつ接写で。Instagram 用に正方形でお渡ししています。',
        link: 'https://portfolio.example.jp/ito/nail',
        daysAgo: 5,
        photos: [
          ['nails', 'square'],
          ['nails', 'square'],
          ['nails', 'portrait'],
          ['nails', 'square'],
        ],
      },
      {
        title: '季節のデザイン',
        description: '春夏の新作デザインのサンプル撮影です。',
        link: null,
        daysAgo: 35,
        photos: [
          ['nails', 'square'],
          ['nails', 'landscape'],
          ['nails', 'square'],
        ],
      },
      {
        title: 'ネイル用品の物撮り',
        description: null,
        link: null,
        daysAgo: 80,
        photos: [
          ['products', 'square'],
          ['products', 'landscape'],
        ],
      },
    ],
  },
};

const workId = (short: string, w: number) => `demo-${short}-w${w + 1}`;
const photoId = (short: string, w: number, p: number) => `demo-${short}-w${w + 1}-p${p + 1}`;

function profilePicture(uid: string, kind: ImageKind, look: Look): Picture {
  const rng = rngFor(`${uid}/${kind}`);
  if (kind === 'background') return backgroundPicture(rng);
  return 'logo' in look ? logoPicture(rng, look.logo, look.hue) : avatarPicture(rng, look.presentation);
}

/**
 * Adds the pictures' documents to the seed (from buildSeed, after the users): each demo user's image
 * versions and each demo worker's portfolio. Users missing from docs are skipped.
 */
export function addDemoPictures(docs: Record<string, DocData>, now: Date): void {
  const uploaded = new Date(now.getTime() - 90 * DAY);
  for (const { uid, side } of DEMO_PROFILES) {
    const user = docs[userPath(uid)] as unknown as UserDoc | undefined;
    if (!user) continue;
    const images = { ...(user.images ?? {}), [`${side}/profile`]: uploaded, [`${side}/background`]: uploaded };
    docs[userPath(uid)] = { ...docs[userPath(uid)], images };
  }
  for (const [uid, { short, works }] of Object.entries(DEMO_PORTFOLIOS)) {
    if (!docs[userPath(uid)]) continue;
    const doc: PortfolioDoc = {
      uid,
      works: works.map((w, i): PortfolioWorkDoc => {
        const at = new Date(now.getTime() - w.daysAgo * DAY);
        return {
          id: workId(short, i),
          title: w.title,
          description: w.description,
          link: w.link,
          // The camera originals are under the full size, so the stored full size is the original's.
          photos: w.photos.map(([, frame], p) => ({ id: photoId(short, i, p), ...FRAME_SIZE[frame], createdAt: at })),
          createdAt: at,
          updatedAt: at,
        };
      }),
      pending: [],
      pendingSince: null,
      updatedAt: now,
    };
    docs[portfolios.ref(uid).path] = { ...doc };
  }
}

/** A picture of the plan by its photo id. */
function portfolioPicture(uid: string, id: string): Picture | null {
  const plan = DEMO_PORTFOLIOS[uid];
  const m = /-w(\d+)-p(\d+)$/.exec(id);
  const spec = m && plan?.works[Number(m[1]) - 1]?.photos[Number(m[2]) - 1];
  if (!spec || id !== photoId(plan.short, Number(m[1]) - 1, Number(m[2]) - 1)) return null;
  return scenePicture(rngFor(`${uid}/${id}`), spec[0], spec[1]);
}

export interface EnsureOptions {
  /** Folder of encoded files kept between starts; null for none. */
  cacheDir?: string | null;
  /** Pictures drawn at once. */
  concurrency?: number;
}

export interface EnsureReport {
  /** Files written to the image store. */
  written: number;
  /** Pictures drawn and encoded now. */
  drawn: number;
  /** Pictures taken from the cache. */
  cached: number;
  ms: number;
}

/** What the cache's folder is keyed by: the drawings' version and the stored sizes. */
export function cacheKey(): string {
  const basis = JSON.stringify({ v: DEMO_PICTURES_VERSION, box: IMAGE_BOX, specs: SPECS });
  return `v${DEMO_PICTURES_VERSION}-${createHash('sha256').update(basis).digest('hex').slice(0, 12)}`;
}

export const defaultCacheDir = (): string =>
  join(resolve(__dirname, '..', '..', '..', '..'), 'node_modules', '.cache', 'salonworks-demo-images', cacheKey());

async function readCached(dir: string | null, keys: string[]): Promise<Buffer[] | null> {
  if (!dir) return null;
  try {
    return await Promise.all(keys.map((k) => readFile(join(dir, k))));
  } catch {
    return null;
  }
}

async function writeCached(dir: string | null, entries: [string, Buffer][]): Promise<void> {
  if (!dir) return;
  // A cache that cannot be written only costs the next start its time.
  await Promise.all(
    entries.map(async ([k, data]) => {
      const file = join(dir, k);
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    }),
  ).catch(() => undefined);
}

interface Job {
  keys: string[];
  encode(): Promise<Buffer[]>;
  store(files: Buffer[]): Promise<void>;
}

/**
 * Writes every demo picture that the store's documents name and the image store lacks: a user's
 * upload or a work's photos made since, or a deleted work, are left alone.
 */
export async function ensureDemoPictures(deps: Pick<Deps, 'store' | 'images'>, o: EnsureOptions = {}): Promise<EnsureReport> {
  const started = Date.now();
  const cacheDir = o.cacheDir === undefined ? defaultCacheDir() : o.cacheDir;
  const jobs: Job[] = [];

  for (const { uid, side, look } of DEMO_PROFILES) {
    const user = await deps.store.get<UserDoc>(userPath(uid));
    for (const kind of ['profile', 'background'] as const) {
      if (!user?.images?.[`${side}/${kind}`] || (await deps.images.get(uid, side, kind))) continue;
      jobs.push({
        keys: [`users/${uid}/${side}/${kind}.jpg`],
        encode: async () => [await toStoredJpeg(await profilePicture(uid, kind, look).render(), kind)],
        store: async ([jpeg]) => void (await deps.images.put(uid, side, kind, jpeg)),
      });
    }
  }
  for (const uid of Object.keys(DEMO_PORTFOLIOS)) {
    const doc = await portfolios.get(deps.store, uid);
    for (const photo of doc?.works.flatMap((w) => w.photos) ?? []) {
      const picture = portfolioPicture(uid, photo.id);
      if (!picture) continue;
      const keys = PHOTO_SIZES.map((size) => portfolioPhotoKey(uid, photo.id, size));
      const present = await Promise.all(keys.map((k) => deps.images.getObject(k)));
      if (present.every(Boolean)) continue;
      jobs.push({
        keys,
        encode: async () => {
          const encoded = await toStoredJpegs(await picture.render(), SPECS, {
            maxPixels: PORTFOLIO_LIMITS.uploadPixels,
            tooManyPixels: PORTFOLIO_MESSAGES.tooManyPixels,
          });
          return PHOTO_SIZES.map((size: PortfolioPhotoSize) => encoded[size].data);
        },
        store: async (files) => {
          await Promise.all(keys.map((k, i) => deps.images.putObject(k, files[i], 'image/jpeg')));
        },
      });
    }
  }

  const report: EnsureReport = { written: 0, drawn: 0, cached: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      let files = await readCached(cacheDir, job.keys);
      if (files) report.cached++;
      else {
        files = await job.encode();
        report.drawn++;
        await writeCached(
          cacheDir,
          job.keys.map((k, i) => [k, files![i]]),
        );
      }
      await job.store(files);
      report.written += files.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency ?? 2) }, worker));
  report.ms = Date.now() - started;
  return report;
}
