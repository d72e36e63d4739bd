import type { Events } from "../../lib/events.js";
import { DAY } from "../../lib/time.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import type { AdminDashboard, DailyPoint } from "../../schemas/admin.js";
import { LISTING_STATUSES, type ListingStatus } from "../../schemas/constants.js";
import type { DashboardRepository, DayCount } from "./dashboard-repository.js";

/** The days from `days - 1` days ago to today (UTC), as YYYY-MM-DD. */
function lastDays(days: number, now: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(now - (days - 1 - i) * DAY).toISOString().slice(0, 10));
}

function fill(days: string[], rows: DayCount[]): DailyPoint[] {
  const byDay = new Map(rows.map((row) => [row.day, row.n]));
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/**
 * The back-office index: totals that need attention and the last 30 days at a glance. The listing
 * figures count every listing, so they are kept for `ttlMs` or until a listing changes (here or,
 * through the change bus, in another instance); the other counts are small and read each time.
 */
export function createDashboardAdminService(deps: { repo: DashboardRepository; events: Events; ttlMs: number }) {
  const { repo, events } = deps;
  // Bounded: the per-day counts take a new key each day, and the oldest key goes.
  const listingFigures = createTtlCache(deps.ttlMs, { maxEntries: 3 });
  events.onListingChanged(({ kind }) => {
    if (kind !== "viewed") listingFigures.clear();
  });
  events.onChangedElsewhere(() => listingFigures.clear());
  return {
    async get(days = 30, now = Date.now()): Promise<AdminDashboard> {
      const span = lastDays(days, now);
      const since = `${span[0]}T00:00:00.000Z`;
      const [totals, byStatus, listings, newUsers, clicks] = await Promise.all([
        repo.totals(),
        listingFigures.get("by status", () => repo.listingsByStatus()),
        listingFigures.get(`created since ${since}`, () => repo.createdPerDay("listings", since)),
        repo.createdPerDay("users", since),
        repo.bannerClicksPerDay(span[0]!),
      ]);
      const listingsByStatus = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
      for (const row of byStatus) if (row.status in listingsByStatus) listingsByStatus[row.status as ListingStatus] = row.n;
      const reports = totals.reportsOpen;
      return {
        totals: {
          users: totals.users,
          listings_by_status: listingsByStatus,
          reviews_pending: totals.reviewsPending,
          reports_open: reports.listings + reports.reviews + reports.chats,
          places_pending: totals.placesPending,
          newsletter_subscribers: totals.subscribers,
        },
        series: { new_listings: fill(span, listings), new_users: fill(span, newUsers), banner_clicks: fill(span, clicks) },
      };
    },
  };
}

export type DashboardAdminService = ReturnType<typeof createDashboardAdminService>;
