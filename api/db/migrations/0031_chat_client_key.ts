import { type Kysely, sql } from "kysely";

// A message's key, made by the sender's browser: a send repeated after a lost answer, or by a
// second tab holding the same unsent message, is stored once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_messages").addColumn("client_key", "text").execute();
  await db.schema
    .createIndex("chat_messages_client_key_idx")
    .on("chat_messages")
    .columns(["sender_id", "client_key"])
    .unique()
    .where(sql.ref("client_key"), "is not", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("chat_messages_client_key_idx").execute();
  await db.schema.alterTable("chat_messages").dropColumn("client_key").execute();
}
