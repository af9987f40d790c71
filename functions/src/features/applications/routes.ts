/**
 * Applications (応募), contract in common/src/marketplace.ts:
 *   POST /liff/jobs/:id/applications                        worker applies (201); no contact details
 *                                                           in the message (400, as in rooms before 仮払い)
 *   POST /liff/jobs/:id/applications/mine/withdraw          worker withdraws while pending
 *   GET  /liff/worker/applications?cursor=                  the worker's own applications
 *   GET  /liff/jobs/:id/applications?cursor=                owner: the applicants
 *   POST /liff/jobs/:id/applications/:workerId/accept       owner: opens a contract (201)
 *   POST /liff/jobs/:id/applications/:workerId/decline      owner
 */
import { Router } from 'express';
import { applicationInputSchema } from '@common/schemas/marketplace';
import type { Application, Contract, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { asClient, asWorker, requireActiveUser } from '../../http/access';
import { idParam, queryCursor, requireNoBody } from '../../http/params';
import { validateBody } from '../../http/validate';
import { refuseContactIn } from '../rooms';
import {
  APPLICANTS_CURSOR,
  MY_APPLICATIONS_CURSOR,
  accept,
  apply,
  decline,
  listApplicants,
  listMyApplications,
  withdraw,
  JOB_NOT_FOUND,
  APPLICATION_NOT_FOUND,
} from './service';

export function applicationRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.post('/liff/jobs/:id/applications', ...active, async (req, res) => {
    const actor = asWorker(req);
    const jobId = idParam(req, 'id', JOB_NOT_FOUND);
    const dto = await validateBody(applicationInputSchema, req.body);
    refuseContactIn('message', dto.message);
    const body: Application = await apply(deps, actor, jobId, dto);
    res.status(201).json(body);
  });

  router.post('/liff/jobs/:id/applications/mine/withdraw', ...active, async (req, res) => {
    const actor = asWorker(req);
    const jobId = idParam(req, 'id', APPLICATION_NOT_FOUND);
    requireNoBody(req);
    const body: Application = await withdraw(deps, actor, jobId);
    res.json(body);
  });

  router.get('/liff/worker/applications', ...active, async (req, res) => {
    const actor = asWorker(req);
    const body: Page<Application> = await listMyApplications(deps, actor, queryCursor(req, MY_APPLICATIONS_CURSOR));
    res.json(body);
  });

  router.get('/liff/jobs/:id/applications', ...active, async (req, res) => {
    const actor = asClient(req);
    const jobId = idParam(req, 'id', JOB_NOT_FOUND);
    const body: Page<Application> = await listApplicants(deps, actor, jobId, queryCursor(req, APPLICANTS_CURSOR));
    res.json(body);
  });

  router.post('/liff/jobs/:id/applications/:workerId/accept', ...active, async (req, res) => {
    const actor = asClient(req);
    const jobId = idParam(req, 'id', JOB_NOT_FOUND);
    const workerId = idParam(req, 'workerId', APPLICATION_NOT_FOUND);
    requireNoBody(req);
    const body: Contract = await accept(deps, actor, jobId, workerId);
    res.status(201).json(body);
  });

  router.post('/liff/jobs/:id/applications/:workerId/decline', ...active, async (req, res) => {
    const actor = asClient(req);
    const jobId = idParam(req, 'id', JOB_NOT_FOUND);
    const workerId = idParam(req, 'workerId', APPLICATION_NOT_FOUND);
    requireNoBody(req);
    const body: Application = await decline(deps, actor, jobId, workerId);
    res.json(body);
  });

  return router;
}
