/**
 * Shrinks a photo in the browser before it is uploaded, when the server would refuse it (more than
 * 25 megapixels or 10 MB: features/rooms/images.ts) or it is simply larger than it needs to be: a
 * picture whose long side is over SHRINK_LONG_SIDE is drawn on a canvas at that size (upright, as the
 * browser shows it) and encoded as JPEG. Anything the browser cannot decode, or where it lacks
 * createImageBitmap or a canvas, is sent as it is (the server checks it and explains a refusal).
 */

/** The long side a photo is shrunk to (the room keeps 1600 px; this leaves the server room to re-encode). */
export const SHRINK_LONG_SIDE = 4000;
/** Larger files are re-encoded even when their size in pixels is within the limit. */
export const SHRINK_ABOVE_BYTES = 8 * 1024 * 1024;
const QUALITY = 0.9;

function toBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/jpeg', QUALITY);
    } catch {
      resolve(null);
    }
  });
}

export async function shrinkImage(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const long = Math.max(bitmap.width, bitmap.height);
    const tooLarge = long > SHRINK_LONG_SIDE;
    if (!tooLarge && file.size <= SHRINK_ABOVE_BYTES) return file;
    const scale = Math.min(1, SHRINK_LONG_SIDE / long);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    // JPEG has no transparency: a PNG's clear parts become white, as the server would make them.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const out = await toBlob(canvas);
    if (!out || out.size === 0) return file;
    // Too many pixels: the smaller picture, whatever its bytes; otherwise only when it saves some.
    return tooLarge || out.size < file.size ? out : file;
  } finally {
    bitmap.close();
  }
}
