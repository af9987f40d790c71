/**
 * Runs the API locally on the embedded defaults (docs/architecture.md#ports-and-adapters): embedded store
 * persisted under emulator-data/local, local LINE/Stripe/partner stand-ins, Firebase Auth emulator.
 */
import express from 'express';
import { loadConfig } from '../config';
import { buildLocalDeps } from '../localDeps';
import { createApp } from '../app';
import { buildSeed } from './seed';
import { ensureDemoPictures } from './demoImages';
import { localInboxRoutes } from './inbox';
import { LocalStripe } from '../adapters/stripe/local';
import { STRIPE_WEBHOOK_PATHS } from '../features/webhooks/routes';
import { localCheckoutRoutes } from './stripeCheckout';
import { startLocalTimers } from './timers';
import { localOnboardingRoutes } from './stripeOnboarding';
import { localDashboardRoutes, PAYMENTS_PATH } from './stripeDashboard';
import { LocalLine } from '../adapters/line/local';
import { localLinePushRoutes } from './linePushes';
import { startLocalOutbox } from './outbox';
import { describeBackfill } from './backfillDocuments';
import { backfillAllContracts } from '../features/tradeDocuments';

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const config = loadConfig();
// The demo seed is passed in from here, so that deps.ts (and the deployed bundle) never contains it.
const deps = buildLocalDeps(config, { seed: buildSeed(config.store.dataDir) });
// The files of the demo pictures the store names (docs/data.md#demo-pictures), beside the start:
// drawn on the first start only, then copied from their cache.
ensureDemoPictures(deps).then(
  (r) => {
    if (r.written) console.log(`Demo pictures: ${r.written} files (${r.drawn} drawn, ${r.cached} from cache) in ${r.ms} ms`);
  },
  (e: unknown) => console.error('Demo pictures could not be written:', e),
);
const port = Number(process.env.API_PORT ?? 5050);
const host = '127.0.0.1';

// The local inbox (mails of the local mail stand-in) sits in front of the API, on this server only.
const server = express();
server.disable('x-powered-by');
server.use(localInboxRoutes(deps.store));
// The local LINE stand-in keeps its pushes in the store; this page shows them as LINE would
// (docs/product/admin.md#local-operator-pages).
if (deps.line instanceof LocalLine) {
  server.use(localLinePushRoutes(deps.store, { liffUrl: config.notify.liffUrl, webOrigin: config.stripe.returnBase }));
}
// The local Stripe stand-in: its hosted checkout, onboarding and dashboard pages here, its signed events to our own webhook.
if (deps.stripe instanceof LocalStripe) {
  const localStripe = deps.stripe;
  server.use(localCheckoutRoutes(localStripe));
  server.use(localOnboardingRoutes(localStripe));
  server.use(localDashboardRoutes(localStripe));
  // Each event to the endpoint Stripe would send it to: the platform's, or the Connect one.
  localStripe.setWebhookTarget(async ({ endpoint, payload, signature }) => {
    const res = await fetch(`http://${host}:${port}${STRIPE_WEBHOOK_PATHS[endpoint]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  });
}
server.use(createApp(deps, config));
// The deal's clocks (automatic 検収, cancellation auto-accept, retries), as the scheduled function runs them.
if (process.env.DEAL_TIMERS !== 'off') startLocalTimers(deps, config);
// The notification outbox's dispatcher (LINE pushes of queued notices), as the trigger and sweep run it.
if (process.env.NOTICE_DISPATCH !== 'off') startLocalOutbox(deps, config);

// The seeded contracts (and those of an older store) get the business documents their history calls
// for before the first request (docs/product/entities.md#backfilled-documents): no notice, no room
// message; idempotent, so a later start finds nothing to do.
const documentsBackfilled = backfillAllContracts(deps).then(
  (r) => {
    if (r.changed || r.failed.length) for (const line of describeBackfill(r)) console.log(`Documents backfill: ${line}`);
  },
  (e: unknown) => console.error('Documents backfill failed:', e),
);

void documentsBackfilled.then(() =>
  server.listen(port, host, () => {
    console.log(`API listening on http://${host}:${port} (store: ${config.store.adapter}, data: ${config.store.dataDir})`);
    if (config.mail.verification && config.mail.adapter === 'local') {
      console.log(`Local inbox (salon verification codes): http://${host}:${port}/_local/inbox`);
    }
    if (deps.line instanceof LocalLine) console.log(`Local LINE pushes: http://${host}:${port}/_local/line/pushes`);
    if (deps.stripe instanceof LocalStripe)
      console.log(`Local Stripe dashboard (operator): http://${host}:${port}${PAYMENTS_PATH}`);
  }),
);
