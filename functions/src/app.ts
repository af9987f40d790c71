/** The one Express app: served as a v2 HTTPS function (index.ts) and by the local server (local/server.ts). */
import compression from 'compression';
import express from 'express';
import type { Config } from './config';
import type { Deps } from './ports';
import { errorHandler, notFoundHandler } from './http/errors';
import { jsonBody } from './http/body';
import { requestLog } from './http/requestLog';
import { sessionRoutes } from './features/session/routes';
import { salonRoutes } from './features/salon/routes';
import { paymentRoutes } from './features/payments/routes';
import { payoutRoutes } from './features/payouts/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { profileRoutes } from './features/profiles/routes';
import { imageRoutes } from './features/images/routes';
import { jobRoutes } from './features/jobs/routes';
import { applicationRoutes } from './features/applications/routes';
import { contractRoutes } from './features/contracts/routes';
import { listingRoutes } from './features/listings/routes';
import { directoryRoutes } from './features/directory/routes';
import { roomRoutes } from './features/rooms/routes';
import { noticeRoutes } from './features/notices/routes';
import { adminRoutes } from './features/admin/routes';
import { consoleRoutes } from './features/console/routes';
import { richMenuAdminRoutes } from './features/richMenus/routes';
import { partnerAdminRoutes } from './features/partners/routes';
import { broadcastRoutes } from './features/broadcasts/routes';
import { moderationRoutes } from './features/moderation/routes';
import { accountRoutes } from './features/accounts/routes';
import { workerAccessRoutes } from './features/workerAccess/routes';
import { portfolioRoutes } from './features/portfolio/routes';
import { reviewRoutes } from './features/reviews/routes';
import { tradeDocumentRoutes } from './features/tradeDocuments/routes';

export function createApp(deps: Deps, config: Config): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The request id first, so that every answer (errors of the body parser too) carries it.
  app.use(requestLog());
  // gzip/deflate for clients that ask, over 1 KB; only responses are touched (images pass as is).
  app.use(compression());
  // Stripe signs the raw bytes: its webhook reads them before any JSON parser (docs/architecture.md#two-webhook-endpoints).
  app.use(webhookRoutes(deps));
  app.use(jsonBody());
  app.get('/liff/health', (_req, res) => {
    res.json({ ok: true, store: config.store.adapter });
  });
  app.use(sessionRoutes(deps, config));
  app.use(salonRoutes(deps));
  app.use(paymentRoutes(deps, { returnBase: config.stripe.returnBase, operator: config.operator }));
  app.use(payoutRoutes(deps, { returnBase: config.stripe.returnBase }));
  app.use(profileRoutes(deps, config));
  app.use(imageRoutes(deps));
  app.use(jobRoutes(deps, config));
  app.use(applicationRoutes(deps));
  app.use(contractRoutes(deps, config.deal));
  app.use(listingRoutes(deps));
  app.use(directoryRoutes(deps));
  app.use(roomRoutes(deps, config));
  app.use(noticeRoutes(deps, config));
  app.use(adminRoutes(deps, config));
  app.use(consoleRoutes(deps));
  app.use(richMenuAdminRoutes(deps, config));
  app.use(partnerAdminRoutes(deps));
  app.use(broadcastRoutes(deps));
  app.use(moderationRoutes(deps));
  app.use(accountRoutes(deps));
  app.use(workerAccessRoutes(deps, config));
  app.use(portfolioRoutes(deps));
  app.use(reviewRoutes(deps));
  app.use(tradeDocumentRoutes(deps));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
