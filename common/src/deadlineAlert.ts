/**
 * The payment deadline kept (docs/product/law.md#the-deadline-kept): a contract whose worker is not
 * paid 7 days before its 支払期日 is raised to the admins (the money queue's 支払期日 list) and the
 * worker is told what the payment waits for. Pure: dates are 'YYYY-MM-DD' strings in Japan
 * (common/src/dates.ts); the API's watch and the console read the same words.
 */
import { addDays, daysBetween } from './dates';
import type { ContractStatus } from './marketplace';

/** Raised when JST today ≥ paymentDeadline − this many days. */
export const DEADLINE_ALERT_DAYS = 7;

/**
 * The statuses in which the worker's reward is still owed: the deal goes on, or it is accepted and
 * not transferred. Not paid_out (transferred), refunding or cancelled (the money goes back).
 */
export const DEADLINE_OWING_STATUSES = [
  'awaiting_payment',
  'in_progress',
  'delivered',
  'cancel_requested',
  'completed',
] as const satisfies readonly ContractStatus[];

/** What the payment waits for. */
export type DeadlineWait = 'hold' | 'payment' | 'delivery' | 'acceptance' | 'cancel_request' | 'transfer' | 'account';

/** As the admins read it (the console's 支払期日 list). */
export const DEADLINE_WAIT_LABEL: Record<DeadlineWait, string> = {
  hold: '運営の確認（保留中）',
  payment: '発注者の仮払い',
  delivery: '受注者の納品',
  acceptance: '発注者の検収',
  cancel_request: 'キャンセル申請への回答',
  transfer: '報酬の送金（再試行中）',
  account: '受注者の受取口座の準備',
};

/** As the worker reads it, in her notice. */
const WAIT_FOR_WORKER: Record<DeadlineWait, string> = {
  hold: '運営が取引を確認しているため（保留中）、手続きが止まっています',
  payment: '発注者の仮払いを待っています',
  delivery: '納品がまだ行われていません',
  acceptance: '発注者の検収を待っています',
  cancel_request: 'キャンセル申請への回答を待っています',
  transfer: '報酬の送金を再試行しています',
  account: '受取口座の準備が整っていないため、送金を待っています。マイページの「受取口座」から登録を完了してください',
};

/** The last day before which the deadline is not raised yet: the watch raises deadlines up to today + 7. */
export const deadlineHorizon = (today: string): string => addDays(today, DEADLINE_ALERT_DAYS);

/** Whether a deadline is due to be raised on `today` (JST). */
export const isDeadlineDue = (deadline: string, today: string): boolean => deadline <= deadlineHorizon(today);

/** Whole days from `today` to the deadline; negative once it has passed. */
export const deadlineDaysLeft = (deadline: string, today: string): number => daysBetween(today, deadline);

/** '2026-12-01' -> '2026年12月1日'. */
export function deadlineDateJa(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** 'あと3日' / '本日が期日' / '期日超過 2日'. */
export function deadlineLeftText(daysLeft: number): string {
  if (daysLeft < 0) return `期日超過 ${-daysLeft}日`;
  if (daysLeft === 0) return '本日が期日';
  return `あと${daysLeft}日`;
}

/** The worker's notice (docs/product/notifications.md#contract-events): the deadline, what it waits for, the operator checking. */
export function deadlineNoticeText(
  title: string,
  deadline: string,
  wait: DeadlineWait,
  daysLeft: number,
): { title: string; body: string } {
  const date = deadlineDateJa(deadline);
  return {
    title: daysLeft < 0 ? `報酬の支払期日（${date}）を過ぎています` : `報酬の支払期日（${date}）が近づいています`,
    body: `「${title}」の報酬の支払期日は${date}です。現在、${WAIT_FOR_WORKER[wait]}。運営が状況を確認しています。`,
  };
}
