import type { ListingViewer } from "../../schemas/listing-extras.js";
import type { FavoritesRepository } from "../favorites/repository.js";
import type { ReviewsRepository } from "../reviews/repository.js";
import type { ListingsRepository } from "./repository.js";
import { type Viewer, findVisibleListing } from "./service.js";

/**
 * What the signed-in viewer of a listing's page has made of it, in one call: whether they saved
 * it, their review of it and its reviews they voted helpful. The page asked `/favorites/{id}` and
 * `/reviews/listing/{id}/reader`, two calls that each looked the listing up.
 */
export function createListingViewerService(deps: { listings: Pick<ListingsRepository, "findBasics">; favorites: Pick<FavoritesRepository, "isSaved">; reviews: Pick<ReviewsRepository, "readerOf"> }) {
  return {
    async of(idParam: string | undefined, viewer: NonNullable<Viewer>): Promise<ListingViewer> {
      const listing = await findVisibleListing(deps.listings, idParam, viewer);
      const [isFavorite, reader] = await Promise.all([deps.favorites.isSaved(viewer.id, listing.id), deps.reviews.readerOf({ kind: "listing", id: listing.id }, viewer.id)]);
      return { listing_id: listing.id, is_favorite: isFavorite, ...reader };
    },
  };
}

export type ListingViewerService = ReturnType<typeof createListingViewerService>;
