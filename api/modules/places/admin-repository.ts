import type { ExpressionBuilder, Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import type { AdminListQuery, AdminPage } from "../../schemas/admin.js";
import type { AdminPlace, AdminPlaceCategory, AdminPlaceQuery, PlaceCategoryInput } from "../../schemas/admin-guide.js";
import type { PlaceStatus } from "../../schemas/places.js";
import { countOf } from "../../db/count.js";

type PlaceListRow = {
  id: number; slug: string; name: string; status: string; address: string | null; created_at: string; updated_at: string;
  category_id: number | null; category_name_en: string | null; category_name_es: string | null;
  owner_id: number | null; owner_email: string | null; owner_first_name: string | null; owner_last_name: string | null;
};

const toAdminPlace = (row: PlaceListRow): AdminPlace => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  status: row.status as PlaceStatus,
  category: row.category_id === null ? null : { id: row.category_id, name_en: row.category_name_en ?? "", name_es: row.category_name_es ?? "" },
  owner:
    row.owner_id === null
      ? null
      : { id: row.owner_id, email: row.owner_email ?? "", first_name: row.owner_first_name ?? "", last_name: row.owner_last_name ?? "" },
  address: row.address,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const toAdminCategory = (row: Omit<AdminPlaceCategory, "places_count"> & { places_count: number | string | null }): AdminPlaceCategory => ({
  ...row,
  sort_order: Number(row.sort_order),
  places_count: countOf(row.places_count),
});

/**
 * The back-office's reads and writes of places and place categories that the public places
 * module has no use for: every status in one paged list, and the categories themselves. Writes to
 * a place go through the places service, whose rules (validation, slugs, photos) stay in one place.
 */
export function createPlacesAdminRepository(db: Kysely<DB>) {
  const categoryColumns = ["place_categories.id", "place_categories.slug", "place_categories.name_en", "place_categories.name_es", "place_categories.icon", "place_categories.sort_order"] as const;
  const placesIn = (eb: ExpressionBuilder<DB, "place_categories">) =>
    eb
      .selectFrom("places")
      .select((inner) => inner.fn.countAll<number>().as("n"))
      .whereRef("places.place_category_id", "=", "place_categories.id")
      .as("places_count");

  return {
    /** Newest first; the status and category filters run on the places' (status, …) and (category, status) indexes. */
    async places(query: AdminPlaceQuery): Promise<AdminPage<AdminPlace>> {
      let filtered = db
        .selectFrom("places")
        .leftJoin("place_categories", "place_categories.id", "places.place_category_id")
        .leftJoin("users", "users.id", "places.user_id");
      if (query.status) filtered = filtered.where("places.status", "=", query.status);
      if (query.category_id) filtered = filtered.where("places.place_category_id", "=", query.category_id);
      if (query.search) filtered = filtered.where(containsText("places.name", query.search));
      const page = await paginate(filtered, query, (qb) =>
        qb
          .select([
            "places.id", "places.slug", "places.name", "places.status", "places.address", "places.created_at", "places.updated_at",
            "place_categories.id as category_id", "place_categories.name_en as category_name_en", "place_categories.name_es as category_name_es",
            "users.id as owner_id", "users.email as owner_email", "users.first_name as owner_first_name", "users.last_name as owner_last_name",
          ])
          .orderBy("places.created_at", "desc")
          .orderBy("places.id", "desc"),
      );
      return { ...page, items: page.items.map(toAdminPlace) };
    },

    /** In the order the site lists them, each with its number of places (any status). */
    async categories(query: AdminListQuery): Promise<AdminPage<AdminPlaceCategory>> {
      let filtered = db.selectFrom("place_categories");
      const search = query.search;
      if (search) {
        filtered = filtered.where((eb) =>
          eb.or([containsText("place_categories.slug", search), containsText("place_categories.name_en", search), containsText("place_categories.name_es", search)]),
        );
      }
      const page = await paginate(filtered, query, (qb) =>
        qb.select(categoryColumns).select((eb) => placesIn(eb)).orderBy("place_categories.sort_order").orderBy("place_categories.name_en").orderBy("place_categories.id"),
      );
      return { ...page, items: page.items.map(toAdminCategory) };
    },

    async category(id: number): Promise<AdminPlaceCategory | undefined> {
      const row = await db.selectFrom("place_categories").select(categoryColumns).select((eb) => placesIn(eb)).where("place_categories.id", "=", id).executeTakeFirst();
      return row && toAdminCategory(row);
    },

    categorySlugTaken: async (slug: string, exceptId = 0) =>
      !!(await db.selectFrom("place_categories").select("id").where("slug", "=", slug).where("id", "!=", exceptId).executeTakeFirst()),

    insertCategory: async (input: PlaceCategoryInput) =>
      (await db.insertInto("place_categories").values(input).returning("id").executeTakeFirstOrThrow()).id,

    updateCategory: (id: number, input: PlaceCategoryInput) => db.updateTable("place_categories").set(input).where("id", "=", id).execute(),

    /**
     * Deletes the category only while no place is in it, in one statement (a place added meanwhile
     * keeps it); answers whether it went.
     */
    async deleteUnusedCategory(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("place_categories")
        .where("id", "=", id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom("places").select("places.id").whereRef("places.place_category_id", "=", "place_categories.id"))))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PlacesAdminRepository = ReturnType<typeof createPlacesAdminRepository>;
