import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, parseInput } from "../../lib/errors.js";
import { AuditQuerySchema } from "../../schemas/admin.js";
import type { Services } from "../../services.js";
import { categoriesAdminRoutes } from "../categories/admin-routes.js";
import { fieldsAdminRoutes } from "../fields/admin-routes.js";
import { bannersAdminRoutes } from "../banners/admin-routes.js";
import { favoritesAdminRoutes } from "../favorites/admin-routes.js";
import { listingsAdminRoutes } from "../listings/admin-routes.js";
import { moderationAdminRoutes } from "../moderation/admin-routes.js";
import { usersAdminRoutes } from "../users/admin-routes.js";
import { guideAdminRoutes } from "../guide-admin/index.js";
import { siteSettingsAdminRoutes } from "../settings/site-settings-admin.js";
import { ordersAdminRoutes } from "../promotions/routes.js";
import { adminOnly } from "./guard.js";

/**
 * /api/v1/admin: every back-office endpoint, behind one role check. Each area's routes live in
 * its domain module (`<domain>/admin-routes.ts`) and are mounted here.
 */
export function adminRoutes(services: Services): Router {
  const router = Router();
  router.use(adminOnly);

  router.get(
    "/dashboard",
    operation({ summary: "Back-office dashboard figures", access: "admin", responses: { 200: "Counts and recent activity" } }),
    handle(async (_req, res) => {
      res.json(await services.dashboardAdmin.get());
    }),
  );

  router.get(
    "/audit-log",
    operation({ summary: "The audit log, newest first", access: "admin", query: AuditQuerySchema, responses: { 200: "A page of audit events" } }),
    handle(async (req, res) => {
      res.json(await services.audit.list(parseInput(AuditQuerySchema, req.query)));
    }),
  );

  router.use("/users", usersAdminRoutes(services.adminUsers));
  router.use("/categories", categoriesAdminRoutes(services.categoriesAdmin));
  router.use(fieldsAdminRoutes(services.fieldsAdmin));
  router.use(guideAdminRoutes(services.guideAdmin));
  router.use("/banners", bannersAdminRoutes(services.bannersAdmin));
  router.use("/listings", listingsAdminRoutes(services.listingsAdmin));
  router.use("/favorites", favoritesAdminRoutes(services.favoritesAdmin));
  router.use(moderationAdminRoutes(services.moderation));
  router.use(siteSettingsAdminRoutes(services.siteSettings));
  router.use("/orders", ordersAdminRoutes(services.promotions));

  return router;
}
