import type { Kysely } from "kysely";

// The listings sitemap reads published listings by ranges of id (slug and time of last change
// only) and finds the first published id above a bound. Without this index SQLite walked a
// status index and sorted 50,000 rows per page (about half a second at 100k listings); with it
// both are index-only range reads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("listings_sitemap_idx").on("listings").columns(["status", "id", "updated_at", "slug"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("listings_sitemap_idx").execute();
}
