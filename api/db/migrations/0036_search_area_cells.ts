import { type Kysely, sql } from "kysely";
import { cellWordsSql } from "../../modules/search/area-cells.js";
import { isPostgres } from "./helpers.js";

/*
 * SQLite: the listings' search documents gain a fourth column, `area`, holding each placed
 * listing's map cells as words (api/modules/search/area-cells.ts, decision 0034), weighed 0 in
 * the ranking. FTS5 cannot add a column: the table, its document view and its term list are made
 * again, and the triggers of migration 0002 are rewritten to write the new column (and to reindex
 * a listing whose position changes). PostgreSQL filters areas with its own indexes: no change.
 */

const TABLE = "create virtual table search_listings using fts5(title, categories, body, area, tokenize = \"unicode61 remove_diacritics 2\", prefix = '2 3', content = '', contentless_delete = 1)";
const TABLE_BEFORE = TABLE.replace(", area,", ",");

/** The phrases of 0002's triggers this migration extends (`up`) or restores (`down`). */
const TRIGGER_CHANGES: Array<[string, string]> = [
  ["insert into search_listings(rowid, title, categories, body)", "insert into search_listings(rowid, title, categories, body, area)"],
  ["select id, title, categories, body from search_listing_documents", "select id, title, categories, body, area from search_listing_documents"],
  ["after update of title, description, address, category_id, status on listings", "after update of title, description, address, category_id, status, latitude, longitude on listings"],
];

async function remake(db: Kysely<unknown>, direction: "up" | "down"): Promise<void> {
  const { rows: view } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'view' and name = 'search_listing_documents'`.execute(db);
  const { rows: triggers } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'trigger' and sql like '%insert into search_listings(%'`.execute(db);
  const area = `, ${cellWordsSql()} as area from listings l`;
  const viewSql =
    direction === "up" ? view[0]!.sql.replace(/ from listings l/, area) : view[0]!.sql.replace(area, " from listings l");
  if (viewSql === view[0]!.sql) throw new Error("search_listing_documents is not the view this migration expects");

  for (const statement of ["drop table search_listing_terms", "drop view search_listing_documents", "drop table search_listings"]) {
    await sql.raw(statement).execute(db);
  }
  for (const trigger of triggers) await sql`drop trigger ${sql.ref(trigger.name)}`.execute(db);
  await sql.raw(direction === "up" ? TABLE : TABLE_BEFORE).execute(db);
  const weights = direction === "up" ? "bm25(10.0, 4.0, 1.0, 0.0)" : "bm25(10.0, 4.0, 1.0)";
  await sql`insert into search_listings(search_listings, rank) values ('rank', ${weights})`.execute(db);
  await sql.raw(viewSql).execute(db);
  for (const trigger of triggers) {
    const rewritten = TRIGGER_CHANGES.reduce(
      (text, [before, after]) => (direction === "up" ? text.replaceAll(before, after) : text.replaceAll(after, before)),
      trigger.sql,
    );
    if (rewritten === trigger.sql) throw new Error(`Trigger ${trigger.name} is not the one this migration expects`);
    await sql.raw(rewritten).execute(db);
  }
  await sql`create virtual table search_listing_terms using fts5vocab(search_listings, row)`.execute(db);
  const columns = direction === "up" ? sql`title, categories, body, area` : sql`title, categories, body`;
  await sql`insert into search_listings(rowid, ${columns}) select id, ${columns} from search_listing_documents`.execute(db);
  await sql`insert into search_listings(search_listings) values ('optimize')`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await remake(db, "up");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await remake(db, "down");
}
