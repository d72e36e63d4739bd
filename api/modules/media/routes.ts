import { type NextFunction, type Request, type Response, Router } from "express";
import multer from "multer";
import { AppError, handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import { MAX_PHOTOS, PHOTOS_MISSING, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, TOO_MANY_PHOTOS, photoError } from "./images.js";
import type { MediaService } from "./service.js";

const photosParser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_BYTES, files: MAX_PHOTOS, fields: 5, parts: MAX_PHOTOS + 5 },
}).array("photos");

/** Parses the multipart body; multer's errors become API answers. */
function photosUpload(req: Request, res: Response, next: NextFunction) {
  photosParser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE") return next(photoError(PHOTO_TOO_LARGE, 413));
      if (error.code === "LIMIT_FILE_COUNT") return next(photoError(TOO_MANY_PHOTOS));
      if (error.code === "LIMIT_UNEXPECTED_FILE") return next(photoError(PHOTOS_MISSING));
    }
    next(new AppError(400, "Malformed upload"));
  });
}

/** Listing photos, under /listings/:id/media (mounted next to the listings routes). */
export function mediaRoutes(media: MediaService): Router {
  const router = Router();

  router.post(
    "/:id/media",
    // Who may upload is settled before the body is read.
    handle(async (req, res, next) => {
      res.locals.listingId = await media.editable(req.params.id, requireUser(req));
      next();
    }),
    photosUpload,
    handle(async (req, res) => {
      const files = Array.isArray(req.files) ? req.files : [];
      res.status(201).json(await media.upload(res.locals.listingId as number, requireUser(req), files));
    }),
  );

  router.put(
    "/:id/media/order",
    handle(async (req, res) => {
      const listingId = await media.editable(req.params.id, requireUser(req));
      res.json(await media.reorder(listingId, req.body));
    }),
  );

  router.delete(
    "/:id/media/:mediaId",
    handle(async (req, res) => {
      const listingId = await media.editable(req.params.id, requireUser(req));
      await media.remove(listingId, req.params.mediaId);
      res.status(204).end();
    }),
  );
  return router;
}
