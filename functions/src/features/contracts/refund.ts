/**
 * The refund a contract owes (payments/{id}.refund.status = requested): one Stripe refund under the
 * idempotency key of the contract and the payment intent (features/money/keys.ts), so a retry, a
 * replayed event or a parallel caller never refunds twice; after a failure the next try uses a new
 * key, and Stripe refuses a second full refund (charge_already_refunded), which counts as done.
 * charge.refunded then confirms it (webhooks/service.ts). Nothing is sent while the contract is on
 * hold. A failure is recorded on the payment's refund (attempts, last error, when) and thrown.
 */
import type { Deps } from '../../ports';
import { ApiError } from '../../http/errors';
import { contracts } from '../../documents/contracts';
import { payments } from '../../documents/payments';
import { isOnHold } from '../money/holds';
import { describeFailure, withIdempotencyKey } from '../money/keys';
import { applyTransition } from './transitions';

export const refundKey = (contractId: string, paymentIntentId: string) => `refund-${contractId}-${paymentIntentId}`;

/**
 * An admin's partial refund (docs/product/money.md#partial-refund-by-an-admin): its own operation,
 * the amount in its key, so it can never be mistaken for the full refund or another amount.
 */
export const partialRefundKey = (contractId: string, paymentIntentId: string, amount: number) =>
  `refund-${contractId}-${paymentIntentId}-part-${amount}`;

const alreadyRefunded = (e: unknown) => (e as { code?: unknown } | null)?.code === 'charge_already_refunded';

/** The whole of a payment intent back to the card, under its operation's key; a second one is a no-op. */
export async function refundPayment(
  deps: Deps,
  contractId: string,
  paymentIntentId: string,
  reason: string,
): Promise<string | null> {
  try {
    const refund = await withIdempotencyKey(deps, refundKey(contractId, paymentIntentId), (idempotencyKey) =>
      deps.stripe.createRefund({ paymentIntentId, idempotencyKey, metadata: { contractId, reason } }),
    );
    return refund.id;
  } catch (e) {
    if (alreadyRefunded(e)) return null;
    throw e;
  }
}

async function recordFailure(deps: Deps, contractId: string, e: unknown): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur?.refund) return;
    const now = deps.clock.now();
    const refund = {
      ...cur.refund,
      attempts: (cur.refund.attempts ?? 0) + 1,
      lastError: describeFailure(e),
      lastAttemptAt: now,
    };
    payments.patch(tx, contractId, { refund, updatedAt: now });
  });
}

async function recordPartialFailure(deps: Deps, contractId: string, e: unknown): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur?.partialRefund) return;
    const now = deps.clock.now();
    const partialRefund = {
      ...cur.partialRefund,
      attempts: (cur.partialRefund.attempts ?? 0) + 1,
      lastError: describeFailure(e),
      lastAttemptAt: now,
    };
    payments.patch(tx, contractId, { partialRefund, updatedAt: now });
  });
}

/**
 * The requested partial refund: `amount` of the payment intent under its key. After an earlier call
 * under that key (a lost answer, a key over 24 hours old) the payment's refunds are listed first and
 * the one this operation made is adopted: Stripe would take a second partial refund.
 */
async function sendPartialRefund(deps: Deps, contractId: string, paymentIntentId: string, amount: number): Promise<void> {
  let refundId: string;
  try {
    refundId = await withIdempotencyKey(
      deps,
      partialRefundKey(contractId, paymentIntentId, amount),
      async (idempotencyKey, earlier) => {
        const made = earlier
          ? (await deps.stripe.listRefunds(paymentIntentId)).find(
              (r) => r.metadata?.contractId === contractId && r.metadata?.kind === 'partial' && r.amount === amount,
            )
          : undefined;
        const refund =
          made ??
          (await deps.stripe.createRefund({
            paymentIntentId,
            amount,
            idempotencyKey,
            metadata: { contractId, reason: 'admin_partial', kind: 'partial' },
          }));
        return refund.id;
      },
    );
  } catch (e) {
    await recordPartialFailure(deps, contractId, e).catch(() => undefined);
    throw e;
  }
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur?.partialRefund || cur.partialRefund.refundId) return;
    // charge.refunded may have landed first (succeeded): keep its status, add the refund's id.
    const status = cur.partialRefund.status === 'requested' ? 'created' : cur.partialRefund.status;
    payments.patch(tx, contractId, {
      partialRefund: { ...cur.partialRefund, status, refundId, lastError: null },
      updatedAt: deps.clock.now(),
    });
  });
}

/** Makes the requested refund of the contract's payment (the whole, or an admin's part), then records it. Safe to call again. */
export async function refundIfOwed(deps: Deps, contractId: string): Promise<void> {
  const [payment, contract] = await Promise.all([payments.get(deps.store, contractId), contracts.get(deps.store, contractId)]);
  if (!payment?.paymentIntentId || (contract && isOnHold(contract))) return;
  if (payment.partialRefund?.status === 'requested') {
    await sendPartialRefund(deps, contractId, payment.paymentIntentId, payment.partialRefund.amount);
  }
  if (payment.refund?.status !== 'requested') return;
  let refundId: string | null;
  try {
    refundId = await refundPayment(deps, contractId, payment.paymentIntentId, payment.refund.reason);
  } catch (e) {
    await recordFailure(deps, contractId, e).catch(() => undefined);
    throw e;
  }
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur?.refund || cur.refund.refundId) return;
    // charge.refunded may have landed first (succeeded): keep its status, add the refund's id.
    const status = cur.refund.status === 'requested' ? 'created' : cur.refund.status;
    payments.patch(tx, contractId, {
      refund: { ...cur.refund, status, refundId, lastError: null },
      updatedAt: deps.clock.now(),
    });
  });
}

/**
 * A contract agreed to be cancelled (refunding) whose payment was already refunded (outside the
 * app, before the agreement): no charge.refunded will come again, so it is cancelled now.
 */
export async function settleRefunded(deps: Deps, contractId: string): Promise<boolean> {
  const [payment, contract] = await Promise.all([payments.get(deps.store, contractId), contracts.get(deps.store, contractId)]);
  if (payment?.refund?.status !== 'succeeded' || contract?.status !== 'refunding') return false;
  try {
    await applyTransition(deps, { contractId, action: 'confirm_refund', uid: null });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return false;
    throw e;
  }
}
