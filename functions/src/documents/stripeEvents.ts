/**
 * stripeEvents/{eventId}: every verified Stripe webhook event the API has handled. Written in the
 * same transaction as the event's effect, so a replayed event (Stripe retries, duplicates) finds
 * its document and changes nothing.
 */
import type { WebhookEndpoint } from '../ports/stripe';
import { collection } from './collection';

export interface StripeEventDoc {
  id: string;
  type: string;
  /** When Stripe created the event. */
  created: Date;
  receivedAt: Date;
  /** The contract it concerned, when there was one. */
  contractId: string | null;
  /** What the handler did: 'paid', 'refund_requested', 'second_payment_refund', 'stored', ... */
  outcome: string;
  /** A payment this event brought that must go back (a second payment of a paid contract). */
  refundPaymentIntentId?: string | null;
  /** The connected account of an account.updated event (its waiting transfers run after it). */
  accountId?: string | null;
  /** The bank payout of a payout.* event (Connect endpoint): its transfers are linked after the event. */
  bankPayoutId?: string | null;
  /** Which endpoint it came to, the connected account it happened on, and its mode. */
  endpoint?: WebhookEndpoint;
  account?: string | null;
  livemode?: boolean;
}

export const stripeEvents = collection<StripeEventDoc>('stripeEvents');
