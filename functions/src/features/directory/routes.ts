/**
 * Public profiles and the worker search of clients (contract in common/src/marketplace.ts):
 *   GET /liff/workers?occupation=&skill=&q=&cursor=   active workers, newest registrations first
 *   GET /liff/workers/:id                             a worker's public profile with published listings
 *   GET /liff/clients/:id                             a client's public profile
 */
import { Router } from 'express';
import type { Page, PublicClient, PublicWorker, WorkerDetail } from '@common/marketplace';
import { JOB_LIMITS } from '@common/schemas/marketplace';
import { normaliseSkill } from '@common/skills';
import type { Deps } from '../../ports';
import { requireActiveUser } from '../../http/access';
import { idParam, queryCursor, queryText } from '../../http/params';
import { CLIENT_NOT_FOUND, WORKER_CURSOR, WORKER_NOT_FOUND, clientDetail, searchWorkers, workerDetail } from './service';

export function directoryRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.get('/liff/workers', ...active, async (req, res) => {
    const occupation = queryText(req, 'occupation', 50);
    const skill = queryText(req, 'skill', 20);
    const q = queryText(req, 'q', JOB_LIMITS.query);
    const search = { occupation, skill: skill ? normaliseSkill(skill) : undefined, q };
    const body: Page<PublicWorker> = await searchWorkers(deps, search, queryCursor(req, WORKER_CURSOR));
    res.json(body);
  });

  router.get('/liff/workers/:id', ...active, async (req, res) => {
    const body: WorkerDetail = await workerDetail(deps, idParam(req, 'id', WORKER_NOT_FOUND));
    res.json(body);
  });

  router.get('/liff/clients/:id', ...active, async (req, res) => {
    const body: PublicClient = await clientDetail(deps, idParam(req, 'id', CLIENT_NOT_FOUND));
    res.json(body);
  });

  return router;
}
