import { Router } from "express";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { AdminMediaQuerySchema, MEDIA_NOT_FOUND } from "../../schemas/admin-guide.js";
import { actorOf } from "../admin/guard.js";
import type { MediaAdminService } from "./admin-service.js";

/** /api/v1/admin/media: the library of uploads and the clean-up of unused files. */
export function mediaAdminRoutes(media: MediaAdminService): Router {
  const router = Router();

  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await media.list(parseInput(AdminMediaQuerySchema, req.query)));
    }),
  );
  router.post(
    "/orphans/delete",
    handle(async (req, res) => {
      res.json(await media.removeOrphans(actorOf(req), req.body));
    }),
  );
  router.delete(
    "/:id",
    handle(async (req, res) => {
      await media.remove(actorOf(req), idParam(req.params.id, MEDIA_NOT_FOUND));
      res.status(204).end();
    }),
  );
  return router;
}
