import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/** The current UTC day, the key of the daily statistics. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

const PUBLIC_COLUMNS = [
  "id", "name", "title", "alt_text", "alt_text_es", "banner_type", "image_url", "image_url_es", "link_url", "html_content",
  "html_content_en", "html_content_es", "width", "height", "priority", "position",
] as const;

export function createBannersRepository(db: Kysely<DB>) {
  /**
   * Active banners that are running at `nowIso`. A start or end given as a bare date (YYYY-MM-DD)
   * covers that whole day; a full timestamp is exact.
   */
  function runningNow(nowIso: string) {
    const day = nowIso.slice(0, 10);
    return db
      .selectFrom("banners")
      .select(PUBLIC_COLUMNS)
      .where("is_active", "=", 1)
      .where((eb) => eb.or([eb("start_date", "is", null), eb("start_date", "<=", nowIso)]))
      .where((eb) => eb.or([eb("end_date", "is", null), eb("end_date", ">=", nowIso), eb("end_date", "=", day)]));
  }

  return {
    /**
     * Adds impressions to banners' totals and to their rows of the day (`impressions` each); rows of
     * banners deleted meanwhile are left out. One upsert per batch, the same on both dialects.
     */
    async addImpressions(rows: Array<{ banner_id: number; day: string; impressions: number }>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const ids = [...new Set(rows.map((row) => row.banner_id))];
        const found = new Set((await trx.selectFrom("banners").select("id").where("id", "in", ids).execute()).map((row) => row.id));
        const kept = rows.filter((row) => found.has(row.banner_id));
        if (!kept.length) return;
        const totals = new Map<number, number>();
        for (const row of kept) totals.set(row.banner_id, (totals.get(row.banner_id) ?? 0) + row.impressions);
        for (const [id, impressions] of totals) {
          await trx.updateTable("banners").set((eb) => ({ impressions_count: eb("impressions_count", "+", impressions) })).where("id", "=", id).execute();
        }
        await trx
          .insertInto("banner_daily_stats")
          .values(kept.map(({ banner_id, day, impressions }) => ({ banner_id, day, impressions, clicks: 0 })))
          .onConflict((oc) =>
            oc.columns(["banner_id", "day"]).doUpdateSet((eb) => ({ impressions: eb("banner_daily_stats.impressions", "+", eb.ref("excluded.impressions")) })),
          )
          .execute();
      });
    },

    /** Adds a click to a banner's total and to its row of the day. */
    async countClick(id: number): Promise<void> {
      const day = today();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("banners").set((eb) => ({ clicks_count: eb("clicks_count", "+", 1) })).where("id", "=", id).execute();
        await trx
          .insertInto("banner_daily_stats")
          .values({ banner_id: id, day, impressions: 0, clicks: 1 })
          .onConflict((oc) => oc.columns(["banner_id", "day"]).doUpdateSet((eb) => ({ clicks: eb("banner_daily_stats.clicks", "+", 1) })))
          .execute();
      });
    },

    /** Running banners of the positions, best first. */
    running(positions: readonly string[], nowIso: string) {
      return runningNow(nowIso).where("position", "in", positions).orderBy("priority", "desc").orderBy("id", "asc").execute();
    },

    /** One banner, if it is active and within its dates now. */
    runningById: (id: number, nowIso: string) => runningNow(nowIso).where("id", "=", id).executeTakeFirst(),

    link: (id: number) => db.selectFrom("banners").select(["id", "link_url"]).where("id", "=", id).executeTakeFirst(),
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
export type BannerRow = Awaited<ReturnType<BannersRepository["running"]>>[number];
