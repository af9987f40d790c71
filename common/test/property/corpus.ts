/**
 * The known-bad corpus: hostile values replayed as fixed examples in every run, by the
 * schema properties here and by the endpoint properties of functions/test/property (which add the
 * raw HTTP cases: malformed JSON, content types, encodings, path ids).
 *
 * Every value is a JSON value, as JSON.parse makes it (own `__proto__` / `toString` keys included):
 * that is all that reaches a shared schema in this product, the API's body parser included.
 * HOSTILE_VALUES are nested at most BOUNDARY_DEPTH levels, as deep as the API lets a body through;
 * BEYOND_BOUNDARY holds deeper ones, which only the API corpus sends.
 */

/**
 * Mirrors MAX_DEPTH of functions/src/http/body.ts (a test in functions/test/property checks that they
 * agree): the API refuses a body nested deeper with a 400 before any schema runs, so the schema
 * properties never get deeper values. Deeper ones are covered by the API corpus
 * (functions/test/property: BEYOND_BOUNDARY below and 10 000-level raw JSON texts).
 */
export const BOUNDARY_DEPTH = 32;

/** Levels of arrays and objects in a JSON value: 0 for a primitive, 1 for [] or {}. Iterative. */
export function depthOf(root: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    if (d > max) max = d;
    for (const x of Object.values(v)) stack.push([x, d + 1]);
  }
  return max;
}

/** Object.prototype members and other names that break code treating objects as dictionaries. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupGetter__',
  'toJSON',
  'then',
] as const;

/**
 * An object with these own, enumerable properties, as JSON.parse makes them: `__proto__` included
 * as a plain own key (an object literal would set the prototype instead).
 */
export function own(entries: Array<[string, unknown]>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** `[[[...[]...]]]` with this many levels. */
export function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 1; i < depth; i++) v = [v];
  return v;
}

/** `{"a":{"a":...{}}}` with this many levels. */
export function deepObject(depth: number, key = 'a'): unknown {
  let v: unknown = {};
  for (let i = 1; i < depth; i++) v = own([[key, v]]);
  return v;
}

/**
 * The crafted URL that stalls yup's url() pattern: its host part
 * `((label)\.)+tld` lets every '.' be either a separator or a character inside a label
 * ([a-z\d\-._~]* in the middle of a label), so a run of "a." that does not end the way the pattern
 * wants is retried in about 2^n ways. 60 characters, well inside hpURL's 100: seconds per check.
 */
export const URL_STALL = `http://${'a.'.repeat(26)}!`;
/** The same shape at other lengths and with other separators (each doubles per added segment). */
export const URL_STALL_VARIANTS = [`http://${'a.'.repeat(22)}!`, `https://a${'.a'.repeat(24)}!`, `//${'a-a.'.repeat(22)}!`];

/** Strings with every Unicode general category and the usual troublemakers. */
export const UNICODE_SAMPLES = [
  // letters: Lu Ll Lt Lm Lo (kana, kanji, Hangul), and a combining sequence NFC changes
  'A',
  'z',
  'ǅ',
  'ʰ',
  'あ',
  'ア',
  '漢',
  '한',
  'e\u0301',
  // marks: Mn Mc Me
  '\u0301',
  '\u0903',
  '\u20DD',
  // numbers: Nd (Arabic-Indic, full-width) Nl No
  '٣',
  '９',
  'Ⅻ',
  '½',
  // punctuation and symbols
  '_',
  '＿',
  '—',
  '「',
  '」',
  '«',
  '»',
  '、',
  '。',
  '∑',
  '¥',
  '￥',
  'ﾞ',
  '©',
  '🎉',
  // separators: Zs (NBSP, ideographic, em), Zl, Zp
  '\u00A0',
  '\u3000',
  '\u2003',
  '\u2028',
  '\u2029',
  // controls: Cc (NUL, ESC, DEL, NEL, CR, LF, TAB)
  '\u0000',
  '\u001B',
  '\u007F',
  '\u0085',
  '\r',
  '\n',
  '\t',
  // format: Cf (zero width space/joiner, LRM/RLM, RLO, BOM, isolates)
  '\u200B',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202E',
  '\uFEFF',
  '\u2066',
  // surrogates: Cs alone (invalid UTF-16), a valid astral pair, a reversed pair
  '\uD800',
  '\uDFFF',
  '😀',
  '\uDE00\uD83D',
  // private use and noncharacters: Co Cn
  '\uE000',
  '\uF8FF',
  '\uFDD0',
  '\uFFFF',
  // full-width and half-width forms NFKC rewrites
  'Ａ',
  'ｶ',
  'ｶﾞ',
  '１９８８',
  // emoji sequences: ZWJ family, flag, keycap, skin tone
  '👨‍👩‍👧‍👦',
  '🇯🇵',
  '1️⃣',
  '👍🏽',
];

export interface Named {
  name: string;
  value: unknown;
}

/** Hostile strings, each a whole field value. */
export const HOSTILE_STRINGS: Named[] = [
  { name: 'number as text "1988"', value: '1988' },
  { name: 'padded number text " 14 "', value: ' 14 ' },
  { name: 'exponent text "1e3"', value: '1e3' },
  { name: 'hex text "0x10"', value: '0x10' },
  { name: 'full-width digits "１９８８"', value: '１９８８' },
  { name: 'text "NaN"', value: 'NaN' },
  { name: 'text "Infinity"', value: 'Infinity' },
  { name: 'text "true"', value: 'true' },
  { name: 'text "null"', value: 'null' },
  { name: 'empty string', value: '' },
  { name: 'blank (spaces, ideographic space, tab, newline)', value: ' \u3000\t\n ' },
  { name: 'zero-width only', value: '\u200B\u200D\uFEFF' },
  { name: 'yup url() stall (60 chars)', value: URL_STALL },
  ...URL_STALL_VARIANTS.map((value, i) => ({ name: `yup url() stall variant ${i + 1}`, value })),
  { name: 'url with javascript: scheme', value: 'javascript:alert(1)' },
  { name: 'url with data: scheme', value: 'data:text/html,<script>alert(1)</script>' },
  { name: 'e-mail stall candidate', value: `${'a'.repeat(40)}@${'a-'.repeat(30)}` },
  { name: 'e-mail with 61-character labels', value: `a@${'a'.repeat(61)}.${'b'.repeat(61)}.${'c'.repeat(61)}!` },
  { name: 'date-like "2026-02-30"', value: '2026-02-30' },
  { name: 'date-like "99999-01-01"', value: '99999-01-01' },
  { name: 'date-like "0000-00-00"', value: '0000-00-00' },
  { name: 'over-long ASCII (101)', value: 'a'.repeat(101) },
  { name: 'over-long kana (1001)', value: 'あ'.repeat(1001) },
  { name: 'over-long (2001)', value: 'x'.repeat(2001) },
  { name: 'over-long (4097)', value: 'x'.repeat(4097) },
  { name: 'over-long, over the 32 kB body cap (40000)', value: 'x'.repeat(40_000) },
  { name: 'lone high surrogate', value: '\uD800' },
  { name: 'lone low surrogate inside text', value: 'a\uDC00b' },
  { name: 'reversed surrogate pair', value: '\uDC00\uD800' },
  { name: 'NUL', value: '\u0000' },
  { name: 'NUL inside text', value: 'ab\u0000cd' },
  { name: 'ANSI escape', value: '\u001B[31mred\u001B[0m' },
  { name: 'DEL and C1 controls', value: '\u007F\u0080\u009F' },
  { name: 'RTL override', value: '\u202Egnp.exe' },
  { name: 'line and paragraph separators', value: 'a\u2028b\u2029c' },
  { name: 'CRLF and CR', value: 'a\r\nb\rc' },
  { name: '500 combining marks', value: `e${'\u0301'.repeat(500)}` },
  { name: 'decomposed é (NFC changes the length)', value: 'e\u0301' },
  { name: 'full-width forms', value: 'ＡＢＣ１２３ｶﾞ' },
  { name: 'ligature NFKC expands (ﷺ x 20)', value: '\uFDFA'.repeat(20) },
  { name: 'emoji ZWJ sequence', value: '👨‍👩‍👧‍👦' },
  { name: 'every Unicode category sample', value: UNICODE_SAMPLES.join('') },
  { name: 'path traversal', value: '../../users/U0/profiles/client' },
  { name: 'slash id', value: 'a/b' },
  { name: 'prototype key as text', value: '__proto__' },
  { name: 'HTML', value: '<script>alert(1)</script>' },
  { name: 'SQL', value: "'; DROP TABLE users; --" },
  { name: 'template', value: '${process.exit()}{{7*7}}' },
  { name: 'store date marker as text', value: '{"$date":"2020-01-01T00:00:00.000Z"}' },
];

/** Hostile non-string JSON values, at most BOUNDARY_DEPTH levels deep. */
export const HOSTILE_OTHERS: Named[] = [
  { name: 'number in an array [6]', value: [6] },
  { name: 'text in an array ["1988"]', value: ['1988'] },
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'false', value: false },
  { name: '0', value: 0 },
  { name: '-1', value: -1 },
  { name: '1.5', value: 1.5 },
  { name: '1e308', value: 1e308 },
  { name: '-1e308', value: -1e308 },
  { name: 'JSON 1e400 (parses as Infinity)', value: JSON.parse('1e400') as unknown },
  { name: 'JSON -0', value: JSON.parse('-0') as unknown },
  { name: '2^53 + 2', value: 2 ** 53 + 2 },
  { name: '5e-324', value: 5e-324 },
  { name: 'empty object', value: {} },
  { name: 'empty array', value: [] },
  { name: 'array of null', value: [null] },
  { name: 'array of 1000 strings', value: Array.from({ length: 1000 }, () => 'x') },
  { name: 'array of duplicates', value: ['a', 'A', 'ａ', ' a '] },
  { name: 'store date marker object', value: { $date: '2020-01-01T00:00:00.000Z' } },
  { name: 'own __proto__ object', value: JSON.parse('{"__proto__":{"isActive":true,"polluted":1}}') as unknown },
  { name: 'own __proto__ null', value: own([['__proto__', null]]) },
  { name: 'own __proto__ text', value: own([['__proto__', 'x']]) },
  { name: 'own __proto__ array', value: own([['__proto__', []]]) },
  { name: 'constructor.prototype', value: own([['constructor', own([['prototype', { polluted: 1 }]])]]) },
  { name: 'toString text', value: own([['toString', 'x']]) },
  { name: 'hasOwnProperty number', value: own([['hasOwnProperty', 1]]) },
  { name: 'valueOf object', value: own([['valueOf', {}]]) },
  { name: 'toJSON text', value: own([['toJSON', 'x']]) },
  { name: 'then (thenable)', value: own([['then', 1]]) },
  { name: 'nested own __proto__', value: own([['a', own([['__proto__', { isActive: true }]])]]) },
  { name: 'every prototype key', value: own(PROTOTYPE_KEYS.map((k) => [k, k])) },
  { name: `deep array (${BOUNDARY_DEPTH} levels, the boundary's limit)`, value: deepArray(BOUNDARY_DEPTH) },
  { name: `deep object (${BOUNDARY_DEPTH} levels)`, value: deepObject(BOUNDARY_DEPTH) },
  { name: `deep __proto__ object (${BOUNDARY_DEPTH} levels)`, value: deepObject(BOUNDARY_DEPTH, '__proto__') },
  // Whole bodies end at the limit above; these still fit inside the deepest field (two levels down).
  { name: `deep array (${BOUNDARY_DEPTH - 2} levels)`, value: deepArray(BOUNDARY_DEPTH - 2) },
  { name: `deep __proto__ object (${BOUNDARY_DEPTH - 2} levels)`, value: deepObject(BOUNDARY_DEPTH - 2, '__proto__') },
  { name: 'wide object (2 000 keys)', value: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])) },
];

/** Hostile JSON values that can reach a schema (strings and others). */
export const HOSTILE_VALUES: Named[] = [...HOSTILE_STRINGS, ...HOSTILE_OTHERS];

/** JSON values nested deeper than the API lets through: sent only over HTTP, refused there. */
export const BEYOND_BOUNDARY: Named[] = [
  { name: `deep array (${BOUNDARY_DEPTH + 1} levels, one over the limit)`, value: deepArray(BOUNDARY_DEPTH + 1) },
  { name: 'deep array (100 levels)', value: deepArray(100) },
  { name: 'deep array (10 000 levels)', value: deepArray(10_000) },
  { name: 'deep object (1 000 levels)', value: deepObject(1_000) },
  { name: 'deep __proto__ object (200 levels)', value: deepObject(200, '__proto__') },
];

/**
 * JSON text of a value, own `__proto__` keys included (JSON.stringify writes own keys). Values
 * nested deeper than JSON.stringify's recursion allows are written without recursion.
 */
export function toJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? 'null';
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return deepToJson(v);
  }
}

type Piece = { raw: string } | { value: unknown };

function deepToJson(root: unknown): string {
  const out: string[] = [];
  const stack: Piece[] = [{ value: root }];
  while (stack.length) {
    const piece = stack.pop() as Piece;
    if ('raw' in piece) {
      out.push(piece.raw);
      continue;
    }
    const v = piece.value;
    if (v === null || typeof v !== 'object') {
      out.push(JSON.stringify(v) ?? 'null');
      continue;
    }
    const pieces: Piece[] = [];
    if (Array.isArray(v)) {
      pieces.push({ raw: '[' });
      v.forEach((x: unknown, i) => pieces.push(...(i ? [{ raw: ',' }] : []), { value: x }));
      pieces.push({ raw: ']' });
    } else {
      pieces.push({ raw: '{' });
      Object.entries(v).forEach(([k, x], i) => pieces.push({ raw: `${i ? ',' : ''}${JSON.stringify(k)}:` }, { value: x }));
      pieces.push({ raw: '}' });
    }
    for (let i = pieces.length - 1; i >= 0; i--) stack.push(pieces[i]);
  }
  return out.join('');
}
