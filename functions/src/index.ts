/**
 * Cloud Functions entry points: the API as one v2 HTTPS function (the Stripe webhook is its route
 * /stripe/webhook; firebase.json rewrites it), the deal's clocks as a scheduled function, the
 * notification outbox's dispatcher (docs/architecture.md, Notifications): a Firestore trigger per new notice plus a retry sweep,
 * and the clean-up of room images never attached.
 *
 * In production (a deployed function) the configuration is checked first: a missing or malformed
 * setting stops the start with one error naming them all (config.ts), and only production adapters
 * are built. Under the Functions emulator the local stand-ins are loaded from their own bundle
 * (localDeps.ts, built as lib/localDeps.js and never deployed), so lib/index.js contains none.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { loadConfig } from './config';
import { buildDeps } from './deps';
import { createApp } from './app';
import type { Deps } from './ports';
import { runDealTimers } from './features/contracts/timers';
import { dispatchNotice, dispatchPending } from './features/notices/dispatch';
import { sweepRoomImages } from './features/rooms/sweep';
import { sweepPortfolioUploads } from './features/portfolio';
import { runBroadcastTimers } from './features/broadcasts';

const config = loadConfig();
const ready: Promise<Deps> = config.production
  ? Promise.resolve(buildDeps(config))
  : import('./localDeps.js').then(({ localAdapters }) => buildDeps(config, { local: localAdapters }));
const app = ready.then((deps) => createApp(deps, config));

export const api = onRequest({ region: 'asia-northeast1', memory: '512MiB' }, async (req, res) => (await app)(req, res));

/** Automatic 検収 and its reminders, cancellation auto-accept, retries of failed refunds and transfers. */
export const dealTimers = onSchedule(
  { schedule: 'every 15 minutes', region: 'asia-northeast1', timeZone: 'Asia/Tokyo' },
  async () => {
    const report = await runDealTimers(await ready, config.deal);
    logger.write({ severity: 'INFO', message: 'deal timers', ...report });
  },
);

/** Pushes a notice to LINE as soon as its event commits it (features/notices/dispatch.ts). */
export const noticeDispatch = onDocumentCreated({ document: 'notifications/{id}', region: 'asia-northeast1' }, async (event) => {
  const outcome = await dispatchNotice(await ready, config.notify, event.params.id);
  if (outcome !== 'sent' && outcome !== 'not_due') {
    logger.write({ severity: 'WARNING', message: 'notice push', id: event.params.id, outcome });
  }
});

/** Retries what the trigger could not push (LINE down, 429 backoff, a trigger that never ran). */
export const noticeSweep = onSchedule(
  { schedule: 'every 5 minutes', region: 'asia-northeast1', timeZone: 'Asia/Tokyo' },
  async () => {
    const report = await dispatchPending(await ready, config.notify, { limit: 500 });
    const counts = Object.fromEntries(Object.entries(report).map(([k, ids]) => [k, ids.length]));
    logger.write({ severity: 'INFO', message: 'notice sweep', ...counts });
  },
);

/** Sends the scheduled admin notices that are due and finishes any a sender left part-way (docs/product/admin.md#notices). */
export const broadcastTimers = onSchedule(
  { schedule: 'every 1 minutes', region: 'asia-northeast1', timeZone: 'Asia/Tokyo' },
  async () => {
    const { sent, failed } = await runBroadcastTimers(await ready);
    logger.write({ severity: 'INFO', message: 'broadcast timers', sent: sent.length, failed: failed.length });
  },
);

/**
 * Deletes room images never attached to a message once their attach window has passed, and portfolio
 * uploads no work used once they expired (docs/product/portfolio.md#photos).
 */
export const roomImageSweep = onSchedule(
  { schedule: 'every 15 minutes', region: 'asia-northeast1', timeZone: 'Asia/Tokyo' },
  async () => {
    const { deleted, failed } = await sweepRoomImages(await ready);
    logger.write({ severity: 'INFO', message: 'room image sweep', deleted: deleted.length, failed: failed.length });
    const portfolio = await sweepPortfolioUploads(await ready);
    logger.write({
      severity: 'INFO',
      message: 'portfolio upload sweep',
      deleted: portfolio.deleted.length,
      failed: portfolio.failed.length,
    });
  },
);
