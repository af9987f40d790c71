/**
 * tradeDocumentViews/{documentId}-{side}: when a party first opened a business document
 * (docs/product/entities.md#trade-documents). Documents are never updated, so whether a copy is a
 * 再発行 is kept here, beside them: created once, in a transaction, by the party's first
 * GET /liff/documents/:id; never updated or deleted. Its existence is what makes every later read a
 * 再発行. The month's print page reads these but writes none.
 */
import { collection, type Reader } from './collection';

type Side = 'client' | 'worker';

export interface TradeDocumentViewDoc {
  documentId: string;
  contractId: string;
  side: Side;
  /** The party who opened it (the contract's client or worker then). */
  userId: string;
  firstViewedAt: Date;
}

export const tradeDocumentViews = collection<TradeDocumentViewDoc>('tradeDocumentViews');

/** One party's record of one document. */
export const tradeDocumentViewId = (documentId: string, side: Side) => `${documentId}-${side}`;

/** Which of these documents the side had opened before (one batch read). */
export async function viewedBySide(r: Reader, documentIds: readonly string[], side: Side): Promise<Set<string>> {
  if (!documentIds.length) return new Set();
  const views = await tradeDocumentViews.getMany(
    r,
    documentIds.map((id) => tradeDocumentViewId(id, side)),
  );
  return new Set(views.flatMap((v) => (v ? [v.documentId] : [])));
}
