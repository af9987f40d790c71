/**
 * The worker's rewards (docs/product/money.md#rewards): what was received (earnings/{uid}, kept by each
 * transfer and reversal), what is still held by the platform or waiting, and the transfer history with when
 * each transfer reaches the bank (docs/payout-arrival.md).
 */
import type { PayoutStatus, RewardRecord, RewardSummary } from '@common/deal';
import type { ContractStatus, Page } from '@common/marketplace';
import { jstMonth } from '@common/dates';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { scanPage } from '../../http/paging';
import { bankPayoutsByIds, type BankPayoutDoc } from '../../documents/bankPayouts';
import { contracts } from '../../documents/contracts';
import { earnings } from '../../documents/earnings';
import { payouts, payoutsOfWorker, type PayoutDoc } from '../../documents/payouts';
import { bankArrivalOf } from '../money/bankArrival';
import { contractFee } from '../money/fees';

/** Paid by the client, not confirmed (検収) yet: the money the platform holds for the worker. */
export const HELD_STATUSES: readonly ContractStatus[] = ['in_progress', 'delivered', 'cancel_requested'];
/** The payouts the history lists: a transfer was made (and maybe taken back). */
export const HISTORY_STATUSES: readonly PayoutStatus[] = ['transferred', 'reversed'];

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export async function rewardSummary(deps: Deps, actor: Actor): Promise<RewardSummary> {
  const uid = actor.uid;
  const [earned, held, pending] = await Promise.all([
    earnings.get(deps.store, uid),
    contracts.query(deps.store, {
      where: [
        ['workerId', '==', uid],
        ['status', 'in', [...HELD_STATUSES]],
      ],
    }),
    payoutsOfWorker(deps.store, uid, ['waiting_account', 'requested']),
  ]);
  const payoutsIn = (status: PayoutStatus) => sum(pending.filter((p) => p.data.status === status).map((p) => p.data.amount));
  return {
    thisMonth: earned?.months?.[jstMonth(deps.clock.now())] ?? 0,
    total: earned?.total ?? 0,
    held: sum(held.map((c) => contractFee(c.data).payout)),
    waitingAccount: payoutsIn('waiting_account'),
    processing: payoutsIn('requested'),
  };
}

/** Cursor of the history: transferredAt, then the contract id (the payout's id). */
export const REWARD_CURSOR = ['date', 'string'] as const;

const toRecord = (p: PayoutDoc, bank: BankPayoutDoc | undefined): RewardRecord => ({
  contractId: p.contractId,
  title: p.title,
  reward: p.reward,
  fee: p.fee,
  withheld: p.withheld ?? 0,
  amount: p.amount,
  status: p.status,
  transferredAt: p.transferredAt ? p.transferredAt.toISOString() : null,
  bankArrival: bankArrivalOf(p, bank),
});

/** Every transfer to the worker, newest first (firestore.indexes.json: workerId, status, transferredAt, contractId). */
export async function rewardHistory(deps: Deps, actor: Actor, after: unknown[] | undefined): Promise<Page<RewardRecord>> {
  const page = await scanPage<PayoutDoc>({
    fetch: (startAfter, limit) =>
      payouts.query(deps.store, {
        where: [
          ['workerId', '==', actor.uid],
          ['status', 'in', [...HISTORY_STATUSES]],
        ],
        orderBy: [
          ['transferredAt', 'desc'],
          ['contractId', 'desc'],
        ],
        startAfter,
        limit,
      }),
    cursorOf: (d) => [d.data.transferredAt ?? d.data.completedAt, d.data.contractId],
    after,
  });
  // The bank payouts the page's transfers rode (one read for the page).
  const banks = await bankPayoutsByIds(
    deps.store,
    page.items.flatMap((d) => (d.data.bankPayoutId ? [d.data.bankPayoutId] : [])),
  );
  // Only the worker's own account's payouts count (a link is made only for them; this is the guard).
  const bankOf = (p: PayoutDoc) => {
    const b = p.bankPayoutId ? banks.get(p.bankPayoutId) : undefined;
    return b && b.workerId === p.workerId ? b : undefined;
  };
  return { items: page.items.map((d) => toRecord(d.data, bankOf(d.data))), nextCursor: page.nextCursor };
}
