import { Router } from "express";
import { MaintenanceUpdateSchema } from "../../schemas/maintenance.js";
import { handle, parseInput } from "../../lib/errors.js";
import { requireAdmin } from "../auth/middleware.js";
import type { SettingsService } from "./service.js";

export function settingsRoutes(settings: SettingsService): Router {
  const router = Router();

  // Public on purpose: every page asks it before rendering.
  router.get(
    "/admin/maintenance/status",
    handle(async (_req, res) => {
      res.set("Cache-Control", "no-store").json(await settings.getMaintenance());
    }),
  );

  router.put(
    "/admin/maintenance",
    handle(async (req, res) => {
      requireAdmin(req);
      res.json(await settings.updateMaintenance(parseInput(MaintenanceUpdateSchema, req.body)));
    }),
  );

  router.get(
    "/settings/map",
    handle(async (_req, res) => {
      res.json(await settings.getMapSettings());
    }),
  );

  router.get(
    "/currencies",
    handle(async (_req, res) => {
      res.json(await settings.listCurrencies());
    }),
  );

  return router;
}
