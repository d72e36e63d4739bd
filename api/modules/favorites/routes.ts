import { Router } from "express";
import { handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import type { FavoritesService } from "./service.js";

/** /favorites: the signed-in user's saved listings (the header badge counts them). */
export function favoritesRoutes(favorites: FavoritesService): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await favorites.list(requireUser(req).id, req.query));
    }),
  );
  router.get(
    "/:listingId",
    handle(async (req, res) => {
      res.json(await favorites.status(requireUser(req).id, req.params.listingId));
    }),
  );
  router.post(
    "/:listingId",
    handle(async (req, res) => {
      const { created, ...status } = await favorites.add(requireUser(req).id, req.params.listingId);
      res.status(created ? 201 : 200).json(status);
    }),
  );
  router.delete(
    "/:listingId",
    handle(async (req, res) => {
      await favorites.remove(requireUser(req).id, req.params.listingId);
      res.status(204).end();
    }),
  );
  return router;
}
