/** How the console writes an audit entry's target and its before / after (docs/product/admin.md#audit-log). */
import type { AuditTargetKind } from '@common/admin';

export const AUDIT_TARGET_LABEL: Record<AuditTargetKind, string> = {
  contract: '契約',
  user: 'ユーザー',
  notice: 'お知らせ',
  side: '区分',
  partner: 'パートナー',
  partnerDirectory: 'パートナー名簿',
  job: '案件',
  listing: '出品',
  message: 'メッセージ',
  review: '評価',
};

/** `{status: delivered, onHold: true}` as `status: delivered / onHold: true`. */
export const auditFields = (v: Record<string, unknown> | null) =>
  v
    ? Object.entries(v)
        .map(([k, x]) => `${k}: ${typeof x === 'string' ? x : JSON.stringify(x)}`)
        .join(' / ')
    : '—';
