/**
 * Payments (docs/product/money.md#payment, docs/product/api.md#payments):
 *   POST /liff/stripe/get-connect-status  (none) -> ConnectStatusDetail  'success' only when the connected account can take payouts
 *   POST /liff/project/get-payment-url {contractId} -> {url}  client owner, contract awaiting payment
 *   GET  /liff/client/payments?cursor=  -> Page<PaymentRecord>   client, paid payments, newest payment first
 *   GET  /liff/client/payments/:contractId/receipt -> Receipt   client owner of a paid contract (404 otherwise; 409 until paid)
 */
import { Router } from 'express';
import { dealMessages, type ConnectStatusDetail, type PaymentRecord, type Receipt } from '@common/deal';
import type { Page } from '@common/marketplace';
import { getPaymentUrlSchema, type GetPaymentUrlResponse } from '@common/payments';
import type { Deps } from '../../ports';
import { requireAuth, uidOf } from '../../http/auth';
import { actorOf, asClient, requireActiveUser } from '../../http/access';
import { idParam, isDocId, queryCursor, requireNoBody } from '../../http/params';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { CONTRACT_NOT_FOUND, connectStatusDetailOfUser, getPaymentUrl, type PaymentSettings } from './service';
import { PAYMENT_CURSOR, getReceipt, listPayments } from './history';

export function paymentRoutes(deps: Deps, settings: PaymentSettings): Router {
  const router = Router();
  router.post('/liff/stripe/get-connect-status', requireAuth(deps.auth), async (req, res) => {
    // Like every other body-less endpoint: a body sent is refused, not ignored.
    requireNoBody(req);
    const body: ConnectStatusDetail = await connectStatusDetailOfUser(deps, uidOf(req));
    res.json(body);
  });

  router.post('/liff/project/get-payment-url', ...requireActiveUser(deps), async (req, res) => {
    const actor = actorOf(req);
    const { contractId } = await validateBody(getPaymentUrlSchema, req.body);
    if (!isDocId(contractId)) throw errors.notFound(CONTRACT_NOT_FOUND);
    const body: GetPaymentUrlResponse = { url: await getPaymentUrl(deps, settings, actor, contractId) };
    res.json(body);
  });

  router.get('/liff/client/payments', ...requireActiveUser(deps), async (req, res) => {
    const actor = asClient(req);
    const body: Page<PaymentRecord> = await listPayments(deps, actor, queryCursor(req, PAYMENT_CURSOR));
    res.json(body);
  });

  router.get('/liff/client/payments/:contractId/receipt', ...requireActiveUser(deps), async (req, res) => {
    const actor = asClient(req);
    const body: Receipt = await getReceipt(deps, actor, idParam(req, 'contractId', dealMessages.paymentNotFound));
    res.json(body);
  });
  return router;
}
