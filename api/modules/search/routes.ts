import { Router } from "express";
import { handle } from "../../lib/errors.js";
import type { SearchService } from "./service.js";

export function searchRoutes(search: SearchService): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await search.search(req.query));
    }),
  );
  router.get(
    "/quick",
    handle(async (req, res) => {
      res.json(await search.quick(req.query));
    }),
  );
  return router;
}
