import type { Kysely } from "kysely";

// The back-office's newsletter list pages through subscribers newest first, optionally only the
// pending or the confirmed ones: both orders get an index, so a page never sorts the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("newsletter_subscribers_created_idx").on("newsletter_subscribers").columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex("newsletter_subscribers_status_idx")
    .on("newsletter_subscribers")
    .columns(["status", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("newsletter_subscribers_status_idx").execute();
  await db.schema.dropIndex("newsletter_subscribers_created_idx").execute();
}
