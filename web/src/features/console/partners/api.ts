/**
 * Partner directory calls of the console (docs/product/admin.md#partner-directory; types in
 * common/src/partners.ts).
 */
import type { PartnerEntry, PartnerImportPreview, PartnerImportResult, PartnerPage } from '@common/partners';
import { apiFetch } from '../../../lib/api/client';
import { queryString } from '../../../lib/api/admin';

const entryPath = (key: string) => `/admin/partners/${encodeURIComponent(key)}`;

export const partnersApi = {
  /**
   * The file's own bytes as text/csv (up to 2 MB): the server reads them as UTF-8, or as Shift_JIS when
   * they are not UTF-8 (Excel on a Japanese Windows), which reading the file as text here would break.
   * The type is set here: browsers label a .csv file differently (often application/vnd.ms-excel).
   */
  preview: (file: Blob) =>
    apiFetch<PartnerImportPreview>('/admin/partners/import/preview', { body: new Blob([file], { type: 'text/csv' }) }),
  /** 409 when the directory changed since the preview or the hour passed; 404 for an unknown token. */
  apply: (token: string) => apiFetch<PartnerImportResult>('/admin/partners/import/apply', { body: { token } }),
  /** The directory consulted now, by key, 20 a page; `q` keeps e-mails and company names containing it. */
  list: (q: string, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<PartnerPage>(`/admin/partners${queryString({ q, cursor })}`, { signal }),
  update: (key: string, companyName: string, reason?: string) =>
    apiFetch<PartnerEntry>(entryPath(key), { method: 'PUT', body: reason ? { companyName, reason } : { companyName } }),
  remove: (key: string, reason: string) =>
    apiFetch<{ key: string; deleted: true }>(entryPath(key), { method: 'DELETE', body: { reason } }),
};
