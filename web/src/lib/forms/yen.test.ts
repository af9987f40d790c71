import { parseNumber } from './yen';

describe('parseNumber', () => {
  it('reads full-width digits, commas, spaces, 円 and 人 as the user meant', () => {
    expect(parseNumber('１５，０００円')).toBe(15000);
    expect(parseNumber(' 3,000 ')).toBe(3000);
    expect(parseNumber('３人')).toBe(3);
    expect(parseNumber(2500)).toBe(2500);
  });
  it('leaves empty as undefined and anything else as NaN for the schema to report', () => {
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber(undefined)).toBeUndefined();
    expect(parseNumber('abc')).toBeNaN();
  });
});
