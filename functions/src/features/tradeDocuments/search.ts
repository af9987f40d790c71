/**
 * A party's business documents across its contracts, searched as the electronic bookkeeping rules
 * want (docs/product/law.md#bookkeeping; docs/product/api.md#business-documents):
 *
 *   GET /liff/documents         by 取引年月日 / 取引金額 ranges, 取引先, kind; newest issue first, cursor-paged
 *   GET /liff/documents/month   every document issued in one JST month, as full views, for printing
 *
 * A document is the caller's when it is its party on the side it registered as (a user has one
 * side): the store is asked for `<side>.userId == uid` (firestore.indexes.json), and only the kinds
 * addressed to that side are kept (TRADE_DOCUMENT_READERS: never the worker's fee 請求書 or 支払明細 to
 * the salon). 取引年月日 is never after a document's issue date (common/src/documentSearch.ts), so a
 * `from` bounds the query's issue time; the other conditions are checked per document.
 */
import { startOfJstDay } from '@common/dates';
import type { Page } from '@common/marketplace';
import {
  DOCUMENT_SEARCH_LIMITS,
  counterpartyOf,
  documentAmount,
  matchesSearch,
  transactionDateOf,
  type DocumentRecord,
  type DocumentSearch,
  type MonthDocuments,
} from '@common/documentSearch';
import { TRADE_DOCUMENT_READERS } from '@common/tradeDocuments';
import type { Deps } from '../../ports';
import type { Where } from '../../ports/store';
import type { Actor } from '../../http/access';
import { scanPage } from '../../http/paging';
import type { Reader } from '../../documents/collection';
import { tradeDocumentId, tradeDocuments, type TradeDocumentDoc } from '../../documents/tradeDocuments';
import { viewedBySide } from '../../documents/tradeDocumentViews';
import { toView } from './model';

type Side = 'client' | 'worker';

/** Cursor of the search: issuedAt, then the document's id. */
export const DOCUMENT_SEARCH_CURSOR = ['date', 'string'] as const;

const partyField = (side: Side) => (side === 'client' ? 'client.userId' : 'worker.userId');

const readable = (d: TradeDocumentDoc, side: Side) => TRADE_DOCUMENT_READERS[d.kind]?.includes(side) ?? false;

/** The facts the search compares and the list shows, for the caller's side. */
function factsOf(d: TradeDocumentDoc, side: Side) {
  const party = counterpartyOf(d, side);
  return {
    kind: d.kind,
    transactionDate: transactionDateOf(d),
    amount: documentAmount(d),
    counterparty: party.name,
    names: party.names,
  };
}

/**
 * The newest version of each document's kind in its contract (the document itself when none
 * replaced it). Versions are numbered without gaps under deterministic ids, so the next version's id
 * is read until it does not exist: one batch read per step, and documents rarely have more than two.
 */
async function newestVersions(r: Reader, docs: TradeDocumentDoc[]): Promise<Map<string, TradeDocumentDoc>> {
  const newest = new Map(docs.map((d) => [d.id, d]));
  let frontier = docs.map((d) => ({ id: d.id, at: d }));
  // A bound on the steps: no contract reaches this many versions of one kind.
  for (let step = 0; frontier.length && step < 50; step++) {
    const next = await tradeDocuments.getMany(
      r,
      frontier.map(({ at }) => tradeDocumentId(at.contractId, at.kind, at.version + 1)),
    );
    const moved: typeof frontier = [];
    frontier.forEach((f, i) => {
      const n = next[i];
      if (!n) return;
      newest.set(f.id, n);
      moved.push({ id: f.id, at: n });
    });
    frontier = moved;
  }
  return newest;
}

/** GET /liff/documents: the caller's documents meeting every condition, newest issue first. */
export async function searchDocuments(
  deps: Deps,
  actor: Actor,
  side: Side,
  search: DocumentSearch,
  after: unknown[] | undefined,
): Promise<Page<DocumentRecord>> {
  // A kind the side never reads has nothing to find.
  if (search.kind && !readable({ kind: search.kind } as TradeDocumentDoc, side)) return { items: [], nextCursor: null };
  const where: Where[] = [[partyField(side), '==', actor.uid]];
  if (search.kind) where.push(['kind', '==', search.kind]);
  if (search.from) where.push(['issuedAt', '>=', startOfJstDay(search.from)]);
  const page = await scanPage<TradeDocumentDoc>({
    fetch: (startAfter, limit) =>
      tradeDocuments.query(deps.store, {
        where,
        orderBy: [
          ['issuedAt', 'desc'],
          ['id', 'desc'],
        ],
        startAfter,
        limit,
      }),
    cursorOf: (d) => [d.data.issuedAt, d.data.id],
    keep: (docs) => docs.map(({ data }) => readable(data, side) && matchesSearch(factsOf(data, side), search)),
    after,
  });
  const docs = page.items.map((d) => d.data);
  const newest = await newestVersions(deps.store, docs);
  const items = docs.map((d): DocumentRecord => {
    const f = factsOf(d, side);
    return {
      id: d.id,
      kind: d.kind,
      number: d.number,
      version: d.version,
      superseded: newest.get(d.id)?.id !== d.id,
      issuedAt: d.issuedAt.toISOString(),
      contractId: d.contractId,
      title: d.body.title,
      counterparty: f.counterparty,
      amount: f.amount,
      transactionDate: f.transactionDate,
    };
  });
  return { items, nextCursor: page.nextCursor };
}

/**
 * GET /liff/documents/month: every document of the caller issued in the JST month `month`
 * (YYYY-MM), oldest first, as the document page shows each one; at most monthMax of them (the newest),
 * `truncated` when there were more. A bookkeeping print of the caller's own copies, not a handing
 * over of each document: it records no first view, but marks 再発行 those the caller had opened.
 */
export async function monthDocuments(deps: Deps, actor: Actor, side: Side, month: string): Promise<MonthDocuments> {
  const [y, m] = month.split('-').map(Number);
  const start = startOfJstDay(`${month}-01`);
  const end = startOfJstDay(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`);
  const cap = DOCUMENT_SEARCH_LIMITS.monthMax;
  const page = await scanPage<TradeDocumentDoc>({
    fetch: (startAfter, limit) =>
      tradeDocuments.query(deps.store, {
        where: [
          [partyField(side), '==', actor.uid],
          ['issuedAt', '>=', start],
          ['issuedAt', '<', end],
        ],
        orderBy: [
          ['issuedAt', 'desc'],
          ['id', 'desc'],
        ],
        startAfter,
        limit,
      }),
    cursorOf: (d) => [d.data.issuedAt, d.data.id],
    keep: (docs) => docs.map(({ data }) => readable(data, side)),
    size: cap,
    maxScan: cap * 4,
  });
  const docs = page.items.map((d) => d.data);
  const [newest, viewed] = await Promise.all([
    newestVersions(deps.store, docs),
    viewedBySide(
      deps.store,
      docs.map((d) => d.id),
      side,
    ),
  ]);
  // A document the caller had opened prints as a 再発行 dated now; this print records no view
  // (docs/product/entities.md#trade-documents).
  const now = deps.clock.now();
  return {
    month,
    items: docs.reverse().map((d) => toView(d, side, newest.get(d.id), viewed.has(d.id) ? now : null)),
    truncated: page.nextCursor !== null,
  };
}
