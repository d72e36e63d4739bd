import * as z from "zod";
import { blankAsMissing } from "./listing-query.js";

// Top locations: query schema and answer shapes.

export const TOP_LOCATIONS_DEFAULT_SIZE = 20;
/** The featured carousel asks for 20, the search popup for 50. */
export const TOP_LOCATIONS_MAX_SIZE = 50;
export const LOCATION_TYPES = ["country", "region", "city"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** "true"/"1" and "false"/"0", as query strings carry them. */
const flag = (name: string, fallback: boolean) =>
  z.preprocess(
    blankAsMissing,
    z
      .enum(["true", "false", "1", "0"], { error: `${name} must be true or false` })
      .default(fallback ? "true" : "false")
      .transform((value) => value === "true" || value === "1"),
  );

const whole = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .default(fallback),
  );

export const TopLocationQuerySchema = z.object({
  size: whole("size", 1, TOP_LOCATIONS_MAX_SIZE, TOP_LOCATIONS_DEFAULT_SIZE),
  page: whole("page", 1, 100_000, 1),
  /** Only admins can ask for inactive locations too. */
  active_only: flag("active_only", true),
  featured_only: flag("featured_only", false),
  language: z.preprocess(blankAsMissing, z.enum(["en", "es"], { error: "language must be en or es" }).optional()),
});
export type TopLocationQuery = z.output<typeof TopLocationQuerySchema>;

export type TopLocation = {
  id: number;
  slug: string;
  name: string;
  /** In the request's language (Spanish falls back to English). */
  description: string | null;
  description_en: string | null;
  description_es: string | null;
  /** A URL under /api/v1/uploads, or an absolute URL as stored. */
  featured_image: string | null;
  /** The featured image's WebP copies as an img `srcset`, or null. */
  featured_image_srcset: string | null;
  location_type: LocationType;
  is_featured: boolean;
  is_active: boolean;
  latitude: number | null;
  longitude: number | null;
  /** Published listings whose location is this one. */
  listings_count: number;
};

export type TopLocationPage = { items: TopLocation[]; total: number; page: number; size: number; pages: number };
