import { z } from "zod";
import type { ListingSummary } from "./listing.js";
import { paging } from "./listing-query.js";
import type { ReviewStats } from "./places.js";

// Reports, favourites and reviews of a listing (SPEC §2 listing page, §4 favourite toggle, §7
// Reviews, §8 Report): body and query schemas shared with the page, and the answer shapes.
// No server imports.

export const REPORT_REASONS = ["spam", "fraud", "wrong_category", "offensive", "sold", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DESCRIPTION_MAX = 1000;

export const REPORT_MESSAGES = {
  reason: "Choose a reason for the report",
  descriptionMax: "The description must be at most 1000 characters",
  descriptionNeeded: "Describe the problem when the reason is other",
  ownListing: "You cannot report your own listing",
  duplicate: "You have already reported this listing; it is being reviewed",
} as const;

/** POST /listings/{id}/report. A blank description counts as none. */
export const ListingReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
    description: z
      .string({ error: "Must be text" })
      .trim()
      .max(REPORT_DESCRIPTION_MAX, REPORT_MESSAGES.descriptionMax)
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .refine((report) => report.reason !== "other" || report.description !== null, {
    message: REPORT_MESSAGES.descriptionNeeded,
    path: ["description"],
  });
export type ListingReportInput = z.output<typeof ListingReportSchema>;

export type ListingReport = {
  id: number;
  listing_id: number;
  reason: ReportReason;
  description: string | null;
  status: string;
  created_at: string;
};

/** GET /favorites: the user's saved listings, most recently saved first. */
export const FavoritesQuerySchema = z.object(paging);
export type FavoriteList = { listings: ListingSummary[]; total: number; limit: number; skip: number };
export type FavoriteStatus = { listing_id: number; is_favorite: boolean };

/** SPEC §9: reviews are fetched 50 at a time. */
export const LISTING_REVIEWS_LIMIT = 50;

/** GET /reviews/listing/{id}: only_published (default true; only admins may turn it off) and limit. */
export const ListingReviewsQuerySchema = z.object({
  only_published: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : value),
    z.enum(["true", "false"], { error: "only_published must be true or false" }).default("true"),
  ),
  limit: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(LISTING_REVIEWS_LIMIT, "limit must be at most 50")
      .default(LISTING_REVIEWS_LIMIT),
  ),
});

/** A review of a listing; anonymous reviews carry no reviewer. */
export type ListingReview = {
  id: number;
  listing_id: number;
  rating: number;
  title: string | null;
  comment: string | null;
  is_anonymous: boolean;
  is_featured: boolean;
  is_verified_purchase: boolean;
  helpful_count: number;
  created_at: string;
  reviewer: { first_name: string; last_name: string; is_verified: boolean } | null;
};

export type ListingReviewList = { reviews: ListingReview[]; total: number };
export type { ReviewStats };
