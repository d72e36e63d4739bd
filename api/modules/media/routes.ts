import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import { MAX_PHOTOS, TOO_MANY_PHOTOS } from "./images.js";
import { type MediaService, OrderSchema } from "./service.js";
import { photosUpload } from "./upload.js";

/** Listing photos, under /listings/:id/media (mounted next to the listings routes). */
export function mediaRoutes(media: MediaService): Router {
  const router = Router();

  router.post(
    "/:id/media",
    operation({ summary: "Upload photos to a listing of mine (field photos)", access: "user", body: "multipart", responses: { 201: "The listing's photos", 403: "Not your listing", 404: "No such listing", 413: "A file is too large" } }),
    // Who may upload is settled before the body is read.
    handle(async (req, res, next) => {
      res.locals.listingId = await media.editable(req.params.id, requireUser(req));
      next();
    }),
    photosUpload(MAX_PHOTOS, TOO_MANY_PHOTOS),
    handle(async (req, res) => {
      const files = Array.isArray(req.files) ? req.files : [];
      res.status(201).json(await media.upload(res.locals.listingId as number, requireUser(req), files));
    }),
  );

  router.put(
    "/:id/media/order",
    operation({ summary: "Order a listing's photos and choose the cover", access: "user", body: OrderSchema, responses: { 200: "The photos", 403: "Not your listing", 404: "No such listing" } }),
    handle(async (req, res) => {
      const listingId = await media.editable(req.params.id, requireUser(req));
      res.json(await media.reorder(listingId, req.body));
    }),
  );

  router.delete(
    "/:id/media/:mediaId",
    operation({ summary: "Delete a photo of a listing of mine", access: "user", responses: { 204: "Deleted", 403: "Not your listing", 404: "No such listing or photo" } }),
    handle(async (req, res) => {
      const listingId = await media.editable(req.params.id, requireUser(req));
      await media.remove(listingId, req.params.mediaId);
      res.status(204).end();
    }),
  );
  return router;
}
