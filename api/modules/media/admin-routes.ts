import { Router } from "express";
import { DeleteOrphansSchema } from "../../schemas/admin-guide.js";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { AdminMediaQuerySchema, MEDIA_NOT_FOUND } from "../../schemas/admin-guide.js";
import { actorOf } from "../admin/guard.js";
import type { MediaAdminService } from "./admin-service.js";

/** /api/v1/admin/media: the library of uploads and the clean-up of unused files. */
export function mediaAdminRoutes(media: MediaAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "The media library", access: "admin", query: AdminMediaQuerySchema, responses: { 200: "A page of files" } }),
    handle(async (req, res) => {
      res.json(await media.list(parseInput(AdminMediaQuerySchema, req.query)));
    }),
  );
  router.post(
    "/orphans/delete",
    operation({ summary: "Delete files no record uses", access: "admin", body: DeleteOrphansSchema, responses: { 200: "What was deleted" } }),
    handle(async (req, res) => {
      res.json(await media.removeOrphans(actorOf(req), req.body));
    }),
  );
  router.delete(
    "/:id",
    operation({ summary: "Delete a file", access: "admin", responses: { 204: "Deleted", 404: "No such file", 409: "The file is in use" } }),
    handle(async (req, res) => {
      await media.remove(actorOf(req), idParam(req.params.id, MEDIA_NOT_FOUND));
      res.status(204).end();
    }),
  );
  return router;
}
