import { Router } from "express";
import { PlaceFormSchema } from "../../schemas/places.js";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { AdminListQuerySchema } from "../../schemas/admin.js";
import { AdminPlaceQuerySchema, PLACE_CATEGORY_NOT_FOUND, PlaceCategoryFormSchema } from "../../schemas/admin-guide.js";
import { MAX_PLACE_PHOTOS } from "../../schemas/constants.js";
import { PLACE_MESSAGES } from "../../schemas/places.js";
import { actorOf } from "../admin/guard.js";
import { photosUpload } from "../media/upload.js";
import type { PlaceCategoriesAdminService, PlacesAdminService } from "./admin-service.js";
import { PLACE_NOT_FOUND } from "./service.js";

const placeId = (value: string | undefined) => idParam(value, PLACE_NOT_FOUND);
const categoryId = (value: string | undefined) => idParam(value, PLACE_CATEGORY_NOT_FOUND);

/** /api/v1/admin/places: every place whatever its status, and its photos. */
export function placesAdminRoutes(places: PlacesAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "Places, any status", access: "admin", query: AdminPlaceQuerySchema, responses: { 200: "A page of places" } }),
    handle(async (req, res) => {
      res.json(await places.list(parseInput(AdminPlaceQuerySchema, req.query)));
    }),
  );
  router.post(
    "/",
    operation({ summary: "Create a place", access: "admin", body: PlaceFormSchema, responses: { 201: "The place", 404: "No such place category", 409: "The place exists" } }),
    handle(async (req, res) => {
      res.status(201).json(await places.create(actorOf(req), req.body));
    }),
  );
  router.get(
    "/:id",
    operation({ summary: "One place", access: "admin", responses: { 200: "The place", 404: "No such place" } }),
    handle(async (req, res) => {
      res.json(await places.get(actorOf(req), placeId(req.params.id)));
    }),
  );
  router.put(
    "/:id",
    operation({ summary: "Change a place", access: "admin", body: PlaceFormSchema, responses: { 200: "The place", 404: "No such place" } }),
    handle(async (req, res) => {
      res.json(await places.update(actorOf(req), placeId(req.params.id), req.body));
    }),
  );
  router.delete(
    "/:id",
    operation({ summary: "Delete a place", access: "admin", responses: { 204: "Deleted", 404: "No such place" } }),
    handle(async (req, res) => {
      await places.remove(actorOf(req), placeId(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    "/:id/photos",
    operation({ summary: "Add photos to a place (field photos)", access: "admin", body: "multipart", responses: { 201: "The photos", 404: "No such place", 413: "A file is too large" } }),
    // The place must exist before the multipart body is read.
    handle(async (req, res, next) => {
      res.locals.placeId = await places.photoTarget(actorOf(req), placeId(req.params.id));
      next();
    }),
    photosUpload(MAX_PLACE_PHOTOS, PLACE_MESSAGES.tooManyPhotos),
    handle(async (req, res) => {
      const files = Array.isArray(req.files) ? req.files : [];
      res.status(201).json(await places.addPhotos(actorOf(req), res.locals.placeId as number, files));
    }),
  );
  router.delete(
    "/:id/photos/:mediaId",
    operation({ summary: "Delete a photo of a place", access: "admin", responses: { 204: "Deleted", 404: "No such place or photo" } }),
    handle(async (req, res) => {
      await places.removePhoto(actorOf(req), placeId(req.params.id), req.params.mediaId);
      res.status(204).end();
    }),
  );
  return router;
}

/** /api/v1/admin/place-categories */
export function placeCategoriesAdminRoutes(categories: PlaceCategoriesAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "Place categories", access: "admin", query: AdminListQuerySchema, responses: { 200: "A page of categories" } }),
    handle(async (req, res) => {
      res.json(await categories.list(parseInput(AdminListQuerySchema, req.query)));
    }),
  );
  router.post(
    "/",
    operation({ summary: "Create a place category", access: "admin", body: PlaceCategoryFormSchema, responses: { 201: "The category", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await categories.create(actorOf(req), parseInput(PlaceCategoryFormSchema, req.body ?? {})));
    }),
  );
  router.get(
    "/:id",
    operation({ summary: "One place category", access: "admin", responses: { 200: "The category", 404: "No such category" } }),
    handle(async (req, res) => {
      res.json(await categories.get(categoryId(req.params.id)));
    }),
  );
  router.put(
    "/:id",
    operation({ summary: "Change a place category", access: "admin", body: PlaceCategoryFormSchema, responses: { 200: "The category", 404: "No such category", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      const id = categoryId(req.params.id);
      res.json(await categories.update(actorOf(req), id, parseInput(PlaceCategoryFormSchema, req.body ?? {})));
    }),
  );
  router.delete(
    "/:id",
    operation({ summary: "Delete a place category", access: "admin", responses: { 204: "Deleted", 404: "No such category", 409: "Places use it" } }),
    handle(async (req, res) => {
      await categories.remove(actorOf(req), categoryId(req.params.id));
      res.status(204).end();
    }),
  );
  return router;
}
