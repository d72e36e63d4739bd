import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/** The current UTC day, the key of the daily statistics. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

const PUBLIC_COLUMNS = [
  "id", "name", "title", "alt_text", "banner_type", "image_url", "link_url", "html_content", "html_content_en",
  "html_content_es", "width", "height", "priority", "position",
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

  /** Adds to a banner's total and to its row of the day (one upsert, the same on both dialects). */
  async function count(ids: number[], what: "impressions" | "clicks") {
    if (!ids.length) return;
    const day = today();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("banners")
        .set((eb) =>
          what === "clicks" ? { clicks_count: eb("clicks_count", "+", 1) } : { impressions_count: eb("impressions_count", "+", 1) },
        )
        .where("id", "in", ids)
        .execute();
      await trx
        .insertInto("banner_daily_stats")
        .values(ids.map((banner_id) => ({ banner_id, day, impressions: what === "impressions" ? 1 : 0, clicks: what === "clicks" ? 1 : 0 })))
        .onConflict((oc) =>
          oc.columns(["banner_id", "day"]).doUpdateSet((eb) => ({ [what]: eb(`banner_daily_stats.${what}`, "+", 1) })),
        )
        .execute();
    });
  }

  return {
    /** The ids among `ids` that name a banner. */
    async existing(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.selectFrom("banners").select("id").where("id", "in", ids).execute();
      return rows.map((row) => row.id);
    },

    /** Running banners of the positions, best first. */
    running(positions: readonly string[], nowIso: string) {
      return runningNow(nowIso).where("position", "in", positions).orderBy("priority", "desc").orderBy("id", "asc").execute();
    },

    /** One banner, if it is active and within its dates now. */
    runningById: (id: number, nowIso: string) => runningNow(nowIso).where("id", "=", id).executeTakeFirst(),

    link: (id: number) => db.selectFrom("banners").select(["id", "link_url"]).where("id", "=", id).executeTakeFirst(),

    countImpressions: (ids: number[]) => count(ids, "impressions"),
    countClick: (id: number) => count([id], "clicks"),
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
export type BannerRow = Awaited<ReturnType<BannersRepository["running"]>>[number];
