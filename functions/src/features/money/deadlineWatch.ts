/**
 * The payment deadline kept (docs/product/law.md#the-deadline-kept): run with the deal timers
 * (contracts/timers.ts runDealTimers), it finds the contracts whose worker is still owed her reward
 * (DEADLINE_OWING_STATUSES, no transferred payout) when JST today ≥ paymentDeadline − 7 days, and
 * raises each ONCE per deadline: in one transaction that re-reads the contract and its payout, it
 * stores `deadlineAlert {deadline, at, wait}` and queues the worker's notice (what the payment waits
 * for, and that the operator is checking it); after the commit a WARNING line tells the operators.
 * The admins find them in the money queue's 支払期日 list (admin/money.ts, kind `deadline`).
 * A later, different (earlier) deadline, which a 納品 can set, raises again.
 */
import { logger } from 'firebase-functions/logger';
import { todayJst } from '@common/dates';
import {
  DEADLINE_OWING_STATUSES,
  deadlineDaysLeft,
  deadlineHorizon,
  deadlineNoticeText,
  isDeadlineDue,
  type DeadlineWait,
} from '@common/deadlineAlert';
import type { ContractStatus } from '@common/marketplace';
import { WORKER, withId } from '@common/paths';
import type { Deps } from '../../ports';
import type { Reader } from '../../documents/collection';
import { contracts, type ContractDoc } from '../../documents/contracts';
import { notify } from '../../documents/notifications';
import { payouts, type PayoutDoc } from '../../documents/payouts';

export interface DeadlineWatchReport {
  /** Contracts raised by this run. */
  raised: string[];
  /** Contracts whose raising failed this run (logged; tried again by the next run). */
  failed: string[];
}

/** Contracts read per batch, soonest deadline first. */
const BATCH = 100;

export const isOwingStatus = (status: string): boolean => (DEADLINE_OWING_STATUSES as readonly string[]).includes(status);

/** Whether the worker is still owed her reward: an owing status and no transferred payout. */
export const isUnpaid = (c: Pick<ContractDoc, 'status'>, payout: Pick<PayoutDoc, 'status'> | null): boolean =>
  isOwingStatus(c.status) && payout?.status !== 'transferred';

/** What the payment waits for: a hold first, else the deal's next step, else the transfer or the worker's account. */
export function deadlineWaitOf(
  c: Pick<ContractDoc, 'status' | 'dispute'>,
  payout: Pick<PayoutDoc, 'status'> | null,
): DeadlineWait {
  if (c.dispute) return 'hold';
  const byStatus: Partial<Record<ContractStatus, DeadlineWait>> = {
    awaiting_payment: 'payment',
    in_progress: 'delivery',
    delivered: 'acceptance',
    cancel_requested: 'cancel_request',
  };
  return byStatus[c.status] ?? (payout?.status === 'waiting_account' ? 'account' : 'transfer');
}

/** The paging cursor of the query below: the deadline, then the contract id. */
export const deadlineCursorOf = (c: Pick<ContractDoc, 'paymentDeadline' | 'id'>): [string, string] => [
  c.paymentDeadline ?? '',
  c.id,
];

/**
 * Contracts still owing with a payment deadline, soonest first (firestore.indexes.json: status,
 * paymentDeadline, id); contracts without a deadline (made before it existed) are not in it.
 */
export const owingByDeadline = (r: Reader, after: unknown[] | undefined, limit: number) =>
  contracts.query(r, {
    where: [['status', 'in', [...DEADLINE_OWING_STATUSES]]],
    orderBy: [
      ['paymentDeadline', 'asc'],
      ['id', 'asc'],
    ],
    startAfter: after,
    limit,
  });

interface Raised {
  contract: ContractDoc;
  wait: DeadlineWait;
  daysLeft: number;
}

/** Raises one contract if it is still due and not raised for this deadline; null when there is nothing to do. */
async function raise(deps: Deps, contractId: string): Promise<Raised | null> {
  return deps.store.runTransaction(async (tx) => {
    const now = deps.clock.now();
    const today = todayJst(now);
    const [c, payout] = await Promise.all([contracts.get(tx, contractId), payouts.get(tx, contractId)]);
    if (!c?.paymentDeadline || !isUnpaid(c, payout) || !isDeadlineDue(c.paymentDeadline, today)) return null;
    if (c.deadlineAlert?.deadline === c.paymentDeadline) return null;
    const wait = deadlineWaitOf(c, payout);
    const daysLeft = deadlineDaysLeft(c.paymentDeadline, today);
    contracts.patch(tx, contractId, { deadlineAlert: { deadline: c.paymentDeadline, at: now, wait } });
    notify(
      deps,
      tx,
      {
        userId: c.workerId,
        kind: 'payment_deadline',
        ...deadlineNoticeText(c.title, c.paymentDeadline, wait, daysLeft),
        // Her own step opens where she takes it: the payout account, else the contract.
        path: wait === 'account' ? WORKER.account : withId(WORKER.contract, contractId),
        amount: c.reward,
        contractId,
      },
      now,
    );
    return { contract: c, wait, daysLeft };
  });
}

/** One run: every owing contract whose deadline is within 7 days (or past) and not raised yet. */
export async function runDeadlineWatch(deps: Deps): Promise<DeadlineWatchReport> {
  const report: DeadlineWatchReport = { raised: [], failed: [] };
  const horizon = deadlineHorizon(todayJst(deps.clock.now()));
  let after: unknown[] | undefined;
  for (;;) {
    const batch = await owingByDeadline(deps.store, after, BATCH);
    for (const { data: c } of batch) {
      if (!c.paymentDeadline || c.paymentDeadline > horizon) return report;
      if (c.deadlineAlert?.deadline === c.paymentDeadline) continue;
      try {
        const raised = await raise(deps, c.id);
        if (!raised) continue;
        report.raised.push(c.id);
        logger.write({
          severity: 'WARNING',
          message: `payment deadline ${raised.daysLeft < 0 ? 'passed' : 'near'}: contract ${c.id} unpaid`,
          contractId: c.id,
          paymentDeadline: raised.contract.paymentDeadline,
          daysLeft: raised.daysLeft,
          status: raised.contract.status,
          wait: raised.wait,
          workerId: raised.contract.workerId,
          clientId: raised.contract.clientId,
        });
      } catch (e) {
        logger.write({ severity: 'ERROR', message: `payment deadline alert for ${c.id} failed`, error: String(e) });
        report.failed.push(c.id);
      }
    }
    if (batch.length < BATCH) return report;
    after = deadlineCursorOf(batch[batch.length - 1].data);
  }
}
