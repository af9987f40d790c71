/**
 * The decisions that end a hold (features/money/holds.ts), taken by an admin with a written reason:
 *   release   the deal goes on where it stood; the clocks count again from now, and a payout or
 *             refund the hold kept back is sent;
 *   complete  the work is accepted (resolve_complete): the payout is written and transferred, on what
 *             the salon finally paid at the contract's rate;
 *   refund    the payment goes back in full (resolve_refund); the contract is cancelled once Stripe
 *             confirms it.
 * Each goes through the same transition and payment code as the parties' own steps, checked inside
 * one transaction, so a repeated or parallel decision changes nothing more (409). Both parties read
 * the outcome in the room and are told (お知らせ and LINE). The admin's audit entry is written in the
 * decision's transaction (docs/product/admin.md#audit-log).
 */
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { CONTRACT_NOT_FOUND, contracts } from '../../documents/contracts';
import { payments } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { appendMessage, rooms } from '../../documents/rooms';
import { notify } from '../../documents/notifications';
import { audit } from '../../documents/auditLog';
import { contractTransitionOf } from '@common/contractMachine';
import { isOnHold, NOT_ON_HOLD } from '../money/holds';
import { runAfter } from './after';
import { contractPathFor } from './events';
import { applyTransition, type AfterEffect } from './transitions';

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
const holdEntry = (adminId: string, contractId: string, decision: HoldDecision, reason: string, from: string, to: string) => ({
  adminId,
  action: 'hold.decide' as const,
  target: { kind: 'contract' as const, id: contractId },
  reason,
  before: { status: from, onHold: true },
  after: { status: to, onHold: false, decision },
});

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
): Promise<void> {
  if (decision === 'release') {
    await runAfter(deps, contractId, await release(deps, contractId, reason, adminId));
    return;
  }
  const contract = await contracts.get(deps.store, contractId);
  if (!contract) throw errors.notFound(CONTRACT_NOT_FOUND);
  if (!isOnHold(contract)) throw errors.conflict(NOT_ON_HOLD);
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
}
