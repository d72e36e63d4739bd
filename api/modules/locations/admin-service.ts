import { AppError, notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  type AdminTopLocation,
  type AdminTopLocationQuery,
  NO_IMAGE,
  ONE_IMAGE,
  TOP_LOCATION_NOT_FOUND,
  TOP_LOCATION_SLUG_TAKEN,
  type TopLocationInput,
} from "../../schemas/admin-guide.js";
import type { LocationType } from "../../schemas/top-locations.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import { toSrcset } from "../listings/present.js";
import type { MediaAdminRepository } from "../media/admin-repository.js";
import { photoError } from "../media/images.js";
import { type Upload, storePhotos } from "../media/store-photos.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import { toStoragePath } from "../media/usage.js";
import type { TopLocationRow, TopLocationsAdminRepository } from "./admin-repository.js";
import { imageUrl } from "./service.js";

const toAdminTopLocation = (row: TopLocationRow): AdminTopLocation => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  description_es: row.description_es,
  location_type: row.location_type as LocationType,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  is_featured: Number(row.is_featured) === 1,
  is_active: Number(row.is_active) === 1,
  sort_order: Number(row.sort_order),
  featured_image: imageUrl(row.featured_image),
  featured_image_srcset: toSrcset(row.featured_image_variants),
  created_at: row.created_at,
});

const slugTaken = () => new AppError(409, TOP_LOCATION_SLUG_TAKEN, [{ field: "slug", message: TOP_LOCATION_SLUG_TAKEN }]);

const columns = (input: TopLocationInput) => ({
  slug: input.slug,
  name: input.name,
  description: input.description,
  description_es: input.description_es,
  location_type: input.location_type,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
  is_featured: input.is_featured ? 1 : 0,
  is_active: input.is_active ? 1 : 0,
  sort_order: input.sort_order,
});

/**
 * The top locations in the back-office: the public pages read the same rows at once. A location's
 * image goes through the listing photos' pipeline (re-encoded, the same WebP srcset copies) and is
 * a file of the media library; the image it replaces is deleted with its files unless something
 * else shows it.
 */
export function createTopLocationsAdminService(deps: {
  repo: TopLocationsAdminRepository;
  media: MediaAdminRepository;
  storage: LedgeredStorage;
  audit: AuditLog;
}) {
  const { repo, media, storage, audit } = deps;

  async function existing(id: number): Promise<AdminTopLocation> {
    const row = await repo.find(id);
    if (!row) throw notFound(TOP_LOCATION_NOT_FOUND);
    return toAdminTopLocation(row);
  }

  /** Deletes the library's file behind a former image, unless something still shows it. */
  async function discardImage(stored: string | null) {
    if (!stored || /^https?:\/\//i.test(stored)) return;
    const { removal } = await media.deleteUnused(await media.idsAtPath(toStoragePath(stored)));
    await storage.removeQueued(removal);
  }

  return {
    async list(query: AdminTopLocationQuery): Promise<AdminPage<AdminTopLocation>> {
      const page = await repo.list(query);
      return { ...page, items: page.items.map(toAdminTopLocation) };
    },

    get: existing,

    async create(actor: Actor, input: TopLocationInput): Promise<AdminTopLocation> {
      if (await repo.slugTaken(input.slug)) throw slugTaken();
      const created = await existing(await repo.insert({ ...columns(input), created_at: nowIso() }));
      await audit.record(actor, { action: "create", entity: "top_location", entity_id: created.id, summary: `Created the top location “${created.name}”`, after: created });
      return created;
    },

    async update(actor: Actor, id: number, input: TopLocationInput): Promise<AdminTopLocation> {
      const before = await existing(id);
      if (await repo.slugTaken(input.slug, id)) throw slugTaken();
      await repo.update(id, columns(input));
      const after = await existing(id);
      await audit.record(actor, { action: "update", entity: "top_location", entity_id: id, summary: `Updated the top location “${after.name}”`, before, after });
      return after;
    },

    /** Its listings keep existing without a location (the column is set to NULL). */
    async remove(actor: Actor, id: number): Promise<void> {
      const row = await repo.find(id);
      if (!row) throw notFound(TOP_LOCATION_NOT_FOUND);
      await repo.remove(id);
      await discardImage(row.featured_image);
      await audit.record(actor, { action: "delete", entity: "top_location", entity_id: id, summary: `Deleted the top location “${row.name}”`, before: toAdminTopLocation(row) });
    },

    /**
     * Swaps the location with its neighbour in the order the site shows them, numbering every
     * location 1, 2, 3… (equal sort orders would otherwise leave nothing to swap).
     */
    async move(actor: Actor, id: number, direction: "up" | "down"): Promise<AdminTopLocation> {
      const order = await repo.order();
      const index = order.findIndex((row) => row.id === id);
      if (index < 0) throw notFound(TOP_LOCATION_NOT_FOUND);
      const target = direction === "up" ? index - 1 : index + 1;
      if (target < 0 || target >= order.length) return existing(id);
      const moved = [...order];
      [moved[index], moved[target]] = [moved[target]!, moved[index]!];
      const changes = moved.map((row, i) => ({ id: row.id, slug: row.slug, before: Number(row.sort_order), sort_order: i + 1 })).filter((row) => row.before !== row.sort_order);
      await repo.setSortOrders(changes);
      await audit.record(actor, {
        action: "reorder",
        entity: "top_location",
        entity_id: id,
        summary: `Moved the top location “${order[index]!.slug}” ${direction}`,
        before: changes.map(({ id, slug, before }) => ({ id, slug, sort_order: before })),
        after: changes.map(({ id, slug, sort_order }) => ({ id, slug, sort_order })),
      });
      return existing(id);
    },

    /** Settles that the location exists before its multipart body is read. */
    imageTarget: async (id: number): Promise<number> => (await existing(id)).id,

    async setImage(actor: Actor, id: number, files: Upload[]): Promise<AdminTopLocation> {
      if (files.length !== 1) throw photoError(ONE_IMAGE);
      const before = await repo.find(id);
      if (!before) throw notFound(TOP_LOCATION_NOT_FOUND);
      await storePhotos(storage, `top-locations/${id}`, actor.id, files, async ([photo]) => {
        await media.insertPicture(photo!, (_mediaId, trx) =>
          repo.update(id, { featured_image: photo!.file_path, featured_image_variants: photo!.webp_variants }, trx).then(() => undefined),
        );
      });
      await discardImage(before.featured_image);
      const after = await existing(id);
      await audit.record(actor, {
        action: "set_image",
        entity: "top_location",
        entity_id: id,
        summary: `Set the image of the top location “${after.name}”`,
        before: { featured_image: imageUrl(before.featured_image) },
        after: { featured_image: after.featured_image },
      });
      return after;
    },

    async removeImage(actor: Actor, id: number): Promise<AdminTopLocation> {
      const before = await repo.find(id);
      if (!before) throw notFound(TOP_LOCATION_NOT_FOUND);
      if (!before.featured_image) throw new AppError(409, NO_IMAGE);
      await repo.update(id, { featured_image: null, featured_image_variants: null });
      await discardImage(before.featured_image);
      const after = await existing(id);
      await audit.record(actor, {
        action: "remove_image",
        entity: "top_location",
        entity_id: id,
        summary: `Removed the image of the top location “${after.name}”`,
        before: { featured_image: imageUrl(before.featured_image) },
        after: { featured_image: null },
      });
      return after;
    },
  };
}

export type TopLocationsAdminService = ReturnType<typeof createTopLocationsAdminService>;
