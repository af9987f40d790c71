/**
 * The worker's transfer after 検収 (GUIDE.md 8): separate charges and transfers. The client's charge
 * sits on the platform balance until here; transfers.create sends reward - fee to the worker's
 * connected account with source_transaction = that charge (the transfer waits for its funds) and
 * transfer_group = the contract. The idempotency key is the contract's, so parallel or repeated
 * runs (the 検収 call, account.updated, the timer) make one transfer.
 *
 * Without a payout-ready account the payout waits (waiting_account), the worker is told once (a
 * notice in the outbox), and it runs again on the worker's account.updated.
 */
import { transition } from '@common/contractMachine';
import type { Deps } from '../../ports';
import { contracts } from '../../documents/contracts';
import { earnings, jstMonth } from '../../documents/earnings';
import { payments } from '../../documents/payments';
import { payouts, type PayoutDoc } from '../../documents/payouts';
import { users } from '../../documents/users';
import { notify } from '../../documents/notifications';
import { transitionIn } from './transitions';

export const transferKey = (contractId: string) => `transfer-${contractId}`;

export type TransferOutcome = 'transferred' | 'waiting_account' | 'no_charge' | 'nothing_to_do';

/** The worker's payout account page (web/src/lib/paths.ts WORKER.account). */
const WORKER_ACCOUNT_PATH = '/worker/mypage/account';

/**
 * requested -> waiting_account, and the worker told to register a payout account (a notice in the
 * outbox, issue 11) in the same transaction: once, the one time it changes.
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
        path: WORKER_ACCOUNT_PATH,
        amount: cur.amount,
        contractId,
      },
      now,
    );
    return true;
  });
}

/** Transfers the contract's payout when it is owed and the worker can receive it. Safe to call again. */
export async function runTransfer(deps: Deps, contractId: string): Promise<TransferOutcome> {
  const [payout, payment] = await Promise.all([payouts.get(deps.store, contractId), payments.get(deps.store, contractId)]);
  if (!payout || (payout.status !== 'requested' && payout.status !== 'waiting_account')) return 'nothing_to_do';
  const worker = await users.get(deps.store, payout.workerId);
  const destination = worker?.stripeAccount ?? null;
  // Re-read the account rather than trusting an event: account.updated may arrive out of order.
  const ready = destination ? (await deps.stripe.retrieveAccount(destination)).payoutsEnabled : false;
  if (!destination || !ready) {
    await markWaiting(deps, contractId);
    return 'waiting_account';
  }
  // Nothing to transfer from a payment that went back (refunded in the dashboard): the admins decide.
  if (!payment?.paymentIntentId || payment.refund) return 'no_charge';
  const chargeId = payment.chargeId ?? (await deps.stripe.retrievePaymentIntent(payment.paymentIntentId)).chargeId;
  if (!chargeId) return 'no_charge';
  const transfer = await deps.stripe.createTransfer({
    amount: payout.amount,
    destination,
    sourceTransaction: chargeId,
    transferGroup: contractId,
    idempotencyKey: transferKey(contractId),
    metadata: { contractId, workerId: payout.workerId },
  });
  await deps.store.runTransaction(async (tx) => {
    const [cur, contract, earned] = await Promise.all([
      payouts.get(tx, contractId),
      contracts.get(tx, contractId),
      earnings.get(tx, payout.workerId),
    ]);
    if (!cur || cur.status === 'transferred' || cur.status === 'reversed') return;
    const record = async (_tx: unknown, _c: unknown, now: Date) => {
      const done: Partial<PayoutDoc> = {
        status: 'transferred',
        transferId: transfer.id,
        destination,
        transferredAt: now,
        updatedAt: now,
      };
      payouts.patch(tx, contractId, done);
      const month = jstMonth(now);
      earnings.put(tx, payout.workerId, {
        workerId: payout.workerId,
        total: (earned?.total ?? 0) + cur.amount,
        months: { ...(earned?.months ?? {}), [month]: (earned?.months[month] ?? 0) + cur.amount },
        updatedAt: now,
      });
    };
    // completed -> paid_out with its event, room message and notice, and the payout recorded, at once.
    if (contract && transition(contract.status, 'payout', 'system').ok) {
      await transitionIn(tx, deps, { contractId, action: 'payout', uid: null, also: record });
    } else await record(tx, contract, deps.clock.now());
  });
  return 'transferred';
}
