/**
 * The worker's transfer after 検収: separate charges and transfers. The client's charge sits on the
 * platform balance until here; transfers.create sends what the worker is owed (features/money/fees.ts:
 * the reward minus any refund, minus the fee at the contract's rate) to the worker's connected account
 * with source_transaction = that charge (the transfer waits for its funds) and transfer_group = the
 * contract. The idempotency key is the contract's (features/money/keys.ts); after a failed or
 * unanswered call the contract's transfers are looked up first, so nothing is paid twice.
 *
 * Nothing is sent while the contract is on hold (features/money/holds.ts). Without a payout-ready
 * account the payout waits (waiting_account) and the worker is told once; it is released by the
 * worker's account.updated (Connect endpoint), by get-connect-status finding the account ready, and
 * by the scheduled timer, so a worker who finishes onboarding is paid even if no event arrives.
 * A failure is recorded on the payout (attempts, last error, when) and thrown; callers that run many
 * payouts catch it per payout, so one broken account never blocks the others. The one transaction that
 * records the payout as transferred also issues the fee's 請求書 and the 支払明細
 * (docs/product/entities.md#trade-documents).
 */
import { transition } from '@common/contractMachine';
import { WORKER } from '@common/paths';
import type { Deps, TransferInfo } from '../../ports';
import { contracts } from '../../documents/contracts';
import { creditEarnings, earnings } from '../../documents/earnings';
import { payments } from '../../documents/payments';
import { payouts, payoutsOfWorker, type PayoutDoc } from '../../documents/payouts';
import { users } from '../../documents/users';
import { notify } from '../../documents/notifications';
import { contractFee } from '../money/fees';
import { isOnHold } from '../money/holds';
import { refundedSoFar } from '../money/refunds';
import { expectedArrivalOn } from '../money/bankArrival';
import { describeFailure, logFailure, withIdempotencyKey } from '../money/keys';
import { isPayoutReady } from '../money/readiness';
import { payoutBankOf } from '../money/payoutBank';
import { prepareTransferIn } from '../tradeDocuments';
import { transitionIn } from './transitions';

export const transferKey = (contractId: string) => `transfer-${contractId}`;

export type TransferOutcome = 'transferred' | 'waiting_account' | 'held' | 'no_charge' | 'nothing_to_do';

/** The payouts still owed: requested (to send) or waiting for the worker's account. */
export const OWED_PAYOUT_STATUSES = ['requested', 'waiting_account'] as const;

/**
 * requested -> waiting_account, and the worker told to register a payout account (a notice in the
 * outbox) in the same transaction: once, the one time it changes.
 */
async function markWaiting(deps: Deps, contractId: string): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const cur = await payouts.get(tx, contractId);
    if (cur?.status !== 'requested') return false;
    const now = deps.clock.now();
    payouts.patch(tx, contractId, { status: 'waiting_account', updatedAt: now });
    notify(
      deps,
      tx,
      {
        userId: cur.workerId,
        kind: 'payout_account_needed',
        title: '報酬の受取口座を登録してください',
        body: `「${cur.title}」が検収されました。報酬を受け取るには、マイページの「受取口座」から口座を登録してください。登録が済むと自動で送金されます。`,
        path: WORKER.account,
        amount: cur.amount,
        contractId,
      },
      now,
    );
    return true;
  });
}

/** A failed try, where admins will find it; the payout stays owed and is tried again. */
async function recordFailure(deps: Deps, contractId: string, e: unknown): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const cur = await payouts.get(tx, contractId);
    if (!cur) return;
    const now = deps.clock.now();
    payouts.patch(tx, contractId, {
      attempts: (cur.attempts ?? 0) + 1,
      lastError: describeFailure(e),
      lastAttemptAt: now,
      updatedAt: now,
    });
  });
}

/** A transfer of this contract that Stripe already made (a lost response, or a key older than 24 hours). */
async function existingTransfer(deps: Deps, contractId: string, destination: string): Promise<TransferInfo | null> {
  const made = await deps.stripe.listTransfers(contractId);
  return made.find((t) => t.destination === destination && t.transferGroup === contractId) ?? null;
}

async function transferOnce(deps: Deps, contractId: string): Promise<TransferOutcome> {
  const [payout, payment, contract] = await Promise.all([
    payouts.get(deps.store, contractId),
    payments.get(deps.store, contractId),
    contracts.get(deps.store, contractId),
  ]);
  if (!payout || !(OWED_PAYOUT_STATUSES as readonly string[]).includes(payout.status)) return 'nothing_to_do';
  if (contract && isOnHold(contract)) return 'held';
  const worker = await users.get(deps.store, payout.workerId);
  const destination = worker?.stripeAccount ?? null;
  // Re-read the account rather than trusting an event: account.updated may arrive out of order. Its
  // payout bank, for the 支払明細's 振込先, alongside: outside the transaction, never failing it.
  const [account, bank] = destination
    ? await Promise.all([deps.stripe.retrieveAccount(destination), payoutBankOf(deps, destination)])
    : [null, null];
  if (!destination || !account || !isPayoutReady(account)) {
    await markWaiting(deps, contractId);
    return 'waiting_account';
  }
  // Nothing to transfer from a payment that went back in full.
  if (!payment?.paymentIntentId || payment.refund?.status === 'succeeded') return 'no_charge';
  // An admin's partial refund counts from its decision, before Stripe confirms it (money/refunds.ts).
  const owed = contractFee(contract ?? payout, refundedSoFar(payment));
  if (owed.payout <= 0) return 'no_charge';
  const chargeId = payment.chargeId ?? (await deps.stripe.retrievePaymentIntent(payment.paymentIntentId)).chargeId;
  if (!chargeId) return 'no_charge';
  const transfer = await withIdempotencyKey(deps, transferKey(contractId), async (idempotencyKey, earlier) => {
    const made = earlier ? await existingTransfer(deps, contractId, destination) : null;
    return (
      made ??
      deps.stripe.createTransfer({
        amount: owed.payout,
        destination,
        sourceTransaction: chargeId,
        transferGroup: contractId,
        idempotencyKey,
        metadata: { contractId, workerId: payout.workerId },
      })
    );
  });
  await deps.store.runTransaction(async (tx) => {
    const [cur, current, earned] = await Promise.all([
      payouts.get(tx, contractId),
      contracts.get(tx, contractId),
      earnings.get(tx, payout.workerId),
    ]);
    if (!cur || cur.status === 'transferred' || cur.status === 'reversed') return;
    const record = async (_tx: unknown, _c: unknown, now: Date) => {
      // The fee's 請求書 and the 支払明細 (docs/product/entities.md#trade-documents): read now, written
      // with the payout, here only (every path that transfers comes through this transaction).
      const documents = await prepareTransferIn(tx, deps.operator, cur, now);
      // The funds are available on the account when the source charge's are (never before now).
      const availableAt = payment.availableOn && payment.availableOn > now ? payment.availableOn : now;
      const arrival = expectedArrivalOn(account.payoutSchedule, availableAt);
      const done: Partial<PayoutDoc> = {
        status: 'transferred',
        reward: owed.reward,
        fee: owed.fee,
        withheld: owed.withheld ?? 0,
        amount: transfer.amount,
        transferId: transfer.id,
        destination,
        transferredAt: now,
        destinationPayment: transfer.destinationPayment ?? null,
        expectedArrivalOn: arrival,
        bank,
        lastError: null,
        updatedAt: now,
      };
      payouts.patch(tx, contractId, done);
      creditEarnings(tx, payout.workerId, earned, transfer.amount, now, now);
      documents.write(tx, { money: owed, amount: transfer.amount, expectedArrivalOn: arrival, bank });
    };
    // completed -> paid_out with its event, room message and notice, and the payout recorded, at once.
    // A hold placed while the transfer was in flight keeps the contract where it is; the money is recorded.
    if (current && !isOnHold(current) && transition(current.status, 'payout', 'system').ok) {
      await transitionIn(tx, deps, { contractId, action: 'payout', uid: null, amount: transfer.amount, also: record });
    } else await record(tx, current, deps.clock.now());
  });
  return 'transferred';
}

/** Transfers the contract's payout when it is owed, not held, and the worker can receive it. Safe to call again. */
export async function runTransfer(deps: Deps, contractId: string): Promise<TransferOutcome> {
  try {
    return await transferOnce(deps, contractId);
  } catch (e) {
    await recordFailure(deps, contractId, e).catch(() => undefined);
    throw e;
  }
}

/**
 * Every payout owed to the worker runs now, each on its own (a failure is recorded and logged, the
 * rest go on). Returns the contracts transferred.
 */
export async function releaseOwedPayouts(deps: Deps, workerId: string): Promise<string[]> {
  const owed = await payoutsOfWorker(deps.store, workerId, OWED_PAYOUT_STATUSES);
  const done: string[] = [];
  for (const p of owed) {
    try {
      if ((await runTransfer(deps, p.data.contractId)) === 'transferred') done.push(p.data.contractId);
    } catch (e) {
      logFailure('transfer of contract', p.data.contractId, e);
    }
  }
  return done;
}
