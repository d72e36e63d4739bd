import type { Kysely } from "kysely";

// The places list filters by status (approved for the public) and category, sorted by name; an
// owner's own places are found by user. 0001 created the tables without these indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("places_status_name_idx").on("places").columns(["status", "name"]).execute();
  await db.schema.createIndex("places_category_idx").on("places").columns(["place_category_id", "status"]).execute();
  await db.schema.createIndex("places_user_idx").on("places").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("places_user_idx").execute();
  await db.schema.dropIndex("places_category_idx").execute();
  await db.schema.dropIndex("places_status_name_idx").execute();
}
