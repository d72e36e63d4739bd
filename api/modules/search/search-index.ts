import type { AliasedRawBuilder, RawBuilder } from "kysely";
import type { Database } from "../../db/database.js";
import { createPostgresSearchIndex } from "./postgres-index.js";
import { createSqliteSearchIndex } from "./sqlite-index.js";
import type { SearchWords } from "./terms.js";

/** A row of the index that matched: the listing's (category's, place's) id and its score. */
export type IndexMatch = { id: number; score: number };

/**
 * The dialect-specific half of search (SQLite FTS5 or PostgreSQL tsvector, both built and kept in
 * sync by migration 0002's triggers). Each method gives a subquery, aliased "m", of the rows that
 * contain every term (as a word form or a word start, see `SearchWords`), with a score where LOWER
 * ranks FIRST; callers join it to the tables and narrow it further. Terms are never empty.
 */
export interface SearchIndex {
  /**
   * Whether the index holds the listings' map cells (SQLite, migration 0036): `cells` then keeps
   * the matches within any of those cells (area-cells.ts). PostgreSQL's does not: never pass them.
   */
  indexesCells: boolean;
  /**
   * Published listings; `titleOnly` looks at titles alone (suggestions); `newest` keeps only that
   * many of the most recently indexed matches, so a word found in most listings is not scored
   * for every one of them; `except` leaves out the rows those words match (a search's second rank).
   */
  listings(words: SearchWords, options?: { titleOnly?: boolean; newest?: number; except?: SearchWords; cells?: string[] }): AliasedRawBuilder<IndexMatch, "m">;
  /** The ids of the published listings matching, unscored: a subquery for `id in (…)`. */
  listingIds(words: SearchWords, except?: SearchWords, cells?: string[]): RawBuilder<{ id: number }>;
  /**
   * The number of published listings matching, without scoring them (SQLite reads a one-word
   * search found in one form only from the index's own entry for the word).
   */
  countListings(words: SearchWords, except?: SearchWords, cells?: string[]): Promise<number>;
  /**
   * The words with each word start settled where the index's term list can: dropped when it finds
   * no word beyond the term's own forms (no listing has a word starting "gibraltar" but
   * "gibraltar" itself), and looked for as the words it finds when they are few and the term is no
   * word itself ("gibr" is "gibraltar"). Either way the search needs no prefix and one rank fewer.
   * SQLite asks its term list; PostgreSQL's index has none to ask and keeps every word start.
   */
  withStartsSettled(words: SearchWords): Promise<SearchWords>;
  /** Active categories, by their English and Spanish names. */
  categories(words: SearchWords): AliasedRawBuilder<IndexMatch, "m">;
  /** Approved places; `nameOnly` looks at names alone (suggestions). */
  places(words: SearchWords, options?: { nameOnly?: boolean }): AliasedRawBuilder<IndexMatch, "m">;
  /** The words of published listings (4 letters or more) with how many listings use each, for typos. */
  vocabulary(): Promise<Array<{ word: string; count: number }>>;
  /** Refills the whole index from the document views (after bulk loads or to repair it). */
  rebuild(): Promise<void>;
  /** Turns off the triggers that index listings; the answer turns them back on. */
  pauseListingTriggers(): Promise<() => Promise<void>>;
}

export function createSearchIndex(database: Database): SearchIndex {
  return database.dialect === "postgres" ? createPostgresSearchIndex(database.db) : createSqliteSearchIndex(database.db);
}

/**
 * Rebuilds the search index from scratch. The triggers keep it exact for every write, so this is
 * for repairs and for bulk loads that prefer one rebuild to per-row indexing.
 */
export function rebuildSearchIndex(database: Database): Promise<void> {
  return createSearchIndex(database).rebuild();
}

/**
 * Runs a bulk load of listings with the indexing triggers off, then rebuilds the index once: on
 * SQLite per-row triggers index a listing again for each of its field values (ten times slower).
 * For offline commands only (npm run db:seed): other writes meanwhile are indexed by the rebuild.
 */
export async function withSearchIndexPaused<T>(database: Database, load: () => Promise<T>): Promise<T> {
  const index = createSearchIndex(database);
  const resume = await index.pauseListingTriggers();
  try {
    return await load();
  } finally {
    await resume();
    await index.rebuild();
  }
}
