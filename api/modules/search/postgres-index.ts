import { type Kysely, sql } from "kysely";
import { countOf } from "../../db/count.js";
import type { DB } from "../../db/schema.js";
import { LISTING_TRIGGERS } from "./listing-triggers.js";
import type { IndexMatch, SearchIndex } from "./search-index.js";
import type { SearchWords } from "./terms.js";

/**
 * tsquery text: every term as a prefix (`:*`), or as any of its word forms (and as a prefix where
 * `starts` says so), AND-ed; `weight` A keeps to titles (names). Terms hold only letters and
 * digits, so no operator gets through.
 */
const tsQuery = (words: SearchWords, weight = "") =>
  (words.prefix
    ? words.terms.map((term) => `${term}:*${weight}`)
    : words.forms.map(
        (forms, i) => `(${[...forms.map((form) => `${form}${weight ? `:${weight}` : ""}`), ...(words.starts[i] ? [`${words.terms[i]}:*${weight}`] : [])].join(" | ")})`,
      )
  ).join(" & ");


/**
 * PostgreSQL: tsvector documents (GIN-indexed) over search_unaccent()ed text; `ts_rank` weighs
 * titles (A) over category names (B) over the rest (C). Negated so that lower ranks first.
 */
export function createPostgresSearchIndex(db: Kysely<DB>): SearchIndex {
  const match = (table: string, key: string, query: string, newest?: number, except?: string) =>
    sql<IndexMatch>`(select ${sql.ref(key)} as id, -ts_rank(document, q) as score
      from ${sql.table(table)}, to_tsquery('simple', search_unaccent(${query})) q where document @@ q${
        except ? sql` and not document @@ to_tsquery('simple', search_unaccent(${except}))` : sql``
      }${newest ? sql` order by ${sql.ref(key)} desc limit ${newest}` : sql``})`.as("m");
  return {
    indexesCells: false,
    listings: (words, options = {}) => {
      const weight = options.titleOnly ? "A" : "";
      return match("search_listings", "listing_id", tsQuery(words, weight), options.newest, options.except && tsQuery(options.except, weight));
    },
    listingIds: (words, except) =>
      sql<{ id: number }>`select listing_id as id from search_listings where document @@ to_tsquery('simple', search_unaccent(${tsQuery(words)}))${
        except ? sql` and not document @@ to_tsquery('simple', search_unaccent(${tsQuery(except)}))` : sql``
      }`,
    // Matches only, no ts_rank: the GIN index answers the count without scoring each match.
    countListings: async (words, except) =>
      countOf(
        (
          await sql<{ n: string }>`select count(*) as n from search_listings where document @@ to_tsquery('simple', search_unaccent(${tsQuery(words)}))${
            except ? sql` and not document @@ to_tsquery('simple', search_unaccent(${tsQuery(except)}))` : sql``
          }`.execute(db)
        ).rows[0]?.n,
      ),
    withStartsSettled: async (words) => words,
    categories: (words) => match("search_categories", "category_id", tsQuery(words)),
    places: (words, options = {}) => match("search_places", "place_id", tsQuery(words, options.nameOnly ? "A" : "")),
    vocabulary: async () =>
      (
        await sql<{ word: string; count: number }>`select word, ndoc as count from ts_stat('select document from search_listings') where length(word) >= 4`.execute(db)
      ).rows.map((row) => ({ word: row.word, count: countOf(row.count) })),
    async rebuild() {
      await db.transaction().execute(async (trx) => {
        for (const statement of [
          sql`truncate search_listings, search_categories, search_places`,
          sql`insert into search_listings (listing_id, document) select id, document from search_listing_documents`,
          sql`insert into search_categories (category_id, document) select id, document from search_category_documents`,
          sql`insert into search_places (place_id, document) select id, document from search_place_documents`,
        ]) {
          await statement.execute(trx);
        }
      });
      // A rebuild follows bulk loads: the planner is told the tables' new sizes at once rather
      // than when autovacuum next looks (it joined 60,000 listings row by row, 310 ms, before).
      await sql`analyze listings, search_listings, search_categories, search_places`.execute(db);
    },
    async pauseListingTriggers() {
      const toggle = async (action: "disable" | "enable") => {
        for (const [table, names] of Object.entries(LISTING_TRIGGERS)) {
          for (const name of names)
            await sql`alter table ${sql.table(table)} ${sql.raw(action)} trigger ${sql.ref(name)}`.execute(db);
        }
      };
      await toggle("disable");
      return () => toggle("enable");
    },
  };
}
