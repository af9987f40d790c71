/**
 * Stripe webhook events (issue 10): verified over the raw body, de-duplicated on the event id
 * stored in the same transaction as the event's effect, so a replay changes nothing.
 *
 * Handled: checkout.session.completed (paid) -> the contract awaiting payment moves to in_progress;
 * a payment that lands on a contract already cancelled, or a second payment of a contract already
 * paid, is refunded. checkout.session.expired marks
 * the remembered session expired. Every other event is stored and acknowledged.
 */
import { CONTRACT_TRANSITIONS, transition, type ContractActor } from '@common/contractMachine';
import type { Deps, VerifiedStripeEvent } from '../../ports';
import { StripeSignatureError } from '../../ports';
import { errors } from '../../http/errors';
import { contracts, type ContractDoc } from '../../documents/contracts';
import { payments, type PaymentDoc } from '../../documents/payments';
import { stripeEvents } from '../../documents/stripeEvents';

/** Who the machine lets record a payment: the platform once it allows it, the client until then. */
const PAY_ACTOR: ContractActor = CONTRACT_TRANSITIONS.find((t) => t.action === 'pay')?.actors.includes('system')
  ? 'system'
  : 'client';

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

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const metadataOf = (o: Record<string, unknown>, key: string): string | null => {
  const m = o.metadata;
  return typeof m === 'object' && m !== null ? str((m as Record<string, unknown>)[key]) : null;
};

export interface HandledEvent {
  duplicate: boolean;
  outcome: string;
}

interface Effect {
  contractId: string | null;
  outcome: string;
  refundPaymentIntentId?: string | null;
}

/** checkout.session.completed: the contract's payment, inside the event's transaction. */
async function onCheckoutCompleted(
  tx: Parameters<Parameters<Deps['store']['runTransaction']>[0]>[0],
  deps: Deps,
  session: Record<string, unknown>,
): Promise<Effect> {
  const contractId = metadataOf(session, 'contractId');
  if (!contractId) return { contractId: null, outcome: 'no_contract' };
  // Cards are paid at once; a delayed method (konbini, bank transfer) completes unpaid: its
  // async_payment_succeeded event is not handled yet.
  if (session.payment_status !== 'paid') return { contractId, outcome: 'unpaid' };
  const sessionId = str(session.id) ?? '';
  const paymentIntentId = str(session.payment_intent);
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
    status: 'paid',
    sessionId,
    paymentIntentId,
    paidAt: now,
    updatedAt: now,
  };
  if (contract.status === 'cancelled') {
    // The money arrived after the contract was cancelled: it goes back (after this transaction).
    payments.put(tx, contractId, {
      ...paid,
      refund: paid.refund ?? { status: 'requested', reason: 'paid_after_cancel', refundId: null, requestedAt: now },
    });
    return { contractId, outcome: 'refund_requested' };
  }
  const step = transition(contract.status, 'pay', PAY_ACTOR);
  if (!step.ok) {
    // Already paid. The same session again changes nothing; money from another session is a
    // second charge of the same contract and goes back in full (after this transaction).
    if (payment?.sessionId === sessionId || !paymentIntentId) return { contractId, outcome: `ignored_${contract.status}` };
    return { contractId, outcome: 'second_payment_refund', refundPaymentIntentId: paymentIntentId };
  }
  const history: ContractDoc['history'] = [...contract.history, { status: step.to, at: now, by: null }];
  contracts.patch(tx, contractId, { status: step.to, history, updatedAt: now });
  payments.put(tx, contractId, paid);
  return { contractId, outcome: 'paid' };
}

async function onCheckoutExpired(
  tx: Parameters<Parameters<Deps['store']['runTransaction']>[0]>[0],
  deps: Deps,
  session: Record<string, unknown>,
): Promise<Effect> {
  const contractId = metadataOf(session, 'contractId');
  if (!contractId) return { contractId: null, outcome: 'no_contract' };
  const payment = await payments.get(tx, contractId);
  if (!payment || payment.sessionId !== session.id || payment.status !== 'open') return { contractId, outcome: 'stale' };
  payments.patch(tx, contractId, { status: 'expired', sessionUrl: null, updatedAt: deps.clock.now() });
  return { contractId, outcome: 'expired' };
}

/** Makes a requested refund (idempotent key per payment), then records it. Safe to call again. */
async function refundIfOwed(deps: Deps, contractId: string): Promise<void> {
  const payment = await payments.get(deps.store, contractId);
  if (payment?.refund?.status !== 'requested' || !payment.paymentIntentId) return;
  const refund = await deps.stripe.createRefund({
    paymentIntentId: payment.paymentIntentId,
    idempotencyKey: `refund-${contractId}-${payment.paymentIntentId}`,
    metadata: { contractId, reason: payment.refund.reason },
  });
  await deps.store.runTransaction(async (tx) => {
    const cur = await payments.get(tx, contractId);
    if (cur?.refund?.status !== 'requested') return;
    payments.patch(tx, contractId, {
      refund: { ...cur.refund, status: 'created', refundId: refund.id },
      updatedAt: deps.clock.now(),
    });
  });
}

/** Refunds a second payment in full; the idempotency key makes a retry or replay refund nothing twice. */
async function refundSecondPayment(deps: Deps, contractId: string, paymentIntentId: string): Promise<void> {
  await deps.stripe.createRefund({
    paymentIntentId,
    idempotencyKey: `refund-${contractId}-${paymentIntentId}`,
    metadata: { contractId, reason: 'second_payment' },
  });
}

/**
 * Applies one verified event once. A replay answers duplicate and changes nothing (but retries a
 * refund the first delivery could not make, so Stripe's redelivery after a 500 finishes the job).
 */
export async function handleStripeEvent(deps: Deps, event: VerifiedStripeEvent): Promise<HandledEvent> {
  const r = await deps.store.runTransaction(async (tx) => {
    const seen = await stripeEvents.get(tx, event.id);
    if (seen) {
      const { contractId, outcome, refundPaymentIntentId } = seen;
      return { duplicate: true, contractId, outcome, refundPaymentIntentId };
    }
    let effect: Effect;
    switch (event.type) {
      case 'checkout.session.completed':
        effect = await onCheckoutCompleted(tx, deps, event.object);
        break;
      case 'checkout.session.expired':
        effect = await onCheckoutExpired(tx, deps, event.object);
        break;
      default:
        effect = { contractId: metadataOf(event.object, 'contractId'), outcome: 'stored' };
    }
    stripeEvents.create(tx, event.id, {
      id: event.id,
      type: event.type,
      created: event.created,
      receivedAt: deps.clock.now(),
      contractId: effect.contractId,
      outcome: effect.outcome,
      refundPaymentIntentId: effect.refundPaymentIntentId ?? null,
    });
    return { duplicate: false, ...effect };
  });
  if (r.outcome === 'refund_requested' && r.contractId) await refundIfOwed(deps, r.contractId);
  if (r.refundPaymentIntentId && r.contractId) await refundSecondPayment(deps, r.contractId, r.refundPaymentIntentId);
  return { duplicate: r.duplicate, outcome: r.outcome };
}
