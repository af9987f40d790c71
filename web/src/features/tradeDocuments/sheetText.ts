/**
 * The words and numbers every business document sheet prints the same way
 * (docs/product/screens.md#trade-document): yen as 「¥12,345」 (an amount to pay as 「¥12,345-」), the
 * title split into its name and its parenthesised qualifier, and a party's 宛名 with 御中 or 様.
 */
import type { TradeDocumentKind, TradeParty } from '@common/tradeDocuments';

/** 12345 -> '¥12,345'. */
export const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

/** 源泉徴収税額 as a deduction: 1021 -> '−¥1,021' (docs/product/law.md#withholding-源泉徴収). */
export const minusYen = (n: number) => `−${yen(n)}`;

/** The line's label of the withheld tax, on every document that states it. */
export const WITHHOLDING_LABEL = '源泉徴収税額';

/** An amount as a total is written on a Japanese invoice: '¥12,345-'. */
export const yenTotal = (n: number) => `${yen(n)}-`;

/** '発注書（取引条件明示書）' -> ['発注書', '（取引条件明示書）']; a title without a qualifier -> [title, '']. */
export function titleParts(label: string): [string, string] {
  const at = label.indexOf('（');
  return at > 0 ? [label.slice(0, at), label.slice(at)] : [label, ''];
}

/** The test ids' prefix of a kind: 'fee_invoice' -> 'fee-invoice'. */
export const sheetPrefix = (kind: TradeDocumentKind) => kind.replace(/_/g, '-');

/**
 * How the addressee is named: a company (法人) as 「{会社名} {名前} 御中」, a person as 「{名前} 様」. The
 * company's line is left out when it is the same as the name.
 */
export function addresseeLines(party: Pick<TradeParty, 'name' | 'companyName'>): { company: string | null; name: string } {
  const company = party.companyName?.trim() || null;
  if (!company) return { company: null, name: `${party.name} 様` };
  return company === party.name ? { company: null, name: `${party.name} 御中` } : { company, name: `${party.name} 御中` };
}
