import { type Insertable, type Kysely, type Transaction, type Updateable, sql } from "kysely";
import type { DB, PlacesTable } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import { PUBLISHED } from "../reviews/repository.js";
import { queueRemoval } from "../media/file-removals-repository.js";
import { PHOTO_FILE_COLUMNS, type StoredPhoto, photoFiles } from "../media/store-photos.js";
import { countOf } from "../../db/count.js";

/**
 * Which places a list shows. `statuses` is always given; `userId` narrows to one owner's places
 * (a user asking for their pending ones).
 */
export type PlaceFilter = { statuses: string[]; categoryId?: number; text?: string; userId?: number };
export type PlacePage = { limit: number; skip: number };

type Executor = Kysely<DB> | Transaction<DB>;

const PLACE_COLUMNS = [
  "places.id", "places.slug", "places.name", "places.place_category_id", "places.user_id", "places.description_en",
  "places.description_es", "places.address", "places.latitude", "places.longitude", "places.phone", "places.website",
  "places.opening_hours", "places.status", "places.created_at", "places.updated_at",
  "place_categories.slug as category_slug", "place_categories.name_en as category_name_en",
  "place_categories.name_es as category_name_es", "place_categories.icon as category_icon",
] as const;

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createPlacesRepository(db: Kysely<DB>) {
  const filtered = (filter: PlaceFilter) =>
    db
      .selectFrom("places")
      .leftJoin("place_categories", "place_categories.id", "places.place_category_id")
      .where("places.status", "in", filter.statuses)
      .$if(filter.categoryId !== undefined, (qb) => qb.where("places.place_category_id", "=", filter.categoryId!))
      .$if(filter.userId !== undefined, (qb) => qb.where("places.user_id", "=", filter.userId!))
      .$if(!!filter.text, (qb) => {
        const pattern = containsPattern(filter.text!);
        // lower() on both sides: LIKE ignores case on SQLite but not on PostgreSQL. The escape
        // character is written the same way on both.
        const like = (column: string) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
        return qb.where((eb) =>
          eb.or([like("places.name"), like("places.description_en"), like("places.description_es"), like("places.address")]),
        );
      });

  return {
    categories: () =>
      db
        .selectFrom("place_categories")
        .select(["id", "slug", "name_en", "name_es", "icon", "sort_order"])
        .orderBy("sort_order")
        .orderBy("name_en")
        .execute(),

    categoryBySlug: (slug: string) =>
      db.selectFrom("place_categories").select(["id", "slug"]).where("slug", "=", slug).executeTakeFirst(),

    countApprovedByCategory: () =>
      db
        .selectFrom("places")
        .select(["place_category_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("status", "=", "approved")
        .groupBy("place_category_id")
        .execute(),

    /** A page of places, by name. */
    list: (filter: PlaceFilter, page: PlacePage) =>
      filtered(filter).select(PLACE_COLUMNS).orderBy("places.name").orderBy("places.id").limit(page.limit).offset(page.skip).execute(),

    async count(filter: PlaceFilter): Promise<number> {
      const row = await filtered(filter).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      return countOf(row?.n);
    },

    find: (key: { id: number } | { slug: string }) =>
      db
        .selectFrom("places")
        .leftJoin("place_categories", "place_categories.id", "places.place_category_id")
        .select(PLACE_COLUMNS)
        .$if("id" in key, (qb) => qb.where("places.id", "=", (key as { id: number }).id))
        .$if("slug" in key, (qb) => qb.where("places.slug", "=", (key as { slug: string }).slug))
        .executeTakeFirst(),

    /** The places' photos, each place's in gallery order. */
    photos: (placeIds: number[]) =>
      db
        .selectFrom("place_media")
        .innerJoin("media_files", "media_files.id", "place_media.media_id")
        .selectAll("media_files")
        .select(["place_media.place_id", "place_media.sort_order"])
        .where("place_media.place_id", "in", placeIds)
        .orderBy("place_media.place_id")
        .orderBy("place_media.sort_order")
        .orderBy("media_files.id")
        .execute(),

    /** Average rating and count of the published reviews of each place. */
    reviewStats: (placeIds: number[]) =>
      db
        .selectFrom("reviews")
        .select([
          "place_id",
          (eb) => eb.fn.avg<number | string>("rating").as("average"),
          (eb) => eb.fn.countAll<number | string>().as("n"),
        ])
        .where("place_id", "in", placeIds)
        .where("status", "=", PUBLISHED)
        .groupBy("place_id")
        .execute(),

    slugTaken: async (trx: Executor, slug: string, exceptId: number) =>
      !!(await trx.selectFrom("places").select("id").where("slug", "=", slug).where("id", "!=", exceptId).executeTakeFirst()),

    transaction: <T>(work: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(work),

    insert: async (trx: Executor, row: Insertable<PlacesTable>) =>
      (await trx.insertInto("places").values(row).returning("id").executeTakeFirstOrThrow()).id,

    update: (id: number, set: Updateable<PlacesTable>, trx: Executor = db) =>
      trx.updateTable("places").set(set).where("id", "=", id).execute(),

    /** Deletes the place with its photos' rows; answers the queued removal of the photos' files. */
    remove: (id: number) =>
      db.transaction().execute(async (trx) => {
        const media = await trx
          .selectFrom("place_media")
          .innerJoin("media_files", "media_files.id", "place_media.media_id")
          .select(["media_files.id", ...PHOTO_FILE_COLUMNS])
          .where("place_media.place_id", "=", id)
          .execute();
        await trx.deleteFrom("places").where("id", "=", id).execute();
        if (media.length) await trx.deleteFrom("media_files").where("id", "in", media.map((m) => m.id)).execute();
        return queueRemoval(trx, media.flatMap(photoFiles));
      }),

    /**
     * Appends photos after the existing ones. Answers false (and writes nothing) when the place
     * would pass `max` photos; the place's row is updated first so that concurrent uploads to one
     * place run one after the other (a row lock on PostgreSQL, the write lock on SQLite).
     */
    addPhotos: (placeId: number, photos: StoredPhoto[], max: number) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx.updateTable("places").set({ updated_at: now }).where("id", "=", placeId).execute();
        const existing = await trx.selectFrom("place_media").select("sort_order").where("place_id", "=", placeId).execute();
        if (existing.length + photos.length > max) return false;
        let sortOrder = existing.reduce((top, link) => Math.max(top, Number(link.sort_order) + 1), 0);
        for (const photo of photos) {
          const media = await trx
            .insertInto("media_files")
            .values({ ...photo, mime_type: "image/jpeg", media_type: "image", is_public: 1, is_processed: 1, created_at: now, updated_at: now })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx.insertInto("place_media").values({ place_id: placeId, media_id: media.id, sort_order: sortOrder }).execute();
          sortOrder += 1;
        }
        return true;
      }),

    async countPhotos(placeId: number): Promise<number> {
      const row = await db
        .selectFrom("place_media")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("place_id", "=", placeId)
        .executeTakeFirst();
      return countOf(row?.n);
    },

    /** Removes one photo's rows; answers the queued removal of its files, or undefined when it is not the place's. */
    removePhoto: (placeId: number, mediaId: number) =>
      db.transaction().execute(async (trx) => {
        const media = await trx
          .selectFrom("place_media")
          .innerJoin("media_files", "media_files.id", "place_media.media_id")
          .select(PHOTO_FILE_COLUMNS)
          .where("place_media.place_id", "=", placeId)
          .where("place_media.media_id", "=", mediaId)
          .executeTakeFirst();
        if (!media) return undefined;
        await trx.deleteFrom("place_media").where("place_id", "=", placeId).where("media_id", "=", mediaId).execute();
        await trx.deleteFrom("media_files").where("id", "=", mediaId).execute();
        await trx.updateTable("places").set({ updated_at: nowIso() }).where("id", "=", placeId).execute();
        return queueRemoval(trx, photoFiles(media));
      }),
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
export type PlaceRow = NonNullable<Awaited<ReturnType<PlacesRepository["find"]>>>;
export type PlacePhotoRow = Awaited<ReturnType<PlacesRepository["photos"]>>[number];
