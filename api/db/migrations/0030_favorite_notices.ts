import type { Kysely } from "kysely";
import { createTableWithId } from "./helpers.js";

// News of saved listings for the users who saved them: a price drop, sold, reserved, expired.
// Shown in the site (header badge, dashboard) until read, and e-mailed once (`emailed_at`) to
// users who keep `email_on_favorite_updates` on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, "favorite_notices")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("old_price_minor", "integer")
    .addColumn("new_price_minor", "integer")
    .addColumn("currency", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("emailed_at", "text")
    .execute();
  await db.schema.createIndex("favorite_notices_user_idx").on("favorite_notices").columns(["user_id", "read_at"]).execute();
  await db.schema.createIndex("favorite_notices_unsent_idx").on("favorite_notices").columns(["emailed_at"]).execute();
  await db.schema.alterTable("users").addColumn("email_on_favorite_updates", "integer", (c) => c.notNull().defaultTo(1)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("email_on_favorite_updates").execute();
  await db.schema.dropTable("favorite_notices").execute();
}
