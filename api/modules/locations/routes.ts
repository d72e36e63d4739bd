import { Router } from "express";
import { TopLocationQuerySchema } from "../../schemas/top-locations.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import type { LocationsService } from "./service.js";

/** /top-locations: the areas of Gibraltar shown on the home page and their own pages. */
export function locationsRoutes(locations: LocationsService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "Top locations", query: TopLocationQuerySchema, responses: { 200: "A page of locations" } }),
    handle(async (req, res) => {
      res.json(await locations.list(req.query, req.user, requestLanguage(req)));
    }),
  );
  router.get(
    "/:slug",
    operation({ summary: "One top location with its listings", responses: { 200: "The location", 404: "No such location" } }),
    handle(async (req, res) => {
      const language = req.query.language === "es" || req.query.language === "en" ? req.query.language : requestLanguage(req);
      res.json(await locations.bySlug(req.params.slug, req.user, language));
    }),
  );
  return router;
}
