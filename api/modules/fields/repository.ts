import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/** Field definitions, their options and their placements in categories. Callers never pass empty id lists. */
export function createFieldsRepository(db: Kysely<DB>) {
  return {
    activeFieldIds: async () =>
      (await db.selectFrom("field_definitions").select("id").where("is_active", "=", 1).execute()).map((row) => row.id),

    listingTypes: () =>
      db
        .selectFrom("listing_types")
        .select(["id", "slug", "name_en", "name_es", "description"])
        .where("is_active", "=", 1)
        .orderBy("name_en")
        .execute(),

    categoryLinks: () => db.selectFrom("categories").select(["id", "parent_id"]).execute(),

    /** Active fields assigned to any of the categories. */
    fieldIdsAssignedTo: async (categoryIds: number[]) => {
      const rows = await db
        .selectFrom("category_fields")
        .innerJoin("field_definitions", "field_definitions.id", "category_fields.field_id")
        .select("category_fields.field_id")
        .distinct()
        .where("category_fields.category_id", "in", categoryIds)
        .where("field_definitions.is_active", "=", 1)
        .execute();
      return rows.map((row) => row.field_id);
    },

    definitions: (fieldIds: number[]) =>
      db
        .selectFrom("field_definitions")
        .select([
          "id", "field_name", "label_en", "label_es", "data_type", "display_type", "is_required", "sort_order",
          "placeholder_en", "placeholder_es", "validation_rules",
        ])
        .where("id", "in", fieldIds)
        .execute(),

    options: (fieldIds: number[]) =>
      db
        .selectFrom("field_options")
        .select(["field_id", "value", "label_en", "label_es", "sort_order"])
        .where("field_id", "in", fieldIds)
        .orderBy("field_id")
        .orderBy("sort_order")
        .orderBy("id")
        .execute(),

    /** Every category assignment of the fields, with the group each one places the field in. */
    placements: (fieldIds: number[]) =>
      db
        .selectFrom("category_fields")
        .leftJoin("field_groups", "field_groups.id", "category_fields.group_id")
        .select([
          "category_fields.category_id", "category_fields.field_id", "category_fields.group_id",
          "category_fields.sort_order", "category_fields.grid_row", "category_fields.grid_column_start",
          "category_fields.grid_column_span", "category_fields.is_top_field",
          "field_groups.name_en as group_name_en", "field_groups.name_es as group_name_es",
          "field_groups.sort_order as group_sort_order",
        ])
        .where("category_fields.field_id", "in", fieldIds)
        .orderBy("category_fields.category_id")
        .execute(),
  };
}

export type FieldsRepository = ReturnType<typeof createFieldsRepository>;
export type PlacementRow = Awaited<ReturnType<FieldsRepository["placements"]>>[number];
