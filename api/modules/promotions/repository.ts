import type { Kysely, Selectable } from "kysely";
import type { DB, PromotionPlansTable } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  type PromotionFlag,
  type PromotionPlan,
  type PromotionPlanInput,
  type PromotionPlanQuery,
  fromMinor,
  toMinor,
} from "../../schemas/admin-pricing.js";

export const toPlan = (row: Selectable<PromotionPlansTable>): PromotionPlan => ({
  id: row.id,
  name_en: row.name_en,
  name_es: row.name_es,
  description_en: row.description_en,
  description_es: row.description_es,
  flag: row.flag as PromotionFlag,
  days: row.days,
  price_gbp: fromMinor(row.price_gbp_minor),
  price_eur: fromMinor(row.price_eur_minor),
  is_active: Boolean(row.is_active),
  sort_order: row.sort_order,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const columns = (input: PromotionPlanInput) => ({
  name_en: input.name_en,
  name_es: input.name_es,
  description_en: input.description_en,
  description_es: input.description_es,
  flag: input.flag,
  days: input.days,
  price_gbp_minor: toMinor(input.price_gbp),
  price_eur_minor: toMinor(input.price_eur),
  is_active: input.is_active ? 1 : 0,
  sort_order: input.sort_order,
});

/** Promotion plans in the order sellers will see them (sort order, then oldest first). */
export function createPromotionPlansRepository(db: Kysely<DB>) {
  return {
    async list(query: PromotionPlanQuery): Promise<AdminPage<PromotionPlan>> {
      let filtered = db.selectFrom("promotion_plans");
      if (query.is_active !== undefined) filtered = filtered.where("is_active", "=", query.is_active ? 1 : 0);
      if (query.flag) filtered = filtered.where("flag", "=", query.flag);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("name_en", search), containsText("name_es", search)]));
      const page = await paginate(filtered, query, (qb) => qb.selectAll().orderBy("sort_order").orderBy("id"));
      return { ...page, items: page.items.map(toPlan) };
    },

    async find(id: number): Promise<PromotionPlan | null> {
      const row = await db.selectFrom("promotion_plans").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toPlan(row) : null;
    },

    async insert(input: PromotionPlanInput): Promise<PromotionPlan> {
      const now = nowIso();
      const row = await db
        .insertInto("promotion_plans")
        .values({ ...columns(input), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPlan(row);
    },

    async update(id: number, input: PromotionPlanInput): Promise<void> {
      await db.updateTable("promotion_plans").set({ ...columns(input), updated_at: nowIso() }).where("id", "=", id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom("promotion_plans").where("id", "=", id).execute();
    },
  };
}

export type PromotionPlansRepository = ReturnType<typeof createPromotionPlansRepository>;
