/**
 * Reading a partner directory file and keying its accounts (docs/product/admin.md#partner-directory),
 * without the API: every invalid line named with its number and reason, keys valid document ids.
 */
import { normaliseEmail, partnerKey } from '@common/partners';
import { isDocId } from '../../src/ids';
import { CSV_MESSAGES, parsePartnerFile, splitCsvLine } from '../../src/features/partners/csv';

describe('partner directory file', () => {
  it('keys: the normalised e-mail as a document id, one per address', () => {
    expect(partnerKey('Taro.Y@Example.JP')).toBe('taro_2Ey_40example_2Ejp');
    expect(partnerKey(' ｔａｒｏ．ｙ＠example.jp ')).toBe('taro_2Ey_40example_2Ejp');
    expect(partnerKey('a_b@x.jp')).toBe('a_5Fb_40x_2Ejp');
    expect(partnerKey('a_5Fb@x.jp')).not.toBe(partnerKey('a_b@x.jp'));
    expect(partnerKey('山田@例え.jp')).toMatch(/^(_[0-9A-F]{2})+_40(_[0-9A-F]{2})+_2Ejp$/);
    expect(partnerKey('')).toBeNull();
    expect(partnerKey(`${'a'.repeat(120)}@example.jp`)).toBeNull();
    for (const e of ['x@y.jp', '__a__@b.jp', 'a-b@c.jp', 'ß@x.jp']) {
      expect(isDocId(partnerKey(e))).toBe(true);
    }
    expect(normaliseEmail(' A@B.JP ')).toBe('a@b.jp');
  });

  it('splits RFC 4180 lines: quotes, doubled quotes, commas inside quotes; an open quote is null', () => {
    expect(splitCsvLine('a@b.jp,サロン')).toEqual(['a@b.jp', 'サロン']);
    expect(splitCsvLine('"a@b.jp","株式会社 ""A"", 本店"')).toEqual(['a@b.jp', '株式会社 "A", 本店']);
    expect(splitCsvLine(' a@b.jp , サロン ')).toEqual(['a@b.jp', 'サロン']);
    expect(splitCsvLine('a@b.jp,"open')).toBeNull();
    expect(splitCsvLine('a@b.jp,x"y')).toBeNull();
    expect(splitCsvLine('a,b,')).toEqual(['a', 'b', '']);
  });

  it('a BOM, CRLF and CR line ends and blank lines are fine; the header is case-insensitive', () => {
    const parsed = parsePartnerFile('\uFEFFEmail,CompanyName\r\na@b.jp,A\r\rb@b.jp,B\n\n');
    expect(parsed.invalid).toEqual([]);
    expect(parsed.entries.map((e) => e.email)).toEqual(['a@b.jp', 'b@b.jp']);
  });

  it('names each invalid line, duplicates compared normalised', () => {
    const parsed = parsePartnerFile(
      ['email,companyName', 'A@B.jp,A', 'a@b.jp,A2', 'bad@,X', `c@b.jp,${'長'.repeat(201)}`, 'd@b.jp,制御\u0007文字'].join('\n'),
    );
    expect(parsed.invalid.map((l) => [l.line, l.reason])).toEqual([
      [3, CSV_MESSAGES.duplicate(2)],
      [4, CSV_MESSAGES.email],
      [5, CSV_MESSAGES.companyLong],
      [6, CSV_MESSAGES.control],
    ]);
    expect(parsed.invalid[2].text.length).toBeLessThanOrEqual(201);
    expect(parsed.entries).toEqual([{ key: 'a_40b_2Ejp', email: 'A@B.jp', companyName: 'A' }]);
  });

  it('a garbled header (a Shift_JIS file read as UTF-8) is named as such', () => {
    const parsed = parsePartnerFile('\uFFFD\uFFFD,\uFFFD\na@b.jp,A');
    expect(parsed.entries).toEqual([]);
    expect(parsed.invalid).toEqual([{ line: 1, text: '\uFFFD\uFFFD,\uFFFD', reason: CSV_MESSAGES.garbled }]);
  });
});
