import type { ListingView } from "../listing/listing-card";
import { type NearValues, readNear } from "../search/near-fields";

// The state of a category page lives in its URL: these read it and build links that change one
// part of it while keeping the rest (filters, sort, view, page).

export const BROWSE_PAGE_SIZE = 20;
// The API's BROWSE_SORTS (api/schemas/listing-query.ts), repeated: that module brings zod, which the page's browser code does without.
export const BROWSE_SORT_OPTIONS = ["newest", "oldest", "price_low", "price_high", "distance"] as const;
export type BrowseSortOption = (typeof BROWSE_SORT_OPTIONS)[number];
/** How a results page shows its listings: cards in a grid or a list, or pins on a map above the cards. */
export type ResultsView = ListingView | "map";

/** The `df_*` parameter of a dynamic field filter. */
export const dynamicParam = (field: string, bound?: "min" | "max") => (bound ? `df_${field}_${bound}` : `df_${field}`);

export type BrowseState = {
  page: number;
  view: ResultsView;
  sort: BrowseSortOption;
  priceMin: string;
  priceMax: string;
  /** A top-location slug chosen from the list (or any text a link carried in `location`). */
  location: string;
  /** Free text matched against the address. */
  address: string;
  /** Every non-blank `df_*` parameter with its values. */
  dynamic: Record<string, string[]>;
  /** A top location's slug ("" when not near a place) and a distance from it in km. */
  near: NearValues;
  /** The map's area ("Search this area"): west,south,east,north as the URL has it. */
  bbox: string;
};

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() ?? "";

export function readBrowseState(params: URLSearchParams): BrowseState {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  const dynamic: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!key.startsWith("df_")) continue;
    const values = params.getAll(key).map((v) => v.trim()).filter(Boolean);
    if (values.length) dynamic[key] = values;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get("view") === "list" ? "list" : params.get("view") === "map" ? "map" : "grid",
    sort: BROWSE_SORT_OPTIONS.find((option) => option === sort) ?? "newest",
    priceMin: text(params, "price_min"),
    priceMax: text(params, "price_max"),
    location: text(params, "location"),
    address: text(params, "address"),
    dynamic,
    near: readNear(params),
    bbox: text(params, "bbox"),
  };
}

/** How many filters (not sort, view or page) are set. */
export const activeFilterCount = (state: BrowseState) =>
  [state.priceMin, state.priceMax, state.location, state.address, state.near.near].filter(Boolean).length + Object.keys(state.dynamic).length;

/** The GET /listings query of a page of a category's listings. */
export function listingsQuery(state: BrowseState, categoryId: number, currency: "gbp" | "eur") {
  const query: Record<string, string | number> = {
    category_id: categoryId,
    limit: BROWSE_PAGE_SIZE,
    skip: (state.page - 1) * BROWSE_PAGE_SIZE,
    sort: state.sort,
    currency,
    price_min: state.priceMin,
    price_max: state.priceMax,
    // Typed text says more than the list's choice, so it wins when both are given.
    location: state.address || state.location,
    near: state.near.near,
    within: state.near.near ? state.near.within : "",
    bbox: state.bbox,
  };
  // Checkbox groups repeat a parameter; the API also takes one comma-separated value.
  for (const [key, values] of Object.entries(state.dynamic)) query[key] = values.join(",");
  return query;
}

/** The page's address with some parameters of its search replaced (null removes one). */
export function hrefWith(pathname: string, search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page numbers to link, with null for a gap: all of them when few, else around the current one. */
export function pageWindow(current: number, pages: number): Array<number | null> {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  const numbers = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}
