/** POST /liff/salon/verify: checks the partner account and activates the user (SPEC 2.4). */
import { Router } from 'express';
import { salonVerifySchema, type SalonVerifyResponse } from '@common/index';
import type { Deps } from '../../ports';
import { requireAuth, uidOf } from '../../http/auth';
import { validateBody } from '../../http/validate';
import { assertMayTry, verifySalon } from './service';

export function salonRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/liff/salon/verify', requireAuth(deps.auth), async (req, res) => {
    const uid = uidOf(req);
    await assertMayTry(deps, uid);
    await verifySalon(deps, uid, await validateBody(salonVerifySchema, req.body));
    const body: SalonVerifyResponse = { status: 'success' };
    res.json(body);
  });

  return router;
}
