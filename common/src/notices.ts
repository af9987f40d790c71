/**
 * Notifications (docs/product/notifications.md#outbox): every event a user must know about writes a
 * notice in the same transaction as the event (the outbox); the in-app list (お知らせ) is the source of
 * truth and a LINE push is sent from it. Shapes shared by the API and the web.
 *
 *   GET  /liff/notices?cursor=               -> Page<Notice>   the caller's, newest first
 *   POST /liff/notices/read {ids?}           -> {unread}       the given ones, or all
 *   POST /liff/line/friendship {friend}      -> {friend}       what liff.getFriendship said (push only to friends)
 */
import * as yup from 'yup';
import { clientMessages as m } from './messages';
import { object, text } from './schemas/text';

export type NoticeKind =
  | 'application_new'
  | 'application_accepted'
  | 'application_not_selected'
  | 'payment_held'
  | 'delivered'
  | 'revision_requested'
  | 'completed'
  | 'paid_out'
  | 'payout_account_needed'
  | 'cancel_requested'
  | 'cancel_answered'
  | 'cancelled'
  | 'auto_complete_reminder'
  | 'message'
  | 'admin'
  /** Worker approval's decisions (docs/product/admin.md#worker-approval). */
  | 'worker_access'
  /** A finished deal's review request and its one reminder (docs/product/reviews.md#notices). */
  | 'review_request'
  /** A business document for the worker: the 発注書 at 採用 and its new versions (docs/product/entities.md#trade-documents). */
  | 'document_issued'
  /**
   * The salon's: the worker issued a corrected 請求書 with her current 登録番号 and name
   * (docs/product/law.md#the-name-on-the-documents).
   */
  | 'invoice_corrected'
  /** The worker's payment deadline is 7 days away (or past) and she is not paid (docs/product/law.md#the-deadline-kept). */
  | 'payment_deadline'
  /**
   * The salon's own notice of that deadline, 7 days before and on the day, only while the payment
   * waits on her step: 仮払い, 検収 or an answer to the worker's cancellation (docs/product/law.md#the-deadline-kept).
   */
  | 'payment_deadline_client'
  /** The deal timers closed the owner's job because its deadline passed (docs/product/states.md#deadline-close). */
  | 'job_closed'
  /** An admin suspended the account, with the reason (docs/product/admin.md#suspension). */
  | 'account_suspended'
  /** An admin lifted the suspension (docs/product/admin.md#suspension). */
  | 'account_reinstated';

export interface Notice {
  id: string;
  kind: NoticeKind;
  title: string;
  body: string;
  /** The in-app path it opens (e.g. /worker/project-managements/<id>). */
  path: string;
  /** Integer yen when money moved. */
  amount?: number;
  createdAt: string;
  readAt: string | null;
}

export const noticeReadSchema = object({
  ids: yup.array(text(m.type).required(m.required).max(128, m.unknown)).typeError(m.type).max(100, m.unknown).optional(),
})
  .exact(m.unknown)
  .strict(false);

export const friendshipSchema = object({
  friend: yup.boolean().typeError(m.type).strict(true).required(m.required),
})
  .exact(m.unknown)
  .strict(false);
