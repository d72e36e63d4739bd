import { type Kysely, sql } from "kysely";
import { countOf } from "../../db/count.js";
import type { DB } from "../../db/schema.js";

/** A day (YYYY-MM-DD, UTC) and how many things happened on it. */
export type DayCount = { day: string; n: number };

/** The figures of the back-office dashboard. */
export function createDashboardRepository(db: Kysely<DB>) {
  // Times are ISO text: the first ten characters are the UTC day on both dialects.
  const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  const count = () => sql<number>`count(*)`.as("n");
  const days = (rows: Array<{ day: string; n: number | string | null }>): DayCount[] => rows.map((row) => ({ day: row.day, n: countOf(row.n) }));

  return {
    /** What needs attention: users, pending reviews and places, open reports, newsletter subscribers. */
    async totals() {
      const [users, reviewsPending, listingReports, reviewReports, chatReports, placesPending, subscribers] = await Promise.all([
        db.selectFrom("users").select(count()).executeTakeFirst(),
        db.selectFrom("reviews").select(count()).where("status", "=", "pending").executeTakeFirst(),
        db.selectFrom("listing_reports").select(count()).where("status", "=", "open").executeTakeFirst(),
        db.selectFrom("review_reports").select(count()).where("status", "=", "open").executeTakeFirst(),
        db.selectFrom("chat_reports").select(count()).where("status", "=", "open").executeTakeFirst(),
        db.selectFrom("places").select(count()).where("status", "=", "pending").executeTakeFirst(),
        db.selectFrom("newsletter_subscribers").select(count()).where("status", "=", "confirmed").executeTakeFirst(),
      ]);
      return {
        users: countOf(users?.n),
        reviewsPending: countOf(reviewsPending?.n),
        reportsOpen: { listings: countOf(listingReports?.n), reviews: countOf(reviewReports?.n), chats: countOf(chatReports?.n) },
        placesPending: countOf(placesPending?.n),
        subscribers: countOf(subscribers?.n),
      };
    },

    /** Listings by status: a count of every listing (milliseconds at 100,000). */
    async listingsByStatus() {
      const rows = await db.selectFrom("listings").select(["status", count()]).groupBy("status").execute();
      return rows.map((row) => ({ status: row.status, n: countOf(row.n) }));
    },

    /** Rows of `table` created per day since `since` (ISO time); days without any are left out. */
    async createdPerDay(table: "listings" | "users", since: string): Promise<DayCount[]> {
      const rows = await db
        .selectFrom(table)
        .select([dayOf("created_at").as("day"), count()])
        .where("created_at", ">=", since)
        .groupBy(dayOf("created_at"))
        .execute();
      return days(rows);
    },

    /** Banner clicks per day since `sinceDay` (YYYY-MM-DD). */
    async bannerClicksPerDay(sinceDay: string): Promise<DayCount[]> {
      const rows = await db
        .selectFrom("banner_daily_stats")
        .select(["day", sql<number>`sum(clicks)`.as("n")])
        .where("day", ">=", sinceDay)
        .groupBy("day")
        .execute();
      return days(rows);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
