import { parseInput } from "../../lib/errors.js";
import {
  type ListingReview, type ListingReviewList, ListingReviewsQuerySchema, type ReviewStats,
} from "../../schemas/listing-extras.js";
import { findPublishedListing } from "../favorites/published-listing.js";
import type { ListingsRepository } from "../listings/repository.js";
import { toReviewStats } from "../places/present.js";
import { toReviewFields } from "./present.js";
import type { ListingReviewRow, ReviewsRepository } from "./repository.js";

/** Who reads: admins may also see unpublished reviews. */
export type Reader = { is_superuser: boolean } | undefined;

const toListingReview = (row: ListingReviewRow): ListingReview => ({
  ...toReviewFields(row),
  listing_id: Number(row.listing_id),
});

/** SPEC §7 Reviews (read side) of listings: the list and the stats, over published reviews. */
export function createReviewsService(deps: { repo: ReviewsRepository; listings: ListingsRepository }) {
  const { repo, listings } = deps;
  const onlyPublished = (flagParam: "true" | "false", reader: Reader) => flagParam === "true" || !reader?.is_superuser;

  return {
    async forListing(idParam: string | undefined, query: unknown, reader: Reader): Promise<ListingReviewList> {
      const listing = await findPublishedListing(listings, idParam);
      const input = parseInput(ListingReviewsQuerySchema, query ?? {});
      const published = onlyPublished(input.only_published, reader);
      const [rows, stats] = await Promise.all([
        repo.listingReviews(listing.id, published, input.limit),
        repo.listingStats(listing.id, published),
      ]);
      return { reviews: rows.map(toListingReview), total: Number(stats.n) };
    },

    async listingStats(idParam: string | undefined): Promise<ReviewStats> {
      const listing = await findPublishedListing(listings, idParam);
      const stats = await repo.listingStats(listing.id, true);
      return toReviewStats(stats.average, stats.n);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
