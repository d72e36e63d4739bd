import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { DAY } from "../../lib/time.js";
import type { AdminDashboard, DailyPoint } from "../../schemas/admin.js";
import { LISTING_STATUSES, type ListingStatus } from "../../schemas/constants.js";
import { countOf } from "../../db/count.js";

const n = (row: { n: number | string | null } | undefined) => countOf(row?.n);

/** The days from `days - 1` days ago to today (UTC), as YYYY-MM-DD. */
function lastDays(days: number, now: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(now - (days - 1 - i) * DAY).toISOString().slice(0, 10));
}

function fill(days: string[], rows: Array<{ day: string; n: number | string | null }>): DailyPoint[] {
  const byDay = new Map(rows.map((row) => [row.day, countOf(row.n)]));
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/** The back-office index: totals that need attention and the last 30 days at a glance. */
export function createAdminDashboard(db: Kysely<DB>) {
  // Times are ISO text: the first ten characters are the UTC day on both dialects.
  const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  const count = () => sql<number>`count(*)`.as("n");

  async function perDay(table: "listings" | "users", since: string) {
    return db
      .selectFrom(table)
      .select([dayOf("created_at").as("day"), count()])
      .where("created_at", ">=", since)
      .groupBy(dayOf("created_at"))
      .execute();
  }

  return {
    async get(days = 30, now = Date.now()): Promise<AdminDashboard> {
      const span = lastDays(days, now);
      const since = `${span[0]}T00:00:00.000Z`;
      const [users, byStatus, reviewsPending, listingReports, reviewReports, chatReports, placesPending, subscribers, listings, newUsers, clicks] =
        await Promise.all([
          db.selectFrom("users").select(count()).executeTakeFirst(),
          db.selectFrom("listings").select(["status", count()]).groupBy("status").execute(),
          db.selectFrom("reviews").select(count()).where("status", "=", "pending").executeTakeFirst(),
          db.selectFrom("listing_reports").select(count()).where("status", "=", "open").executeTakeFirst(),
          db.selectFrom("review_reports").select(count()).where("status", "=", "open").executeTakeFirst(),
          db.selectFrom("chat_reports").select(count()).where("status", "=", "open").executeTakeFirst(),
          db.selectFrom("places").select(count()).where("status", "=", "pending").executeTakeFirst(),
          db.selectFrom("newsletter_subscribers").select(count()).where("status", "=", "confirmed").executeTakeFirst(),
          perDay("listings", since),
          perDay("users", since),
          db
            .selectFrom("banner_daily_stats")
            .select(["day", sql<number>`sum(clicks)`.as("n")])
            .where("day", ">=", span[0]!)
            .groupBy("day")
            .execute(),
        ]);
      const listingsByStatus = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
      for (const row of byStatus) if (row.status in listingsByStatus) listingsByStatus[row.status as ListingStatus] = n(row);
      return {
        totals: {
          users: n(users),
          listings_by_status: listingsByStatus,
          reviews_pending: n(reviewsPending),
          reports_open: n(listingReports) + n(reviewReports) + n(chatReports),
          places_pending: n(placesPending),
          newsletter_subscribers: n(subscribers),
        },
        series: { new_listings: fill(span, listings), new_users: fill(span, newUsers), banner_clicks: fill(span, clicks) },
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboard>;
