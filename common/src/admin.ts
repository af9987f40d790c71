/**
 * The operations console's API (docs/product/admin.md): what the admin endpoints answer, shared by
 * the API and the console in web/. Admins are users whose Firebase token carries the custom claim
 * `admin` (docs/product/admin.md#admin-claim).
 */
import { formatYen } from './marketplace';

/** What an admin did, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'hold.decide',
  'notice.send',
  'notice.cancel',
  'job.stop',
  'listing.stop',
  'message.hide',
  'richMenu.link',
  'richMenu.relink',
  'worker.approve',
  'worker.decline',
  'worker.revoke',
  'partners.import',
  'partner.update',
  'partner.delete',
  'user.suspend',
  'user.reinstate',
  'money.retry',
  'review.hide',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** 保留の解除 / 通知の送信 / ... : the labels the console shows for each action. */
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  'hold.decide': '保留の判断',
  'notice.send': 'お知らせの送信',
  'notice.cancel': 'お知らせの配信予約の取り消し',
  'job.stop': '案件の掲載停止',
  'listing.stop': '出品の掲載停止',
  'message.hide': 'メッセージの非表示',
  'richMenu.link': 'リッチメニューの設定',
  'richMenu.relink': 'リッチメニューの一括再設定',
  'worker.approve': '受注者の承認',
  'worker.decline': '受注者申請の見送り',
  'worker.revoke': '受注者権限の取り消し',
  'partners.import': '提携サロン名簿の取り込み',
  'partner.update': '提携サロンの会社名の変更',
  'partner.delete': '提携サロンの削除',
  'user.suspend': 'アカウントの利用停止',
  'user.reinstate': 'アカウントの利用再開',
  'money.retry': '送金・返金の再実行',
  'review.hide': '評価の非表示',
};

export type AuditTargetKind =
  'contract' | 'user' | 'notice' | 'side' | 'partner' | 'partnerDirectory' | 'job' | 'listing' | 'message' | 'review';

/** Who an admin notice goes to (docs/product/admin.md#notices): every verified user, one side, or one user. */
export type BroadcastAudience = 'all' | 'clients' | 'workers' | 'user';
export type BroadcastStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';

/** POST /admin/notices: the broadcast made (or, for a repeated Idempotency-Key, the one made before). */
export interface BroadcastCreated {
  id: string;
  status: BroadcastStatus;
  /** Notices queued so far. */
  queued: number;
}

/** GET /admin/notices: one broadcast, newest first. */
export interface Broadcast extends BroadcastCreated {
  audience: BroadcastAudience;
  userId: string | null;
  title: string;
  body: string;
  /** null: each recipient's お知らせ list. */
  path: string | null;
  /** Pushed to LINE too; otherwise お知らせ only. */
  important: boolean;
  adminId: string;
  createdAt: string;
  sendAt: string | null;
  sentAt: string | null;
  cancelledAt: string | null;
}

/** GET /admin/audit: one entry, newest first. `before` and `after` are the changed fields only. */
export interface AuditEntry {
  id: string;
  createdAt: string;
  adminId: string;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string };
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /admin/me: the signed-in admin (a 403 for anyone else). */
export interface AdminMe {
  uid: string;
}

/** One week of the overview's charts (weeks start on Monday, Japan time). */
export interface OverviewWeek {
  /** YYYY-MM-DD of the week's Monday (JST). */
  weekStart: string;
  /** Contracts opened (採用) that week. */
  contracts: number;
  /** Their rewards, in yen. */
  amount: number;
}

/** GET /admin/overview: counts by state, money this month (JST) and the last 12 weeks. */
export interface Overview {
  users: { total: number; unverified: number; noSide: number; clients: number; workers: number; workerAllowed: number };
  jobs: Record<'published' | 'stopped' | 'closed', number>;
  contracts: Record<string, number> & { onHold: number };
  money: {
    /** Paid by clients and not yet transferred or refunded (仮払い held), in yen. */
    held: number;
    /** Transferred to workers this month. */
    transferredThisMonth: number;
    /** Refunded to clients this month. */
    refundedThisMonth: number;
  };
  weeks: OverviewWeek[];
  /** When the figures were read. */
  at: string;
}

/** GET /admin/rich-menus: each side's configured menu id (null: none configured). */
export interface RichMenusInUse {
  client: string | null;
  worker: string | null;
}

/** GET /admin/rich-menus/users/:uid: the menu LINE has linked to a user, beside the one their side expects. */
export interface UserRichMenu {
  userId: string;
  side: 'client' | 'worker' | null;
  expected: string | null;
  linked: string | null;
  matches: boolean;
}

/** POST /admin/rich-menus/relink: how many verified users of the side were linked. */
export interface RichMenuRelink {
  side: 'client' | 'worker';
  richMenuId: string;
  linked: number;
}

// ---- users and suspension (docs/product/admin.md#users-and-suspension) ----

export const ADMIN_USER_TYPES = ['client', 'worker', 'none'] as const;
export type AdminUserType = (typeof ADMIN_USER_TYPES)[number];
export const ADMIN_USER_STATUSES = ['active', 'unverified', 'suspended'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** GET /admin/users: one user of the search, newest registration first. */
export interface AdminUserItem {
  id: string;
  lineDisplayName: string;
  type: 'client' | 'worker' | null;
  isActive: boolean;
  isWorker: boolean;
  suspended: boolean;
  /** The name of their side's profile (client first), null before any profile. */
  name: string | null;
  /** The verified salon's company and e-mail (users.salonInfo). */
  company: string | null;
  email: string | null;
  createdAt: string;
}

/** A user's suspension as admins read it. */
export interface AdminSuspension {
  reason: string;
  at: string;
  /** The admin who suspended. */
  by: string;
}

/** One list of the user page: at most `limit` newest; `truncated` when there are more. */
export interface AdminList<T> {
  items: T[];
  truncated: boolean;
  limit: number;
}

export interface AdminUserJob {
  id: string;
  title: string;
  status: 'published' | 'stopped' | 'closed';
  reward: number;
  capacity: number;
  acceptedCount: number;
  applicantCount: number;
  applicationDeadline: string;
  /** Stopped by a moderation decision (its owner cannot reopen it). */
  moderated: boolean;
  /** That decision's reason and time (docs/product/admin.md#moderation); null when none. */
  moderation: { reason: string; at: string } | null;
  /** Stopped by this user's suspension and not reopened since (docs/product/admin.md#suspension). */
  stoppedBySuspension: boolean;
  createdAt: string;
}

export interface AdminUserListing {
  id: string;
  title: string;
  price: number;
  status: 'published' | 'stopped';
  moderated: boolean;
  moderation: { reason: string; at: string } | null;
  stoppedBySuspension: boolean;
  createdAt: string;
}

export interface AdminUserApplication {
  jobId: string;
  clientId: string;
  status: string;
  contractId: string | null;
  createdAt: string;
}

export interface AdminUserContract {
  id: string;
  jobId: string;
  title: string;
  /** This user's side in the contract. */
  role: 'client' | 'worker';
  /** The other party's uid. */
  otherPartyId: string;
  status: string;
  reward: number;
  /** The hold, while the admins look at it (docs/product/states.md#holds). */
  dispute: { source: string; at: string } | null;
  pendingCancel: { by: 'client' | 'worker'; reason: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminUserPayment {
  contractId: string;
  clientId: string;
  status: string;
  amount: number;
  refundedAmount: number;
  paidAt: string | null;
  refund: { status: string; reason: string; attempts: number; lastError: string | null } | null;
}

export interface AdminUserPayout {
  contractId: string;
  workerId: string;
  status: string;
  amount: number;
  reward: number;
  fee: number;
  attempts: number;
  lastError: string | null;
  transferredAt: string | null;
}

/** GET /admin/users/:uid: everything about one user on one page (each list capped). */
export interface AdminUserDetail {
  user: AdminUserItem & {
    linePictureURL: string;
    salonInfo: { email: string; salonDisplayName: string } | null;
    stripeAccount: string | null;
    lineFriend: boolean | null;
    suspension: AdminSuspension | null;
    updatedAt: string;
  };
  profiles: { client: Record<string, unknown> | null; worker: Record<string, unknown> | null };
  jobs: AdminList<AdminUserJob>;
  listings: AdminList<AdminUserListing>;
  applications: AdminList<AdminUserApplication>;
  contracts: AdminList<AdminUserContract>;
  /** The payments and payouts of the contracts listed. */
  payments: AdminList<AdminUserPayment>;
  payouts: AdminList<AdminUserPayout>;
  /** The user's worker-access request (docs/product/admin.md#user-page); null when they never sent one. */
  workerRequest: import('./workerAccess').AdminWorkerRequest | null;
  /** The newest audit entries whose target is this user. */
  audit: AdminList<AuditEntry>;
}

/** POST /admin/users/:uid/suspend and /reinstate. */
export interface AdminSuspendResult {
  userId: string;
  suspended: boolean;
  suspension: AdminSuspension | null;
  /** Jobs stopped and listings unpublished by this suspension (none for a reinstatement: nothing is republished). */
  jobsStopped: number;
  listingsStopped: number;
}

// ---- money that needs a person (docs/product/admin.md#money-that-needs-a-person) ----

/**
 * GET /admin/money?kind=: contracts on hold, payouts failed or stuck, refunds whose Stripe call failed,
 * and payment deadlines raised with the worker still unpaid (docs/product/law.md#the-deadline-kept).
 */
export const MONEY_QUEUE_KINDS = ['hold', 'payout_failed', 'refund_failed', 'deadline'] as const;
export type MoneyQueueKind = (typeof MONEY_QUEUE_KINDS)[number];

/**
 * What an admin can do with an item: a hold's decisions (POST /admin/contracts/:id/hold-decision;
 * partial_refund is `{decision: 'refund', amount}`), or sending failed money again
 * (POST /admin/money/:contractId/retry).
 */
export type MoneyAction = 'release' | 'complete' | 'refund' | 'partial_refund' | 'retry_payout' | 'retry_refund';

export interface MoneyParty {
  userId: string;
  name: string;
}

/** One item of the queue. Amounts are integer yen. */
export interface MoneyQueueItem {
  kind: MoneyQueueKind;
  contractId: string;
  title: string;
  contractStatus: string;
  client: MoneyParty;
  worker: MoneyParty;
  reward: number;
  /** What the client paid (0 before 仮払い) and what went back to the card so far. */
  paid: number;
  refunded: number;
  /** The contract's own fee rate (feeRate), for a partial refund's 報酬 / 手数料 / 受取額 (common/src/fees.ts feeBreakdown). */
  feeRate: number;
  /**
   * 源泉徴収税額 frozen on the contract (docs/product/money.md#withholding), 0 when none: the preview of a
   * partial refund settles the reward and its tax from it as the server does (common/src/withholding.ts settledPayout).
   */
  withheld: number;
  /** The money at stake: held (paid − refunded) for a hold, the transfer for a payout, the refund for a refund. */
  amount: number;
  /** Since when it waits: the hold, the 検収 that owed the payout, the refund's request. */
  since: string;
  actions: MoneyAction[];
  /** partial_refund only: the largest amount allowed (paid − refunded − 1); null when not offered. */
  maxPartialRefund: number | null;
  hold: {
    source: string;
    /** Why, as both parties read it (DISPUTE_LABEL). */
    label: string;
    at: string;
    stripeId: string | null;
    /** The amount the event named (a refund outside the app), when one did. */
    amount: number | null;
    /** refused_cancel: the cancellation asked (who, their reason, when) and the refusal's reason. */
    cancellation: { by: 'client' | 'worker'; reason: string; at: string; refusal: string | null } | null;
  } | null;
  payout: {
    status: string;
    reward: number;
    fee: number;
    amount: number;
    attempts: number;
    lastError: string | null;
    lastAttemptAt: string | null;
    /** The timer's next try (every 15 minutes); null while the contract is on hold. */
    nextAttemptAt: string | null;
  } | null;
  refund: {
    /** The whole payment, or an admin's partial refund. */
    kind: 'full' | 'partial';
    status: string;
    reason: string;
    amount: number;
    attempts: number;
    lastError: string | null;
    lastAttemptAt: string | null;
    nextAttemptAt: string | null;
  } | null;
  /** The payment deadline raised with the worker still unpaid (docs/product/law.md#the-deadline-kept); null otherwise. */
  deadline: MoneyDeadline | null;
}

/** A raised payment deadline as the money queue shows it (any kind; the `deadline` kind lists them). */
export interface MoneyDeadline {
  /** 支払期日, 'YYYY-MM-DD' in Japan. */
  date: string;
  /** Whole days from today (JST) to it; negative once past (期日超過). */
  daysLeft: number;
  /** What the payment waits for now, and how the console says it (DEADLINE_WAIT_LABEL). */
  wait: import('./deadlineAlert').DeadlineWait;
  waitLabel: string;
  /** When the watch raised it (and told the worker). */
  raisedAt: string;
  /** The last alert made: `week` (7 days before) or `due` (on the day or after, the last), and its label. */
  stage: import('./deadlineAlert').DeadlineStage;
  stageLabel: string;
  /** Whether the salon was told too (only when the payment waits on her step). */
  clientTold: boolean;
  /** The other list of the queue the contract is in, where its actions are: its hold, or its owed payout. */
  alsoIn: 'hold' | 'payout_failed' | null;
}

/** POST /admin/contracts/:id/hold-decision. */
export interface HoldDecisionResult {
  contractId: string;
  decision: 'release' | 'complete' | 'refund';
  /**
   * A partial refund: refunded now, refunded in all, and the worker's reward − fee = payout on the rest
   * (with `withheld`, the settled 源泉徴収税額, when the contract withholds: docs/product/money.md#withholding).
   */
  partialRefund?: {
    amount: number;
    refunded: number;
    payout: { reward: number; fee: number; payout: number; rate: number; withheld?: number };
  };
}

/** 409 on a partial refund while the card company disputes the charge (Stripe refuses to refund it). */
export const PARTIAL_REFUND_DISPUTED = 'カード会社の異議申し立て中は一部返金できません';

/** A partial refund's amount not a whole number of yen from 1 (docs/product/money.md#partial-refund-by-an-admin). */
export const PARTIAL_REFUND_AMOUNT_TYPE = '返金額は1円以上の整数（円）で入力してください';

/** 400 on a partial refund's amount: at most one yen under what is left (the rest is the worker's). */
export const partialRefundTooLarge = (max: number) =>
  `返金額は${formatYen(max)}以下で入力してください（全額を返金するときは金額を指定しないでください）`;

/** POST /admin/money/:contractId/retry. */
export interface MoneyRetryResult {
  contractId: string;
  what: 'payout' | 'refund';
  /** transferred, waiting_account (the worker's account is still not ready), refunded (sent to Stripe), ... */
  outcome: string;
}

/** An admin notice's limits and its in-app path rule (docs/product/admin.md#notices): the API's, read by the console's form too. */
export const NOTICE_LIMITS = { title: 60, body: 1000, path: 200 } as const;
/** A scheduled notice goes within this many days. */
export const SEND_AT_MAX_DAYS = 90;
/** An in-app path of one side, e.g. /worker/jobs/abc. */
export const NOTICE_PATH = /^\/(client|worker)(\/[A-Za-z0-9\-._~%]+)*\/?$/;
export const NOTICE_PATH_FORMAT = '/client/ または /worker/ で始まるアプリ内のパスを入力してください';
