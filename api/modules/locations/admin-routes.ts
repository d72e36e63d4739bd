import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { AdminTopLocationQuerySchema, ONE_IMAGE, TOP_LOCATION_NOT_FOUND, TopLocationFormSchema, TopLocationMoveSchema } from "../../schemas/admin-guide.js";
import { actorOf } from "../admin/guard.js";
import { photosUpload } from "../media/upload.js";
import type { TopLocationsAdminService } from "./admin-service.js";

const locationId = (value: string | undefined) => idParam(value, TOP_LOCATION_NOT_FOUND);

/** /api/v1/admin/top-locations: the areas of Gibraltar, their order and their images. */
export function topLocationsAdminRoutes(locations: TopLocationsAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "Top locations", access: "admin", query: AdminTopLocationQuerySchema, responses: { 200: "A page of locations" } }),
    handle(async (req, res) => {
      res.json(await locations.list(parseInput(AdminTopLocationQuerySchema, req.query)));
    }),
  );
  router.post(
    "/",
    operation({ summary: "Create a top location", access: "admin", body: TopLocationFormSchema, responses: { 201: "The location", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await locations.create(actorOf(req), parseInput(TopLocationFormSchema, req.body ?? {})));
    }),
  );
  router.get(
    "/:id",
    operation({ summary: "One top location", access: "admin", responses: { 200: "The location", 404: "No such location" } }),
    handle(async (req, res) => {
      res.json(await locations.get(locationId(req.params.id)));
    }),
  );
  router.put(
    "/:id",
    operation({ summary: "Change a top location", access: "admin", body: TopLocationFormSchema, responses: { 200: "The location", 404: "No such location", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      const id = locationId(req.params.id);
      res.json(await locations.update(actorOf(req), id, parseInput(TopLocationFormSchema, req.body ?? {})));
    }),
  );
  router.delete(
    "/:id",
    operation({ summary: "Delete a top location", access: "admin", responses: { 204: "Deleted", 404: "No such location" } }),
    handle(async (req, res) => {
      await locations.remove(actorOf(req), locationId(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    "/:id/move",
    operation({ summary: "Move a location up or down", access: "admin", body: TopLocationMoveSchema, responses: { 200: "The new order", 404: "No such location" } }),
    handle(async (req, res) => {
      const id = locationId(req.params.id);
      res.json(await locations.move(actorOf(req), id, parseInput(TopLocationMoveSchema, req.body ?? {}).direction));
    }),
  );
  router.post(
    "/:id/image",
    operation({ summary: "Set a location's image", access: "admin", body: "multipart", responses: { 200: "The location", 404: "No such location", 413: "The file is too large" } }),
    // The location must exist before the multipart body is read; the image comes as "photos", like every picture upload.
    handle(async (req, res, next) => {
      res.locals.locationId = await locations.imageTarget(locationId(req.params.id));
      next();
    }),
    photosUpload(1, ONE_IMAGE),
    handle(async (req, res) => {
      const files = Array.isArray(req.files) ? req.files : [];
      res.json(await locations.setImage(actorOf(req), res.locals.locationId as number, files));
    }),
  );
  router.delete(
    "/:id/image",
    operation({ summary: "Remove a location's image", access: "admin", responses: { 200: "The location", 404: "No such location", 409: "The location has no image" } }),
    handle(async (req, res) => {
      res.json(await locations.removeImage(actorOf(req), locationId(req.params.id)));
    }),
  );
  return router;
}
