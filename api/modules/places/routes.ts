import { Router } from "express";
import { handle } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { MAX_PLACE_PHOTOS } from "../../schemas/constants.js";
import { PLACE_MESSAGES } from "../../schemas/places.js";
import { requireUser } from "../auth/middleware.js";
import { photosUpload } from "../media/upload.js";
import type { PlacesService } from "./service.js";

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

/** /places: the local guide's places and their photos (their reviews: /reviews/place/{id}). */
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
    photosUpload(MAX_PLACE_PHOTOS, PLACE_MESSAGES.tooManyPhotos),
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
