import { type Kysely, sql } from "kysely";

// Reviews get a moderation state in place of the is_published flag: published (shown and counted
// in the stats), pending (waiting for a moderator) or hidden (taken down). An unpublished review
// was one taken off the site, so it becomes hidden. Readers filter by (item, status), and a user
// reviews an item once: the unique indexes hold that even for two submits at the same moment
// (NULLs are distinct in both dialects, so place reviews do not collide on listing_id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("reviews")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .execute();
  await sql`update reviews set status = case when is_published = 1 then 'published' else 'hidden' end`.execute(db);
  await db.schema.alterTable("reviews").dropColumn("is_published").execute();

  await db.schema.dropIndex("reviews_listing_idx").execute();
  await db.schema.dropIndex("reviews_place_idx").execute();
  await db.schema.createIndex("reviews_listing_status_idx").on("reviews").columns(["listing_id", "status"]).execute();
  await db.schema.createIndex("reviews_place_status_idx").on("reviews").columns(["place_id", "status"]).execute();
  await db.schema.createIndex("reviews_listing_user_uq").on("reviews").columns(["listing_id", "user_id"]).unique().execute();
  await db.schema.createIndex("reviews_place_user_uq").on("reviews").columns(["place_id", "user_id"]).unique().execute();
  await db.schema.createIndex("reviews_user_idx").on("reviews").column("user_id").execute();
  await db.schema.createIndex("review_reports_review_idx").on("review_reports").columns(["review_id", "user_id", "status"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("review_reports_review_idx").execute();
  await db.schema.dropIndex("reviews_user_idx").execute();
  await db.schema.dropIndex("reviews_place_user_uq").execute();
  await db.schema.dropIndex("reviews_listing_user_uq").execute();
  await db.schema.dropIndex("reviews_place_status_idx").execute();
  await db.schema.dropIndex("reviews_listing_status_idx").execute();
  await db.schema.createIndex("reviews_listing_idx").on("reviews").column("listing_id").execute();
  await db.schema.createIndex("reviews_place_idx").on("reviews").column("place_id").execute();
  await db.schema
    .alterTable("reviews")
    .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update reviews set is_published = case when status = 'published' then 1 else 0 end`.execute(db);
  await db.schema.alterTable("reviews").dropColumn("status").execute();
}
