import * as z from "zod";
import type { CategoryFields } from "./categories.js";
import type { ListingSummary } from "./listing.js";
import type { PlaceSummary } from "./places.js";
import { LOCATION_MAX_LENGTH, areaParams, blankAsMissing, limitParam, offsetParam, priceParam } from "./listing-query.js";
import { AREA_MESSAGES, distanceSortHasPlace } from "./area.js";
import { LISTING_CURRENCIES } from "./listing-write.js";
import { SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE, SORT_OPTIONS } from "./constants.js";
import { searchText } from "./text.js";

export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;

const query = searchText({ error: SEARCH_MIN_LENGTH_MESSAGE })
  .trim()
  .min(SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE)
  .max(200, "Search query is too long");

/**
 * GET /search: the query and its filters (category, price range, currency, location, area, sort, paging). Dynamic field filters
 * (`dynamic_filters`, `df_*`) are read apart, because their names depend on the fields.
 * Blank values (an empty form field) count as absent.
 */
export const SearchQuerySchema = z
  .object({
    q: query,
    category: z.preprocess(blankAsMissing, z.string().trim().max(100, "category is too long").optional()),
    price_min: priceParam("price_min"),
    price_max: priceParam("price_max"),
    currency: z.preprocess(
      blankAsMissing,
      z.enum(LISTING_CURRENCIES, { error: `currency must be one of ${LISTING_CURRENCIES.join(", ")}` }).default("gbp"),
    ),
    location: z.preprocess(
      blankAsMissing,
      searchText().trim().max(LOCATION_MAX_LENGTH, `location must be at most ${LOCATION_MAX_LENGTH} characters`).optional(),
    ),
    sort_by: z.preprocess(
      blankAsMissing,
      z.enum(SORT_OPTIONS, { error: `sort_by must be one of ${SORT_OPTIONS.join(", ")}` }).default("relevance"),
    ),
    limit: limitParam(SEARCH_MAX_LIMIT, SEARCH_DEFAULT_LIMIT),
    offset: offsetParam("offset", 1_000_000),
    // "1": the words as typed, without correcting typos ("Search instead for …").
    exact: z.preprocess(blankAsMissing, z.literal("1", { error: "exact must be 1" }).optional()),
    ...areaParams,
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: "price_min must not be greater than price_max",
    path: ["price_min"],
  })
  .refine((q) => distanceSortHasPlace(q.sort_by, q.near), { message: AREA_MESSAGES.distanceSort, path: ["sort_by"] });
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** GET /search/quick (suggestions while typing). */
export const QuickSearchQuerySchema = z.object({ q: query });

// ---- Answers (type-only, shared with the pages) ----

export type SearchCategory = Pick<CategoryFields, "id" | "slug" | "name_en" | "name_es">;
export type SearchPlace = Pick<PlaceSummary, "id" | "slug" | "name">;

/** One hit: a listing (with its card), a category or a place, with the page it leads to. */
export type SearchResult =
  | { type: "listing"; id: number; title: string; url: string; listing: ListingSummary }
  | { type: "category"; id: number; title: string; url: string; category: SearchCategory }
  | { type: "place"; id: number; title: string; url: string; place: SearchPlace };

export type SearchCounts = { total: number; listings: number; categories: number; places: number };
/**
 * `also`: the words the search looked for besides the query's own (the other language's);
 * `corrected`: when no listing had the words as typed, the words searched instead (`q`);
 * `did_you_mean`: when nothing matched even then, searches with a word swapped for a nearby one and close categories.
 */
export type SearchAnswer = {
  results: SearchResult[];
  counts: SearchCounts;
  also: string[];
  corrected: { q: string; original: string } | null;
  did_you_mean: { queries: string[]; categories: SearchCategory[] } | null;
};

export type QuickSearchAnswer = {
  suggestions: {
    listings: Pick<ListingSummary, "id" | "slug" | "title" | "thumbnail_url">[];
    categories: SearchCategory[];
    places: SearchPlace[];
  };
};
