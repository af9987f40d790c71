/** POST /liff/stripe/get-connect-status: 'success' only when the connected account can take payouts. */
import { Router } from 'express';
import type { ConnectStatusResponse } from '@common/api';
import type { Deps } from '../../ports';
import { requireAuth, uidOf } from '../../http/auth';
import { requireNoBody } from '../../http/params';
import { connectStatusOfUser } from './service';

export function paymentRoutes(deps: Deps): Router {
  const router = Router();
  router.post('/liff/stripe/get-connect-status', requireAuth(deps.auth), async (req, res) => {
    // Like every other body-less endpoint: a body sent is refused, not ignored.
    requireNoBody(req);
    const body: ConnectStatusResponse = { status: await connectStatusOfUser(deps, uidOf(req)) };
    res.json(body);
  });
  return router;
}
