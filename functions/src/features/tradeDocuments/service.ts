/**
 * Reading a contract's business documents (docs/product/api.md#business-documents): its two parties
 * only; to anyone else the contract, or the document, does not exist (404).
 */
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
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
  const contract = await contracts.get(deps.store, contractId);
  if (!contract || !roleIn(contract, actor.uid)) throw errors.notFound(CONTRACT_NOT_FOUND);
  return { items: toSummaries(await documentsOfContract(deps.store, contractId)) };
}

/** GET /liff/documents/:id. */
export async function getTradeDocument(deps: Deps, actor: Actor, id: string): Promise<TradeDocumentView> {
  const doc = await tradeDocuments.get(deps.store, id);
  const contract = doc && (await contracts.get(deps.store, doc.contractId));
  const side = contract && roleIn(contract, actor.uid);
  if (!doc || !side) throw errors.notFound(TRADE_DOCUMENT_NOT_FOUND);
  const newest = newestByKind(await documentsOfContract(deps.store, doc.contractId)).get(doc.kind);
  return toView(doc, side, newest);
}
