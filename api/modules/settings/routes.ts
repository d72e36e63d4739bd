import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { MaintenanceUpdateSchema } from "../../schemas/maintenance.js";
import { handle, parseInput } from "../../lib/errors.js";
import { requireAdmin } from "../auth/middleware.js";
import type { SettingsService } from "./service.js";

export function settingsRoutes(settings: SettingsService): Router {
  const router = Router();

  // Public on purpose: every page asks it before rendering.
  router.get(
    "/admin/maintenance/status",
    operation({ summary: "Whether the site is in maintenance", responses: { 200: "The status and message" } }),
    handle(async (_req, res) => {
      res.set("Cache-Control", "no-store").json(await settings.getMaintenance());
    }),
  );

  router.put(
    "/admin/maintenance",
    operation({ summary: "Put the site in or out of maintenance", access: "admin", body: MaintenanceUpdateSchema, responses: { 200: "The status" } }),
    handle(async (req, res) => {
      requireAdmin(req);
      res.json(await settings.updateMaintenance(parseInput(MaintenanceUpdateSchema, req.body)));
    }),
  );

  router.get(
    "/settings/map",
    operation({ summary: "The map's tile source and centre", responses: { 200: "The map settings" } }),
    handle(async (_req, res) => {
      res.json(await settings.getMapSettings());
    }),
  );

  router.get(
    "/currencies",
    operation({ summary: "Active currencies with their rates", responses: { 200: "The currencies" } }),
    handle(async (_req, res) => {
      res.json(await settings.listCurrencies());
    }),
  );

  return router;
}
