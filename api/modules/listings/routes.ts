import { Router } from "express";
import { handle, parseInput } from "../../lib/errors.js";
import { ListingQuerySchema } from "../../schemas/listing-query.js";
import { parseDynamicFilters } from "./filters.js";
import type { ListingsService } from "./service.js";

export function listingsRoutes(listings: ListingsService): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (req, res) => {
      const query = parseInput(ListingQuerySchema, req.query);
      res.json(await listings.list(query, parseDynamicFilters(req.query)));
    }),
  );
  // GET /homepage is the home module's (cached), mounted before this router.
  router.get(
    "/:slugOrId",
    handle(async (req, res) => {
      res.json(await listings.get(req.params.slugOrId, req.user));
    }),
  );
  router.get(
    "/:id/related",
    handle(async (req, res) => {
      res.json(await listings.related(req.params.id, req.user));
    }),
  );
  router.post(
    "/:id/view",
    handle(async (req, res) => {
      res.json(await listings.recordView(req.params.id, req.body, req.user));
    }),
  );
  return router;
}
