/**
 * What the client has been (or is being) refunded of a payment, the figure the fee and the payout
 * are computed on (docs/product/money.md#fee): Stripe's cumulative amount_refunded as
 * charge.refunded recorded it, or, once an admin decided a partial refund, the total it makes,
 * from the decision on (docs/product/money.md#partial-refund-by-an-admin). So the transfer after
 * that decision sends reward − refund − fee whether or not Stripe has confirmed the refund yet.
 */
import type { PaymentDoc } from '../../documents/payments';

export const refundedSoFar = (p: Pick<PaymentDoc, 'refundedAmount' | 'partialRefund'> | null | undefined): number =>
  Math.max(p?.refundedAmount ?? 0, p?.partialRefund?.total ?? 0);

/** What is still on the charge: paid minus refunded so far (what a partial refund must stay under). */
export const refundableOf = (p: Pick<PaymentDoc, 'amount' | 'refundedAmount' | 'partialRefund'>): number =>
  Math.max(0, p.amount - refundedSoFar(p));
