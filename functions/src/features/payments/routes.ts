/**
 * Payments:
 *   POST /liff/stripe/get-connect-status                  'success' only when the connected account can take payouts
 *   POST /liff/project/get-payment-url {contractId} -> {url}  client owner, contract awaiting payment (issue 10)
 */
import { Router } from 'express';
import type { ConnectStatusResponse } from '@common/api';
import { getPaymentUrlSchema, type GetPaymentUrlResponse } from '@common/payments';
import { CONTRACT_NOT_FOUND } from '../../documents/contracts';
import type { Deps } from '../../ports';
import { requireAuth, uidOf } from '../../http/auth';
import { actorOf, requireActiveUser } from '../../http/access';
import { isDocId, requireNoBody } from '../../http/params';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { connectStatusOfUser, getPaymentUrl, type PaymentSettings } from './service';

export function paymentRoutes(deps: Deps, settings: PaymentSettings): Router {
  const router = Router();
  router.post('/liff/stripe/get-connect-status', requireAuth(deps.auth), async (req, res) => {
    // Like every other body-less endpoint: a body sent is refused, not ignored.
    requireNoBody(req);
    const body: ConnectStatusResponse = { status: await connectStatusOfUser(deps, uidOf(req)) };
    res.json(body);
  });

  router.post('/liff/project/get-payment-url', ...requireActiveUser(deps), async (req, res) => {
    const actor = actorOf(req);
    const { contractId } = await validateBody(getPaymentUrlSchema, req.body);
    if (!isDocId(contractId)) throw errors.notFound(CONTRACT_NOT_FOUND);
    const body: GetPaymentUrlResponse = { url: await getPaymentUrl(deps, settings, actor, contractId) };
    res.json(body);
  });
  return router;
}
