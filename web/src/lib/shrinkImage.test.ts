/**
 * shrinkImage: a photo over 4000 px on its long side (or over 8 MB) is drawn at 4000 px and sent as
 * JPEG; anything else, or anything the browser cannot decode, goes as it is.
 */
import { SHRINK_LONG_SIDE, shrinkImage } from './shrinkImage';

const file = (bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], 'p.jpg', { type });

let drawn: { w: number; h: number } | null;
let encoded: Blob;

beforeEach(() => {
  drawn = null;
  encoded = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const { width, height } = this;
    return {
      fillStyle: '',
      fillRect: jest.fn(),
      drawImage: jest.fn(() => {
        drawn = { w: width, h: height };
      }),
    } as unknown as CanvasRenderingContext2D;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb, type) => {
    expect(type).toBe('image/jpeg');
    cb(encoded);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

const bitmapOf = (width: number, height: number) => {
  const close = jest.fn();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({ width, height, close }));
  return close;
};

test('a 6000x4000 photo is drawn at 4000x2667 and sent as the JPEG', async () => {
  const close = bitmapOf(6000, 4000);
  const out = await shrinkImage(file(3_000_000));
  expect(drawn).toEqual({ w: SHRINK_LONG_SIDE, h: 2667 });
  expect(out).toBe(encoded);
  expect(close).toHaveBeenCalled();
});

test('a photo within the size goes as it is', async () => {
  bitmapOf(4000, 3000);
  const original = file(3_000_000);
  expect(await shrinkImage(original)).toBe(original);
  expect(drawn).toBeNull();
});

test('a heavy photo within the size is re-encoded only when that makes it smaller', async () => {
  bitmapOf(3000, 2000);
  const heavy = file(9 * 1024 * 1024);
  expect(await shrinkImage(heavy)).toBe(encoded);
  encoded = new Blob([new Uint8Array(10 * 1024 * 1024)], { type: 'image/jpeg' });
  expect(await shrinkImage(heavy)).toBe(heavy);
});

test('without createImageBitmap, or a picture it cannot decode, the file goes as it is', async () => {
  const original = file(100);
  expect(await shrinkImage(original)).toBe(original);
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => {
    throw new Error('cannot decode');
  });
  expect(await shrinkImage(original)).toBe(original);
});
