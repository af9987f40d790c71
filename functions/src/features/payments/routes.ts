/**
 * Payments (docs/product/money.md#payment, docs/product/api.md#payments):
 *   POST /liff/stripe/get-connect-status  (none) -> ConnectStatusDetail  'success' only when the connected account can take payouts
 *   POST /liff/project/get-payment-url {contractId} -> {url}  client owner, contract awaiting payment
 *   GET  /liff/client/payments?cursor=  -> Page<PaymentRecord>   client, paid payments, newest payment first
 *   GET  /liff/client/payments/:contractId/receipt?version= -> Receipt   client owner of a paid contract (404 otherwise;
 *        409 until paid); the first GET issues version 1, a GET after a refund the next version (a correction);
 *        it answers the newest, or ?version=n (a positive integer, else 400; beyond the stored versions 404);
 *        a later view of a version is a 再発行 (docs/product/money.md#receipt-versions)
 */
import { Router } from 'express';
import { dealMessages, type ConnectStatusDetail, type PaymentRecord } from '@common/deal';
import type { Receipt } from '@common/receipts';
import type { Page } from '@common/marketplace';
import { getPaymentUrlSchema, type GetPaymentUrlResponse } from '@common/payments';
import type { Deps } from '../../ports';
import { uidOf } from '../../http/auth';
import { actorOf, asClient, requireActiveUser, requireNotSuspended } from '../../http/access';
import { idParam, isDocId, queryCursor, queryInt, requireNoBody } from '../../http/params';
import { errors } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { CONTRACT_NOT_FOUND, connectStatusDetailOfUser, getPaymentUrl, type PaymentSettings } from './service';
import { PAYMENT_CURSOR, getReceipt, listPayments } from './history';

export function paymentRoutes(deps: Deps, settings: PaymentSettings): Router {
  const router = Router();
  // Any signed-in user (an unverified one reads 'none'), but not a suspended one (docs/product/admin.md#suspension).
  router.post('/liff/stripe/get-connect-status', ...requireNotSuspended(deps), async (req, res) => {
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
    const contractId = idParam(req, 'contractId', dealMessages.paymentNotFound);
    // ?version=n: an earlier version; malformed (not a positive integer, repeated) is 400 (docs/product/api.md#payments).
    const version = queryInt(req, 'version', 1, Number.MAX_SAFE_INTEGER);
    const body: Receipt = await getReceipt(deps, settings.operator, actor, contractId, version);
    res.json(body);
  });
  return router;
}
