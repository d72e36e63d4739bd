import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import sharp from "sharp";
import { AppError } from "../../lib/errors.js";
import { type Storage, unguessableName } from "../../lib/storage.js";
import { BANNER_MESSAGES, type UploadedBannerImage } from "../../schemas/admin-banners.js";
import { AVATAR_MISSING, AVATAR_UNSUPPORTED } from "../users/avatar.js";
import { MAX_INPUT_PIXELS, withImageSlot } from "../media/images.js";
import { encodeBannerPicture } from "./picture.js";

/** The form field of the file, the same on the admin page and in the API. */
export const IMAGE_FIELD = "image_file";
const MAX_BYTES = 10 * 1024 * 1024;
/** Formats as sharp names them; AVIF reports "heif". */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

const imageError = (message: string, status = 422) => new AppError(status, message, [{ field: IMAGE_FIELD, message }]);

const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_BYTES, files: 1, fields: 5 } }).single(IMAGE_FIELD);

/** Reads one image file (multipart field `image_file`) into memory; multer's errors become API answers. */
export function bannerImageUpload(req: Request, res: Response, next: NextFunction) {
  parser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE") return next(imageError(BANNER_MESSAGES.imageFileTooLarge, 413));
      if (error.code === "LIMIT_UNEXPECTED_FILE" || error.code === "LIMIT_FILE_COUNT") return next(imageError(AVATAR_MISSING));
    }
    next(new AppError(400, "Malformed upload"));
  });
}

/**
 * Decides the type from the content (never the name or the declared type), then re-encodes it as
 * WebP (transparency kept), upright, without EXIF/GPS or other metadata, at most 2400 px a side,
 * with copies for its srcset (picture.ts), and stores it under a new name: an uploaded banner's
 * address never changes content.
 */
export async function storeBannerImage(storage: Storage, file: Express.Multer.File | undefined): Promise<UploadedBannerImage> {
  if (!file?.buffer.length) throw imageError(AVATAR_MISSING);
  let encoded: Awaited<ReturnType<typeof encodeBannerPicture>>;
  try {
    const image = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format, width, height } = await image.metadata();
    if (!format || !ACCEPTED.has(format) || !width || !height) throw imageError(AVATAR_UNSUPPORTED);
    encoded = await withImageSlot(() => encodeBannerPicture(image, unguessableName()));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Anything sharp cannot read (text, truncated data, too many pixels).
    throw imageError(AVATAR_UNSUPPORTED);
  }
  for (const [relativePath, data] of encoded.files) await storage.write(relativePath, data);
  return { image_url: `/api/v1/uploads/${encoded.picture}`, width: encoded.width, height: encoded.height };
}
