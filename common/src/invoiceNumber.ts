/**
 * 適格請求書発行事業者の登録番号 (docs/product/law.md#registration-numbers): 'T' and 13 digits. A
 * company's 13 digits are its 法人番号, whose first digit is a check digit over the other twelve
 * (法人番号の指定等に関する省令 2条); an individual's are a number of their own that the sources give no
 * check for, so only its form is checked. Plain functions, free of yup: the worker's form, the API and
 * the operator's configuration all read them.
 */
import type { Classify } from './options';

export const INVOICE_NUMBER_MESSAGES = {
  /** Not 'T' and 13 digits once normalised (letters, 12 or 14 digits, no T). */
  format: '登録番号はTと13桁の数字で入力してください',
  /** The form is right but the digits cannot be a registration number (a company's check digit, a leading 0). */
  invalid: '登録番号が正しくありません（確認してください）',
  type: '登録番号は文字列で入力してください',
} as const;

/** What a user may type, spaces and hyphens included; longer input is refused before it is read. */
export const INVOICE_NUMBER_INPUT_MAX = 30;

/** Space, hyphen and dash characters people type between digit groups (after NFKC: full-width ones are ASCII). */
const SEPARATORS = /[\s\-‐‑‒–—―−ー]/g;

/**
 * The number as stored: NFKC (full-width digits and Ｔ become ASCII), separators removed, upper case
 * ('t' becomes 'T'). The result is not checked: see checkInvoiceNumber.
 */
export function normaliseInvoiceNumber(input: string): string {
  return input.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
}

/**
 * The check digit of a 法人番号 from its 12-digit base (基礎番号): 9 - (Σ Pn × Qn mod 9), Pn the n-th
 * digit counting from the least significant one, Qn 1 for odd n and 2 for even n (法人番号の指定等に関する
 * 省令 2条; the remainder is of the whole sum). Always 1 to 9.
 */
export function corporateCheckDigit(base: string): number {
  if (!/^\d{12}$/.test(base)) throw new RangeError('a 法人番号 base is 12 digits');
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
}

/** 13 digits whose first is the check digit of the other twelve. */
export const isCorporateNumber = (digits: string): boolean =>
  /^\d{13}$/.test(digits) && Number(digits[0]) === corporateCheckDigit(digits.slice(1));

export type InvoiceNumberCheck = { ok: true; value: string } | { ok: false; error: string };

/**
 * Normalises and checks a registration number for its holder's kind: a corporation's digits must be a
 * 法人番号 (check digit); an individual's must be 13 digits not starting with 0 (the sources state no
 * check digit for them: docs/product/law.md#registration-numbers). `kind` omitted checks the form only.
 */
export function checkInvoiceNumber(input: string, kind?: Classify): InvoiceNumberCheck {
  if (input.length > INVOICE_NUMBER_INPUT_MAX) return { ok: false, error: INVOICE_NUMBER_MESSAGES.format };
  const value = normaliseInvoiceNumber(input);
  if (!/^T\d{13}$/.test(value)) return { ok: false, error: INVOICE_NUMBER_MESSAGES.format };
  const digits = value.slice(1);
  if (kind === 'corporation' && !isCorporateNumber(digits)) return { ok: false, error: INVOICE_NUMBER_MESSAGES.invalid };
  if (kind === 'individual' && digits[0] === '0') return { ok: false, error: INVOICE_NUMBER_MESSAGES.invalid };
  return { ok: true, value };
}

/** T1234567890123 as T1-2345-6789-0123, the grouping of the NTA's forms (1, 4, 4, 4), for reading. */
export const formatInvoiceNumber = (value: string): string =>
  /^T\d{13}$/.test(value) ? `T${value[1]}-${value.slice(2, 6)}-${value.slice(6, 10)}-${value.slice(10)}` : value;
