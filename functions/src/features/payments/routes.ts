/** POST /liff/stripe/get-connect-status: 'success' only when the connected account can take payouts. */
import { Router } from 'express';
import type { ConnectStatusResponse } from '@common/api';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { requireAuth, uidOf } from '../../http/auth';
import type { UserDoc } from '../users/model';
import { userPath } from '../users/paths';
import { connectStatusOf } from '../session/service';

export function paymentRoutes(deps: Deps): Router {
  const router = Router();
  router.post('/liff/stripe/get-connect-status', requireAuth(deps.auth), async (req, res) => {
    const user = await deps.store.get<UserDoc>(userPath(uidOf(req)));
    if (!user) throw errors.notFound('ユーザーが見つかりません');
    const body: ConnectStatusResponse = { status: await connectStatusOf(deps, user) };
    res.json(body);
  });
  return router;
}
