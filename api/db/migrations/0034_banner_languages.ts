import type { Kysely } from "kysely";

// An image banner often carries text in its picture: Spanish pages need a picture (and an alt
// text) of their own. The existing image_url and alt_text stay the English ones, which Spanish
// pages fall back to while a banner has no Spanish version.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("banners").addColumn("image_url_es", "text").execute();
  await db.schema.alterTable("banners").addColumn("alt_text_es", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("banners").dropColumn("alt_text_es").execute();
  await db.schema.alterTable("banners").dropColumn("image_url_es").execute();
}
