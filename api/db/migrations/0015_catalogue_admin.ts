import type { Kysely } from "kysely";

// The back-office's listing types show how many listings use each type, and a type may only be
// deleted while no listing uses it: both count listings by listing_type_id, which had no index
// (a full scan of 100k listings per type shown).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("listings_listing_type_idx").on("listings").column("listing_type_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("listings_listing_type_idx").execute();
}
