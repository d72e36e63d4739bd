/** At most this many words of a query are searched (longer queries are cut, not refused). */
const MAX_TERMS = 10;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a query as both indexes store them: accents removed, lower case, split on anything
 * that is not a letter or digit (SQLite's unicode61 tokenizer; the PostgreSQL documents are
 * normalized the same way). Operators of either query language cannot survive this.
 */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}
