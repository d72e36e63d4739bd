import { Router } from "express";
import { handle } from "../../lib/errors.js";
import type { SitemapService } from "./service.js";

/** /sitemap: the public items the site's sitemaps list (the pages write the XML). */
export function sitemapRoutes(sitemap: SitemapService): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json(await sitemap.index());
    }),
  );
  router.get(
    "/listings",
    handle(async (req, res) => {
      res.json(await sitemap.listings(req.query));
    }),
  );
  return router;
}
