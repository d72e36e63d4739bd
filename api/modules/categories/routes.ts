import { Router } from "express";
import { handle } from "../../lib/errors.js";
import type { CategoriesService } from "./service.js";

export function categoriesRoutes(categories: CategoriesService): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json(await categories.tree());
    }),
  );
  router.get(
    "/:slug",
    handle(async (req, res) => {
      res.json(await categories.bySlug(req.params.slug));
    }),
  );
  return router;
}
