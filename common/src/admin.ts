/**
 * The operations console's API (docs/product/admin.md): what the admin endpoints answer, shared by
 * the API and the console in web/. Admins are users whose Firebase token carries the custom claim
 * `admin` (docs/product/admin.md#admin-claim).
 */

/** What an admin did, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'hold.decide',
  'notice.send',
  'richMenu.link',
  'richMenu.relink',
  'worker.approve',
  'worker.decline',
  'worker.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** 保留の解除 / 通知の送信 / ... : the labels the console shows for each action. */
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  'hold.decide': '保留の判断',
  'notice.send': 'お知らせの送信',
  'richMenu.link': 'リッチメニューの設定',
  'richMenu.relink': 'リッチメニューの一括再設定',
  'worker.approve': '受注者の承認',
  'worker.decline': '受注者申請の見送り',
  'worker.revoke': '受注者権限の取り消し',
};

export type AuditTargetKind = 'contract' | 'user' | 'notice' | 'side';

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
