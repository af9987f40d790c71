/** Admin notices of the console (docs/product/admin.md#notices; types in common/src/admin.ts). */
import type { Broadcast, BroadcastCreated } from '@common/admin';
import type { Page } from '@common/marketplace';
import { apiFetch } from '../../../lib/api/client';
import { queryString } from '../../../lib/api/admin';

/** The body of POST /admin/notices as the console sends it (to a whole audience, never one user). */
export interface NoticeBody {
  audience: 'all' | 'clients' | 'workers';
  title: string;
  body: string;
  path?: string;
  important?: boolean;
  /** ISO 8601 with its offset (+09:00); absent: now. */
  sendAt?: string;
}

export const noticesApi = {
  /** Every broadcast, newest first, 20 a page. */
  list: (cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<Broadcast>>(`/admin/notices${queryString({ cursor })}`, { signal }),
  /**
   * Sends (or schedules) one notice. The same `key` again answers the same broadcast instead of a
   * second one (a resend after a failure); the same key with another body is 409.
   */
  send: (body: NoticeBody, key: string) =>
    apiFetch<BroadcastCreated>('/admin/notices', { body, headers: { 'Idempotency-Key': key } }),
  /** 409 once it is no longer scheduled (sending, sent or cancelled already). */
  cancel: (id: string) => apiFetch<Broadcast>(`/admin/notices/${encodeURIComponent(id)}/cancel`, { body: {} }),
};
