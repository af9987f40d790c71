/**
 * A contract's business documents (帳票: docs/product/api.md#business-documents), read by its two
 * parties only; a stranger, a malformed id or an unknown one gets 404.
 *   GET /liff/contracts/:id/documents   -> ContractDocuments (newest version first per kind)
 *   GET /liff/documents/:id             -> TradeDocumentView (with the newest version when superseded)
 * and the caller's own documents across contracts (docs/product/law.md#bookkeeping; search.ts):
 *   GET /liff/documents?from&to&minAmount&maxAmount&counterparty&kind&cursor -> Page<DocumentRecord>
 *   GET /liff/documents/month?month=YYYY-MM                                   -> MonthDocuments
 * and the worker's corrected 請求書 (docs/product/law.md#the-name-on-the-documents; correction.ts):
 *   POST /liff/documents/:id/correct {}   -> 201 TradeDocumentView (the new version)
 */
import { Router } from 'express';
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import { actorOf, registeredSideOf, requireActiveUser } from '../../http/access';
import { idParam, queryCursor, requireNoBody } from '../../http/params';
import type { Page } from '@common/marketplace';
import type { DocumentRecord, MonthDocuments } from '@common/documentSearch';
import { correctInvoice } from './correction';
import { DOCUMENT_SEARCH_CURSOR, monthDocuments, searchDocuments } from './search';
import { documentSearchOf, monthOf } from './searchParams';
import { CONTRACT_NOT_FOUND, TRADE_DOCUMENT_NOT_FOUND, getTradeDocument, listContractDocuments } from './service';

export function tradeDocumentRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.get('/liff/contracts/:id/documents', ...active, async (req, res) => {
    const body: ContractDocuments = await listContractDocuments(deps, actorOf(req), idParam(req, 'id', CONTRACT_NOT_FOUND));
    res.json(body);
  });

  // Before /liff/documents/:id, which would take "month" for an id.
  router.get('/liff/documents', ...active, async (req, res) => {
    const actor = actorOf(req);
    const search = await documentSearchOf(req);
    const body: Page<DocumentRecord> = await searchDocuments(
      deps,
      actor,
      registeredSideOf(actor),
      search,
      queryCursor(req, DOCUMENT_SEARCH_CURSOR),
    );
    res.json(body);
  });

  router.get('/liff/documents/month', ...active, async (req, res) => {
    const actor = actorOf(req);
    const body: MonthDocuments = await monthDocuments(deps, actor, registeredSideOf(actor), monthOf(req));
    res.json(body);
  });

  router.get('/liff/documents/:id', ...active, async (req, res) => {
    const body: TradeDocumentView = await getTradeDocument(deps, actorOf(req), idParam(req, 'id', TRADE_DOCUMENT_NOT_FOUND));
    res.json(body);
  });

  // Token, user (403 suspended), then the body: nothing but {} (docs/product/api.md#conventions).
  router.post('/liff/documents/:id/correct', ...active, async (req, res) => {
    const actor = actorOf(req);
    const id = idParam(req, 'id', TRADE_DOCUMENT_NOT_FOUND);
    requireNoBody(req);
    const body: TradeDocumentView = await correctInvoice(deps, actor, id);
    res.status(201).json(body);
  });

  return router;
}
