/**
 * Searching a party's business documents (帳票) as the electronic bookkeeping rules want
 * (docs/product/law.md#bookkeeping): by 取引年月日 (a range), 取引金額 (a range) and 取引先, any of
 * them combined, and a month of documents at once for printing.
 *
 *   GET /liff/documents?from=&to=&minAmount=&maxAmount=&counterparty=&kind=&cursor=  -> Page<DocumentRecord>
 *   GET /liff/documents/month?month=YYYY-MM                                             -> MonthDocuments
 *
 * What each kind's 取引年月日, 取引金額 and 取引先 are is defined here once (the API filters with
 * these, the web shows them). Free of yup and of the store.
 */
import { jstDate } from './dates';
import {
  TRADE_DOCUMENT_READERS,
  type IssuedKind,
  type TradeDocument,
  type TradeDocumentBodies,
  type TradeDocumentView,
} from './tradeDocuments';

/** The kinds a side finds in its search (the fee's 請求書 and the 支払明細 are the worker's only). */
export const searchableKinds = (side: 'client' | 'worker'): IssuedKind[] =>
  (Object.keys(TRADE_DOCUMENT_READERS) as IssuedKind[]).filter((k) => TRADE_DOCUMENT_READERS[k].includes(side));

/** The search's limits: the 取引先 text, the amounts (integer yen), the month's documents at once. */
export const DOCUMENT_SEARCH_LIMITS = {
  counterparty: 50,
  amountMax: 100_000_000,
  monthMax: 300,
} as const;

/** The conditions, each optional; every one given must hold (AND). */
export interface DocumentSearch {
  /** 取引年月日 from / to, JST dates (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  /** 取引金額 (税込) from / to, integer yen, both included. A document without an amount never matches. */
  minAmount?: number;
  maxAmount?: number;
  /** Part of the 取引先's name (or company name); case, width and spaces ignored. */
  counterparty?: string;
  kind?: IssuedKind;
}

/** One line of the search's result. */
export interface DocumentRecord {
  id: string;
  kind: IssuedKind;
  number: string;
  version: number;
  /** A later version of the same kind replaced it. */
  superseded: boolean;
  issuedAt: string;
  contractId: string;
  /** The job's title as the document froze it. */
  title: string;
  /** The 取引先 as the document names it. */
  counterparty: string;
  /** 取引金額 (税込), or null for a kind that states none (the 納品書). */
  amount: number | null;
  /** 取引年月日 (JST date). */
  transactionDate: string;
}

/** Every document of the caller issued in one JST month, oldest first, for printing. */
export interface MonthDocuments {
  /** YYYY-MM. */
  month: string;
  items: TradeDocumentView[];
  /** More than DOCUMENT_SEARCH_LIMITS.monthMax were issued that month: only the newest are here. */
  truncated: boolean;
}

/** A kind with its body (kept a union, so `kind` narrows `body`). */
type KindBody = { [K in IssuedKind]: { kind: K; body: TradeDocumentBodies[K] } }[IssuedKind];
type Doc = KindBody & Pick<TradeDocument, 'client' | 'worker'> & { issuedAt: string | Date };

/**
 * 取引金額 (税込) per kind: the 発注書's 報酬, the 検収書's 検収金額, the 請求書's 請求金額, the fee's
 * 請求書's サービス利用料, the 支払明細's 振込額. The 納品書 states no amount.
 */
export function documentAmount(doc: KindBody): number | null {
  switch (doc.kind) {
    case 'order':
      return doc.body.reward.amount;
    case 'delivery':
      return null;
    case 'acceptance':
      return doc.body.amount.amount;
    case 'invoice':
      return doc.body.amount.amount;
    case 'fee_invoice':
      return doc.body.fee.amount;
    case 'payout_statement':
      return doc.body.amount;
    default:
      return null;
  }
}

/**
 * 取引年月日 per kind: the date the document is about (発注日, 納品日, 検収日, the 請求書's 取引年月日,
 * 送金日), else the JST date of issue. Never after the date: each kind states the day it was
 * issued, or (the 発注書's later versions) an earlier one; the search relies on it.
 */
export function transactionDateOf(doc: Doc): string {
  const issued = jstDate(new Date(doc.issuedAt));
  switch (doc.kind) {
    case 'order':
      return doc.body.orderDate || issued;
    case 'delivery':
      return doc.body.deliveredOn || issued;
    case 'acceptance':
      return doc.body.acceptedOn || issued;
    case 'invoice':
      return doc.body.transactionDate || issued;
    case 'fee_invoice':
      return doc.body.transactionDate || issued;
    case 'payout_statement':
      return doc.body.transferredOn || issued;
    default:
      return issued;
  }
}

/**
 * The 取引先 as `side` reads the document: the other party of the contract, or the operator on the
 * documents between it and the worker (the fee's 請求書, the 支払明細). The client is named by its
 * company when it has one; `names` holds every name the search matches.
 */
export function counterpartyOf(doc: Doc, side: 'client' | 'worker'): { name: string; names: string[] } {
  if (side === 'client') return { name: doc.worker.name, names: [doc.worker.name] };
  if (doc.kind === 'fee_invoice' || doc.kind === 'payout_statement') {
    return { name: doc.body.operator.name, names: [doc.body.operator.name] };
  }
  const { name, companyName } = doc.client;
  return companyName ? { name: `${companyName}（${name}）`, names: [companyName, name] } : { name, names: [name] };
}

/** Text as the 取引先 search compares it: NFKC, lower case, no spaces. */
export const foldName = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Whether a document (its facts for the caller's side) meets every condition given. */
export function matchesSearch(
  facts: { kind: IssuedKind; transactionDate: string; amount: number | null; names: string[] },
  s: DocumentSearch,
): boolean {
  if (s.kind && facts.kind !== s.kind) return false;
  if (s.from && facts.transactionDate < s.from) return false;
  if (s.to && facts.transactionDate > s.to) return false;
  if (s.minAmount !== undefined || s.maxAmount !== undefined) {
    if (facts.amount === null) return false;
    if (s.minAmount !== undefined && facts.amount < s.minAmount) return false;
    if (s.maxAmount !== undefined && facts.amount > s.maxAmount) return false;
  }
  if (s.counterparty) {
    const q = foldName(s.counterparty);
    if (q && !facts.names.some((n) => foldName(n).includes(q))) return false;
  }
  return true;
}

/** The heading of a month's print: 「2026年11月の書類（3件）」. */
export const monthHeading = (month: string, count: number) =>
  `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月の書類（${count}件）`;

/** A YYYY-MM month that exists (2000-01 to 2999-12). */
export const isMonth = (v: string) => /^2\d{3}-(0[1-9]|1[0-2])$/.test(v);
