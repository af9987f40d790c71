/**
 * Admin notices, sent once (docs/product/admin.md#notices); the `admin` claim only (http/admin.ts:
 * 401 without a valid token, 403 without the claim). Creating and cancelling write an audit entry
 * (docs/product/admin.md#audit-log).
 *   POST /admin/notices {audience|side|userId, title, body, path?, important?, sendAt?}
 *        [Idempotency-Key]                                   -> 201 {id, status, queued}   400 / 404 / 409
 *   GET  /admin/notices?cursor=                              -> Page<Broadcast>, newest first
 *   POST /admin/notices/:id/cancel                           -> Broadcast (cancelled)      404 / 409
 */
import { Router } from 'express';
import type { Broadcast, BroadcastCreated } from '@common/admin';
import type { Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { errors } from '../../http/errors';
import { idParam, queryCursor, requireNoBody } from '../../http/params';
import { validateBody } from '../../http/validate';
import { broadcastSchema, requestOf } from './model';
import { BROADCAST_CURSOR, BROADCAST_NOT_FOUND, cancelBroadcast, createBroadcast, listBroadcasts } from './service';

const adminOf = (req: { uid?: string }): string => req.uid as string;

/** Printable ASCII, as clients generate them (UUIDs and the like). */
const KEY = /^[\x21-\x7e]{1,255}$/;
const KEY_FORMAT = 'Idempotency-Keyは255文字以内の半角英数記号で指定してください';

/** The optional Idempotency-Key header (docs/product/api.md#idempotency); a malformed one is 400. */
function idempotencyKeyOf(req: { get(name: string): string | undefined }): string | undefined {
  const v = req.get('idempotency-key');
  if (v === undefined) return undefined;
  if (!KEY.test(v)) throw errors.invalid({ 'Idempotency-Key': KEY_FORMAT }, KEY_FORMAT);
  return v;
}

export function broadcastRoutes(deps: Deps): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  router.post('/admin/notices', admin, async (req, res) => {
    const dto = await validateBody(broadcastSchema, req.body);
    const key = idempotencyKeyOf(req);
    const body: BroadcastCreated = await createBroadcast(deps, adminOf(req), requestOf(dto), key);
    res.status(201).json(body);
  });

  router.get('/admin/notices', admin, async (req, res) => {
    const body: Page<Broadcast> = await listBroadcasts(deps, queryCursor(req, BROADCAST_CURSOR));
    res.json(body);
  });

  router.post('/admin/notices/:id/cancel', admin, async (req, res) => {
    const id = idParam(req, 'id', BROADCAST_NOT_FOUND);
    requireNoBody(req);
    const body: Broadcast = await cancelBroadcast(deps, adminOf(req), id);
    res.json(body);
  });

  return router;
}
