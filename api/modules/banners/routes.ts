import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { AppError, handle, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import {
  ActiveBannersQuerySchema, BANNER_POSITIONS, BannerImpressionsSchema, BannerLanguageSchema, BannerPositionSchema,
} from "../../schemas/public-banner.js";
import { SCRIPT_FRAME_HEADERS } from "./frame.js";
import type { BannersService } from "./service.js";

/** The public banner endpoints. */
export function bannersRoutes(banners: BannersService): Router {
  const router = Router();
  router.get(
    "/position/:position",
    operation({ summary: "The banner to show at a position", query: BannerLanguageSchema, responses: { 200: "The banner, or null", 422: "Unknown banner position" } }),
    handle(async (req, res) => {
      const position = BannerPositionSchema.safeParse(req.params.position);
      if (!position.success) throw new AppError(422, `Unknown banner position: use one of ${BANNER_POSITIONS.join(", ")}`);
      const { language } = parseInput(BannerLanguageSchema, req.query);
      res.set("Cache-Control", "no-store").json(await banners.atPosition(position.data, language ?? requestLanguage(req)));
    }),
  );
  router.get(
    "/active",
    operation({ summary: "Active banners by position", query: ActiveBannersQuerySchema, responses: { 200: "Banners keyed by position" } }),
    handle(async (req, res) => {
      const { language, positions, count } = parseInput(ActiveBannersQuerySchema, req.query);
      res.set("Cache-Control", "no-store").json(await banners.active(language ?? requestLanguage(req), positions, count !== "false"));
    }),
  );
  router.post(
    "/impressions",
    operation({ summary: "Count impressions of banners shown", body: BannerImpressionsSchema, responses: { 204: "Counted" } }),
    handle(async (req, res) => {
      banners.recordImpressions(parseInput(BannerImpressionsSchema, req.body).ids);
      res.status(204).end();
    }),
  );
  router.post(
    "/click/:id",
    operation({ summary: "Count a click on a banner", responses: { 204: "Counted", 404: "No such banner" } }),
    handle(async (req, res) => {
      await banners.click(parseIdParam(req.params.id));
      res.status(204).end();
    }),
  );
  router.get(
    "/:id/frame",
    operation({ summary: "A SCRIPT banner's sandboxed frame document", query: BannerLanguageSchema, responses: { 200: {"description": "The frame", "type": "text/html"}, 404: "No such banner" } }),
    handle(async (req, res) => {
      const { language } = parseInput(BannerLanguageSchema, req.query);
      const document = await banners.scriptFrame(parseIdParam(req.params.id), language ?? requestLanguage(req));
      res.set(SCRIPT_FRAME_HEADERS).send(document);
    }),
  );
  // IMAGE banners link here, so a click counts without JavaScript.
  router.get(
    "/:id/go",
    operation({ summary: "Follow an IMAGE banner's link (counts the click)", responses: { 302: "To the banner's link", 404: "No such banner" } }),
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store").redirect(302, await banners.follow(parseIdParam(req.params.id)));
    }),
  );
  return router;
}
