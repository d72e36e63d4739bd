import { HOMEPAGE_LISTINGS, HOME_TABS, type HomeTab } from "../../api/schemas/constants";
import { HOME_TAB_LIMIT, type PublicStats } from "../../api/schemas/home";
import type { ListingList, ListingSummary } from "../../api/schemas/listing";
import { LISTINGS_MAX_LIMIT } from "../../api/schemas/listing-query";
import type { PublicBanner } from "../../api/schemas/public-banner";
import type { TopLocation } from "../../api/schemas/top-locations";
import type { WeatherSummary } from "../../api/schemas/weather";
import type { LatestListings } from "../components/home/latest-listings";
import type { Api } from "./api.server";

/** Without JavaScript "load more" reloads the page with one more page of 16: as many as one API call gives. */
export const MAX_HOME_PAGES = Math.floor(LISTINGS_MAX_LIMIT / HOMEPAGE_LISTINGS) + 1;
/** SPEC §9: the carousel asks for 20 featured locations. */
const FEATURED_LOCATIONS = 20;

/** Page 1 is the (cached) homepage list; later pages come from the listing list, newest first. */
async function latestListings(api: Pick<Api, "get">, page: number): Promise<LatestListings> {
  const [first, rest] = await Promise.all([
    api.get<{ listings: ListingSummary[] }>("/listings/homepage"),
    page > 1
      ? api.get<ListingList>("/listings", {
          limit: (page - 1) * HOMEPAGE_LISTINGS,
          skip: HOMEPAGE_LISTINGS,
          sort: "created_at",
          order: "desc",
        })
      : null,
  ]);
  if (!rest) return { listings: first.listings, hasMore: first.listings.length === HOMEPAGE_LISTINGS };
  return {
    listings: [...first.listings, ...rest.listings],
    hasMore: page < MAX_HOME_PAGES && page * HOMEPAGE_LISTINGS < rest.total,
  };
}

async function tabLists(api: Pick<Api, "get">): Promise<Record<HomeTab, ListingSummary[]>> {
  const lists = await Promise.all(
    HOME_TABS.map((tab) => api.get<{ listings: ListingSummary[] }>("/listings/homepage/tabs", { tab, limit: HOME_TAB_LIMIT })),
  );
  return Object.fromEntries(HOME_TABS.map((tab, i) => [tab, lists[i]!.listings])) as Record<HomeTab, ListingSummary[]>;
}

const valueOf = <T>(result: PromiseSettledResult<T>): T | null => (result.status === "fulfilled" ? result.value : null);

/**
 * Everything the home page shows. SPEC §4: listings, locations, weather and stats load
 * independently and fail in isolation, each with its own message (translation keys); a missing
 * weather summary is null, for which the weather card shows its fallback. Banner failures are ignored.
 */
export async function loadHomeData(api: Pick<Api, "get" | "language">, page: number) {
  const [latest, tabs, locations, weather, stats, banners] = await Promise.allSettled([
    latestListings(api, page),
    tabLists(api),
    api.get<{ items: TopLocation[] }>("/top-locations", { size: FEATURED_LOCATIONS, page: 1, featured_only: true, active_only: true }),
    api.get<WeatherSummary>("/weather/summary"),
    api.get<PublicStats>("/stats/public"),
    api.get<PublicBanner[]>("/banners/active", { language: api.language, positions: "CONTENT_TOP,CONTENT_BOTTOM" }),
  ]);
  const failed = (result: PromiseSettledResult<unknown>, key: string) => (result.status === "rejected" ? key : null);
  return {
    latest: valueOf(latest),
    tabs: valueOf(tabs),
    listingsError: failed(latest, "home.failed_listings"),
    tabsError: failed(tabs, "home.failed_listings"),
    locations: valueOf(locations)?.items ?? null,
    locationsError: failed(locations, "home.failed_locations"),
    weather: valueOf(weather),
    stats: valueOf(stats),
    statsError: failed(stats, "home.failed_stats"),
    banners: valueOf(banners) ?? [],
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;
