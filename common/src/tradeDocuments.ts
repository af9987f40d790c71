/**
 * Per-contract business documents (帳票, docs/product/entities.md#trade-documents): immutable, numbered,
 * versioned. A document is written once with everything it shows frozen in `body`; a correction is a
 * new version that names the one it replaces. Who issues each kind, and when: 発注書 (取引条件明示書,
 * the freelance law's 3条 statement: docs/product/law.md#terms-stated-at-once-3条) at 採用; 納品書 at each
 * 納品; 検収書 and the worker's 請求書 at 検収; the platform fee's 請求書 and the 支払明細 at the
 * transfer. The 領収書 is the payments feature's (docs/product/money.md#receipts).
 *
 *   GET /liff/contracts/:id/documents   -> ContractDocuments   a party of the contract; others 404
 *   GET /liff/documents/:id             -> TradeDocumentView   a party of its contract; others 404
 *   POST /liff/documents/:id/correct {} -> TradeDocumentView   the worker, her newest 請求書: its corrected version
 *
 * Free of yup and of the store: the web's document page and the API read these.
 */
import { DEFAULT_AUTO_COMPLETE_DAYS } from './deal';
import type { PlaceType } from './marketplace';
import { formatYen } from './marketplace';
import type { Withholding } from './withholding';

export type TradeDocumentKind = 'order' | 'delivery' | 'acceptance' | 'invoice' | 'receipt' | 'fee_invoice' | 'payout_statement';

export const TRADE_DOCUMENT_KINDS: readonly TradeDocumentKind[] = [
  'order',
  'delivery',
  'acceptance',
  'invoice',
  'receipt',
  'fee_invoice',
  'payout_statement',
];

/** The title each kind is printed with. */
export const TRADE_DOCUMENT_LABEL: Record<TradeDocumentKind, string> = {
  order: '発注書（取引条件明示書）',
  delivery: '納品書',
  acceptance: '検収書',
  invoice: '請求書',
  receipt: '領収書',
  fee_invoice: 'サービス利用料の請求書',
  payout_statement: '支払明細',
};

/** The number's prefix per kind: PO-2026-000123. */
export const TRADE_DOCUMENT_PREFIX: Record<TradeDocumentKind, string> = {
  order: 'PO',
  delivery: 'DN',
  acceptance: 'AC',
  invoice: 'IV',
  receipt: 'RC',
  fee_invoice: 'FV',
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
  /**
   * The name shown in the app (the salon's or the worker's), or the worker's 請求書に記載する氏名・屋号
   * when she had set one at issue (docs/product/law.md#the-name-on-the-documents).
   */
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
  /** 支払方法, in words (with the withholding's payment to the tax office when the contract withholds). */
  paymentMethod: string;
  /**
   * The platform fee the worker's transfer is made net of (not part of the reward); `payout` is
   * reward − 源泉徴収税額 − fee.
   */
  fee: { percent: number; amount: number; payout: number };
  /**
   * 源泉徴収税額 as the contract froze it at 採用 (docs/product/law.md#withholding-源泉徴収), null when it
   * withholds nothing; absent on documents issued before withholding existed (read as null).
   */
  withholding?: Withholding | null;
  /** 差引仮払い額: reward − 源泉徴収税額, what the salon pays through the app; absent with `withholding`. */
  netAmount?: number;
  /** Why this version was issued (absent on the first). */
  revisionNote?: string;
}

/**
 * The 発注書's 支払方法 when the contract withholds: the salon pays reward − tax through the app and
 * the tax to the tax office herself, by the 10th of the month after the 仮払い
 * (docs/product/law.md#withholding-源泉徴収).
 */
export const withholdingPaymentText = (w: Pick<Withholding, 'amount'>): string =>
  `報酬から差し引く源泉徴収税額（${formatYen(w.amount)}）は、発注者が仮払いした月の翌月10日までに税務署へ納付します。`;

/** 源泉徴収税額 of a document's body: 0 without withholding (and on documents issued before it existed). */
export const withheldOf = (b: { withholding?: Pick<Withholding, 'amount'> | null }): number => b.withholding?.amount ?? 0;

/** A tax-inclusive amount with its 消費税, computed once per document (never per line). */
export interface TaxedAmount {
  /** 税込, integer yen. */
  amount: number;
  taxPercent: number;
  /** consumptionTaxIncluded(amount). */
  tax: number;
}

/** The amount with its tax at CONSUMPTION_TAX_PERCENT, rounded once. */
export const taxed = (amount: number): TaxedAmount => ({
  amount,
  taxPercent: CONSUMPTION_TAX_PERCENT,
  tax: consumptionTaxIncluded(amount),
});

/** The operator as a document issued in its name froze it (docs/product/law.md#operator). */
export interface OperatorSnapshot {
  name: string;
  postalCode: string;
  address: string;
  invoiceRegistrationNumber: string;
}

/** 納品書: the worker states what was delivered, issued at each 納品 (the next 納品 is the next version). */
export interface DeliveryBody {
  title: string;
  /** The 発注書 it answers (its newest version's number at the 納品), when the contract has one. */
  orderNumber: string | null;
  /** 第n回の納品: 1, then 2 after a 修正依頼, ... */
  round: number;
  /** 納品日 (JST date) and the exact time. */
  deliveredOn: string;
  deliveredAt: string;
  /** The delivery message as sent. */
  message: string;
  photoCount: number;
  link: string | null;
  /** 納期 stated in the 発注書. */
  deliveryDate: string;
  /** The date this 納品 is accepted by itself unless the client acts (docs/product/states.md#auto-complete). */
  autoCompleteOn: string;
}

/** Who made the 検収: the client, the automatic rule, or an admin's decision on a hold. */
export type AcceptanceBy = 'client' | 'automatic' | 'admin';

/** 検収書: the client accepts the work (issued at 検収, in its transaction). */
export interface AcceptanceBody {
  title: string;
  orderNumber: string | null;
  /** 検収日 (JST date). */
  acceptedOn: string;
  by: AcceptanceBy;
  /** The 納品 accepted (JST date), when one was made. */
  deliveredOn: string | null;
  /** 検収金額: the reward less anything refunded to the client. */
  amount: TaxedAmount;
  /** 源泉徴収税額 the salon keeps back from it (docs/product/law.md#withholding-源泉徴収); null or absent: none. */
  withholding?: Withholding | null;
}

/**
 * 請求書 from the worker to the salon, issued by the platform on her behalf at 検収: a qualified
 * invoice (適格請求書) when she had a registration number at that moment (docs/product/law.md#invoices).
 */
export interface InvoiceBody {
  title: string;
  orderNumber: string | null;
  /** 取引年月日: the 検収 (when the service was provided in full). */
  transactionDate: string;
  /** The worker's 登録番号 at issue, or null: then the document says it is not a 適格請求書. */
  issuerRegistrationNumber: string | null;
  /** 請求金額 (税込): what the salon finally pays for the work; its 内消費税 is on this amount, once. */
  amount: TaxedAmount;
  /** Settled in advance by the 仮払い (JST date of the card payment), when there was one. */
  paidOn: string | null;
  /** 源泉徴収税額 the salon keeps back and pays to the tax office (docs/product/law.md#withholding-源泉徴収); null or absent: none. */
  withholding?: Withholding | null;
  /** 差引請求額: amount − 源泉徴収税額, what the 仮払い settled; absent with `withholding`. */
  netAmount?: number;
  /**
   * A corrected version's reason (docs/product/law.md#the-name-on-the-documents): what of the issuer
   * changed; absent on the first.
   */
  revisionNote?: string;
}

/**
 * The platform's 請求書 (a 適格請求書 under its own registration number) to the worker for the
 * サービス利用料, settled by deducting it from her transfer; issued with the transfer.
 */
export interface FeeInvoiceBody {
  title: string;
  operator: OperatorSnapshot;
  /** 取引年月日: the transfer (when the fee was taken). */
  transactionDate: string;
  /** The reward the fee is a share of, and the rate in percent. */
  reward: number;
  feePercent: number;
  fee: TaxedAmount;
}

/** 支払明細: what the worker was paid for one contract, issued with the transfer. */
export interface PayoutStatementBody {
  title: string;
  operator: OperatorSnapshot;
  /**
   * 報酬 (税込) accepted, the サービス利用料 deducted (税込) and what was transferred (差引送金額:
   * reward − withheld − fee).
   */
  reward: number;
  fee: number;
  feePercent: number;
  amount: number;
  /**
   * 源泉徴収税額（発注者が納付）: kept back by the salon, never part of the transfer
   * (docs/product/money.md#withholding); 0 or absent: none.
   */
  withheld?: number;
  /** 送金日 (JST date). */
  transferredOn: string;
  /** When the bank should show it (docs/payout-arrival.md), when known. */
  expectedArrivalOn: string | null;
  /** The fee's 請求書 issued with it. */
  feeInvoiceNumber: string | null;
  /**
   * 振込先: the worker's payout bank as Stripe listed it just before the transfer (its default
   * account), never the full account number; null or absent when it was not known (documents issued
   * before it existed, the backfill, Stripe not answering): the page then says PAYOUT_BANK_UNKNOWN_TEXT.
   */
  bank?: PayoutBank | null;
}

/** The bank a payout went to, as the app may show it (docs/product/entities.md#trade-documents). */
export interface PayoutBank {
  bankName: string;
  /** Japanese branch code ('' when Stripe gave none). */
  branchCode: string;
  /** The account number's last 4 digits. */
  last4: string;
}

/** The 支払明細's 振込先 when the bank was not known at issue. */
export const PAYOUT_BANK_UNKNOWN_TEXT = 'Stripe に登録された受取口座';

/** What each kind's body holds; a kind without an entry is not issued as a trade document. */
export interface TradeDocumentBodies {
  order: OrderBody;
  delivery: DeliveryBody;
  acceptance: AcceptanceBody;
  invoice: InvoiceBody;
  fee_invoice: FeeInvoiceBody;
  payout_statement: PayoutStatementBody;
}

export type IssuedKind = keyof TradeDocumentBodies;

/**
 * The parties who read each kind: the deal's documents both; the fee's 請求書 and the 支払明細 are
 * between the operator and the worker only (the salon is no party to them: it gets 404).
 */
export const TRADE_DOCUMENT_READERS: Record<IssuedKind, readonly ('client' | 'worker')[]> = {
  order: ['client', 'worker'],
  delivery: ['client', 'worker'],
  acceptance: ['client', 'worker'],
  invoice: ['client', 'worker'],
  fee_invoice: ['worker'],
  payout_statement: ['worker'],
};

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
  /**
   * Issued afterwards by the backfill for a contract made before its kind existed
   * (docs/product/entities.md#backfilled-documents): `issuedAt` is the backfill's time, the body's
   * dates are the events'. Absent on documents issued by their event.
   */
  backfilled?: true;
}

export type TradeDocument = { [K in IssuedKind]: TradeDocumentBase & { kind: K; body: TradeDocumentBodies[K] } }[IssuedKind];

/** A document as a party reads it: with the newest version of its kind when a later one replaced it. */
export type TradeDocumentView = TradeDocument & {
  /** The caller's side in its contract (which paths its links take). */
  side: 'client' | 'worker';
  /** The newest version, when this one is superseded. */
  supersededBy: DocumentRef | null;
  /**
   * 再発行: the caller had opened this document before (GET /liff/documents/:id records each party's
   * first view once), so this copy is marked 「再発行」 with `at`, the time of this read; the 発行日
   * (`issuedAt`) never changes. Null on the caller's first view (docs/product/entities.md#trade-documents).
   */
  reissued: { at: string } | null;
};

/** The mark a reprint carries beside its unchanged 発行日, as the 領収書's. */
export const REISSUED_TEXT = '再発行';

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

/** What a worker's 請求書 says when she had no registration number at issue (docs/product/law.md#invoices). */
export const INVOICE_NOT_QUALIFIED_TEXT = '発行者は適格請求書発行事業者ではないため、この請求書は適格請求書ではありません。';

/** The room's line when a 発注書 is issued, and the worker's notice. */
export const ORDER_ISSUED_TEXT = '発注書（取引条件明示書）を発行しました';
export const ORDER_REVISED_TEXT = '発注書（取引条件明示書）を更新しました';

/**
 * The worker's corrected 請求書 (消費税法 57条の4 4項, docs/product/law.md#the-name-on-the-documents):
 *   POST /liff/documents/:id/correct {}  -> 201 TradeDocumentView (the new version)
 * her newest 請求書 only, re-issued with her 登録番号 and 請求書に記載する氏名・屋号 as they are now.
 */
export const INVOICE_UNCHANGED = '請求書の記載に変更はありません';
/** The room's line when she issues it (with the version), and the link it carries. */
export const INVOICE_CORRECTED_TEXT = '請求書（登録番号・名義）を訂正しました';
export const INVOICE_LINK_LABEL = '請求書を見る';

/** The corrected version's `revisionNote`: what of the issuer changed. */
export function invoiceCorrectionNote(changed: { number: boolean; name: boolean }): string {
  const what = changed.number && changed.name ? '登録番号と氏名・屋号' : changed.number ? '登録番号' : '氏名・屋号';
  return `受注者の申出により、発行者の${what}を訂正しました。`;
}
