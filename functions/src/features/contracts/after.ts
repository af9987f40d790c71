/** Runs what a committed transition owes outside its transaction (transitions.ts `after`). */
import type { Deps } from '../../ports';
import { refundIfOwed, settleRefunded } from './refund';
import { runTransfer } from './transfer';
import type { AfterEffect } from './transitions';

/**
 * A failure here does not undo the transition: the refund or transfer stays requested in the store
 * and the next run (a replayed webhook, account.updated, the timer) finishes it. It is logged.
 */
export async function runAfter(deps: Deps, contractId: string, after: readonly AfterEffect[]): Promise<void> {
  for (const effect of after) {
    try {
      if (effect === 'refund') {
        await refundIfOwed(deps, contractId);
        await settleRefunded(deps, contractId);
      } else await runTransfer(deps, contractId);
    } catch (e) {
      console.error(JSON.stringify({ severity: 'ERROR', message: `contract ${contractId}: ${effect} failed`, error: String(e) }));
    }
  }
}
