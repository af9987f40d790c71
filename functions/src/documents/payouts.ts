/**
 * payouts/{contractId}: the worker's money of one contract after 検収 (docs/product/money.md#transfer).
 * Written in the transaction of the 検収 as `requested`; the transfer (transfers.create, idempotency key of
 * the contract) then makes it `transferred`, or it waits as `waiting_account` until the worker's connected
 * account can take payouts (account.updated). transfer.reversed makes it `reversed`. After the transfer,
 * the bank payout of the connected account that carries the money is linked by the Connect endpoint's
 * payout events (features/webhooks/bankPayouts.ts).
 */
import type { PayoutStatus } from '@common/deal';
import type { PayoutBank } from '@common/tradeDocuments';
import { collection, type Reader } from './collection';

export interface PayoutDoc {
  contractId: string;
  workerId: string;
  clientId: string;
  title: string;
  reward: number;
  fee: number;
  /** reward - withheld - fee: what the worker receives. Integer yen. */
  amount: number;
  /**
   * 源泉徴収税額 the salon kept back and pays to the tax office (docs/product/money.md#withholding):
   * frozen on the contract at 採用; 0 or absent (payouts written before withholding existed): none.
   */
  withheld?: number;
  status: PayoutStatus;
  transferId: string | null;
  /** The connected account it went to. */
  destination: string | null;
  /** 検収: when the contract was completed. */
  completedAt: Date;
  transferredAt: Date | null;
  reversedAt: Date | null;
  /** The payment (py_...) the transfer made on the connected account: what its bank payout lists. */
  destinationPayment?: string | null;
  /**
   * When the money should reach the bank, 'YYYY-MM-DD' in Japan: the account's payout schedule
   * applied at the transfer (features/money/bankArrival.ts); null without a schedule (manual payouts).
   */
  expectedArrivalOn?: string | null;
  /** The bank payout (bankPayouts/{id}) that carries this money, once Stripe's payout lists it. */
  bankPayoutId?: string | null;
  /**
   * The account's payout bank at the transfer (features/money/payoutBank.ts: name, branch code, last 4
   * digits only), as the 支払明細 names it; null when Stripe did not say, absent on older payouts.
   */
  bank?: PayoutBank | null;
  /** Taken back so far (Stripe's cumulative amount_reversed); absent before any reversal. */
  amountReversed?: number;
  /** Failed tries of the transfer so far, the last one's error and time (what admins look at). */
  attempts?: number;
  lastError?: string | null;
  lastAttemptAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const payouts = collection<PayoutDoc>('payouts');

/** A worker's payouts in the given states (few per worker: one per completed contract). */
export const payoutsOfWorker = (r: Reader, workerId: string, statuses: readonly PayoutStatus[]) =>
  payouts.query(r, {
    where: [
      ['workerId', '==', workerId],
      ['status', 'in', [...statuses]],
    ],
  });
