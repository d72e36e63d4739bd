import { type NextFunction, type Request, type Response, Router } from "express";
import multer from "multer";
import { AppError, handle } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { MAX_PLACE_PHOTOS, PLACE_MESSAGES } from "../../schemas/places.js";
import { requireUser } from "../auth/middleware.js";
import { PHOTOS_MISSING, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, photoError } from "../media/images.js";
import type { PlacesService } from "./service.js";

const photosParser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_BYTES, files: MAX_PLACE_PHOTOS, fields: 5, parts: MAX_PLACE_PHOTOS + 5 },
}).array("photos");

/** Parses the multipart body with the listing photos' limits; multer's errors become API answers. */
function photosUpload(req: Request, res: Response, next: NextFunction) {
  photosParser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE") return next(photoError(PHOTO_TOO_LARGE, 413));
      if (error.code === "LIMIT_FILE_COUNT") return next(photoError(PLACE_MESSAGES.tooManyPhotos));
      if (error.code === "LIMIT_UNEXPECTED_FILE") return next(photoError(PHOTOS_MISSING));
    }
    next(new AppError(400, "Malformed upload"));
  });
}

/** GET /place-categories. */
export function placeCategoriesRoutes(places: PlacesService): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json(await places.categories());
    }),
  );
  return router;
}

/** /places: the local guide's places, their photos and (read-only) reviews. */
export function placesRoutes(places: PlacesService): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await places.list(req.query, req.user));
    }),
  );
  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await places.create(req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.get(
    "/:slugOrId",
    handle(async (req, res) => {
      res.json(await places.get(req.params.slugOrId, req.user, requestLanguage(req)));
    }),
  );
  router.get(
    "/:slugOrId/reviews",
    handle(async (req, res) => {
      res.json(await places.reviews(req.params.slugOrId, req.query, req.user));
    }),
  );
  router.put(
    "/:id",
    handle(async (req, res) => {
      res.json(await places.update(req.params.id, req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.delete(
    "/:id",
    handle(async (req, res) => {
      await places.remove(req.params.id, requireUser(req));
      res.status(204).end();
    }),
  );
  router.post(
    "/:id/photos",
    handle(async (req, res, next) => {
      res.locals.placeId = await places.photoTarget(req.params.id, requireUser(req));
      next();
    }),
    photosUpload,
    handle(async (req, res) => {
      const files = Array.isArray(req.files) ? req.files : [];
      res.status(201).json(await places.addPhotos(res.locals.placeId as number, requireUser(req), files));
    }),
  );
  router.delete(
    "/:id/photos/:mediaId",
    handle(async (req, res) => {
      await places.removePhoto(req.params.id, req.params.mediaId, requireUser(req));
      res.status(204).end();
    }),
  );
  return router;
}
