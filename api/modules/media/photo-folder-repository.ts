import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { PHOTO_FILE_COLUMNS, photoFiles } from "./store-photos.js";
import { toStoragePath } from "./usage.js";

/** Values per statement: short statements, far below SQLite's parameter limit. */
const BATCH = 500;

/** The tables whose rows own a photo folder (`listings/<id>`, `places/<id>`). */
export type FolderOwner = "listings" | "places";

/**
 * What the walk of the photo folders asks the database, a folder at a time. Only indexed columns
 * are searched per folder (media_files.file_path, the owners' ids); the rest is read once a walk.
 */
export function createPhotoFolderRepository(db: Kysely<DB>) {
  return {
    /**
     * Every file of the photos whose original is one of `originals`: a photo is found by its
     * original, the only file column with an index (a lookup per folder must not scan the table).
     */
    async filesOfPhotos(originals: string[]): Promise<string[]> {
      const files: string[] = [];
      for (let start = 0; start < originals.length; start += BATCH) {
        const rows = await db
          .selectFrom("media_files")
          .select([...PHOTO_FILE_COLUMNS])
          .where("media_files.file_path", "in", originals.slice(start, start + BATCH))
          .execute();
        files.push(...rows.flatMap(photoFiles));
      }
      return files;
    },

    /** The paths of every write not yet settled (pending_files): a few, those in flight or abandoned. */
    async pendingPaths(): Promise<string[]> {
      const records = await db.selectFrom("pending_files").select("paths").execute();
      return records.flatMap((record) => JSON.parse(record.paths) as string[]);
    },

    /**
     * The storage paths under `folders` that a top location, a banner or an avatar names (a
     * banner's address may be any uploaded file): normally none; read once a walk.
     */
    async referencedPaths(folders: string[]): Promise<string[]> {
      const urlPatterns = folders.map((folder) => `/api/v1/uploads/${folder}/%`);
      const [locations, banners, spanishBanners, avatars] = await Promise.all([
        db.selectFrom("top_locations").select("featured_image as reference").where("featured_image", "is not", null).execute(),
        db.selectFrom("banners").select("image_url as reference").where("image_url", "is not", null).execute(),
        db.selectFrom("banners").select("image_url_es as reference").where("image_url_es", "is not", null).execute(),
        db
          .selectFrom("users")
          .select("avatar_url as reference")
          .where((eb) => eb.or(urlPatterns.map((pattern) => eb("avatar_url", "like", pattern))))
          .execute(),
      ]);
      return [...locations, ...banners, ...spanishBanners, ...avatars]
        .map((row) => toStoragePath(row.reference ?? ""))
        .filter((path) => folders.some((folder) => path.startsWith(`${folder}/`)));
    },

    /** Those of `ids` that still have a row in `owner`. */
    async existing(owner: FolderOwner, ids: number[]): Promise<Set<number>> {
      const found = new Set<number>();
      for (let start = 0; start < ids.length; start += BATCH) {
        const batch = ids.slice(start, start + BATCH);
        const rows =
          owner === "listings"
            ? await db.selectFrom("listings").select("id").where("id", "in", batch).execute()
            : await db.selectFrom("places").select("id").where("id", "in", batch).execute();
        for (const row of rows) found.add(Number(row.id));
      }
      return found;
    },
  };
}

export type PhotoFolderRepository = ReturnType<typeof createPhotoFolderRepository>;
