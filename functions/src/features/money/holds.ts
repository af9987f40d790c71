/**
 * Holds: a contract the admins must look at (docs/architecture.md, "Holds and disputes"). The one
 * place that puts a contract on hold and says what a hold stops.
 *
 * A hold is `contracts/{id}.dispute` (its source, when, the Stripe object). While it is set:
 *   - the parties' steps and the system's own (PAUSED_BY_HOLD) are refused with ON_HOLD (409);
 *   - both clocks (automatic 検収, a cancellation request's automatic acceptance) stand still;
 *   - no transfer and no refund is sent: with separate charges and transfers a chargeback is taken
 *     from the platform's balance, so money must not leave while a card dispute is open.
 * Only a decision ends it (holdDecisions.ts: release, refund in full, complete); the clocks then
 * count again from the release (`resumedAt`).
 */
import { PAUSED_BY_HOLD } from '@common/contractMachine';
import type { DisputeSource } from '@common/deal';
import type { ContractAction } from '@common/marketplace';
import type { TransactionOps } from '../../ports/store';
import { contracts, type ContractDoc, type DisputeDoc } from '../../documents/contracts';

export const ON_HOLD = '運営が確認中のため、この操作は現在できません。運営からのご連絡をお待ちください';
export const NOT_ON_HOLD = 'この契約は保留されていません';

type HoldFields = Pick<ContractDoc, 'dispute'>;

export const isOnHold = (c: HoldFields): boolean => !!c.dispute;

/** Whether the hold refuses this action now. */
export const pausedByHold = (c: HoldFields, action: ContractAction): boolean => isOnHold(c) && PAUSED_BY_HOLD.includes(action);

export interface HoldInput {
  source: DisputeSource;
  /** The Stripe object that raised it (dispute, charge, transfer). */
  stripeId?: string | null;
  /** Integer yen concerned (a refund's amount), when there is one. */
  amount?: number | null;
}

/** The hold as stored; a newer reason replaces an older one (Stripe's events stay in stripeEvents). */
export function holdDoc(hold: HoldInput, now: Date): DisputeDoc {
  return {
    source: hold.source,
    at: now,
    stripeId: hold.stripeId ?? null,
    ...(hold.amount != null ? { amount: hold.amount } : {}),
  };
}

/** Puts the contract on hold inside the caller's transaction (after its reads). */
export function placeHold(tx: TransactionOps, contractId: string, hold: HoldInput, now: Date): void {
  contracts.patch(tx, contractId, { dispute: holdDoc(hold, now), updatedAt: now });
}

/** When a clock counts from: its event, or the end of the last hold when that is later. */
export const clockStart = (c: Pick<ContractDoc, 'resumedAt'>, at: Date): Date =>
  c.resumedAt && c.resumedAt.getTime() > at.getTime() ? c.resumedAt : at;
