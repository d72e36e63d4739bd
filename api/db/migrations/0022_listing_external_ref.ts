import type { Kysely } from "kysely";

// Business sellers import listings from their own systems: each row carries the seller's own
// reference, so importing the same file again updates those listings instead of adding copies.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("external_ref", "text").execute();
  // Unique per seller; listings without a reference (NULL) are not compared, on both dialects.
  await db.schema.createIndex("listings_external_ref_idx").on("listings").columns(["user_id", "external_ref"]).unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("listings_external_ref_idx").execute();
  await db.schema.alterTable("listings").dropColumn("external_ref").execute();
}
