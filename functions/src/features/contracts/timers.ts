/**
 * The deal's clocks (issue 10), run by a scheduled function in production (index.ts) and by a
 * timer in the local server, through the injected clock so that tests drive them:
 *   - automatic 検収: a delivery without 検収 or 修正依頼 for `autoCompleteDays` is completed by the
 *     platform (then transferred); the client is reminded 2 days and 1 day before (a notice in
 *     the outbox, issue 11);
 *   - an unanswered cancellation request is accepted after `cancelAutoAcceptDays` (then refunded);
 *   - a refund or transfer whose call failed earlier is tried again.
 * Each step is a transition checked in its own transaction, so a second run changes nothing.
 */
import { AUTO_COMPLETE_REMINDER_DAYS } from '@common/deal';
import type { Deps } from '../../ports';
import { ApiError } from '../../http/errors';
import { contracts, type ContractDoc } from '../../documents/contracts';
import { notify, type NoticeInput } from '../../documents/notifications';
import { payments } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { runAfter } from './after';
import { refundIfOwed, settleRefunded } from './refund';
import type { DealSettings } from './settings';
import { runTransfer } from './transfer';
import { contractPathFor } from './events';
import { applyTransition } from './transitions';

const DAY_MS = 86_400_000;

export interface TimerReport {
  completed: string[];
  reminded: string[];
  cancelAccepted: string[];
  retried: string[];
}

const jstDate = (at: Date) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: 'long', day: 'numeric' }).format(at);

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

/** The client's 検収 reminder (issue 11): an outbox notice, pushed to LINE by the dispatcher. */
const reminderNotice = (c: ContractDoc, due: Date): NoticeInput => ({
  userId: c.clientId,
  kind: 'auto_complete_reminder',
  title: `検収のお願い（${jstDate(due)}に自動で検収されます）`,
  body: `「${c.title}」が納品されています。内容をご確認のうえ検収してください。${jstDate(due)}に自動で検収されます。`,
  path: contractPathFor('client', c.id),
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

export async function runDealTimers(deps: Deps, settings: DealSettings): Promise<TimerReport> {
  const report: TimerReport = { completed: [], reminded: [], cancelAccepted: [], retried: [] };
  const now = deps.clock.now().getTime();

  const delivered = await contracts.query(deps.store, { where: [['status', '==', 'delivered']] });
  for (const { data: c } of delivered) {
    // A contract the admins are looking at (a refused cancellation, a card dispute) waits for them.
    if (!c.delivery || c.dispute) continue;
    const due = new Date(c.delivery.at.getTime() + settings.autoCompleteDays * DAY_MS);
    if (now >= due.getTime()) {
      if (await systemStep(deps, c, 'complete')) report.completed.push(c.id);
      continue;
    }
    // Every threshold already reached: after downtime one reminder covers them all.
    const daysLeft = (due.getTime() - now) / DAY_MS;
    const reached = AUTO_COMPLETE_REMINDER_DAYS.filter((d) => daysLeft <= d);
    if (reached.length && (await claimReminder(deps, c, reached, due))) report.reminded.push(c.id);
  }

  const requested = await contracts.query(deps.store, { where: [['status', '==', 'cancel_requested']] });
  for (const { data: c } of requested) {
    const at = c.pendingCancel?.at;
    if (at && now >= at.getTime() + settings.cancelAutoAcceptDays * DAY_MS && (await systemStep(deps, c, 'accept_cancel'))) {
      report.cancelAccepted.push(c.id);
    }
  }

  // Calls that failed after their transition committed (Stripe down): tried again until they land.
  const [owedTransfers, owedRefunds] = await Promise.all([
    payouts.query(deps.store, { where: [['status', '==', 'requested']] }),
    payments.query(deps.store, { where: [['refund.status', '==', 'requested']] }),
  ]);
  for (const p of owedTransfers) {
    if ((await runTransfer(deps, p.data.contractId)) === 'transferred') report.retried.push(p.data.contractId);
  }
  for (const p of owedRefunds) {
    await refundIfOwed(deps, p.data.contractId);
    report.retried.push(p.data.contractId);
  }
  const refunding = await contracts.query(deps.store, { where: [['status', '==', 'refunding']] });
  for (const { data: c } of refunding) if (await settleRefunded(deps, c.id)) report.retried.push(c.id);
  return report;
}
