/**
 * Stripe Connect through the stripe package (separate charges and transfers). JPY is zero-decimal:
 * every amount sent and read is integer yen. Every creating call carries the idempotency key the
 * caller chose (features/money/keys.ts decides them), so a retry never charges, refunds or pays twice.
 */
import Stripe from 'stripe';
import {
  StripeSignatureError,
  type AccountInput,
  type AccountLinkInput,
  type BankAccountSummary,
  type CheckoutSession,
  type CheckoutSessionInput,
  type ConnectedAccount,
  type PaymentIntentInfo,
  type PayoutSchedule,
  type RefundInfo,
  type RefundInput,
  type StripeLink,
  type StripePort,
  type TransferInfo,
  type TransferInput,
  type TransferReversalInfo,
  type TransferReversalInput,
  type VerifiedStripeEvent,
  type WebhookEndpoint,
} from '../../ports/stripe';

/** The signing secret of each webhook endpoint (the account endpoint's and the Connect endpoint's). */
export type WebhookSecrets = Record<WebhookEndpoint, string>;

/** A live secret or restricted key moves real money; events of the other mode are ignored. */
export const isLiveKey = (secretKey: string) => /^(sk|rk)_live_/.test(secretKey);

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const toCheckoutSession = (s: Stripe.Checkout.Session): CheckoutSession => ({
  id: s.id,
  url: s.url,
  status: (s.status ?? 'open') as CheckoutSession['status'],
  paymentStatus: s.payment_status as CheckoutSession['paymentStatus'],
  paymentIntentId: idOf(s.payment_intent),
  amount: s.amount_total ?? 0,
  contractId: s.metadata?.contractId ?? null,
  expiresAt: new Date(s.expires_at * 1000),
});

const INTERVALS: readonly PayoutSchedule['interval'][] = ['daily', 'weekly', 'monthly', 'manual'];

/** settings.payouts.schedule; the older single anchors count when the day lists are absent. */
export function toPayoutSchedule(s: Stripe.Account.Settings.Payouts.Schedule | null | undefined): PayoutSchedule | null {
  const interval = INTERVALS.find((i) => i === s?.interval);
  if (!s || !interval) return null;
  const weekly: string[] = s.weekly_payout_days?.length ? [...s.weekly_payout_days] : s.weekly_anchor ? [s.weekly_anchor] : [];
  const monthly = s.monthly_payout_days?.length ? [...s.monthly_payout_days] : s.monthly_anchor ? [s.monthly_anchor] : [];
  return {
    interval,
    delayDays: typeof s.delay_days === 'number' ? s.delay_days : null,
    weeklyDays: weekly,
    monthlyDays: monthly,
  };
}

const toAccount = (a: Stripe.Account): ConnectedAccount => ({
  id: a.id,
  detailsSubmitted: !!a.details_submitted,
  payoutsEnabled: !!a.payouts_enabled,
  chargesEnabled: !!a.charges_enabled,
  requirementsDue: a.requirements?.currently_due ?? [],
  payoutSchedule: toPayoutSchedule(a.settings?.payouts?.schedule),
});

const toTransfer = (t: Stripe.Transfer): TransferInfo => ({
  id: t.id,
  amount: t.amount,
  amountReversed: t.amount_reversed,
  destination: idOf(t.destination) ?? '',
  transferGroup: t.transfer_group,
  sourceTransaction: idOf(t.source_transaction),
  destinationPayment: idOf(t.destination_payment),
});

export class HttpStripe implements StripePort {
  private readonly stripe: Stripe;
  readonly livemode: boolean;

  constructor(
    secretKey: string,
    private readonly webhookSecrets: WebhookSecrets,
  ) {
    // Retries network errors and 409s of a request still in flight with the same idempotency key.
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2 });
    this.livemode = isLiveKey(secretKey);
  }

  /**
   * POST /v1/checkout/sessions: a one-off card payment of the reward (mode payment, JPY), captured
   * at once and kept on the platform balance; transfer_group = the contract for the later transfer.
   */
  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'jpy', unit_amount: input.amount, product_data: { name: input.productName } },
          },
        ],
        metadata: { contractId: input.contractId },
        payment_intent_data: {
          capture_method: 'automatic',
          transfer_group: input.contractId,
          metadata: { contractId: input.contractId },
        },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: input.expiresAt ? seconds(input.expiresAt) : undefined,
        locale: 'ja',
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toCheckoutSession(session);
  }

  /** GET /v1/checkout/sessions/:id: is it still open, was it paid. */
  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return toCheckoutSession(await this.stripe.checkout.sessions.retrieve(id));
  }

  /** POST /v1/checkout/sessions/:id/expire: no payment can happen through it any more. */
  async expireCheckoutSession(id: string): Promise<CheckoutSession> {
    return toCheckoutSession(await this.stripe.checkout.sessions.expire(id));
  }

  /**
   * GET /v1/payment_intents/:id with its latest charge (the transfer's source, the card for receipts)
   * and the charge's balance transaction (when its funds become available).
   */
  async retrievePaymentIntent(id: string): Promise<PaymentIntentInfo> {
    const pi = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge.balance_transaction'] });
    const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    const txn = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
    return {
      id: pi.id,
      status: pi.status,
      amount: pi.amount,
      chargeId: idOf(pi.latest_charge),
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      availableOn: txn ? new Date(txn.available_on * 1000) : null,
    };
  }

  /** POST /v1/refunds: the payment (or what is left of it, or `amount`) back to the card. */
  async createRefund(input: RefundInput): Promise<RefundInfo> {
    const r = await this.stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: r.id, amount: r.amount, status: r.status ?? 'pending', paymentIntentId: idOf(r.payment_intent) };
  }

  /** GET /v1/refunds?payment_intent=: a payment's refunds (one page is plenty: a few per payment). */
  async listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
    const list = await this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
    return list.data.map((r) => ({
      id: r.id,
      amount: r.amount,
      status: r.status ?? 'pending',
      paymentIntentId: idOf(r.payment_intent),
      metadata: { ...(r.metadata ?? {}) },
    }));
  }

  /** POST /v1/transfers: reward minus fee to the worker, funded by the contract's charge. */
  async createTransfer(input: TransferInput): Promise<TransferInfo> {
    const t = await this.stripe.transfers.create(
      {
        amount: input.amount,
        currency: 'jpy',
        destination: input.destination,
        source_transaction: input.sourceTransaction,
        transfer_group: input.transferGroup,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toTransfer(t);
  }

  /** GET /v1/transfers?transfer_group=: a contract's transfers (one page is plenty: one per contract). */
  async listTransfers(transferGroup: string): Promise<TransferInfo[]> {
    const list = await this.stripe.transfers.list({ transfer_group: transferGroup, limit: 100 });
    return list.data.map(toTransfer);
  }

  /** POST /v1/transfers/:id/reversals: takes a transfer (or part of it) back (admin cases). */
  async createTransferReversal(input: TransferReversalInput): Promise<TransferReversalInfo> {
    const r = await this.stripe.transfers.createReversal(
      input.transferId,
      input.amount === undefined ? {} : { amount: input.amount },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: r.id, transferId: idOf(r.transfer) ?? input.transferId, amount: r.amount };
  }

  /** POST /v1/accounts: an Express account in Japan that can receive transfers. */
  async createExpressAccount(input: AccountInput): Promise<ConnectedAccount> {
    const a = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'JP',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toAccount(a);
  }

  /** GET /v1/accounts/:id. */
  async retrieveAccount(id: string): Promise<ConnectedAccount> {
    return toAccount(await this.stripe.accounts.retrieve(id));
  }

  /** POST /v1/account_links: a fresh onboarding link (expires in minutes; minted per request). */
  async createAccountLink(input: AccountLinkInput): Promise<StripeLink> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      type: 'account_onboarding',
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
    });
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  /** POST /v1/accounts/:id/login_links: the Express dashboard. */
  async createLoginLink(accountId: string): Promise<StripeLink> {
    const link = await this.stripe.accounts.createLoginLink(accountId);
    return { url: link.url, expiresAt: null };
  }

  /** GET /v1/accounts/:id/external_accounts?object=bank_account: names, codes and last 4 only. */
  async listBankAccounts(accountId: string): Promise<BankAccountSummary[]> {
    const list = await this.stripe.accounts.listExternalAccounts(accountId, { object: 'bank_account', limit: 10 });
    return list.data
      .filter((x): x is Stripe.BankAccount => x.object === 'bank_account')
      .map((b) => ({
        id: b.id,
        bankName: b.bank_name ?? '',
        branchCode: (b.routing_number ?? '').slice(4),
        last4: b.last4,
        isDefault: !!b.default_for_currency,
      }));
  }

  /** GET /v1/balance_transactions?payout= as the connected account: what an automatic payout carried. */
  async listPayoutSources(accountId: string, payoutId: string): Promise<string[]> {
    const sources: string[] = [];
    for await (const t of this.stripe.balanceTransactions.list({ payout: payoutId, limit: 100 }, { stripeAccount: accountId })) {
      const source = idOf(t.source);
      if (source) sources.push(source);
    }
    return sources;
  }

  /** Offline: HMAC-SHA256 of the raw body with that endpoint's secret, 5 minutes' tolerance. */
  constructEvent(rawBody: Buffer, signature: string | undefined, endpoint: WebhookEndpoint): VerifiedStripeEvent {
    return verifyStripeEvent(this.stripe, rawBody, signature, this.webhookSecrets[endpoint]);
  }
}

/** The one verification both adapters use: stripe.webhooks.constructEvent over the raw bytes. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): VerifiedStripeEvent {
  if (!signature) throw new StripeSignatureError('missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (e) {
    throw new StripeSignatureError(e instanceof Error ? e.message : String(e));
  }
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    account: typeof event.account === 'string' && event.account ? event.account : null,
    livemode: event.livemode === true,
    object: event.data.object as unknown as Record<string, unknown>,
  };
}
