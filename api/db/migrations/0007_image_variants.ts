import type { Kysely } from "kysely";

// Pictures are served with a srcset of WebP widths made at upload. Each row lists its variants as
// JSON text ([{"path":"listings/7/ab12-800w.webp","width":800}, ...]), so the widths
// can change later without a migration; rows stored before this one have none (NULL) and are
// served by their single URL as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("media_files").addColumn("webp_variants", "text").execute();
  await db.schema.alterTable("top_locations").addColumn("featured_image_variants", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("top_locations").dropColumn("featured_image_variants").execute();
  await db.schema.alterTable("media_files").dropColumn("webp_variants").execute();
}
