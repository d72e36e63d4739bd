import { notFound } from "../../lib/errors.js";
import type { FieldDefinition, GroupPosition } from "../../schemas/listing.js";
import { ancestry } from "./category-links.js";
import type { FieldsRepository, PlacementRow } from "./repository.js";

/** A field definition as it applies in one category, and whether it is a top field there. */
export type PlacedField = { definition: FieldDefinition; isTop: boolean };

/** Stored rules are JSON text; anything but a JSON object reads as no rules. */
function parseRules(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toGroupPosition(row: PlacementRow): GroupPosition {
  return {
    group_id: row.group_id,
    group_name_en: row.group_name_en,
    group_name_es: row.group_name_es,
    group_sort_order: Number(row.group_sort_order ?? 0),
    sort_order: Number(row.sort_order),
    grid_row: Number(row.grid_row),
    grid_column_start: Number(row.grid_column_start),
    grid_column_span: Number(row.grid_column_span),
  };
}

/** Layout order: by group, then place in the group; fields without a placement come last. */
export function compareDefinitions(a: FieldDefinition, b: FieldDefinition): number {
  const ga = a.group_position;
  const gb = b.group_position;
  if (ga && !gb) return -1;
  if (!ga && gb) return 1;
  if (ga && gb) {
    if (ga.group_sort_order !== gb.group_sort_order) return ga.group_sort_order - gb.group_sort_order;
    if (ga.sort_order !== gb.sort_order) return ga.sort_order - gb.sort_order;
  }
  return a.sort_order - b.sort_order || a.id - b.id;
}

export function createFieldsService(repo: FieldsRepository) {
  /**
   * Definitions of the fields as they apply to a category, given as the category followed by its
   * ancestors: the nearest category that has the field decides its group position and top flag.
   */
  async function place(fieldIds: number[], chain: number[]): Promise<Map<number, PlacedField>> {
    const ids = [...new Set(fieldIds)];
    if (!ids.length) return new Map();
    const [definitions, options, placements] = await Promise.all([repo.definitions(ids), repo.options(ids), repo.placements(ids)]);
    const placed = new Map<number, PlacedField>();
    for (const row of definitions) {
      const own = placements.filter((p) => p.field_id === row.id);
      const nearest = chain.map((categoryId) => own.find((p) => p.category_id === categoryId)).find((p) => p !== undefined);
      const definition: FieldDefinition = {
        id: row.id,
        field_name: row.field_name,
        label_en: row.label_en,
        label_es: row.label_es,
        data_type: row.data_type,
        display_type: row.display_type,
        is_required: Number(row.is_required) === 1,
        sort_order: Number(row.sort_order),
        placeholder_en: row.placeholder_en,
        placeholder_es: row.placeholder_es,
        validation_rules: parseRules(row.validation_rules),
        options: options
          .filter((o) => o.field_id === row.id)
          .map((o) => ({ value: o.value, label_en: o.label_en, label_es: o.label_es, sort_order: Number(o.sort_order) })),
        categories: own.map((p) => p.category_id),
        group_position: nearest ? toGroupPosition(nearest) : null,
      };
      placed.set(row.id, { definition, isTop: Number(nearest?.is_top_field) === 1 });
    }
    return placed;
  }

  return {
    listingTypes: () => repo.listingTypes(),

    /** Every active field definition with all its category assignments (no category's placement). */
    async all(): Promise<FieldDefinition[]> {
      const ids = await repo.activeFieldIds();
      const placed = ids.length ? await place(ids, []) : new Map<number, PlacedField>();
      return [...placed.values()].map((p) => p.definition).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    },

    /** The fields that apply to a category: its own and those inherited from its ancestors. */
    async forCategory(categoryId: number): Promise<FieldDefinition[]> {
      const links = await repo.categoryLinks();
      if (!links.some((link) => link.id === categoryId)) throw notFound("Category not found");
      const chain = ancestry(links, categoryId);
      const placed = await place(await repo.fieldIdsAssignedTo(chain), chain);
      return [...placed.values()].map((p) => p.definition).sort(compareDefinitions);
    },

    /** Definitions of the given fields as they apply to a listing's category. */
    async forListingCategory(categoryId: number, fieldIds: number[]): Promise<Map<number, PlacedField>> {
      if (!fieldIds.length) return new Map();
      const chain = ancestry(await repo.categoryLinks(), categoryId);
      return place(fieldIds, chain);
    },
  };
}

export type FieldsService = ReturnType<typeof createFieldsService>;
