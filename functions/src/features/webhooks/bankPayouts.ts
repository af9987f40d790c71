/**
 * The bank payouts of the workers' connected accounts (docs/payout-arrival.md): the Connect
 * endpoint's payout.created / payout.updated / payout.paid / payout.failed / payout.canceled /
 * payout.reconciliation_completed events, each with `event.account` set.
 *
 * In the event's transaction the payout is recorded in bankPayouts/{po} for the account's worker
 * (an account no user of ours holds changes nothing), its status only moving forward. After it,
 * idempotently (it runs again on a replay), the transfers it carried are linked to it: Stripe lists
 * what an automatic payout carried as balance transactions of the connected account
 * (GET /v1/balance_transactions?payout=, docs.stripe.com/payouts/reconciliation); a transfer shows
 * there as its payment (py_, the transfer's destination_payment), the money of a failed or
 * canceled payout paid again as that payout (po_, its failure balance transaction). A payout that
 * pays a failed one's money again takes over that one's transfers (`carries`), whatever order the
 * events come in. Manual payouts list nothing (Stripe cannot tell what they carried): their
 * transfers keep the estimate from the schedule.
 */
import type { BankPayoutStatus, Deps, VerifiedStripeEvent } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { BANK_PAYOUT_RANK, bankPayouts, bankPayoutsByIds, type BankPayoutDoc } from '../../documents/bankPayouts';
import { payouts } from '../../documents/payouts';
import { users } from '../../documents/users';
import { logFailure } from '../money/keys';
import { int, str, type Obj } from './fields';

export const BANK_PAYOUT_EVENTS: readonly string[] = [
  'payout.created',
  'payout.updated',
  'payout.paid',
  'payout.failed',
  'payout.canceled',
  'payout.reconciliation_completed',
];

const STATUSES: readonly BankPayoutStatus[] = ['pending', 'in_transit', 'paid', 'failed', 'canceled'];
/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;
/** How many failed payouts in a row one sum of money is followed through. */
const MAX_CHAIN = 10;

export interface BankPayoutEffect {
  outcome: string;
  bankPayoutId: string | null;
}

/** The payout of the event as far as it is well formed; null for anything else. */
function readPayout(o: Obj | null) {
  if (typeof o !== 'object' || o === null) return null;
  const id = str(o.id);
  const status = STATUSES.find((s) => s === o.status);
  const amount = int(o.amount);
  const arrival = int(o.arrival_date);
  const created = int(o.created);
  if (o.object !== 'payout' || !id?.startsWith('po_') || !status || amount === null || arrival === null || created === null) {
    return null;
  }
  return {
    id,
    status,
    amount,
    arrivalDate: new Date(arrival * 1000),
    created: new Date(created * 1000),
    automatic: o.automatic === true,
    failureCode: str(o.failure_code),
  };
}

/** A payout.* event at the Connect endpoint, inside its transaction. */
export async function recordBankPayout(tx: TransactionOps, deps: Deps, event: VerifiedStripeEvent): Promise<BankPayoutEffect> {
  const account = event.account;
  const p = readPayout(event.object as Obj | null);
  if (!account || !p) return { outcome: 'ignored_bad_payout', bankPayoutId: null };
  const [owner] = await users.query(tx, { where: [['stripeAccount', '==', account]], limit: 1 });
  if (!owner) return { outcome: 'ignored_unknown_account', bankPayoutId: null };
  const cur = await bankPayouts.get(tx, p.id);
  // A payout id is one account's; another account claiming it is not believed.
  if (cur && cur.accountId !== account) return { outcome: 'ignored_other_account', bankPayoutId: null };
  if (cur) {
    const rank = BANK_PAYOUT_RANK[p.status];
    const was = BANK_PAYOUT_RANK[cur.status];
    // Never back (a late payout.updated after payout.paid); at the same status only a newer event updates it.
    if (rank < was || (rank === was && (p.status !== cur.status || event.created < cur.eventCreated))) {
      return { outcome: 'payout_stale', bankPayoutId: p.id };
    }
  }
  const now = deps.clock.now();
  const doc: BankPayoutDoc = {
    ...p,
    accountId: account,
    workerId: owner.id,
    eventCreated: event.created,
    livemode: event.livemode,
    carries: cur?.carries ?? [],
    createdAt: cur?.createdAt ?? now,
    updatedAt: now,
  };
  bankPayouts.put(tx, p.id, doc);
  return { outcome: `payout_${p.status}`, bankPayoutId: p.id };
}

const chunks = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / IN_LIMIT) }, (_, i) => xs.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT));

/** The contracts' payouts of this account whose field is one of the values. */
async function payoutsWhere(deps: Deps, field: 'destinationPayment' | 'bankPayoutId', values: string[], accountId: string) {
  const found: string[] = [];
  for (const chunk of chunks(values)) {
    const docs = await payouts.query(deps.store, { where: [[field, 'in', chunk]] });
    found.push(...docs.filter((d) => d.data.destination === accountId).map((d) => d.data.contractId));
  }
  return found;
}

/** The payout that now carries the money of this one: itself, or the later payout paying its money again. */
async function carrierOf(deps: Deps, payout: BankPayoutDoc): Promise<BankPayoutDoc> {
  let at = payout;
  for (let i = 0; i < MAX_CHAIN; i++) {
    const [next] = await bankPayouts.query(deps.store, { where: [['carries', 'array-contains', at.id]], limit: 1 });
    if (!next || next.data.accountId !== payout.accountId) break;
    at = next.data;
  }
  return at;
}

/**
 * What the payout carried. Stripe refusing the question (a 4xx: the payout is not this account's, or
 * gone) is final: logged, and nothing is linked (the transfers keep their estimate); anything else
 * is thrown so that Stripe delivers the event again.
 */
async function listSources(deps: Deps, accountId: string, payoutId: string): Promise<string[]> {
  try {
    return await deps.stripe.listPayoutSources(accountId, payoutId);
  } catch (e) {
    const status = (e as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      logFailure('listing the balance transactions of payout', payoutId, e);
      return [];
    }
    throw e;
  }
}

/**
 * Links the transfers an automatic payout carried to the payout now carrying their money. Safe to
 * run again; a Stripe failure is thrown (the event is answered 500 and delivered again).
 */
export async function linkBankPayout(deps: Deps, accountId: string, payoutId: string): Promise<void> {
  const payout = await bankPayouts.get(deps.store, payoutId);
  if (!payout || payout.accountId !== accountId || !payout.automatic) return;
  const sources = (await listSources(deps, accountId, payoutId)).filter((s) => s !== payoutId);
  const paidAgain = sources.filter((s) => s.startsWith('po_'));
  if (paidAgain.some((id) => !payout.carries.includes(id))) {
    await deps.store.runTransaction(async (tx) => {
      const cur = await bankPayouts.get(tx, payoutId);
      if (!cur) return;
      bankPayouts.patch(tx, payoutId, { carries: [...new Set([...cur.carries, ...paidAgain])], updatedAt: deps.clock.now() });
    });
  }
  const contractIds = [
    ...(await payoutsWhere(
      deps,
      'destinationPayment',
      sources.filter((s) => s.startsWith('py_')),
      accountId,
    )),
    ...(await payoutsWhere(deps, 'bankPayoutId', paidAgain, accountId)),
  ];
  if (!contractIds.length) return;
  const target = await carrierOf(deps, { ...payout, carries: [...new Set([...payout.carries, ...paidAgain])] });
  await deps.store.runTransaction(async (tx) => {
    const docs = await payouts.getMany(tx, [...new Set(contractIds)]);
    const linked = await bankPayoutsByIds(
      tx,
      docs.flatMap((d) => (d?.bankPayoutId ? [d.bankPayoutId] : [])),
    );
    const now = deps.clock.now();
    for (const d of docs) {
      if (!d || d.destination !== accountId || d.bankPayoutId === target.id) continue;
      const cur = d.bankPayoutId ? linked.get(d.bankPayoutId) : undefined;
      // A payout still on its way or paid keeps its transfers; one whose money came back hands them on.
      if (cur && cur.status !== 'failed' && cur.status !== 'canceled') continue;
      payouts.patch(tx, d.contractId, { bankPayoutId: target.id, updatedAt: now });
    }
  });
}
