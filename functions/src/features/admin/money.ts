/**
 * Money that needs a person (docs/product/admin.md#money-that-needs-a-person): one queue of the
 * contracts on hold, the payouts whose transfer failed or is stuck, the refunds whose Stripe call
 * failed and the payment deadlines raised with the worker unpaid (docs/product/law.md#the-deadline-kept),
 * each with its parties, its amounts and what an admin can do; and the retry of a failed
 * transfer or refund, through the timer's own code (contracts' retryOwedMoney).
 */
import {
  MONEY_QUEUE_KINDS,
  type MoneyAction,
  type MoneyDeadline,
  type MoneyQueueItem,
  type MoneyQueueKind,
  type MoneyRetryResult,
} from '@common/admin';
import { transition } from '@common/contractMachine';
import { DISPUTE_LABEL } from '@common/deal';
import { jstDate, startOfJstDay, todayJst } from '@common/dates';
import { DEADLINE_STAGE_LABEL, DEADLINE_WAIT_LABEL, deadlineDaysLeft, deadlineHorizon } from '@common/deadlineAlert';
import type { Page } from '@common/marketplace';
import type { Deps } from '../../ports';
import type { DocSnapshot } from '../../ports/store';
import { errors } from '../../http/errors';
import { scanPage } from '../../http/paging';
import { audit } from '../../documents/auditLog';
import { CONTRACT_NOT_FOUND, contracts, type ContractDoc } from '../../documents/contracts';
import { moneyRetries, moneyRetryId } from '../../documents/moneyRetries';
import { payments, type PaymentDoc } from '../../documents/payments';
import { payouts, type PayoutDoc } from '../../documents/payouts';
import { loadPublicProfiles } from '../../domain/publicProfiles';
import { isOnHold } from '../money/holds';
import { refundedSoFar } from '../money/refunds';
import { contractFee, feeRateOf } from '../money/fees';
import { alertStage, deadlineWaitOf, isUnpaid, owingByDeadline } from '../money/deadlineWatch';
import { maxPartialRefund, owedMoneyOf, retryOwedMoney, type OwedMoney } from '../contracts';

export { MONEY_QUEUE_KINDS };

/** Every page's cursor: the waiting item's date (ascending: longest waiting first), then its contract id. */
export const MONEY_CURSOR = ['date', 'string'] as const;

const MINUTE_MS = 60_000;
/** The deal timer's period in production (functions/src/index.ts dealTimers): when it tries again. */
const TIMER_PERIOD_MS = 15 * MINUTE_MS;
/** An owed payout or refund never tried for this long is stuck (the transition's own call never ran). */
const STUCK_AFTER_MS = 30 * MINUTE_MS;
/** How long a running retry holds off others (longer than any Stripe call; released when it ends). */
const RETRY_LEASE_MS = 2 * MINUTE_MS;

export const NOTHING_TO_RETRY: Record<OwedMoney, string> = {
  payout: 'この契約に再送が必要な報酬の送金はありません',
  refund: 'この契約に再送が必要な返金はありません',
};
export const RETRY_RUNNING = 'この契約の再送は処理中です。しばらくしてから状況を確認してください';
export const RETRY_ON_HOLD = 'この契約は保留中です。先に保留の判断をしてください';
const RETRY_FAILED: Record<OwedMoney, string> = {
  payout: 'Stripeでの送金に失敗しました（失敗は記録されています）。時間をおいてもう一度お試しください',
  refund: 'Stripeでの返金に失敗しました（失敗は記録されています）。時間をおいてもう一度お試しください',
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const HOLD_SOURCES = Object.keys(DISPUTE_LABEL);
const OWED_PAYOUTS = ['requested', 'waiting_account'];

/** The timer's next try: one period after the last (or after now when that has passed); none while held. */
function nextAttemptAt(now: Date, last: Date | null | undefined, held: boolean): string | null {
  if (held) return null;
  const next = (last?.getTime() ?? 0) + TIMER_PERIOD_MS;
  return new Date(Math.max(next, now.getTime())).toISOString();
}

// ---- the three sources, each ordered by (date, contract id) ----

const holdBatch = (deps: Deps) => (after: unknown[] | undefined, limit: number) =>
  contracts.query(deps.store, {
    where: [['dispute.source', 'in', HOLD_SOURCES]],
    orderBy: [
      ['dispute.at', 'asc'],
      ['id', 'asc'],
    ],
    startAfter: after,
    limit,
  });

const payoutBatch = (deps: Deps) => (after: unknown[] | undefined, limit: number) =>
  payouts.query(deps.store, {
    where: [['status', 'in', OWED_PAYOUTS]],
    orderBy: [
      ['completedAt', 'asc'],
      ['contractId', 'asc'],
    ],
    startAfter: after,
    limit,
  });

/** The refund an item is about: an admin's partial one while owed, else the full one. */
const owedRefundOf = (p: PaymentDoc) =>
  p.partialRefund?.status === 'requested'
    ? { kind: 'partial' as const, doc: p.partialRefund, amount: p.partialRefund.amount }
    : p.refund?.status === 'requested'
      ? { kind: 'full' as const, doc: p.refund, amount: Math.max(0, p.amount - (p.refundedAmount ?? 0)) }
      : null;

const refundDate = (p: PaymentDoc): Date => owedRefundOf(p)?.doc.requestedAt ?? p.updatedAt;

/** Both owed refunds (full ones and admins' partial ones) merged in one order. */
const refundBatch = (deps: Deps) => async (after: unknown[] | undefined, limit: number) => {
  const each = (field: 'refund' | 'partialRefund') =>
    payments.query(deps.store, {
      where: [[`${field}.status`, '==', 'requested']],
      orderBy: [
        [`${field}.requestedAt`, 'asc'],
        ['contractId', 'asc'],
      ],
      startAfter: after,
      limit,
    });
  const [full, partial] = await Promise.all([each('refund'), each('partialRefund')]);
  const seen = new Set<string>();
  const key = (d: DocSnapshot<PaymentDoc>) => refundDate(d.data).getTime();
  return [...full, ...partial]
    .filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true)))
    .sort(
      (a, b) => key(a) - key(b) || (a.data.contractId < b.data.contractId ? -1 : a.data.contractId > b.data.contractId ? 1 : 0),
    )
    .slice(0, limit);
};

/**
 * Owing contracts by payment deadline, soonest first, up to the watch's horizon (today + 7): every
 * raised one is within it (a deadline only moves earlier). The cursor's date is the deadline's JST midnight.
 */
const deadlineBatch = (deps: Deps, horizon: string) => async (after: unknown[] | undefined, limit: number) => {
  const docs = await owingByDeadline(deps.store, after && [jstDate(after[0] as Date), after[1]], limit);
  const beyond = docs.findIndex((d) => (d.data.paymentDeadline ?? '') > horizon);
  return beyond < 0 ? docs : docs.slice(0, beyond);
};

// ---- items ----

/** A refused cancellation's request and refusal, read from the history (the request itself is cleared by the refusal). */
function cancellationOf(c: ContractDoc): NonNullable<MoneyQueueItem['hold']>['cancellation'] {
  if (c.dispute?.source !== 'refused_cancel') return null;
  const last = (action: string) => [...c.history].reverse().find((e) => e.action === action);
  const asked = last('request_cancel');
  if (!asked || (asked.actor !== 'client' && asked.actor !== 'worker')) return null;
  return { by: asked.actor, reason: asked.note ?? '', at: asked.at.toISOString(), refusal: last('refuse_cancel')?.note || null };
}

interface Row {
  contract: ContractDoc;
  payment: PaymentDoc | null;
  payout: PayoutDoc | null;
}

/** What an admin can do on a hold: the decisions the machine allows now, a partial refund when money is left. */
function holdActions(c: ContractDoc, payment: PaymentDoc | null): { actions: MoneyAction[]; max: number | null } {
  const actions: MoneyAction[] = ['release'];
  const completes = transition(c.status, 'resolve_complete', 'system').ok;
  if (completes) actions.push('complete');
  if (transition(c.status, 'resolve_refund', 'system').ok) actions.push('refund');
  const partial =
    completes &&
    c.dispute?.source !== 'card_dispute' &&
    payment?.status === 'paid' &&
    !!payment.paymentIntentId &&
    !payment.refund &&
    !payment.partialRefund &&
    maxPartialRefund(payment) >= 1;
  if (partial && payment) actions.push('partial_refund');
  return { actions, max: partial && payment ? maxPartialRefund(payment) : null };
}

/** The raised deadline of a contract whose worker is still unpaid (any kind), with the list that holds its actions. */
function deadlineOf(row: Row, now: Date): MoneyDeadline | null {
  const { contract: c, payout } = row;
  if (!c.deadlineAlert || !c.paymentDeadline || !isUnpaid(c, payout)) return null;
  const wait = deadlineWaitOf(c, payout);
  const payoutListed =
    !!payout &&
    OWED_PAYOUTS.includes(payout.status) &&
    needsPerson(now, payout.attempts, payout.completedAt, payout.status === 'waiting_account');
  return {
    date: c.paymentDeadline,
    daysLeft: deadlineDaysLeft(c.paymentDeadline, todayJst(now)),
    wait,
    waitLabel: DEADLINE_WAIT_LABEL[wait],
    raisedAt: c.deadlineAlert.at.toISOString(),
    stage: alertStage(c.deadlineAlert),
    stageLabel: DEADLINE_STAGE_LABEL[alertStage(c.deadlineAlert)],
    clientTold: c.deadlineAlert.client ?? false,
    alsoIn: isOnHold(c) ? 'hold' : payoutListed ? 'payout_failed' : null,
  };
}

function toItem(kind: MoneyQueueKind, row: Row, names: { client: string; worker: string }, now: Date): MoneyQueueItem {
  const { contract: c, payment, payout } = row;
  const held = isOnHold(c);
  const paid = payment?.status === 'paid' ? payment.amount : 0;
  const refunded = payment?.refundedAmount ?? 0;
  const owedRefund = payment ? owedRefundOf(payment) : null;
  const hold = held ? holdActions(c, payment) : { actions: [] as MoneyAction[], max: null };
  let actions: MoneyAction[] = [];
  let amount = 0;
  let since: Date = c.updatedAt;
  if (kind === 'hold') {
    actions = hold.actions;
    amount = Math.max(0, paid - refundedSoFar(payment));
    since = c.dispute?.at ?? c.updatedAt;
  } else if (kind === 'payout_failed') {
    actions = held ? [] : ['retry_payout'];
    amount = payout?.amount ?? 0;
    since = payout?.completedAt ?? c.updatedAt;
  } else if (kind === 'refund_failed') {
    actions = held ? [] : ['retry_refund'];
    amount = owedRefund?.amount ?? 0;
    since = owedRefund?.doc.requestedAt ?? c.updatedAt;
  } else {
    // A raised deadline: the actions of its hold or its owed payout where it is one; the worker's money owed.
    actions = held ? hold.actions : payout && OWED_PAYOUTS.includes(payout.status) ? ['retry_payout'] : [];
    amount = payout?.amount ?? contractFee(c, refundedSoFar(payment)).payout;
    since = c.deadlineAlert?.at ?? c.updatedAt;
  }
  return {
    kind,
    contractId: c.id,
    title: c.title,
    contractStatus: c.status,
    client: { userId: c.clientId, name: names.client },
    worker: { userId: c.workerId, name: names.worker },
    reward: c.reward,
    paid,
    refunded,
    feeRate: feeRateOf(c),
    withheld: c.withholding?.amount ?? 0,
    amount,
    since: since.toISOString(),
    actions,
    maxPartialRefund: kind === 'hold' || (kind === 'deadline' && held) ? hold.max : null,
    hold: c.dispute
      ? {
          source: c.dispute.source,
          label: DISPUTE_LABEL[c.dispute.source],
          at: c.dispute.at.toISOString(),
          stripeId: c.dispute.stripeId ?? null,
          amount: c.dispute.amount ?? null,
          cancellation: cancellationOf(c),
        }
      : null,
    payout: payout
      ? {
          status: payout.status,
          reward: payout.reward,
          fee: payout.fee,
          amount: payout.amount,
          attempts: payout.attempts ?? 0,
          lastError: payout.lastError ?? null,
          lastAttemptAt: iso(payout.lastAttemptAt),
          nextAttemptAt: OWED_PAYOUTS.includes(payout.status) ? nextAttemptAt(now, payout.lastAttemptAt, held) : null,
        }
      : null,
    refund: owedRefund
      ? {
          kind: owedRefund.kind,
          status: owedRefund.doc.status,
          reason: owedRefund.doc.reason,
          amount: owedRefund.amount,
          attempts: owedRefund.doc.attempts ?? 0,
          lastError: owedRefund.doc.lastError ?? null,
          lastAttemptAt: iso(owedRefund.doc.lastAttemptAt),
          nextAttemptAt: nextAttemptAt(now, owedRefund.doc.lastAttemptAt, held),
        }
      : null,
    deadline: deadlineOf(row, now),
  };
}

/** Whether an owed item needs a person: a failed call, an account not ready, or never tried for half an hour. */
const needsPerson = (now: Date, attempts: number | undefined, since: Date, waiting = false) =>
  (attempts ?? 0) > 0 || waiting || now.getTime() - since.getTime() >= STUCK_AFTER_MS;

/** One page of the queue, longest waiting first (a deadline: the soonest first). */
export async function moneyQueuePage(deps: Deps, kind: MoneyQueueKind, after?: unknown[]): Promise<Page<MoneyQueueItem>> {
  const now = deps.clock.now();
  let ids: string[];
  let nextCursor: string | null;
  if (kind === 'hold') {
    const page = await scanPage({ fetch: holdBatch(deps), cursorOf: (d) => [d.data.dispute?.at, d.data.id], after });
    ids = page.items.map((d) => d.data.id);
    nextCursor = page.nextCursor;
  } else if (kind === 'payout_failed') {
    const page = await scanPage({
      fetch: payoutBatch(deps),
      cursorOf: (d) => [d.data.completedAt, d.data.contractId],
      keep: (docs) => docs.map(({ data: p }) => needsPerson(now, p.attempts, p.completedAt, p.status === 'waiting_account')),
      after,
    });
    ids = page.items.map((d) => d.data.contractId);
    nextCursor = page.nextCursor;
  } else if (kind === 'deadline') {
    const page = await scanPage({
      fetch: deadlineBatch(deps, deadlineHorizon(todayJst(now))),
      cursorOf: (d) => [startOfJstDay(d.data.paymentDeadline ?? ''), d.data.id],
      // Raised, and the worker still unpaid (a transferred payout leaves the list).
      keep: async (docs) => {
        const owed = await payouts.getMany(
          deps.store,
          docs.map((d) => d.id),
        );
        return docs.map((d, i) => !!d.data.deadlineAlert && isUnpaid(d.data, owed[i]));
      },
      after,
    });
    ids = page.items.map((d) => d.data.id);
    nextCursor = page.nextCursor;
  } else {
    const page = await scanPage({
      fetch: refundBatch(deps),
      cursorOf: (d) => [refundDate(d.data), d.data.contractId],
      keep: (docs) => docs.map(({ data: p }) => needsPerson(now, owedRefundOf(p)?.doc.attempts, refundDate(p))),
      after,
    });
    ids = page.items.map((d) => d.data.contractId);
    nextCursor = page.nextCursor;
  }
  const [cs, ps, os] = await Promise.all([
    contracts.getMany(deps.store, ids),
    payments.getMany(deps.store, ids),
    payouts.getMany(deps.store, ids),
  ]);
  const rows: Row[] = [];
  ids.forEach((_, i) => {
    const contract = cs[i];
    if (contract) rows.push({ contract, payment: ps[i], payout: os[i] });
  });
  const profiles = await loadPublicProfiles(deps, {
    clients: rows.map((r) => r.contract.clientId),
    workers: rows.map((r) => r.contract.workerId),
  });
  const items = rows.map((r) =>
    toItem(
      kind,
      r,
      { client: profiles.client(r.contract.clientId).name, worker: profiles.worker(r.contract.workerId).name },
      now,
    ),
  );
  return { items, nextCursor };
}

/**
 * Sends a failed (or stuck) transfer or refund again now. One transaction checks that it is still
 * owed and the contract not on hold, claims the retry (moneyRetries: parallel or repeated requests
 * meanwhile are 409) and writes the audit entry; then the timer's code runs it under the operation's
 * next idempotency key. 502 when Stripe fails again (recorded on the payout or payment).
 */
export async function retryMoney(
  deps: Deps,
  adminId: string,
  contractId: string,
  what: OwedMoney,
  reason: string,
): Promise<MoneyRetryResult> {
  const leaseId = moneyRetryId(what, contractId);
  await deps.store.runTransaction(async (tx) => {
    const [contract, owed, lease] = await Promise.all([
      contracts.get(tx, contractId),
      owedMoneyOf(tx, contractId, what),
      moneyRetries.get(tx, leaseId),
    ]);
    if (!contract) throw errors.notFound(CONTRACT_NOT_FOUND);
    if (!owed) throw errors.conflict(NOTHING_TO_RETRY[what]);
    if (isOnHold(contract)) throw errors.conflict(RETRY_ON_HOLD);
    const now = deps.clock.now();
    if (lease && lease.until.getTime() > now.getTime()) throw errors.conflict(RETRY_RUNNING);
    moneyRetries.put(tx, leaseId, {
      contractId,
      what,
      adminId,
      reason,
      at: now,
      until: new Date(now.getTime() + RETRY_LEASE_MS),
    });
    audit(
      tx,
      {
        adminId,
        action: 'money.retry',
        target: { kind: 'contract', id: contractId },
        reason,
        before: { what, status: owed.status, attempts: owed.attempts, lastError: owed.lastError },
        after: { what, retried: true },
      },
      now,
    );
  });
  try {
    return { contractId, what, outcome: await retryOwedMoney(deps, contractId, what) };
  } catch {
    throw errors.upstream(RETRY_FAILED[what]);
  } finally {
    await deps.store
      .runTransaction(async (tx) => moneyRetries.patch(tx, leaseId, { until: deps.clock.now() }))
      .catch(() => undefined);
  }
}
