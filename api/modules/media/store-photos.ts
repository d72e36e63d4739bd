import { randomBytes } from "node:crypto";
import type { Storage } from "../../lib/storage.js";
import { type PhotoPaths, cleanFilename, processPhoto } from "./images.js";

export type Upload = { buffer: Buffer; originalname?: string };
/** One stored photo's row: its variants' paths and what the upload told about it. */
export type StoredPhoto = PhotoPaths & {
  original_filename: string | null;
  file_size: number;
  width: number;
  height: number;
  uploaded_by_id: number;
};

/** The four variants of one photo under `folder` (e.g. "listings/7" or "places/12"). */
function photoPaths(folder: string): PhotoPaths {
  const base = `${folder}/${randomBytes(6).toString("hex")}`;
  return {
    file_path: `${base}-original.jpg`,
    medium_path: `${base}-medium.jpg`,
    thumbnail_path: `${base}-thumb.jpg`,
    webp_path: `${base}-medium.webp`,
  };
}

/**
 * Runs the photo pipeline (type from the content, re-encoded without metadata, four variants)
 * on every upload first, so one bad file refuses the whole batch before anything is written;
 * then writes the files and hands their rows to `save`. If `save` fails, the files go.
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

  const written: string[] = [];
  try {
    const photos: StoredPhoto[] = [];
    for (const { file, image } of processed) {
      const paths = photoPaths(folder);
      const variants: [string, Buffer][] = [
        [paths.file_path, image.original],
        [paths.medium_path, image.medium],
        [paths.thumbnail_path, image.thumbnail],
        [paths.webp_path, image.webp],
      ];
      for (const [path, data] of variants) {
        written.push(path);
        await storage.write(path, data);
      }
      photos.push({
        ...paths,
        original_filename: cleanFilename(file.originalname),
        file_size: image.original.length,
        width: image.width,
        height: image.height,
        uploaded_by_id: uploaderId,
      });
    }
    await save(photos);
  } catch (error) {
    await Promise.all(written.map((path) => storage.remove(path).catch(() => undefined)));
    throw error;
  }
}
