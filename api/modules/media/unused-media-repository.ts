import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.js";
import { type QueuedRemoval, queueRemoval } from "./file-removals-repository.js";
import { PHOTO_FILE_COLUMNS, photoFiles } from "./store-photos.js";
import { isInUse } from "./usage-repository.js";

/** Ids per statement: short statements, far below SQLite's parameter limit. */
const BATCH = 500;

/** A deleted file's row as the audit log keeps it. */
export type DeletedMedia = { id: number; file_path: string; original_filename: string | null };

/**
 * Deletes, in `trx`, those of `ids` nothing uses (re-checked in the statement, so a file that came
 * into use meanwhile stays) and queues the removal of every file they named with it.
 */
export async function deleteUnusedMedia(trx: Kysely<DB> | Transaction<DB>, ids: number[]): Promise<{ deleted: DeletedMedia[]; removal: QueuedRemoval }> {
  const deleted: DeletedMedia[] = [];
  const paths: string[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await trx
      .deleteFrom("media_files")
      .where("media_files.id", "in", ids.slice(start, start + BATCH))
      .where((eb) => eb.not(isInUse(trx, eb)))
      .returning(["media_files.id", "media_files.original_filename", ...PHOTO_FILE_COLUMNS])
      .execute();
    deleted.push(...rows.map(({ id, file_path, original_filename }) => ({ id, file_path, original_filename })));
    paths.push(...rows.flatMap(photoFiles));
  }
  return { deleted, removal: await queueRemoval(trx, paths) };
}

/**
 * Deletes listings (`deleteListings`, in `trx`) with their photos: the links go with the listings
 * (ON DELETE CASCADE), then the photos nothing else uses, their files queued for removal in the
 * same transaction. A deleted listing's photos would otherwise stay served at their addresses.
 */
export async function deleteListingsWithPhotos<T>(
  trx: Transaction<DB>,
  listings: { ids: number[] } | { userId: number },
  deleteListings: () => Promise<T>,
): Promise<{ result: T; removal: QueuedRemoval }> {
  const linked = trx.selectFrom("listing_media").innerJoin("listings", "listings.id", "listing_media.listing_id").select("listing_media.media_id");
  const rows =
    "userId" in listings
      ? await linked.where("listings.user_id", "=", listings.userId).execute()
      : listings.ids.length
        ? await linked.where("listings.id", "in", listings.ids).execute()
        : [];
  const mediaIds = [...new Set(rows.map((row) => row.media_id))];
  const result = await deleteListings();
  const { removal } = await deleteUnusedMedia(trx, mediaIds);
  return { result, removal };
}
