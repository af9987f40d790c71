/**
 * tradeDocuments/{id}: a contract's business documents (帳票: docs/product/entities.md#trade-documents),
 * written once and never updated or deleted; a correction is a new version (a new document naming the
 * one it replaces). The id is `<contractId>-<kind>-v<version>`, so a version can be created only once.
 * tradeDocumentCounters/{kind}-{year}: the last number given for a kind in a JST year, incremented in
 * the transaction that issues the document.
 */
import type { IssuedKind, TradeDocument, TradeDocumentKind } from '@common/tradeDocuments';
import { collection, type Reader } from './collection';

/** The document as stored: the wire shape with its issue time as a Date (per kind, so `kind` narrows `body`). */
export type TradeDocumentDoc = TradeDocument extends infer D
  ? D extends TradeDocument
    ? Omit<D, 'issuedAt'> & { issuedAt: Date }
    : never
  : never;

/** The stored document of one kind. */
export type TradeDocumentDocOf<K extends IssuedKind> = Extract<TradeDocumentDoc, { kind: K }>;

export interface TradeDocumentCounterDoc {
  kind: TradeDocumentKind;
  year: number;
  last: number;
  updatedAt: Date;
}

export const tradeDocuments = collection<TradeDocumentDoc>('tradeDocuments');
export const tradeDocumentCounters = collection<TradeDocumentCounterDoc>('tradeDocumentCounters');

export const TRADE_DOCUMENT_NOT_FOUND = '書類が見つかりません';

/** The id of a contract's version of a kind. */
export const tradeDocumentId = (contractId: string, kind: TradeDocumentKind, version: number) =>
  `${contractId}-${kind}-v${version}`;

export const counterId = (kind: TradeDocumentKind, year: number) => `${kind}-${year}`;

/** The newest version of `kind` among a contract's documents, or null when none was issued. */
export function newestOfKind<K extends IssuedKind>(docs: TradeDocumentDoc[], kind: K): TradeDocumentDocOf<K> | null {
  let newest: TradeDocumentDocOf<K> | null = null;
  for (const d of docs) {
    if (d.kind === kind && (!newest || d.version > newest.version)) newest = d as TradeDocumentDocOf<K>;
  }
  return newest;
}

/** Every document of a contract (equality only: no composite index), in no order. */
export const documentsOfContract = async (r: Reader, contractId: string): Promise<TradeDocumentDoc[]> =>
  (await tradeDocuments.query(r, { where: [['contractId', '==', contractId]] })).map((d) => d.data);
