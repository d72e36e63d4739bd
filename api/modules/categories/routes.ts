import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import type { CategoriesService } from "./service.js";

export function categoriesRoutes(categories: CategoriesService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "The category tree", responses: { 200: "Categories with their children and counts" } }),
    handle(async (_req, res) => {
      res.json(await categories.tree());
    }),
  );
  router.get(
    "/:slug",
    operation({ summary: "One category by slug", responses: { 200: "The category", 404: "No such category" } }),
    handle(async (req, res) => {
      res.json(await categories.bySlug(req.params.slug));
    }),
  );
  return router;
}
