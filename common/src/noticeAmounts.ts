/**
 * The words before a notice's amount, in お知らせ and on LINE. An amount that includes consumption tax
 * says 税込 (docs/product/screens.md#amounts-and-tax): the reward, what was charged or refunded; what
 * the worker receives (reward − fee, less a withheld tax) does not. A module of its own: common/src/notices.ts
 * builds yup schemas, which the web's お知らせ list should not load for a label.
 */
import type { NoticeKind } from './notices';

export const NOTICE_AMOUNT_LABEL: Partial<Record<NoticeKind, string>> = {
  application_accepted: '報酬（税込）',
  payment_held: '仮払い金額（税込）',
  completed: '受取金額',
  paid_out: '送金額',
  payout_account_needed: '受取金額',
  cancelled: '返金額（税込）',
  auto_complete_reminder: '報酬（税込）',
  payment_deadline: '報酬（税込）',
  payment_deadline_client: '報酬（税込）',
};
