/**
 * 15000 -> '15,000', as toLocaleString('ja-JP') writes it. Whole numbers are grouped by hand: the
 * first Intl call of a page initialises ICU (about 10 ms on a desktop, several times that on a phone),
 * which the first screens paid for a reward or a character count (docs/performance.md).
 */
export const groupDigits = (n: number): string =>
  // -0 too goes to toLocaleString, which writes it '-0' (String(-0) is '0').
  Number.isSafeInteger(n) && !Object.is(n, -0) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : n.toLocaleString('ja-JP');
