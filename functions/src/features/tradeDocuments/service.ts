/**
 * Reading a contract's business documents (docs/product/api.md#business-documents): its two parties
 * only, each the kinds addressed to its side (TRADE_DOCUMENT_READERS); to anyone else the contract, or
 * the document, does not exist (404). A party's second and later reads of a document are 再発行
 * (its first is recorded in tradeDocumentViews).
 */
import { TRADE_DOCUMENT_READERS, type ContractDocuments, type TradeDocumentView } from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { CONTRACT_NOT_FOUND, contracts } from '../../documents/contracts';
import {
  TRADE_DOCUMENT_NOT_FOUND,
  documentsOfContract,
  tradeDocuments,
  type TradeDocumentDoc,
} from '../../documents/tradeDocuments';
import { tradeDocumentViewId, tradeDocumentViews } from '../../documents/tradeDocumentViews';
import { roleIn } from '../../policies';
import { newestByKind, toSummaries, toView } from './model';
// The not-found messages of the ids its routes take (routes never import documents/).
export { CONTRACT_NOT_FOUND } from '../../documents/contracts';
export { TRADE_DOCUMENT_NOT_FOUND } from '../../documents/tradeDocuments';

/** GET /liff/contracts/:id/documents. */
export async function listContractDocuments(deps: Deps, actor: Actor, contractId: string): Promise<ContractDocuments> {
  // Read together; nothing is answered before the party check.
  const [contract, docs] = await Promise.all([
    contracts.get(deps.store, contractId),
    documentsOfContract(deps.store, contractId),
  ]);
  const side = contract && roleIn(contract, actor.uid);
  if (!side) throw errors.notFound(CONTRACT_NOT_FOUND);
  return { items: toSummaries(docs.filter((d) => TRADE_DOCUMENT_READERS[d.kind].includes(side))) };
}

/**
 * Whether the party had opened the document before this read (a 再発行); the first read records it,
 * once: tradeDocumentViews/{documentId}-{side} is created in a transaction that reads it first, so of
 * parallel first reads exactly one is the first (the others retry, find it, and are 再発行).
 * A record already there is answered without a transaction.
 */
async function firstViewOrNot(
  deps: Deps,
  doc: Pick<TradeDocumentDoc, 'id' | 'contractId'>,
  side: 'client' | 'worker',
  uid: string,
): Promise<boolean> {
  const id = tradeDocumentViewId(doc.id, side);
  if (await tradeDocumentViews.get(deps.store, id)) return false;
  return deps.store.runTransaction(async (tx) => {
    if (await tradeDocumentViews.get(tx, id)) return false;
    const now = deps.clock.now();
    tradeDocumentViews.create(tx, id, { documentId: doc.id, contractId: doc.contractId, side, userId: uid, firstViewedAt: now });
    return true;
  });
}

/**
 * GET /liff/documents/:id: the party's first read records its view (after the party check: a
 * stranger's read records nothing); every later one is a 再発行 dated now
 * (docs/product/entities.md#trade-documents).
 */
export async function getTradeDocument(deps: Deps, actor: Actor, id: string): Promise<TradeDocumentView> {
  const doc = await tradeDocuments.get(deps.store, id);
  if (!doc) throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
  const [contract, siblings] = await Promise.all([
    contracts.get(deps.store, doc.contractId),
    documentsOfContract(deps.store, doc.contractId),
  ]);
  const side = contract && roleIn(contract, actor.uid);
  if (!side || !TRADE_DOCUMENT_READERS[doc.kind].includes(side)) throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
  const first = await firstViewOrNot(deps, doc, side, actor.uid);
  return toView(doc, side, newestByKind(siblings).get(doc.kind), first ? null : deps.clock.now());
}
