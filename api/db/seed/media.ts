import type { Insertable, Kysely } from "kysely";
import type { Storage } from "../../lib/storage.js";
import { writeVariants } from "../../modules/media/variants.js";
import type { DB, MediaFilesTable } from "../schema.js";
import { mapLimit, type PhotoSet } from "./images.js";
import { insertReturningIds } from "./util.js";

/** One picture to store: where (`listings/12/1`), what, and its media_files details. */
export type MediaItem = {
  /** Storage prefix without extension, e.g. "listings/12/<unguessable name>". */
  prefix: string;
  set: PhotoSet;
  filename: string;
  alt: string;
  ownerId: number | null;
  createdAt: string;
};

/** Where a picture's WebP srcset copies go: beside its other files, named by width. */
export const variantFiles = (prefix: string, set: PhotoSet) =>
  set.variants.map((variant) => ({ ...variant, path: `${prefix}-${variant.width}w.webp` }));

/** The variants column of a picture whose copies `variantFiles` placed. */
export const storedVariants = (files: ReturnType<typeof variantFiles>) =>
  writeVariants(files.map(({ path, width }) => ({ path, width })));

/** Writes each picture's variants to storage, inserts media_files rows and returns their ids by prefix. */
export async function storeMedia(db: Kysely<DB>, storage: Storage, items: MediaItem[]): Promise<Map<string, number>> {
  const pathsOf = (item: MediaItem) => ({
    file_path: `${item.prefix}-original.jpg`,
    medium_path: `${item.prefix}-medium.jpg`,
    thumbnail_path: `${item.prefix}-thumb.jpg`,
    webp_path: `${item.prefix}.webp`,
  });
  await mapLimit(items, 8, async (item) => {
    const paths = pathsOf(item);
    await storage.write(paths.file_path, item.set.original);
    await storage.write(paths.medium_path, item.set.medium);
    await storage.write(paths.thumbnail_path, item.set.thumb);
    await storage.write(paths.webp_path, item.set.webp);
    for (const variant of variantFiles(item.prefix, item.set)) await storage.write(variant.path, variant.data);
  });
  const rows: Insertable<MediaFilesTable>[] = items.map((item) => ({
    uploaded_by_id: item.ownerId,
    ...pathsOf(item),
    webp_variants: storedVariants(variantFiles(item.prefix, item.set)),
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
  }));
  const byPath = await insertReturningIds(db, "media_files", rows, "file_path");
  return new Map(items.map((item) => [item.prefix, byPath.get(`${item.prefix}-original.jpg`)!]));
}
