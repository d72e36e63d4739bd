import { type Kysely, sql } from "kysely";

const FLAGS = ["is_top", "is_featured", "is_highlighted"] as const;

// The back-office's listings and favourites:
// - the admin list filters on a promotion flag and shows the newest first: a partial index per
//   flag holds only the few flagged listings, in list order, so the filter and its count read
//   those rows instead of walking the whole table for the rare 1s;
// - favourites were indexed by user only (their key): counting a listing's saves, the
//   most-saved list, and deleting a listing (the cascade looks its saves up) read by listing, and
//   the recent saves by time.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const flag of FLAGS) {
    await db.schema
      .createIndex(`listings_${flag}_idx`)
      .on("listings")
      .columns(["created_at", "id"])
      .where(sql.ref(flag), "=", 1)
      .execute();
  }
  await db.schema.createIndex("favorites_listing_idx").on("favorites").columns(["listing_id", "created_at"]).execute();
  await db.schema.createIndex("favorites_created_idx").on("favorites").columns(["created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("favorites_created_idx").execute();
  await db.schema.dropIndex("favorites_listing_idx").execute();
  for (const flag of FLAGS) await db.schema.dropIndex(`listings_${flag}_idx`).execute();
}
