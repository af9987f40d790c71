/**
 * Whether a completed Checkout Session is the contract's payment. Its metadata names the contract,
 * but metadata is only what the session's creator wrote: the money itself must match (JPY, exactly
 * the contract's reward). The mode (live/test) and the account (none: the platform's own) are checked
 * for every event in webhooks/service.ts.
 */
import type { ContractDoc } from '../../documents/contracts';

export type PaymentMismatch = 'currency' | 'amount';

export function completedPaymentMismatch(
  session: Record<string, unknown>,
  contract: Pick<ContractDoc, 'reward'>,
): PaymentMismatch | null {
  if (session.currency !== 'jpy') return 'currency';
  if (session.amount_total !== contract.reward) return 'amount';
  return null;
}
