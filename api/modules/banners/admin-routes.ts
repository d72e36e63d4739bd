import { Router } from "express";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import {
  AdminBannerQuerySchema, BANNER_MESSAGES, BannerAnalyticsQuerySchema, BannerInputSchema, BannerSettingsSchema, BannerStatsQuerySchema,
} from "../../schemas/admin-banners.js";
import { actorOf } from "../admin/guard.js";
import type { AdminBannersService } from "./admin-service.js";
import { bannerImageUpload } from "./image-upload.js";

const bannerId = (value: string | undefined) => idParam(value, BANNER_MESSAGES.notFound);

/**
 * /api/v1/admin/banners. The fixed paths (settings, stats, analytics, upload) come before the
 * /:id routes, which would otherwise take "settings" as an id.
 */
export function bannersAdminRoutes(banners: AdminBannersService): Router {
  const router = Router();

  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await banners.list(parseInput(AdminBannerQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await banners.create(actorOf(req), parseInput(BannerInputSchema, req.body)));
    }),
  );

  router.get(
    "/settings",
    handle(async (_req, res) => {
      res.json(await banners.getSettings());
    }),
  );

  router.put(
    "/settings",
    handle(async (req, res) => {
      res.json(await banners.updateSettings(actorOf(req), parseInput(BannerSettingsSchema, req.body)));
    }),
  );

  router.get(
    "/stats/detailed",
    handle(async (req, res) => {
      res.json(await banners.detailedStats(parseInput(BannerStatsQuerySchema, req.query).position));
    }),
  );

  router.get(
    "/analytics/overview",
    handle(async (req, res) => {
      res.json(await banners.analytics(parseInput(BannerAnalyticsQuerySchema, req.query).days));
    }),
  );

  router.post(
    "/upload",
    bannerImageUpload,
    handle(async (req, res) => {
      res.status(201).json(await banners.uploadImage(actorOf(req), req.file));
    }),
  );

  router.get(
    "/:id",
    handle(async (req, res) => {
      res.json(await banners.get(bannerId(req.params.id)));
    }),
  );

  router.put(
    "/:id",
    handle(async (req, res) => {
      res.json(await banners.update(actorOf(req), bannerId(req.params.id), parseInput(BannerInputSchema, req.body)));
    }),
  );

  router.delete(
    "/:id",
    handle(async (req, res) => {
      await banners.remove(actorOf(req), bannerId(req.params.id));
      res.status(204).end();
    }),
  );

  router.post(
    "/:id/toggle",
    handle(async (req, res) => {
      res.json(await banners.toggle(actorOf(req), bannerId(req.params.id)));
    }),
  );

  router.post(
    "/:id/reset-stats",
    handle(async (req, res) => {
      res.json(await banners.resetStats(actorOf(req), bannerId(req.params.id)));
    }),
  );

  return router;
}
