/** The money queue's words: tabs, empty lists, outcomes, and amounts as the console writes them. */
import type { MoneyQueueKind } from '@common/admin';

/** ¥12,300 (the console's way of writing yen). */
export const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

export const KIND_TABS: readonly { value: MoneyQueueKind; label: string }[] = [
  { value: 'hold', label: '保留中' },
  { value: 'payout_failed', label: '送金の失敗' },
  { value: 'refund_failed', label: '返金の失敗' },
  { value: 'deadline', label: '支払期日' },
];

export const EMPTY_TEXT: Record<MoneyQueueKind, string> = {
  hold: '保留中の契約はありません',
  payout_failed: '送金に失敗した報酬はありません',
  refund_failed: '返金に失敗した支払いはありません',
  deadline: '支払期日が近い未払いの報酬はありません',
};

/** What each list is, under the tabs. */
export const KIND_HINT: Record<MoneyQueueKind, string> = {
  hold: '運営の判断を待っている契約です。判断するまで納品・検収・キャンセルの手続きと送金・返金は止まります。',
  payout_failed: '受注者への送金が失敗した、口座の準備を待っている、または30分以上実行されていない報酬です。',
  refund_failed: '発注者への返金がStripeで失敗した、または30分以上実行されていない返金です。',
  deadline:
    '支払期日の7日前になっても受注者に報酬が支払われていない契約です（期日の近い順）。受注者には状況をお知らせ済みです。期日までに支払われるよう、止まっている手続きを確認してください。',
};

export const kindOf = (v: string | null): MoneyQueueKind => KIND_TABS.find((t) => t.value === v)?.value ?? 'hold';

/** The retry's outcome (MoneyRetryResult.outcome), as the admin reads it. */
export const RETRY_OUTCOME: Record<string, string> = {
  transferred: '受注者へ報酬を送金しました',
  waiting_account: '受注者の振込先口座がまだ使えないため、送金は口座の準備を待っています',
  held: '契約が保留中のため送金していません',
  no_charge: '支払いが確認できないため送金していません',
  nothing_to_do: '送る必要のあるお金はありませんでした',
  refunded: '返金をStripeに依頼しました（カード会社の処理後に反映されます）',
};

export const REFUND_KIND_LABEL = { full: '全額返金', partial: '一部返金（運営の判断）' } as const;

export const PAYOUT_STATUS_LABEL: Record<string, string> = {
  requested: '送金待ち',
  waiting_account: '口座の準備待ち',
  transferred: '送金済み',
  reversed: '取り消し',
};

/** Both parties hear of a decision in the room and in LINE (docs/product/admin.md#hold-decisions). */
export const BOTH_TOLD = '発注者と受注者の双方に、トークルームとLINEでお知らせします（理由も表示されます）。';

/** Why a refund is owed (payments' refund.reason). */
export const REFUND_REASON_LABEL: Record<string, string> = {
  paid_after_cancel: 'キャンセル後の支払い',
  cancel_agreed: 'キャンセルの合意',
  cancel_auto_accepted: 'キャンセル申請の自動承認',
  admin_decision: '運営の判断',
  admin_partial: '運営の判断（一部返金）',
  out_of_band: 'アプリの外での返金',
};
