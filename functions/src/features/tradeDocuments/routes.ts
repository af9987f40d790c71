/**
 * A contract's business documents (帳票: docs/product/api.md#business-documents), read by its two
 * parties only; a stranger, a malformed id or an unknown one gets 404.
 *   GET /liff/contracts/:id/documents   -> ContractDocuments (newest version first per kind)
 *   GET /liff/documents/:id             -> TradeDocumentView (with the newest version when superseded)
 */
import { Router } from 'express';
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import { actorOf, requireActiveUser } from '../../http/access';
import { idParam } from '../../http/params';
import { CONTRACT_NOT_FOUND, TRADE_DOCUMENT_NOT_FOUND, getTradeDocument, listContractDocuments } from './service';

export function tradeDocumentRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.get('/liff/contracts/:id/documents', ...active, async (req, res) => {
    const body: ContractDocuments = await listContractDocuments(deps, actorOf(req), idParam(req, 'id', CONTRACT_NOT_FOUND));
    res.json(body);
  });

  router.get('/liff/documents/:id', ...active, async (req, res) => {
    const body: TradeDocumentView = await getTradeDocument(deps, actorOf(req), idParam(req, 'id', TRADE_DOCUMENT_NOT_FOUND));
    res.json(body);
  });

  return router;
}
