import * as z from "zod";
import { SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE, SORT_OPTIONS } from "./constants.js";
import { LOCATION_MAX_LENGTH, areaParams, blankAsMissing, priceParam } from "./listing-query.js";
import { AREA_MESSAGES, distanceSortHasPlace } from "./area.js";
import { LISTING_CURRENCIES } from "./listing-write.js";
import { plainText } from "./text.js";

// Saved searches and their alerts: the bodies of /saved-searches (shared with the save form of
// the results pages and the dashboard's edit form). No server imports.

export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const SAVED_SEARCH_NAME_MAX = 100;
/** How many searches one user may keep. */
export const SAVED_SEARCHES_PER_USER = 50;
/** A daily digest's hour when none is chosen (Europe/Gibraltar). */
export const DEFAULT_DIGEST_HOUR = 8;

export const SAVED_SEARCH_MESSAGES = {
  name: "Give the search a name",
  nameMax: `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  nothing: "Search for something or choose a category before saving",
  frequency: `Choose how often: ${ALERT_FREQUENCIES.join(" or ")}`,
  hour: "Choose an hour from 0 to 23",
  tooMany: `You can keep up to ${SAVED_SEARCHES_PER_USER} saved searches: delete one first`,
  notFound: "Saved search not found",
  badLink: "This unsubscribe link is not valid",
} as const;

const M = SAVED_SEARCH_MESSAGES;

/** The parameters of a results page a saved search keeps (df_* dynamic filters besides). */
export const SAVED_SEARCH_PARAMS = ["q", "category", "location", "price_min", "price_max", "currency", "sort_by", "bbox", "near", "within"] as const;

/**
 * What a saved search looks for: a results page's query, where the words are optional (a browse).
 * Unlike a search's, its texts are kept and shown, so refused characters are refused, not dropped.
 */
export const SavedSearchCriteriaSchema = z
  .object({
    q: z.preprocess(
      blankAsMissing,
      plainText().trim().min(SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE).max(200, "Search query is too long").optional(),
    ),
    category: z.preprocess(blankAsMissing, plainText().trim().max(100, "category is too long").optional()),
    location: z.preprocess(blankAsMissing, plainText().trim().max(LOCATION_MAX_LENGTH, `location must be at most ${LOCATION_MAX_LENGTH} characters`).optional()),
    price_min: priceParam("price_min"),
    price_max: priceParam("price_max"),
    currency: z.preprocess(blankAsMissing, z.enum(LISTING_CURRENCIES, { error: `currency must be one of ${LISTING_CURRENCIES.join(", ")}` }).default("gbp")),
    sort_by: z.preprocess(blankAsMissing, z.enum(SORT_OPTIONS, { error: `sort_by must be one of ${SORT_OPTIONS.join(", ")}` }).default("newest")),
    ...areaParams,
  })
  .refine((c) => c.q !== undefined || c.category !== undefined, { message: M.nothing, path: ["query"] })
  .refine((c) => distanceSortHasPlace(c.sort_by, c.near), { message: AREA_MESSAGES.distanceSort, path: ["sort_by"] });
export type SavedSearchCriteria = z.output<typeof SavedSearchCriteriaSchema>;

const name = plainText({ error: M.name }).trim().min(1, M.name).max(SAVED_SEARCH_NAME_MAX, M.nameMax);
const frequency = z.enum(ALERT_FREQUENCIES, { error: M.frequency });
const digestHour = z.preprocess(
  blankAsMissing,
  z.coerce.number({ error: M.hour }).int(M.hour).min(0, M.hour).max(23, M.hour),
);
const flag = z.preprocess((value) => (value === "true" || value === "on" ? true : value === "false" ? false : value), z.boolean({ error: "Must be true or false" }));

/**
 * POST /saved-searches: a name, the results page's query string (its own `?q=…&category=…`), and
 * how alerts come: at once, or in a daily digest at an hour of Gibraltar's day.
 */
export const SavedSearchCreateSchema = z.object({
  name,
  query: plainText({ error: M.nothing }).max(2000, "The search is too long to save"),
  frequency: frequency.default("instant"),
  digest_hour: digestHour.default(DEFAULT_DIGEST_HOUR),
});
export type SavedSearchCreate = z.output<typeof SavedSearchCreateSchema>;

/** PATCH /saved-searches/{id}: any of name, frequency, digest hour, paused. */
export const SavedSearchUpdateSchema = z.object({
  name: name.optional(),
  frequency: frequency.optional(),
  digest_hour: digestHour.optional(),
  paused: flag.optional(),
});
export type SavedSearchUpdate = z.output<typeof SavedSearchUpdateSchema>;

/** POST /saved-searches/unsubscribe: the token of an alert e-mail's link. */
export const UnsubscribeSchema = z.object({ token: z.string({ error: M.badLink }).min(10, M.badLink).max(200, M.badLink) });

// ---- Answers (type-only, shared with the pages) ----

export type SavedSearch = {
  id: number;
  name: string;
  query: string;
  frequency: AlertFrequency;
  digest_hour: number;
  paused: boolean;
  /** Published listings matching it now. */
  match_count: number;
  created_at: string;
};

/**
 * Where a saved search's results are shown: the search page for one with words, the category's
 * own page (its filters in that page's names) for a saved browse.
 */
export function savedSearchResultsPath(query: string): string {
  const params = new URLSearchParams(query);
  const category = params.get("category");
  if (params.get("q") || !category) return `/search?${query}`;
  const browse = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === "category" || key === "currency") continue;
    browse.append(key === "sort_by" ? "sort" : key, value);
  }
  const rest = browse.toString();
  return `/category/${encodeURIComponent(category)}${rest ? `?${rest}` : ""}`;
}

/** The saved-search query (as /search reads it) of a category page's address. */
export function savedSearchQueryOfBrowse(categorySlug: string, browse: URLSearchParams, currency: string): string {
  const query = new URLSearchParams({ category: categorySlug });
  const location = browse.get("address")?.trim() || browse.get("location")?.trim();
  if (location) query.set("location", location);
  for (const key of ["price_min", "price_max", "bbox", "near", "within"]) {
    const value = browse.get(key)?.trim();
    if (value) query.set(key, value);
  }
  query.set("currency", currency);
  const sort = browse.get("sort");
  if (sort && sort !== "newest") query.set("sort_by", sort);
  for (const [key, value] of browse) if (key.startsWith("df_") && value.trim()) query.append(key, value);
  return query.toString();
}
