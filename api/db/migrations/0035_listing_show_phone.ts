import { type Kysely, sql } from "kysely";

// "Show my phone on this listing" is the seller's choice per listing (on by default, as people
// expect the call and WhatsApp buttons), no longer one account-wide preference few sellers found.
// Listings that exist keep what their seller had chosen: nobody's phone appears unasked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("show_phone", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await sql`update listings set show_phone = (select users.show_phone from users where users.id = listings.user_id)`.execute(db);
  await db.schema.alterTable("users").dropColumn("show_phone").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("show_phone", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`update users set show_phone = 1 where exists (select 1 from listings where listings.user_id = users.id and listings.show_phone = 1)`.execute(db);
  await db.schema.alterTable("listings").dropColumn("show_phone").execute();
}
