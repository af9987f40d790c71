/**
 * Stripe's two webhook endpoints, outside /liff, mounted before the JSON parser: the signature is
 * over the raw bytes (Cloud Functions keeps them in req.rawBody; elsewhere express.raw reads them).
 *
 *   POST /stripe/webhook          the platform's own events, signed with STRIPE_WEBHOOK_SECRET
 *   POST /stripe/connect-webhook  connected accounts' events, signed with STRIPE_CONNECT_WEBHOOK_SECRET
 *
 * A body that does not verify with its endpoint's secret is 400 and changes nothing. A verified one
 * is answered 200 {received, duplicate} once its effect and everything that follows it are done;
 * any failure after verification is 500 (logged), never a 4xx, so that Stripe delivers it again.
 */
import express, { Router, type Request } from 'express';
import type { Deps, WebhookEndpoint } from '../../ports';
import { errors } from '../../http/errors';
import { logFailure } from '../money/keys';
import { handleStripeEvent, verifyEvent } from './service';

export const STRIPE_WEBHOOK_PATHS: Record<WebhookEndpoint, string> = {
  platform: '/stripe/webhook',
  connect: '/stripe/connect-webhook',
};
export const STRIPE_WEBHOOK_PATH = STRIPE_WEBHOOK_PATHS.platform;

function rawBodyOf(req: Request): Buffer | null {
  const fromFunctions = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(fromFunctions)) return fromFunctions;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

export function webhookRoutes(deps: Deps): Router {
  const router = Router();
  for (const endpoint of ['platform', 'connect'] as const) {
    router.post(STRIPE_WEBHOOK_PATHS[endpoint], express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
      const event = verifyEvent(deps, rawBodyOf(req), req.get('stripe-signature'), endpoint);
      try {
        const r = await handleStripeEvent(deps, event, endpoint);
        res.json({ received: true, duplicate: r.duplicate });
      } catch (e) {
        logFailure(`stripe event ${event.type}`, event.id, e);
        throw errors.internal();
      }
    });
  }
  return router;
}
