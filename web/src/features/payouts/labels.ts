/** Words and colours of the payout account and of each transfer. */
import type { ConnectStatus } from '@common/api';
import type { PayoutStatus } from '@common/deal';

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
