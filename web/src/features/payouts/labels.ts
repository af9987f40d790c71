/** Words and colours of the payout account and of each transfer. */
import type { ConnectStatus } from '@common/api';
import type { BankArrival, PayoutStatus } from '@common/deal';
import { todayJst } from '@common/dates';

export const CONNECT_STATUS_COLOR: Record<ConnectStatus, string> = { none: 'gray', pending: 'yellow', success: 'green' };

/** The one button of the account page, by the account's status. */
export const STRIPE_BUTTON_LABEL: Record<ConnectStatus, string> = {
  none: '受取口座を登録する',
  pending: '登録を続ける',
  success: 'Stripe ダッシュボードを開く',
};

export const PAYOUT_STATUS: Record<PayoutStatus, { label: string; color: string }> = {
  transferred: { label: '送金済み', color: 'green' },
  requested: { label: '送金手続き中', color: 'blue' },
  waiting_account: { label: '口座登録待ち', color: 'yellow' },
  reversed: { label: '取消', color: 'red' },
};

export const STRIPE_OPEN_FAILED = 'Stripe のページを開けませんでした';
export const LINK_EXPIRED_MESSAGE = 'リンクの有効期限が切れました。もう一度お試しください';
export const CHECKING_MESSAGE = '登録内容を確認しています…';
export const REGISTERED_MESSAGE = '受取口座の登録が完了しました';
export const REQUIREMENTS_DUE_MESSAGE = 'Stripe で追加の情報が求められています';

/** A bank account number as the app shows it: never more than the last 4 digits. */
export const maskedNumber = (last4: string) => `****${last4}`;

/** 'YYYY-MM-DD' -> '11月6日' ('2027年1月8日' when it is not this year in Japan). */
export function arrivalDay(date: string, now = new Date()): string {
  const [y, m, d] = date.split('-').map(Number);
  const sameYear = todayJst(now).slice(0, 4) === String(y);
  return `${sameYear ? '' : `${y}年`}${m}月${d}日`;
}

/** One line under a transfer in 受取履歴: when the money reaches the bank (docs/payout-arrival.md). */
export interface BankArrivalLine {
  text: string;
  tone: 'info' | 'success' | 'error';
  /** The worker should check the payout account (受取口座): the line links to it. */
  checkAccount: boolean;
}

export const BANK_FAILED_TEXT = '銀行口座への入金ができませんでした。受取口座の登録内容をご確認ください。';
export const BANK_NO_DATE_TEXT = '銀行口座への入金日は、Stripe の入金スケジュールに沿って決まります。';

export function bankArrivalLine(arrival: BankArrival | null, now = new Date()): BankArrivalLine | null {
  if (!arrival) return null;
  if (arrival.status === 'failed') return { text: BANK_FAILED_TEXT, tone: 'error', checkAccount: true };
  if (!arrival.date) return { text: BANK_NO_DATE_TEXT, tone: 'info', checkAccount: false };
  const day = arrivalDay(arrival.date, now);
  if (arrival.status === 'paid') return { text: `${day}に銀行口座へ入金されました`, tone: 'success', checkAccount: false };
  // An estimate whose day has passed (no payout reported): most likely in the bank by now.
  if (arrival.status === 'estimated' && arrival.date < todayJst(now)) {
    return { text: `${day}ごろ銀行口座へ入金されている見込みです`, tone: 'info', checkAccount: false };
  }
  return { text: `${day}ごろ銀行口座に入金予定です`, tone: 'info', checkAccount: false };
}
