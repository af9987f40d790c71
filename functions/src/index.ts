/**
 * Cloud Functions entry points: the API as one v2 HTTPS function (the Stripe webhook is its route
 * /stripe/webhook; firebase.json rewrites it), and the deal's clocks as a scheduled function.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { loadConfig } from './config';
import { buildDeps } from './deps';
import { createApp } from './app';
import { runDealTimers } from './features/contracts/timers';

const config = loadConfig();
const deps = buildDeps(config);
const app = createApp(deps, config);

export const api = onRequest({ region: 'asia-northeast1', memory: '512MiB' }, app);

/** Automatic 検収 and its reminders, cancellation auto-accept, retries of failed refunds and transfers. */
export const dealTimers = onSchedule(
  { schedule: 'every 15 minutes', region: 'asia-northeast1', timeZone: 'Asia/Tokyo' },
  async () => {
    const report = await runDealTimers(deps, config.deal);
    console.log(JSON.stringify({ severity: 'INFO', message: 'deal timers', ...report }));
  },
);
