import * as z from "zod";
import { PLACE_STATUSES, type PlaceStatus } from "./guide-constants.js";
import type { MediaFile } from "./listing.js";
import { blankAsMissing, paging } from "./listing-query.js";
import { MESSAGES as LISTING_MESSAGES } from "./listing-write.js";
import { normalisePhone } from "./phone.js";
import type { ReviewStats } from "./reviews.js";
import { multilineText, plainText, searchText } from "./text.js";

// Places: the query and body schemas of /places, shared with the
// create/edit form (conform + zod), and the shapes of the answers. No server imports.

export { PLACE_STATUSES, type PlaceStatus };

export const PLACE_MESSAGES = {
  nameMin: "Name must be at least 2 characters",
  nameMax: "Name must be at most 120 characters",
  category: LISTING_MESSAGES.category,
  descriptionMin: "Description must be at least 10 characters",
  descriptionMax: "Description must be at most 5000 characters",
  addressMax: "Address must be at most 200 characters",
  coordinates: LISTING_MESSAGES.coordinates,
  bothCoordinates: LISTING_MESSAGES.bothCoordinates,
  phone: "Invalid phone number format",
  website: "Enter a web address starting with http:// or https://",
  openingHoursMax: "Opening hours must be at most 500 characters",
  tooManyPhotos: "A place can have at most 10 photos",
} as const;

const M = PLACE_MESSAGES;

/** An optional text: blank (or null) is stored as null. */
const optionalText = (max: number, message: string, text = plainText) =>
  text({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** Only http(s) addresses with a host name: a place's link must open a web page. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const website = optionalText(300, M.website).transform((value, ctx) => {
  if (value !== null && !isWebAddress(value)) {
    ctx.addIssue({ code: "custom", message: M.website });
    return z.NEVER;
  }
  return value;
});

/** Like sign-up's phone (libphonenumber, Gibraltar by default), but optional; stored as E.164. */
const phone = optionalText(40, M.phone).transform((value, ctx) => {
  if (value === null) return null;
  const normalised = normalisePhone(value);
  if (!normalised) {
    ctx.addIssue({ code: "custom", message: M.phone });
    return z.NEVER;
  }
  return normalised;
});

const latitude = z.number({ error: M.coordinates }).min(-90, M.coordinates).max(90, M.coordinates).nullable().optional();
const longitude = z.number({ error: M.coordinates }).min(-180, M.coordinates).max(180, M.coordinates).nullable().optional();

/** What POST /places and PUT /places/:id take (PUT replaces every field). */
export const PlaceFormSchema = z
  .object({
    name: plainText({ error: M.nameMin }).trim().min(2, M.nameMin).max(120, M.nameMax),
    /** The place category's slug. */
    category: plainText({ error: M.category }).trim().min(1, M.category).max(100, M.category),
    description_en: multilineText({ error: M.descriptionMin }).trim().min(10, M.descriptionMin).max(5000, M.descriptionMax),
    description_es: optionalText(5000, M.descriptionMax, multilineText),
    address: optionalText(200, M.addressMax),
    latitude,
    longitude,
    phone,
    website,
    opening_hours: optionalText(500, M.openingHoursMax, multilineText),
  })
  .superRefine((value, ctx) => {
    const hasLat = value.latitude !== undefined && value.latitude !== null;
    const hasLng = value.longitude !== undefined && value.longitude !== null;
    if (hasLat !== hasLng) ctx.addIssue({ code: "custom", path: [hasLat ? "longitude" : "latitude"], message: M.bothCoordinates });
  });
export type PlaceInput = z.output<typeof PlaceFormSchema>;

export const PlaceQuerySchema = z.object({
  /** A place category's slug. */
  category: z.preprocess(blankAsMissing, z.string().trim().max(100, "category must be at most 100 characters").optional()),
  /** Words to find in the name, descriptions or address. */
  q: z.preprocess(blankAsMissing, searchText().trim().max(100, "q must be at most 100 characters").optional()),
  status: z.preprocess(blankAsMissing, z.enum(PLACE_STATUSES, { error: "status must be pending, approved or rejected" }).optional()),
  ...paging,
});
export type PlaceQuery = z.output<typeof PlaceQuerySchema>;

export type PlaceCategoryRef = { id: number; slug: string; name_en: string; name_es: string; icon: string | null };
/** GET /place-categories: each with its number of approved places. */
export type PlaceCategory = PlaceCategoryRef & { sort_order: number; places_count: number };


export type PlaceSummary = {
  id: number;
  slug: string;
  name: string;
  category: PlaceCategoryRef | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  thumbnail_url: string | null;
  /** The card picture's (the first photo's) WebP copies as an img `srcset`, or null. */
  thumbnail_srcset: string | null;
  review_stats: ReviewStats;
  status: PlaceStatus;
  user_id: number | null;
  created_at: string;
};

export type Place = PlaceSummary & {
  /** In the request's language (Spanish falls back to English). */
  description: string;
  description_en: string;
  description_es: string | null;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  photos: MediaFile[];
  updated_at: string;
};

export type PlaceList = { places: PlaceSummary[]; total: number; limit: number; skip: number };

export type { PlaceReview, PlaceReviewList, ReviewFields, ReviewStats } from "./reviews.js";
