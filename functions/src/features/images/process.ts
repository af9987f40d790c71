/**
 * Turns an uploaded file into the stored JPEG (docs/product/entities.md#images): the content must really be
 * a raster image (its bytes decide, not its name or content type); EXIF orientation is applied, the picture
 * is fitted inside a per-kind box without enlarging, re-encoded as JPEG and stripped of metadata.
 */
import sharp from 'sharp';
import type { ImageKind } from '@common/api';
import { ApiError } from '../../http/errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const IMAGE_BOX: Record<ImageKind, { width: number; height: number }> = {
  profile: { width: 1024, height: 1024 },
  background: { width: 1600, height: 900 },
};

/** Raster formats a phone may send. SVG is refused: it is a document that can carry scripts and links. */
export const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/** Decompression bombs: a small file that would expand to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE = '画像ファイル（JPEG・PNGなど）を選択してください';
export const BROKEN_IMAGE = '画像を読み込めませんでした。別の画像をお試しください';

const refuse = (message: string) => new ApiError(400, 'invalid_argument', message);

export async function toStoredJpeg(input: Buffer, kind: ImageKind): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw refuse(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse(NOT_AN_IMAGE);

  const box = IMAGE_BOX[kind];
  try {
    // failOn 'warning': a file cut short or with damaged data is refused rather than stored half grey.
    return await sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      // Transparent PNG areas would turn black in JPEG.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw refuse(BROKEN_IMAGE);
  }
}
