import type { Kysely } from "kysely";
import { countOf } from "../../db/count.js";
import { containsText } from "../../db/paging.js";
import type { DB } from "../../db/schema.js";
import type { AdminFavoritesQuery } from "../../schemas/admin-listings.js";

/**
 * The reads of the back-office's favourites overview. Saves are read by listing and by time
 * through their own indexes (migration 0016).
 */
export function createFavoritesAdminRepository(db: Kysely<DB>) {
  return {
    /** How many saves, of how many listings, by how many users. */
    async totals() {
      const row = await db
        .selectFrom("favorites")
        .select((eb) => [
          eb.fn.countAll<number>().as("saves"),
          eb.fn.count<number>("listing_id").distinct().as("saved_listings"),
          eb.fn.count<number>("user_id").distinct().as("savers"),
        ])
        .executeTakeFirst();
      return { saves: countOf(row?.saves), saved_listings: countOf(row?.saved_listings), savers: countOf(row?.savers) };
    },

    /** A page of the most-saved listings (most saves first), with their owners, and how many listings are saved at all. */
    async mostSaved(query: AdminFavoritesQuery) {
      const search = query.search;
      const saved = db
        .selectFrom("favorites")
        .innerJoin("listings", "listings.id", "favorites.listing_id")
        .$if(search !== undefined, (qb) => qb.where(containsText("listings.title", search!)));
      const [rows, counted] = await Promise.all([
        saved
          .innerJoin("users", "users.id", "listings.user_id")
          .select((eb) => [
            "listings.id", "listings.slug", "listings.title", "listings.status",
            "users.id as owner_id", "users.email as owner_email", "users.first_name as owner_first_name", "users.last_name as owner_last_name",
            eb.fn.countAll<number>().as("saves"),
            eb.fn.max("favorites.created_at").as("last_saved_at"),
          ])
          // Grouped by both keys: PostgreSQL then accepts the other columns of the two rows.
          .groupBy(["listings.id", "users.id"])
          .orderBy("saves", "desc")
          .orderBy("listings.id", "desc")
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page)
          .execute(),
        saved.select((eb) => eb.fn.count<number>("favorites.listing_id").distinct().as("n")).executeTakeFirst(),
      ]);
      return { rows: rows.map((row) => ({ ...row, saves: countOf(row.saves), last_saved_at: String(row.last_saved_at) })), total: countOf(counted?.n) };
    },

    /** The latest `limit` saves, with who saved which listing. */
    recent: (limit: number) =>
      db
        .selectFrom("favorites")
        .innerJoin("users", "users.id", "favorites.user_id")
        .innerJoin("listings", "listings.id", "favorites.listing_id")
        .select([
          "favorites.created_at", "users.id as user_id", "users.email", "users.first_name", "users.last_name",
          "listings.id as listing_id", "listings.slug", "listings.title", "listings.status",
        ])
        .orderBy("favorites.created_at", "desc")
        .orderBy("favorites.listing_id", "desc")
        .limit(limit)
        .execute(),
  };
}

export type FavoritesAdminRepository = ReturnType<typeof createFavoritesAdminRepository>;
