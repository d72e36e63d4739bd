import type { Events } from "../../lib/events.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import { DAY, isoIn } from "../../lib/time.js";
import type { HomeTab } from "../../schemas/constants.js";
import { NEW_TAB_DAYS, type PublicStats } from "../../schemas/home.js";
import type { ListingSummary } from "../../schemas/listing.js";
import { coverPicture, toSummary } from "../listings/present.js";
import type { ListingsRepository, SummaryRow } from "../listings/repository.js";
import type { ListingsService } from "../listings/service.js";
import type { HomeRepository } from "./repository.js";

/** Home data is cached for 5 minutes. */
const HOME_CACHE_TTL_MS = 300_000;

/**
 * The home page's data: latest listings, tab lists and public counts, each cached for 5 minutes
 * and dropped whenever a listing changes. Views alone do not invalidate ('viewed' is not emitted,
 * and the Popular tab may lag its view counts by the cache's lifetime).
 */
export function createHomeService(deps: {
  repo: HomeRepository;
  listingsRepo: ListingsRepository;
  listings: ListingsService;
  events: Events;
}) {
  const { repo, listingsRepo, listings, events } = deps;
  const cache = createTtlCache(HOME_CACHE_TTL_MS);
  events.onListingChanged((change) => {
    if (change.kind !== "viewed") cache.clear();
  });
  events.onChangedElsewhere(() => cache.clear());

  async function summaries(rows: SummaryRow[]): Promise<ListingSummary[]> {
    if (!rows.length) return [];
    const media = await listingsRepo.media(rows.map((row) => row.id));
    return rows.map((row) => toSummary(row, coverPicture(media.filter((m) => m.listing_id === row.id))));
  }

  return {
    latest: () => cache.get("latest", () => listings.homepage()),

    tab: (tab: HomeTab, limit: number) =>
      cache.get(`tab:${tab}:${limit}`, async (): Promise<{ listings: ListingSummary[] }> => {
        const since = isoIn(-NEW_TAB_DAYS * DAY);
        return { listings: await summaries(await repo.tab(tab, limit, since)) };
      }),

    stats: () => cache.get("stats", (): Promise<PublicStats> => repo.counts()),
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
