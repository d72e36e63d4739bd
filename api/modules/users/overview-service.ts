import type { Events } from "../../lib/events.js";
import { DAY, nowIso } from "../../lib/time.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import { EXPIRY_WARNING_DAYS, LISTING_STATUSES, type ListingStatus, OVERVIEW_ACTIVITY_LIMIT } from "../../schemas/constants.js";
import type { HeaderCounts, Overview, OverviewActivity } from "../../schemas/dashboard.js";
import type { FavoriteNoticesRepository } from "../favorites/notices-repository.js";
import type { ViewTally } from "../listings/view-tally.js";
import type { OverviewRepository } from "./overview-repository.js";

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

/**
 * The dashboard overview of one user: their listings by status, views, saves and unread
 * messages, and what happened lately (messages received, reviews of their listings) after the
 * listings about to expire. An owner's listing totals count every listing they have (a dealer's
 * thousands): they are kept for `ttlMs` or until a listing changes or its views are written, here
 * or (through the change bus) in another instance; the other figures are read each time.
 */
export function createOverviewService(deps: {
  repo: OverviewRepository;
  expireDue: (userId: number) => Promise<number>;
  /** News of the listings the user saved (their recent ones, and how many are unread). */
  favoriteNews: Pick<FavoriteNoticesRepository, "latest">;
  /** Views still held in memory are written before the totals are read. */
  views: Pick<ViewTally, "flush">;
  events: Pick<Events, "onListingChanged" | "onChangedElsewhere">;
  ttlMs: number;
}) {
  const { repo } = deps;
  // Bounded: one entry per owner who looked lately.
  const listingTotals = createTtlCache(deps.ttlMs, { maxEntries: 1000 });
  deps.events.onListingChanged(() => listingTotals.clear());
  deps.events.onChangedElsewhere(() => listingTotals.clear());
  return {
    async get(userId: number): Promise<Overview> {
      // Listings past their end are counted as expired, not as live.
      await Promise.all([deps.expireDue(userId), deps.views.flush()]);
      const now = Date.now();
      const [totals, favorites, unread, messages, reviews, expiring, news] = await Promise.all([
        listingTotals.get(String(userId), () => repo.listingTotals(userId)),
        repo.favoritesReceived(userId),
        repo.unreadMessages(userId),
        repo.recentMessages(userId, OVERVIEW_ACTIVITY_LIMIT),
        repo.recentReviews(userId, OVERVIEW_ACTIVITY_LIMIT),
        repo.expiringListings(userId, nowIso(), new Date(now + EXPIRY_WARNING_DAYS * DAY).toISOString(), OVERVIEW_ACTIVITY_LIMIT),
        deps.favoriteNews.latest(userId, OVERVIEW_ACTIVITY_LIMIT),
      ]);
      const byStatus = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
      for (const row of totals) if (row.status in byStatus) byStatus[row.status as ListingStatus] += row.count;
      const happened: OverviewActivity[] = [
        ...messages.map(
          (m): OverviewActivity => ({
            type: "message", at: m.created_at, sender_name: fullName(m.first_name, m.last_name),
            listing_id: m.listing_id, listing_title: m.listing_title, listing_slug: m.listing_slug,
          }),
        ),
        ...reviews.map(
          (r): OverviewActivity => ({
            type: "review", at: r.created_at, rating: Number(r.rating),
            reviewer_name: Number(r.is_anonymous) === 1 ? null : fullName(r.first_name, r.last_name) || null,
            listing_id: r.listing_id, listing_title: r.listing_title, listing_slug: r.listing_slug,
          }),
        ),
        ...news.map(
          (n): OverviewActivity => ({ type: "favorite", at: n.created_at, kind: n.kind, listing_id: Number(n.listing_id), listing_title: n.title, listing_slug: n.slug }),
        ),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, OVERVIEW_ACTIVITY_LIMIT);
      return {
        listings_by_status: byStatus,
        total_listings: totals.reduce((sum, row) => sum + row.count, 0),
        total_views: totals.reduce((sum, row) => sum + row.views, 0),
        favorites_received: favorites,
        unread_messages: unread,
        activity: [
          ...expiring.map((l): OverviewActivity => ({ type: "expiring", at: l.expires_at!, listing_id: l.listing_id, listing_title: l.listing_title, listing_slug: l.listing_slug })),
          ...happened,
        ],
      };
    },

    /** The header's badges: saved listings, unread messages and unread news of saved listings. */
    async counts(userId: number): Promise<HeaderCounts> {
      return repo.headerCounts(userId);
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
