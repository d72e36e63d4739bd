import type { ReviewFields } from "../../schemas/places.js";

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
};

const flag = (value: number | null | undefined): boolean => Number(value) === 1;

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
  };
}
