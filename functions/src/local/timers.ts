/** The deal's clocks, the room image sweep and the broadcasts' timer on the local server: the scheduled functions' code, every minute. */
import type { Config } from '../config';
import type { Deps } from '../ports';
import { runDealTimers } from '../features/contracts/timers';
import { sweepRoomImages } from '../features/rooms/sweep';
import { sweepPortfolioUploads } from '../features/portfolio';
import { runBroadcastTimers } from '../features/broadcasts';
import { runEvery } from './every';

export const startLocalTimers = (deps: Deps, config: Config, everyMs = 60_000): (() => void) => {
  const stopDeal = runEvery('deal timers', everyMs, async () => {
    const r = await runDealTimers(deps, config.deal);
    const changed = r.completed.length + r.reminded.length + r.cancelAccepted.length + r.retried.length;
    if (changed) console.log(`deal timers: ${JSON.stringify(r)}`);
  });
  const stopSweep = runEvery('room image sweep', everyMs, async () => {
    const r = await sweepRoomImages(deps);
    if (r.deleted.length + r.failed.length) console.log(`room image sweep: ${JSON.stringify(r)}`);
    const p = await sweepPortfolioUploads(deps);
    if (p.deleted.length + p.failed.length) console.log(`portfolio upload sweep: ${JSON.stringify(p)}`);
  });
  const stopBroadcasts = runEvery('broadcast timers', everyMs, async () => {
    const r = await runBroadcastTimers(deps);
    if (r.sent.length + r.failed.length) console.log(`broadcast timers: ${JSON.stringify(r)}`);
  });
  return () => {
    stopDeal();
    stopSweep();
    stopBroadcasts();
  };
};
