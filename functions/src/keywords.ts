/**
 * Keyword matching of the searches (jobs, workers), done in memory because Firestore cannot search
 * text: width- and case-insensitive, every space-separated word must occur.
 */
export const foldText = (s: string) => s.normalize('NFKC').toLowerCase();

export function matchesKeywords(haystack: string, query: string | undefined): boolean {
  if (!query) return true;
  const text = foldText(haystack);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => text.includes(w));
}
