/** Typed calls of the operations console (contract: common/src/admin.ts; admins only, 403 otherwise). */
import type { AdminMe, AuditAction, AuditEntry, Overview, RichMenuRelink, RichMenusInUse, UserRichMenu } from '@common/admin';
import type { Page } from '@common/marketplace';
import { apiFetch } from './client';

export interface AuditQuery {
  action?: AuditAction | '';
  adminId?: string;
  targetId?: string;
}

/** `?a=1&b=2` of the given values, empty ones left out. */
export function queryString(params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const adminApi = {
  me: (signal?: AbortSignal) => apiFetch<AdminMe>('/admin/me', { signal }),
  overview: (signal?: AbortSignal) => apiFetch<Overview>('/admin/overview', { signal }),
  audit: (filter: AuditQuery, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<AuditEntry>>(`/admin/audit${queryString({ ...filter, cursor })}`, { signal }),
  richMenus: (signal?: AbortSignal) => apiFetch<RichMenusInUse>('/admin/rich-menus', { signal }),
  userRichMenu: (uid: string) => apiFetch<UserRichMenu>(`/admin/rich-menus/users/${encodeURIComponent(uid)}`),
  /** Links the user's side menu again (POST /admin/rich-menu/link). */
  linkUserRichMenu: (userId: string) =>
    apiFetch<{ userId: string; richMenuId: string }>('/admin/rich-menu/link', { body: { userId } }),
  relinkSide: (side: 'client' | 'worker', reason: string) =>
    apiFetch<RichMenuRelink>('/admin/rich-menus/relink', { body: { side, reason } }),
};
