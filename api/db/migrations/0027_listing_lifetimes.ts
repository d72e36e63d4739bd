import type { Kysely } from "kysely";

// How long a category's listings run is set in the back-office (NULL: the parent's, else the
// default of LISTING_LIFETIME_DAYS). A listing remembers when its owner was reminded that it ends
// soon, so the reminder goes once per lifetime (renewing clears it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("categories").addColumn("listing_lifetime_days", "integer").execute();
  await db.schema.alterTable("listings").addColumn("expiry_reminded_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").dropColumn("expiry_reminded_at").execute();
  await db.schema.alterTable("categories").dropColumn("listing_lifetime_days").execute();
}
