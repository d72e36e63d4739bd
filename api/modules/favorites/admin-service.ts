import { type AdminFavoritesOverview, type AdminFavoritesQuery, RECENT_SAVES } from "../../schemas/admin-listings.js";
import type { ListingStatus } from "../../schemas/constants.js";
import type { FavoritesAdminRepository } from "./admin-repository.js";

/**
 * The back-office's favourites overview (read only): how much saving goes on, which listings are
 * saved most (paged, searchable by title) and the latest saves.
 */
export function createFavoritesAdminService(deps: { repo: FavoritesAdminRepository }) {
  const { repo } = deps;

  async function mostSaved(query: AdminFavoritesQuery): Promise<AdminFavoritesOverview["most_saved"]> {
    const { rows, total } = await repo.mostSaved(query);
    return {
      items: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status as ListingStatus,
        owner: { id: row.owner_id, email: row.owner_email, first_name: row.owner_first_name, last_name: row.owner_last_name },
        saves: row.saves,
        last_saved_at: row.last_saved_at,
      })),
      total,
      page: query.page,
      per_page: query.per_page,
      pages: Math.max(1, Math.ceil(total / query.per_page)),
    };
  }

  async function recent(): Promise<AdminFavoritesOverview["recent"]> {
    const rows = await repo.recent(RECENT_SAVES);
    return rows.map((row) => ({
      saved_at: row.created_at,
      user: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
      listing: { id: row.listing_id, slug: row.slug, title: row.title, status: row.status as ListingStatus },
    }));
  }

  return {
    async get(query: AdminFavoritesQuery): Promise<AdminFavoritesOverview> {
      const [totals, most, latest] = await Promise.all([repo.totals(), mostSaved(query), recent()]);
      return { totals, most_saved: most, recent: latest };
    },
  };
}

export type FavoritesAdminService = ReturnType<typeof createFavoritesAdminService>;
