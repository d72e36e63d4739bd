import { AppError, notFound } from "../../lib/errors.js";
import type { AdminListQuery, AdminPage } from "../../schemas/admin.js";
import {
  type AdminPlace,
  type AdminPlaceCategory,
  type AdminPlaceQuery,
  PLACE_CATEGORY_IN_USE,
  PLACE_CATEGORY_NOT_FOUND,
  PLACE_CATEGORY_SLUG_TAKEN,
  type PlaceCategoryInput,
} from "../../schemas/admin-guide.js";
import type { MediaFile } from "../../schemas/listing.js";
import type { Place } from "../../schemas/places.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { Upload } from "../media/store-photos.js";
import type { PlacesAdminRepository } from "./admin-repository.js";
import type { Editor, PlacesService } from "./service.js";

/** What the audit log keeps of a place's photos: enough to tell which files they were. */
const photoRecord = (photos: MediaFile[]) => photos.map(({ id, file_path, original_filename }) => ({ id, file_path, original_filename }));

/**
 * Places in the back-office. Every write is the places service's own (the same validation, slugs,
 * photo pipeline and storage clean-up as for users; an admin's new place is approved at once),
 * done as the acting admin and written to the audit log. Approving and rejecting are moderation
 * decisions (the owner is told why): see the moderation module.
 */
export function createPlacesAdminService(deps: { places: PlacesService; repo: PlacesAdminRepository; audit: AuditLog }) {
  const { places, repo, audit } = deps;
  const asEditor = (actor: Actor): Editor => ({ id: actor.id, is_superuser: true });
  // Admins edit both languages side by side: the answer's `description` is the English one.
  const read = (actor: Actor, id: number): Promise<Place> => places.get(String(id), asEditor(actor), "en");

  return {
    list: (query: AdminPlaceQuery): Promise<AdminPage<AdminPlace>> => repo.places(query),

    get: read,

    async create(actor: Actor, body: unknown): Promise<Place> {
      const created = await places.create(body, asEditor(actor), "en");
      await audit.record(actor, { action: "create", entity: "place", entity_id: created.id, summary: `Created the place “${created.name}”`, after: created });
      return created;
    },

    async update(actor: Actor, id: number, body: unknown): Promise<Place> {
      const before = await read(actor, id);
      const after = await places.update(String(id), body, asEditor(actor), "en");
      await audit.record(actor, { action: "update", entity: "place", entity_id: id, summary: `Updated the place “${after.name}”`, before, after });
      return after;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await read(actor, id);
      await places.remove(String(id), asEditor(actor));
      await audit.record(actor, { action: "delete", entity: "place", entity_id: id, summary: `Deleted the place “${before.name}”`, before });
    },

    /** Settles that the place exists before its multipart body is read. */
    photoTarget: (actor: Actor, id: number): Promise<number> => places.photoTarget(String(id), asEditor(actor)),

    async addPhotos(actor: Actor, id: number, files: Upload[]): Promise<MediaFile[]> {
      const before = (await read(actor, id)).photos;
      const after = await places.addPhotos(id, asEditor(actor), files);
      await audit.record(actor, {
        action: "add_photos",
        entity: "place",
        entity_id: id,
        summary: `Added ${after.length - before.length} photo(s) to place ${id}`,
        before: photoRecord(before),
        after: photoRecord(after),
      });
      return after;
    },

    async removePhoto(actor: Actor, id: number, mediaId: string | undefined): Promise<void> {
      const before = (await read(actor, id)).photos;
      await places.removePhoto(String(id), mediaId, asEditor(actor));
      const after = before.filter((photo) => String(photo.id) !== mediaId);
      await audit.record(actor, {
        action: "remove_photo",
        entity: "place",
        entity_id: id,
        summary: `Removed photo ${mediaId} from place ${id}`,
        before: photoRecord(before),
        after: photoRecord(after),
      });
    },
  };
}

export type PlacesAdminService = ReturnType<typeof createPlacesAdminService>;

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
