import sharp from "sharp";
import { AppError } from "../../lib/errors.js";

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 20;
export const PHOTO_TOO_LARGE = "Each photo must be 10 MB or smaller";
export const TOO_MANY_PHOTOS = "A listing can have at most 20 photos";
export const PHOTO_UNSUPPORTED = "The file is not a supported image (JPEG, PNG, WebP, AVIF or HEIC)";
export const PHOTO_TOO_MANY_PIXELS = "The image is too large (at most 50 megapixels)";
export const PHOTOS_MISSING = "Choose one or more photos to upload";

/** Larger inputs are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Formats as sharp's metadata names them; AVIF and HEIC usually both report "heif". */
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export const photoError = (message: string, status = 422) => new AppError(status, message, [{ field: "photos", message }]);

export type ProcessedPhoto = {
  original: Buffer;
  medium: Buffer;
  thumbnail: Buffer;
  webp: Buffer;
  width: number;
  height: number;
};

/** Relative storage paths of one photo's four variants. */
export type PhotoPaths = { file_path: string; medium_path: string; thumbnail_path: string; webp_path: string };

/** The name the user gave the file, without any folder, at most 200 characters. */
export function cleanFilename(name: string | undefined): string | null {
  const base = (name ?? "").split(/[\\/]/).pop()?.trim() ?? "";
  return base ? base.slice(0, 200) : null;
}

const tooManyPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decides the type from the content (never the name or declared type), then re-encodes every
 * variant upright (EXIF orientation applied) and without EXIF/GPS or other metadata.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const decode = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate().flatten({ background: "#ffffff" });
  try {
    const { format, width, height } = await sharp(input, { limitInputPixels: false, failOn: "error" }).metadata();
    if (!format || !ACCEPTED.has(format) || !width || !height) throw photoError(PHOTO_UNSUPPORTED);
    if (width * height > MAX_INPUT_PIXELS) throw photoError(PHOTO_TOO_MANY_PIXELS);

    const original = await decode()
      .resize({ width: 2560, height: 2560, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const [medium, thumbnail, webp] = await Promise.all([
      decode().resize({ width: 1024, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer(),
      decode().resize(320, 240, { fit: "cover" }).jpeg({ quality: 75 }).toBuffer(),
      decode().resize({ width: 1024, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ]);
    return {
      original: original.data,
      width: original.info.width,
      height: original.info.height,
      medium,
      thumbnail,
      webp,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (tooManyPixels(error)) throw photoError(PHOTO_TOO_MANY_PIXELS);
    // Anything sharp cannot read (text, truncated data, HEVC without a decoder).
    throw photoError(PHOTO_UNSUPPORTED);
  }
}
