/** The deal's clocks on the local server: the same code as the scheduled function, every minute. */
import type { Config } from '../config';
import type { Deps } from '../ports';
import { runDealTimers } from '../features/contracts/timers';
import { runEvery } from './every';

export const startLocalTimers = (deps: Deps, config: Config, everyMs = 60_000): (() => void) =>
  runEvery('deal timers', everyMs, async () => {
    const r = await runDealTimers(deps, config.deal);
    const changed = r.completed.length + r.reminded.length + r.cancelAccepted.length + r.retried.length;
    if (changed) console.log(`deal timers: ${JSON.stringify(r)}`);
  });
