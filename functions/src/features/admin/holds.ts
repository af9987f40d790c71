/**
 * An admin's decision on a contract on hold: the contracts feature's decideHold (the same transition
 * and payment code as the parties' own steps), with the admin named for the audit entry.
 */
import type { Deps } from '../../ports';
import { CONTRACT_NOT_FOUND } from '../../documents/contracts';
import { decideHold, type HoldDecision } from '../contracts';
import type { HoldDecisionDto } from './model';

export { CONTRACT_NOT_FOUND };

export async function decideContractHold(deps: Deps, adminId: string, contractId: string, dto: HoldDecisionDto) {
  const decision = dto.decision as HoldDecision;
  await decideHold(deps, contractId, decision, dto.reason, adminId);
  return { contractId, decision };
}
