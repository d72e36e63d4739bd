import * as z from "zod";
import { LISTING_REVIEWS_LIMIT, REPORT_DESCRIPTION_MAX, REPORT_REASONS, type ReportReason } from "./constants.js";
import type { ListingSummary } from "./listing.js";
import { limitParam, paging } from "./listing-query.js";
import type { ReviewFields, ReviewStats } from "./places.js";

// Reports, favourites and reviews of a listing (SPEC §2 listing page, §4 favourite toggle, §7
// Reviews, §8 Report): body and query schemas shared with the page, and the answer shapes.
// No server imports.

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

/** GET /reviews/listing/{id}: only_published (default true; only admins may turn it off) and limit. */
export const ListingReviewsQuerySchema = z.object({
  only_published: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : value),
    z.enum(["true", "false"], { error: "only_published must be true or false" }).default("true"),
  ),
  limit: limitParam(LISTING_REVIEWS_LIMIT, LISTING_REVIEWS_LIMIT),
});

/** A review of a listing. */
export type ListingReview = ReviewFields & { listing_id: number };

export type ListingReviewList = { reviews: ListingReview[]; total: number };
export type { ReviewStats };
