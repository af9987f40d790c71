/**
 * Payments (docs/product/money.md#payment): the shapes of the payment endpoints, shared by the API and the web.
 *
 *   POST /liff/project/get-payment-url {contractId} -> {url}   client owner, contract awaiting payment
 *   POST /stripe/webhook (Stripe only; raw body, Stripe-Signature header)
 */
import { clientMessages as m } from './messages';
import { object, text } from './schemas/text';

/** payments/{contractId}: open (Checkout Session waiting), paid (webhook confirmed), expired. */
export type PaymentStatus = 'open' | 'paid' | 'expired';

export const getPaymentUrlSchema = object({
  contractId: text(m.type).required(m.required).max(128, m.unknown),
})
  .exact(m.unknown)
  .strict(false);

export interface GetPaymentUrlResponse {
  /** Stripe Checkout (locally: the local checkout page). */
  url: string;
}

/** Messages of the payment endpoints. */
export const paymentMessages = {
  clientOnly: 'お支払いは発注者のみ行えます',
  notAwaiting: (statusLabel: string) => `現在の状態（${statusLabel}）ではお支払いできません`,
} as const;
