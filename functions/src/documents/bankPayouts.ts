/**
 * bankPayouts/{payoutId}: the bank payouts (po_...) of the workers' connected accounts, as the
 * Connect endpoint's payout.* events report them (docs/payout-arrival.md). Stripe pays a connected
 * account's balance out to its bank on the account's schedule; one payout carries many transfers,
 * and payouts/{contractId}.bankPayoutId points at the one carrying that contract's money.
 *
 * Events come in any order and more than once: the status only moves forward (pending -> in_transit
 * -> paid -> failed; pending -> canceled), so a late payout.updated never turns a paid payout back
 * into in_transit, while a paid payout that the bank refuses later still becomes failed.
 */
import type { BankPayoutStatus } from '../ports/stripe';
import { collection, type Reader } from './collection';

export interface BankPayoutDoc {
  id: string;
  /** The connected account (event.account) and its worker. */
  accountId: string;
  workerId: string;
  /** Integer yen. */
  amount: number;
  status: BankPayoutStatus;
  /** Stripe's arrival_date: when the payout is expected in the bank (weekends and bank holidays counted). */
  arrivalDate: Date;
  /** Made by the payout schedule (only those list the balance transactions they carried). */
  automatic: boolean;
  /** When Stripe created the payout. */
  created: Date;
  failureCode: string | null;
  /**
   * The failed or canceled payouts (po_...) whose money, back on the balance, this payout pays again
   * (its balance transactions list them): their transfers ride this one now.
   */
  carries: string[];
  /** The `created` of the event the stored state came from (a same-status event older than it is ignored). */
  eventCreated: Date;
  livemode: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const bankPayouts = collection<BankPayoutDoc>('bankPayouts');

/** How far along a status is; a payout only moves to a higher rank. */
export const BANK_PAYOUT_RANK: Record<BankPayoutStatus, number> = { pending: 0, in_transit: 1, paid: 2, failed: 3, canceled: 3 };

/** The bank payouts of these ids (missing ones left out). */
export async function bankPayoutsByIds(r: Reader, ids: readonly string[]): Promise<Map<string, BankPayoutDoc>> {
  const unique = [...new Set(ids)];
  const docs = await bankPayouts.getMany(r, unique);
  return new Map(docs.flatMap((d) => (d ? [[d.id, d] as const] : [])));
}
