/**
 * The worker portfolio (作品集, docs/product/portfolio.md): shapes, limits, messages and the request
 * schemas, shared by the API and the web (the form and the server validate with the same schema).
 *
 *   PUT    /liff/portfolio/photos                                   raw image -> PortfolioUpload (201)
 *   GET    /liff/portfolio                                          -> Portfolio (the caller's own)
 *   POST   /liff/portfolio/works          PortfolioWorkInput         -> PortfolioWork (201)
 *   PATCH  /liff/portfolio/works/:id      PortfolioWorkPatch         -> PortfolioWork
 *   DELETE /liff/portfolio/works/:id                                -> Portfolio
 *   PUT    /liff/portfolio/order          {ids}                      -> Portfolio
 *   GET    /liff/workers/:id/portfolio                              -> Portfolio (any verified user)
 *   GET    /liff/workers/:id/portfolio/photos/:photoId?size=thumb|full  the JPEG (public, no token)
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import { boundedText, isHttpUrl, object, text, withHttpsScheme, withinLimit } from './schemas/text';

export const PORTFOLIO_LIMITS = {
  /** Works per worker. */
  works: 20,
  /** Photographs per work (at least 1). */
  photos: 5,
  title: 50,
  description: 1000,
  link: 300,
  /** Bytes of one uploaded file. */
  uploadBytes: 10 * 1024 * 1024,
  /** Pixels of one uploaded picture (read from its header before anything is decoded). */
  uploadPixels: 50_000_000,
  /** Uploads a worker may hold that no work uses yet. */
  pendingPhotos: 20,
  /** An upload no work uses is deleted after this long (and can no longer be used). */
  pendingHours: 24,
} as const;

/** Long side of the stored sizes, in pixels: the grid's thumbnail and the full view. */
export const PORTFOLIO_PHOTO_SIZES = { thumb: 480, full: 2048 } as const;
export type PortfolioPhotoSize = keyof typeof PORTFOLIO_PHOTO_SIZES;

/** Messages the API answers and the screens show (docs/product/portfolio.md#errors). */
export const PORTFOLIO_MESSAGES = {
  tooManyWorks: `作品は${PORTFOLIO_LIMITS.works}件まで登録できます`,
  photosRequired: '写真を1枚以上選択してください',
  tooManyPhotos: `写真は1作品につき${PORTFOLIO_LIMITS.photos}枚まで選択できます`,
  duplicatePhoto: '同じ写真が複数選択されています',
  photoNotFound: '写真が見つかりません。もう一度アップロードしてください',
  photoInUse: 'この写真はほかの作品で使われています',
  workNotFound: '作品が見つかりません',
  workerNotFound: '受注者が見つかりません',
  orderMismatch: '並び順には現在の作品をすべて1回ずつ指定してください',
  nothingToChange: '変更する項目がありません',
  tooManyPending: `作品に使われていない写真が多すぎます（${PORTFOLIO_LIMITS.pendingPhotos}枚まで）。作品を登録してからもう一度お試しください`,
  tooLarge: `画像のサイズが大きすぎます（${PORTFOLIO_LIMITS.uploadBytes / 1024 / 1024}MBまで）`,
  tooManyPixels: '画像の解像度が大きすぎます（5,000万画素まで）。縮小してからお試しください',
  notAnImage: '画像ファイル（JPEG・PNGなど）を選択してください',
} as const;

/** One photograph: its stored size (the full one) and the API paths of both sizes (for <img src>). */
export interface PortfolioPhoto {
  id: string;
  width: number;
  height: number;
  thumbUrl: string;
  fullUrl: string;
}

/** PUT /liff/portfolio/photos: the upload, usable by a work until expiresAt. */
export interface PortfolioUpload extends PortfolioPhoto {
  expiresAt: string;
}

export interface PortfolioWork {
  id: string;
  title: string;
  description: string | null;
  link: string | null;
  /** In the order the worker chose; the first is the work's cover. */
  photos: PortfolioPhoto[];
  createdAt: string;
  updatedAt: string;
}

/** A worker's works in the order she chose. */
export interface Portfolio {
  workerId: string;
  works: PortfolioWork[];
}

/** The API path of a stored photo (public: <img> sends no token). */
export const portfolioPhotoUrl = (workerId: string, photoId: string, size: PortfolioPhotoSize): string =>
  `/liff/workers/${encodeURIComponent(workerId)}/portfolio/photos/${encodeURIComponent(photoId)}?size=${size}`;

const photoId = text(m.type).required(m.required).max(128, PORTFOLIO_MESSAGES.photoNotFound);

const photoIds = yup
  .array(photoId)
  .typeError(m.type)
  .min(1, PORTFOLIO_MESSAGES.photosRequired)
  .max(PORTFOLIO_LIMITS.photos, PORTFOLIO_MESSAGES.tooManyPhotos)
  .test('unique', PORTFOLIO_MESSAGES.duplicatePhoto, (ids) => !ids || new Set(ids).size === ids.length);

/** Optional text: absent, null or empty (after trimming) is none. */
const optionalText = (max: number) =>
  text(m.type)
    .max(max, m.max(max))
    .nullable()
    .transform((v: unknown) => (v === '' ? null : v));

const optionalLink = () =>
  optionalText(PORTFOLIO_LIMITS.link)
    .transform(withHttpsScheme)
    .test('url', m.url, withinLimit(PORTFOLIO_LIMITS.link, isHttpUrl));

const fields = {
  title: boundedText(PORTFOLIO_LIMITS.title, m),
  description: optionalText(PORTFOLIO_LIMITS.description),
  // An address typed without https:// is stored with it, as the client's homepage is.
  link: optionalLink(),
};

/** POST /liff/portfolio/works (docs/product/portfolio.md#rules). */
export const portfolioWorkSchema = object({
  ...fields,
  photoIds: photoIds.required(PORTFOLIO_MESSAGES.photosRequired),
})
  .typeError(m.type)
  .exact(m.unknown)
  .strict(false);
export type PortfolioWorkInput = yup.InferType<typeof portfolioWorkSchema>;

/**
 * PATCH /liff/portfolio/works/:id: any of the fields; null or '' clears the description or the link;
 * photoIds replaces the work's photos (kept ones by their id, new ones by their upload's id).
 */
export const portfolioWorkPatchSchema = object({
  title: boundedText(PORTFOLIO_LIMITS.title, m).optional(),
  description: fields.description,
  link: fields.link,
  photoIds: photoIds.optional(),
})
  .typeError(m.type)
  .exact(m.unknown)
  .strict(false)
  .test('not-empty', PORTFOLIO_MESSAGES.nothingToChange, (v) => !!v && Object.values(v).some((x) => x !== undefined));
export type PortfolioWorkPatch = yup.InferType<typeof portfolioWorkPatchSchema>;

/** PUT /liff/portfolio/order: every current work's id once, in the new order. */
export const portfolioOrderSchema = object({
  ids: yup
    .array(text(m.type).required(m.required).max(128, PORTFOLIO_MESSAGES.orderMismatch))
    .typeError(m.type)
    .max(PORTFOLIO_LIMITS.works, PORTFOLIO_MESSAGES.orderMismatch)
    .required(m.required),
})
  .typeError(m.type)
  .exact(m.unknown)
  .strict(false);
export type PortfolioOrderInput = yup.InferType<typeof portfolioOrderSchema>;
