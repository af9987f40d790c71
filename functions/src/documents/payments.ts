/**
 * payments/{contractId}: the client's card payment of one contract. Remembers the open Checkout
 * Session (reused while open), then what the webhook learnt (payment intent) and a refund when one
 * is owed (a payment that landed on a contract already cancelled).
 */
import type { PaymentStatus } from '@common/payments';
import { collection, type Reader } from './collection';

/**
 * A refund of the payment: requested (owed, inside the transaction that decided it), created (Stripe
 * accepted the call), succeeded (charge.refunded arrived). reason: paid_after_cancel, cancel_agreed,
 * cancel_auto_accepted, out_of_band (refunded outside the app, e.g. the dashboard).
 */
export interface PaymentRefundDoc {
  status: 'requested' | 'created' | 'succeeded';
  reason: string;
  refundId: string | null;
  requestedAt: Date;
  succeededAt?: Date | null;
  /** Failed Stripe calls so far, the last one's error and time (what admins look at). */
  attempts?: number;
  lastError?: string | null;
  lastAttemptAt?: Date | null;
}

/**
 * An admin's partial refund, decided with a hold's `complete` (docs/product/money.md#partial-refund-by-an-admin):
 * requested (in the decision's transaction) -> created (Stripe answered) -> succeeded (charge.refunded
 * reached `total`). `total` is what the charge's amount_refunded becomes: what was refunded before
 * the decision plus `amount`; the payout is computed on it from the start.
 */
export interface PaymentPartialRefundDoc {
  status: 'requested' | 'created' | 'succeeded';
  amount: number;
  total: number;
  reason: 'admin_partial';
  refundId: string | null;
  requestedAt: Date;
  succeededAt?: Date | null;
  attempts?: number;
  lastError?: string | null;
  lastAttemptAt?: Date | null;
}

/**
 * The first issue of the payment's 領収書 as stored before receipts were versioned (the amounts then
 * followed refunds). Still read, as version 1 (docs/product/money.md#receipt-versions), until the next
 * GET moves it into `receipts`.
 */
export interface PaymentReceiptDoc {
  number: string;
  issuedAt: Date;
  /** GETs so far, the first issue included, and the last one's time. */
  views: number;
  lastViewedAt: Date;
  addressee: string;
  title: string;
  workerName: string;
  issuer: { name: string; postalCode: string; address: string; invoiceRegistrationNumber: string };
}

/**
 * One issued version of the payment's 領収書, frozen at its issue and never rewritten
 * (docs/product/money.md#receipt-versions): version 1 is the first GET's; a GET that finds the receipt
 * would now state other amounts (a refund) appends the next one, which names the one it replaces.
 */
export interface PaymentReceiptVersionDoc {
  /** 1, 2, ...: the position in `receipts` + 1. */
  version: number;
  /** Version 1: receiptNumber(); version n > 1: the same with `-n`. */
  number: string;
  /** 発行日 of this version. */
  issuedAt: Date;
  /** The version this one corrects (the previous one); null on version 1. */
  replaces: { number: string; issuedAt: Date } | null;
  addressee: string;
  title: string;
  workerName: string;
  issuer: { name: string; postalCode: string; address: string; invoiceRegistrationNumber: string };
  /** What it states (common/src/receipts.ts Receipt), as at its issue. */
  status: 'received' | 'partially_refunded' | 'refunded';
  paid: number;
  refund: { amount: number; refundedAt: Date | null } | null;
  amount: number;
  withheld: number;
  taxBase: number;
  taxIncluded: number;
  description: string;
}

/** GETs of one receipt version so far (its issue included) and the last one's time: bookkeeping only. */
export interface PaymentReceiptViewsDoc {
  views: number;
  lastViewedAt: Date;
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
  /** The charge transfers take their funds from (source_transaction); read after the payment. */
  chargeId?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  /** When the charge's funds become available (its balance transaction's available_on); read after the payment. */
  availableOn?: Date | null;
  /** The job title and the worker's name at payment time, for the history and the receipt. */
  title?: string;
  paidAt: Date | null;
  refund: PaymentRefundDoc | null;
  /** An admin's partial refund, when one was decided (the contract then completes on the rest). */
  partialRefund?: PaymentPartialRefundDoc | null;
  /** Refunded to the card so far (Stripe's cumulative amount_refunded; a Dashboard refund too). */
  refundedAmount?: number;
  /** The 領収書's first issue as stored before versions (read as version 1; null once moved into `receipts`). */
  receipt?: PaymentReceiptDoc | null;
  /** The 領収書's issued versions, oldest first, each frozen (docs/product/money.md#receipt-versions). */
  receipts?: PaymentReceiptVersionDoc[];
  /** Views of each version, same order as `receipts`. */
  receiptViews?: PaymentReceiptViewsDoc[];
  createdAt: Date;
  updatedAt: Date;
}

export const payments = collection<PaymentDoc>('payments');

/** The payment a Stripe object (charge, dispute) points at, by its payment intent. */
export async function paymentOfIntent(r: Reader, paymentIntentId: string): Promise<PaymentDoc | null> {
  const [hit] = await payments.query(r, { where: [['paymentIntentId', '==', paymentIntentId]], limit: 1 });
  return hit?.data ?? null;
}
