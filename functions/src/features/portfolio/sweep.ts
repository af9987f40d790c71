/**
 * Deletes portfolio uploads no work used once they have expired (docs/product/portfolio.md#photos):
 * only their uploader ever saw them, and no work may use them any more. Run with the room image
 * sweep by the scheduled function `roomImageSweep` (index.ts) and locally by local/timers.ts.
 */
import { logger } from 'firebase-functions/logger';
import type { Deps } from '../../ports';
import { portfolios, withPendingBefore } from '../../documents/portfolio';
import { PENDING_MS, deletePhotoFiles, oldestOf } from './photos';

/** After expiry: a work that read the clock just before it may still be committing. */
export const PORTFOLIO_SWEEP_GRACE_MS = 10 * 60 * 1000;

export interface PortfolioSweepReport {
  /** Photo ids deleted. */
  deleted: string[];
  /** Workers whose expired uploads are left for the next run. */
  failed: string[];
}

/**
 * The portfolios with the oldest expired uploads: their files first, then the pending entries,
 * read again in the transaction (a file deleted twice is no error, so a failure is retried whole).
 */
export async function sweepPortfolioUploads(deps: Deps, { limit = 200 } = {}): Promise<PortfolioSweepReport> {
  const cutoff = new Date(deps.clock.now().getTime() - PENDING_MS - PORTFOLIO_SWEEP_GRACE_MS);
  const report: PortfolioSweepReport = { deleted: [], failed: [] };
  for (const { id: uid, data } of await withPendingBefore(deps.store, cutoff, limit)) {
    const expired = data.pending.filter((p) => p.createdAt < cutoff);
    if (!expired.length) continue;
    try {
      await deletePhotoFiles(deps, uid, expired);
      const gone = new Set(expired.map((p) => p.id));
      await deps.store.runTransaction(async (tx) => {
        const current = await portfolios.get(tx, uid);
        if (!current) return;
        const pending = current.pending.filter((p) => !gone.has(p.id));
        portfolios.patch(tx, uid, { pending, pendingSince: oldestOf(pending) });
      });
      report.deleted.push(...gone);
    } catch (e) {
      logger.write({ severity: 'ERROR', message: 'portfolio upload sweep', uid, error: String(e) });
      report.failed.push(uid);
    }
  }
  return report;
}
