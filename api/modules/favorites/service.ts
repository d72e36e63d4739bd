import { notFound, parseInput } from "../../lib/errors.js";
import { type FavoriteList, type FavoriteStatus, FavoritesQuerySchema } from "../../schemas/listing-extras.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { ListingsRepository } from "../listings/repository.js";
import { LISTING_NOT_FOUND } from "../listings/service.js";
import { coverPicture, toSummary } from "../listings/present.js";
import type { FavoritesRepository } from "./repository.js";
import { findPublishedListing } from "./published-listing.js";

/** The favourite toggle: a signed-in user saves and unsaves published listings. */
export function createFavoritesService(deps: { repo: FavoritesRepository; listings: ListingsRepository }) {
  const { repo, listings } = deps;
  return {
    /** Idempotent: `created` tells whether this call saved it. */
    async add(userId: number, idParam: string | undefined): Promise<FavoriteStatus & { created: boolean }> {
      const listing = await findPublishedListing(listings, idParam);
      const created = await repo.add(userId, listing.id);
      return { listing_id: listing.id, is_favorite: true, created };
    },

    /** Unsaving works whatever became of the listing since, so nothing stays stuck in the list. */
    async remove(userId: number, idParam: string | undefined): Promise<void> {
      const id = parseIdParam(idParam);
      if (id === null) throw notFound(LISTING_NOT_FOUND);
      await repo.remove(userId, id);
    },

    async status(userId: number, idParam: string | undefined): Promise<FavoriteStatus> {
      const listing = await findPublishedListing(listings, idParam);
      return { listing_id: listing.id, is_favorite: await repo.isSaved(userId, listing.id) };
    },

    async list(userId: number, query: unknown): Promise<FavoriteList> {
      const { limit, skip } = parseInput(FavoritesQuerySchema, query ?? {});
      const [rows, total] = await Promise.all([repo.page(userId, limit, skip), repo.count(userId)]);
      const media = rows.length ? await listings.media(rows.map((row) => row.id)) : [];
      return {
        listings: rows.map((row) => toSummary(row, coverPicture(media.filter((m) => m.listing_id === row.id)))),
        total,
        limit,
        skip,
      };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
