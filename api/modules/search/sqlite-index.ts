import { type Kysely, sql } from "kysely";
import { countOf } from "../../db/count.js";
import type { DB } from "../../db/schema.js";
import { isCellWord } from "./area-cells.js";
import { LISTING_TRIGGERS } from "./listing-triggers.js";
import type { IndexMatch, SearchIndex } from "./search-index.js";
import type { SearchWords } from "./terms.js";

/**
 * FTS5 query: every term (AND-ed) as a quoted prefix, or as any of its word forms (and as a
 * prefix where `starts` says so), optionally within one column. Terms hold only letters and
 * digits, so quoting is safe.
 */
function ftsQuery(words: SearchWords, column?: string): string {
  const all = (
    words.prefix
      ? words.terms.map((term) => `"${term}"*`)
      : words.forms.map((forms, i) => `(${[...forms.map((form) => `"${form}"`), ...(words.starts[i] ? [`"${words.terms[i]}"*`] : [])].join(" OR ")})`)
  ).join(" AND ");
  return column ? `${column} : (${all})` : all;
}


/**
 * The FTS5 query of `words`, less the rows `except` matches (FTS5's NOT), within any of `cells`
 * (map cells, see area-cells.ts) when given.
 */
function matchOf(words: SearchWords, except?: SearchWords, column?: string, cells?: string[]): string {
  const match = except ? `(${ftsQuery(words, column)}) NOT (${ftsQuery(except, column)})` : ftsQuery(words, column);
  return cells ? `(${match}) AND (${cells.map((cell) => `"${cell}"`).join(" OR ")})` : match;
}

/** A word start that finds this many other words or fewer is looked for as those words. */
const FEW_WORDS = 3;

/**
 * Up to `limit` words of the index other than `forms` that start with `term`. The term list is
 * sorted: each step reads the next term after the last one seen (the terms hold letters and digits
 * only, so "\u0001" sorts a term just after itself without reading its postings).
 */
async function wordsStartedBy(db: Kysely<DB>, term: string, forms: string[], limit: number): Promise<string[]> {
  const found: string[] = [];
  let from = term;
  while (found.length < limit) {
    const { rows } = await sql<{ term: string }>`select term from search_listing_terms where term >= ${`${from}\u0001`} limit 1`.execute(db);
    const next = rows[0]?.term;
    if (next === undefined || !next.startsWith(term)) break;
    if (!forms.includes(next)) found.push(next);
    from = next;
  }
  return found;
}

/** Whether the index holds any of the words. */
const holdsAny = async (db: Kysely<DB>, words: string[]) =>
  (await sql`select 1 from search_listing_terms where term in (${sql.join(words)}) limit 1`.execute(db)).rows.length > 0;

/** SQLite: contentless FTS5 tables whose rowid is the row's id; `rank` is bm25 with the column weights set by the migration. */
export function createSqliteSearchIndex(db: Kysely<DB>): SearchIndex {
  return {
    indexesCells: true,
    // FTS5 walks rowids in order and stops at the limit, computing bm25 only for the rows it keeps.
    listings: (words, options = {}) => {
      const column = options.titleOnly ? "title" : undefined;
      return sql<IndexMatch>`(select rowid as id, rank as score from search_listings where search_listings match ${matchOf(words, options.except, column, options.cells)}${
        options.newest ? sql` order by rowid desc limit ${options.newest}` : sql``
      })`.as("m");
    },
    listingIds: (words, except, cells) => sql<{ id: number }>`select rowid as id from search_listings where search_listings match ${matchOf(words, except, undefined, cells)}`,
    async countListings(words, except, cells) {
      if (!except && !cells && !words.prefix && words.forms.length === 1 && !words.starts[0]) {
        const { rows } = await sql<{ doc: number }>`select doc from search_listing_terms where term in (${sql.join(words.forms[0]!)})`.execute(db);
        // Two forms in one listing ("sofa", "sofas") would be counted twice: those are counted below.
        if (rows.length <= 1) return countOf(rows[0]?.doc);
      }
      // Matches only, no bm25 score: scoring every match costs more than finding it.
      const { rows } = await sql<{ n: number }>`select count(*) as n from search_listings where search_listings match ${matchOf(words, except, undefined, cells)}`.execute(db);
      return countOf(rows[0]?.n);
    },
    async withStartsSettled(words) {
      if (words.prefix) return words;
      const settled = await Promise.all(
        words.terms.map(async (term, i) => {
          const forms = words.forms[i]!;
          if (!words.starts[i]) return null;
          const others = await wordsStartedBy(db, term, forms, FEW_WORDS + 1);
          if (!others.length) return forms;
          return others.length <= FEW_WORDS && !(await holdsAny(db, forms)) ? [...forms, ...others] : null;
        }),
      );
      if (settled.every((forms) => forms === null)) return words;
      return { ...words, forms: settled.map((forms, i) => forms ?? words.forms[i]!), starts: settled.map((forms, i) => forms === null && words.starts[i]!) };
    },
    categories: (words) =>
      sql<IndexMatch>`(select rowid as id, rank as score from search_categories where search_categories match ${ftsQuery(words)})`.as(
        "m",
      ),
    places: (words, options = {}) =>
      sql<IndexMatch>`(select rowid as id, rank as score from search_places where search_places match ${ftsQuery(words, options.nameOnly ? "name" : undefined)})`.as(
        "m",
      ),
    vocabulary: async () =>
      (await sql<{ word: string; count: number }>`select term as word, doc as count from search_listing_terms where length(term) >= 4`.execute(db)).rows.filter(
        (row) => !isCellWord(row.word),
      ),
    rebuild: () =>
      db.transaction().execute(async (trx) => {
        for (const statement of [
          sql`insert into search_listings(search_listings) values ('delete-all')`,
          sql`insert into search_listings(rowid, title, categories, body, area) select id, title, categories, body, area from search_listing_documents`,
          // One segment: a search merges one list per word or map cell instead of one per segment.
          sql`insert into search_listings(search_listings) values ('optimize')`,
          sql`insert into search_categories(search_categories) values ('delete-all')`,
          sql`insert into search_categories(rowid, name_en, name_es) select id, name_en, name_es from search_category_documents`,
          sql`insert into search_places(search_places) values ('delete-all')`,
          sql`insert into search_places(rowid, name, description) select id, name, description from search_place_documents`,
        ]) {
          await statement.execute(trx);
        }
      }),
    // SQLite cannot disable a trigger: keep its definition, drop it, create it again afterwards.
    async pauseListingTriggers() {
      const names = Object.values(LISTING_TRIGGERS).flat();
      const { rows } = await sql<{
        sql: string;
      }>`select sql from sqlite_master where type = 'trigger' and name in (${sql.join(names)})`.execute(db);
      for (const name of names) await sql`drop trigger if exists ${sql.ref(name)}`.execute(db);
      return async () => {
        for (const row of rows) await sql.raw(row.sql).execute(db);
      };
    },
  };
}
