import { AppError, notFound } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  type AdminCategory,
  type AdminCategoryQuery,
  type CategoryChoice,
  type CategoryDelete,
  type CategoryInput,
  type CategoryLayout,
  type InheritedPlacement,
  type LayoutPlacement,
  type PlacementCreate,
  type PlacementInput,
  slugFromName,
} from "../../schemas/admin-catalogue.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import { ancestry, subtree } from "../fields/category-links.js";
import type { CategoriesAdminRepository, CategoryValues, PlacementValues } from "./admin-repository.js";

export const CATEGORY_MESSAGES = {
  notFound: "Category not found",
  slugTaken: "This slug is already used by another category",
  parentMissing: "Parent category not found",
  ownParent: "A category cannot be its own parent",
  underOwnChild: "A category cannot move under one of its own subcategories",
  moveToRequired: "Choose a category to move its listings to",
  moveToInside: "The listings cannot move to the category being deleted or one of its subcategories",
  moveToMissing: "The category to move listings to does not exist",
  fieldMissing: "This field does not exist",
  groupMissing: "This group does not exist",
  alreadyPlaced: "This field is already in the category's layout",
  notPlaced: "This field is not in the category's layout",
  cellsTaken: "These cells are taken by another field of the same group",
} as const;

const refused = (status: number, field: string, message: string) => new AppError(status, message, [{ field, message }]);

type Cells = Pick<PlacementValues, "group_id" | "grid_row" | "grid_column_start" | "grid_column_span">;

/** Two placements of one group share a cell: same row and overlapping columns. */
function overlaps(a: Cells, b: Cells): boolean {
  if (a.group_id !== b.group_id || a.grid_row !== b.grid_row) return false;
  const aEnd = a.grid_column_start + a.grid_column_span - 1;
  const bEnd = b.grid_column_start + b.grid_column_span - 1;
  return a.grid_column_start <= bEnd && b.grid_column_start <= aEnd;
}

const toPlacementValues = (input: PlacementInput): PlacementValues => ({
  group_id: input.group_id,
  sort_order: input.sort_order,
  grid_row: input.grid_row,
  grid_column_start: input.grid_column_start,
  grid_column_span: input.grid_column_span,
  is_top_field: input.is_top_field ? 1 : 0,
});

/**
 * Categories in the back-office: the tree (list, create, edit, move, delete with its listings
 * moved elsewhere) and each category's layout of dynamic fields, which the wizard and the listing
 * page read. Every change is audited; a change to the tree tells the public tree's cache.
 */
export function createCategoriesAdminService(deps: { repo: CategoriesAdminRepository; audit: AuditLog; events: Events }) {
  const { repo, audit, events } = deps;

  async function existing(id: number): Promise<AdminCategory> {
    const category = await repo.find(id);
    if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
    return category;
  }

  /**
   * The row to store, with a unique slug: left blank, a new category's is made from its English
   * name and an edited one keeps its own (addresses stay stable).
   */
  async function valuesOf(input: CategoryInput, current?: AdminCategory): Promise<CategoryValues> {
    const slug = input.slug ?? current?.slug ?? (slugFromName(input.name_en) || "category");
    if (await repo.slugTaken(slug, current?.id)) throw refused(409, "slug", CATEGORY_MESSAGES.slugTaken);
    return {
      parent_id: input.parent_id,
      slug,
      name_en: input.name_en,
      name_es: input.name_es,
      description_en: input.description_en,
      description_es: input.description_es,
      icon: input.icon,
      color: input.color,
      sort_order: input.sort_order,
      is_active: input.is_active ? 1 : 0,
      listing_lifetime_days: input.listing_lifetime_days,
    };
  }

  /** The parent must exist, and a category may not go under itself or its own subtree (no cycles). */
  async function checkParent(parentId: number | null, categoryId?: number): Promise<void> {
    if (parentId === null) return;
    if (parentId === categoryId) throw refused(422, "parent_id", CATEGORY_MESSAGES.ownParent);
    const links = await repo.all();
    if (!links.some((link) => link.id === parentId)) throw refused(422, "parent_id", CATEGORY_MESSAGES.parentMissing);
    if (categoryId !== undefined && subtree(links, categoryId).includes(parentId)) throw refused(422, "parent_id", CATEGORY_MESSAGES.underOwnChild);
  }

  async function placementsOf(categoryId: number): Promise<LayoutPlacement[]> {
    return (await repo.placements([categoryId])).map(({ category_id: _category, ...placement }) => placement);
  }

  /** The placement's references exist and its cells are free among the category's other fields. */
  async function checkPlacement(categoryId: number, fieldId: number, values: PlacementValues): Promise<void> {
    if (values.group_id !== null && !(await repo.groupExists(values.group_id))) throw refused(422, "group_id", CATEGORY_MESSAGES.groupMissing);
    const others = (await placementsOf(categoryId)).filter((p) => p.field_id !== fieldId);
    if (others.some((other) => overlaps(values, other))) {
      throw refused(409, "grid_column_start", CATEGORY_MESSAGES.cellsTaken);
    }
  }

  return {
    list: (query: AdminCategoryQuery): Promise<AdminPage<AdminCategory>> => repo.list(query),

    get: existing,

    /** Every category in tree order (parents before their children) with its depth, for selects. */
    async choices(): Promise<CategoryChoice[]> {
      const rows = await repo.all();
      const children = new Map<number | null, typeof rows>();
      for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
      const ordered: CategoryChoice[] = [];
      const seen = new Set<number>();
      const walk = (parentId: number | null, depth: number) => {
        for (const row of children.get(parentId) ?? []) {
          if (seen.has(row.id)) continue;
          seen.add(row.id);
          ordered.push({ id: row.id, parent_id: row.parent_id, name_en: row.name_en, name_es: row.name_es, depth, is_active: Number(row.is_active) === 1 });
          walk(row.id, depth + 1);
        }
      };
      walk(null, 0);
      return ordered;
    },

    async create(actor: Actor, input: CategoryInput): Promise<AdminCategory> {
      await checkParent(input.parent_id);
      const id = await repo.insert(await valuesOf(input));
      const created = await existing(id);
      events.catalogueChanged();
      await audit.record(actor, { action: "create", entity: "category", entity_id: id, summary: `Created category ${created.name_en}`, after: created });
      return created;
    },

    async update(actor: Actor, id: number, input: CategoryInput): Promise<AdminCategory> {
      const before = await existing(id);
      await checkParent(input.parent_id, id);
      await repo.update(id, await valuesOf(input, before));
      const after = await existing(id);
      events.catalogueChanged();
      await audit.record(actor, { action: "update", entity: "category", entity_id: id, summary: `Updated category ${after.name_en}`, before, after });
      return after;
    },

    /**
     * Deletes a category and its subcategories. Listings filed in any of them are moved first to
     * `move_to`, which is required when there are some and must lie outside what is deleted.
     */
    async remove(actor: Actor, id: number, input: CategoryDelete): Promise<{ moved_listings: number }> {
      const before = await existing(id);
      const links = await repo.all();
      const doomed = subtree(links, id);
      const listings = await repo.countListingsIn(doomed);
      const moveTo = input.move_to;
      if (moveTo !== null) {
        if (doomed.includes(moveTo)) throw refused(422, "move_to", CATEGORY_MESSAGES.moveToInside);
        if (!links.some((link) => link.id === moveTo)) throw refused(422, "move_to", CATEGORY_MESSAGES.moveToMissing);
      } else if (listings > 0) {
        throw refused(422, "move_to", CATEGORY_MESSAGES.moveToRequired);
      }
      const moved = await repo.removeMovingListings(doomed, moveTo);
      for (const listingId of moved) events.listingChanged({ id: listingId, kind: "updated" });
      events.catalogueChanged();
      const subcategories = links.filter((link) => link.id !== id && doomed.includes(link.id)).map((link) => ({ id: link.id, name_en: link.name_en }));
      await audit.record(actor, {
        action: "delete",
        entity: "category",
        entity_id: id,
        summary: moved.length ? `Deleted category ${before.name_en}; moved ${moved.length} listings to category ${moveTo}` : `Deleted category ${before.name_en}`,
        before: { ...before, subcategories },
        after: moved.length ? { moved_listings: moved.length, moved_to: moveTo } : null,
      });
      return { moved_listings: moved.length };
    },

    /** The category's own placements, the ones it inherits, and what the layout form offers. */
    async layout(id: number): Promise<CategoryLayout> {
      const category = await existing(id);
      const links = await repo.all();
      const chain = ancestry(links, id);
      const [rows, groups, fields] = await Promise.all([repo.placements(chain), repo.groups(), repo.fieldChoices()]);
      const placements = rows.filter((row) => row.category_id === id).map(({ category_id: _category, ...placement }) => placement);
      const own = new Set(placements.map((p) => p.field_id));
      const nameOf = new Map(links.map((link) => [link.id, link.name_en]));
      // The nearest ancestor that places a field decides its layout, as the wizard reads it.
      const inherited: InheritedPlacement[] = [];
      for (const ancestorId of chain.slice(1)) {
        for (const row of rows.filter((r) => r.category_id === ancestorId)) {
          if (own.has(row.field_id) || inherited.some((i) => i.field_id === row.field_id)) continue;
          inherited.push({ ...row, category_name_en: nameOf.get(ancestorId) ?? "" });
        }
      }
      return { category, placements, inherited, groups, fields };
    },

    async addPlacement(actor: Actor, categoryId: number, input: PlacementCreate): Promise<LayoutPlacement> {
      const category = await existing(categoryId);
      if (!(await repo.fieldChoices()).some((field) => field.id === input.field_id)) throw refused(422, "field_id", CATEGORY_MESSAGES.fieldMissing);
      if (await repo.placement(categoryId, input.field_id)) throw refused(409, "field_id", CATEGORY_MESSAGES.alreadyPlaced);
      const values = toPlacementValues(input);
      await checkPlacement(categoryId, input.field_id, values);
      await repo.insertPlacement(categoryId, input.field_id, values);
      const placed = (await placementsOf(categoryId)).find((p) => p.field_id === input.field_id)!;
      await audit.record(actor, {
        action: "layout_add",
        entity: "category",
        entity_id: categoryId,
        summary: `Placed field ${placed.field_name} in category ${category.name_en}`,
        after: placed,
      });
      return placed;
    },

    async updatePlacement(actor: Actor, categoryId: number, fieldId: number, input: PlacementInput): Promise<LayoutPlacement> {
      const category = await existing(categoryId);
      const before = (await placementsOf(categoryId)).find((p) => p.field_id === fieldId);
      if (!before) throw notFound(CATEGORY_MESSAGES.notPlaced);
      const values = toPlacementValues(input);
      await checkPlacement(categoryId, fieldId, values);
      await repo.updatePlacement(categoryId, fieldId, values);
      const after = (await placementsOf(categoryId)).find((p) => p.field_id === fieldId)!;
      await audit.record(actor, {
        action: "layout_update",
        entity: "category",
        entity_id: categoryId,
        summary: `Moved field ${after.field_name} in category ${category.name_en}`,
        before,
        after,
      });
      return after;
    },

    async removePlacement(actor: Actor, categoryId: number, fieldId: number): Promise<void> {
      const category = await existing(categoryId);
      const before = (await placementsOf(categoryId)).find((p) => p.field_id === fieldId);
      if (!before) throw notFound(CATEGORY_MESSAGES.notPlaced);
      await repo.deletePlacement(categoryId, fieldId);
      await audit.record(actor, {
        action: "layout_remove",
        entity: "category",
        entity_id: categoryId,
        summary: `Removed field ${before.field_name} from category ${category.name_en}`,
        before,
      });
    },
  };
}

export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
