import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { DB, TopLocationsTable } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { AdminTopLocationQuery } from "../../schemas/admin-guide.js";

const COLUMNS = [
  "id", "slug", "name", "description", "description_es", "featured_image", "featured_image_variants", "location_type",
  "is_featured", "is_active", "latitude", "longitude", "sort_order", "created_at",
] as const;

/** Every column of a top location. */
export type TopLocationRow = Selectable<TopLocationsTable>;

/** The top locations' rows for the back-office: every one, active or not, in the order the site shows them. */
export function createTopLocationsAdminRepository(db: Kysely<DB>) {
  return {
    async list(query: AdminTopLocationQuery): Promise<AdminPage<TopLocationRow>> {
      let filtered = db.selectFrom("top_locations");
      if (query.is_featured !== undefined) filtered = filtered.where("is_featured", "=", query.is_featured ? 1 : 0);
      if (query.is_active !== undefined) filtered = filtered.where("is_active", "=", query.is_active ? 1 : 0);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("name", search), containsText("slug", search)]));
      return paginate(filtered, query, (qb) => qb.select(COLUMNS).orderBy("sort_order").orderBy("name").orderBy("id"));
    },

    find: (id: number) => db.selectFrom("top_locations").select(COLUMNS).where("id", "=", id).executeTakeFirst(),

    slugTaken: async (slug: string, exceptId = 0) =>
      !!(await db.selectFrom("top_locations").select("id").where("slug", "=", slug).where("id", "!=", exceptId).executeTakeFirst()),

    insert: async (row: Insertable<TopLocationsTable>) => (await db.insertInto("top_locations").values(row).returning("id").executeTakeFirstOrThrow()).id,

    update: (id: number, set: Updateable<TopLocationsTable>, executor: Kysely<DB> = db) =>
      executor.updateTable("top_locations").set(set).where("id", "=", id).execute(),

    remove: (id: number) => db.deleteFrom("top_locations").where("id", "=", id).execute(),

    /** Every location's place in the order (few: the site's areas). */
    order: () => db.selectFrom("top_locations").select(["id", "slug", "sort_order"]).orderBy("sort_order").orderBy("name").orderBy("id").execute(),

    setSortOrders: (changes: Array<{ id: number; sort_order: number }>) =>
      db.transaction().execute(async (trx) => {
        for (const change of changes) await trx.updateTable("top_locations").set({ sort_order: change.sort_order }).where("id", "=", change.id).execute();
      }),
  };
}

export type TopLocationsAdminRepository = ReturnType<typeof createTopLocationsAdminRepository>;
