import { type Kysely, sql } from "kysely";

// A published listing runs for a fixed time (LISTING_LIFETIME_DAYS) and then expires until its
// owner renews it. expires_at is when it ends (UTC ISO text, like every time here); NULL means no
// end (listings written straight into the database, such as the demo seed). Listings already
// published when the rule arrives get a full lifetime from now rather than ending at once.
const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("expires_at", "text").execute();
  const ends = new Date(Date.now() + LIFETIME_MS).toISOString();
  await sql`update listings set expires_at = ${ends} where status = 'published'`.execute(db);
  // The expiry sweep looks for published listings past their end.
  await db.schema.createIndex("listings_status_expires_idx").on("listings").columns(["status", "expires_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("listings_status_expires_idx").execute();
  await db.schema.alterTable("listings").dropColumn("expires_at").execute();
}
