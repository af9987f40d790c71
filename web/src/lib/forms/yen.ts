/**
 * The one reader of typed numbers (yen, people): full-width digits, commas, spaces, 円 and 人 are
 * read as the user meant; anything else becomes NaN so the schema reports it. Empty is undefined.
 * Used as react-hook-form's register(name, { setValueAs: parseNumber }).
 */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const s = String(value ?? '')
    .normalize('NFKC')
    .replace(/[,、円人\s]/g, '');
  return s === '' ? undefined : Number(s);
}
