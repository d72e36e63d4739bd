import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import { listingMedia } from "../listings/repository.js";
import { queueRemoval } from "./file-removals-repository.js";
import { PHOTO_FILE_COLUMNS, type StoredPhoto, photoFiles } from "./store-photos.js";
import { countOf } from "../../db/count.js";

type Executor = Kysely<DB> | Transaction<DB>;

/** The listing's photo links in gallery order. */
const links = (db: Executor, listingId: number) =>
  db
    .selectFrom("listing_media")
    .select(["media_id", "sort_order", "is_cover"])
    .where("listing_id", "=", listingId)
    .orderBy("sort_order")
    .orderBy("media_id")
    .execute();

/**
 * Takes the listing's write lock first (a row lock on PostgreSQL, the database lock on SQLite),
 * so concurrent uploads or reorders of one listing run one after the other.
 */
const lockListing = (trx: Transaction<DB>, listingId: number) =>
  trx.updateTable("listings").set({ updated_at: nowIso() }).where("id", "=", listingId).execute();

export function createMediaRepository(db: Kysely<DB>) {
  return {
    findListing: (id: number) => db.selectFrom("listings").select(["id", "user_id"]).where("id", "=", id).executeTakeFirst(),

    async countPhotos(listingId: number): Promise<number> {
      const row = await db
        .selectFrom("listing_media")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("listing_id", "=", listingId)
        .executeTakeFirst();
      return countOf(row?.n);
    },

    /** The listing's media with their gallery position, the shape the listings presenter reads. */
    media: (listingId: number) => listingMedia(db, [listingId]),

    links: (listingId: number) => links(db, listingId),

    /**
     * Adds photos after the existing ones; the first becomes cover when the listing had none.
     * Answers false (and writes nothing) when the listing would pass `max` photos.
     */
    addPhotos: (listingId: number, photos: StoredPhoto[], max: number) =>
      db.transaction().execute(async (trx) => {
        await lockListing(trx, listingId);
        const existing = await links(trx, listingId);
        if (existing.length + photos.length > max) return false;
        let sortOrder = existing.reduce((top, link) => Math.max(top, Number(link.sort_order) + 1), 0);
        let needsCover = !existing.some((link) => Number(link.is_cover) === 1);
        for (const photo of photos) {
          const now = nowIso();
          const media = await trx
            .insertInto("media_files")
            .values({
              ...photo,
              mime_type: "image/jpeg",
              media_type: "image",
              alt_text: null,
              is_public: 1,
              is_processed: 1,
              created_at: now,
              updated_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx
            .insertInto("listing_media")
            .values({ listing_id: listingId, media_id: media.id, sort_order: sortOrder, is_cover: needsCover ? 1 : 0 })
            .execute();
          sortOrder += 1;
          needsCover = false;
        }
        return true;
      }),

    /** Sets every photo's position from its index and the single cover. */
    reorder: (listingId: number, mediaIds: number[], coverId: number) =>
      db.transaction().execute(async (trx) => {
        await lockListing(trx, listingId);
        for (const [index, mediaId] of mediaIds.entries()) {
          await trx
            .updateTable("listing_media")
            .set({ sort_order: index, is_cover: mediaId === coverId ? 1 : 0 })
            .where("listing_id", "=", listingId)
            .where("media_id", "=", mediaId)
            .execute();
        }
      }),

    /** Removes the photo's rows and queues its files' removal (answers it, or undefined when it is not the listing's). */
    removePhoto: (listingId: number, mediaId: number) =>
      db.transaction().execute(async (trx) => {
        await lockListing(trx, listingId);
        const link = await trx
          .selectFrom("listing_media")
          .innerJoin("media_files", "media_files.id", "listing_media.media_id")
          .select(["listing_media.is_cover", ...PHOTO_FILE_COLUMNS])
          .where("listing_media.listing_id", "=", listingId)
          .where("listing_media.media_id", "=", mediaId)
          .executeTakeFirst();
        if (!link) return undefined;
        await trx.deleteFrom("listing_media").where("listing_id", "=", listingId).where("media_id", "=", mediaId).execute();
        await trx.deleteFrom("media_files").where("id", "=", mediaId).execute();
        if (Number(link.is_cover) === 1) {
          const next = (await links(trx, listingId))[0];
          if (next) {
            await trx
              .updateTable("listing_media")
              .set({ is_cover: 1 })
              .where("listing_id", "=", listingId)
              .where("media_id", "=", next.media_id)
              .execute();
          }
        }
        return queueRemoval(trx, photoFiles(link));
      }),
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
