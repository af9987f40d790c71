/**
 * payments/{contractId}: the client's card payment of one contract. Remembers the open Checkout
 * Session (reused while open), then what the webhook learnt (payment intent) and a refund when one
 * is owed (a payment that landed on a contract already cancelled).
 */
import type { PaymentStatus } from '@common/payments';
import { collection } from './collection';

export interface PaymentRefundDoc {
  status: 'requested' | 'created';
  reason: string;
  refundId: string | null;
  requestedAt: Date;
}

export interface PaymentDoc {
  contractId: string;
  clientId: string;
  workerId: string;
  /** Integer yen. */
  amount: number;
  status: PaymentStatus;
  /** 1 for the first Checkout Session, +1 for each one made after the previous was no longer open. */
  attempt: number;
  sessionId: string;
  sessionUrl: string | null;
  sessionExpiresAt: Date;
  paymentIntentId: string | null;
  paidAt: Date | null;
  refund: PaymentRefundDoc | null;
  createdAt: Date;
  updatedAt: Date;
}

export const payments = collection<PaymentDoc>('payments');
