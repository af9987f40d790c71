/**
 * POST /stripe/webhook: Stripe's events (issue 10), outside /liff. Mounted before the JSON parser:
 * the signature is over the raw bytes (Cloud Functions keeps them in req.rawBody; elsewhere
 * express.raw reads them). A body that does not verify is 400 and changes nothing; a verified one is
 * answered 200 {received, duplicate} once its effect is stored.
 */
import express, { Router, type Request } from 'express';
import type { Deps } from '../../ports';
import { handleStripeEvent, verifyEvent } from './service';

export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

function rawBodyOf(req: Request): Buffer | null {
  const fromFunctions = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(fromFunctions)) return fromFunctions;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

export function webhookRoutes(deps: Deps): Router {
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const event = verifyEvent(deps, rawBodyOf(req), req.get('stripe-signature'));
    const r = await handleStripeEvent(deps, event);
    res.json({ received: true, duplicate: r.duplicate });
  });
  return router;
}
