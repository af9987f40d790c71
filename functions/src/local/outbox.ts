/**
 * The notification outbox on the local server (issue 11): the same dispatcher production runs from
 * its Firestore trigger and sweep (features/notices/dispatch.ts), every 2 seconds, pushing to the
 * local LINE stand-in (shown at /_local/line/pushes). NOTICE_DISPATCH=off turns it off.
 */
import type { Config } from '../config';
import type { Deps } from '../ports';
import { dispatchPending } from '../features/notices/dispatch';

export function startLocalOutbox(deps: Deps, config: Config, everyMs = 2_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const r = await dispatchPending(deps, config.notify);
      const unusual = r.retrying.length + r.failed.length + r.quota.length;
      if (unusual) console.log(`notice outbox: ${JSON.stringify(r)}`);
    } catch (e) {
      console.error('notice outbox failed', e);
    } finally {
      running = false;
    }
  };
  const handle = setInterval(() => void tick(), everyMs);
  handle.unref();
  void tick();
  return () => clearInterval(handle);
}
