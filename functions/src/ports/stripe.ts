/**
 * Stripe as the API uses it (Connect with separate charges and transfers:
 * docs/architecture.md#stripe-payments-webhooks-money-rules). Exactly the
 * calls the deal needs; amounts are JPY, a zero-decimal currency, so every amount is integer yen.
 * Adapters: HttpStripe (the stripe package) and LocalStripe (a stateful fake in the store).
 */
export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface CheckoutSessionInput {
  /** Integer yen. */
  amount: number;
  /** Shown on the Checkout page. */
  productName: string;
  contractId: string;
  successUrl: string;
  cancelUrl: string;
  /**
   * When the session stops taking payments (Stripe: 30 minutes to 24 hours ahead; default 24 hours).
   * Left out by the API so that a retry with the same idempotency key sends the same parameters.
   */
  expiresAt?: Date;
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: CheckoutPaymentStatus;
  paymentIntentId: string | null;
  amount: number;
  contractId: string | null;
  expiresAt: Date;
}

export interface PaymentIntentInfo {
  id: string;
  status: string;
  amount: number;
  /** The charge a transfer's source_transaction points at. */
  chargeId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /**
   * When the charge's funds become available on the platform balance (its balance transaction's
   * available_on); a transfer with this charge as source_transaction becomes available then too.
   */
  availableOn?: Date | null;
}

export interface RefundInput {
  paymentIntentId: string;
  /** Integer yen; omitted: whatever is left of the charge. */
  amount?: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface RefundInfo {
  id: string;
  amount: number;
  status: string;
  paymentIntentId: string | null;
  /** What the creating call attached (listRefunds answers it: a partial refund is found by it). */
  metadata?: Record<string, string>;
}

export interface TransferInput {
  amount: number;
  /** The worker's connected account. */
  destination: string;
  /** The charge the money came from: the transfer waits for its funds, never the platform's. */
  sourceTransaction: string;
  /** The contract id. */
  transferGroup: string;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface TransferInfo {
  id: string;
  amount: number;
  amountReversed: number;
  destination: string;
  transferGroup: string | null;
  sourceTransaction: string | null;
  /**
   * The payment (py_...) the transfer made on the connected account: the source of its balance
   * transaction there, which is how a bank payout of that account is traced back to the transfer.
   */
  destinationPayment?: string | null;
}

export interface TransferReversalInput {
  transferId: string;
  /** Omitted: the whole transfer. */
  amount?: number;
  idempotencyKey: string;
}

export interface TransferReversalInfo {
  id: string;
  transferId: string;
  amount: number;
}

export interface ConnectedAccount {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  /** What Stripe still asks for (requirements.currently_due). */
  requirementsDue: string[];
  /** settings.payouts.schedule: when Stripe pays the account's balance out to its bank. */
  payoutSchedule?: PayoutSchedule | null;
}

/** A connected account's automatic payout schedule (Stripe's settings.payouts.schedule). */
export interface PayoutSchedule {
  interval: 'daily' | 'weekly' | 'monthly' | 'manual';
  /** Days charge funds are held on the account (its own charges; a transfer follows its source charge). */
  delayDays: number | null;
  /** Weekly: the days of the week payouts are made ('monday' ... 'friday'). */
  weeklyDays: string[];
  /** Monthly: the days of the month (1-31; 29-31 fall on a shorter month's last day). */
  monthlyDays: number[];
}

export type BankPayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';

export interface AccountInput {
  email?: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface AccountLinkInput {
  accountId: string;
  refreshUrl: string;
  returnUrl: string;
}

export interface StripeLink {
  url: string;
  expiresAt: Date | null;
}

/** A payout bank account as the app may show it: never the full account number. */
export interface BankAccountSummary {
  id: string;
  bankName: string;
  /** Japanese branch code (routing_number is bank code + branch code). */
  branchCode: string;
  last4: string;
  isDefault: boolean;
}

/**
 * Which of the two webhook endpoints Stripe posted to. Stripe sends the platform's own events
 * (Checkout, charges, refunds, disputes, transfers) to an account endpoint and connected accounts'
 * events (account.updated, their payouts) to a Connect endpoint; each endpoint has its own secret.
 */
export type WebhookEndpoint = 'platform' | 'connect';

/** A webhook event whose signature was verified; `object` is the event's data.object. */
export interface VerifiedStripeEvent {
  id: string;
  type: string;
  created: Date;
  /** The connected account the event happened on (Connect endpoint events); null for the platform's own. */
  account: string | null;
  livemode: boolean;
  object: Record<string, unknown>;
}

/** The signature header does not match the raw body (or is missing, or too old). */
export class StripeSignatureError extends Error {
  constructor(message = 'invalid Stripe signature') {
    super(message);
    this.name = 'StripeSignatureError';
  }
}

export interface StripePort {
  /** Whether this deployment's key is a live one (events of the other mode are not ours to act on). */
  readonly livemode: boolean;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
  expireCheckoutSession(id: string): Promise<CheckoutSession>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo>;
  createRefund(input: RefundInput): Promise<RefundInfo>;
  /** GET /v1/refunds?payment_intent=: the refunds already made of a payment (an admin's partial refund is looked up first). */
  listRefunds(paymentIntentId: string): Promise<RefundInfo[]>;
  createTransfer(input: TransferInput): Promise<TransferInfo>;
  /** GET /v1/transfers?transfer_group=: the transfers already made for a contract (newest first). */
  listTransfers(transferGroup: string): Promise<TransferInfo[]>;
  createTransferReversal(input: TransferReversalInput): Promise<TransferReversalInfo>;
  createExpressAccount(input: AccountInput): Promise<ConnectedAccount>;
  retrieveAccount(id: string): Promise<ConnectedAccount>;
  createAccountLink(input: AccountLinkInput): Promise<StripeLink>;
  createLoginLink(accountId: string): Promise<StripeLink>;
  listBankAccounts(accountId: string): Promise<BankAccountSummary[]>;
  /**
   * GET /v1/balance_transactions?payout= on the connected account (Stripe-Account header): the
   * `source` ids of the balance transactions an automatic payout carried (py_... of transfers,
   * po_... of failed payouts whose money it pays again). Stripe links only automatic payouts.
   */
  listPayoutSources(accountId: string, payoutId: string): Promise<string[]>;
  /** Verifies the signature over the raw body with that endpoint's secret; throws StripeSignatureError otherwise. */
  constructEvent(rawBody: Buffer, signature: string | undefined, endpoint: WebhookEndpoint): VerifiedStripeEvent;
}
