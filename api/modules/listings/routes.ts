import { Router } from "express";
import { ListingViewSchema } from "../../schemas/listing-query.js";
import { operation } from "../../lib/openapi.js";
import { handle, parseInput } from "../../lib/errors.js";
import { ListingQuerySchema } from "../../schemas/listing-query.js";
import { parseDynamicFilters } from "./filters.js";
import type { ListingsService } from "./service.js";
import type { ListingViewerService } from "./viewer.js";
import { requireUser } from "../auth/middleware.js";

export function listingsRoutes(listings: ListingsService, viewers: ListingViewerService): Router {
  const router = Router();
  // The list and its map pins read the same query: the listings it selects.
  const browsing = (answer: typeof listings.list | typeof listings.pins) =>
    handle(async (req, res) => {
      res.json(await answer(parseInput(ListingQuerySchema, req.query), parseDynamicFilters(req.query)));
    });
  router.get(
    "/",
    operation({ summary: "Browse and filter published listings (dynamic fields as field_<name>)", query: ListingQuerySchema, responses: { 200: "A page of listings" } }),
    browsing(listings.list),
  );
  router.get(
    "/pins",
    operation({ summary: "Map pins of the listings GET /listings selects: [id, latitude, longitude], newest first", query: ListingQuerySchema, responses: { 200: "The pins" } }),
    browsing(listings.pins),
  );
  // GET /homepage is the home module's (cached), mounted before this router.
  router.get(
    "/:slugOrId",
    operation({
      summary: "One listing by slug or id: drafts only to their owner or an admin; sold, reserved and ended listings keep their page a while (page_phase)",
      responses: { 200: "The listing", 404: "No such listing", 410: "Ended long enough ago: no longer available", 422: "The slug is too long" },
    }),
    handle(async (req, res) => {
      res.json(await listings.get(req.params.slugOrId, req.user));
    }),
  );
  router.get(
    "/:id/related",
    operation({ summary: "Listings like this one", responses: { 200: "Listings", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await listings.related(req.params.id, req.user));
    }),
  );
  router.get(
    "/:id/viewer",
    operation({ summary: "Whether I saved a listing, my review of it and its reviews I voted helpful", access: "user", responses: { 200: "The viewer's part", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await viewers.of(req.params.id, requireUser(req)));
    }),
  );
  router.post(
    "/:id/view",
    operation({ summary: "Count a view of a listing", body: ListingViewSchema, responses: { 200: "The view count", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await listings.recordView(req.params.id, req.body, req.user));
    }),
  );
  return router;
}
