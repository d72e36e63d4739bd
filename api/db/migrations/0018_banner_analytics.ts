import type { Kysely } from "kysely";

// Banner analytics read the daily statistics by day across every banner (the last 30 days of
// impressions and clicks, the top banners of a period, the dashboard's clicks chart). Their
// primary key starts with the banner, so without this index each of those reads walks every
// day ever recorded for every banner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("banner_daily_stats_day_idx").on("banner_daily_stats").columns(["day", "banner_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("banner_daily_stats_day_idx").execute();
}
