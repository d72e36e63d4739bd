import { type Insertable, type Kysely, type Selectable, type Updateable, sql } from "kysely";
import type { BannersTable, DB } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import { type AdminBanner, type AdminBannerQuery, clickThroughRate } from "../../schemas/admin-banners.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { BannerPosition, BannerType } from "../../schemas/public-banner.js";
import { countOf } from "../../db/count.js";

type BannerRecord = Selectable<BannersTable>;

export function toAdminBanner(row: BannerRecord): AdminBanner {
  const impressions = countOf(row.impressions_count);
  const clicks = countOf(row.clicks_count);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    alt_text: row.alt_text,
    banner_type: row.banner_type as BannerType,
    image_url: row.image_url,
    image_url_es: row.image_url_es,
    alt_text_es: row.alt_text_es,
    link_url: row.link_url,
    html_content: row.html_content,
    html_content_en: row.html_content_en,
    html_content_es: row.html_content_es,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    priority: Number(row.priority),
    position: row.position as BannerPosition,
    is_active: Number(row.is_active) === 1,
    start_date: row.start_date,
    end_date: row.end_date,
    impressions_count: impressions,
    clicks_count: clicks,
    ctr: clickThroughRate(clicks, impressions),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type BannerValues = Omit<Insertable<BannersTable>, "id" | "clicks_count" | "impressions_count" | "created_at">;

/** The back-office's reads and writes of banners and their statistics. */
export function createBannersAdminRepository(db: Kysely<DB>) {
  return {
    async list(query: AdminBannerQuery): Promise<AdminPage<AdminBanner>> {
      // Filters on (position, is_active), the table's index; banners are few, so the name search may scan.
      let filtered = db.selectFrom("banners");
      if (query.position) filtered = filtered.where("position", "=", query.position);
      if (query.is_active !== undefined) filtered = filtered.where("is_active", "=", query.is_active ? 1 : 0);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("name", search), containsText("title", search)]));
      // The order the site shows them in: by position, best first.
      const page = await paginate(filtered, query, (qb) => qb.selectAll().orderBy("position").orderBy("priority", "desc").orderBy("id"));
      return { ...page, items: page.items.map(toAdminBanner) };
    },

    async find(id: number): Promise<AdminBanner | null> {
      const row = await db.selectFrom("banners").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toAdminBanner(row) : null;
    },

    async insert(values: BannerValues): Promise<number> {
      const row = await db
        .insertInto("banners")
        .values({ ...values, clicks_count: 0, impressions_count: 0, created_at: values.updated_at })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Updateable<BannersTable>): Promise<void> {
      await db.updateTable("banners").set(values).where("id", "=", id).execute();
    },

    // The daily statistics go with the banner (ON DELETE CASCADE).
    async remove(id: number): Promise<void> {
      await db.deleteFrom("banners").where("id", "=", id).execute();
    },

    /** Back to no impressions and no clicks: the totals and every day's statistics. */
    async resetStats(id: number, updatedAt: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("banners").set({ clicks_count: 0, impressions_count: 0, updated_at: updatedAt }).where("id", "=", id).execute();
        await trx.deleteFrom("banner_daily_stats").where("banner_id", "=", id).execute();
      });
    },

    /** Every banner's all-time counts, most clicked first (of one position when given). */
    async totals(position: BannerPosition | undefined) {
      let query = db
        .selectFrom("banners")
        .select(["id", "name", "position", "banner_type", "is_active", "priority", "impressions_count", "clicks_count"]);
      if (position) query = query.where("position", "=", position);
      const rows = await query.orderBy("clicks_count", "desc").orderBy("impressions_count", "desc").orderBy("id").execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        position: row.position as BannerPosition,
        banner_type: row.banner_type as BannerType,
        is_active: Number(row.is_active) === 1,
        priority: Number(row.priority),
        impressions: countOf(row.impressions_count),
        clicks: countOf(row.clicks_count),
      }));
    },

    /** Impressions and clicks of every banner per day from `from` (a YYYY-MM-DD day) on. */
    async daily(from: string) {
      const rows = await db
        .selectFrom("banner_daily_stats")
        .select(["day", sql<number>`sum(impressions)`.as("impressions"), sql<number>`sum(clicks)`.as("clicks")])
        .where("day", ">=", from)
        .groupBy("day")
        .execute();
      return rows.map((row) => ({ day: row.day, impressions: countOf(row.impressions), clicks: countOf(row.clicks) }));
    },

    /** The banners with the most clicks (then impressions) since `from`. */
    async top(from: string, limit: number) {
      const clicks = sql<number>`sum(s.clicks)`;
      const impressions = sql<number>`sum(s.impressions)`;
      const rows = await db
        .selectFrom("banner_daily_stats as s")
        .innerJoin("banners as b", "b.id", "s.banner_id")
        .select(["b.id", "b.name", "b.position", impressions.as("impressions"), clicks.as("clicks")])
        .where("s.day", ">=", from)
        .groupBy(["b.id", "b.name", "b.position"])
        .orderBy(clicks, "desc")
        .orderBy(impressions, "desc")
        .orderBy("b.id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        position: row.position as BannerPosition,
        impressions: countOf(row.impressions),
        clicks: countOf(row.clicks),
      }));
    },
  };
}

export type BannersAdminRepository = ReturnType<typeof createBannersAdminRepository>;
