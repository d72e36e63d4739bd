import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { containsText } from "../../db/paging.js";
import { type AdminFavoritesOverview, type AdminFavoritesQuery, RECENT_SAVES } from "../../schemas/admin-listings.js";
import type { ListingStatus } from "../../schemas/constants.js";
import { countOf } from "../../db/count.js";

/**
 * The back-office's favourites overview (read only): how much saving goes on, which listings are
 * saved most (paged, searchable by title) and the latest saves. Saves are read by listing and by
 * time through their own indexes (migration 0016).
 */
export function createFavoritesOverview(db: Kysely<DB>) {
  async function totals() {
    const row = await db
      .selectFrom("favorites")
      .select((eb) => [
        eb.fn.countAll<number>().as("saves"),
        eb.fn.count<number>("listing_id").distinct().as("saved_listings"),
        eb.fn.count<number>("user_id").distinct().as("savers"),
      ])
      .executeTakeFirst();
    return { saves: countOf(row?.saves), saved_listings: countOf(row?.saved_listings), savers: countOf(row?.savers) };
  }

  async function mostSaved(query: AdminFavoritesQuery): Promise<AdminFavoritesOverview["most_saved"]> {
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
    const total = countOf(counted?.n);
    return {
      items: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status as ListingStatus,
        owner: { id: row.owner_id, email: row.owner_email, first_name: row.owner_first_name, last_name: row.owner_last_name },
        saves: countOf(row.saves),
        last_saved_at: String(row.last_saved_at),
      })),
      total,
      page: query.page,
      per_page: query.per_page,
      pages: Math.max(1, Math.ceil(total / query.per_page)),
    };
  }

  async function recent(): Promise<AdminFavoritesOverview["recent"]> {
    const rows = await db
      .selectFrom("favorites")
      .innerJoin("users", "users.id", "favorites.user_id")
      .innerJoin("listings", "listings.id", "favorites.listing_id")
      .select([
        "favorites.created_at", "users.id as user_id", "users.email", "users.first_name", "users.last_name",
        "listings.id as listing_id", "listings.slug", "listings.title", "listings.status",
      ])
      .orderBy("favorites.created_at", "desc")
      .orderBy("favorites.listing_id", "desc")
      .limit(RECENT_SAVES)
      .execute();
    return rows.map((row) => ({
      saved_at: row.created_at,
      user: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
      listing: { id: row.listing_id, slug: row.slug, title: row.title, status: row.status as ListingStatus },
    }));
  }

  return {
    async get(query: AdminFavoritesQuery): Promise<AdminFavoritesOverview> {
      const [all, most, latest] = await Promise.all([totals(), mostSaved(query), recent()]);
      return { totals: all, most_saved: most, recent: latest };
    },
  };
}

export type FavoritesOverview = ReturnType<typeof createFavoritesOverview>;
