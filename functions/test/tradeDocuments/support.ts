/**
 * Helpers of the business documents tests (docs/product/entities.md#trade-documents): a document read
 * as one kind (its `kind` checked, so its body is that kind's).
 */
import type { IssuedKind, TradeDocumentView } from '@common/tradeDocuments';

/** A document of one kind as the API answered it. */
export type ViewOf<K extends IssuedKind> = Extract<TradeDocumentView, { kind: K }>;

/** The view, narrowed to `kind` once its `kind` says so (throws otherwise). */
export function asKind<K extends IssuedKind>(view: TradeDocumentView, kind: K): ViewOf<K> {
  if (view.kind !== kind) throw new Error(`expected a document of kind ${kind}, got ${view.kind}`);
  return view as ViewOf<K>;
}
