import type { Kysely } from "kysely";

// Two choices a user makes about being contacted, stored as 0/1 flags:
// - show_phone: whether signed-in visitors see the user's phone (call and WhatsApp buttons) on
//   the user's listings; off until the user turns it on, so no number is published unasked;
// - email_on_unread_messages: whether a message left unread for 15 minutes is also e-mailed;
//   on by default, as a buyer's question should not go unnoticed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("show_phone", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("users").addColumn("email_on_unread_messages", "integer", (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("email_on_unread_messages").execute();
  await db.schema.alterTable("users").dropColumn("show_phone").execute();
}
