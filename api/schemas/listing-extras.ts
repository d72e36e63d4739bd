import * as z from "zod";
import { REPORT_DESCRIPTION_MAX, REPORT_REASONS, type ReportReason } from "./constants.js";
import type { ListingSummary } from "./listing.js";
import { paging } from "./listing-query.js";
import type { ReviewReader } from "./reviews.js";
import { multilineText } from "./text.js";

// Reports, favourites and reviews of a listing: body and query schemas shared with the page, and the answer shapes.
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
    description: multilineText({ error: "Must be text" })
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

/** What the signed-in viewer of a listing's page has made of it: saved it, reviewed it, voted on its reviews. */
export type ListingViewer = FavoriteStatus & ReviewReader;

export type { ListingReview, ListingReviewList, ReviewStats } from "./reviews.js";

/** News of a saved listing: its price dropped, it was sold or reserved, or it expired. */
export const FAVORITE_NOTICE_KINDS = ["price_drop", "sold", "reserved", "expired"] as const;
export type FavoriteNoticeKind = (typeof FAVORITE_NOTICE_KINDS)[number];

export type FavoriteNotice = {
  id: number;
  kind: FavoriteNoticeKind;
  listing: { id: number; title: string; slug: string };
  /** For a price drop: the prices before and after, in minor units of `currency`. */
  old_price_minor: number | null;
  new_price_minor: number | null;
  currency: string | null;
  created_at: string;
  read: boolean;
};

export type FavoriteNoticeList = { notices: FavoriteNotice[]; unread: number };
