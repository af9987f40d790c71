/**
 * The bank a worker's transfer is paid out to (振込先 on the 支払明細: docs/product/entities.md#trade-documents).
 * Nothing in the store knows it (Stripe keeps the connected account's bank accounts), so the transfer
 * asks Stripe for the account's bank accounts before its transaction and passes the answer in: the
 * default one (Stripe pays the balance out to it), or the only one; never the full number. Best
 * effort: a failed or empty answer is null (the document then says Stripe's registered account),
 * and never stops the transfer.
 */
import type { PayoutBank } from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import { logger } from 'firebase-functions/logger';
import { describeFailure } from './keys';

/** The account's payout bank as the 支払明細 names it, or null when Stripe does not say. */
export async function payoutBankOf(deps: Pick<Deps, 'stripe'>, accountId: string): Promise<PayoutBank | null> {
  try {
    const banks = await deps.stripe.listBankAccounts(accountId);
    const bank = banks.find((b) => b.isDefault) ?? (banks.length === 1 ? banks[0] : undefined);
    if (!bank || !bank.bankName || !/^\d{4}$/.test(bank.last4)) return null;
    // Only these fields, whatever an adapter adds.
    return { bankName: bank.bankName, branchCode: bank.branchCode ?? '', last4: bank.last4 };
  } catch (e) {
    logger.write({ severity: 'WARNING', message: 'payout bank unknown', accountId, error: describeFailure(e) });
    return null;
  }
}
