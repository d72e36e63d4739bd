import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

export function createReviewsRepository(db: Kysely<DB>) {
  /** A listing's reviews, only the published ones unless told otherwise. */
  const ofListing = (listingId: number, onlyPublished: boolean) =>
    db
      .selectFrom("reviews")
      .where("reviews.listing_id", "=", listingId)
      .$if(onlyPublished, (qb) => qb.where("reviews.is_published", "=", 1));

  return {
    /** Featured first, then newest, with their reviewers. */
    listingReviews: (listingId: number, onlyPublished: boolean, limit: number) =>
      ofListing(listingId, onlyPublished)
        .leftJoin("users", "users.id", "reviews.user_id")
        .select([
          "reviews.id", "reviews.listing_id", "reviews.rating", "reviews.title", "reviews.comment", "reviews.is_anonymous",
          "reviews.is_featured", "reviews.is_verified_purchase", "reviews.helpful_count", "reviews.created_at",
          "users.first_name", "users.last_name", "users.is_verified",
        ])
        .orderBy("reviews.is_featured", "desc")
        .orderBy("reviews.created_at", "desc")
        .orderBy("reviews.id", "desc")
        .limit(limit)
        .execute(),

    /** Average rating and count. */
    listingStats: (listingId: number, onlyPublished: boolean) =>
      ofListing(listingId, onlyPublished)
        .select([(eb) => eb.fn.avg<number | string>("reviews.rating").as("average"), (eb) => eb.fn.countAll<number | string>().as("n")])
        .executeTakeFirstOrThrow(),
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ListingReviewRow = Awaited<ReturnType<ReviewsRepository["listingReviews"]>>[number];
