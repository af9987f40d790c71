/**
 * Worker approval (docs/product/admin.md#worker-approval). The user's side needs a verified user (no
 * side needed); the admins' side the `admin` claim (http/admin.ts), each decision with its audit entry
 * in its transaction (docs/product/admin.md#audit-log).
 *   POST /liff/worker-access {occupation, introduction, link} -> WorkerAccess  201 new; 200 the same pending request again;
 *                                                               409 a worker already, or another request pending
 *   GET  /liff/worker-access                                  -> WorkerAccess
 *   GET  /admin/worker-requests?status=pending|approved|declined|revoked&cursor= -> Page<AdminWorkerRequest>
 *   POST /admin/worker-requests/:uid/approve {}               -> AdminWorkerRequest  404 / 409 not pending
 *   POST /admin/worker-requests/:uid/decline {reason}         -> AdminWorkerRequest  404 / 409 not pending
 *   POST /admin/users/:uid/revoke-worker {reason}             -> AdminWorkerRequest  404 / 409 not a worker
 */
import { Router } from 'express';
import {
  WORKER_REQUEST_STATUSES,
  workerAccessSchema,
  workerDecisionSchema,
  type AdminWorkerRequest,
  type WorkerAccess,
} from '@common/workerAccess';
import type { Page } from '@common/marketplace';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { actorOf, requireActiveUser } from '../../http/access';
import { requireAdmin } from '../../http/admin';
import { errors } from '../../http/errors';
import { idParam, optionalJsonBody, queryCursor, queryEnum, requireNoBody } from '../../http/params';
import { validateBody } from '../../http/validate';
import {
  USER_NOT_FOUND,
  WORKER_REQUEST_CURSOR,
  approveWorker,
  declineWorker,
  getWorkerAccess,
  listWorkerRequests,
  requestWorkerAccess,
  revokeWorker,
} from './service';

const adminOf = (req: { uid?: string }): string => req.uid as string;

export function workerAccessRoutes(deps: Deps, config: Pick<Config, 'occupations'>): Router {
  const router = Router();
  const active = requireActiveUser(deps);
  const admin = requireAdmin(deps);

  router.get('/liff/worker-access', ...active, async (req, res) => {
    const body: WorkerAccess = await getWorkerAccess(deps, actorOf(req).user);
    res.json(body);
  });

  router.post('/liff/worker-access', ...active, async (req, res) => {
    const { uid } = actorOf(req);
    const dto = await validateBody(workerAccessSchema, req.body);
    // The same configured list as the worker onboarding's 職種 (docs/product/entities.md#profiles).
    if (!config.occupations.includes(dto.occupation)) throw errors.invalid({ occupation: '選択肢から選んでください' });
    const { access, created } = await requestWorkerAccess(deps, uid, dto);
    res.status(created ? 201 : 200).json(access);
  });

  router.get('/admin/worker-requests', admin, async (req, res) => {
    const status = queryEnum(req, 'status', WORKER_REQUEST_STATUSES, 'pending');
    const body: Page<AdminWorkerRequest> = await listWorkerRequests(deps, status, queryCursor(req, WORKER_REQUEST_CURSOR));
    res.json(body);
  });

  router.post('/admin/worker-requests/:uid/approve', admin, async (req, res) => {
    const uid = idParam(req, 'uid', USER_NOT_FOUND);
    requireNoBody(req);
    res.json(await approveWorker(deps, adminOf(req), uid));
  });

  router.post('/admin/worker-requests/:uid/decline', admin, async (req, res) => {
    const uid = idParam(req, 'uid', USER_NOT_FOUND);
    const { reason } = await validateBody(workerDecisionSchema, optionalJsonBody(req));
    res.json(await declineWorker(deps, adminOf(req), uid, reason));
  });

  router.post('/admin/users/:uid/revoke-worker', admin, async (req, res) => {
    const uid = idParam(req, 'uid', USER_NOT_FOUND);
    const { reason } = await validateBody(workerDecisionSchema, optionalJsonBody(req));
    res.json(await revokeWorker(deps, adminOf(req), uid, reason));
  });

  return router;
}
