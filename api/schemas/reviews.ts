import * as z from "zod";
import {
  MAX_ID, REPORT_DESCRIPTION_MAX, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_MESSAGES, REVIEW_REPORT_REASONS,
  REVIEW_TITLE_MAX, REVIEWS_LIMIT, type ReviewReportReason, type ReviewStatus, todayInGibraltar,
} from "./constants.js";
import { REPORT_MESSAGES } from "./listing-extras.js";
import { blankAsMissing, limitParam } from "./listing-query.js";
import { multilineText, plainText } from "./text.js";
import type { PublicUser } from "./users.js";

// Reviews of listings and places: the bodies of /reviews (shared with the review forms of the
// listing and place pages, conform + zod in their actions), the queries, and the answer shapes.
// No server imports.

const M = REVIEW_MESSAGES;

/** An optional text: trimmed, and blank (or null) stored as null. */
const optionalText = (max: number, message: string, text = plainText) =>
  text({ error: "Must be text" })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => value || null);

const itemId = z.number({ error: M.target }).int(M.target).min(1, M.target).max(MAX_ID, M.target).optional();

/** YYYY-MM-DD, or a full ISO time of which the date counts. */
const visitDate = z
  .string({ error: M.visitDate })
  .trim()
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value)?.[1];
    const midnight = date ? new Date(`${date}T00:00:00Z`) : null;
    // Date rolls 30 February over into March: the day must come back unchanged.
    const real = midnight !== null && !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === date;
    if (!date || !real || Number.isNaN(Date.parse(value))) {
      ctx.addIssue({ code: "custom", message: M.visitDate });
      return z.NEVER;
    }
    return date;
  })
  // Gibraltar's today: a review tells of a visit that has happened.
  .refine((date) => date === null || date <= todayInGibraltar(), M.visitDateFuture);

/**
 * POST /reviews: a review of one listing or one place. Texts are trimmed and blank ones dropped;
 * a review needs a title or a comment, and a comment of 10+ characters when it has no title.
 * visit_date and is_anonymous are a place review's (a listing review shows who wrote it).
 */
export const ReviewFormSchema = z
  .object({
    listing_id: itemId,
    place_id: itemId,
    rating: z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
    title: optionalText(REVIEW_TITLE_MAX, M.titleMax),
    comment: optionalText(REVIEW_COMMENT_MAX, M.commentMax, multilineText),
    visit_date: visitDate,
    is_anonymous: z.boolean({ error: "is_anonymous must be true or false" }).optional().default(false),
  })
  .superRefine((review, ctx) => {
    if ((review.listing_id === undefined) === (review.place_id === undefined)) {
      ctx.addIssue({ code: "custom", path: ["listing_id"], message: M.target });
    }
    if (review.title === null && review.comment === null) {
      ctx.addIssue({ code: "custom", path: ["comment"], message: M.titleOrComment });
    } else if (review.title === null && review.comment !== null && review.comment.length < REVIEW_COMMENT_MIN) {
      ctx.addIssue({ code: "custom", path: ["comment"], message: M.commentMin });
    }
  });
export type ReviewInput = z.output<typeof ReviewFormSchema>;

/** POST /reviews/{id}/helpful. */
export const HelpfulVoteSchema = z.object({
  is_helpful: z.boolean({ error: "is_helpful must be true or false" }).optional().default(true),
});

/** POST /reviews/{id}/report. A blank description counts as none; "other" needs one. */
export const ReviewReportSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
    description: optionalText(REPORT_DESCRIPTION_MAX, REPORT_MESSAGES.descriptionMax, multilineText),
  })
  .refine((report) => report.reason !== "other" || report.description !== null, {
    message: REPORT_MESSAGES.descriptionNeeded,
    path: ["description"],
  });

/** GET /reviews/listing/{id} and /reviews/place/{id}: only_published (default true; only admins may turn it off) and limit. */
export const ReviewsQuerySchema = z.object({
  only_published: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : value),
    z.enum(["true", "false"], { error: "only_published must be true or false" }).default("true"),
  ),
  limit: limitParam(REVIEWS_LIMIT, REVIEWS_LIMIT),
});

const idFilter = (what: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} must be a positive id`).max(MAX_ID, `${what} is out of range`).optional(),
  );

/** GET /reviews/my-reviews: optionally the signed-in user's review of one listing or place. */
export const MyReviewsQuerySchema = z.object({
  listing_id: idFilter("listing_id"),
  place_id: idFilter("place_id"),
  limit: limitParam(100, REVIEWS_LIMIT),
});

/** Review stats: the average to one decimal (0 without reviews) over published reviews. */
export type ReviewStats = { average_rating: number; total_reviews: number };

/** What every review answer carries, whether about a listing or a place; anonymous reviews carry no reviewer. */
export type ReviewFields = {
  id: number;
  rating: number;
  title: string | null;
  comment: string | null;
  is_anonymous: boolean;
  is_featured: boolean;
  is_verified_purchase: boolean;
  helpful_count: number;
  created_at: string;
  reviewer: Pick<PublicUser, "first_name" | "last_name" | "is_verified"> | null;
  /** Whether the signed-in reader has voted on it already (false for visitors). */
  has_voted: boolean;
};

export type ListingReview = ReviewFields & { listing_id: number };
export type PlaceReview = ReviewFields & { place_id: number; visit_date: string | null };
export type ReviewList<R extends ReviewFields = ReviewFields> = { reviews: R[]; total: number };
export type ListingReviewList = ReviewList<ListingReview>;
export type PlaceReviewList = ReviewList<PlaceReview>;

/** A review as its writer sees it (POST /reviews, GET /reviews/my-reviews), with its moderation state. */
export type OwnReview = ReviewFields & {
  listing_id: number | null;
  place_id: number | null;
  visit_date: string | null;
  status: ReviewStatus;
};
export type OwnReviewList = { reviews: OwnReview[]; total: number };

/**
 * GET /reviews/listing/{id}/reader and /reviews/place/{id}/reader: what of a listing's or place's
 * reviews is the signed-in reader's own: their review (in any moderation state) and the reviews
 * they voted helpful. The list itself is the same for everyone; this is the reader's part of it.
 */
export type ReviewReader = { own_review_id: number | null; voted_review_ids: number[] };

export type HelpfulVote = { review_id: number; is_helpful: boolean; helpful_count: number };

export type ReviewReport = {
  id: number;
  review_id: number;
  reason: ReviewReportReason;
  description: string | null;
  status: string;
  created_at: string;
};
