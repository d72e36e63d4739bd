import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, parseInput } from "../../lib/errors.js";
import { AdminFavoritesQuerySchema } from "../../schemas/admin-listings.js";
import type { FavoritesAdminService } from "./admin-service.js";

/** /api/v1/admin/favorites: the overview (page, per_page and search page the most-saved listings). */
export function favoritesAdminRoutes(overview: FavoritesAdminService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "The most-saved listings", access: "admin", query: AdminFavoritesQuerySchema, responses: { 200: "A page of listings with favourite counts" } }),
    handle(async (req, res) => {
      res.json(await overview.get(parseInput(AdminFavoritesQuerySchema, req.query)));
    }),
  );
  return router;
}
