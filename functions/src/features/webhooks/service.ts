/**
 * Stripe webhook events: verified over the raw body with the secret of the endpoint they came to,
 * de-duplicated on the event id stored in the same transaction as the event's effect, so a replay
 * changes nothing. Stripe is never called inside the transaction; what must follow (a refund, card
 * details, payouts owed) runs after it, idempotently, and runs again on a replay so that Stripe's
 * redelivery finishes it.
 *
 * The platform endpoint (our own account's events):
 *   checkout.session.completed (paid)  awaiting_payment -> in_progress (pay) when it is the contract's
 *                                      payment (JPY, the contract's reward); otherwise, on a cancelled
 *                                      contract, or a second payment of a paid one, the money goes back
 *   checkout.session.expired           the remembered session is closed
 *   charge.refunded                    a full refund is confirmed (refunding -> cancelled); one made
 *                                      outside the app, in full or in part, or after the payout, puts the
 *                                      contract on hold
 *   charge.dispute.created             the contract is put on hold (no transfer while it is)
 *   transfer.reversed                  the payout is marked reversed and the contract put on hold
 * The Connect endpoint (connected accounts' events, `event.account` set):
 *   account.updated                    the payouts owed to that account's worker run (the account re-read)
 *   payout.created / .updated / .paid / .failed / .canceled / .reconciliation_completed
 *                                      the worker's bank payout is recorded (bankPayouts), then the
 *                                      transfers it carried are linked to it (./bankPayouts.ts)
 * An event of the other mode (test/live) than this deployment's key is stored and not acted on; a
 * payment event that names a connected account is not ours. Events arrive in any order: each handler
 * reads the current documents and does only what still applies.
 */
import { transition } from '@common/contractMachine';
import type { Deps, VerifiedStripeEvent, WebhookEndpoint } from '../../ports';
import { StripeSignatureError } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { errors } from '../../http/errors';
import { contracts, type ContractDoc } from '../../documents/contracts';
import { creditEarnings, earnings } from '../../documents/earnings';
import { paymentOfIntent, payments, type PaymentDoc } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { stripeEvents } from '../../documents/stripeEvents';
import { users } from '../../documents/users';
import { refundIfOwed, refundPayment, releaseOwedPayouts, tellHold, transitionIn } from '../contracts';
import { BANK_PAYOUT_EVENTS, linkBankPayout, recordBankPayout } from './bankPayouts';
import { placeHold } from '../money/holds';
import { completedPaymentMismatch } from '../money/paymentCheck';
import { contractCharge } from '../money/fees';
import { idOf, metadataOf, num, str, type Obj } from './fields';

export const BAD_SIGNATURE = 'Stripeの署名を確認できませんでした';

/** The verified event, or 400 (nothing is read or written before this). */
export function verifyEvent(
  deps: Deps,
  rawBody: Buffer | null,
  signature: string | undefined,
  endpoint: WebhookEndpoint,
): VerifiedStripeEvent {
  if (!rawBody) throw errors.invalid(undefined, BAD_SIGNATURE);
  try {
    return deps.stripe.constructEvent(rawBody, signature, endpoint);
  } catch (e) {
    if (e instanceof StripeSignatureError) throw errors.invalid(undefined, BAD_SIGNATURE);
    throw e;
  }
}

export interface HandledEvent {
  duplicate: boolean;
  outcome: string;
}

interface Effect {
  contractId: string | null;
  outcome: string;
  refundPaymentIntentId?: string | null;
  accountId?: string | null;
  /** A connected account's bank payout (payout.* events): its transfers are linked after the transaction. */
  bankPayoutId?: string | null;
}

/** The contract a payment object belongs to: its metadata, else the payment that holds its intent. */
async function contractOfPayment(tx: TransactionOps, o: Obj): Promise<{ contractId: string | null; payment: PaymentDoc | null }> {
  const fromMetadata = metadataOf(o, 'contractId');
  if (fromMetadata) return { contractId: fromMetadata, payment: await payments.get(tx, fromMetadata) };
  const intent = idOf(o.payment_intent);
  const payment = intent ? await paymentOfIntent(tx, intent) : null;
  return { contractId: payment?.contractId ?? null, payment };
}

/** checkout.session.completed: the contract's payment. */
async function onCheckoutCompleted(tx: TransactionOps, deps: Deps, session: Obj): Promise<Effect> {
  const contractId = metadataOf(session, 'contractId');
  if (!contractId) return { contractId: null, outcome: 'no_contract' };
  // Cards are paid at once; a delayed method (konbini, bank transfer) completes unpaid: its
  // async_payment_succeeded event is not handled (only cards are offered).
  if (session.payment_status !== 'paid') return { contractId, outcome: 'unpaid' };
  const sessionId = str(session.id) ?? '';
  const paymentIntentId = idOf(session.payment_intent);
  const [contract, payment] = await Promise.all([contracts.get(tx, contractId), payments.get(tx, contractId)]);
  if (!contract) return { contractId, outcome: 'unknown_contract' };
  // Metadata is only a claim: a payment in another currency or of another amount is not this
  // contract's payment, and goes back in full.
  const mismatch = completedPaymentMismatch(session, contract);
  if (mismatch) {
    if (!paymentIntentId || (payment?.sessionId === sessionId && payment.status === 'paid')) {
      return { contractId, outcome: `mismatch_${mismatch}` };
    }
    // The remembered session is spent: the next get-payment-url makes a new one.
    if (payment?.sessionId === sessionId && payment.status === 'open') {
      payments.patch(tx, contractId, { status: 'expired', sessionUrl: null, updatedAt: deps.clock.now() });
    }
    return { contractId, outcome: `mismatch_${mismatch}_refund`, refundPaymentIntentId: paymentIntentId };
  }
  const now = deps.clock.now();
  const paid: PaymentDoc = {
    contractId,
    clientId: contract.clientId,
    workerId: contract.workerId,
    amount: typeof session.amount_total === 'number' ? session.amount_total : contractCharge(contract),
    attempt: payment?.attempt ?? 1,
    sessionUrl: null,
    sessionExpiresAt: payment?.sessionExpiresAt ?? now,
    refund: payment?.refund ?? null,
    createdAt: payment?.createdAt ?? now,
    ...payment,
    title: contract.title,
    status: 'paid',
    sessionId,
    paymentIntentId,
    paidAt: payment?.paidAt ?? now,
    updatedAt: now,
  };
  if (contract.status === 'cancelled') {
    if (payment?.status === 'paid' && payment.paymentIntentId === paymentIntentId) return { contractId, outcome: 'stale' };
    // The money arrived after the contract was cancelled: it goes back (after this transaction).
    payments.put(tx, contractId, {
      ...paid,
      refund: paid.refund ?? { status: 'requested', reason: 'paid_after_cancel', refundId: null, requestedAt: now },
    });
    return { contractId, outcome: 'refund_requested' };
  }
  // Out of order: this very payment was refunded (outside the app) before its completion arrived.
  // The contract stays unpaid and can be paid again through a new session.
  if (payment?.refund?.status === 'succeeded' && payment.paymentIntentId === paymentIntentId) {
    if (payment.status === 'open' && payment.sessionId === sessionId) {
      payments.patch(tx, contractId, { status: 'expired', sessionUrl: null, updatedAt: now });
    }
    return { contractId, outcome: 'refunded_before_paid' };
  }
  if (!transition(contract.status, 'pay', 'system').ok) {
    // Already paid. The same session again changes nothing; money from another session is a
    // second charge of the same contract and goes back in full (after this transaction).
    if (payment?.sessionId === sessionId || !paymentIntentId) return { contractId, outcome: `ignored_${contract.status}` };
    return { contractId, outcome: 'second_payment_refund', refundPaymentIntentId: paymentIntentId };
  }
  await transitionIn(tx, deps, {
    contractId,
    action: 'pay',
    uid: null,
    also: async () => payments.put(tx, contractId, paid),
  });
  return { contractId, outcome: 'paid' };
}

async function onCheckoutExpired(tx: TransactionOps, deps: Deps, session: Obj): Promise<Effect> {
  const contractId = metadataOf(session, 'contractId');
  if (!contractId) return { contractId: null, outcome: 'no_contract' };
  const payment = await payments.get(tx, contractId);
  if (!payment || payment.sessionId !== session.id || payment.status !== 'open') return { contractId, outcome: 'stale' };
  payments.patch(tx, contractId, { status: 'expired', sessionUrl: null, updatedAt: deps.clock.now() });
  return { contractId, outcome: 'expired' };
}

/** Statuses in which a refund the app did not ask for puts the contract on hold. */
const HELD_IF_REFUNDED = ['in_progress', 'delivered', 'cancel_requested', 'completed'];

/**
 * A refund the app did not ask for (the Dashboard), in part or in full: the payment records it and
 * a contract whose work goes on, or whose worker was already paid, is put on hold for the admins.
 */
function refundOutsideApp(
  tx: TransactionOps,
  deps: Deps,
  contract: ContractDoc | null,
  charge: Obj,
  refunded: number,
  now: Date,
): string | null {
  const status = contract?.status;
  if (!contract || !status) return null;
  const hold = { stripeId: str(charge.id), amount: refunded };
  if (status === 'paid_out') {
    placeHold(tx, contract.id, { ...hold, source: 'refunded_after_payout' }, now);
    return 'flagged_refund_after_payout';
  }
  if (HELD_IF_REFUNDED.includes(status)) {
    const source = charge.refunded === true ? 'refunded_outside' : 'refunded_partially';
    tellHold(deps, tx, contract, source, now);
    placeHold(tx, contract.id, { ...hold, source }, now);
    return charge.refunded === true ? 'flagged_refund' : 'flagged_partial_refund';
  }
  return null;
}

/**
 * charge.refunded (sent for every refund, partial ones too: `amount_refunded` is cumulative,
 * `refunded` true once it is all): the payment records what went back; a full refund the app asked
 * for is confirmed (refunding -> cancelled).
 */
async function onChargeRefunded(tx: TransactionOps, deps: Deps, charge: Obj): Promise<Effect> {
  const { contractId, payment } = await contractOfPayment(tx, charge);
  if (!contractId || !payment) return { contractId, outcome: 'no_payment' };
  const intent = idOf(charge.payment_intent);
  // A second payment that was sent back: the contract's own payment is untouched.
  if (payment.paymentIntentId && intent && intent !== payment.paymentIntentId) return { contractId, outcome: 'other_charge' };
  const refundedAmount = Math.max(num(charge.amount_refunded), payment.refundedAmount ?? 0);
  const contract = await contracts.get(tx, contractId);
  const now = deps.clock.now();
  if (charge.refunded !== true) {
    if (refundedAmount <= (payment.refundedAmount ?? 0)) return { contractId, outcome: 'already_recorded' };
    // An admin's partial refund (docs/product/money.md#partial-refund-by-an-admin) is the app's own:
    // recorded and confirmed, never a hold; anything beyond its total was refunded outside the app.
    const ours = payment.partialRefund;
    if (ours && ours.status !== 'succeeded' && refundedAmount >= ours.total) {
      const partialRefund = { ...ours, status: 'succeeded' as const, succeededAt: now };
      payments.patch(tx, contractId, { refundedAmount, partialRefund, updatedAt: now });
      if (refundedAmount === ours.total) return { contractId, outcome: 'partial_refund_confirmed' };
    } else if (ours && refundedAmount <= ours.total) {
      payments.patch(tx, contractId, { refundedAmount, updatedAt: now });
      return { contractId, outcome: 'partial_refund_recorded' };
    }
    payments.patch(tx, contractId, { refundedAmount, paymentIntentId: payment.paymentIntentId ?? intent, updatedAt: now });
    const flagged = refundOutsideApp(tx, deps, contract, charge, refundedAmount, now);
    return { contractId, outcome: flagged ?? 'partial_refund_recorded' };
  }
  if (payment.refund?.status === 'succeeded') return { contractId, outcome: 'already_refunded' };
  const refunded: Partial<PaymentDoc> = {
    paymentIntentId: payment.paymentIntentId ?? intent,
    refundedAmount,
    refund: {
      status: 'succeeded',
      reason: payment.refund?.reason ?? 'out_of_band',
      refundId: payment.refund?.refundId ?? null,
      requestedAt: payment.refund?.requestedAt ?? now,
      succeededAt: now,
    },
    updatedAt: now,
  };
  if (contract && transition(contract.status, 'confirm_refund', 'system').ok) {
    await transitionIn(tx, deps, {
      contractId,
      action: 'confirm_refund',
      uid: null,
      also: async () => payments.patch(tx, contractId, refunded),
    });
    return { contractId, outcome: 'cancelled' };
  }
  payments.patch(tx, contractId, refunded);
  return {
    contractId,
    outcome: refundOutsideApp(tx, deps, contract, charge, refundedAmount, now) ?? 'refund_recorded',
  };
}

/** charge.dispute.created: the card holder disputes the payment; the admins take over. */
async function onDisputeCreated(tx: TransactionOps, deps: Deps, dispute: Obj): Promise<Effect> {
  const { contractId } = await contractOfPayment(tx, dispute);
  if (!contractId) return { contractId: null, outcome: 'no_payment' };
  const contract = await contracts.get(tx, contractId);
  if (!contract) return { contractId, outcome: 'unknown_contract' };
  const now = deps.clock.now();
  tellHold(deps, tx, contract, 'card_dispute', now);
  placeHold(tx, contractId, { source: 'card_dispute', stripeId: str(dispute.id), amount: num(dispute.amount) }, now);
  return { contractId, outcome: 'flagged_dispute' };
}

/** transfer.reversed: the worker's money was taken back (an admin's decision in Stripe). */
async function onTransferReversed(tx: TransactionOps, deps: Deps, transfer: Obj): Promise<Effect> {
  const contractId = metadataOf(transfer, 'contractId') ?? str(transfer.transfer_group);
  if (!contractId) return { contractId: null, outcome: 'no_contract' };
  const payout = await payouts.get(tx, contractId);
  if (!payout || payout.transferId !== str(transfer.id)) return { contractId, outcome: 'unknown_transfer' };
  const [contract, earned] = await Promise.all([contracts.get(tx, contractId), earnings.get(tx, payout.workerId)]);
  // Stripe sends one event per (partial) reversal with the transfer's cumulative amount_reversed;
  // events may come out of order, so only an increase over what is recorded counts.
  const total = Math.min(num(transfer.amount_reversed), payout.amount);
  const delta = total - (payout.amountReversed ?? 0);
  if (delta <= 0) return { contractId, outcome: 'already_reversed' };
  const now = deps.clock.now();
  payouts.patch(tx, contractId, { status: 'reversed', amountReversed: total, reversedAt: now, updatedAt: now });
  // Taken back from the month it was received in.
  if (earned && payout.transferredAt) creditEarnings(tx, payout.workerId, earned, -delta, payout.transferredAt, now);
  if (contract) {
    tellHold(deps, tx, contract, 'transfer_reversed', now);
    placeHold(tx, contractId, { source: 'transfer_reversed', stripeId: str(transfer.id), amount: delta }, now);
  }
  return { contractId, outcome: 'reversed' };
}

/** Card brand, last 4 and the charge of a new payment, for the history, the receipt and the transfer. */
async function recordCard(deps: Deps, contractId: string): Promise<void> {
  const payment = await payments.get(deps.store, contractId);
  if (!payment?.paymentIntentId || payment.chargeId) return;
  const intent = await deps.stripe.retrievePaymentIntent(payment.paymentIntentId);
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (!cur || cur.paymentIntentId !== intent.id) return;
    payments.patch(tx, contractId, {
      chargeId: intent.chargeId,
      cardBrand: intent.cardBrand,
      cardLast4: intent.cardLast4,
      availableOn: intent.availableOn ?? null,
      updatedAt: deps.clock.now(),
    });
  });
}

/** Every payout owed to the worker of this connected account runs now (each re-reads the account). */
async function releaseForAccount(deps: Deps, accountId: string): Promise<void> {
  const owners = await users.query(deps.store, { where: [['stripeAccount', '==', accountId]], limit: 5 });
  for (const owner of owners) await releaseOwedPayouts(deps, owner.id);
}

/**
 * What must follow an event, outside its transaction; idempotent, so replays run it again. A
 * failure is thrown: the route answers 500 and Stripe delivers the event again.
 */
async function runEventAfter(deps: Deps, r: Effect, account: string | null): Promise<void> {
  const { contractId } = r;
  if (contractId && r.outcome === 'refund_requested') await refundIfOwed(deps, contractId);
  // A second payment, or one that is not the contract's, goes back in full (keys: features/money/keys.ts).
  if (contractId && r.refundPaymentIntentId) {
    await refundPayment(deps, contractId, r.refundPaymentIntentId, r.outcome.endsWith('_refund') ? r.outcome : 'second_payment');
  }
  if (contractId && r.outcome === 'paid') await recordCard(deps, contractId);
  if (r.accountId) await releaseForAccount(deps, r.accountId);
  if (r.bankPayoutId && account) await linkBankPayout(deps, account, r.bankPayoutId);
}

/** The event's effect inside the transaction, by endpoint, mode and type. */
async function effectOf(tx: TransactionOps, deps: Deps, event: VerifiedStripeEvent, endpoint: WebhookEndpoint): Promise<Effect> {
  const o = event.object;
  // Connect endpoints receive both modes' events (Stripe: check livemode); neither endpoint acts on the other mode.
  if (event.livemode !== deps.stripe.livemode) return { contractId: null, outcome: 'ignored_other_mode' };
  if (endpoint === 'connect') {
    if (event.type === 'account.updated' && event.account)
      return { contractId: null, outcome: 'account_updated', accountId: event.account };
    if (BANK_PAYOUT_EVENTS.includes(event.type)) return { contractId: null, ...(await recordBankPayout(tx, deps, event)) };
    return { contractId: null, outcome: 'stored' };
  }
  // A connected account's own payments are not the platform's.
  if (event.account) return { contractId: null, outcome: 'ignored_connected_account' };
  switch (event.type) {
    case 'checkout.session.completed':
      return onCheckoutCompleted(tx, deps, o);
    case 'checkout.session.expired':
      return onCheckoutExpired(tx, deps, o);
    case 'charge.refunded':
      return onChargeRefunded(tx, deps, o);
    case 'charge.dispute.created':
      return onDisputeCreated(tx, deps, o);
    case 'transfer.reversed':
      return onTransferReversed(tx, deps, o);
    default:
      return { contractId: metadataOf(o, 'contractId'), outcome: 'stored' };
  }
}

/** Applies one verified event once. A replay answers duplicate, changes nothing, and finishes what followed. */
export async function handleStripeEvent(
  deps: Deps,
  event: VerifiedStripeEvent,
  endpoint: WebhookEndpoint = 'platform',
): Promise<HandledEvent> {
  const r = await deps.store.runTransaction(async (tx) => {
    const seen = await stripeEvents.get(tx, event.id);
    if (seen) {
      const { contractId, outcome, refundPaymentIntentId, accountId, bankPayoutId } = seen;
      return { duplicate: true, contractId, outcome, refundPaymentIntentId, accountId, bankPayoutId };
    }
    const effect = await effectOf(tx, deps, event, endpoint);
    stripeEvents.create(tx, event.id, {
      id: event.id,
      type: event.type,
      created: event.created,
      receivedAt: deps.clock.now(),
      contractId: effect.contractId,
      outcome: effect.outcome,
      refundPaymentIntentId: effect.refundPaymentIntentId ?? null,
      accountId: effect.accountId ?? null,
      bankPayoutId: effect.bankPayoutId ?? null,
      endpoint,
      account: event.account,
      livemode: event.livemode,
    });
    return { duplicate: false, ...effect };
  });
  await runEventAfter(deps, r, event.account);
  return { duplicate: r.duplicate, outcome: r.outcome };
}
