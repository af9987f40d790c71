/**
 * An admin's decision on a contract on hold: the contracts feature's decideHold (the same transition
 * and payment code as the parties' own steps), with the admin named for the audit entry. A refund
 * with an amount is a partial refund (docs/product/money.md#partial-refund-by-an-admin).
 */
import type { HoldDecisionResult } from '@common/admin';
import type { Deps } from '../../ports';
import { CONTRACT_NOT_FOUND } from '../../documents/contracts';
import { decideHold, type HoldDecision } from '../contracts';
import type { HoldDecisionDto } from './model';

export { CONTRACT_NOT_FOUND };

export async function decideContractHold(
  deps: Deps,
  adminId: string,
  contractId: string,
  dto: HoldDecisionDto,
): Promise<HoldDecisionResult> {
  const decision = dto.decision as HoldDecision;
  const plan = await decideHold(deps, contractId, decision, dto.reason, adminId, dto.amount);
  return {
    contractId,
    decision,
    ...(plan ? { partialRefund: { amount: plan.amount, refunded: plan.refunded, payout: plan.payout } } : {}),
  };
}
