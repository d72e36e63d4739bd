import { type Kysely } from "kysely";
import { createTableWithId } from "./helpers.js";

// The back-office:
// - every admin change is written to audit_log (who, what, when, the record before and after as
//   JSON), newest first, filtered by entity;
// - promotion plans are what a seller can buy: a flag (top, featured, highlighted) for some days
//   at a price in pounds and euros;
// - moderation answers a report (listing, review, conversation) with who resolved it, when and
//   why; the owner is told the reason by e-mail;
// - the admin lists filter on columns that get indexes here (users by creation, reports by status).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "audit_log")
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("summary", "text")
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("audit_log_entity_idx").on("audit_log").columns(["entity", "entity_id", "created_at"]).execute();

  await createTableWithId(db, "promotion_plans")
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_es", "text", (c) => c.notNull())
    .addColumn("description_en", "text")
    .addColumn("description_es", "text")
    .addColumn("flag", "text", (c) => c.notNull())
    .addColumn("days", "integer", (c) => c.notNull())
    .addColumn("price_gbp_minor", "integer", (c) => c.notNull())
    .addColumn("price_eur_minor", "integer", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  for (const table of ["review_reports", "chat_reports"] as const) {
    await db.schema.alterTable(table).addColumn("resolved_by_id", "integer", (c) => c.references("users.id").onDelete("set null")).execute();
    await db.schema.alterTable(table).addColumn("resolved_at", "text").execute();
  }
  for (const table of ["listing_reports", "review_reports", "chat_reports"] as const) {
    await db.schema.alterTable(table).addColumn("resolution_note", "text").execute();
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(["status", "created_at"]).execute();
  }
  await db.schema.createIndex("users_created_idx").on("users").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("listings_created_idx").on("listings").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("places_status_idx").on("places").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("reviews_status_idx").on("reviews").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ["reviews_status_idx", "places_status_idx", "listings_created_idx", "users_created_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const table of ["listing_reports", "review_reports", "chat_reports"] as const) {
    await db.schema.dropIndex(`${table}_status_idx`).execute();
    await db.schema.alterTable(table).dropColumn("resolution_note").execute();
  }
  for (const table of ["review_reports", "chat_reports"] as const) {
    await db.schema.alterTable(table).dropColumn("resolved_at").execute();
    await db.schema.alterTable(table).dropColumn("resolved_by_id").execute();
  }
  await db.schema.dropTable("promotion_plans").execute();
  await db.schema.dropTable("audit_log").execute();
}
