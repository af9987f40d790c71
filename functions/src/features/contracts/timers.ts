/**
 * The deal's clocks, run by a scheduled function in production (index.ts) and by a timer in the
 * local server, through the injected clock so that tests drive them:
 *   - automatic 検収: a delivery without 検収 or 修正依頼 for `autoCompleteDays` is completed by the
 *     platform (then transferred), sooner when the contract's payment deadline comes first
 *     (autoCompleteDue); the client is reminded 2 days and 1 day before (a notice in the outbox);
 *   - an unanswered cancellation request is accepted after `cancelAutoAcceptDays` (then refunded);
 *   - every payout still owed (a failed transfer, or one waiting for the worker's account) and
 *     every refund whose call failed is tried again.
 * Both clocks follow the one hold rule (features/money/holds.ts): a contract on hold waits, and
 * after its release they count from the release. Each step is a transition checked in its own
 * transaction, so a second run changes nothing; each item is tried on its own, so one that fails
 * (a deleted connected account, a disputed charge) is recorded and logged and the rest go on.
 */
import { AUTO_COMPLETE_REMINDER_DAYS } from '@common/deal';
import { jstFormat } from '@common/dates';
import { autoCompleteDue } from '@common/paymentDeadline';
import type { Deps } from '../../ports';
import { ApiError } from '../../http/errors';
import { contracts, type ContractDoc } from '../../documents/contracts';
import { notify, type NoticeInput } from '../../documents/notifications';
import { payments } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { clockStart, isOnHold } from '../money/holds';
import { runAfter } from './after';
import { refundIfOwed, settleRefunded } from './refund';
import type { DealSettings } from './settings';
import { logFailure } from '../money/keys';
import { OWED_PAYOUT_STATUSES, runTransfer } from './transfer';
import { contractPathFor } from './events';
import { applyTransition } from './transitions';
import { runReviewTimers } from '../reviews';
import { runDeadlineWatch } from '../money/deadlineWatch';
import { closeExpiredJobs } from '../jobs';

const DAY_MS = 86_400_000;

export interface TimerReport {
  completed: string[];
  reminded: string[];
  cancelAccepted: string[];
  retried: string[];
  /** Items whose step failed this run (recorded on the payout or payment, logged). */
  failed: string[];
}

/** '11月23日' in Japan. */
const jstDate = jstFormat({ month: 'long', day: 'numeric' });

/** A transition the platform takes; a 409 means someone else got there first (nothing to do). */
async function systemStep(deps: Deps, c: ContractDoc, action: 'complete' | 'accept_cancel'): Promise<boolean> {
  try {
    const r = await applyTransition(deps, { contractId: c.id, action, uid: null });
    await runAfter(deps, c.id, r.after);
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return false;
    throw e;
  }
}

/** The client's 検収 reminder (docs/product/states.md#auto-complete): an outbox notice, pushed to LINE by the dispatcher. */
const reminderNotice = (c: ContractDoc, due: Date): NoticeInput => ({
  userId: c.clientId,
  kind: 'auto_complete_reminder',
  title: `検収のお願い（${jstDate(due)}に自動で検収されます）`,
  body: `「${c.title}」が納品されています。内容をご確認のうえ検収してください。${jstDate(due)}に自動で検収されます。`,
  path: contractPathFor('client', c.id),
  // Shown under the label 「報酬」 (notices/templates.ts): the reward as agreed, not what was charged
  // after 源泉徴収 (docs/product/money.md#withholding).
  amount: c.reward,
  contractId: c.id,
});

/**
 * Records a reminder once per delivery and threshold and queues its notice in the same transaction;
 * true when this run is the one that reminded. A LINE outage never blocks the deal: the notice waits
 * in the outbox.
 */
async function claimReminder(deps: Deps, c: ContractDoc, days: readonly number[], due: Date): Promise<boolean> {
  return deps.store.runTransaction(async (tx) => {
    const cur = await contracts.get(tx, c.id);
    if (!cur || cur.status !== 'delivered' || cur.delivery?.at.getTime() !== c.delivery?.at.getTime()) return false;
    const sent = cur.remindersSent ?? [];
    const fresh = days.filter((d) => !sent.includes(d));
    if (!fresh.length) return false;
    contracts.patch(tx, c.id, { remindersSent: [...sent, ...fresh] });
    notify(deps, tx, reminderNotice(cur, due), deps.clock.now());
    return true;
  });
}

/** The automatic 検収 of one delivered contract, or its reminder. */
async function autoComplete(deps: Deps, settings: DealSettings, c: ContractDoc, report: TimerReport): Promise<void> {
  if (!c.delivery) return;
  const now = deps.clock.now().getTime();
  // Inside the contract's payment deadline (docs/product/law.md#payment-within-60-days-4条).
  const due = autoCompleteDue(clockStart(c, c.delivery.at), settings.autoCompleteDays, c.paymentDeadline);
  if (now >= due.getTime()) {
    if (await systemStep(deps, c, 'complete')) report.completed.push(c.id);
    return;
  }
  // Every threshold already reached: after downtime one reminder covers them all.
  const daysLeft = (due.getTime() - now) / DAY_MS;
  const reached = AUTO_COMPLETE_REMINDER_DAYS.filter((d) => daysLeft <= d);
  if (reached.length && (await claimReminder(deps, c, reached, due))) report.reminded.push(c.id);
}

/** The automatic acceptance of one unanswered cancellation request. */
async function autoAcceptCancel(deps: Deps, settings: DealSettings, c: ContractDoc, report: TimerReport): Promise<void> {
  const at = c.pendingCancel?.at;
  if (!at) return;
  const due = clockStart(c, at).getTime() + settings.cancelAutoAcceptDays * DAY_MS;
  if (deps.clock.now().getTime() >= due && (await systemStep(deps, c, 'accept_cancel'))) report.cancelAccepted.push(c.id);
}

/** One item of a run on its own: a failure is logged and counted, and the run goes on. */
async function each<T>(items: T[], idOf: (x: T) => string, report: TimerReport, step: (x: T) => Promise<void>): Promise<void> {
  for (const item of items) {
    try {
      await step(item);
    } catch (e) {
      logFailure('deal timer step for', idOf(item), e);
      report.failed.push(idOf(item));
    }
  }
}

export async function runDealTimers(deps: Deps, settings: DealSettings): Promise<TimerReport> {
  const report: TimerReport = { completed: [], reminded: [], cancelAccepted: [], retried: [], failed: [] };
  const contractId = ({ data }: { data: { id: string } }) => data.id;

  // A contract on hold (a refused cancellation, a card dispute) waits for the admins: both clocks stand still.
  const [delivered, requested] = await Promise.all([
    contracts.query(deps.store, { where: [['status', '==', 'delivered']] }),
    contracts.query(deps.store, { where: [['status', '==', 'cancel_requested']] }),
  ]);
  const running = (docs: typeof delivered) => docs.filter((d) => !isOnHold(d.data));
  await each(running(delivered), contractId, report, ({ data }) => autoComplete(deps, settings, data, report));
  await each(running(requested), contractId, report, ({ data }) => autoAcceptCancel(deps, settings, data, report));

  // Money still owed after its transition committed (Stripe down, an account not ready): tried again until it lands.
  const [owedTransfers, fullRefunds, partialRefunds] = await Promise.all([
    payouts.query(deps.store, { where: [['status', 'in', [...OWED_PAYOUT_STATUSES]]] }),
    payments.query(deps.store, { where: [['refund.status', '==', 'requested']] }),
    // An admin's partial refund (docs/product/money.md#partial-refund-by-an-admin) whose call failed.
    payments.query(deps.store, { where: [['partialRefund.status', '==', 'requested']] }),
  ]);
  const owedRefunds = [...fullRefunds, ...partialRefunds.filter((p) => !fullRefunds.some((f) => f.id === p.id))];
  const payoutId = ({ data }: { data: { contractId: string } }) => data.contractId;
  await each(owedTransfers, payoutId, report, async ({ data }) => {
    if ((await runTransfer(deps, data.contractId)) === 'transferred') report.retried.push(data.contractId);
  });
  await each(owedRefunds, payoutId, report, async ({ data }) => {
    await refundIfOwed(deps, data.contractId);
    report.retried.push(data.contractId);
  });
  const refunding = await contracts.query(deps.store, { where: [['status', '==', 'refunding']] });
  await each(refunding, contractId, report, async ({ data }) => {
    if (await settleRefunded(deps, data.id)) report.retried.push(data.id);
  });
  // The reviews' clock (docs/product/reviews.md#timers): its own report; only its failures count here.
  await each(['reviews'], String, report, async () => {
    report.failed.push(...(await runReviewTimers(deps)).failed);
  });
  // Jobs past their application deadline close (docs/product/states.md#deadline-close); only failures count here.
  await each(['jobs'], String, report, async () => {
    report.failed.push(...(await closeExpiredJobs(deps)).failed);
  });
  // Unpaid deadlines 7 days away are raised (docs/product/law.md#the-deadline-kept); only failures count here.
  await each(['deadlines'], String, report, async () => {
    report.failed.push(...(await runDeadlineWatch(deps)).failed);
  });
  return report;
}
