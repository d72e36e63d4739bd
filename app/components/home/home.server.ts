import { HOMEPAGE_LISTINGS, type HomeTab } from "@schemas/constants";
import { HOME_TAB_LIMIT, type PublicStats } from "@schemas/home";
import type { ListingList, ListingSummary } from "@schemas/listing";
import { LISTINGS_MAX_LIMIT } from "@schemas/listing-query";
import type { PublicBanner } from "@schemas/public-banner";
import type { TopLocation } from "@schemas/top-locations";
import type { WeatherSummary } from "@schemas/weather";
import type { LatestListings } from "./latest-listings";
import type { LocationTileData } from "./top-locations-carousel";
import type { Api } from "~/utils/api.server";
import { referCards } from "./card-references";
import { lean } from "./lean";
import { toCards, type ListingCardData } from "../listing/listing-cards";
import { toShownBanners } from "../banners/shown-banners";
import { packPicture } from "../ui/srcset";

/** Without JavaScript "load more" reloads the page with one more page of 16: as many as one API call gives. */
export const MAX_HOME_PAGES = Math.floor(LISTINGS_MAX_LIMIT / HOMEPAGE_LISTINGS) + 1;
/** The carousel asks for 20 featured locations. */
const FEATURED_LOCATIONS = 20;

const uniqueById = (listings: ListingSummary[]) => [...new Map(listings.map((listing) => [listing.id, listing])).values()];

/** Page 1 is the (cached) homepage list; later pages come from the listing list, newest first. */
async function latestListings(api: Pick<Api, "get" | "language">, page: number): Promise<LatestListings> {
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
  if (!rest) return { listings: toCards(first.listings, api.language), hasMore: first.listings.length === HOMEPAGE_LISTINGS };
  return {
    // A listing published meanwhile shifts the later pages by one: the one seen twice is dropped.
    listings: toCards(uniqueById([...first.listings, ...rest.listings]), api.language),
    hasMore: page < MAX_HOME_PAGES && page * HOMEPAGE_LISTINGS < rest.total,
  };
}

/** One of the New Arrivals / Featured / Most Popular lists. */
export async function homeTabListings(api: Pick<Api, "get" | "language">, tab: HomeTab): Promise<ListingCardData[]> {
  const list = await api.get<{ listings: ListingSummary[] }>("/listings/homepage/tabs", { tab, limit: HOME_TAB_LIMIT });
  return toCards(list.listings, api.language);
}

const valueOf = <T>(result: PromiseSettledResult<T>): T | null => (result.status === "fulfilled" ? result.value : null);

/**
 * Everything the home page shows. Listings, locations, weather and stats load
 * independently and fail in isolation, each with its own message (translation keys); a missing
 * weather summary is null, for which the weather card shows its fallback. Banner failures are ignored.
 */
export async function loadHomeData(api: Pick<Api, "get" | "language">, page: number, tab: HomeTab) {
  const [latest, tabs, locations, weather, stats, banners] = await Promise.allSettled([
    latestListings(api, page),
    // Only the tab in view: the others are fetched when chosen (or are a link away without JavaScript).
    homeTabListings(api, tab),
    api.get<{ items: TopLocation[] }>("/top-locations", { size: FEATURED_LOCATIONS, page: 1, featured_only: true, active_only: true }),
    api.get<WeatherSummary>("/weather/summary"),
    api.get<PublicStats>("/stats/public"),
    // Not counted here: the page reports the impressions of what it shows (the data may be kept).
    api.get<PublicBanner[]>("/banners/active", { language: api.language, positions: "CONTENT_TOP,CONTENT_BOTTOM", count: false }),
  ]);
  const failed = (result: PromiseSettledResult<unknown>, key: string) => (result.status === "rejected" ? key : null);
  const latestCards = valueOf(latest);
  const tabCards = valueOf(tabs);
  return {
    latest: latestCards,
    tabs: tabCards && referCards(tabCards, latestCards?.listings ?? []),
    listingsError: failed(latest, "home.failed_listings"),
    tabsError: failed(tabs, "home.failed_listings"),
    locations: valueOf(locations)?.items.map(toLocationTile) ?? null,
    locationsError: failed(locations, "home.failed_locations"),
    weather: valueOf(weather),
    stats: valueOf(stats),
    statsError: failed(stats, "home.failed_stats"),
    banners: toShownBanners(valueOf(banners) ?? []),
  };
}

const toLocationTile = ({ id, slug, name, listings_count, featured_image, featured_image_srcset }: TopLocation): LocationTileData =>
  lean({ id, slug, name, listings_count, photo: featured_image && packPicture(featured_image, featured_image_srcset) });

export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;
