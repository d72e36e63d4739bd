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
import { topLocationsAdminRoutes } from "../locations/admin-routes.js";
import { mediaAdminRoutes } from "../media/admin-routes.js";
import { newsletterAdminRoutes } from "../newsletter/admin-routes.js";
import { placeCategoriesAdminRoutes, placesAdminRoutes } from "../places/admin-routes.js";
import { promotionPlansAdminRoutes } from "../promotions/admin-routes.js";
import { ordersAdminRoutes } from "../promotions/routes.js";
import { currenciesAdminRoutes, mapSettingsAdminRoutes, paymentSettingsAdminRoutes } from "../settings/admin-routes.js";
import { weatherAdminRoutes } from "../weather/admin-routes.js";
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

  router.use("/users", usersAdminRoutes(services.usersAdmin));
  router.use("/categories", categoriesAdminRoutes(services.categoriesAdmin));
  router.use(fieldsAdminRoutes(services.fieldsAdmin));
  router.use("/places", placesAdminRoutes(services.placesAdmin));
  router.use("/place-categories", placeCategoriesAdminRoutes(services.placeCategoriesAdmin));
  router.use("/top-locations", topLocationsAdminRoutes(services.topLocationsAdmin));
  router.use("/media", mediaAdminRoutes(services.mediaAdmin));
  router.use("/banners", bannersAdminRoutes(services.bannersAdmin));
  router.use("/listings", listingsAdminRoutes(services.listingsAdmin));
  router.use("/favorites", favoritesAdminRoutes(services.favoritesAdmin));
  router.use(moderationAdminRoutes(services.moderation));
  router.use("/currencies", currenciesAdminRoutes(services.currenciesAdmin));
  router.use("/map-settings", mapSettingsAdminRoutes(services.mapSettingsAdmin));
  router.use("/promotion-plans", promotionPlansAdminRoutes(services.promotionPlansAdmin));
  router.use("/payment-settings", paymentSettingsAdminRoutes(services.paymentSettings));
  router.use("/weather", weatherAdminRoutes(services.weatherAdmin));
  router.use("/newsletter", newsletterAdminRoutes(services.newsletterAdmin));
  router.use("/orders", ordersAdminRoutes(services.promotions));

  return router;
}
