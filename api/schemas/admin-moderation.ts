import * as z from "zod";
import { AdminListQuerySchema } from "./admin.js";
import { REVIEW_STATUSES, type ReviewStatus } from "./constants.js";
import { blankAsMissing } from "./listing-query.js";
import { multilineText } from "./text.js";
import type { ReviewFields } from "./reviews.js";

// Moderation in the back-office: the queues (reported listings and reviews, reviews and places
// waiting for approval), the reviews list, reported conversations, and the decisions' bodies.
// Shared by the API and the admin pages.

export const MODERATION_QUEUES = ["listing-reports", "review-reports", "pending-reviews", "pending-places"] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];
export type ModerationSummary = Record<ModerationQueue, number>;

const optionalNote = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  multilineText().max(1000, "A note is at most 1000 characters").optional(),
);

/** Dismissing a report: an optional note for the other moderators. */
export const DismissSchema = z.object({ note: optionalNote });

export const FeatureSchema = z.object({ featured: z.boolean({ error: "featured must be true or false" }) });

export const CHAT_REPORT_OUTCOMES = ["dismissed", "handled"] as const;
export const ChatReportResolveSchema = z.object({
  outcome: z.enum(CHAT_REPORT_OUTCOMES, { error: "Choose dismissed or handled" }),
  note: optionalNote,
});

/** One listing's or place's reviews: `?listing_id=` / `?place_id=`. */
const itemId = (invalid: string) =>
  z.preprocess(blankAsMissing, z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(2_147_483_647, invalid).optional());

export const AdminReviewQuerySchema = AdminListQuerySchema.extend({
  listing_id: itemId("listing_id must be a listing's id"),
  place_id: itemId("place_id must be a place's id"),
  status: z.preprocess(blankAsMissing, z.enum(REVIEW_STATUSES, { error: "status must be published, pending or hidden" }).optional()),
  target: z.preprocess(blankAsMissing, z.enum(["listing", "place"], { error: "target must be listing or place" }).optional()),
  rating: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: "rating must be a number" }).int("rating must be a whole number").min(1, "rating must be 1 to 5").max(5, "rating must be 1 to 5").optional(),
  ),
});
export type AdminReviewQuery = z.output<typeof AdminReviewQuerySchema>;

export const ChatReportQuerySchema = AdminListQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(["open", "dismissed", "handled"], { error: "status must be open, dismissed or handled" }).optional()),
});
export type ChatReportQuery = z.output<typeof ChatReportQuerySchema>;

export type Person = { id: number | null; name: string; email: string | null };

export type ListingReportItem = {
  id: number;
  reason: string;
  description: string | null;
  status: string;
  created_at: string;
  resolution_note: string | null;
  reporter: Person;
  listing: { id: number; title: string; slug: string; status: string; owner: Person };
};

export type AdminReview = Pick<ReviewFields, "id" | "rating" | "title" | "comment" | "is_featured" | "created_at"> & {
  status: ReviewStatus;
  author: Person;
  target: { kind: "listing" | "place"; id: number; title: string; slug: string };
  open_reports: number;
};

export type ReviewReportItem = {
  id: number;
  reason: string;
  description: string | null;
  created_at: string;
  reporter: Person;
  review: AdminReview;
};

export type PendingPlace = { id: number; name: string; slug: string; address: string | null; created_at: string; owner: Person };

export type ModerationListing = {
  listing: ListingReportItem["listing"];
  reports: Array<Omit<ListingReportItem, "listing">>;
};

export type ChatReportItem = {
  id: number;
  reason: string;
  description: string | null;
  status: string;
  created_at: string;
  resolution_note: string | null;
  reporter: Person;
  room: { id: number; listing_title: string | null; buyer: Person; seller: Person };
};

export type ChatReportDetail = ChatReportItem & {
  messages: Array<{ id: number; sender_id: number | null; sender_name: string; message: string; created_at: string }>;
};
