import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, parseInput } from "../../lib/errors.js";
import { HomeTabQuerySchema } from "../../schemas/home.js";
import type { HomeService } from "./service.js";

/** Mounted at /listings before the listings module, whose /:slugOrId would take these paths. */
export function homeListingsRoutes(home: HomeService): Router {
  const router = Router();
  router.get(
    "/homepage",
    operation({ summary: "The home page's latest listings", responses: { 200: "Listings" } }),
    handle(async (_req, res) => {
      res.json(await home.latest());
    }),
  );
  router.get(
    "/homepage/tabs",
    operation({ summary: "A home page tab's listings (latest, popular, featured...)", query: HomeTabQuerySchema, responses: { 200: "Listings" } }),
    handle(async (req, res) => {
      const { tab, limit } = parseInput(HomeTabQuerySchema, req.query);
      res.json(await home.tab(tab, limit));
    }),
  );
  return router;
}

export function statsRoutes(home: HomeService): Router {
  const router = Router();
  router.get(
    "/public",
    operation({ summary: "Public figures: listings, users, places", responses: { 200: "Counts" } }),
    handle(async (_req, res) => {
      res.json(await home.stats());
    }),
  );
  return router;
}
