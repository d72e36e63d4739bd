import { AppError, forbidden, notFound, parseInput, unauthorized } from "../../lib/errors.js";
import { nowIso } from "../../lib/time.js";
import { MAX_PLACE_PHOTOS } from "../../schemas/constants.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { MediaFile } from "../../schemas/listing.js";
import {
  PLACE_MESSAGES, type Place, type PlaceCategory, type PlaceInput, type PlaceList, type PlaceQuery,
  PlaceFormSchema, PlaceQuerySchema, type PlaceStatus,
} from "../../schemas/places.js";
import { slugBase } from "../listings/slug.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import { PHOTOS_MISSING, photoError } from "../media/images.js";
import { PHOTO_NOT_FOUND } from "../media/service.js";
import { storePhotos, type Upload } from "../media/store-photos.js";
import { NO_REVIEWS, toPlace, toPlacePhoto, toPlaceSummary, toReviewStats } from "./present.js";
import type { PlaceFilter, PlacePhotoRow, PlaceRow, PlacesRepository } from "./repository.js";
import { countOf } from "../../db/count.js";
import type { Requester } from "../../schemas/users.js";

export const PLACE_NOT_FOUND = "Place not found";
export const NOT_PLACE_OWNER = "Only the place's owner can change it";

/** Who asks: approved places are public; the owner and admins also see pending and rejected ones. */
export type Viewer = Requester | undefined;
export type Editor = NonNullable<Viewer>;

export const canSeePlace = (place: { status: string; user_id: number | null }, viewer: Viewer) =>
  place.status === "approved" || (viewer !== undefined && (viewer.is_superuser || viewer.id === place.user_id));

/** Slugs that a page path or the id lookup would take instead of the place. */
const isReservedSlug = (slug: string) => slug === "create" || slug === "edit" || /^\d+$/.test(slug);

function groupByPlace(photos: PlacePhotoRow[]): Map<number, PlacePhotoRow[]> {
  const byPlace = new Map<number, PlacePhotoRow[]>();
  for (const photo of photos) byPlace.set(photo.place_id, [...(byPlace.get(photo.place_id) ?? []), photo]);
  return byPlace;
}

export function createPlacesService(deps: { repo: PlacesRepository; storage: LedgeredStorage }) {
  const { repo, storage } = deps;

  async function statsOf(ids: number[]) {
    const rows = ids.length ? await repo.reviewStats(ids) : [];
    return new Map(rows.map((row) => [Number(row.place_id), toReviewStats(row.average, row.n)]));
  }

  /** The place behind a slug or an id parameter, if the viewer may see it. */
  async function visible(slugOrId: string | undefined, viewer: Viewer): Promise<PlaceRow> {
    const key = slugOrId ?? "";
    const isId = /^\d+$/.test(key);
    const id = isId ? parseIdParam(key) : null;
    const row = isId ? (id === null ? undefined : await repo.find({ id })) : await repo.find({ slug: key });
    if (!row || !canSeePlace(row, viewer)) throw notFound(PLACE_NOT_FOUND);
    return row;
  }

  /**
   * The place behind an id parameter, when the editor may change it: 404 when there is none, 403
   * for anyone but its owner and admins (an id says no more than that a place exists).
   */
  async function editable(idParam: string | undefined, editor: Editor): Promise<PlaceRow> {
    const id = parseIdParam(idParam);
    const row = id === null ? undefined : await repo.find({ id });
    if (!row) throw notFound(PLACE_NOT_FOUND);
    if (!editor.is_superuser && row.user_id !== editor.id) throw forbidden(NOT_PLACE_OWNER);
    return row;
  }

  async function categoryId(slug: string): Promise<number> {
    const category = await repo.categoryBySlug(slug);
    if (!category) throw new AppError(422, PLACE_MESSAGES.category, [{ field: "category", message: PLACE_MESSAGES.category }]);
    return category.id;
  }

  const columns = (input: PlaceInput, placeCategoryId: number) => ({
    name: input.name,
    place_category_id: placeCategoryId,
    description_en: input.description_en,
    description_es: input.description_es,
    address: input.address,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    phone: input.phone,
    website: input.website,
    opening_hours: input.opening_hours,
  });

  async function detail(row: PlaceRow, language: "en" | "es"): Promise<Place> {
    const [photos, stats] = await Promise.all([repo.photos([row.id]), statsOf([row.id])]);
    return toPlace(row, photos, stats.get(row.id) ?? NO_REVIEWS, language);
  }

  const reload = async (id: number, language: "en" | "es") => detail((await repo.find({ id }))!, language);

  /** Which places a list query may show to this viewer. */
  function filterFor(query: PlaceQuery, viewer: Viewer): PlaceFilter {
    if (query.status === undefined || query.status === "approved") return { statuses: ["approved"] };
    // Pending and rejected places are their owners' business (and the moderators').
    if (!viewer) throw unauthorized();
    return viewer.is_superuser ? { statuses: [query.status] } : { statuses: [query.status], userId: viewer.id };
  }

  return {
    async categories(): Promise<PlaceCategory[]> {
      const [rows, counts] = await Promise.all([repo.categories(), repo.countApprovedByCategory()]);
      const byCategory = new Map(counts.map((c) => [c.place_category_id, countOf(c.n)]));
      return rows.map((row) => ({ ...row, sort_order: Number(row.sort_order), places_count: byCategory.get(row.id) ?? 0 }));
    },

    async list(rawQuery: unknown, viewer: Viewer): Promise<PlaceList> {
      const query = parseInput(PlaceQuerySchema, rawQuery);
      const filter = filterFor(query, viewer);
      if (query.q) filter.text = query.q;
      if (query.category) {
        const category = await repo.categoryBySlug(query.category);
        if (!category) return { places: [], total: 0, limit: query.limit, skip: query.skip };
        filter.categoryId = category.id;
      }
      const [rows, total] = await Promise.all([repo.list(filter, query), repo.count(filter)]);
      const ids = rows.map((row) => row.id);
      const [photos, stats] = await Promise.all([ids.length ? repo.photos(ids) : [], statsOf(ids)]);
      const byPlace = groupByPlace(photos);
      const places = rows.map((row) => toPlaceSummary(row, byPlace.get(row.id) ?? [], stats.get(row.id) ?? NO_REVIEWS));
      return { places, total, limit: query.limit, skip: query.skip };
    },

    async get(slugOrId: string, viewer: Viewer, language: "en" | "es"): Promise<Place> {
      return detail(await visible(slugOrId, viewer), language);
    },

    /** A user's place waits for moderation; an admin's is approved at once. */
    async create(body: unknown, editor: Editor, language: "en" | "es"): Promise<Place> {
      const input = parseInput(PlaceFormSchema, body ?? {});
      const placeCategoryId = await categoryId(input.category);
      const now = nowIso();
      const status: PlaceStatus = editor.is_superuser ? "approved" : "pending";
      const id = await repo.transaction(async (trx) => {
        const id = await repo.insert(trx, {
          ...columns(input, placeCategoryId),
          slug: `place-pending-${now}-${Math.random().toString(36).slice(2)}`,
          user_id: editor.id,
          status,
          created_at: now,
          updated_at: now,
        });
        // Readable: the name alone when it is free, else the name with the id (base 36).
        const base = slugBase(input.name);
        let slug = isReservedSlug(base) || (await repo.slugTaken(trx, base, id)) ? `${base}-${id.toString(36)}` : base;
        while (await repo.slugTaken(trx, slug, id)) slug = `${base}-${Math.random().toString(36).slice(2, 6)}`;
        await repo.update(id, { slug }, trx);
        return id;
      });
      return reload(id, language);
    },

    /**
     * Replaces the place's fields. The slug stays as it was, so links keep working after a rename.
     * An owner's edit of an approved place keeps it approved: moderation vets who adds places,
     * and hiding a live place on every small correction (opening hours, a phone number) would
     * punish owners for keeping it current. A rejected place that its owner edits is submitted
     * again (pending).
     */
    async update(idParam: string | undefined, body: unknown, editor: Editor, language: "en" | "es"): Promise<Place> {
      const row = await editable(idParam, editor);
      const input = parseInput(PlaceFormSchema, body ?? {});
      const placeCategoryId = await categoryId(input.category);
      const resubmitted = row.status === "rejected" && !editor.is_superuser;
      await repo.update(row.id, {
        ...columns(input, placeCategoryId),
        ...(resubmitted ? { status: "pending" } : {}),
        updated_at: nowIso(),
      });
      return reload(row.id, language);
    },

    async remove(idParam: string | undefined, editor: Editor): Promise<void> {
      const row = await editable(idParam, editor);
      await storage.removeQueued(await repo.remove(row.id));
    },

    /** Who may upload is settled before the multipart body is read. */
    async photoTarget(idParam: string | undefined, editor: Editor): Promise<number> {
      return (await editable(idParam, editor)).id;
    },

    async addPhotos(placeId: number, editor: Editor, files: Upload[]): Promise<MediaFile[]> {
      if (!files.length) throw photoError(PHOTOS_MISSING);
      // A quick refusal before decoding anything; addPhotos checks again in its transaction.
      if ((await repo.countPhotos(placeId)) + files.length > MAX_PLACE_PHOTOS) throw photoError(PLACE_MESSAGES.tooManyPhotos);
      await storePhotos(storage, `places/${placeId}`, editor.id, files, async (photos) => {
        if (!(await repo.addPhotos(placeId, photos, MAX_PLACE_PHOTOS))) throw photoError(PLACE_MESSAGES.tooManyPhotos);
      });
      return (await repo.photos([placeId])).map(toPlacePhoto);
    },

    async removePhoto(idParam: string | undefined, mediaIdParam: string | undefined, editor: Editor): Promise<void> {
      const row = await editable(idParam, editor);
      const mediaId = parseIdParam(mediaIdParam);
      const removal = mediaId === null ? undefined : await repo.removePhoto(row.id, mediaId);
      if (!removal) throw notFound(PHOTO_NOT_FOUND);
      await storage.removeQueued(removal);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
