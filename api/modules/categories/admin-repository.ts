import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import type { CategoriesTable, CategoryFieldsTable } from "../../db/tables/catalogue.js";
import { containsText, paginate } from "../../db/paging.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { AdminCategory, AdminCategoryQuery, FieldChoice, FieldGroup, LayoutPlacement } from "../../schemas/admin-catalogue.js";
import { countOf } from "../../db/count.js";

/** A category's row as written by the back-office (everything but its id and creation time). */
export type CategoryValues = Omit<Selectable<CategoriesTable>, "id" | "created_at">;

/** A field's place in a category's layout, as stored. */
export type PlacementValues = Omit<Selectable<CategoryFieldsTable>, "category_id" | "field_id">;

type CategoryRow = Omit<AdminCategory, "is_active" | "listings_count" | "children_count"> & {
  is_active: number;
  listings_count: number | string | null;
  children_count: number | string | null;
};
const toAdminCategory = (row: CategoryRow): AdminCategory => ({
  ...row,
  sort_order: Number(row.sort_order),
  is_active: Number(row.is_active) === 1,
  listing_lifetime_days: row.listing_lifetime_days === null ? null : Number(row.listing_lifetime_days),
  listings_count: countOf(row.listings_count),
  children_count: countOf(row.children_count),
});

type PlacementRow = Omit<LayoutPlacement, "field_is_active" | "is_top_field"> & { category_id: number; field_is_active: number; is_top_field: number };
const toPlacement = ({ field_is_active, is_top_field, ...row }: PlacementRow) => ({
  ...row,
  sort_order: Number(row.sort_order),
  grid_row: Number(row.grid_row),
  grid_column_start: Number(row.grid_column_start),
  grid_column_span: Number(row.grid_column_span),
  group_id: row.group_id === null ? null : Number(row.group_id),
  field_is_active: Number(field_is_active) === 1,
  is_top_field: Number(is_top_field) === 1,
});

/** The back-office's reads and writes of categories and of their layouts of dynamic fields. */
export function createCategoriesAdminRepository(db: Kysely<DB>) {
  const fromCategories = () => db.selectFrom("categories as c");
  // A category with its parent's name and its counts (both counts use an index: listings by
  // category, categories by parent).
  const withDetails = (qb: ReturnType<typeof fromCategories>) =>
    qb
      .leftJoin("categories as p", "p.id", "c.parent_id")
      .select([
        "c.id", "c.parent_id", "p.name_en as parent_name_en", "c.slug", "c.name_en", "c.name_es", "c.description_en",
        "c.description_es", "c.icon", "c.color", "c.sort_order", "c.is_active", "c.listing_lifetime_days", "c.created_at",
      ])
      .select((eb) => [
        eb.selectFrom("listings").select((inner) => inner.fn.countAll<number>().as("n")).whereRef("listings.category_id", "=", "c.id").as("listings_count"),
        eb.selectFrom("categories as child").select((inner) => inner.fn.countAll<number>().as("n")).whereRef("child.parent_id", "=", "c.id").as("children_count"),
      ]);

  return {
    async list(query: AdminCategoryQuery): Promise<AdminPage<AdminCategory>> {
      let filtered = fromCategories();
      if (query.parent === "top") filtered = filtered.where("c.parent_id", "is", null);
      else if (query.parent !== undefined) filtered = filtered.where("c.parent_id", "=", query.parent);
      if (query.is_active !== undefined) filtered = filtered.where("c.is_active", "=", query.is_active ? 1 : 0);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("c.name_en", search), containsText("c.name_es", search), containsText("c.slug", search)]));
      const page = await paginate(filtered, query, (qb) => withDetails(qb).orderBy("c.sort_order").orderBy("c.name_en").orderBy("c.id"));
      return { ...page, items: page.items.map(toAdminCategory) };
    },

    async find(id: number): Promise<AdminCategory | null> {
      const row = await withDetails(fromCategories().where("c.id", "=", id)).executeTakeFirst();
      return row ? toAdminCategory(row) : null;
    },

    /** Every category, small enough to hold at once (tens to a few hundred rows). */
    all: () => db.selectFrom("categories").select(["id", "parent_id", "name_en", "name_es", "sort_order", "is_active"]).orderBy("sort_order").orderBy("name_en").orderBy("id").execute(),

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom("categories").select("id").where("slug", "=", slug);
      if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(values: CategoryValues): Promise<number> {
      const row = await db.insertInto("categories").values({ ...values, created_at: nowIso() }).returning("id").executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: CategoryValues): Promise<void> {
      await db.updateTable("categories").set(values).where("id", "=", id).execute();
    },

    async countListingsIn(categoryIds: number[]): Promise<number> {
      const row = await db.selectFrom("listings").select((eb) => eb.fn.countAll<number>().as("n")).where("category_id", "in", categoryIds).executeTakeFirst();
      return countOf(row?.n);
    },

    /**
     * Deletes a category with its subcategories (`subtree`, the category first) after moving their
     * listings to `moveTo`, in one transaction. Answers the ids of the moved listings.
     */
    removeMovingListings: (subtree: number[], moveTo: number | null) =>
      db.transaction().execute(async (trx) => {
        let moved: number[] = [];
        if (moveTo !== null) {
          moved = (await trx.selectFrom("listings").select("id").where("category_id", "in", subtree).execute()).map((row) => row.id);
          if (moved.length) await trx.updateTable("listings").set({ category_id: moveTo, updated_at: nowIso() }).where("category_id", "in", subtree).execute();
        }
        // Subcategories and layouts go with it (foreign keys cascade).
        await trx.deleteFrom("categories").where("id", "=", subtree[0]!).execute();
        return moved;
      }),

    // ---- Layouts ----

    /** The placements made by the given categories, each with its field and group. */
    async placements(categoryIds: number[]) {
      const rows = await db
        .selectFrom("category_fields as cf")
        .innerJoin("field_definitions as f", "f.id", "cf.field_id")
        .leftJoin("field_groups as g", "g.id", "cf.group_id")
        .select([
          "cf.category_id", "cf.field_id", "f.field_name", "f.label_en", "f.label_es", "f.display_type", "f.is_active as field_is_active",
          "cf.group_id", "g.name_en as group_name_en", "g.name_es as group_name_es", "cf.sort_order", "cf.grid_row",
          "cf.grid_column_start", "cf.grid_column_span", "cf.is_top_field",
        ])
        .where("cf.category_id", "in", categoryIds)
        .orderBy("g.sort_order")
        .orderBy("cf.group_id")
        .orderBy("cf.grid_row")
        .orderBy("cf.grid_column_start")
        .orderBy("cf.sort_order")
        .execute();
      return rows.map(toPlacement);
    },

    async placement(categoryId: number, fieldId: number): Promise<PlacementValues | null> {
      const row = await db
        .selectFrom("category_fields")
        .select(["group_id", "sort_order", "grid_row", "grid_column_start", "grid_column_span", "is_top_field"])
        .where("category_id", "=", categoryId)
        .where("field_id", "=", fieldId)
        .executeTakeFirst();
      return row ?? null;
    },

    async insertPlacement(categoryId: number, fieldId: number, values: PlacementValues): Promise<void> {
      await db.insertInto("category_fields").values({ category_id: categoryId, field_id: fieldId, ...values }).execute();
    },

    async updatePlacement(categoryId: number, fieldId: number, values: PlacementValues): Promise<void> {
      await db.updateTable("category_fields").set(values).where("category_id", "=", categoryId).where("field_id", "=", fieldId).execute();
    },

    async deletePlacement(categoryId: number, fieldId: number): Promise<void> {
      await db.deleteFrom("category_fields").where("category_id", "=", categoryId).where("field_id", "=", fieldId).execute();
    },

    groups: async (): Promise<FieldGroup[]> =>
      (await db.selectFrom("field_groups").select(["id", "name_en", "name_es", "sort_order"]).orderBy("sort_order").orderBy("id").execute()).map((g) => ({
        ...g,
        sort_order: Number(g.sort_order),
      })),

    async groupExists(id: number): Promise<boolean> {
      return (await db.selectFrom("field_groups").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    },

    fieldChoices: async (): Promise<FieldChoice[]> =>
      (await db.selectFrom("field_definitions").select(["id", "field_name", "label_en", "label_es", "is_active"]).orderBy("label_en").orderBy("id").execute()).map(
        (f) => ({ ...f, is_active: Number(f.is_active) === 1 }),
      ),
  };
}

export type CategoriesAdminRepository = ReturnType<typeof createCategoriesAdminRepository>;
