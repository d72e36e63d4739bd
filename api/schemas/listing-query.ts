import * as z from "zod";
import { MAX_ID } from "./constants.js";
import { searchText } from "./text.js";
import { AREA_MESSAGES, type Bounds, WITHIN_MAX_KM, WITHIN_MIN_KM, distanceSortHasPlace } from "./area.js";

// Query and body schemas of the listing endpoints; isomorphic (no server imports), so the pages can
// build the same queries.

export const LISTING_SORTS = ["created_at", "price", "views_count"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The sort options of listing pages (each implies its order); price sorts use `currency`. */
export const BROWSE_SORTS = ["newest", "oldest", "price_low", "price_high", "distance"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
// listing-write.ts's LISTING_CURRENCIES: that module imports this one, so the pair is repeated here.
const CURRENCIES = ["gbp", "eur"] as const;
export const LOCATION_MAX_LENGTH = 200;
export const LISTINGS_DEFAULT_LIMIT = 20;
export const LISTINGS_MAX_LIMIT = 100;
export const RELATED_LISTINGS = 10;

/** A path parameter that is a whole, in-range id, else null. */
export function parseIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Empty query values (`?category_id=`) count as absent. */
export const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

const id = (what: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `${what} must be a number` })
      .int(`${what} must be a whole number`)
      .min(1, `${what} must be a positive id`)
      .max(MAX_ID, `${what} is out of range`)
      .optional(),
  );

/** A page size parameter: a whole number from 1 to `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(max, `limit must be at most ${max}`)
      .default(fallback),
  );

/** How many results to pass over (named `skip` or `offset` by the endpoint): 0 to `max`, default 0. */
export const offsetParam = (name: "skip" | "offset", max: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(0, `${name} must not be negative`)
      .max(max, `${name} is out of range`)
      .default(0),
  );

/** Paging of every listing list: limit (1–100, default 20) and skip. */
export const paging = {
  limit: limitParam(LISTINGS_MAX_LIMIT, LISTINGS_DEFAULT_LIMIT),
  skip: offsetParam("skip", MAX_ID),
};

/** A price filter (price_min, price_max): a number from 0 to 1,000,000,000, absent when blank. */
export const priceParam = (what: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `${what} must be a number` })
      .refine(Number.isFinite, `${what} must be a number`)
      .min(0, `${what} must not be negative`)
      .max(1_000_000_000, `${what} is out of range`)
      .optional(),
  );

/** Reads a `bbox` parameter (for a zod transform). */
function parseBounds(text: string, ctx: z.RefinementCtx): Bounds | typeof z.NEVER {
  const parts = text.split(",").map((part) => part.trim());
  const numbers = parts.map((part) => (/^-?\d{1,3}(\.\d+)?$/.test(part) ? Number(part) : NaN));
  const [west, south, east, north] = numbers as [number, number, number, number];
  if (numbers.length !== 4 || numbers.some(Number.isNaN) || Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) {
    ctx.addIssue({ code: "custom", message: AREA_MESSAGES.bbox });
    return z.NEVER;
  }
  if (west > east || south > north) {
    ctx.addIssue({ code: "custom", message: AREA_MESSAGES.bboxOrder });
    return z.NEVER;
  }
  return { west, south, east, north };
}

/** The area parameters (api/schemas/area.ts): `bbox`, `near` (a top location's slug) and `within` (km, default 1 when near is given). */
export const areaParams = {
  bbox: z.preprocess(blankAsMissing, z.string({ error: AREA_MESSAGES.bbox }).max(100, AREA_MESSAGES.bbox).transform(parseBounds).optional()),
  near: z.preprocess(blankAsMissing, z.string({ error: AREA_MESSAGES.near }).trim().max(100, AREA_MESSAGES.near).optional()),
  within: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: AREA_MESSAGES.within })
      .refine(Number.isFinite, AREA_MESSAGES.within)
      .min(WITHIN_MIN_KM, AREA_MESSAGES.within)
      .max(WITHIN_MAX_KM, AREA_MESSAGES.within)
      .optional(),
  ),
};

const ALL_SORTS = [...LISTING_SORTS, ...BROWSE_SORTS] as const;

/**
 * GET /listings. Dynamic field filters (`dynamic_filters`, `df_*`) are read apart, by
 * `parseDynamicFilters`, because their parameter names depend on the fields.
 */
export const ListingQuerySchema = z
  .object({
    category_id: id("category_id"),
    user_id: id("user_id"),
    exclude: id("exclude"),
    ...paging,
    sort: z.preprocess(
      blankAsMissing,
      z.enum(ALL_SORTS, { error: `sort must be one of ${ALL_SORTS.join(", ")}` }).default("created_at"),
    ),
    order: z.preprocess(blankAsMissing, z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc")),
    price_min: priceParam("price_min"),
    price_max: priceParam("price_max"),
    currency: z.preprocess(
      blankAsMissing,
      z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` }).default("gbp"),
    ),
    location: z.preprocess(
      blankAsMissing,
      searchText({ error: "location must be text" })
        .trim()
        .max(LOCATION_MAX_LENGTH, `location must be at most ${LOCATION_MAX_LENGTH} characters`)
        .optional(),
    ),
    ...areaParams,
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: "price_min must not be greater than price_max",
    path: ["price_min"],
  })
  .refine((q) => distanceSortHasPlace(q.sort, q.near), { message: AREA_MESSAGES.distanceSort, path: ["sort"] });
export type ListingQuery = z.output<typeof ListingQuerySchema>;

export const ListingViewSchema = z.object({
  session_id: z
    .string({ error: (issue) => (issue.input === undefined ? "session_id is required" : "session_id must be a string") })
    .min(8, "session_id must be at least 8 characters")
    .max(100, "session_id must be at most 100 characters"),
});
