import sharp from "sharp";
import { AppError } from "../../lib/errors.js";
import { unguessableName } from "../../lib/storage.js";
import { MAX_INPUT_PIXELS, withImageSlot } from "../media/images.js";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "The image must be 5 MB or smaller";
export const AVATAR_UNSUPPORTED = "The file is not a supported image (JPEG, PNG, WebP or AVIF)";
export const AVATAR_MISSING = "Choose an image to upload";

const SIZE = 256;
/** Larger inputs are refused before decoding (decompression bombs). */
/** Formats as sharp names them; AVIF and HEIC both report "heif". */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

/** Where avatars are stored (relative to the storage root) and the URL prefix they are served under. */
const FOLDER = "avatars";
const PUBLIC_PREFIX = `/api/v1/uploads/${FOLDER}/`;

export const avatarError = (message: string) => new AppError(422, message, [{ field: "avatar", message }]);

/**
 * Decides the type from the content (never the name or the declared type), then re-encodes:
 * upright, square 256×256, WebP, without EXIF/GPS or other metadata.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format, width, height } = await image.metadata();
    if (!format || !ACCEPTED.has(format) || !width || !height || width * height > MAX_INPUT_PIXELS) {
      throw avatarError(AVATAR_UNSUPPORTED);
    }
    return await withImageSlot(() => image.rotate().resize(SIZE, SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer());
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Anything sharp cannot read (text, truncated data, HEVC without a decoder, too many pixels).
    throw avatarError(AVATAR_UNSUPPORTED);
  }
}

/** A new, unguessable storage path for a user's avatar. */
export const newAvatarPath = () => `${FOLDER}/${unguessableName()}.webp`;

export const avatarUrl = (relativePath: string) => `/api/v1/uploads/${relativePath}`;

/** The storage path behind an avatar URL, when the file is one of ours (not e.g. a Google picture). */
export function ownAvatarPath(url: string | null): string | null {
  if (!url?.startsWith(PUBLIC_PREFIX)) return null;
  const name = url.slice(PUBLIC_PREFIX.length);
  return /^[\w-]+\.webp$/.test(name) ? `${FOLDER}/${name}` : null;
}
