/**
 * From a composed SVG to a camera-like original (docs/data.md#demo-pictures): rendered by sharp,
 * softened a little and given film grain drawn from the seed, so that at thumbnail size it reads as
 * a photograph rather than a flat icon. The result is a JPEG as a phone would send; the callers
 * pass it through the features' own encoding, as an upload.
 */
import sharp from 'sharp';
import type { Rng } from './random';

export interface RenderOptions {
  /**
   * Drawn at this fraction of the size and enlarged: a soft picture loses nothing by it and draws
   * in a quarter of the time at 0.5 (the first start draws some sixty photographs).
   */
  scale: number;
  /** Gaussian blur sigma in pixels; under 0.3 for none. */
  blur: number;
  /** Grain amplitude (0 to about 30). */
  grain: number;
}

const TILE = 192;

/** A grey tile of seeded noise around 128 (neutral for the overlay blend). */
function grainTile(rng: Rng, amplitude: number): Buffer {
  const tile = Buffer.alloc(TILE * TILE * 3);
  for (let i = 0; i < TILE * TILE; i++) {
    // The sum of two draws: a softer, roughly bell-shaped grain.
    const v = 128 + Math.round((rng.next() + rng.next() - 1) * amplitude * 2);
    tile[i * 3] = tile[i * 3 + 1] = tile[i * 3 + 2] = Math.max(0, Math.min(255, v));
  }
  return tile;
}

export const svgDocument = (width: number, height: number, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

export async function renderJpeg(svg: string, width: number, height: number, rng: Rng, o: RenderOptions): Promise<Buffer> {
  let img = sharp(Buffer.from(svg), { density: 72 * o.scale }).flatten({ background: '#ffffff' });
  if (o.scale !== 1) {
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize(width, height, {
      fit: 'fill',
    });
  }
  if (o.blur >= 0.3) img = img.blur(o.blur);
  if (o.grain > 0) {
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).composite([
      { input: grainTile(rng, o.grain), raw: { width: TILE, height: TILE, channels: 3 }, tile: true, blend: 'soft-light' },
    ]);
  }
  return img.jpeg({ quality: 92 }).toBuffer();
}
