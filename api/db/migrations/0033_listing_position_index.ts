import type { Kysely } from "kysely";

// The map's "Search this area" and "within 1 km of a place" select published listings by a
// latitude range (then longitude): this index serves both without reading every listing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("listings_status_position_idx").on("listings").columns(["status", "latitude", "longitude"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("listings_status_position_idx").execute();
}
