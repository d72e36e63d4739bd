import { AppError, notFound } from "../../lib/errors.js";
import type { AdminListQuery, AdminPage } from "../../schemas/admin.js";
import {
  type AdminPlaceCategory,
  PLACE_CATEGORY_IN_USE,
  PLACE_CATEGORY_NOT_FOUND,
  PLACE_CATEGORY_SLUG_TAKEN,
  type PlaceCategoryInput,
} from "../../schemas/admin-guide.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { PlacesAdminRepository } from "./admin-repository.js";

const slugTaken = () => new AppError(409, PLACE_CATEGORY_SLUG_TAKEN, [{ field: "slug", message: PLACE_CATEGORY_SLUG_TAKEN }]);

/** The place categories: a category's slug names it in page addresses, so two cannot share one. */
export function createPlaceCategoriesAdminService(deps: { repo: PlacesAdminRepository; audit: AuditLog }) {
  const { repo, audit } = deps;

  async function existing(id: number): Promise<AdminPlaceCategory> {
    const category = await repo.category(id);
    if (!category) throw notFound(PLACE_CATEGORY_NOT_FOUND);
    return category;
  }

  return {
    list: (query: AdminListQuery): Promise<AdminPage<AdminPlaceCategory>> => repo.categories(query),

    get: existing,

    async create(actor: Actor, input: PlaceCategoryInput): Promise<AdminPlaceCategory> {
      if (await repo.categorySlugTaken(input.slug)) throw slugTaken();
      const created = await existing(await repo.insertCategory(input));
      await audit.record(actor, { action: "create", entity: "place_category", entity_id: created.id, summary: `Created the place category “${created.name_en}”`, after: created });
      return created;
    },

    async update(actor: Actor, id: number, input: PlaceCategoryInput): Promise<AdminPlaceCategory> {
      const before = await existing(id);
      if (await repo.categorySlugTaken(input.slug, id)) throw slugTaken();
      await repo.updateCategory(id, input);
      const after = await existing(id);
      await audit.record(actor, { action: "update", entity: "place_category", entity_id: id, summary: `Updated the place category “${after.name_en}”`, before, after });
      return after;
    },

    /** Refused while any place (of any status) is in the category: its places would lose it. */
    async remove(actor: Actor, id: number): Promise<void> {
      const before = await existing(id);
      if (!(await repo.deleteUnusedCategory(id))) throw new AppError(409, PLACE_CATEGORY_IN_USE);
      await audit.record(actor, { action: "delete", entity: "place_category", entity_id: id, summary: `Deleted the place category “${before.name_en}”`, before });
    },
  };
}

export type PlaceCategoriesAdminService = ReturnType<typeof createPlaceCategoriesAdminService>;
