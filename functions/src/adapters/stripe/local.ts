/**
 * Local Stripe stand-in: a stateful fake of exactly the calls the API makes (ports/stripe.ts),
 * with objects shaped like Stripe's (snake_case, unix seconds, ids cs_/pi_/ch_/re_/tr_/acct_/evt_/dp_)
 * kept in the document store at _stripeLocal/{id}, so `npm start` keeps them across restarts and
 * demo data can hold accounts in each state. It copies the Stripe rules the app depends on:
 *   - idempotency: the first response under a key, errors included (500s too), is replayed for
 *     24 hours; the same key with other parameters is an idempotency_error (docs.stripe.com/api/idempotent_requests);
 *   - webhooks: the platform's events go to the account endpoint, signed with its secret; a connected
 *     account's events (account.updated) carry `account` and go to the Connect endpoint, signed with
 *     the other secret (docs.stripe.com/connect/webhooks);
 *   - a charge with a dispute cannot be refunded (charge_disputed); a deleted account is gone;
 *   - what operators do in the Dashboard: partial and full refunds, a card dispute (local pages);
 *   - the connected account's balance and its bank payouts: a transfer adds a payment (py_) to the
 *     account's balance, available when its source charge is; payOut() plays the account's automatic
 *     payout (all available funds, arrival_date, payout.created on the Connect endpoint) and
 *     settlePayout() its end (payout.paid / payout.failed / payout.canceled; a failed or canceled
 *     payout's money goes back to the balance and rides the next payout), as
 *     docs.stripe.com/payouts/reconciliation describes them: listPayoutSources answers what a payout carried.
 * After each change it sends the event Stripe would send, signed with
 * stripe.webhooks.generateTestHeaderString, to the target set by setWebhookTarget (the app's own
 * webhook routes), so the same verification code as production checks it. config.ts never selects
 * it in a deployed function. failNext() makes the next call of a kind answer as Stripe does when it fails.
 */
import { createHash, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { dateOfDayNumber, isWeekend, jstDayNumber, startOfJstDay } from '@common/dates';
import { LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../config';
import type { DocumentStore, TransactionOps } from '../../ports/store';
import type {
  AccountInput,
  AccountLinkInput,
  BankAccountSummary,
  BankPayoutStatus,
  CheckoutSession,
  CheckoutSessionInput,
  ConnectedAccount,
  PaymentIntentInfo,
  PayoutSchedule,
  RefundInfo,
  RefundInput,
  StripeLink,
  StripePort,
  TransferInfo,
  TransferInput,
  TransferReversalInfo,
  TransferReversalInput,
  VerifiedStripeEvent,
  WebhookEndpoint,
} from '../../ports/stripe';
import { verifyStripeEvent } from './http';

/** Connected account. Older demo data holds only payoutsEnabled. */
export interface LocalStripeAccount {
  payoutsEnabled: boolean;
  detailsSubmitted?: boolean;
  requirementsDue?: string[];
  bankAccounts?: BankAccountSummary[];
  email?: string | null;
  /** Deleted by the platform: every call about it then answers as for an unknown account. */
  deleted?: boolean;
  metadata?: Record<string, string>;
  created?: number;
  /** settings.payouts.schedule as Stripe shapes it; absent: LOCAL_DEFAULT_SCHEDULE. */
  payoutSchedule?: LocalPayoutSchedule;
}

/** Stripe's settings.payouts.schedule of an account. */
export interface LocalPayoutSchedule {
  interval: 'daily' | 'weekly' | 'monthly' | 'manual';
  delay_days: number;
  weekly_anchor?: string;
  monthly_anchor?: number;
}

/**
 * A new Japanese account's schedule: daily payouts are not offered in Japan; Stripe's default there is
 * weekly, on Friday. delay_days is the stand-in's value (the app never reads it: a transfer's
 * funds follow its source charge, not the account's delay).
 */
export const LOCAL_DEFAULT_SCHEDULE: LocalPayoutSchedule = { interval: 'weekly', delay_days: 4, weekly_anchor: 'friday' };

export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: 'jpy';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  expires_at: number;
  created: number;
  product_name: string;
  transfer_group: string;
}

export interface LocalPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: 'jpy';
  status: 'succeeded';
  latest_charge: string;
  transfer_group: string;
  metadata: Record<string, string>;
  created: number;
}

export interface LocalCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  paid: true;
  status: 'succeeded';
  currency: 'jpy';
  payment_intent: string;
  transfer_group: string;
  metadata: Record<string, string>;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  /** A card dispute was opened (Stripe: charge.disputed). */
  disputed?: boolean;
  /** When its funds become available (Stripe keeps it on the charge's balance transaction). */
  available_on?: number;
  created: number;
}

export interface LocalDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: 'jpy';
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response';
  metadata: Record<string, string>;
  created: number;
}

export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  status: 'succeeded';
  charge: string;
  payment_intent: string;
  metadata: Record<string, string>;
  created: number;
}

export interface LocalTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  reversed: boolean;
  currency: 'jpy';
  destination: string;
  source_transaction: string;
  transfer_group: string;
  metadata: Record<string, string>;
  reversals: { id: string; amount: number; created: number }[];
  /** The payment (py_) it made on the connected account; older demo data has none. */
  destination_payment?: string;
  created: number;
}

/**
 * One entry of a connected account's balance: a transfer's payment (py_), a reversal taken from it
 * (pyr_), a payout (po_) or the money of a failed or canceled payout coming back (its po_).
 */
export interface LocalBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  /** The connected account whose balance it is (Stripe answers it with the Stripe-Account header). */
  account: string;
  type: 'payment' | 'payment_refund' | 'payout' | 'payout_failure' | 'payout_cancel';
  source: string;
  amount: number;
  currency: 'jpy';
  available_on: number;
  /** The automatic payout that carried it; null while none has. */
  payout: string | null;
  created: number;
}

/** A bank payout of a connected account, as Stripe shapes it (plus the account it belongs to). */
export interface LocalPayout {
  id: string;
  object: 'payout';
  account: string;
  amount: number;
  currency: 'jpy';
  /** When it is expected in the bank (unix seconds, midnight JST of that day). */
  arrival_date: number;
  automatic: true;
  method: 'standard';
  type: 'bank_account';
  status: BankPayoutStatus;
  destination: string | null;
  failure_code: string | null;
  failure_message: string | null;
  failure_balance_transaction: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** An error as the stripe package throws it: 4xx statusCode, Stripe's code, a message. */
export class LocalStripeError extends Error {
  readonly type = 'StripeInvalidRequestError';
  constructor(
    public readonly code: string,
    message: string,
    public readonly statusCode = 400,
  ) {
    super(message);
    this.name = 'LocalStripeError';
  }
}

/** One signed webhook delivery: exactly what Stripe would POST, and to which of the two endpoints. */
export interface LocalWebhookDelivery {
  eventId: string;
  type: string;
  endpoint: WebhookEndpoint;
  payload: string;
  signature: string;
}

export type WebhookTarget = (delivery: LocalWebhookDelivery) => Promise<void>;

export interface LocalStripeOptions {
  webhookSecret?: string;
  connectWebhookSecret?: string;
  /** Where the local server serves the hosted pages (checkout). */
  baseUrl?: string;
  now?: () => Date;
  /** Days a new charge's funds stay pending before they are available (default 0: at once). */
  chargeAvailableAfterDays?: number;
}

/** Stripe's test cards: this one succeeds, the next one is declined (card_declined). */
export const TEST_CARD_OK = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type LocalPayResult = { ok: true; session: LocalCheckoutSession } | { ok: false; code: string; message: string };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const path = (id: string) => `_stripeLocal/${id}`;
const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);
const idemPath = (key: string) => path(`idem_${sha(key)}`);

const DAY_S = 86_400;
/** Midnight JST of the first weekday after the given time, in unix seconds (a local payout's arrival_date). */
export function nextBusinessDayJst(at: Date): number {
  let day = jstDayNumber(at) + 1;
  while (isWeekend(day)) day++;
  return startOfJstDay(dateOfDayNumber(day)).getTime() / 1000;
}

/** What a payout may become next (Stripe: some payouts reported paid fail later; only pending ones cancel). */
const PAYOUT_NEXT: Record<BankPayoutStatus, readonly BankPayoutStatus[]> = {
  pending: ['in_transit', 'paid', 'failed', 'canceled'],
  in_transit: ['paid', 'failed'],
  paid: ['failed'],
  failed: [],
  canceled: [],
};
const PAYOUT_EVENT: Record<BankPayoutStatus, string> = {
  pending: 'payout.updated',
  in_transit: 'payout.updated',
  paid: 'payout.paid',
  failed: 'payout.failed',
  canceled: 'payout.canceled',
};
/** Stripe's reasons of a failed payout the local dashboard offers. */
export const PAYOUT_FAILURES: Record<string, string> = {
  account_closed: 'The bank account has been closed.',
  no_account: 'The bank account details on file are probably incorrect. No bank account could be located with those details.',
  invalid_account_number: 'The bank account number appears to be invalid.',
};

/** Stripe keeps an idempotency key's response for at least 24 hours. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/** The kinds of creating call, for failNext. */
export type LocalCallKind = 'checkout' | 'refund' | 'transfer' | 'reversal' | 'account';

interface StoredError {
  code: string;
  message: string;
  statusCode: number;
}

/** _stripeLocal/idem_*: the first response under a key, as Stripe stores it. */
interface IdempotencyRecord {
  key: string;
  /** What was asked (endpoint and parameters): the same key with anything else is refused. */
  request: string;
  created: number;
  id?: string;
  error?: StoredError;
}

/** Stripe's answer to an internal failure: 500, type api_error. */
const API_ERROR: StoredError = { code: 'api_error', message: 'An unknown error occurred', statusCode: 500 };

/** The port's view of a Stripe-shaped schedule. */
export const toSchedule = (s: LocalPayoutSchedule): PayoutSchedule => ({
  interval: s.interval,
  delayDays: s.delay_days,
  weeklyDays: s.interval === 'weekly' && s.weekly_anchor ? [s.weekly_anchor] : [],
  monthlyDays: s.interval === 'monthly' && s.monthly_anchor ? [s.monthly_anchor] : [],
});

/** The payout as Stripe sends it (its account is the event's, not a field of the payout). */
const payoutObject = ({ account: _account, ...payout }: LocalPayout) => ({ ...payout, livemode: false });

export class LocalStripe implements StripePort {
  readonly livemode = false;
  private readonly secret: string;
  private readonly connectSecret: string;
  private readonly failures = new Map<LocalCallKind, StoredError[]>();
  private readonly baseUrl: string;
  private readonly now: () => Date;
  private readonly availableAfter: number;
  private readonly stripe = new Stripe('sk_test_local_offline');
  private target: WebhookTarget | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  /** Every delivery made, in order (tests replay them). */
  readonly sent: LocalWebhookDelivery[] = [];

  constructor(
    private readonly store: DocumentStore,
    options: LocalStripeOptions = {},
  ) {
    this.secret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
    this.connectSecret = options.connectWebhookSecret ?? LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET;
    this.baseUrl = (options.baseUrl ?? 'http://127.0.0.1:5050').replace(/\/+$/, '');
    this.now = options.now ?? (() => new Date());
    this.availableAfter = Math.max(0, options.chargeAvailableAfterDays ?? 0) * DAY_S;
  }

  /** Where signed events go (the app's POST /stripe/webhook); without one they are only recorded. */
  setWebhookTarget(target: WebhookTarget | null): void {
    this.target = target;
  }

  /** Resolves once every delivery started so far has been answered. */
  async flush(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private async read<T>(id: string, what: string): Promise<T> {
    const doc = await this.store.get<T & { deleted?: boolean }>(path(id));
    if (!doc || doc.deleted) throw new LocalStripeError('resource_missing', `No such ${what}: '${id}'`, 404);
    return doc;
  }

  /**
   * The next `times` calls of this kind fail inside Stripe (500 api_error unless told otherwise),
   * after the idempotency layer has taken the request, so the failure is stored under its key.
   */
  failNext(kind: LocalCallKind, error: Partial<StoredError> = {}, times = 1): void {
    const queue = this.failures.get(kind) ?? [];
    for (let i = 0; i < times; i++) queue.push({ ...API_ERROR, ...error });
    this.failures.set(kind, queue);
  }

  /**
   * Runs create once per idempotency key and returns its object id. As Stripe: the first response
   * (an error too) is replayed while the key is younger than 24 hours; the key with another request
   * is an idempotency_error; after 24 hours the key is new again.
   */
  private async once(
    kind: LocalCallKind,
    key: string,
    request: object,
    create: (tx: TransactionOps) => Promise<string>,
  ): Promise<string> {
    const asked = sha(JSON.stringify([kind, request]));
    const r = await this.store.runTransaction(async (tx): Promise<{ id?: string; error?: StoredError }> => {
      const seen = await tx.get<IdempotencyRecord>(idemPath(key));
      if (seen && this.seconds() - seen.created < IDEMPOTENCY_TTL_SECONDS) {
        if (seen.request !== asked) {
          return {
            error: {
              code: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              statusCode: 400,
            },
          };
        }
        return seen.error ? { error: seen.error } : { id: seen.id };
      }
      const record: IdempotencyRecord = { key, request: asked, created: this.seconds() };
      const injected = this.failures.get(kind)?.shift();
      try {
        if (injected) throw new LocalStripeError(injected.code, injected.message, injected.statusCode);
        const id = await create(tx);
        tx.set(idemPath(key), { ...record, id });
        return { id };
      } catch (e) {
        if (!(e instanceof LocalStripeError)) throw e;
        const error: StoredError = { code: e.code, message: e.message, statusCode: e.statusCode };
        tx.set(idemPath(key), { ...record, error });
        return { error };
      }
    });
    if (r.error) throw new LocalStripeError(r.error.code, r.error.message, r.error.statusCode);
    return r.id as string;
  }

  /**
   * Signs and sends one event as Stripe would (snapshot event, data.object = the object now): the
   * platform's to the account endpoint, a connected account's (with `account`) to the Connect endpoint.
   */
  private emit(type: string, object: object, account: string | null = null): void {
    const id = newId('evt');
    const endpoint: WebhookEndpoint = account ? 'connect' : 'platform';
    const event = {
      id,
      object: 'event',
      api_version: '2025-01-01',
      ...(account ? { account } : {}),
      created: this.seconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const secret = endpoint === 'connect' ? this.connectSecret : this.secret;
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload, secret });
    const delivery: LocalWebhookDelivery = { eventId: id, type, endpoint, payload, signature };
    this.sent.push(delivery);
    const target = this.target;
    if (!target) return;
    const p: Promise<void> = target(delivery)
      .catch((e: unknown) => console.error(`local stripe: delivery of ${type} ${id} failed`, e))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  private toSession(s: LocalCheckoutSession): CheckoutSession {
    return {
      id: s.id,
      url: s.url,
      status: s.status,
      paymentStatus: s.payment_status,
      paymentIntentId: s.payment_intent,
      amount: s.amount_total,
      contractId: s.metadata.contractId ?? null,
      expiresAt: new Date(s.expires_at * 1000),
    };
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    if (!Number.isInteger(input.amount) || input.amount < 50) {
      throw new LocalStripeError('amount_too_small', 'Amount must be a whole number of yen, at least ¥50');
    }
    const { idempotencyKey, expiresAt, ...asked } = input;
    const request = { ...asked, expiresAt: expiresAt?.getTime() ?? null };
    const id = await this.once('checkout', idempotencyKey, request, async (tx) => {
      const sid = newId('cs_test');
      const session: LocalCheckoutSession = {
        id: sid,
        object: 'checkout.session',
        amount_total: input.amount,
        currency: 'jpy',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        metadata: { contractId: input.contractId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        url: `${this.baseUrl}/_local/stripe/checkout/${sid}`,
        expires_at: input.expiresAt ? Math.floor(input.expiresAt.getTime() / 1000) : this.seconds() + 24 * 3600,
        created: this.seconds(),
        product_name: input.productName,
        transfer_group: input.contractId,
      };
      tx.create(path(sid), { ...session });
      return sid;
    });
    return this.retrieveCheckoutSession(id);
  }

  /** The stored session; an open one past expires_at expires now (Stripe does it on its own clock). */
  async session(id: string): Promise<LocalCheckoutSession> {
    const s = await this.read<LocalCheckoutSession>(id, 'checkout.session');
    if (s.status === 'open' && s.expires_at <= this.seconds()) return this.expire(id, false);
    return s;
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return this.toSession(await this.session(id));
  }

  private async expire(id: string, strict: boolean): Promise<LocalCheckoutSession> {
    const r = await this.store.runTransaction(async (tx) => {
      const s = await tx.get<LocalCheckoutSession>(path(id));
      if (!s) throw new LocalStripeError('resource_missing', `No such checkout.session: '${id}'`, 404);
      if (s.status !== 'open') {
        if (strict)
          throw new LocalStripeError('checkout_session_not_open', 'Only Checkout Sessions with a status of open can be expired');
        return { s, changed: false };
      }
      const next: LocalCheckoutSession = { ...s, status: 'expired', url: null };
      tx.set(path(id), { ...next });
      return { s: next, changed: true };
    });
    if (r.changed) this.emit('checkout.session.expired', r.s);
    return r.s;
  }

  async expireCheckoutSession(id: string): Promise<CheckoutSession> {
    return this.toSession(await this.expire(id, true));
  }

  /**
   * The local hosted checkout page's submit (not a Stripe API call): 4242... pays the session
   * (payment intent + charge, then checkout.session.completed), 4000 0000 0000 0002 is declined.
   */
  async payCheckoutSession(id: string, cardNumber: string): Promise<LocalPayResult> {
    const card = cardNumber.replace(/[\s-]/g, '');
    const s = await this.session(id);
    if (s.status !== 'open') {
      return { ok: false, code: 'session_not_open', message: 'このお支払いページは有効期限が切れたか、すでに完了しています。' };
    }
    if (card === TEST_CARD_DECLINED) {
      return { ok: false, code: 'card_declined', message: 'カードが拒否されました。別のカードをお試しください。' };
    }
    if (card !== TEST_CARD_OK) {
      return {
        ok: false,
        code: 'invalid_number',
        message: 'このカード番号は使えません。テスト用カード 4242 4242 4242 4242 を入力してください。',
      };
    }
    const paid = await this.store.runTransaction(async (tx) => {
      const cur = await tx.get<LocalCheckoutSession>(path(id));
      if (!cur || cur.status !== 'open') return null;
      const created = this.seconds();
      const pi = newId('pi');
      const ch = newId('ch');
      const metadata = { ...cur.metadata };
      const intent: LocalPaymentIntent = {
        id: pi,
        object: 'payment_intent',
        amount: cur.amount_total,
        currency: 'jpy',
        status: 'succeeded',
        latest_charge: ch,
        transfer_group: cur.transfer_group,
        metadata,
        created,
      };
      const charge: LocalCharge = {
        id: ch,
        object: 'charge',
        amount: cur.amount_total,
        amount_refunded: 0,
        refunded: false,
        paid: true,
        status: 'succeeded',
        currency: 'jpy',
        payment_intent: pi,
        transfer_group: cur.transfer_group,
        metadata,
        payment_method_details: { type: 'card', card: { brand: 'visa', last4: card.slice(-4) } },
        available_on: created + this.availableAfter,
        created,
      };
      const next: LocalCheckoutSession = { ...cur, status: 'complete', payment_status: 'paid', payment_intent: pi, url: null };
      tx.create(path(pi), { ...intent });
      tx.create(path(ch), { ...charge });
      tx.set(path(id), { ...next });
      return next;
    });
    if (!paid) return { ok: false, code: 'session_not_open', message: 'このお支払いはすでに完了しています。' };
    this.emit('checkout.session.completed', paid);
    return { ok: true, session: paid };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentInfo> {
    const pi = await this.read<LocalPaymentIntent>(id, 'payment_intent');
    const ch = await this.read<LocalCharge>(pi.latest_charge, 'charge');
    return {
      id: pi.id,
      status: pi.status,
      amount: pi.amount,
      chargeId: ch.id,
      cardBrand: ch.payment_method_details.card.brand,
      cardLast4: ch.payment_method_details.card.last4,
      availableOn: new Date((ch.available_on ?? ch.created) * 1000),
    };
  }

  /** One refund of a charge (all that is left unless `amount`), in the caller's transaction. */
  private async refundIn(
    tx: TransactionOps,
    paymentIntentId: string,
    amount: number | undefined,
    metadata: Record<string, string>,
  ): Promise<{ refund: LocalRefund; charge: LocalCharge }> {
    const pi = await tx.get<LocalPaymentIntent>(path(paymentIntentId));
    if (!pi) throw new LocalStripeError('resource_missing', `No such payment_intent: '${paymentIntentId}'`, 404);
    const ch = await tx.get<LocalCharge>(path(pi.latest_charge));
    if (!ch) throw new LocalStripeError('resource_missing', `No such charge: '${pi.latest_charge}'`, 404);
    if (ch.refunded) throw new LocalStripeError('charge_already_refunded', `Charge ${ch.id} has already been refunded.`);
    if (ch.disputed)
      throw new LocalStripeError('charge_disputed', `Charge ${ch.id} has been charged back; cannot issue a refund.`);
    const left = ch.amount - ch.amount_refunded;
    const value = amount ?? left;
    if (!Number.isInteger(value) || value < 1 || value > left) {
      throw new LocalStripeError(
        'amount_too_large',
        `Refund amount (¥${value}) is greater than unrefunded amount on charge (¥${left})`,
      );
    }
    const refund: LocalRefund = {
      id: newId('re'),
      object: 'refund',
      amount: value,
      status: 'succeeded',
      charge: ch.id,
      payment_intent: pi.id,
      metadata,
      created: this.seconds(),
    };
    const amountRefunded = ch.amount_refunded + value;
    const charge: LocalCharge = { ...ch, amount_refunded: amountRefunded, refunded: amountRefunded === ch.amount };
    tx.create(path(refund.id), { ...refund });
    tx.set(path(ch.id), { ...charge });
    return { refund, charge };
  }

  async createRefund(input: RefundInput): Promise<RefundInfo> {
    let refunded: LocalCharge | null = null;
    const { idempotencyKey, ...request } = input;
    const id = await this.once('refund', idempotencyKey, request, async (tx) => {
      const r = await this.refundIn(tx, input.paymentIntentId, input.amount, input.metadata ?? {});
      refunded = r.charge;
      return r.refund.id;
    });
    // Stripe sends charge.refunded for partial refunds too (refunded stays false, amount_refunded grows).
    if (refunded) this.emit('charge.refunded', refunded);
    const r = await this.read<LocalRefund>(id, 'refund');
    return { id: r.id, amount: r.amount, status: r.status, paymentIntentId: r.payment_intent };
  }

  async listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
    const docs = await this.store.query<LocalRefund>('_stripeLocal', {
      where: [
        ['object', '==', 'refund'],
        ['payment_intent', '==', paymentIntentId],
      ],
    });
    return docs
      .map((d) => d.data)
      .sort((a, b) => b.created - a.created)
      .map((r) => ({ id: r.id, amount: r.amount, status: r.status, paymentIntentId: r.payment_intent, metadata: r.metadata }));
  }

  /** The local dashboard's refund (an operator's, outside the app): all or part of a charge, no key. */
  async dashboardRefund(chargeId: string, amount?: number): Promise<LocalRefund> {
    const r = await this.store.runTransaction(async (tx) => {
      const ch = await tx.get<LocalCharge>(path(chargeId));
      if (!ch) throw new LocalStripeError('resource_missing', `No such charge: '${chargeId}'`, 404);
      return this.refundIn(tx, ch.payment_intent, amount, {});
    });
    this.emit('charge.refunded', r.charge);
    return r.refund;
  }

  /** A card holder disputes a charge (what the local dashboard's button plays): charge.dispute.created. */
  async openDispute(chargeId: string, reason = 'fraudulent'): Promise<LocalDispute> {
    const dispute = await this.store.runTransaction(async (tx) => {
      const ch = await tx.get<LocalCharge>(path(chargeId));
      if (!ch) throw new LocalStripeError('resource_missing', `No such charge: '${chargeId}'`, 404);
      if (ch.disputed) throw new LocalStripeError('charge_disputed', `Charge ${ch.id} is already disputed.`);
      const d: LocalDispute = {
        id: newId('dp'),
        object: 'dispute',
        amount: ch.amount - ch.amount_refunded,
        currency: 'jpy',
        charge: ch.id,
        payment_intent: ch.payment_intent,
        reason,
        status: 'needs_response',
        metadata: {},
        created: this.seconds(),
      };
      tx.create(path(d.id), { ...d });
      tx.set(path(ch.id), { ...ch, disputed: true });
      return d;
    });
    this.emit('charge.dispute.created', dispute);
    return dispute;
  }

  /** The platform's charges, newest first (the local dashboard's list). */
  async charges(): Promise<LocalCharge[]> {
    const docs = await this.store.query<LocalCharge>('_stripeLocal', { where: [['object', '==', 'charge']] });
    return docs.map((d) => d.data).sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  }

  private toTransfer(t: LocalTransfer): TransferInfo {
    return {
      id: t.id,
      amount: t.amount,
      amountReversed: t.amount_reversed,
      destination: t.destination,
      transferGroup: t.transfer_group,
      sourceTransaction: t.source_transaction,
      destinationPayment: t.destination_payment ?? null,
    };
  }

  async createTransfer(input: TransferInput): Promise<TransferInfo> {
    const { idempotencyKey, ...request } = input;
    const id = await this.once('transfer', idempotencyKey, request, async (tx) => {
      const account = await tx.get<LocalStripeAccount>(path(input.destination));
      if (!account || account.deleted)
        throw new LocalStripeError('resource_missing', `No such destination: '${input.destination}'`, 404);
      if (!account.payoutsEnabled) {
        throw new LocalStripeError(
          'insufficient_capabilities_for_transfer',
          'The destination account cannot receive transfers yet',
        );
      }
      const ch = await tx.get<LocalCharge>(path(input.sourceTransaction));
      if (!ch) throw new LocalStripeError('resource_missing', `No such charge: '${input.sourceTransaction}'`, 404);
      if (input.amount > ch.amount - ch.amount_refunded) {
        throw new LocalStripeError('balance_insufficient', 'The transfer exceeds the source transaction');
      }
      const tid = newId('tr');
      const py = newId('py');
      const now = this.seconds();
      // The connected account gets a payment, available when the source charge's funds are.
      const payment: LocalBalanceTransaction = {
        id: newId('txn'),
        object: 'balance_transaction',
        account: input.destination,
        type: 'payment',
        source: py,
        amount: input.amount,
        currency: 'jpy',
        available_on: Math.max(ch.available_on ?? ch.created, now),
        payout: null,
        created: now,
      };
      tx.create(path(payment.id), { ...payment });
      const transfer: LocalTransfer = {
        id: tid,
        object: 'transfer',
        amount: input.amount,
        amount_reversed: 0,
        reversed: false,
        currency: 'jpy',
        destination: input.destination,
        source_transaction: input.sourceTransaction,
        transfer_group: input.transferGroup,
        metadata: input.metadata ?? {},
        reversals: [],
        destination_payment: py,
        created: now,
      };
      tx.create(path(tid), { ...transfer });
      return tid;
    });
    return this.toTransfer(await this.read<LocalTransfer>(id, 'transfer'));
  }

  async listTransfers(transferGroup: string): Promise<TransferInfo[]> {
    const docs = await this.store.query<LocalTransfer>('_stripeLocal', {
      where: [
        ['object', '==', 'transfer'],
        ['transfer_group', '==', transferGroup],
      ],
    });
    return docs
      .map((d) => d.data)
      .sort((a, b) => b.created - a.created)
      .map((t) => this.toTransfer(t));
  }

  async createTransferReversal(input: TransferReversalInput): Promise<TransferReversalInfo> {
    let changed: LocalTransfer | null = null;
    let amount = 0;
    const { idempotencyKey, ...request } = input;
    const rid = await this.once('reversal', idempotencyKey, request, async (tx) => {
      const t = await tx.get<LocalTransfer>(path(input.transferId));
      if (!t) throw new LocalStripeError('resource_missing', `No such transfer: '${input.transferId}'`, 404);
      amount = input.amount ?? t.amount - t.amount_reversed;
      if (amount <= 0 || amount > t.amount - t.amount_reversed) {
        throw new LocalStripeError('amount_too_large', 'The reversal exceeds what is left of the transfer');
      }
      const id = newId('trr');
      const reversed = t.amount_reversed + amount;
      // Taken back from the connected account's balance (a refund of its payment).
      if (t.destination_payment) {
        const back: LocalBalanceTransaction = {
          id: newId('txn'),
          object: 'balance_transaction',
          account: t.destination,
          type: 'payment_refund',
          source: newId('pyr'),
          amount: -amount,
          currency: 'jpy',
          available_on: this.seconds(),
          payout: null,
          created: this.seconds(),
        };
        tx.create(path(back.id), { ...back });
      }
      changed = {
        ...t,
        amount_reversed: reversed,
        reversed: reversed === t.amount,
        reversals: [...t.reversals, { id, amount, created: this.seconds() }],
      };
      tx.set(path(t.id), { ...changed });
      return id;
    });
    if (changed) this.emit('transfer.reversed', changed);
    const t = await this.read<LocalTransfer>(input.transferId, 'transfer');
    const r = t.reversals.find((x) => x.id === rid);
    return { id: rid, transferId: t.id, amount: r?.amount ?? amount };
  }

  private toAccount(id: string, a: LocalStripeAccount): ConnectedAccount {
    return {
      id,
      detailsSubmitted: a.detailsSubmitted ?? a.payoutsEnabled,
      payoutsEnabled: a.payoutsEnabled,
      chargesEnabled: false,
      requirementsDue: a.requirementsDue ?? (a.payoutsEnabled ? [] : ['external_account', 'individual.verification.document']),
      payoutSchedule: toSchedule(a.payoutSchedule ?? LOCAL_DEFAULT_SCHEDULE),
    };
  }

  async createExpressAccount(input: AccountInput): Promise<ConnectedAccount> {
    const { idempotencyKey, ...request } = input;
    const id = await this.once('account', idempotencyKey, request, async (tx) => {
      const aid = newId('acct');
      const account: LocalStripeAccount = {
        payoutsEnabled: false,
        detailsSubmitted: false,
        requirementsDue: ['external_account', 'individual.verification.document'],
        bankAccounts: [],
        email: input.email ?? null,
        metadata: input.metadata,
        created: this.seconds(),
      };
      tx.create(path(aid), { ...account });
      return aid;
    });
    return this.retrieveAccount(id);
  }

  async retrieveAccount(id: string): Promise<ConnectedAccount> {
    return this.toAccount(id, await this.read<LocalStripeAccount>(id, 'account'));
  }

  /**
   * The local onboarding page's submit (not a Stripe API call): details and a bank account given,
   * payouts enabled, then account.updated.
   */
  async completeOnboarding(id: string, bank: Omit<BankAccountSummary, 'id' | 'isDefault'>): Promise<ConnectedAccount> {
    const account = await this.read<LocalStripeAccount>(id, 'account');
    const next: LocalStripeAccount = {
      ...account,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
      bankAccounts: [{ ...bank, id: newId('ba'), isDefault: true }],
    };
    await this.store.set(path(id), { ...next });
    const view = this.toAccount(id, next);
    this.emit(
      'account.updated',
      {
        id,
        object: 'account',
        type: 'express',
        country: 'JP',
        details_submitted: view.detailsSubmitted,
        payouts_enabled: view.payoutsEnabled,
        charges_enabled: view.chargesEnabled,
        requirements: { currently_due: view.requirementsDue },
        metadata: next.metadata ?? {},
      },
      id,
    );
    return view;
  }

  /** The platform deletes a connected account (DELETE /v1/accounts/:id): every later call about it fails. */
  async deleteAccount(id: string): Promise<void> {
    const account = await this.read<LocalStripeAccount>(id, 'account');
    await this.store.set(path(id), { ...account, deleted: true, payoutsEnabled: false });
  }

  async createAccountLink(input: AccountLinkInput): Promise<StripeLink> {
    await this.read<LocalStripeAccount>(input.accountId, 'account');
    const q = new URLSearchParams({ return_url: input.returnUrl, refresh_url: input.refreshUrl });
    return {
      url: `${this.baseUrl}/_local/stripe/onboarding/${input.accountId}?${q.toString()}`,
      expiresAt: new Date(this.now().getTime() + 5 * 60_000),
    };
  }

  async createLoginLink(accountId: string): Promise<StripeLink> {
    await this.read<LocalStripeAccount>(accountId, 'account');
    return { url: `${this.baseUrl}/_local/stripe/dashboard/${accountId}`, expiresAt: null };
  }

  /** Read helper of the local dashboard page (not a Stripe API call): transfers to an account, newest first. */
  async transfersTo(accountId: string): Promise<LocalTransfer[]> {
    const docs = await this.store.query<LocalTransfer>('_stripeLocal', {
      where: [
        ['object', '==', 'transfer'],
        ['destination', '==', accountId],
      ],
    });
    return docs.map((d) => d.data).sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  }

  /** Read helper of the local dashboard page (not a Stripe API call): connected accounts, deleted ones too, newest first. */
  async accounts(): Promise<(LocalStripeAccount & { id: string })[]> {
    // Accounts have no `object` field; every one has payoutsEnabled (older demo data included).
    const docs = await this.store.query<LocalStripeAccount>('_stripeLocal', { where: [['payoutsEnabled', 'in', [true, false]]] });
    return docs
      .filter((d) => d.id.startsWith('acct_'))
      .map((d) => ({ ...d.data, id: d.id }))
      .sort((a, b) => (b.created ?? 0) - (a.created ?? 0) || (a.id < b.id ? 1 : -1));
  }

  async listBankAccounts(accountId: string): Promise<BankAccountSummary[]> {
    const account = await this.read<LocalStripeAccount>(accountId, 'account');
    return account.bankAccounts ?? [];
  }

  /** The account's balance entries (not a Stripe API call in this shape: the local pages and payOut read it). */
  private async balanceOf(r: Pick<TransactionOps, 'query'>, accountId: string): Promise<LocalBalanceTransaction[]> {
    const docs = await r.query<LocalBalanceTransaction>('_stripeLocal', {
      where: [
        ['object', '==', 'balance_transaction'],
        ['account', '==', accountId],
      ],
    });
    return docs.map((d) => d.data);
  }

  /** Read helper of the local dashboard page: what the next payout would carry, and what is still pending. */
  async balance(accountId: string): Promise<{ available: number; pending: number }> {
    const open = (await this.balanceOf(this.store, accountId)).filter((t) => t.payout === null);
    const now = this.seconds();
    const sum = (xs: LocalBalanceTransaction[]) => xs.reduce((a, t) => a + t.amount, 0);
    return { available: sum(open.filter((t) => t.available_on <= now)), pending: sum(open.filter((t) => t.available_on > now)) };
  }

  /**
   * The account's automatic payout, now (what Stripe does on the payout schedule; not an API call):
   * every available entry of the balance not yet paid out, to the account's default bank account,
   * arriving the next business day; payout.created goes to the Connect endpoint.
   */
  async payOut(accountId: string): Promise<LocalPayout> {
    const payout = await this.store.runTransaction(async (tx) => {
      const account = await tx.get<LocalStripeAccount>(path(accountId));
      if (!account || account.deleted) throw new LocalStripeError('resource_missing', `No such account: '${accountId}'`, 404);
      if (!account.payoutsEnabled) throw new LocalStripeError('payouts_not_allowed', 'Payouts are not enabled for this account');
      const now = this.seconds();
      const due = (await this.balanceOf(tx, accountId)).filter((t) => t.payout === null && t.available_on <= now);
      const amount = due.reduce((a, t) => a + t.amount, 0);
      if (amount <= 0) throw new LocalStripeError('balance_insufficient', 'There are no available funds to pay out');
      const id = newId('po');
      const bank = account.bankAccounts?.find((b) => b.isDefault) ?? account.bankAccounts?.[0];
      const po: LocalPayout = {
        id,
        object: 'payout',
        account: accountId,
        amount,
        currency: 'jpy',
        arrival_date: nextBusinessDayJst(this.now()),
        automatic: true,
        method: 'standard',
        type: 'bank_account',
        status: 'pending',
        destination: bank?.id ?? null,
        failure_code: null,
        failure_message: null,
        failure_balance_transaction: null,
        metadata: {},
        created: now,
      };
      tx.create(path(id), { ...po });
      for (const t of due) tx.set(path(t.id), { ...t, payout: id });
      const own: LocalBalanceTransaction = {
        id: newId('txn'),
        object: 'balance_transaction',
        account: accountId,
        type: 'payout',
        source: id,
        amount: -amount,
        currency: 'jpy',
        available_on: now,
        payout: id,
        created: now,
      };
      tx.create(path(own.id), { ...own });
      return po;
    });
    this.emit('payout.created', payoutObject(payout), accountId);
    return payout;
  }

  /**
   * The bank's answer to a payout (not an API call): in_transit, paid, failed (also after paid, as
   * Stripe reports some) or canceled (pending only). A failed or canceled payout's money comes back
   * to the balance as one entry (failure_balance_transaction) that the next payout carries.
   */
  async settlePayout(
    payoutId: string,
    status: Exclude<BankPayoutStatus, 'pending'>,
    failureCode = 'account_closed',
  ): Promise<LocalPayout> {
    const next = await this.store.runTransaction(async (tx) => {
      const po = await tx.get<LocalPayout>(path(payoutId));
      if (!po || po.object !== 'payout') throw new LocalStripeError('resource_missing', `No such payout: '${payoutId}'`, 404);
      if (!PAYOUT_NEXT[po.status].includes(status)) {
        throw new LocalStripeError('payout_not_updatable', `A payout that is ${po.status} cannot become ${status}`);
      }
      const updated: LocalPayout = { ...po, status };
      if (status === 'failed' || status === 'canceled') {
        const back: LocalBalanceTransaction = {
          id: newId('txn'),
          object: 'balance_transaction',
          account: po.account,
          type: status === 'failed' ? 'payout_failure' : 'payout_cancel',
          source: po.id,
          amount: po.amount,
          currency: 'jpy',
          available_on: this.seconds(),
          payout: null,
          created: this.seconds(),
        };
        tx.create(path(back.id), { ...back });
        updated.failure_balance_transaction = back.id;
        if (status === 'failed') {
          updated.failure_code = failureCode;
          updated.failure_message = PAYOUT_FAILURES[failureCode] ?? null;
        }
      }
      tx.set(path(po.id), { ...updated });
      return updated;
    });
    this.emit(PAYOUT_EVENT[status], payoutObject(next), next.account);
    return next;
  }

  /** Read helper of the local dashboard page: an account's payouts, newest first. */
  async payoutsOf(accountId: string): Promise<LocalPayout[]> {
    const docs = await this.store.query<LocalPayout>('_stripeLocal', {
      where: [
        ['object', '==', 'payout'],
        ['account', '==', accountId],
      ],
    });
    return docs.map((d) => d.data).sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  }

  async listPayoutSources(accountId: string, payoutId: string): Promise<string[]> {
    const po = await this.store.get<LocalPayout>(path(payoutId));
    // Another account's payout does not exist for this one (Stripe: 404 under the Stripe-Account header).
    if (!po || po.object !== 'payout' || po.account !== accountId) {
      throw new LocalStripeError('resource_missing', `No such payout: '${payoutId}'`, 404);
    }
    return (await this.balanceOf(this.store, accountId)).filter((t) => t.payout === payoutId).map((t) => t.source);
  }

  constructEvent(rawBody: Buffer, signature: string | undefined, endpoint: WebhookEndpoint): VerifiedStripeEvent {
    return verifyStripeEvent(this.stripe, rawBody, signature, endpoint === 'connect' ? this.connectSecret : this.secret);
  }
}
