/**
 * The idempotency-key scheme of every creating Stripe call (docs/architecture.md, "Idempotency keys").
 *
 * Stripe stores the first response under a key, errors included (a 500 too), and replays it for
 * 24 hours (docs.stripe.com/api/idempotent_requests). A key derived only from the contract would turn
 * one failure into a day in which nothing can be retried. So each logical operation has a base
 * (`transfer-<contract>`, `refund-<contract>-<payment intent>`, `checkout-<contract>-<attempt>`,
 * `account-<uid>`), and the key sent is the base while it has never failed, then `<base>-r<n>` after
 * the n-th failed call. Parallel callers read the same generation and so send the same key: Stripe
 * still makes one object for them.
 *
 * A new key could repeat an operation whose response was lost (a timeout that Stripe completed), or
 * one sent more than 24 hours ago. The caller is told whether an earlier call under this base was
 * made (`earlier`); the transfer then looks its contract's transfers up before sending (transfer.ts),
 * a second full refund is refused by Stripe (charge_already_refunded), and a second Checkout Session
 * or Express account moves no money.
 */
import { logger } from 'firebase-functions/logger';
import type { Deps } from '../../ports';
import { stripeKeys, type StripeKeyDoc } from '../../documents/stripeKeys';

export const keyOf = (base: string, generation: number) => (generation === 0 ? base : `${base}-r${generation}`);

/** A short description of a failed call for the records admins read (never a card number: Stripe sends none). */
export function describeFailure(e: unknown): string {
  if (e && typeof e === 'object') {
    const { statusCode, code, message } = e as { statusCode?: unknown; code?: unknown; message?: unknown };
    const parts = [statusCode, code, message].filter((x) => typeof x === 'string' || typeof x === 'number');
    if (parts.length) return parts.join(' ').slice(0, 500);
  }
  return String(e).slice(0, 500);
}

/** Logs a failed money step of a batch or a webhook; the batch goes on. */
export function logFailure(what: string, id: string, e: unknown): void {
  logger.write({ severity: 'ERROR', message: `${what} ${id} failed`, error: describeFailure(e) });
}

/**
 * Runs one creating Stripe call under the operation's current key. `earlier` is true when a call
 * under this base was made before (it may have gone through). A failure moves the generation on
 * (once, however many parallel callers failed with it) and is rethrown.
 */
export async function withIdempotencyKey<T>(
  deps: Deps,
  base: string,
  call: (key: string, earlier: boolean) => Promise<T>,
): Promise<T> {
  const { doc, earlier } = await deps.store.runTransaction(async (tx) => {
    const cur = await stripeKeys.get(tx, base);
    if (cur) return { doc: cur, earlier: true };
    const fresh: StripeKeyDoc = {
      base,
      generation: 0,
      sentAt: deps.clock.now(),
      failures: 0,
      lastError: null,
      lastFailedAt: null,
    };
    stripeKeys.create(tx, base, fresh);
    return { doc: fresh, earlier: false };
  });
  try {
    return await call(keyOf(base, doc.generation), earlier);
  } catch (e) {
    await deps.store.runTransaction(async (tx) => {
      const cur = await stripeKeys.get(tx, base);
      if (!cur || cur.generation !== doc.generation) return;
      const now = deps.clock.now();
      stripeKeys.patch(tx, base, {
        generation: cur.generation + 1,
        sentAt: now,
        failures: cur.failures + 1,
        lastError: describeFailure(e),
        lastFailedAt: now,
      });
    });
    throw e;
  }
}
