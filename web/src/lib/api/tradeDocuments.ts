/** Typed calls of a contract's business documents (docs/product/api.md#business-documents; types in common/src/tradeDocuments.ts). */
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
import { apiFetch } from './client';

export const tradeDocumentsApi = {
  /** Every document of a contract, newest version first per kind (its parties only). */
  ofContract: (contractId: string, signal?: AbortSignal) =>
    apiFetch<ContractDocuments>(`/liff/contracts/${encodeURIComponent(contractId)}/documents`, { signal }),
  /** One document as issued, with the newest version when a later one replaced it. */
  get: (id: string, signal?: AbortSignal) => apiFetch<TradeDocumentView>(`/liff/documents/${encodeURIComponent(id)}`, { signal }),
  /** The worker's newest 請求書 re-issued with her 登録番号 and name now: the new version (docs/product/law.md#the-name-on-the-documents). */
  correct: (id: string) =>
    apiFetch<TradeDocumentView>(`/liff/documents/${encodeURIComponent(id)}/correct`, { method: 'POST', body: {} }),
};
