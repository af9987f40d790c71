/**
 * Several stored sizes of one upload (a room image's and a portfolio photo's thumbnail and full view:
 * docs/product/portfolio.md#photos), by the rules of toStoredJpeg (process.ts,
 * docs/product/entities.md#images): the bytes must be a raster image of an accepted format, EXIF
 * orientation is applied, each size is fitted inside its box without enlarging, flattened on white,
 * re-encoded as JPEG and stripped of metadata.
 *
 * Memory: a decoded picture costs 3-4 bytes per pixel whatever its file size (a flat 20000x20000 PNG
 * is a few hundred KB), so the pixel count is read from the header and refused above the caller's
 * limit before anything is decoded, and the original is decoded once: the smaller sizes are made from
 * the largest JPEG.
 */
import sharp from 'sharp';
import { ApiError } from '../../http/errors';
import { ACCEPTED_FORMATS, BROKEN_IMAGE, NOT_AN_IMAGE } from './process';

export interface VariantSpec {
  /** The box is longSide x longSide: the picture's long side ends up at most this long. */
  longSide: number;
  quality: number;
}

export interface EncodedVariant {
  data: Buffer;
  width: number;
  height: number;
}

export interface VariantLimits {
  maxPixels: number;
  /** The 400's message for a picture over maxPixels. */
  tooManyPixels: string;
}

const refuse = (message: string) => new ApiError(400, 'invalid_argument', message);

/** From the header only: the format, and the pixels of one frame (animations keep their first). */
async function checkHeader(input: Buffer, limits: VariantLimits): Promise<void> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(NOT_AN_IMAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw refuse(NOT_AN_IMAGE);
  if (meta.width * (meta.pageHeight ?? meta.height) > limits.maxPixels) throw refuse(limits.tooManyPixels);
}

async function toJpeg(input: Buffer, spec: VariantSpec, original: boolean, maxPixels: number): Promise<EncodedVariant> {
  // failOn 'warning': a file cut short or with damaged data is refused rather than stored half grey.
  let img = sharp(input, { failOn: 'warning', limitInputPixels: maxPixels });
  // The largest JPEG, which the others are made from, is already upright and opaque.
  if (original) img = img.rotate();
  img = img.resize({ width: spec.longSide, height: spec.longSide, fit: 'inside', withoutEnlargement: true });
  // Transparent PNG areas would turn black in JPEG.
  if (original) img = img.flatten({ background: '#ffffff' });
  const { data, info } = await img.jpeg({ quality: spec.quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Every size of `specs`, largest first, as stored JPEGs; 400 with a Japanese message for anything else. */
export async function toStoredJpegs<K extends string>(
  input: Buffer,
  specs: Record<K, VariantSpec>,
  limits: VariantLimits,
): Promise<Record<K, EncodedVariant>> {
  await checkHeader(input, limits);
  const order = (Object.keys(specs) as K[]).sort((a, b) => specs[b].longSide - specs[a].longSide);
  const out = {} as Record<K, EncodedVariant>;
  try {
    const [largest, ...rest] = order;
    out[largest] = await toJpeg(input, specs[largest], true, limits.maxPixels);
    // One after the other: parallel requests already share the function's memory.
    for (const k of rest) out[k] = await toJpeg(out[largest].data, specs[k], false, limits.maxPixels);
  } catch {
    throw refuse(BROKEN_IMAGE);
  }
  return out;
}
