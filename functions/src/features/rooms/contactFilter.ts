/**
 * The contact filter of message rooms before 仮払い (docs/product/validation.md#contact-filter): Japanese
 * marketplaces forbid moving a deal off the platform before the payment is held, so a message carrying a
 * phone number, an e-mail address, a LINE ID or a link to another marketplace or a direct-message service
 * is refused. A pure function of the text; every pattern runs in linear time on the 2,000 characters a
 * message may have.
 *
 * The text is first normalised: invisible characters (Unicode category Cf: zero-width spaces and
 * joiners, soft hyphens, word joiners, BOMs, bidi marks) are removed, so they split nothing (and
 * text after a right-to-left override is also read as it is shown, reversed); NFKC
 * (full-width digits, letters, ＠ and ＋ become ASCII); lower case; combining marks removed (a
 * keycap 0️⃣ or an underlined 0̲ is a 0); dash look-alikes become '-'; the usual spellings of "at"
 * and "dot" become '@' and '.'. Any punctuation or symbol (\p{P}, \p{S}: / 、 , * → ・ ...) counts
 * as a separator, like a space, between the digits of a phone number and after "LINE" or "ID".
 *
 * - phone: a run of digits with at most 3 separators between them, split into its groups; any
 *   consecutive groups whose digits form a Japanese number (0 + 9 digits: landlines, 0120, 0570;
 *   0[5-9]0 + 8 digits: mobile and IP phones; 0800 + 7 digits; +81 and the number without its 0)
 *   in at most 4 groups, or digit by digit ("0 9 0 1 2 ...", "+81 9 0 1 ..."). Dates, times and
 *   amounts next to nothing but other such numbers ("2026/01/01〜2026/01/31", "12/05 10:00",
 *   "1,050,000〜2,050,000") and postal codes after 〒 end a run (maskNumbers below), so that
 *   schedules and price ranges never join into such a number; next to other digits they may be a
 *   piece of one and stay.
 * - email: local@domain.tld, also with spaces around @ and . , (at) [at] アット あっと ＠マーク,
 *   (dot) ドット 。 ・, and @ with a mail provider's name and no domain ("name@gmail").
 * - line: "LINE ID", "ラインID", "LINEのID", "LINE交換", "LINE教えて" (separators allowed between
 *   the words: "LINE・ID"), "ID: xxxx" / "IDは xxxx" / "ID→xxxx", "LINE→xxxx" / "LINE: xxxx" (an
 *   ASCII id after a symbol, a colon or an opening bracket), "LINE xxxx1" / "ID/xxxx1" (after any
 *   separator when the id has a digit, '.' or '_'), an @handle (LINE official account ids, and SNS
 *   handles alike), line.me and lin.ee links (liff.line.me, the mini apps' own links, is allowed).
 * - external: links to other marketplaces and direct-message services (EXTERNAL_HOSTS below).
 *
 * Known trade-offs (docs/data.md repeats them):
 * - A 10 or 11 digit number starting with 0 is taken for a phone number even when it is an order or
 *   account number; such numbers have no business in a conversation before 仮払い.
 * - Numbers spelled out in kanji or kana (〇九〇, ゼロキュウゼロ), with letters for digits (O9O), and
 *   phone numbers split into more than 4 groups of several digits pass; so does one written as two
 *   dates, times or amounts in a row ("09/12 123,456"), or with 〒 before its last 7 digits.
 * - A time or date with a leading zero right before a long plain number ("09:30 300000") is taken
 *   for a phone number.
 * - After "LINE" or "ID", a word that names a service or a login detail (Instagram, WORKS, PASS...)
 *   is not an id; any other ASCII word after a symbol is ("LINE→satomiyuki"), while a plain word
 *   after a space or a '/' or '・' needs a digit, '.' or '_' to be taken for one ("LINE/Instagram"
 *   passes, "LINE sato123" does not). "ライン" inside a katakana word (オンライン, フェイスライン) is
 *   not LINE.
 * - Instagram profile and post links pass (portfolios, which profiles show anyway); its DM links
 *   (ig.me, instagram.com/direct) do not. An @handle is refused whatever service it belongs to.
 * - beauty.hotpepper.jp (a salon's own listing and booking page) and other salon sites pass: they
 *   are where salons show their work, not where freelance deals are made.
 * - Service names written without a link (ココナラ, ランサーズ) pass; only links are refused.
 */

export type ContactKind = 'phone' | 'email' | 'line' | 'external';

export interface ContactMatch {
  kind: ContactKind;
  /** The normalised text that matched (for tests and logs; never stored). */
  match: string;
}

/**
 * Hosts (and their subdomains) of other marketplaces and of direct-message services; an entry
 * with a path blocks only that path on the host.
 */
export const EXTERNAL_HOSTS: readonly string[] = [
  // Freelance and skill marketplaces where the same deal could be made.
  'coconala.com',
  'coconala.jp',
  'lancers.jp',
  'crowdworks.jp',
  'shufti.jp',
  'bizseek.jp',
  'skima.jp',
  'timeticket.jp',
  'mosh.jp',
  'zehitomo.com',
  'anytimes.co.jp',
  // Salon model matching (ミニモ).
  'minimodel.jp',
  'minimo.jp',
  // Direct messages.
  'ig.me',
  'instagram.com/direct',
  'm.me',
  'messenger.com',
  'facebook.com/messages',
  'twitter.com/messages',
  'x.com/messages',
  't.me',
  'wa.me',
  'discord.gg',
  'discord.com/invite',
  'chatwork.com',
  // LINE: add-friend links and official account pages.
  'line.me',
  'lin.ee',
];

/** LINE's own mini-app links (this app's permanent links among them). */
const ALLOWED_HOSTS: readonly string[] = ['liff.line.me'];

const DASHES = /[\u2010-\u2015\u2212\u2043\uFE58\uFE63\uFF0D]/g;
const INVISIBLE = /\p{Cf}/gu;
const MARKS = /[\p{Mn}\p{Me}]/gu;

/** One separator: a space, a punctuation mark or a symbol (after normalise()). */
const SEP = '[\\s\\p{P}\\p{S}]';

function normalise(text: string): string {
  return (
    text
      .replace(INVISIBLE, '')
      .normalize('NFKC')
      .toLowerCase()
      .replace(MARKS, '')
      .replace(DASHES, '-')
      // The katakana long vowel mark written as a dash, between digits only (コーヒー stays).
      .replace(/(?<=\d)\s*[ーｰ]\s*(?=\d)/g, '-')
  );
}

// ---- phone numbers ----

/** Digits joined by short runs of separators; separators and digits never overlap: linear. */
const DIGIT_RUN = new RegExp(`\\+?\\d(?:${SEP}{0,3}\\d)*`, 'gu');
const NATIONAL = /^(?:0[1-9]\d{8}|0[5-9]0\d{8}|0800\d{7})$/;
const MAX_PHONE_DIGITS = 13;
const MAX_GROUPS = 4;

/** "+81 (0)90 ..." writes the national 0 in brackets (a +81 that continues digits is no prefix). */
const NATIONAL_ZERO = new RegExp(`(?<!\\d${SEP}{0,3})(\\+81${SEP}{0,3})\\(\\s*0\\s*\\)`, 'gu');
/** Ordinary numbers written with separators: dates, times, postal codes and amounts. */
const NUMERIC_TOKEN = new RegExp(
  [
    // 2026/12/01, 2026-1-5, 2026.12: one separator throughout.
    '(?:19|20)\\d{2}(?<sep>[-/.])(?:0?[1-9]|1[0-2])(?:\\k<sep>(?:0?[1-9]|[12]\\d|3[01]))?',
    // 12/01, 9:30, 10:00.
    '(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\\d|3[01])',
    '(?:[01]?\\d|2[0-3]):[0-5]\\d',
    '(?<postal>〒\\s*\\d{3}-?\\d{4})',
    '(?<!\\d,)(?<amount>[1-9]\\d{0,2}(?:,\\d{3})+)',
  ]
    .map((alternative) => `(?<!\\d)(?:${alternative})(?!\\d)`)
    .join('|'),
  'g',
);
const DIGITS_BEFORE = new RegExp(`[\\d+]${SEP}{0,3}$`, 'u');
const DIGITS_AFTER = new RegExp(`^${SEP}{0,3}\\d`, 'u');

/**
 * Takes ordinary numbers out of the way of the phone search: a date, time or amount next to other
 * such numbers only ("2026/01/01〜2026/01/31", "8/01 10:00", "1,050,000〜2,050,000") becomes a
 * letter, which ends a run of digits, so that they never join into a number starting with 0; one
 * next to plain digits may be a piece of a phone number ("09:01 2345 678", "090 1,234,567") and
 * stays, an amount as one group (its commas are no separators: "1,050,000 30000" holds no "050...").
 * Postal codes after 〒 always go.
 */
function maskNumbers(text: string): string {
  const found = [...text.matchAll(NUMERIC_TOKEN)];
  const between: string[] = [];
  let from = 0;
  for (const m of found) {
    between.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  between.push(text.slice(from));
  return found
    .map((m, i) => {
      if (m.groups?.postal) return 'x';
      const nearDigits = DIGITS_BEFORE.test(between[i]) || DIGITS_AFTER.test(between[i + 1]);
      // Single digits ("1/2") never make a run longer than digit-by-digit writing does.
      if (!nearDigits && /\d\d/.test(m[0])) return 'x';
      return m.groups?.amount ? m[0].replace(/,/g, '') : m[0];
    })
    .reduce((out, token, i) => out + token + between[i + 1], between[0]);
}

function phoneIn(run: string): boolean {
  const groups = run.match(/\+?\d+/g) ?? [];
  for (let i = 0; i < groups.length; i++) {
    const plus = groups[i].startsWith('+');
    let digits = '';
    for (let j = i; j < groups.length; j++) {
      digits += groups[j].replace('+', '');
      if (digits.length > MAX_PHONE_DIGITS) break;
      const count = j - i + 1;
      // Digit by digit, after "+81" too.
      const shapeOk =
        count <= MAX_GROUPS ||
        groups.slice(i, j + 1).every((g, k) => g.replace('+', '').length === 1 || (k === 0 && g === '+81'));
      if (!shapeOk) continue;
      const national = plus ? (digits.startsWith('81') ? `0${digits.slice(2)}` : '') : digits;
      if (NATIONAL.test(national)) return true;
    }
  }
  return false;
}

function findPhone(text: string): string | null {
  const t = maskNumbers(text.replace(NATIONAL_ZERO, '$1'));
  for (const m of t.matchAll(DIGIT_RUN)) if (phoneIn(m[0])) return m[0];
  return null;
}

// ---- e-mail addresses and hosts ----

const OPEN = '[(\\[{<【「『〔]';
const CLOSE = '[)\\]}>】」』〕]';
const MARK = '(?:まーく|マーク|mark)?';
const COMMON_TLD = '(?:com|net|org|jp|co|ne|or|ac|me|ee|io|info|biz)';
const BEFORE = '(?<=[a-z0-9._%+-])';
const AFTER = '(?=[a-z0-9])';

const rules: Array<[RegExp, string]> = [
  // (at) [at] <at> 【アット】 (dot) [.] ...
  [new RegExp(`\\s*${OPEN}\\s*(?:at|あっと|アット|@)${MARK}\\s*${CLOSE}\\s*`, 'g'), '@'],
  [new RegExp(`\\s*${OPEN}\\s*(?:dot|どっと|ドット|\\.)\\s*${CLOSE}\\s*`, 'g'), '.'],
  // アット, あっと(まーく), ＠マーク between two words; "at" and "dot" only as words of their own.
  [new RegExp(`${BEFORE}\\s*(?:あっと|アット)${MARK}\\s*${AFTER}`, 'g'), '@'],
  [new RegExp(`${BEFORE}\\s+at${MARK}\\s+${AFTER}`, 'g'), '@'],
  [/@\s*(?:まーく|マーク|mark)/g, '@'],
  [new RegExp(`(?<=[a-z0-9])\\s*(?:どっと|ドット)\\s*(?=[a-z])`, 'g'), '.'],
  [/(?<=[a-z0-9])\s+dot\s+(?=[a-z])/g, '.'],
  // "example。com", "example・com", "name @ example.com", "example . com".
  [/(?<=[a-z0-9])\s*[。｡・･]\s*(?=[a-z])/g, '.'],
  [new RegExp(`${BEFORE}\\s*@\\s*${AFTER}`, 'g'), '@'],
  [new RegExp(`(?<=[a-z0-9-])\\s*\\.\\s*(?=${COMMON_TLD}(?![a-z0-9]))`, 'g'), '.'],
];

/** The usual ways of writing '@' and '.' so that a filter would not see them. */
const deobfuscate = (t: string): string => rules.reduce((acc, [re, to]) => acc.replace(re, to), t);

const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
const PROVIDER_EMAIL =
  /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@(?:gmail|googlemail|yahoo|icloud|outlook|hotmail|docomo|ezweb|softbank)(?![a-z0-9-])/;

const HOST = /(?<![a-z0-9.@-])((?:[a-z0-9-]+\.)+[a-z]{2,})(?![a-z0-9-])(\/[^\s]*)?/g;

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function blockedLink(host: string, path: string): boolean {
  if (ALLOWED_HOSTS.some((d) => onHost(host, d))) return false;
  return EXTERNAL_HOSTS.some((entry) => {
    const slash = entry.indexOf('/');
    if (slash < 0) return onHost(host, entry);
    const [domain, prefix] = [entry.slice(0, slash), entry.slice(slash)];
    return onHost(host, domain) && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
  });
}

// ---- LINE ids ----

/** "line" as a word, ライン outside a katakana word (オンライン, フェイスライン), らいん. */
const LINE_WORD = '(?:(?<![a-z])line|(?<![\\p{sc=Katakana}ー])ライン|(?<![a-z])らいん)';
const LINE_ID = new RegExp(`${LINE_WORD}${SEP}{0,3}(?:の${SEP}{0,3})?(?:id|アイディー?|あいでぃー?)`, 'u');
const LINE_SWAP = new RegExp(`${LINE_WORD}${SEP}{0,3}(?:[をの]${SEP}{0,3})?(?:交換|こうかん|教え|おしえ)`, 'u');
/** An ASCII id with a letter (LINE ids are 4-20 of a-z 0-9 . _ -). */
const ID = '@?((?=[a-z0-9._-]*[a-z])[a-z0-9._-]{4,})';
/** "ID: abc", "IDは abc", "ID→abc", "ID/abc1"; what lies between is checked by idGiven(). */
const ID_GIVEN = new RegExp(`(?<![a-z])id(${SEP}{0,3}(?:は|です)?${SEP}{0,3})${ID}`, 'gu');
/** "LINE: abc", "LINE→abc", "LINE abc1" (not は: "LINEはiPhoneから" is no id). */
const LINE_GIVEN = new RegExp(`${LINE_WORD}(${SEP}{0,3})${ID}`, 'gu');
/** A symbol, a colon or an opening bracket announces what follows: "LINE→abc", "ID「abc」". */
const INTRODUCER = /[\p{S}\p{Ps}:]|は|です/u;
/** Words that follow "LINE" or "ID" without being an id. */
const NOT_IDS = new Set([
  'instagram',
  'insta',
  'twitter',
  'facebook',
  'tiktok',
  'youtube',
  'threads',
  'line',
  'mail',
  'email',
  'gmail',
  'works',
  'official',
  'voom',
  'call',
  'card',
  'pass',
  'password',
  'login',
  'http',
  'https',
  'iphone',
  'android',
]);

/** An id announced by a symbol, or after any separator when it has a digit, '.' or '_'. */
function idGiven(text: string): string | null {
  for (const re of [ID_GIVEN, LINE_GIVEN]) {
    for (const [whole, between, id] of text.matchAll(re)) {
      if (NOT_IDS.has(id.replace(/[._-]+$/, ''))) continue;
      if (INTRODUCER.test(between) || (between !== '' && /[\d._]/.test(id))) return whole;
    }
  }
  return null;
}

const HANDLE = /(?<![a-z0-9._%+-])@(?=[a-z0-9._-]*[a-z])[a-z0-9._-]{3,}/;

const RLO = '\u202E';
/** The right-to-left override shows what follows it reversed, up to PDF (U+202C) or the line's end. */
const displayed = (text: string): string =>
  text.replace(/\u202E([^\u202C\n]*)/g, (_, inside: string) => [...inside].reverse().join(''));

/** The first contact detail in the text (as stored, or as a right-to-left override shows it), or null. */
export function findContact(text: string): ContactMatch | null {
  return findIn(text) ?? (text.includes(RLO) ? findIn(displayed(text)) : null);
}

function findIn(text: string): ContactMatch | null {
  const t = normalise(text);
  const phone = findPhone(t);
  if (phone) return { kind: 'phone', match: phone };

  const d = deobfuscate(t);
  const email = EMAIL.exec(d) ?? PROVIDER_EMAIL.exec(d);
  if (email) return { kind: 'email', match: email[0] };

  for (const re of [LINE_ID, LINE_SWAP]) {
    const m = re.exec(t);
    if (m) return { kind: 'line', match: m[0] };
  }
  const id = idGiven(t);
  if (id) return { kind: 'line', match: id };
  for (const m of d.matchAll(HOST)) {
    const [, host, path = ''] = m;
    if (blockedLink(host, path))
      return { kind: onHost(host, 'line.me') || onHost(host, 'lin.ee') ? 'line' : 'external', match: m[0] };
  }
  // On the text before '@' was joined to the word in front of it: "salon @abc" is a handle.
  const handle = HANDLE.exec(t);
  if (handle) return { kind: 'line', match: handle[0] };
  return null;
}

export const hasContact = (text: string): boolean => findContact(text) !== null;
