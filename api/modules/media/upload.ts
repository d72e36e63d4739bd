import type { NextFunction, Request, RequestHandler, Response } from "express";
import multer from "multer";
import { AppError } from "../../lib/errors.js";
import { PHOTOS_MISSING, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, photoError } from "./images.js";

/**
 * Parses a multipart body of photos (field "photos", at most `maxFiles`, each within the photo
 * size limit) into memory; multer's errors become API answers, `tooMany` when there are too many.
 */
export function photosUpload(maxFiles: number, tooMany: string): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: PHOTO_MAX_BYTES, files: maxFiles, fields: 5, parts: maxFiles + 5 },
  }).array("photos");

  return (req: Request, res: Response, next: NextFunction) => {
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return next(photoError(PHOTO_TOO_LARGE, 413));
        if (error.code === "LIMIT_FILE_COUNT") return next(photoError(tooMany));
        if (error.code === "LIMIT_UNEXPECTED_FILE") return next(photoError(PHOTOS_MISSING));
      }
      next(new AppError(400, "Malformed upload"));
    });
  };
}
