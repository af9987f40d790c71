/** The users screens' words: sides, statuses, the search's filters from the address, amounts. */
import { ADMIN_USER_STATUSES, ADMIN_USER_TYPES, type AdminUserItem } from '@common/admin';
import type { UserSearch } from './api';

/** ¥12,300 (the console's way of writing yen). */
export const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

export const TYPE_LABEL = { client: '発注者', worker: '受注者', none: '未選択' } as const;
export const STATUS_LABEL = { active: '利用中', unverified: '未認証', suspended: '利用停止中' } as const;
export const ROLE_LABEL = { client: '発注者', worker: '受注者' } as const;

export const sideOf = (u: Pick<AdminUserItem, 'type'>) => TYPE_LABEL[u.type ?? 'none'];

/** The profile's name, else the LINE name, else a placeholder. */
export const nameOf = (u: Pick<AdminUserItem, 'name' | 'lineDisplayName'>) =>
  u.name?.trim() || u.lineDisplayName.trim() || '名前未設定のユーザー';

/** ?q=&type=&status= of the search page; unknown values are dropped. */
export function searchOf(params: URLSearchParams): UserSearch {
  const q = params.get('q')?.trim() || undefined;
  const type = ADMIN_USER_TYPES.find((t) => t === params.get('type'));
  const status = ADMIN_USER_STATUSES.find((s) => s === params.get('status'));
  return { q, type, status };
}

/** The search as the address keeps it (empty ones left out). */
export function paramsOf(s: UserSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.q) out.q = s.q;
  if (s.type) out.type = s.type;
  if (s.status) out.status = s.status;
  return out;
}

/** Under a list the API cut (AdminList.truncated). */
export const truncatedText = (limit: number) => `最新${limit}件を表示しています`;
