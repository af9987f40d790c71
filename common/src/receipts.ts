/**
 * The client's 領収書 (docs/product/money.md#receipts): its shape and fixed sentences. Apart from
 * deal.ts, which the contract page's first screen reads: only the receipt page loads these.
 *
 *   GET /liff/client/payments/:contractId/receipt?version=  -> Receipt  the paying client of a paid contract
 *        (the newest version; ?version=n an earlier one, docs/product/money.md#receipt-versions)
 */
import { groupDigits } from './digits';

/**
 * What the 領収書 finally states (docs/product/money.md#receipts): received (the whole payment),
 * partially_refunded (received less what went back: the net is 領収金額) or refunded (all went back:
 * 領収金額 ¥0, marked 全額返金済み, and never 「上記正に領収いたしました」).
 */
export type ReceiptStatus = 'received' | 'partially_refunded' | 'refunded';

/** The receipt's issuer: the operator's legal identity as it stood at the first issue (docs/product/law.md#operator). */
export interface ReceiptIssuer {
  /** 事業者の名称 (the registered name). */
  name: string;
  postalCode: string;
  address: string;
  /** 適格請求書発行事業者登録番号 ('T' and 13 digits). */
  invoiceRegistrationNumber: string;
  /** The service the payment was made through. */
  serviceName: string;
}

/** Another version of the same receipt: its number, 発行日 and version (for ?version=). */
export interface ReceiptVersionRef {
  number: string;
  issuedAt: string;
  version: number;
}

/** 領収書 of one payment: one issued version, as it stated at its issue (docs/product/money.md#receipt-versions). */
export interface Receipt {
  /**
   * Distinct between payments: R-<yyyymmdd JST>-<10 hex digits> for version 1; a later version
   * (a correction after a refund) adds `-<version>`: R-20261201-0A1B2C3D4E-2.
   */
  number: string;
  /** 1 for the first issue, +1 for each correction. */
  version: number;
  /** 発行日 of this version, stored on the payment; the same on every later view. */
  issuedAt: string;
  /** This view's time when it is a 再発行 (any view of the version after its issue); null on the issue. */
  reissuedAt: string | null;
  /** The version this one corrects (訂正): the previous one; null on version 1. */
  replaces: ReceiptVersionRef | null;
  /** The newest version, when this one has been corrected by it; null on the newest. */
  replacedBy: ReceiptVersionRef | null;
  /** 宛名: the client's company name or name (as at the first issue). */
  addressee: string;
  /** The job and the worker the reward is for (as at the first issue). */
  title: string;
  workerName: string;
  /** 但し書き: receiptDescription(title, workerName). */
  description: string;
  status: ReceiptStatus;
  /** The card payment (税込): what was received. */
  paid: number;
  /** What went back to the card (税込) and when (null: not known), once a refund succeeded. */
  refund: { amount: number; refundedAt: string | null } | null;
  /** 領収金額 (税込): paid − refund; 0 once fully refunded. */
  amount: number;
  /**
   * 源泉徴収税額 the salon kept back from the reward and pays to the tax office herself
   * (docs/product/money.md#withholding): not part of `amount`; 0 when none, and after a full refund
   * (no reward was paid, so nothing was withheld).
   */
  withheld: number;
  /**
   * What the 内消費税 is of: the reward the payment settles, amount + withheld (税込); equal to
   * `amount` without withholding; 0 after a full refund (docs/product/money.md#receipts).
   */
  taxBase: number;
  /** 内消費税 (10 %) of `taxBase`, computed once. */
  taxIncluded: number;
  paidAt: string;
  cardBrand: string | null;
  cardLast4: string | null;
  issuer: ReceiptIssuer;
}

/**
 * The 但し書き: the platform receives the reward on the worker's behalf (代理受領), as the terms of use
 * give it the power to (利用規約 第8条2項; docs/product/law.md#receipts).
 */
export const receiptDescription = (title: string, workerName: string, withheld = 0) =>
  `${workerName} 様への「${title}」の業務委託報酬として（代理受領）${withheld > 0 ? receiptWithheldText(withheld) : ''}`;

/** The 但し書き's addition when the salon withheld income tax (docs/product/money.md#receipts). */
export const receiptWithheldText = (withheld: number) => `（源泉徴収税額 ¥${groupDigits(withheld)} を除く）`;

/** The receipt's fixed sentences (docs/product/money.md#receipts). */
export const RECEIPT_TEXT = {
  received: '上記正に領収いたしました。',
  reissued: '再発行',
  /** On a correction: the version it replaces. */
  replaces: (number: string) => `No.${number} に代わる領収書（訂正）`,
  /** On a corrected version: the newest one. */
  replacedBy: (number: string) => `この領収書は No.${number} により訂正されています`,
  fullyRefunded: '全額返金済み',
  /** Under the amount after a full refund, instead of the received sentence. */
  refundedNote: (date: string | null) => `上記のお支払いは、${date ? `${date}に` : ''}全額をご返金いたしました。`,
  /** The platform's role: it received the reward as the worker's agent. */
  agency: (operatorName: string, workerName: string) =>
    `${operatorName}は、利用規約第8条第2項に基づき、受注者 ${workerName} 様に代わって報酬を受領（代理受領）しました。報酬の請求書は受注者の名義で発行されます（本書は報酬の適格請求書ではありません）。`,
} as const;

/** Errors of the receipt endpoint. */
export const receiptMessages = {
  versionNotFound: '指定された版の領収書は見つかりません',
} as const;
