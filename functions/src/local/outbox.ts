/**
 * The notification outbox on the local server (docs/product/notifications.md#outbox): the same dispatcher
 * production runs from its Firestore trigger and sweep (features/notices/dispatch.ts), every 2 seconds,
 * pushing to the local LINE stand-in (shown at /_local/line/pushes). NOTICE_DISPATCH=off turns it off.
 */
import type { Config } from '../config';
import type { Deps } from '../ports';
import { dispatchPending } from '../features/notices/dispatch';
import { runEvery } from './every';

export const startLocalOutbox = (deps: Deps, config: Config, everyMs = 2_000): (() => void) =>
  runEvery('notice outbox', everyMs, async () => {
    const r = await dispatchPending(deps, config.notify);
    const unusual = r.retrying.length + r.failed.length + r.quota.length;
    if (unusual) console.log(`notice outbox: ${JSON.stringify(r)}`);
  });
