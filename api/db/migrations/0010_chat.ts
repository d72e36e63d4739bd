import type { Kysely } from "kysely";
import { createTableWithId } from "./helpers.js";

// Chat between a listing's buyer and seller (rooms and messages exist since 0001):
// - a user's room list and unread counts read rooms by buyer or seller;
// - a reported conversation waits in the moderation queue (chat_reports);
// - a recipient who leaves a message unread for 15 minutes gets one e-mail per room, not per
//   message: the room remembers when each side was last told (buyer_/seller_notified_at).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("chat_rooms_buyer_idx").on("chat_rooms").columns(["buyer_id", "last_message_at"]).execute();
  await db.schema.createIndex("chat_rooms_seller_idx").on("chat_rooms").columns(["seller_id", "last_message_at"]).execute();
  await db.schema.createIndex("chat_messages_unread_idx").on("chat_messages").columns(["is_read", "created_at"]).execute();
  await db.schema.alterTable("chat_rooms").addColumn("buyer_notified_at", "text").execute();
  await db.schema.alterTable("chat_rooms").addColumn("seller_notified_at", "text").execute();
  // Kept when the listing goes: the conversation still reads "about <title>".
  await db.schema.alterTable("chat_rooms").addColumn("listing_title", "text").execute();

  await createTableWithId(db, "chat_reports")
    .addColumn("chat_room_id", "integer", (c) => c.notNull().references("chat_rooms.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("chat_reports_room_user", ["chat_room_id", "user_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_reports").execute();
  for (const column of ["listing_title", "seller_notified_at", "buyer_notified_at"]) {
    await db.schema.alterTable("chat_rooms").dropColumn(column).execute();
  }
  for (const index of ["chat_messages_unread_idx", "chat_rooms_seller_idx", "chat_rooms_buyer_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
}
