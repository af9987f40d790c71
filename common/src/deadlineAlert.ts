/**
 * The payment deadline kept (docs/product/law.md#the-deadline-kept): a contract whose worker is not
 * paid 7 days before its 支払期日 is raised to the admins (the money queue's 支払期日 list) and the
 * worker is told what the payment waits for; the salon too when the next step is hers; and once more,
 * the last time, on the day itself if still unpaid. Pure: dates are 'YYYY-MM-DD' strings in Japan
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

/**
 * The alert's stages, each raised once per deadline: `week` 7 days before, `due` on the day itself
 * (JST today ≥ the deadline), the last. A deadline first seen on or after its day gets `due` only.
 */
export type DeadlineStage = 'week' | 'due';
export const DEADLINE_STAGES = ['week', 'due'] as const satisfies readonly DeadlineStage[];

/** As the console says which alert went out last. */
export const DEADLINE_STAGE_LABEL: Record<DeadlineStage, string> = {
  week: '7日前の通知',
  due: '期日の通知（最終）',
};

/** Who can move a waiting payment on: the salon, the worker, or the operator (a hold, a transfer). */
export type DeadlineActor = 'client' | 'worker' | 'operator';

/**
 * Who takes the step the payment waits for. A cancellation request is answered by the other party
 * than the one who asked (`cancelBy`); unknown, the salon (the worker asks far more often).
 */
export function deadlineActor(wait: DeadlineWait, cancelBy?: 'client' | 'worker' | null): DeadlineActor {
  switch (wait) {
    case 'payment':
    case 'acceptance':
      return 'client';
    case 'cancel_request':
      return cancelBy === 'client' ? 'worker' : 'client';
    case 'delivery':
    case 'account':
      return 'worker';
    default:
      return 'operator';
  }
}

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

/** The stage a deadline is in on `today` (JST): null before its 7 days, `due` from the day itself. */
export function deadlineStageOn(deadline: string, today: string): DeadlineStage | null {
  if (today >= deadline) return 'due';
  return isDeadlineDue(deadline, today) ? 'week' : null;
}

/** Whether stage `a` comes after `b` (`due` after `week`). */
export const isLaterStage = (a: DeadlineStage, b: DeadlineStage): boolean =>
  DEADLINE_STAGES.indexOf(a) > DEADLINE_STAGES.indexOf(b);

/** Whole days from `today` to the deadline; negative once it has passed. */
export const deadlineDaysLeft = (deadline: string, today: string): number => daysBetween(today, deadline);

/** '2026-12-01' -> '2026年12月1日'. */
export function deadlineDateJa(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** '2026-12-01' -> '12月1日', as the salon's notice writes it. */
export function deadlineMonthDayJa(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
}

/** 'あと3日' / '本日が期日' / '期日超過 2日'. */
export function deadlineLeftText(daysLeft: number): string {
  if (daysLeft < 0) return `期日超過 ${-daysLeft}日`;
  if (daysLeft === 0) return '本日が期日';
  return `あと${daysLeft}日`;
}

/** The worker's own step, asked of her in the last (`due`) notice when the payment waits on her. */
const WORKER_STEP: Partial<Record<DeadlineWait, string>> = {
  delivery: '至急、契約ページから納品してください。',
  cancel_request: '契約ページから、発注者のキャンセル申請に回答してください。',
};

/** The notice's title, by the days left: near, the day itself, or past. */
function deadlineTitle(date: string, daysLeft: number): string {
  if (daysLeft < 0) return `報酬の支払期日（${date}）を過ぎています`;
  if (daysLeft === 0) return `本日が報酬の支払期日（${date}）です`;
  return `報酬の支払期日（${date}）が近づいています`;
}

/**
 * The worker's notice (docs/product/notifications.md#contract-events): the deadline, what it waits
 * for, the operator checking; on the day itself (`due`), her own step when the payment waits on her.
 */
export function deadlineNoticeText(
  title: string,
  deadline: string,
  wait: DeadlineWait,
  daysLeft: number,
  o: { stage?: DeadlineStage; actor?: DeadlineActor } = {},
): { title: string; body: string } {
  const date = deadlineDateJa(deadline);
  const step = o.stage === 'due' && o.actor === 'worker' ? (WORKER_STEP[wait] ?? '') : '';
  return {
    title: deadlineTitle(date, daysLeft),
    body: `「${title}」の報酬の支払期日は${date}です。現在、${WAIT_FOR_WORKER[wait]}。${step}運営が状況を確認しています。`,
  };
}

/** The salon's waits: what she has not done yet and what to do now, on the contract page. */
const CLIENT_STEP: Partial<Record<DeadlineWait, string>> = {
  payment: '仮払いがまだ完了していません。契約ページから仮払いを済ませてください。',
  acceptance:
    '納品された内容の検収がまだ完了していません。契約ページで納品内容を確認し、検収してください（検収すると報酬が受注者に送金されます）。',
  cancel_request: '受注者からのキャンセル申請にまだ回答していません。契約ページから申請に回答してください。',
};

/** What the freelance law asks (docs/product/law.md#payment-within-60-days-4条), as the salon reads it. */
export const CLIENT_LAW_TEXT =
  'フリーランス法では、発注者は成果物を受け取った日から60日以内に定めた支払期日までに、報酬を支払うことが求められています。';

/** Whether the salon is told: only when the payment waits on her own step (docs/product/law.md#the-deadline-kept). */
export const isClientToldOf = (wait: DeadlineWait, actor: DeadlineActor): boolean => actor === 'client' && !!CLIENT_STEP[wait];

/**
 * The salon's notice (`payment_deadline_client`, docs/product/notifications.md#contract-events): the
 * deadline (M月D日), what the law asks, and her step now; stronger on the day itself and after.
 * Only for the waits she can act on (isClientToldOf).
 */
export function clientDeadlineNoticeText(
  title: string,
  deadline: string,
  wait: DeadlineWait,
  daysLeft: number,
): { title: string; body: string } {
  const date = deadlineMonthDayJa(deadline);
  const when =
    daysLeft < 0
      ? `支払期日（${date}）を過ぎています。受注者への報酬の支払いが遅れていますので、至急ご対応ください。`
      : daysLeft === 0
        ? `本日が支払期日（${date}）です。本日中にご対応ください。`
        : `支払期日は${date}です。`;
  return {
    title: deadlineTitle(date, daysLeft),
    body: `「${title}」の報酬について、${when}${CLIENT_LAW_TEXT}${CLIENT_STEP[wait] ?? ''}`,
  };
}
