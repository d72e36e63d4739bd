import { parseInput } from "../../lib/errors.js";
import {
  type ListingReview, type ListingReviewList, ListingReviewsQuerySchema, type ReviewStats,
} from "../../schemas/listing-extras.js";
import { findPublishedListing } from "../favorites/published-listing.js";
import type { ListingsRepository } from "../listings/repository.js";
import { toReviewStats } from "../places/present.js";
import type { ListingReviewRow, ReviewsRepository } from "./repository.js";

/** Who reads: admins may also see unpublished reviews. */
export type Reader = { is_superuser: boolean } | undefined;

const flag = (value: number | null | undefined): boolean => Number(value) === 1;

function toListingReview(row: ListingReviewRow): ListingReview {
  const anonymous = flag(row.is_anonymous);
  return {
    id: Number(row.id),
    listing_id: Number(row.listing_id),
    rating: Number(row.rating),
    title: row.title,
    comment: row.comment,
    is_anonymous: anonymous,
    is_featured: flag(row.is_featured),
    is_verified_purchase: flag(row.is_verified_purchase),
    helpful_count: Number(row.helpful_count),
    created_at: row.created_at,
    // An anonymous review does not say who wrote it, not even to API clients.
    reviewer:
      anonymous || row.first_name === null
        ? null
        : { first_name: row.first_name, last_name: row.last_name ?? "", is_verified: flag(row.is_verified) },
  };
}

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
