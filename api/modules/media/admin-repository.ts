import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { AdminMediaFile, AdminMediaQuery } from "../../schemas/admin-guide.js";
import { uploadUrl } from "../listings/present.js";
import type { QueuedRemoval } from "./file-removals-repository.js";
import { PHOTO_FILE_COLUMNS, type StoredPhoto } from "./store-photos.js";
import { type DeletedMedia, deleteUnusedMedia } from "./unused-media-repository.js";
import { isInUse, usesOf } from "./usage-repository.js";

const LIBRARY_COLUMNS = [
  "media_files.id", "media_files.original_filename", "media_files.mime_type", "media_files.media_type", "media_files.file_size",
  "media_files.width", "media_files.height", "media_files.created_at", "users.id as uploader_id", "users.email as uploader_email",
  ...PHOTO_FILE_COLUMNS,
] as const;

/**
 * The media library: every stored file (media_files), what uses each, and the removal of those
 * nothing uses. Deletes re-check the rule in the same statement, so a file that came into use
 * since the page was drawn stays.
 */
export function createMediaAdminRepository(db: Kysely<DB>) {
  const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

  return {
    /** Newest first (media_files_created_idx), or of one type (media_files_type_created_idx). */
    async list(query: AdminMediaQuery): Promise<AdminPage<AdminMediaFile>> {
      let filtered = db.selectFrom("media_files").leftJoin("users", "users.id", "media_files.uploaded_by_id");
      if (query.type) filtered = filtered.where("media_files.media_type", "=", query.type);
      if (query.search) filtered = filtered.where(containsText("media_files.original_filename", query.search));
      if (query.orphans !== undefined) filtered = filtered.where((eb) => (query.orphans ? eb.not(isInUse(db, eb)) : isInUse(db, eb)));
      const page = await paginate(filtered, query, (qb) =>
        qb.select(LIBRARY_COLUMNS).orderBy("media_files.created_at", "desc").orderBy("media_files.id", "desc"),
      );
      const uses = await usesOf(db, page.items);
      return {
        ...page,
        items: page.items.map((row) => ({
          id: row.id,
          original_filename: row.original_filename,
          mime_type: row.mime_type,
          media_type: row.media_type,
          file_size: Number(row.file_size),
          width: numberOrNull(row.width),
          height: numberOrNull(row.height),
          file_url: uploadUrl(row.file_path)!,
          thumbnail_url: uploadUrl(row.thumbnail_path ?? row.medium_path ?? row.webp_path),
          uploader: row.uploader_id === null ? null : { id: row.uploader_id, email: row.uploader_email ?? "" },
          created_at: row.created_at,
          used_by: uses.get(row.id) ?? [],
        })),
      };
    },

    find: (id: number) => db.selectFrom("media_files").select(["media_files.id", "media_files.original_filename", ...PHOTO_FILE_COLUMNS]).where("id", "=", id).executeTakeFirst(),

    /** The files stored at `path` (a picture is named by its original's path). */
    idsAtPath: async (path: string) => (await db.selectFrom("media_files").select("id").where("file_path", "=", path).execute()).map((row) => row.id),

    usesOf: (rows: Parameters<typeof usesOf>[1]) => usesOf(db, rows),

    /** Up to `limit` orphans' ids, oldest first. */
    orphanIds: async (limit: number) =>
      (
        await db
          .selectFrom("media_files")
          .select("media_files.id")
          .where((eb) => eb.not(isInUse(db, eb)))
          .orderBy("media_files.created_at")
          .orderBy("media_files.id")
          .limit(limit)
          .execute()
      ).map((row) => row.id),

    /** Deletes those of `ids` nothing uses; answers their rows and the queued removal of every file they named. */
    async deleteUnused(ids: number[]): Promise<{ deleted: DeletedMedia[]; removal: QueuedRemoval }> {
      if (!ids.length) return { deleted: [], removal: { id: null, paths: [] } };
      return db.transaction().execute((trx) => deleteUnusedMedia(trx, ids));
    },

    /** Stores one picture's row and, in the same transaction, what names it (`link`); answers its id. */
    insertPicture: (photo: StoredPhoto, link: (mediaId: number, trx: Kysely<DB>) => Promise<void>) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        const media = await trx
          .insertInto("media_files")
          .values({ ...photo, mime_type: "image/jpeg", media_type: "image", is_public: 1, is_processed: 1, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await link(media.id, trx);
        return media.id;
      }),
  };
}

export type MediaAdminRepository = ReturnType<typeof createMediaAdminRepository>;
