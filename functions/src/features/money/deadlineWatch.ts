/**
 * The payment deadline kept (docs/product/law.md#the-deadline-kept): run with the deal timers
 * (contracts/timers.ts runDealTimers), it finds the contracts whose worker is still owed her reward
 * (DEADLINE_OWING_STATUSES, no transferred payout) and raises each ONCE per (deadline, stage): `week`
 * when JST today ≥ paymentDeadline − 7 days, `due` (the last) when today ≥ paymentDeadline; a
 * deadline first seen on or after its day gets `due` only. In one transaction that re-reads the
 * contract and its payout, it stores `deadlineAlert {deadline, at, wait, stage, client}` and queues the
 * worker's notice (what the payment waits for, the operator checking; on the day, her own step when
 * it is hers) and, when the payment waits on the salon's step (仮払い, 検収, an answer to the worker's
 * cancellation), the salon's own notice; after the commit a WARNING line tells the operators
 * (`overdue` on the `due` stage). The admins find them in the money queue's 支払期日 list
 * (admin/money.ts, kind `deadline`). A later, different (earlier) deadline, which a 納品 can set, raises again.
 */
import { logger } from 'firebase-functions/logger';
import { todayJst } from '@common/dates';
import {
  DEADLINE_OWING_STATUSES,
  clientDeadlineNoticeText,
  deadlineActor,
  deadlineDaysLeft,
  deadlineHorizon,
  deadlineNoticeText,
  deadlineStageOn,
  isClientToldOf,
  isLaterStage,
  type DeadlineActor,
  type DeadlineStage,
  type DeadlineWait,
} from '@common/deadlineAlert';
import type { ContractStatus } from '@common/marketplace';
import { CLIENT, WORKER, withId } from '@common/paths';
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

/** The stage a stored alert made; older alerts, stored before stages, by the day they were raised. */
export function alertStage(a: NonNullable<ContractDoc['deadlineAlert']>): DeadlineStage {
  return a.stage ?? (todayJst(a.at) >= a.deadline ? 'due' : 'week');
}

/** The stage to raise now for the contract's deadline, or null when there is none or it is raised already. */
export function stageToRaise(c: Pick<ContractDoc, 'paymentDeadline' | 'deadlineAlert'>, today: string): DeadlineStage | null {
  if (!c.paymentDeadline) return null;
  const stage = deadlineStageOn(c.paymentDeadline, today);
  if (!stage) return null;
  const a = c.deadlineAlert;
  if (a?.deadline === c.paymentDeadline && !isLaterStage(stage, alertStage(a))) return null;
  return stage;
}

interface Raised {
  contract: ContractDoc;
  wait: DeadlineWait;
  stage: DeadlineStage;
  actor: DeadlineActor;
  clientTold: boolean;
  daysLeft: number;
}

/** Raises one contract if it is still unpaid and its current stage not raised yet; null when there is nothing to do. */
async function raise(deps: Deps, contractId: string): Promise<Raised | null> {
  return deps.store.runTransaction(async (tx) => {
    const now = deps.clock.now();
    const today = todayJst(now);
    const [c, payout] = await Promise.all([contracts.get(tx, contractId), payouts.get(tx, contractId)]);
    if (!c?.paymentDeadline || !isUnpaid(c, payout)) return null;
    const stage = stageToRaise(c, today);
    if (!stage) return null;
    const wait = deadlineWaitOf(c, payout);
    const actor = deadlineActor(wait, c.pendingCancel?.by);
    const clientTold = isClientToldOf(wait, actor);
    const daysLeft = deadlineDaysLeft(c.paymentDeadline, today);
    contracts.patch(tx, contractId, {
      deadlineAlert: { deadline: c.paymentDeadline, at: now, wait, stage, client: clientTold },
    });
    notify(
      deps,
      tx,
      {
        userId: c.workerId,
        kind: 'payment_deadline',
        ...deadlineNoticeText(c.title, c.paymentDeadline, wait, daysLeft, { stage, actor }),
        // Her own step opens where she takes it: the payout account, else the contract.
        path: wait === 'account' ? WORKER.account : withId(WORKER.contract, contractId),
        amount: c.reward,
        contractId,
      },
      now,
    );
    // The salon only for her own step: a wait she cannot act on would only worry her.
    if (clientTold)
      notify(
        deps,
        tx,
        {
          userId: c.clientId,
          kind: 'payment_deadline_client',
          ...clientDeadlineNoticeText(c.title, c.paymentDeadline, wait, daysLeft),
          path: withId(CLIENT.contract, contractId),
          amount: c.reward,
          contractId,
        },
        now,
      );
    return { contract: c, wait, stage, actor, clientTold, daysLeft };
  });
}

/** One run: every owing contract whose deadline is within 7 days (or past) and its current stage not raised yet. */
export async function runDeadlineWatch(deps: Deps): Promise<DeadlineWatchReport> {
  const report: DeadlineWatchReport = { raised: [], failed: [] };
  const today = todayJst(deps.clock.now());
  const horizon = deadlineHorizon(today);
  let after: unknown[] | undefined;
  for (;;) {
    const batch = await owingByDeadline(deps.store, after, BATCH);
    for (const { data: c } of batch) {
      if (!c.paymentDeadline || c.paymentDeadline > horizon) return report;
      if (!stageToRaise(c, today)) continue;
      try {
        const raised = await raise(deps, c.id);
        if (!raised) continue;
        report.raised.push(c.id);
        logger.write({
          severity: 'WARNING',
          message:
            raised.stage === 'due'
              ? `payment deadline overdue (${raised.daysLeft < 0 ? 'passed' : 'today'}): contract ${c.id} unpaid`
              : `payment deadline near: contract ${c.id} unpaid`,
          contractId: c.id,
          paymentDeadline: raised.contract.paymentDeadline,
          daysLeft: raised.daysLeft,
          stage: raised.stage,
          overdue: raised.stage === 'due',
          status: raised.contract.status,
          wait: raised.wait,
          actor: raised.actor,
          clientTold: raised.clientTold,
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
