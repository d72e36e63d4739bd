import type { MyListing, Overview } from "@schemas/dashboard";
import type { SavedSearch } from "@schemas/saved-searches";

/** The my-listings tabs: every listing, or those of one status. */
export const MY_LISTING_FILTERS = ["all", "published", "reserved", "sold", "expired", "draft"] as const;
export type MyListingFilter = (typeof MY_LISTING_FILTERS)[number];

/** What an action did, named in the address it redirects to (`&done=`). */
export const MY_LISTING_DONE = ["available", "reserved", "sold", "renewed", "deleted"] as const;
export type MyListingDone = (typeof MY_LISTING_DONE)[number];

export type MyListingRow = Pick<MyListing, "id" | "slug" | "title" | "status" | "thumbnail_url" | "views_count" | "favorites_count" | "expires_at">;

/** What the my-listings section is given by its loader. */
export type MyListingsData = {
  filter: MyListingFilter;
  page: number;
  total: number;
  listings: MyListingRow[];
  /** The listing whose deletion awaits confirmation (`&delete=`). */
  confirmDelete: { id: number; title: string } | null;
  done: MyListingDone | null;
  /** When the page was made, so server and browser count days alike. */
  now: number;
};

/** What the overview section is given by its loader. */
export type OverviewData = { overview: Overview; now: number };

/** What a saved-searches action did (`&done=`). */
export const SAVED_SEARCH_DONE = ["updated", "paused", "resumed", "deleted"] as const;
export type SavedSearchDone = (typeof SAVED_SEARCH_DONE)[number];

/** What the saved-searches section is given by its loader. */
export type SavedSearchesData = { searches: SavedSearch[]; done: SavedSearchDone | null };
