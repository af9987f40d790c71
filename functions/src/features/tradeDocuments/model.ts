/** Stored business documents -> the API's shapes (docs/product/api.md#business-documents). */
import {
  TRADE_DOCUMENT_KINDS,
  type DocumentRef,
  type TradeDocumentSummary,
  type TradeDocumentView,
} from '@common/tradeDocuments';
import type { TradeDocumentDoc } from '../../documents/tradeDocuments';

const refOf = (d: TradeDocumentDoc): DocumentRef => ({ id: d.id, number: d.number, version: d.version });

/** The newest version of each kind among a contract's documents. */
export function newestByKind(docs: TradeDocumentDoc[]): Map<string, TradeDocumentDoc> {
  const newest = new Map<string, TradeDocumentDoc>();
  for (const d of docs) {
    const seen = newest.get(d.kind);
    if (!seen || d.version > seen.version) newest.set(d.kind, d);
  }
  return newest;
}

/** Per kind in TRADE_DOCUMENT_KINDS order, newest version first; older versions flagged superseded. */
export function toSummaries(docs: TradeDocumentDoc[]): TradeDocumentSummary[] {
  const newest = newestByKind(docs);
  const rank = (k: string) => TRADE_DOCUMENT_KINDS.indexOf(k as (typeof TRADE_DOCUMENT_KINDS)[number]);
  return [...docs]
    .sort((a, b) => rank(a.kind) - rank(b.kind) || b.version - a.version)
    .map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      version: d.version,
      issuedAt: d.issuedAt.toISOString(),
      superseded: newest.get(d.kind)?.id !== d.id,
    }));
}

/**
 * One document as its party reads it: everything frozen in it, plus the newest version when replaced,
 * and `reissuedAt` (this read's time) when the party had opened it before: a 再発行
 * (docs/product/entities.md#trade-documents).
 */
export function toView(
  doc: TradeDocumentDoc,
  side: 'client' | 'worker',
  newest: TradeDocumentDoc | undefined,
  reissuedAt: Date | null,
): TradeDocumentView {
  return {
    ...doc,
    issuedAt: doc.issuedAt.toISOString(),
    side,
    supersededBy: newest && newest.id !== doc.id ? refOf(newest) : null,
    reissued: reissuedAt ? { at: reissuedAt.toISOString() } : null,
  };
}
