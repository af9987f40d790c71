/**
 * Contracts (案件管理), visible to their two parties only:
 *   GET  /liff/contracts?state=ongoing|finished&cursor=   the caller's, by the side they registered as
 *   GET  /liff/contracts/:id
 *   POST /liff/contracts/:id/cancel                       either party, before the payment
 */
import { Router } from 'express';
import type { Contract, Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import { actorOf, requireActiveUser } from '../../http/access';
import { idParam, queryCursor, queryEnum, requireNoBody } from '../../http/params';
import { CONTRACT_NOT_FOUND } from '../../documents/contracts';
import { CONTRACT_CURSOR, cancelContract, getContract, listContracts } from './service';

export function contractRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.get('/liff/contracts', ...active, async (req, res) => {
    const state = queryEnum(req, 'state', ['ongoing', 'finished'] as const, 'ongoing');
    const body: Page<Contract> = await listContracts(deps, actorOf(req), state, queryCursor(req, CONTRACT_CURSOR));
    res.json(body);
  });

  router.get('/liff/contracts/:id', ...active, async (req, res) => {
    const body: Contract = await getContract(deps, actorOf(req), idParam(req, 'id', CONTRACT_NOT_FOUND));
    res.json(body);
  });

  router.post('/liff/contracts/:id/cancel', ...active, async (req, res) => {
    const id = idParam(req, 'id', CONTRACT_NOT_FOUND);
    requireNoBody(req);
    const body: Contract = await cancelContract(deps, actorOf(req), id);
    res.json(body);
  });

  return router;
}
