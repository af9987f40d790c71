/**
 * The decisions that end a hold (features/money/holds.ts), taken by an admin with a written reason:
 *   release   the deal goes on where it stood; the clocks count again from now, and a payout or
 *             refund the hold kept back is sent;
 *   complete  the work is accepted (resolve_complete): the payout is written and transferred, on what
 *             the salon finally paid at the contract's rate;
 *   refund    the payment goes back in full (resolve_refund); the contract is cancelled once Stripe
 *             confirms it;
 *   refund with an amount: a partial refund (docs/product/money.md#partial-refund-by-an-admin): the
 *             amount goes back to the client and the contract completes (resolve_complete) with the
 *             worker paid on the rest: reward − refunds − fee at the contract's rate.
 * Each goes through the same transition and payment code as the parties' own steps, checked inside
 * one transaction, so a repeated or parallel decision changes nothing more (409). Both parties read
 * the outcome in the room and are told (お知らせ and LINE). The admin's audit entry is written in the
 * decision's transaction (docs/product/admin.md#audit-log).
 */
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { CONTRACT_NOT_FOUND, contracts, type ContractDoc } from '../../documents/contracts';
import { payments, type PaymentDoc } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import type { Reader } from '../../documents/collection';
import { appendMessage, rooms } from '../../documents/rooms';
import { notify } from '../../documents/notifications';
import { audit } from '../../documents/auditLog';
import { contractTransitionOf, transition } from '@common/contractMachine';
import { PARTIAL_REFUND_DISPUTED, partialRefundTooLarge } from '@common/admin';
import { formatYen, type FeeBreakdown } from '@common/marketplace';
import { contractFee } from '../money/fees';
import { isOnHold, NOT_ON_HOLD } from '../money/holds';
import { refundableOf, refundedSoFar } from '../money/refunds';
import { runAfter } from './after';
import { refundIfOwed, settleRefunded } from './refund';
import { contractPathFor } from './events';
import { OWED_PAYOUT_STATUSES, runTransfer, type TransferOutcome } from './transfer';
import { applyTransition, PARTIAL_REFUND_CHANGED, PARTIAL_REFUND_NOT_POSSIBLE, type AfterEffect } from './transitions';

export const HOLD_DECISIONS = ['release', 'complete', 'refund'] as const;
export type HoldDecision = (typeof HOLD_DECISIONS)[number];

const RELEASED = '運営が確認を終え、取引を再開しました。';

/** Clears the hold; the deal goes on where it stood. Returns what the hold had kept back. */
async function release(deps: Deps, contractId: string, reason: string, adminId: string): Promise<AfterEffect[]> {
  return deps.store.runTransaction(async (tx) => {
    const [contract, room, payout, payment] = await Promise.all([
      contracts.get(tx, contractId),
      rooms.get(tx, contractId),
      payouts.get(tx, contractId),
      payments.get(tx, contractId),
    ]);
    if (!contract) throw errors.notFound(CONTRACT_NOT_FOUND);
    if (!isOnHold(contract)) throw errors.conflict(NOT_ON_HOLD);
    const now = deps.clock.now();
    contracts.patch(tx, contractId, { dispute: null, resumedAt: now, updatedAt: now });
    audit(tx, holdEntry(adminId, contractId, 'release', reason, contract.status, contract.status), now);
    const text = `${RELEASED}\n${reason}`;
    if (room) appendMessage(tx, room, { kind: 'system', senderId: null, actorId: null, text }, now, contract.status);
    for (const side of ['client', 'worker'] as const) {
      notify(
        deps,
        tx,
        {
          userId: side === 'client' ? contract.clientId : contract.workerId,
          kind: 'admin',
          title: RELEASED,
          body: `「${contract.title}」\n${reason}`,
          path: contractPathFor(side, contractId),
          contractId,
        },
        now,
      );
    }
    const after: AfterEffect[] = [];
    if (payout && (payout.status === 'requested' || payout.status === 'waiting_account')) after.push('transfer');
    if (payment?.refund?.status === 'requested' || contract.status === 'refunding') after.push('refund');
    return after;
  });
}

/** The audit entry of a decision: the hold ends; the status is where the transition left it. */
const holdEntry = (
  adminId: string,
  contractId: string,
  decision: HoldDecision | 'partial_refund',
  reason: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
) => ({
  adminId,
  action: 'hold.decide' as const,
  target: { kind: 'contract' as const, id: contractId },
  reason,
  before: { status: from, onHold: true },
  after: { status: to, onHold: false, decision, ...extra },
});

/** A partial refund is not taken while the card company disputes the charge (Stripe refuses to refund it). */
export { PARTIAL_REFUND_DISPUTED };

/** What a partial refund decision does, in yen (docs/product/money.md#partial-refund-by-an-admin). */
export interface PartialRefundPlan {
  /** Refunded to the client now. */
  amount: number;
  /** Refunded in all once it lands (earlier refunds outside the app included). */
  refunded: number;
  /** The worker's side: what the client finally pays, the fee at the contract's rate, the transfer. */
  payout: FeeBreakdown;
}

/**
 * The line both parties read (room, history, notices) before the admin's reason. A contract that
 * withholds settles on a lower reward with its own tax (docs/product/money.md#withholding): the salon
 * is told the 源泉徴収税額 she now pays to the tax office, and, when it changed from `withheldBefore`
 * (the one of 採用), in one short sentence that an amount already paid can be reclaimed
 * (docs/product/law.md#withholding-源泉徴収).
 */
export const partialRefundLine = (p: PartialRefundPlan, withheldBefore = 0): string =>
  `運営の判断により、仮払い金のうち${formatYen(p.amount)}を発注者へ返金します。` +
  `受注者への報酬は${formatYen(p.payout.reward)}から${
    p.payout.withheld ? `源泉徴収税額${formatYen(p.payout.withheld)}と` : ''
  }手数料${formatYen(p.payout.fee)}を差し引いた${formatYen(p.payout.payout)}です。` +
  (p.payout.withheld !== undefined && withheldBefore > 0 && p.payout.withheld !== withheldBefore
    ? withholdingChangedLine(p.payout.withheld, withheldBefore)
    : '');

/** The salon's 源泉徴収税額 after a partial refund, and what to do about one already paid (one sentence). */
export const withholdingChangedLine = (now: number, before: number): string =>
  `発注者が税務署へ納める源泉徴収税額は${formatYen(now)}になります（${formatYen(before)}を納付済みの場合、差額は還付を受けられます）。`;

/** The largest partial refund allowed: one yen under what is still on the charge. */
export const maxPartialRefund = (payment: PaymentDoc): number => refundableOf(payment) - 1;

/**
 * A partial refund on a hold: checked (409 not possible, 400 the amount), then resolve_complete with
 * the refund, its line and the audit entry in one transaction that re-checks the payment; the
 * refund, then the transfer, after the commit.
 */
async function decidePartialRefund(
  deps: Deps,
  contract: ContractDoc,
  amount: number,
  reason: string,
  adminId: string,
): Promise<PartialRefundPlan> {
  if (contract.dispute?.source === 'card_dispute') throw errors.conflict(PARTIAL_REFUND_DISPUTED);
  const step = transition(contract.status, 'resolve_complete', 'system');
  if (!step.ok) throw errors.conflict(step.message);
  const payment = await payments.get(deps.store, contract.id);
  if (
    !payment?.paymentIntentId ||
    payment.status !== 'paid' ||
    payment.refund ||
    payment.partialRefund ||
    maxPartialRefund(payment) < 1
  ) {
    throw errors.conflict(PARTIAL_REFUND_NOT_POSSIBLE);
  }
  const max = maxPartialRefund(payment);
  if (amount > max) throw errors.invalid({ amount: partialRefundTooLarge(max) }, partialRefundTooLarge(max));
  const before = refundedSoFar(payment);
  const plan: PartialRefundPlan = { amount, refunded: before + amount, payout: contractFee(contract, before + amount) };
  const line = partialRefundLine(plan, contract.withholding?.amount ?? 0);
  const r = await applyTransition(deps, {
    contractId: contract.id,
    action: 'resolve_complete',
    uid: null,
    note: `${line}\n${reason}`,
    requireHold: true,
    partialRefund: amount,
    also: async (tx, c, now) => {
      // A refund outside the app landed since the check: the line would be wrong.
      if (refundedSoFar(await payments.get(tx, c.id)) !== before) throw errors.conflict(PARTIAL_REFUND_CHANGED);
      const to = contractTransitionOf('resolve_complete')?.to ?? c.status;
      const extra = {
        refundAmount: amount,
        refunded: plan.refunded,
        payout: plan.payout.payout,
        fee: plan.payout.fee,
        ...(plan.payout.withheld !== undefined ? { withheld: plan.payout.withheld } : {}),
      };
      audit(tx, holdEntry(adminId, c.id, 'partial_refund', reason, c.status, to, extra), now);
    },
  });
  await runAfter(deps, contract.id, r.after);
  return plan;
}

/** 400 on the amount: at most one yen under what is left (the rest is the worker's); the console checks with the same text. */
export { partialRefundTooLarge };

/**
 * Takes one decision on a contract on hold for the admin `adminId` (a uid, or `shell` for the
 * command-line script); 404 unknown, 409 not on hold (or already decided).
 */
export async function decideHold(
  deps: Deps,
  contractId: string,
  decision: HoldDecision,
  reason: string,
  adminId: string,
  /** refund only: a partial refund of this many yen (docs/product/money.md#partial-refund-by-an-admin). */
  amount?: number,
): Promise<PartialRefundPlan | null> {
  if (decision === 'release') {
    await runAfter(deps, contractId, await release(deps, contractId, reason, adminId));
    return null;
  }
  const contract = await contracts.get(deps.store, contractId);
  if (!contract) throw errors.notFound(CONTRACT_NOT_FOUND);
  if (!isOnHold(contract)) throw errors.conflict(NOT_ON_HOLD);
  if (decision === 'refund' && amount !== undefined) return decidePartialRefund(deps, contract, amount, reason, adminId);
  const action = decision === 'complete' ? 'resolve_complete' : 'resolve_refund';
  // The transition re-reads the contract: a decision taken meanwhile makes this one a 409.
  const r = await applyTransition(deps, {
    contractId,
    action,
    uid: null,
    note: reason,
    requireHold: true,
    also: async (tx, c, now) => {
      const to = contractTransitionOf(action)?.to ?? c.status;
      audit(tx, holdEntry(adminId, contractId, decision, reason, c.status, to), now);
    },
  });
  await runAfter(deps, contractId, r.after);
  return null;
}

/** What an admin's retry can send again: the worker's transfer, or the client's refund (full or partial). */
export type OwedMoney = 'payout' | 'refund';

/**
 * Whether the contract still owes that money (docs/product/admin.md#money-that-needs-a-person): a
 * payout requested or waiting for the account, or a refund requested (its Stripe call failed or
 * never ran). Read inside the caller's transaction.
 */
export async function owedMoneyOf(
  tx: Reader,
  contractId: string,
  what: OwedMoney,
): Promise<{ status: string; attempts: number; lastError: string | null } | null> {
  if (what === 'payout') {
    const p = await payouts.get(tx, contractId);
    if (!p || !(OWED_PAYOUT_STATUSES as readonly string[]).includes(p.status)) return null;
    return { status: p.status, attempts: p.attempts ?? 0, lastError: p.lastError ?? null };
  }
  const p = await payments.get(tx, contractId);
  const owed = p?.partialRefund?.status === 'requested' ? p.partialRefund : p?.refund?.status === 'requested' ? p.refund : null;
  return owed ? { status: owed.status, attempts: owed.attempts ?? 0, lastError: owed.lastError ?? null } : null;
}

/**
 * The timer's own retry of one owed item (timers.ts), run now: the transfer (runTransfer) or the
 * refund (refundIfOwed, then the cancellation it completes), each under its operation's next
 * idempotency key after a failure (money/keys.ts). A failure is recorded where it always is and thrown.
 */
export async function retryOwedMoney(deps: Deps, contractId: string, what: OwedMoney): Promise<TransferOutcome | 'refunded'> {
  if (what === 'payout') return runTransfer(deps, contractId);
  await refundIfOwed(deps, contractId);
  await settleRefunded(deps, contractId);
  return 'refunded';
}
