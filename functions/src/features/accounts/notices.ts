/**
 * What a suspended or reinstated user is told (docs/product/admin.md#suspension,
 * docs/product/notifications.md#account-notices): one notice each, queued in the suspension's or the
 * reinstatement's own transaction, so it is in お知らせ and pushed to LINE through the outbox exactly
 * once. Pure functions of what the transaction read: no I/O, no clock.
 */
import type { UserType } from '@common/options';
import { CLIENT, PATHS, WORKER } from '@common/paths';
import type { NoticeInput } from '../../documents/notifications';

export const SUSPENDED_TITLE = 'アカウントの利用を停止しました';
export const REINSTATED_TITLE = 'アカウントの利用を再開しました';
export const ASK_THE_DESK = 'ご不明な点はお問い合わせ窓口までご連絡ください。';

/**
 * The admin's reason in the notice, at most this long ('…' when cut): the LINE push shows 400
 * characters of a body and the lines after the reason must fit. The suspended page shows it whole.
 */
export const NOTICE_REASON_MAX = 200;

const clipReason = (reason: string) => {
  const chars = [...reason.trim()];
  return chars.length <= NOTICE_REASON_MAX ? chars.join('') : `${chars.slice(0, NOTICE_REASON_MAX - 1).join('')}…`;
};

/** A user's お知らせ list, or the app's top for a user without a side (as the admin notices' default). */
const noticeListOf = (side: UserType | null) => (side ? PATHS[side].notice : '/');

/** What the suspension's transaction stopped of the user's (their recruiting jobs, published listings). */
export interface StoppedNow {
  jobs: boolean;
  listings: boolean;
}

/**
 * The suspension: the reason, what stopped, that contract notices keep coming, where to ask. It opens
 * the app, which shows the suspended page (docs/product/screens.md#suspended) while it lasts.
 */
export function suspendedNotice(user: { id: string; type: UserType | null }, reason: string, stopped: StoppedNow): NoticeInput {
  const lines = [
    `理由：${clipReason(reason)}`,
    '停止中は案件・契約・メッセージなど、アプリのすべての機能をご利用いただけません。',
  ];
  if (stopped.jobs && stopped.listings) lines.push('募集中の案件と公開中の出品は掲載を停止しました。');
  else if (stopped.jobs) lines.push('募集中の案件は掲載を停止しました。');
  else if (stopped.listings) lines.push('公開中の出品は掲載を停止しました。');
  lines.push('進行中の契約についてのお知らせは、引き続きLINEでお送りします。', ASK_THE_DESK);
  return {
    userId: user.id,
    kind: 'account_suspended',
    title: SUSPENDED_TITLE,
    body: lines.join('\n'),
    path: noticeListOf(user.type),
  };
}

/** What the suspension stopped that is still stopped and its owner may reopen (no moderation stop on it). */
export interface StillStopped {
  jobs: number;
  listings: number;
}

/**
 * The reinstatement: the app works again; jobs and listings the suspension stopped stay 停止中 and
 * are reopened from their own pages (it opens the stopped tab then); the notices of the suspension
 * can be read now.
 */
export function reinstatedNotice(user: { id: string; type: UserType | null }, still: StillStopped): NoticeInput {
  const lines = ['アプリのすべての機能を再びご利用いただけます。'];
  if (still.jobs > 0) {
    lines.push(
      '利用停止の際に掲載を停止した案件は停止中のままです。募集を再開する案件は、それぞれの案件の画面から再開してください。',
    );
  }
  if (still.listings > 0) {
    lines.push('利用停止の際に掲載を停止した出品は停止中のままです。再開する出品は、それぞれの出品の画面から再開してください。');
  }
  lines.push('停止中に届いたお知らせは、お知らせ一覧でご覧いただけます。');
  const path =
    still.jobs > 0 && user.type === 'client'
      ? CLIENT.stoppedJobs
      : still.listings > 0 && user.type === 'worker'
        ? WORKER.stoppedListings
        : noticeListOf(user.type);
  return { userId: user.id, kind: 'account_reinstated', title: REINSTATED_TITLE, body: lines.join('\n'), path };
}
