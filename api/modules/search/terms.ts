import { searchTerms } from "./query-words.js";
import { synonymsOf } from "./synonyms.js";

/**
 * What the indexes look for: every term must be found, either as a whole word in one of its
 * `forms` (singular and plural, and the same word in the other language) or, when `starts` says so
 * for it, as the start of a word (the search); or only as the start of a word (suggestions while
 * typing, `prefix`). A search ranks the listings that have every term as a whole word first.
 */
export type SearchWords = { terms: string[]; prefix: false; forms: string[][]; starts: boolean[] } | { terms: string[]; prefix: true };

/** Shorter words are looked for as whole words only: "tv" should not find every word starting so. */
export const WORD_START_MIN_LENGTH = 3;

/**
 * The search looks for whole words and word starts: "sofa" finds "sofas", "car" finds "coche"
 * (`synonymsOf`), and "apart" finds "apartments" (ranked after the whole words, see decision 0031).
 */
export function wholeWords(query: string): SearchWords {
  const terms = searchTerms(query);
  return {
    terms,
    prefix: false,
    forms: terms.map((term) => [...new Set([term, ...synonymsOfForms(term)].flatMap(wordForms))]),
    starts: terms.map((term) => term.length >= WORD_START_MIN_LENGTH),
  };
}

/** Whether a search also looks for word starts (and so ranks whole words first). */
export const hasWordStarts = (words: SearchWords): boolean => !words.prefix && words.starts.some(Boolean);

/** The same search for whole words only: the first rank. */
export const wholeWordsOnly = (words: SearchWords): SearchWords => (words.prefix ? words : { ...words, starts: words.terms.map(() => false) });

/** The synonyms of a word in any of its forms ("pisos" is "piso", which is "flat"). */
const synonymsOfForms = (term: string) => wordForms(term).flatMap((form) => synonymsOf(form));

/** Suggestions look for word starts, as the visitor is still typing: "gib" finds "Gibraltar". */
export const wordPrefixes = (query: string): SearchWords => ({ terms: searchTerms(query), prefix: true });

/** The words a search also looked for in the other language (to say so on the results page). */
export const addedSynonyms = (terms: string[]): string[] =>
  [...new Set(terms.flatMap(synonymsOfForms))].filter((word) => !terms.some((term) => wordForms(term).includes(word)));

/**
 * The singular and plural forms a whole word is also found as, by the regular English and
 * Spanish endings (-s, -es, -y/-ies): "apartment" and "apartments", "mueble" and "muebles",
 * "ordenador" and "ordenadores", "city" and "cities". Looking up a few exact words is much
 * cheaper than a prefix, which the index must expand over every word it starts.
 */
export function wordForms(term: string): string[] {
  const forms = new Set([term, `${term}s`, `${term}es`]);
  if (term.length > 3 && term.endsWith("s")) forms.add(term.slice(0, -1));
  if (term.length > 4 && term.endsWith("es")) forms.add(term.slice(0, -2));
  if (term.length > 4 && term.endsWith("ies")) forms.add(`${term.slice(0, -3)}y`);
  if (term.length > 2 && term.endsWith("y")) forms.add(`${term.slice(0, -1)}ies`);
  return [...forms];
}
