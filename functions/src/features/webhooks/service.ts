/**
 * Stripe webhook events (issue 10): verified over the raw body, de-duplicated on the event id
 * stored in the same transaction as the event's effect, so a replay changes nothing. Stripe is
 * never called inside the transaction; what must follow (a refund, card details, waiting transfers)
 * runs after it, idempotently, and runs again on a replay so that Stripe's redelivery finishes it.
 *
 *   checkout.session.completed (paid)  awaiting_payment -> in_progress (pay); on a cancelled contract,
 *                                      or a second payment of a paid one, the money goes back
 *   checkout.session.expired           the remembered session is closed
 *   charge.refunded                    the refund is confirmed; refunding -> cancelled (confirm_refund)
 *   charge.dispute.created             the contract is flagged for the admins
 *   account.updated                    transfers waiting for this account run (the account re-read)
 *   transfer.reversed                  the payout is marked reversed and the contract flagged
 * Events arrive in any order: each handler reads the current documents and does only what still applies.
 */
import { transition } from '@common/contractMachine';
import type { Deps, VerifiedStripeEvent } from '../../ports';
import { StripeSignatureError } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { errors } from '../../http/errors';
import { contracts } from '../../documents/contracts';
import { earnings, jstMonth } from '../../documents/earnings';
import { paymentOfIntent, payments, type PaymentDoc } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { stripeEvents } from '../../documents/stripeEvents';
import { users } from '../../documents/users';
import { refundIfOwed, refundKey } from '../contracts/refund';
import { runTransfer } from '../contracts/transfer';
import { transitionIn } from '../contracts/transitions';

export const BAD_SIGNATURE = 'Stripeの署名を確認できませんでした';

/** The verified event, or 400 (nothing is read or written before this). */
export function verifyEvent(deps: Deps, rawBody: Buffer | null, signature: string | undefined): VerifiedStripeEvent {
  if (!rawBody) throw errors.invalid(undefined, BAD_SIGNATURE);
  try {
    return deps.stripe.constructEvent(rawBody, signature);
  } catch (e) {
    if (e instanceof StripeSignatureError) throw errors.invalid(undefined, BAD_SIGNATURE);
    throw e;
  }
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const metadataOf = (o: Obj, key: string): string | null => {
  const m = o.metadata;
  return typeof m === 'object' && m !== null ? str((m as Obj)[key]) : null;
};
/** An id field that Stripe sends as an id or, expanded, as the object. */
const idOf = (v: unknown): string | null => str(v) ?? (typeof v === 'object' && v !== null ? str((v as Obj).id) : null);

export interface HandledEvent {
  duplicate: boolean;
  outcome: string;
}

interface Effect {
  contractId: string | null;
  outcome: string;
  refundPaymentIntentId?: string | null;
  accountId?: string | null;
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
  const now = deps.clock.now();
  const paid: PaymentDoc = {
    contractId,
    clientId: contract.clientId,
    workerId: contract.workerId,
    amount: typeof session.amount_total === 'number' ? session.amount_total : contract.reward,
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
  if (payment?.refund?.status === 'succeeded' && payment.paymentIntentId === paymentIntentId) {
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

/** charge.refunded: a full refund of the contract's payment is confirmed. */
async function onChargeRefunded(tx: TransactionOps, deps: Deps, charge: Obj): Promise<Effect> {
  const { contractId, payment } = await contractOfPayment(tx, charge);
  if (!contractId || !payment) return { contractId, outcome: 'no_payment' };
  const intent = idOf(charge.payment_intent);
  // A second payment that was sent back: the contract's own payment is untouched.
  if (payment.paymentIntentId && intent && intent !== payment.paymentIntentId) return { contractId, outcome: 'other_charge' };
  if (charge.refunded !== true) return { contractId, outcome: 'partial_refund' };
  if (payment.refund?.status === 'succeeded') return { contractId, outcome: 'already_refunded' };
  const contract = await contracts.get(tx, contractId);
  const now = deps.clock.now();
  const refunded: Partial<PaymentDoc> = {
    paymentIntentId: payment.paymentIntentId ?? intent,
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
  // Refunded outside the app (the dashboard) while the work went on: the admins must look.
  if (contract && ['in_progress', 'delivered', 'cancel_requested', 'completed'].includes(contract.status)) {
    contracts.patch(tx, contractId, {
      dispute: { source: 'refunded_outside', at: now, stripeId: str(charge.id) },
      updatedAt: now,
    });
    return { contractId, outcome: 'flagged_refund' };
  }
  return { contractId, outcome: 'refund_recorded' };
}

/** charge.dispute.created: the card holder disputes the payment; the admins take over. */
async function onDisputeCreated(tx: TransactionOps, deps: Deps, dispute: Obj): Promise<Effect> {
  const { contractId } = await contractOfPayment(tx, dispute);
  if (!contractId) return { contractId: null, outcome: 'no_payment' };
  const contract = await contracts.get(tx, contractId);
  if (!contract) return { contractId, outcome: 'unknown_contract' };
  const now = deps.clock.now();
  contracts.patch(tx, contractId, { dispute: { source: 'card_dispute', at: now, stripeId: str(dispute.id) }, updatedAt: now });
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
  if (earned && payout.transferredAt) {
    const month = jstMonth(payout.transferredAt);
    earnings.patch(tx, payout.workerId, {
      total: earned.total - delta,
      months: { ...earned.months, [month]: (earned.months[month] ?? 0) - delta },
      updatedAt: now,
    });
  }
  if (contract) {
    contracts.patch(tx, contractId, {
      dispute: { source: 'transfer_reversed', at: now, stripeId: str(transfer.id) },
      updatedAt: now,
    });
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
      updatedAt: deps.clock.now(),
    });
  });
}

/** Every payout waiting for this connected account runs now (each re-reads the account). */
async function releaseWaitingTransfers(deps: Deps, accountId: string): Promise<void> {
  const owners = await users.query(deps.store, { where: [['stripeAccount', '==', accountId]], limit: 5 });
  for (const owner of owners) {
    const waiting = await payouts.query(deps.store, {
      where: [
        ['workerId', '==', owner.id],
        ['status', 'in', ['waiting_account', 'requested']],
      ],
    });
    for (const p of waiting) await runTransfer(deps, p.data.contractId);
  }
}

/** What must follow an event, outside its transaction; idempotent, so replays run it again. */
async function runEventAfter(deps: Deps, r: Effect): Promise<void> {
  const { contractId } = r;
  if (contractId && r.outcome === 'refund_requested') await refundIfOwed(deps, contractId);
  if (contractId && r.refundPaymentIntentId) {
    // A second payment goes back in full; the key makes a replay refund nothing twice.
    await deps.stripe.createRefund({
      paymentIntentId: r.refundPaymentIntentId,
      idempotencyKey: refundKey(contractId, r.refundPaymentIntentId),
      metadata: { contractId, reason: 'second_payment' },
    });
  }
  if (contractId && r.outcome === 'paid') await recordCard(deps, contractId);
  if (r.accountId) await releaseWaitingTransfers(deps, r.accountId);
}

/** Applies one verified event once. A replay answers duplicate, changes nothing, and finishes what followed. */
export async function handleStripeEvent(deps: Deps, event: VerifiedStripeEvent): Promise<HandledEvent> {
  const r = await deps.store.runTransaction(async (tx) => {
    const seen = await stripeEvents.get(tx, event.id);
    if (seen) {
      const { contractId, outcome, refundPaymentIntentId, accountId } = seen;
      return { duplicate: true, contractId, outcome, refundPaymentIntentId, accountId };
    }
    const o = event.object;
    let effect: Effect;
    switch (event.type) {
      case 'checkout.session.completed':
        effect = await onCheckoutCompleted(tx, deps, o);
        break;
      case 'checkout.session.expired':
        effect = await onCheckoutExpired(tx, deps, o);
        break;
      case 'charge.refunded':
        effect = await onChargeRefunded(tx, deps, o);
        break;
      case 'charge.dispute.created':
        effect = await onDisputeCreated(tx, deps, o);
        break;
      case 'transfer.reversed':
        effect = await onTransferReversed(tx, deps, o);
        break;
      case 'account.updated':
        effect = { contractId: null, outcome: 'account_updated', accountId: str(o.id) };
        break;
      default:
        effect = { contractId: metadataOf(o, 'contractId'), outcome: 'stored' };
    }
    stripeEvents.create(tx, event.id, {
      id: event.id,
      type: event.type,
      created: event.created,
      receivedAt: deps.clock.now(),
      contractId: effect.contractId,
      outcome: effect.outcome,
      refundPaymentIntentId: effect.refundPaymentIntentId ?? null,
      accountId: effect.accountId ?? null,
    });
    return { duplicate: false, ...effect };
  });
  await runEventAfter(deps, r);
  return { duplicate: r.duplicate, outcome: r.outcome };
}
