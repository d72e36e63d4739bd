import { type Kysely, sql } from "kysely";
import { isPostgres } from "./helpers.js";

// SQLite: the words of the listings index, each with the number of listings holding it (an
// fts5vocab view of the index, nothing stored). A search for one word found in most listings
// ("gibraltar") is counted from its entry in half the time of counting the matches one by one.
// PostgreSQL counts through its GIN index and needs nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`create virtual table search_listing_terms using fts5vocab(search_listings, row)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table if exists search_listing_terms`.execute(db);
}
