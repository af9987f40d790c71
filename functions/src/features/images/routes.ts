/**
 * Profile and background images per user and side (docs/product/api.md#profiles-and-images):
 *   PUT /liff/images/:side/:kind       raw file body (max 5 MB) -> { updatedAt }
 *   GET /liff/images/:uid/:side/:kind  the JPEG; public because <img> cannot send a bearer token
 */
import { Router } from 'express';
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { readRawImage } from '../../http/rawImage';
import { requireAuth, uidOf } from '../../http/auth';
import { isDocId } from '../../http/params';
import { MAX_UPLOAD_BYTES } from './process';
import { assertMayUpload, loadImage, saveImage } from './service';

export interface ImageUploadResponse {
  updatedAt: string;
}

const SIDES: readonly UserType[] = ['client', 'worker'];
const KINDS: readonly ImageKind[] = ['profile', 'background'];

const TOO_LARGE = '画像のサイズが大きすぎます（5MBまで）';

function parseTarget(params: Record<string, unknown>): { side: UserType; kind: ImageKind } {
  const side = params.side as UserType;
  const kind = params.kind as ImageKind;
  if (!SIDES.includes(side) || !KINDS.includes(kind)) throw errors.invalid(undefined, '画像の種類が正しくありません');
  return { side, kind };
}

export function imageRoutes(deps: Deps): Router {
  const router = Router();

  router.put('/liff/images/:side/:kind', requireAuth(deps.auth), async (req, res) => {
    const uid = uidOf(req);
    const { side, kind } = parseTarget(req.params);
    // Who may upload is checked before the body is read: a refused caller sends no 5 MB for nothing.
    await assertMayUpload(deps, uid, side);

    const body = await readRawImage(req, res, MAX_UPLOAD_BYTES, TOO_LARGE);

    const updatedAt = await saveImage(deps, uid, side, kind, body);
    const out: ImageUploadResponse = { updatedAt: updatedAt.toISOString() };
    res.json(out);
  });

  router.get('/liff/images/:uid/:side/:kind', async (req, res) => {
    const { side, kind } = parseTarget(req.params);
    // The one id rule (ids.ts): dots and slashes never reach a storage path.
    const uid = req.params.uid;
    if (!isDocId(uid)) throw errors.invalid(undefined, '画像の指定が正しくありません');
    const image = await loadImage(deps, uid, side, kind);
    res.set({
      'Content-Type': image.contentType,
      // ?v=<update time> changes with every upload, so a short public cache is safe.
      'Cache-Control': 'public, max-age=300',
      'Last-Modified': image.updatedAt.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(image.data);
  });

  return router;
}
