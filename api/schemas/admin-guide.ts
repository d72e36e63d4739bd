import * as z from "zod";
import { AdminListQuerySchema, booleanFilter } from "./admin.js";
import { MAX_ID } from "./constants.js";
import { blankAsMissing } from "./listing-query.js";
import { MEDIA_TYPES, PLACE_STATUSES } from "./guide-constants.js";
import { LOCATION_TYPES, type TopLocation } from "./top-locations.js";
import type { MediaFile } from "./listing.js";
import type { Place, PlaceCategory, PlaceCategoryRef } from "./places.js";
import type { UserRef } from "./users.js";
import { multilineText, plainText } from "./text.js";

// The local guide in the back-office: places, place categories, top locations and the media
// library. Shared by /api/v1/admin and the admin pages (conform + zod): a form post carries texts,
// which conform turns into numbers and ticks (an absent checkbox is false).

/** Lowercase words joined by single hyphens: the part of a page address that names the record. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z
  .string({ error: "Enter a slug" })
  .trim()
  .toLowerCase()
  .min(1, "Enter a slug")
  .max(80, "A slug is at most 80 characters")
  .regex(SLUG_PATTERN, "A slug is lowercase letters and digits, joined by single hyphens");

const sortOrder = z
  .number({ error: "The sort order is a whole number" })
  .int("The sort order is a whole number")
  .min(0, "The sort order is 0 or more")
  .max(100_000, "The sort order is at most 100000")
  .default(0);

const flag = z.boolean().optional().default(false);

/** An optional text: blank (or null) is stored as null. */
const optionalText = (max: number, message: string, text = plainText) =>
  z.preprocess(
    blankAsMissing,
    text({ error: message })
      .trim()
      .max(max, message)
      .nullable()
      .optional()
      .transform((value) => value || null),
  );

const positiveId = z.preprocess(
  blankAsMissing,
  z.coerce.number({ error: "Choose from the list" }).int("Choose from the list").min(1, "Choose from the list").max(MAX_ID, "Choose from the list").optional(),
);

// ---- Places ----

export const AdminPlaceQuerySchema = AdminListQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(PLACE_STATUSES, { error: "status must be pending, approved or rejected" }).optional()),
  category_id: positiveId,
});
export type AdminPlaceQuery = z.output<typeof AdminPlaceQuerySchema>;

export type AdminPlace = Pick<Place, "id" | "slug" | "name" | "status" | "address" | "created_at" | "updated_at"> & {
  category: Pick<PlaceCategoryRef, "id" | "name_en" | "name_es"> | null;
  owner: UserRef | null;
};

// ---- Place categories ----

export const PlaceCategoryFormSchema = z.object({
  slug,
  name_en: plainText({ error: "Enter the English name" }).trim().min(1, "Enter the English name").max(80, "A name is at most 80 characters"),
  name_es: plainText({ error: "Enter the Spanish name" }).trim().min(1, "Enter the Spanish name").max(80, "A name is at most 80 characters"),
  icon: optionalText(40, "An icon name is at most 40 characters"),
  sort_order: sortOrder,
});
export type PlaceCategoryInput = z.output<typeof PlaceCategoryFormSchema>;

export type AdminPlaceCategory = Omit<PlaceCategory, "places_count"> & {
  /** Places of every status in the category: a category in use cannot be deleted. */
  places_count: number;
};

export const PLACE_CATEGORY_SLUG_TAKEN = "Another place category has this slug";
export const PLACE_CATEGORY_NOT_FOUND = "Place category not found";
/** The list shows each category's count of places; a category with any cannot be deleted. */
export const PLACE_CATEGORY_IN_USE = "Places are in this category: move them to another category before deleting it";

// ---- Top locations ----

export const AdminTopLocationQuerySchema = AdminListQuerySchema.extend({
  is_featured: booleanFilter,
  is_active: booleanFilter,
});
export type AdminTopLocationQuery = z.output<typeof AdminTopLocationQuerySchema>;

const coordinate = (limit: number) =>
  z.number({ error: "Invalid coordinate values" }).min(-limit, "Invalid coordinate values").max(limit, "Invalid coordinate values").nullable().optional();

export const TopLocationFormSchema = z
  .object({
    slug,
    name: plainText({ error: "Enter the location's name" }).trim().min(2, "Enter the location's name").max(120, "A name is at most 120 characters"),
    description: optionalText(5000, "A description is at most 5000 characters", multilineText),
    description_es: optionalText(5000, "A description is at most 5000 characters", multilineText),
    location_type: z.enum(LOCATION_TYPES, { error: "Choose country, region or city" }),
    latitude: coordinate(90),
    longitude: coordinate(180),
    is_featured: flag,
    is_active: flag,
    sort_order: sortOrder,
  })
  // Checked with the other fields' errors too (`when`), so a form shows every mistake at once.
  .refine((value) => (value.latitude ?? null) === null || (value.longitude ?? null) !== null, {
    path: ["longitude"],
    message: "Give both the latitude and the longitude, or neither",
    when: () => true,
  })
  .refine((value) => (value.longitude ?? null) === null || (value.latitude ?? null) !== null, {
    path: ["latitude"],
    message: "Give both the latitude and the longitude, or neither",
    when: () => true,
  });
export type TopLocationInput = z.output<typeof TopLocationFormSchema>;

/** Moves a location one place up or down the order the site shows them in. */
export const TopLocationMoveSchema = z.object({ direction: z.enum(["up", "down"], { error: "direction must be up or down" }) });

export type AdminTopLocation = Pick<
  TopLocation,
  "id" | "slug" | "name" | "description_es" | "location_type" | "latitude" | "longitude" | "is_featured" | "is_active" | "featured_image" | "featured_image_srcset"
> & {
  /** The English description, as stored. */
  description: string | null;
  sort_order: number;
  created_at: string;
};

export const TOP_LOCATION_SLUG_TAKEN = "Another top location has this slug";
export const TOP_LOCATION_NOT_FOUND = "Top location not found";
export const ONE_IMAGE = "Choose one image for the location";
export const NO_IMAGE = "The location has no image";

// ---- Media library ----

export const AdminMediaQuerySchema = AdminListQuerySchema.extend({
  type: z.preprocess(blankAsMissing, z.enum(MEDIA_TYPES, { error: "type must be image, video, audio or document" }).optional()),
  /** Only the files nothing uses. */
  orphans: booleanFilter,
});
export type AdminMediaQuery = z.output<typeof AdminMediaQuerySchema>;

/** What uses a file: the page that shows it. */
export type MediaUse = { kind: "listing" | "place" | "top_location" | "banner" | "avatar"; id: number; name: string };

export type AdminMediaFile = Pick<
  MediaFile,
  "id" | "original_filename" | "mime_type" | "media_type" | "file_size" | "width" | "height" | "file_url" | "thumbnail_url" | "created_at"
> & {
  uploader: Pick<UserRef, "id" | "email"> | null;
  used_by: MediaUse[];
};

/** Deleting every orphan at once asks for this tick, so a bare POST cannot empty the library. */
export const DeleteOrphansSchema = z.object({
  confirm: z.literal(true, { error: "Tick the box to confirm deleting every unused file" }),
});

export const MEDIA_NOT_FOUND = "File not found";
/** The library's "Used by" column says where; the file goes once nothing shows it. */
export const MEDIA_IN_USE = "This file is in use: remove it where it is shown before deleting it";
