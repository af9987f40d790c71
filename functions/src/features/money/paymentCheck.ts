/**
 * Whether a completed Checkout Session is the contract's payment. Its metadata names the contract,
 * but metadata is only what the session's creator wrote: the money itself must match (JPY, exactly
 * what the contract charges: the reward, less any tax withheld). The mode (live/test) and the account (none: the platform's own) are checked
 * for every event in webhooks/service.ts.
 */
import type { ContractDoc } from '../../documents/contracts';
import { contractCharge } from './fees';

export type PaymentMismatch = 'currency' | 'amount';

export function completedPaymentMismatch(
  session: Record<string, unknown>,
  contract: Pick<ContractDoc, 'reward' | 'withholding'>,
): PaymentMismatch | null {
  if (session.currency !== 'jpy') return 'currency';
  // What the Checkout Session charged: the reward, minus the tax withheld when the contract withholds.
  if (session.amount_total !== contractCharge(contract)) return 'amount';
  return null;
}
