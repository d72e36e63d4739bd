import type { Kysely } from "kysely";
import { createTableWithId } from "./helpers.js";

// Promotions a seller buys: an order per listing and plan (the plan's name, flag, days and price
// copied, so editing a plan never rewrites what was sold), the money it took in `payments`, and
// the payment provider's events already handled, so a repeated event is recognised.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, "promotion_orders")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // An order outlives its listing (the money was taken): deleting the listing empties the link.
    .addColumn("listing_id", "integer", (c) => c.references("listings.id").onDelete("set null"))
    .addColumn("listing_title", "text", (c) => c.notNull())
    .addColumn("plan_id", "integer", (c) => c.references("promotion_plans.id").onDelete("set null"))
    .addColumn("plan_name_en", "text", (c) => c.notNull())
    .addColumn("plan_name_es", "text", (c) => c.notNull())
    .addColumn("flag", "text", (c) => c.notNull())
    .addColumn("days", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("checkout_id", "text")
    .addColumn("checkout_url", "text")
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .execute();
  await db.schema.createIndex("promotion_orders_user_idx").on("promotion_orders").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("promotion_orders_listing_idx").on("promotion_orders").columns(["listing_id", "state", "ends_at"]).execute();
  // The expiry job reads active orders by end; the back-office lists by state, newest first.
  await db.schema.createIndex("promotion_orders_state_idx").on("promotion_orders").columns(["state", "ends_at"]).execute();
  await db.schema.createIndex("promotion_orders_created_idx").on("promotion_orders").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("promotion_orders_checkout_idx").on("promotion_orders").column("checkout_id").unique().execute();

  await db.schema.alterTable("payments").addColumn("order_id", "integer", (c) => c.references("promotion_orders.id").onDelete("set null")).execute();
  await db.schema.createIndex("payments_order_idx").on("payments").column("order_id").execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("order_id", "integer")
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropIndex("payments_order_idx").execute();
  await db.schema.alterTable("payments").dropColumn("order_id").execute();
  await db.schema.dropTable("promotion_orders").execute();
}
