import { Router } from "express";
import { PlaceFormSchema, PlaceQuerySchema } from "../../schemas/places.js";
import { operation } from "../../lib/openapi.js";
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
    operation({ summary: "Place categories of the local guide", responses: { 200: "The categories" } }),
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
    operation({ summary: "Published places of the local guide", query: PlaceQuerySchema, responses: { 200: "A page of places" } }),
    handle(async (req, res) => {
      res.json(await places.list(req.query, req.user));
    }),
  );
  router.post(
    "/",
    operation({ summary: "Suggest a place (published after moderation)", access: "user", body: PlaceFormSchema, responses: { 201: "The place, pending", 404: "No such place category", 409: "The place exists" } }),
    handle(async (req, res) => {
      res.status(201).json(await places.create(req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.get(
    "/:slugOrId",
    operation({ summary: "One place by slug or id", responses: { 200: "The place", 404: "No such place" } }),
    handle(async (req, res) => {
      res.json(await places.get(req.params.slugOrId, req.user, requestLanguage(req)));
    }),
  );
  router.put(
    "/:id",
    operation({ summary: "Change a place I suggested", access: "user", body: PlaceFormSchema, responses: { 200: "The place", 403: "Not your place", 404: "No such place" } }),
    handle(async (req, res) => {
      res.json(await places.update(req.params.id, req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.delete(
    "/:id",
    operation({ summary: "Delete a place I suggested", access: "user", responses: { 204: "Deleted", 403: "Not your place", 404: "No such place" } }),
    handle(async (req, res) => {
      await places.remove(req.params.id, requireUser(req));
      res.status(204).end();
    }),
  );
  router.post(
    "/:id/photos",
    operation({ summary: "Add photos to a place I suggested (field photos)", access: "user", body: "multipart", responses: { 201: "The photos", 403: "Not your place", 404: "No such place", 413: "A file is too large" } }),
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
    operation({ summary: "Delete a photo of a place I suggested", access: "user", responses: { 204: "Deleted", 403: "Not your place", 404: "No such place or photo" } }),
    handle(async (req, res) => {
      await places.removePhoto(req.params.id, req.params.mediaId, requireUser(req));
      res.status(204).end();
    }),
  );
  return router;
}
