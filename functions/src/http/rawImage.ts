/**
 * A raw image upload's body (docs/product/api.md#conventions: uploads are raw image bytes): the
 * announced type, then the bytes under a cap. body-parser refuses a declared Content-Length over the
 * cap before reading, counts the bytes actually streamed (chunked uploads), and drains the request so
 * the caller still receives the 413 answer.
 */
import express, { type Request, type Response } from 'express';
import { ApiError, errors } from './errors';

/** An upload announces an image (or plain bytes, or nothing); JSON, forms, text and SVG are refused (415). */
export function assertImageContentType(req: Request, message: string): void {
  const type = req.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (type === undefined || type === '' || type === 'application/octet-stream') return;
  if (/^image\/[a-z0-9.+-]+$/.test(type) && type !== 'image/svg+xml') return;
  throw new ApiError(415, 'unsupported_media_type', message);
}

/** The raw body, at most maxBytes (413 with tooLarge), never empty (400). */
export function readRawImage(req: Request, res: Response, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const parse = express.raw({ type: () => true, limit: maxBytes });
  return new Promise<Buffer>((resolve, reject) =>
    parse(req, res, (err?: unknown) => {
      if (err) {
        const type = (err as { type?: string }).type;
        if (type === 'entity.too.large') return reject(new ApiError(413, 'payload_too_large', tooLarge));
        if (type === 'request.aborted' || type === 'request.size.invalid' || type === 'encoding.unsupported') {
          return reject(errors.invalid(undefined, '画像を受け取れませんでした。もう一度お試しください'));
        }
        return reject(err);
      }
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return reject(errors.invalid(undefined, '画像を選択してください'));
      resolve(body);
    }),
  );
}
