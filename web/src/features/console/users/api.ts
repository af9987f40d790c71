/**
 * Users and suspension calls of the console (docs/product/admin.md#users-and-suspension), and the
 * moderation stops the user page offers on a job or a listing (docs/product/admin.md#moderation).
 * Types in common/src/admin.ts.
 */
import type { AdminSuspendResult, AdminUserDetail, AdminUserItem, AdminUserStatus, AdminUserType } from '@common/admin';
import type { Page } from '@common/marketplace';
import type { AdminWorkerRequest } from '@common/workerAccess';
import { apiFetch } from '../../../lib/api/client';
import { queryString } from '../../../lib/api/admin';

/** The search's filters: words (name, LINE name, e-mail, company, id), side, status. */
export interface UserSearch {
  q?: string;
  type?: AdminUserType;
  status?: AdminUserStatus;
}

/** What a stop answers (POST /admin/jobs/:id/stop, /admin/listings/:id/stop). */
export interface StopResult {
  id: string;
  status: 'stopped';
  moderation: { reason: string; at: string };
}

const user = (uid: string, action?: string) => `/admin/users/${encodeURIComponent(uid)}${action ? `/${action}` : ''}`;

export const usersApi = {
  /** 20 a page, newest registration first. */
  search: (filter: UserSearch, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<AdminUserItem>>(`/admin/users${queryString({ ...filter, cursor })}`, { signal }),
  /** 404 「ユーザーが見つかりません」. */
  get: (uid: string, signal?: AbortSignal) => apiFetch<AdminUserDetail>(user(uid), { signal }),
  /** 409 when suspended already. */
  suspend: (uid: string, reason: string) => apiFetch<AdminSuspendResult>(user(uid, 'suspend'), { body: { reason } }),
  /** 409 when not suspended. */
  reinstate: (uid: string, reason: string) => apiFetch<AdminSuspendResult>(user(uid, 'reinstate'), { body: { reason } }),
  /** 409 「このユーザーは受注者として承認されていません」. */
  revokeWorker: (uid: string, reason: string) => apiFetch<AdminWorkerRequest>(user(uid, 'revoke-worker'), { body: { reason } }),
  /** 409 when an admin stopped it already. */
  stopJob: (id: string, reason: string) =>
    apiFetch<StopResult>(`/admin/jobs/${encodeURIComponent(id)}/stop`, { body: { reason } }),
  stopListing: (id: string, reason: string) =>
    apiFetch<StopResult>(`/admin/listings/${encodeURIComponent(id)}/stop`, { body: { reason } }),
};
