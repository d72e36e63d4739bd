import { Router } from "express";
import { handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import { MAX_PHOTOS, TOO_MANY_PHOTOS } from "./images.js";
import type { MediaService } from "./service.js";
import { photosUpload } from "./upload.js";

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
    photosUpload(MAX_PHOTOS, TOO_MANY_PHOTOS),
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
