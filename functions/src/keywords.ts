/**
 * Keyword matching of the searches (jobs, workers): width- and case-insensitive, every
 * space-separated word must occur as a substring.
 *
 * The job search is served by an index (documents/jobs.ts): each job stores `searchTokens`, every
 * distinct 1- and 2-character gram (code points) of its folded text, and a query asks for the one
 * token of the keyword that is likely the rarest (array-contains). For a word of 1 or 2 characters
 * the token is exact (the job holds the token if and only if the word occurs); longer words and
 * further words are then checked with matchesKeywords on the documents the query returns.
 */
export const foldText = (s: string) => s.normalize('NFKC').toLowerCase();

/** The words of a query, folded; none for an empty or blank query. */
export const keywordsOf = (query: string | undefined): string[] => (query ? foldText(query).split(/\s+/).filter(Boolean) : []);

export function matchesKeywords(haystack: string, query: string | undefined): boolean {
  const words = keywordsOf(query);
  if (!words.length) return true;
  const text = foldText(haystack);
  return words.every((w) => text.includes(w));
}

/**
 * The index tokens of some texts: every distinct code point and pair of adjacent code points of the
 * folded text, within runs without white space (no query word holds any), sorted. A 2,000-character
 * description gives at most about 4,000 tokens, far under Firestore's 40,000 index entries per document.
 */
export function searchTokensOf(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const run of foldText(text).split(/\s+/)) {
      const chars = Array.from(run);
      for (let i = 0; i < chars.length; i++) {
        tokens.add(chars[i]);
        if (i + 1 < chars.length) tokens.add(chars[i] + chars[i + 1]);
      }
    }
  }
  return [...tokens].sort();
}

/** A rough rarity of one character in Japanese job texts: kanji and Latin rarer than kana, symbols common. */
function charWeight(c: string): number {
  if (/\p{Script=Han}/u.test(c)) return 4;
  if (/[\p{Script=Latin}\p{N}]/u.test(c)) return 3;
  if (/\p{Script=Katakana}/u.test(c)) return c === 'ー' ? 1 : 2;
  if (/\p{Script=Hiragana}/u.test(c)) return 1;
  return 0.5;
}

/** The tokens a matching document must hold for one folded word: the word itself when short, else its pairs. */
function tokensOfWord(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length <= 2) return [word];
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/**
 * The token a keyword query asks the index for: one that every matching document holds, chosen as
 * the likely rarest (no corpus statistics: kanji and Latin pairs over kana, pairs over single
 * characters; the first wins a tie). Undefined for a blank query.
 */
export function searchTokenFor(query: string | undefined): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const word of keywordsOf(query)) {
    for (const token of tokensOfWord(word)) {
      const score = Array.from(token).reduce((s, c) => s + charWeight(c), 0);
      if (score > bestScore) [best, bestScore] = [token, score];
    }
  }
  return best;
}
