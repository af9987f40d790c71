/** Runs what a committed transition owes outside its transaction (transitions.ts `after`). */
import type { Deps } from '../../ports';
import { payments } from '../../documents/payments';
import { refundIfOwed, settleRefunded } from './refund';
import { logFailure } from '../money/keys';
import { runTransfer } from './transfer';
import type { AfterEffect } from './transitions';

/** Closes the contract's open Checkout Session, so no card can be charged for a cancelled contract. */
async function expireCheckout(deps: Deps, contractId: string): Promise<void> {
  const payment = await payments.get(deps.store, contractId);
  if (payment?.status !== 'open') return;
  const session = await deps.stripe.retrieveCheckoutSession(payment.sessionId);
  if (session.status === 'open') await deps.stripe.expireCheckoutSession(session.id);
}

/**
 * A failure here does not undo the transition: the refund or transfer stays owed in the store (its
 * failure recorded) and the next run (a replayed webhook, account.updated, the timer) finishes it.
 * A session that could not be expired is still closed by Stripe at its expiry, and a payment through
 * it is refunded (webhooks/service.ts, paid after cancel).
 */
export async function runAfter(deps: Deps, contractId: string, after: readonly AfterEffect[]): Promise<void> {
  for (const effect of after) {
    try {
      if (effect === 'refund') {
        await refundIfOwed(deps, contractId);
        await settleRefunded(deps, contractId);
      } else if (effect === 'transfer') await runTransfer(deps, contractId);
      else await expireCheckout(deps, contractId);
    } catch (e) {
      logFailure(`${effect} of contract`, contractId, e);
    }
  }
}
