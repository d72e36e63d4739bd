import type { ReviewStatus } from "../../schemas/constants.js";
import type { OwnReview, ReviewFields, ReviewStats } from "../../schemas/reviews.js";

/** A review row with its reviewer's columns (left-joined: null without a user), for listings and places alike. */
export type ReviewRowFields = {
  id: number;
  rating: number;
  title: string | null;
  comment: string | null;
  is_anonymous: number;
  is_featured: number;
  is_verified_purchase: number;
  helpful_count: number;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  is_verified: number | null;
  /** 0/1 on SQLite, a boolean on PostgreSQL; absent where the reader is not asked about. */
  has_voted?: number | boolean | null;
};

const flag = (value: number | boolean | null | undefined): boolean => Number(value) === 1;

export const NO_REVIEWS: ReviewStats = { average_rating: 0, total_reviews: 0 };

/** The average is shown to one decimal. */
export const toReviewStats = (average: number | string | null, count: number | string): ReviewStats => ({
  average_rating: Number(count) > 0 ? Math.round(Number(average) * 10) / 10 : 0,
  total_reviews: Number(count),
});

/** Database row → API review fields: 0/1 flags to booleans, the reviewer hidden when anonymous. */
export function toReviewFields(row: ReviewRowFields): ReviewFields {
  const anonymous = flag(row.is_anonymous);
  return {
    id: Number(row.id),
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
    has_voted: flag(row.has_voted),
  };
}

/** A review as its writer sees it: what it is about and its moderation state. */
export const toOwnReview = (
  row: ReviewRowFields & { listing_id: number | null; place_id: number | null; visit_date: string | null; status: string },
): OwnReview => ({
  ...toReviewFields(row),
  listing_id: row.listing_id === null ? null : Number(row.listing_id),
  place_id: row.place_id === null ? null : Number(row.place_id),
  visit_date: row.visit_date,
  status: row.status as ReviewStatus,
});
