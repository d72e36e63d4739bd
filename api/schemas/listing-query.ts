import { z } from "zod";

// Query and body schemas of the listing endpoints; isomorphic (no server imports), so the pages can
// build the same queries.

export const LISTING_SORTS = ["created_at", "price", "views_count"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTINGS_DEFAULT_LIMIT = 20;
export const LISTINGS_MAX_LIMIT = 100;
export const HOMEPAGE_LISTINGS = 16;
export const RELATED_LISTINGS = 10;

/** The largest id an integer column holds on both dialects (PostgreSQL would fail beyond it). */
export const MAX_ID = 2_147_483_647;

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

/** Paging of every listing list: limit (1–100, default 20) and skip. */
export const paging = {
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(LISTINGS_MAX_LIMIT, `limit must be at most ${LISTINGS_MAX_LIMIT}`)
      .default(LISTINGS_DEFAULT_LIMIT),
  ),
  skip: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "skip must be a number" })
      .int("skip must be a whole number")
      .min(0, "skip must not be negative")
      .max(MAX_ID, "skip is out of range")
      .default(0),
  ),
};

export const ListingQuerySchema = z.object({
  category_id: id("category_id"),
  user_id: id("user_id"),
  exclude: id("exclude"),
  ...paging,
  sort: z.preprocess(
    blankAsMissing,
    z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(", ")}` }).default("created_at"),
  ),
  order: z.preprocess(blankAsMissing, z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc")),
});
export type ListingQuery = z.output<typeof ListingQuerySchema>;

export const ListingViewSchema = z.object({
  session_id: z
    .string({ error: (issue) => (issue.input === undefined ? "session_id is required" : "session_id must be a string") })
    .min(8, "session_id must be at least 8 characters")
    .max(100, "session_id must be at most 100 characters"),
});
