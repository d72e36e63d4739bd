import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import {
  AdminBannerQuerySchema, BANNER_MESSAGES, BannerAnalyticsQuerySchema, BannerInputSchema, BannerSettingsSchema, BannerStatsQuerySchema,
} from "../../schemas/admin-banners.js";
import { actorOf } from "../admin/guard.js";
import type { BannersAdminService } from "./admin-service.js";
import { bannerImageUpload } from "./image-upload.js";

const bannerId = (value: string | undefined) => idParam(value, BANNER_MESSAGES.notFound);

/**
 * /api/v1/admin/banners. The fixed paths (settings, stats, analytics, upload) come before the
 * /:id routes, which would otherwise take "settings" as an id.
 */
export function bannersAdminRoutes(banners: BannersAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "Banners", access: "admin", query: AdminBannerQuerySchema, responses: { 200: "A page of banners" } }),
    handle(async (req, res) => {
      res.json(await banners.list(parseInput(AdminBannerQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    operation({ summary: "Create a banner", access: "admin", body: BannerInputSchema, responses: { 201: "The banner" } }),
    handle(async (req, res) => {
      res.status(201).json(await banners.create(actorOf(req), parseInput(BannerInputSchema, req.body)));
    }),
  );

  router.get(
    "/settings",
    operation({ summary: "Banner rotation settings", access: "admin", responses: { 200: "The settings" } }),
    handle(async (_req, res) => {
      res.json(await banners.getSettings());
    }),
  );

  router.put(
    "/settings",
    operation({ summary: "Change banner rotation settings", access: "admin", body: BannerSettingsSchema, responses: { 200: "The settings" } }),
    handle(async (req, res) => {
      res.json(await banners.updateSettings(actorOf(req), parseInput(BannerSettingsSchema, req.body)));
    }),
  );

  router.get(
    "/stats/detailed",
    operation({ summary: "Impressions and clicks per banner", access: "admin", query: BannerStatsQuerySchema, responses: { 200: "Statistics" } }),
    handle(async (req, res) => {
      res.json(await banners.detailedStats(parseInput(BannerStatsQuerySchema, req.query).position));
    }),
  );

  router.get(
    "/analytics/overview",
    operation({ summary: "Banner analytics over days", access: "admin", query: BannerAnalyticsQuerySchema, responses: { 200: "Daily figures" } }),
    handle(async (req, res) => {
      res.json(await banners.analytics(parseInput(BannerAnalyticsQuerySchema, req.query).days));
    }),
  );

  router.post(
    "/upload",
    operation({ summary: "Upload a banner image", access: "admin", body: "multipart", responses: { 201: "The stored image", 413: "The file is too large", 422: "Not an image, or too many pixels" } }),
    bannerImageUpload,
    handle(async (req, res) => {
      res.status(201).json(await banners.uploadImage(actorOf(req), req.file));
    }),
  );

  router.get(
    "/:id",
    operation({ summary: "One banner", access: "admin", responses: { 200: "The banner", 404: "No such banner" } }),
    handle(async (req, res) => {
      res.json(await banners.get(bannerId(req.params.id)));
    }),
  );

  router.put(
    "/:id",
    operation({ summary: "Change a banner", access: "admin", body: BannerInputSchema, responses: { 200: "The banner", 404: "No such banner" } }),
    handle(async (req, res) => {
      res.json(await banners.update(actorOf(req), bannerId(req.params.id), parseInput(BannerInputSchema, req.body)));
    }),
  );

  router.delete(
    "/:id",
    operation({ summary: "Delete a banner", access: "admin", responses: { 204: "Deleted", 404: "No such banner" } }),
    handle(async (req, res) => {
      await banners.remove(actorOf(req), bannerId(req.params.id));
      res.status(204).end();
    }),
  );

  router.post(
    "/:id/toggle",
    operation({ summary: "Switch a banner on or off", access: "admin", responses: { 200: "The banner", 404: "No such banner" } }),
    handle(async (req, res) => {
      res.json(await banners.toggle(actorOf(req), bannerId(req.params.id)));
    }),
  );

  router.post(
    "/:id/reset-stats",
    operation({ summary: "Reset a banner's counts", access: "admin", responses: { 200: "The banner", 404: "No such banner" } }),
    handle(async (req, res) => {
      res.json(await banners.resetStats(actorOf(req), bannerId(req.params.id)));
    }),
  );

  return router;
}
