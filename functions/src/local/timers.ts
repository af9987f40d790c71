/** The deal's clocks on the local server: the same code as the scheduled function, every minute. */
import type { Config } from '../config';
import type { Deps } from '../ports';
import { runDealTimers } from '../features/contracts/timers';

export function startLocalTimers(deps: Deps, config: Config, everyMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const r = await runDealTimers(deps, config.deal);
      const changed = r.completed.length + r.reminded.length + r.cancelAccepted.length + r.retried.length;
      if (changed) console.log(`deal timers: ${JSON.stringify(r)}`);
    } catch (e) {
      console.error('deal timers failed', e);
    } finally {
      running = false;
    }
  };
  const handle = setInterval(() => void tick(), everyMs);
  handle.unref();
  void tick();
  return () => clearInterval(handle);
}
