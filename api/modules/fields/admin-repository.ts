import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import type {
  AdminDynamicField,
  AdminDynamicFieldQuery,
  AdminFieldOption,
  AdminListingType,
  AdminListingTypeQuery,
  DataType,
  DisplayType,
  FieldGroup,
  ValidationRules,
} from "../../schemas/admin-catalogue.js";
import { countOf } from "../../db/count.js";

export type ListingTypeValues = { slug: string; name_en: string; name_es: string; description: string | null; is_active: number };

export type FieldValues = {
  field_name: string;
  label_en: string;
  label_es: string;
  data_type: string;
  display_type: string;
  is_required: number;
  sort_order: number;
  placeholder_en: string | null;
  placeholder_es: string | null;
  /** JSON text, NULL without rules. */
  validation_rules: string | null;
  is_active: number;
};

export type OptionValues = { label_en: string; label_es: string; sort_order: number };

// Flags are 0/1.
const isOn = (flag: number) => Number(flag) === 1;

/** Stored rules are JSON text; anything but an object reads as no rules. */
function parseRules(text: string | null): ValidationRules | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as ValidationRules) : null;
  } catch {
    return null;
  }
}

/** LIKE's own wildcards in `text` taken literally (with `escape '\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The back-office's reads and writes of listing types, dynamic fields with their options, and field groups. */
export function createFieldsAdminRepository(db: Kysely<DB>) {
  const fieldColumns = [
    "id", "field_name", "label_en", "label_es", "data_type", "display_type", "is_required", "sort_order", "placeholder_en",
    "placeholder_es", "validation_rules", "is_active", "created_at",
  ] as const;

  async function optionsOf(fieldIds: number[]): Promise<Map<number, AdminFieldOption[]>> {
    const byField = new Map<number, AdminFieldOption[]>();
    if (!fieldIds.length) return byField;
    const rows = await db
      .selectFrom("field_options")
      .select(["id", "field_id", "value", "label_en", "label_es", "sort_order"])
      .where("field_id", "in", fieldIds)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    for (const { field_id, ...option } of rows) byField.set(field_id, [...(byField.get(field_id) ?? []), { ...option, sort_order: Number(option.sort_order) }]);
    return byField;
  }

  type FieldRow = Omit<FieldValues, "validation_rules"> & { id: number; created_at: string; validation_rules: string | null; categories_count: number | string | null };
  const toField = (row: FieldRow, options: AdminFieldOption[]): AdminDynamicField => ({
    ...row,
    data_type: row.data_type as DataType,
    display_type: row.display_type as DisplayType,
    is_required: isOn(row.is_required),
    is_active: isOn(row.is_active),
    sort_order: Number(row.sort_order),
    validation_rules: parseRules(row.validation_rules),
    options,
    categories_count: countOf(row.categories_count),
  });

  const fromFields = () => db.selectFrom("field_definitions");
  const withCategoryCount = (qb: ReturnType<typeof fromFields>) =>
    qb
      .select(fieldColumns)
      .select((eb) =>
        eb.selectFrom("category_fields").select((inner) => inner.fn.countAll<number>().as("n")).whereRef("category_fields.field_id", "=", "field_definitions.id").as("categories_count"),
      );

  const fromTypes = () => db.selectFrom("listing_types");
  // The count uses the index on listings.listing_type_id (migration 0015).
  const withListingCount = (qb: ReturnType<typeof fromTypes>) =>
    qb
      .select(["id", "slug", "name_en", "name_es", "description", "is_active", "created_at"])
      .select((eb) =>
        eb.selectFrom("listings").select((inner) => inner.fn.countAll<number>().as("n")).whereRef("listings.listing_type_id", "=", "listing_types.id").as("listings_count"),
      );
  const toListingType = <Row extends { is_active: number; listings_count: number | string | null }>(row: Row) => ({
    ...row,
    is_active: isOn(row.is_active),
    listings_count: countOf(row.listings_count),
  });

  return {
    // ---- Listing types ----

    async listingTypes(query: AdminListingTypeQuery): Promise<AdminPage<AdminListingType>> {
      let filtered = fromTypes();
      if (query.is_active !== undefined) filtered = filtered.where("is_active", "=", query.is_active ? 1 : 0);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("name_en", search), containsText("name_es", search), containsText("slug", search)]));
      const page = await paginate(filtered, query, (qb) => withListingCount(qb).orderBy("name_en").orderBy("id"));
      return { ...page, items: page.items.map(toListingType) };
    },

    async listingType(id: number): Promise<AdminListingType | null> {
      const row = await withListingCount(fromTypes().where("id", "=", id)).executeTakeFirst();
      return row ? toListingType(row) : null;
    },

    async listingTypeSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom("listing_types").select("id").where("slug", "=", slug);
      if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insertListingType(values: ListingTypeValues): Promise<number> {
      return (await db.insertInto("listing_types").values({ ...values, created_at: nowIso() }).returning("id").executeTakeFirstOrThrow()).id;
    },

    async updateListingType(id: number, values: ListingTypeValues): Promise<void> {
      await db.updateTable("listing_types").set(values).where("id", "=", id).execute();
    },

    async deleteListingType(id: number): Promise<void> {
      await db.deleteFrom("listing_types").where("id", "=", id).execute();
    },

    // ---- Dynamic fields ----

    async fields(query: AdminDynamicFieldQuery): Promise<AdminPage<AdminDynamicField>> {
      let filtered = fromFields();
      if (query.data_type) filtered = filtered.where("data_type", "=", query.data_type);
      if (query.is_active !== undefined) filtered = filtered.where("is_active", "=", query.is_active ? 1 : 0);
      const search = query.search;
      if (search) {
        filtered = filtered.where((eb) => eb.or([containsText("field_name", search), containsText("label_en", search), containsText("label_es", search)]));
      }
      const page = await paginate(filtered, query, (qb) => withCategoryCount(qb).orderBy("sort_order").orderBy("id"));
      const options = await optionsOf(page.items.map((row) => row.id));
      return { ...page, items: page.items.map((row) => toField(row, options.get(row.id) ?? [])) };
    },

    async field(id: number): Promise<AdminDynamicField | null> {
      const row = await withCategoryCount(fromFields().where("id", "=", id)).executeTakeFirst();
      return row ? toField(row, (await optionsOf([id])).get(id) ?? []) : null;
    },

    async fieldNameTaken(name: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom("field_definitions").select("id").where("field_name", "=", name);
      if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Whether any listing stores a value for the field (uses the index on field_id). */
    async fieldHasValues(fieldId: number): Promise<boolean> {
      return (await db.selectFrom("listing_field_values").select("id").where("field_id", "=", fieldId).limit(1).executeTakeFirst()) !== undefined;
    },

    async insertField(values: FieldValues): Promise<number> {
      return (await db.insertInto("field_definitions").values({ ...values, created_at: nowIso() }).returning("id").executeTakeFirstOrThrow()).id;
    },

    async updateField(id: number, values: FieldValues): Promise<void> {
      await db.updateTable("field_definitions").set(values).where("id", "=", id).execute();
    },

    /** Its options and its places in category layouts go with it (foreign keys cascade). */
    async deleteField(id: number): Promise<void> {
      await db.deleteFrom("field_definitions").where("id", "=", id).execute();
    },

    // ---- Options ----

    async option(fieldId: number, optionId: number): Promise<AdminFieldOption | null> {
      const row = await db
        .selectFrom("field_options")
        .select(["id", "value", "label_en", "label_es", "sort_order"])
        .where("field_id", "=", fieldId)
        .where("id", "=", optionId)
        .executeTakeFirst();
      return row ? { ...row, sort_order: Number(row.sort_order) } : null;
    },

    async optionValueTaken(fieldId: number, value: string): Promise<boolean> {
      return (await db.selectFrom("field_options").select("id").where("field_id", "=", fieldId).where("value", "=", value).executeTakeFirst()) !== undefined;
    },

    /**
     * Whether a listing has chosen the option: as the one value (text, or a number for a numeric
     * select) or among a multi-select's comma-separated values.
     */
    async optionChosen(fieldId: number, value: string): Promise<boolean> {
      const asNumber = Number(value);
      const row = await db
        .selectFrom("listing_field_values")
        .select("id")
        .where("field_id", "=", fieldId)
        .where((eb) =>
          eb.or([
            eb("value_text", "=", value),
            sql<boolean>`(',' || ${sql.ref("value_array")} || ',') like ${`%,${likeLiteral(value)},%`} escape '\\'`,
            ...(Number.isFinite(asNumber) && value.trim() !== "" ? [eb("value_number", "=", asNumber)] : []),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertOption(fieldId: number, value: string, values: OptionValues): Promise<number> {
      return (await db.insertInto("field_options").values({ field_id: fieldId, value, ...values }).returning("id").executeTakeFirstOrThrow()).id;
    },

    async updateOption(optionId: number, values: OptionValues): Promise<void> {
      await db.updateTable("field_options").set(values).where("id", "=", optionId).execute();
    },

    async deleteOption(optionId: number): Promise<void> {
      await db.deleteFrom("field_options").where("id", "=", optionId).execute();
    },

    // ---- Field groups ----

    groups: async (): Promise<FieldGroup[]> =>
      (await db.selectFrom("field_groups").select(["id", "name_en", "name_es", "sort_order"]).orderBy("sort_order").orderBy("id").execute()).map((g) => ({
        ...g,
        sort_order: Number(g.sort_order),
      })),

    async insertGroup(values: Omit<FieldGroup, "id">): Promise<FieldGroup> {
      const id = (await db.insertInto("field_groups").values(values).returning("id").executeTakeFirstOrThrow()).id;
      return { id, ...values };
    },

    async updateGroup(id: number, values: Omit<FieldGroup, "id">): Promise<void> {
      await db.updateTable("field_groups").set(values).where("id", "=", id).execute();
    },

    /** The group goes; fields placed in it stay where they are, without a group. */
    async deleteGroup(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("category_fields").set({ group_id: null }).where("group_id", "=", id).execute();
        await trx.deleteFrom("field_groups").where("id", "=", id).execute();
      });
    },
  };
}

export type FieldsAdminRepository = ReturnType<typeof createFieldsAdminRepository>;
