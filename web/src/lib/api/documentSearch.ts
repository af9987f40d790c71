/**
 * Typed calls of the caller's documents across contracts (docs/product/api.md#business-documents;
 * types in common/src/documentSearch.ts): the search, paged, and one month's documents to print.
 */
import type { Page } from '@common/marketplace';
import type { DocumentRecord, DocumentSearch, MonthDocuments } from '@common/documentSearch';
import { apiFetch } from './client';

/** The search's query string: the conditions given, then the cursor. */
export function documentSearchQuery(search: DocumentSearch, cursor: string | null = null): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== '') params.set(k, String(v));
  if (cursor) params.set('cursor', cursor);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const documentSearchApi = {
  search: (search: DocumentSearch, cursor: string | null, signal?: AbortSignal) =>
    apiFetch<Page<DocumentRecord>>(`/liff/documents${documentSearchQuery(search, cursor)}`, { signal }),
  month: (month: string, signal?: AbortSignal) =>
    apiFetch<MonthDocuments>(`/liff/documents/month?month=${encodeURIComponent(month)}`, { signal }),
};
