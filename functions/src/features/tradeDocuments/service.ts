/**
 * Reading a contract's business documents (docs/product/api.md#business-documents): its two parties
 * only, each the kinds addressed to its side (TRADE_DOCUMENT_READERS); to anyone else the contract, or
 * the document, does not exist (404).
 */
import { TRADE_DOCUMENT_READERS, type ContractDocuments, type TradeDocumentView } from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import type { Actor } from '../../http/access';
import { errors } from '../../http/errors';
import { CONTRACT_NOT_FOUND, contracts } from '../../documents/contracts';
import { TRADE_DOCUMENT_NOT_FOUND, documentsOfContract, tradeDocuments } from '../../documents/tradeDocuments';
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

/** GET /liff/documents/:id. */
export async function getTradeDocument(deps: Deps, actor: Actor, id: string): Promise<TradeDocumentView> {
  const doc = await tradeDocuments.get(deps.store, id);
  if (!doc) throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
  const [contract, siblings] = await Promise.all([
    contracts.get(deps.store, doc.contractId),
    documentsOfContract(deps.store, doc.contractId),
  ]);
  const side = contract && roleIn(contract, actor.uid);
  if (!side || !TRADE_DOCUMENT_READERS[doc.kind].includes(side)) throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
  return toView(doc, side, newestByKind(siblings).get(doc.kind));
}
