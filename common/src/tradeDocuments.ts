/**
 * Per-contract business documents (帳票, docs/product/entities.md#trade-documents): immutable, numbered,
 * versioned. A document is written once with everything it shows frozen in `body`; a correction is a
 * new version that names the one it replaces. Only the 発注書 (取引条件明示書, the freelance law's
 * 3条 statement: docs/product/law.md#terms-stated-at-once-3条) is issued so far; the other kinds are
 * planned and share the same envelope.
 *
 *   GET /liff/contracts/:id/documents   -> ContractDocuments   a party of the contract; others 404
 *   GET /liff/documents/:id             -> TradeDocumentView   a party of its contract; others 404
 *
 * Free of yup and of the store: the web's document page and the API read these.
 */
import { DEFAULT_AUTO_COMPLETE_DAYS } from './deal';
import type { PlaceType } from './marketplace';

export type TradeDocumentKind = 'order' | 'delivery' | 'acceptance' | 'invoice' | 'receipt' | 'payout_statement';

export const TRADE_DOCUMENT_KINDS: readonly TradeDocumentKind[] = [
  'order',
  'delivery',
  'acceptance',
  'invoice',
  'receipt',
  'payout_statement',
];

/** The title each kind is printed with. */
export const TRADE_DOCUMENT_LABEL: Record<TradeDocumentKind, string> = {
  order: '発注書（取引条件明示書）',
  delivery: '納品書',
  acceptance: '検収書',
  invoice: '請求書',
  receipt: '領収書',
  payout_statement: '支払明細',
};

/** The number's prefix per kind: PO-2026-000123. */
export const TRADE_DOCUMENT_PREFIX: Record<TradeDocumentKind, string> = {
  order: 'PO',
  delivery: 'DN',
  acceptance: 'AC',
  invoice: 'IV',
  receipt: 'RC',
  payout_statement: 'PS',
};

/** A document's human number: the kind's prefix, the JST year of issue, a sequence per kind and year. */
export const documentNumber = (kind: TradeDocumentKind, year: number, seq: number): string =>
  `${TRADE_DOCUMENT_PREFIX[kind]}-${year}-${String(seq).padStart(6, '0')}`;

/** 消費税 included in tax-inclusive amounts, in percent (the receipts' 内消費税 too). */
export const CONSUMPTION_TAX_PERCENT = 10;

/** 内消費税 of a tax-inclusive amount at 10 %, rounded down once (integer yen), as the receipts show it. */
export const consumptionTaxIncluded = (amount: number): number =>
  Math.floor((amount * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));

/** Days the client has to 検収 each 納品 before it completes by itself (docs/product/states.md#auto-complete). */
export const INSPECTION_DAYS = DEFAULT_AUTO_COMPLETE_DAYS;

/** A party as named when the document was issued. */
export interface TradeParty {
  userId: string;
  /** The name shown in the app (the salon's or the worker's). */
  name: string;
  /** The client's company (法人), when it has one. */
  companyName?: string;
}

/** The 発注書's frozen content: every item of 3条 (規則 1条). */
export interface OrderBody {
  /** 発注日: the contract's creation, JST date. */
  orderDate: string;
  /** 業務内容: the job's title and description at 採用. */
  title: string;
  description: string;
  /** 納期 (JST date). */
  deliveryDate: string;
  /** 作業場所. */
  place: { type: PlaceType; address: string | null };
  /** 検収: the rule, and the date of automatic 検収 once a 納品 made it known. */
  inspection: { days: number; autoCompleteOn: string | null };
  /** 報酬 (税込) and its 内消費税. */
  reward: { amount: number; taxPercent: number; tax: number };
  /** 支払期日 (JST date). */
  paymentDeadline: string;
  /** 支払方法, in words. */
  paymentMethod: string;
  /** The platform fee the worker's transfer is made net of (not part of the reward). */
  fee: { percent: number; amount: number; payout: number };
  /** Why this version was issued (absent on the first). */
  revisionNote?: string;
}

/** What each kind's body holds; a kind without an entry is not issued yet. */
export interface TradeDocumentBodies {
  order: OrderBody;
}

export type IssuedKind = keyof TradeDocumentBodies;

/** The id and number of a version, as another version names it. */
export interface DocumentRef {
  id: string;
  number: string;
  version: number;
}

interface TradeDocumentBase {
  id: string;
  number: string;
  contractId: string;
  client: TradeParty;
  worker: TradeParty;
  issuedAt: string;
  /** 1, 2, ... per contract and kind. */
  version: number;
  /** The version this one supersedes (null on the first). */
  replaces: DocumentRef | null;
}

export type TradeDocument = { [K in IssuedKind]: TradeDocumentBase & { kind: K; body: TradeDocumentBodies[K] } }[IssuedKind];

/** A document as a party reads it: with the newest version of its kind when a later one replaced it. */
export type TradeDocumentView = TradeDocument & {
  /** The caller's side in its contract (which paths its links take). */
  side: 'client' | 'worker';
  /** The newest version, when this one is superseded. */
  supersededBy: DocumentRef | null;
};

/** One line of a contract's document list. */
export interface TradeDocumentSummary {
  id: string;
  kind: TradeDocumentKind;
  number: string;
  version: number;
  issuedAt: string;
  /** Replaced by a later version of the same kind. */
  superseded: boolean;
}

/** Every document of a contract: per kind (in TRADE_DOCUMENT_KINDS order), newest version first. */
export interface ContractDocuments {
  items: TradeDocumentSummary[];
}

/** The line a superseded version shows at its top. */
export const supersededText = (version: number) => `この書面は第${version}版により更新されました`;

/** The room's line when a 発注書 is issued, and the worker's notice. */
export const ORDER_ISSUED_TEXT = '発注書（取引条件明示書）を発行しました';
export const ORDER_REVISED_TEXT = '発注書（取引条件明示書）を更新しました';
