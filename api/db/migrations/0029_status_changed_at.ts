import type { Kysely } from "kysely";

// When an owner last marked a listing reserved, sold or available (0029): a sold or reserved
// listing keeps its public page with a badge for HELD_PAGE_DAYS from then, then shows as expired.
// Listings marked before this migration count from their last change.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("status_changed_at", "text").execute();
  await db.updateTable("listings").set((eb) => ({ status_changed_at: eb.ref("updated_at") })).where("status", "in", ["reserved", "sold"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").dropColumn("status_changed_at").execute();
}
