import type { Insertable, Kysely } from "kysely";
import type { Storage } from "../../lib/storage.js";
import type { DB, MediaFilesTable } from "../schema.js";
import { mapLimit, type PhotoSet } from "./images.js";
import { insertReturningIds } from "./util.js";

/** One picture to store: where (`listings/12/1`), what, and its media_files details. */
export type MediaItem = {
  /** Storage prefix without extension, e.g. "listings/12/1". */
  prefix: string;
  set: PhotoSet;
  filename: string;
  alt: string;
  ownerId: number | null;
  createdAt: string;
};

/** Writes each picture's four variants to storage, inserts media_files rows and returns their ids by prefix. */
export async function storeMedia(db: Kysely<DB>, storage: Storage, items: MediaItem[]): Promise<Map<string, number>> {
  const rows: Insertable<MediaFilesTable>[] = [];
  await mapLimit(items, 8, async (item) => {
    const paths = {
      file_path: `${item.prefix}-original.jpg`,
      medium_path: `${item.prefix}-medium.jpg`,
      thumbnail_path: `${item.prefix}-thumb.jpg`,
      webp_path: `${item.prefix}.webp`,
    };
    await storage.write(paths.file_path, item.set.original);
    await storage.write(paths.medium_path, item.set.medium);
    await storage.write(paths.thumbnail_path, item.set.thumb);
    await storage.write(paths.webp_path, item.set.webp);
  });
  for (const item of items) {
    rows.push({
      uploaded_by_id: item.ownerId,
      file_path: `${item.prefix}-original.jpg`,
      medium_path: `${item.prefix}-medium.jpg`,
      thumbnail_path: `${item.prefix}-thumb.jpg`,
      webp_path: `${item.prefix}.webp`,
      original_filename: item.filename,
      file_size: item.set.original.length,
      mime_type: "image/jpeg",
      media_type: "image",
      alt_text: item.alt,
      description: null,
      is_public: 1,
      duration: null,
      codec: null,
      width: item.set.width,
      height: item.set.height,
      is_processed: 1,
      processing_error: null,
      created_at: item.createdAt,
      updated_at: item.createdAt,
    });
  }
  const byPath = await insertReturningIds(db, "media_files", rows, "file_path");
  return new Map(items.map((item) => [item.prefix, byPath.get(`${item.prefix}-original.jpg`)!]));
}
