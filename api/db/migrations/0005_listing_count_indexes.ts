import type { Kysely } from "kysely";

// Every page counts published listings per category (the shell's category tree) and the home
// page per top location. Leading with status makes both counts index-only scans; with the
// indexes of 0001 the planner read every listing row instead (about a second at 100k listings).
// created_at last: a category's newest listings (category pages, related listings) come in order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("listings_status_category_idx").on("listings").columns(["status", "category_id", "created_at"]).execute();
  await db.schema.createIndex("listings_status_location_idx").on("listings").columns(["status", "location_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("listings_status_location_idx").execute();
  await db.schema.dropIndex("listings_status_category_idx").execute();
}
