import { type Storage, unguessableName } from "../../lib/storage.js";
import { type PhotoPaths, cleanFilename, processPhoto } from "./images.js";
import { type StoredVariant, readVariants, writeVariants } from "./variants.js";

export type Upload = { buffer: Buffer; originalname?: string };
/** One stored photo's row: its variants' paths and what the upload told about it. */
export type StoredPhoto = PhotoPaths & {
  /** The WebP srcset copies, as the variants column stores them. */
  webp_variants: string;
  original_filename: string | null;
  file_size: number;
  width: number;
  height: number;
  uploaded_by_id: number;
};

/** The media_files columns that name a stored photo's files. */
export const PHOTO_FILE_COLUMNS = [
  "media_files.file_path",
  "media_files.medium_path",
  "media_files.thumbnail_path",
  "media_files.webp_path",
  "media_files.webp_variants",
] as const;

type PhotoFileRow = { [K in keyof PhotoPaths]: string | null } & { webp_variants: string | null };

/** Every file a stored photo's row names, to remove them with it. */
export const photoFiles = (row: PhotoFileRow): string[] =>
  [
    row.file_path,
    row.medium_path,
    row.thumbnail_path,
    row.webp_path,
    ...readVariants(row.webp_variants).map((v) => v.path),
  ].filter((path): path is string => !!path);

/** Where one photo's files go under `folder` (e.g. "listings/7" or "places/12"): a base name no one can guess. */
const photoBase = (folder: string) => `${folder}/${unguessableName()}`;

/** The four fixed variants of one photo. */
function photoPaths(base: string): PhotoPaths {
  return {
    file_path: `${base}-original.jpg`,
    medium_path: `${base}-medium.jpg`,
    thumbnail_path: `${base}-thumb.jpg`,
    webp_path: `${base}-medium.webp`,
  };
}

/**
 * Runs the photo pipeline (type from the content, re-encoded without metadata, four variants and
 * the WebP srcset copies) on every upload first, so one bad file refuses the whole batch before
 * anything is written; then writes the files and hands their rows to `save`. If `save` fails,
 * the files go, and after a crash the storage's ledger sweeps them.
 */
export async function storePhotos(
  storage: Storage,
  folder: string,
  uploaderId: number,
  files: Upload[],
  save: (photos: StoredPhoto[]) => Promise<void>,
): Promise<void> {
  const processed = [];
  for (const file of files) processed.push({ file, image: await processPhoto(file.buffer) });

  const photos: StoredPhoto[] = [];
  const written: Array<[string, Buffer]> = [];
  for (const { file, image } of processed) {
    const base = photoBase(folder);
    const paths = photoPaths(base);
    const srcset: (StoredVariant & { data: Buffer })[] = image.variants.map((variant) => ({
      ...variant,
      path: `${base}-${variant.width}w.webp`,
    }));
    written.push(
      [paths.file_path, image.original],
      [paths.medium_path, image.medium],
      [paths.thumbnail_path, image.thumbnail],
      [paths.webp_path, image.webp],
      ...srcset.map((variant): [string, Buffer] => [variant.path, variant.data]),
    );
    photos.push({
      ...paths,
      webp_variants: writeVariants(srcset.map(({ path, width }) => ({ path, width }))),
      original_filename: cleanFilename(file.originalname),
      file_size: image.original.length,
      width: image.width,
      height: image.height,
      uploaded_by_id: uploaderId,
    });
  }
  await storage.writeAll(written, () => save(photos));
}
