import { Router } from "express";
import { SitemapListingsQuerySchema } from "../../schemas/sitemap.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import type { SitemapService } from "./service.js";

/** /sitemap: the public items the site's sitemaps list (the pages write the XML). */
export function sitemapRoutes(sitemap: SitemapService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "What the sitemaps list: categories, places, locations, listing pages", responses: { 200: "The sitemap index" } }),
    handle(async (_req, res) => {
      res.json(await sitemap.index());
    }),
  );
  router.get(
    "/listings",
    operation({ summary: "A page of published listings for the sitemap", query: SitemapListingsQuerySchema, responses: { 200: "Listing paths and times", 404: "No such page" } }),
    handle(async (req, res) => {
      res.json(await sitemap.listings(req.query));
    }),
  );
  return router;
}
