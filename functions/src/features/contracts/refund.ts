/**
 * The refund a contract owes (payments/{id}.refund.status = requested): one Stripe refund with an
 * idempotency key of the contract and the payment intent, so a retry, a replayed event or a
 * parallel caller never refunds twice. charge.refunded then confirms it (webhooks/service.ts).
 */
import type { Deps } from '../../ports';
import { ApiError } from '../../http/errors';
import { contracts } from '../../documents/contracts';
import { payments } from '../../documents/payments';
import { applyTransition } from './transitions';

export const refundKey = (contractId: string, paymentIntentId: string) => `refund-${contractId}-${paymentIntentId}`;

/** Makes the requested refund of the contract's payment, then records it. Safe to call again. */
export async function refundIfOwed(deps: Deps, contractId: string): Promise<void> {
  const payment = await payments.get(deps.store, contractId);
  if (payment?.refund?.status !== 'requested' || !payment.paymentIntentId) return;
  const refund = await deps.stripe.createRefund({
    paymentIntentId: payment.paymentIntentId,
    idempotencyKey: refundKey(contractId, payment.paymentIntentId),
    metadata: { contractId, reason: payment.refund.reason },
  });
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur?.refund || cur.refund.refundId) return;
    // charge.refunded may have landed first (succeeded): keep its status, add the refund's id.
    const status = cur.refund.status === 'requested' ? 'created' : cur.refund.status;
    payments.patch(tx, contractId, { refund: { ...cur.refund, status, refundId: refund.id }, updatedAt: deps.clock.now() });
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
