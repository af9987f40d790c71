/**
 * The contact filter of message rooms before 仮払い (issue 11): Japanese marketplaces forbid moving a
 * deal off the platform before the payment is held, so a message carrying a phone number, an e-mail
 * address, a LINE ID or a link to another marketplace or a direct-message service is refused. A pure
 * function of the text; every pattern runs in linear time on the 2,000 characters a message may have.
 *
 * The text is first normalised (NFKC: full-width digits, letters, ＠ and ＋ become ASCII; then lower
 * case; dash look-alikes become '-'; the usual spellings of "at" and "dot" become '@' and '.').
 *
 * - phone: a run of digits with at most 3 separators (spaces, - . ( ) _) between them, split into
 *   its groups; any consecutive groups whose digits form a Japanese number (0 + 9 digits: landlines,
 *   0120, 0570; 0[5-9]0 + 8 digits: mobile and IP phones; 0800 + 7 digits; +81 and the number
 *   without its 0) in at most 4 groups, or digit by digit ("0 9 0 1 2 ..."). Dates (2026-11-23),
 *   times (10:00), prices (30,000円) and postal codes (〒150-0001) never form such a number.
 * - email: local@domain.tld, also with spaces around @ and . , (at) [at] アット あっと ＠マーク,
 *   (dot) ドット 。, and @ with a mail provider's name and no domain ("name@gmail").
 * - line: "LINE ID", "ラインID", "LINEのID", "LINE交換", "LINE教えて", "ID: xxxx" / "IDは xxxx",
 *   an @handle (LINE official account ids, and SNS handles alike), line.me and lin.ee links
 *   (liff.line.me, the mini apps' own links, is allowed).
 * - external: links to other marketplaces and direct-message services (EXTERNAL_HOSTS below).
 *
 * Known trade-offs (docs/data.md repeats them):
 * - A 10 or 11 digit number starting with 0 is taken for a phone number even when it is an order or
 *   account number; such numbers have no business in a conversation before 仮払い.
 * - Numbers spelled out in kanji or kana (〇九〇, ゼロキュウゼロ) and phone numbers split into more
 *   than 4 groups of several digits pass.
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

function normalise(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(DASHES, '-')
      // The katakana long vowel mark written as a dash, between digits only (コーヒー stays).
      .replace(/(?<=\d)\s*[ーｰ]\s*(?=\d)/g, '-')
  );
}

// ---- phone numbers ----

/** Digits joined by short runs of separators; separators and digits never overlap: linear. */
const DIGIT_RUN = /\+?\d(?:[\s\-.()_]{0,3}\d)*/g;
const NATIONAL = /^(?:0[1-9]\d{8}|0[5-9]0\d{8}|0800\d{7})$/;
const MAX_PHONE_DIGITS = 13;
const MAX_GROUPS = 4;

function phoneIn(run: string): boolean {
  const groups = run.split(/[^\d+]+/).filter(Boolean);
  for (let i = 0; i < groups.length; i++) {
    const plus = groups[i].startsWith('+');
    let digits = '';
    for (let j = i; j < groups.length; j++) {
      digits += groups[j].replace('+', '');
      if (digits.length > MAX_PHONE_DIGITS) break;
      const count = j - i + 1;
      const shapeOk = count <= MAX_GROUPS || groups.slice(i, j + 1).every((g) => g.replace('+', '').length === 1);
      if (!shapeOk) continue;
      const national = plus ? (digits.startsWith('81') ? `0${digits.slice(2)}` : '') : digits;
      if (NATIONAL.test(national)) return true;
    }
  }
  return false;
}

function findPhone(text: string): string | null {
  // "+81 (0)90 ..." writes the national 0 in brackets.
  const t = text.replace(/\(\s*0\s*\)/g, '');
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
  // "example。com", "name @ example.com", "example . com".
  [/(?<=[a-z0-9])\s*[。｡]\s*(?=[a-z])/g, '.'],
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

const LINE_WORD = '(?<![a-z])(?:line|ライン|らいん)';
const LINE_ID = new RegExp(`${LINE_WORD}\\s*(?:の|:)?\\s*(?:id|アイディー?|あいでぃー?)`);
const LINE_SWAP = new RegExp(`${LINE_WORD}\\s*(?:を|の)?\\s*(?:交換|こうかん|教え|おしえ)`);
const ID_GIVEN = /(?<![a-z])id\s*(?:[:=]|は|です|→)\s*@?(?=[a-z0-9._-]*[a-z])[a-z0-9._-]{4,}/;
const HANDLE = /(?<![a-z0-9._%+-])@(?=[a-z0-9._-]*[a-z])[a-z0-9._-]{3,}/;

/** The first contact detail in the text, or null. */
export function findContact(text: string): ContactMatch | null {
  const t = normalise(text);
  const phone = findPhone(t);
  if (phone) return { kind: 'phone', match: phone };

  const d = deobfuscate(t);
  const email = EMAIL.exec(d) ?? PROVIDER_EMAIL.exec(d);
  if (email) return { kind: 'email', match: email[0] };

  for (const re of [LINE_ID, LINE_SWAP, ID_GIVEN]) {
    const m = re.exec(t);
    if (m) return { kind: 'line', match: m[0] };
  }
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
