/**
 * The broadcasts' timer (docs/product/admin.md#notices), run by a scheduled function in production
 * (index.ts) and every minute by the local server: sends the scheduled broadcasts whose time has
 * come, and finishes those a crashed sender left part-way (no batch for SENDING_LEASE_MS). Each batch
 * is its own transaction from the broadcast's cursor, so two runs at once still reach each user once.
 */
import { logger } from 'firebase-functions/logger';
import type { Deps } from '../../ports';
import { unsentBroadcasts } from '../../documents/broadcasts';
import { sendBroadcast } from './service';

/** Broadcasts taken per run; the next run takes the rest. */
const PER_RUN = 20;

export interface BroadcastTimerReport {
  sent: string[];
  failed: string[];
}

export async function runBroadcastTimers(deps: Deps): Promise<BroadcastTimerReport> {
  const now = deps.clock.now().getTime();
  const unsent = await unsentBroadcasts(deps.store, PER_RUN);
  const report: BroadcastTimerReport = { sent: [], failed: [] };
  for (const { id, data } of unsent) {
    if (!data.dueAt || data.dueAt.getTime() > now) break;
    try {
      const b = await sendBroadcast(deps, id);
      if (b.status === 'sent') report.sent.push(id);
    } catch (e) {
      // One broadcast's failure never stops the others; it stays due and the next run goes on.
      logger.write({ severity: 'WARNING', message: 'broadcast timer', broadcastId: id, error: String(e) });
      report.failed.push(id);
    }
  }
  return report;
}
