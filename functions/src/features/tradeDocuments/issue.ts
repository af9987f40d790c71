/**
 * Issuing a business document (docs/product/entities.md#trade-documents) inside the caller's
 * transaction, in two steps as Firestore wants (every read before any write): `prepareIssue` reads
 * the kind's counter for the JST year, the returned `write` creates the document under its
 * deterministic id (a version can exist only once) and moves the counter. Nothing here ever updates
 * or deletes a document.
 */
import type { IssuedKind, TradeDocumentBodies, TradeParty, DocumentRef } from '@common/tradeDocuments';
import { documentNumber } from '@common/tradeDocuments';
import { jstDate } from '@common/dates';
import type { TransactionOps } from '../../ports/store';
import type { Writer } from '../../documents/collection';
import {
  counterId,
  tradeDocumentCounters,
  tradeDocumentId,
  tradeDocuments,
  type TradeDocumentDocOf,
} from '../../documents/tradeDocuments';

/** What the caller decides: the kind with its body, the parties, the version and the one it replaces. */
export type IssueInput = {
  [K in IssuedKind]: {
    kind: K;
    contractId: string;
    client: TradeParty;
    worker: TradeParty;
    version: number;
    replaces: DocumentRef | null;
    body: TradeDocumentBodies[K];
    /** Issued by the backfill (docs/product/entities.md#backfilled-documents). */
    backfilled?: true;
  };
}[IssuedKind];

/** The input of one kind. */
export type IssueInputOf<K extends IssuedKind> = Extract<IssueInput, { kind: K }>;

export interface PreparedIssue<K extends IssuedKind> {
  /** Writes the document and its counter; answers what was written. */
  write(tx: Writer, input: IssueInputOf<K>): TradeDocumentDocOf<K>;
}

const jstYear = (at: Date): number => Number(jstDate(at).slice(0, 4));

/** Reads the counter of `kind` for the JST year of `now`. Call before any write of the transaction. */
export async function prepareIssue<K extends IssuedKind>(tx: TransactionOps, kind: K, now: Date): Promise<PreparedIssue<K>> {
  const year = jstYear(now);
  const cid = counterId(kind, year);
  const counter = await tradeDocumentCounters.get(tx, cid);
  let used = false;
  return {
    write(w, input) {
      // One number per read of the counter: a second document would need a second read.
      if (used || input.kind !== kind) throw new Error('a prepared issue writes one document of its kind');
      used = true;
      const seq = (counter?.last ?? 0) + 1;
      // The spread keeps the kind with its body; TypeScript cannot follow that through a generic.
      const doc = {
        ...input,
        id: tradeDocumentId(input.contractId, kind, input.version),
        number: documentNumber(kind, year, seq),
        issuedAt: now,
      } as TradeDocumentDocOf<K>;
      tradeDocuments.create(w, doc.id, doc);
      if (counter) tradeDocumentCounters.patch(w, cid, { last: seq, updatedAt: now });
      else tradeDocumentCounters.create(w, cid, { kind, year, last: seq, updatedAt: now });
      return doc;
    },
  };
}
