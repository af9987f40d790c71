/**
 * Moderation (docs/product/admin.md#moderation); the `admin` claim only (http/admin.ts: 401 without
 * a valid token, 403 without the claim). Each writes an audit entry (docs/product/admin.md#audit-log).
 *   POST /admin/jobs/:id/stop {reason}                      -> {id, status, moderation}   404 / 409
 *   POST /admin/listings/:id/stop {reason}                  -> {id, status, moderation}   404 / 409
 *   POST /admin/rooms/:id/messages/:seq/hide {reason}       -> {roomId, seq, hidden, text} 404 / 409
 */
import { Router, type Request } from 'express';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { errors } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateBody } from '../../http/validate';
import {
  JOB_NOT_FOUND,
  LISTING_NOT_FOUND,
  MESSAGE_NOT_FOUND,
  ROOM_NOT_FOUND,
  hideMessage,
  reasonSchema,
  stopJob,
  stopListing,
} from './service';

const adminOf = (req: { uid?: string }): string => req.uid as string;

/** A message's seq in the path: a positive integer, else it names nothing (404). */
function seqParam(req: Request): number {
  const v = req.params.seq;
  if (typeof v !== 'string' || !/^[1-9]\d{0,11}$/.test(v)) throw errors.notFound(MESSAGE_NOT_FOUND);
  return Number(v);
}

export function moderationRoutes(deps: Deps): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  router.post('/admin/jobs/:id/stop', admin, async (req, res) => {
    const id = idParam(req, 'id', JOB_NOT_FOUND);
    const dto = await validateBody(reasonSchema, req.body);
    res.json(await stopJob(deps, adminOf(req), id, dto));
  });

  router.post('/admin/listings/:id/stop', admin, async (req, res) => {
    const id = idParam(req, 'id', LISTING_NOT_FOUND);
    const dto = await validateBody(reasonSchema, req.body);
    res.json(await stopListing(deps, adminOf(req), id, dto));
  });

  router.post('/admin/rooms/:id/messages/:seq/hide', admin, async (req, res) => {
    const roomId = idParam(req, 'id', ROOM_NOT_FOUND);
    const seq = seqParam(req);
    const dto = await validateBody(reasonSchema, req.body);
    res.json(await hideMessage(deps, adminOf(req), roomId, seq, dto));
  });

  return router;
}
