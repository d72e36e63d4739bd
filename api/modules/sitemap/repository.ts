import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/**
 * The public items a sitemap lists, each read by one query. Listings are read by ranges of id on
 * the index of 0008_sitemap, which holds every column read here (no table rows are touched).
 */
export function createSitemapRepository(db: Kysely<DB>) {
  return {
    /** Active categories with the creation time of their newest published listing (null: none). */
    activeCategories: () =>
      db
        .selectFrom("categories")
        .select((eb) => [
          "categories.id",
          "categories.parent_id",
          "categories.slug",
          // One index seek per category (status, category_id, created_at: migration 0005).
          eb
            .selectFrom("listings")
            .select((inner) => inner.fn.max("listings.created_at").as("newest"))
            .where("listings.status", "=", "published")
            .whereRef("listings.category_id", "=", "categories.id")
            .as("newest_listing_at"),
        ])
        .where("categories.is_active", "=", 1)
        .orderBy("categories.sort_order")
        .orderBy("categories.id")
        .execute(),

    approvedPlaces: () =>
      db.selectFrom("places").select(["slug", "updated_at"]).where("status", "=", "approved").orderBy("id").execute(),

    activeLocations: () =>
      db.selectFrom("top_locations").select(["slug"]).where("is_active", "=", 1).orderBy("sort_order").orderBy("id").execute(),

    /** The smallest id of a published listing above `after`, or null when there is none. */
    async firstPublishedListingAfter(after: number): Promise<number | null> {
      const row = await db
        .selectFrom("listings")
        .select((eb) => eb.fn.min("id").as("id"))
        .where("status", "=", "published")
        .where("id", ">", after)
        .executeTakeFirst();
      return row?.id == null ? null : Number(row.id);
    },

    /** Published listings with `after < id <= upTo`, by id. */
    publishedListingsInRange: (after: number, upTo: number) =>
      db
        .selectFrom("listings")
        .select(["slug", "updated_at"])
        .where("status", "=", "published")
        .where("id", ">", after)
        .where("id", "<=", upTo)
        .orderBy("id")
        .execute(),
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
