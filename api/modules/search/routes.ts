import { Router } from "express";
import { QuickSearchQuerySchema, SearchQuerySchema } from "../../schemas/search.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import type { SearchService } from "./service.js";

export function searchRoutes(search: SearchService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "Search listings (words in English or Spanish, filters, sort)", query: SearchQuerySchema, responses: { 200: "A page of matches with facets" } }),
    handle(async (req, res) => {
      res.json(await search.search(req.query));
    }),
  );
  router.get(
    "/pins",
    operation({ summary: "Map pins of what GET /search finds: [id, latitude, longitude], newest first", query: SearchQuerySchema, responses: { 200: "The pins" } }),
    handle(async (req, res) => {
      res.json(await search.pins(req.query));
    }),
  );
  router.get(
    "/quick",
    operation({ summary: "Suggestions as one types", query: QuickSearchQuerySchema, responses: { 200: "Listings, categories and places" } }),
    handle(async (req, res) => {
      res.json(await search.quick(req.query));
    }),
  );
  return router;
}
