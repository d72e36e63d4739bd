import { Router } from "express";
import type { Kysely } from "kysely";
import type { Config } from "../../config.js";
import type { DB } from "../../db/schema.js";
import type { AuditLog } from "../admin/audit-log.js";
import { newsletterAdminRoutes } from "../newsletter/admin-routes.js";
import { createNewsletterAdminRepository } from "../newsletter/admin-repository.js";
import { createNewsletterAdmin } from "../newsletter/admin-service.js";
import { promotionPlansAdminRoutes } from "../promotions/admin-routes.js";
import { createPromotionPlansAdmin } from "../promotions/admin-service.js";
import { createPromotionPlansRepository } from "../promotions/repository.js";
import { weatherAdminRoutes } from "../weather/admin-routes.js";
import { createWeatherAdmin } from "../weather/admin-service.js";
import { createWeatherRepository } from "../weather/repository.js";
import type { WeatherService } from "../weather/service.js";
import { currenciesAdminRoutes, mapSettingsAdminRoutes, paymentSettingsAdminRoutes } from "./admin-routes.js";
import { createCurrenciesAdmin } from "./currencies-admin.js";
import { createCurrenciesRepository } from "./currencies-repository.js";
import { createMapSettingsAdmin } from "./map-settings-admin.js";
import type { PaymentSettings } from "./payment-settings.js";
import { createSettingsRepository } from "./repository.js";
import { createSettingsService } from "./service.js";

/**
 * The back-office's site settings, built and mounted together (each part lives in its domain
 * module): currencies, the map, promotion plans (pricing), the card-payment provider, the
 * weather and the newsletter's subscribers. Every change they make is audited.
 */
export function createSiteSettingsAdmin(deps: {
  db: Kysely<DB>;
  audit: AuditLog;
  weather: WeatherService;
  weatherConfig: Config["weather"];
  payment: PaymentSettings;
}) {
  const { db, audit } = deps;
  const settingsRepo = createSettingsRepository(db);
  return {
    currencies: createCurrenciesAdmin({ repo: createCurrenciesRepository(db), audit }),
    map: createMapSettingsAdmin({ settings: createSettingsService(settingsRepo), repo: settingsRepo, audit }),
    promotionPlans: createPromotionPlansAdmin({ repo: createPromotionPlansRepository(db), audit }),
    payment: deps.payment,
    weather: createWeatherAdmin({ weather: deps.weather, repo: createWeatherRepository(db), config: deps.weatherConfig, audit }),
    newsletter: createNewsletterAdmin({ repo: createNewsletterAdminRepository(db), audit }),
  };
}

export type SiteSettingsAdmin = ReturnType<typeof createSiteSettingsAdmin>;

/** Mounted in /api/v1/admin, behind its role check. */
export function siteSettingsAdminRoutes(admin: SiteSettingsAdmin): Router {
  const router = Router();
  router.use("/currencies", currenciesAdminRoutes(admin.currencies));
  router.use("/map-settings", mapSettingsAdminRoutes(admin.map));
  router.use("/promotion-plans", promotionPlansAdminRoutes(admin.promotionPlans));
  router.use("/payment-settings", paymentSettingsAdminRoutes(admin.payment));
  router.use("/weather", weatherAdminRoutes(admin.weather));
  router.use("/newsletter", newsletterAdminRoutes(admin.newsletter));
  return router;
}
