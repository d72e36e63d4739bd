import express, { Router } from "express";
import { AppError, errorHandler, handle } from "./lib/errors.js";
import { JSON_BODY_LIMIT_BYTES } from "./lib/in-process.js";
import { adminRoutes } from "./modules/admin/routes.js";
import { authenticate, privateWhenSignedIn } from "./modules/auth/middleware.js";
import { authRoutes } from "./modules/auth/routes.js";
import { bannersRoutes } from "./modules/banners/routes.js";
import { chatRoutes } from "./modules/chat/routes.js";
import { categoriesRoutes } from "./modules/categories/routes.js";
import { contactRoutes } from "./modules/contact/routes.js";
import { alertsRoutes } from "./modules/alerts/routes.js";
import { favoritesRoutes } from "./modules/favorites/routes.js";
import { fieldCatalogueRoutes, fieldsRoutes } from "./modules/fields/routes.js";
import { homeListingsRoutes, statsRoutes } from "./modules/home/routes.js";
import { listingsRoutes } from "./modules/listings/routes.js";
import { locationsRoutes } from "./modules/locations/routes.js";
import { listingsWriteRoutes } from "./modules/listings/write-routes.js";
import { bulkListingsRoutes } from "./modules/listings/bulk-routes.js";
import { mediaRoutes } from "./modules/media/routes.js";
import { newsletterRoutes } from "./modules/newsletter/routes.js";
import { placeCategoriesRoutes, placesRoutes } from "./modules/places/routes.js";
import { paymentWebhookRoutes, promotionsRoutes } from "./modules/promotions/routes.js";
import { reportsRoutes } from "./modules/reports/routes.js";
import { reviewsRoutes } from "./modules/reviews/routes.js";
import { searchRoutes } from "./modules/search/routes.js";
import { settingsRoutes } from "./modules/settings/routes.js";
import { sitemapRoutes } from "./modules/sitemap/routes.js";
import { usersRoutes } from "./modules/users/routes.js";
import { weatherRoutes } from "./modules/weather/routes.js";
import type { Services } from "./services.js";
import { limitPerClient } from "./lib/limit-route.js";
import { LIMITS, type Limit } from "./lib/rate-limit.js";
import { openApiDocument, operation } from "./lib/openapi.js";

/** The contract's version: the API's path says v1; this counts its revisions. */
const API_VERSION = "1.0.0";

/** The /api/v1 backend as an Express router-app; server.ts mounts it. */
export function createApiApp(services: Services, options: { trustProxy?: (address: string, hop: number) => boolean } = {}): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? "loopback");
  // First: every answer to a signed-in request, refusals of its body or token included.
  app.use(privateWhenSignedIn);
  // Before the JSON parser: the provider signs the raw body.
  app.use("/payments", paymentWebhookRoutes(services.promotions));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  app.use(authenticate(services.auth));

  app.get(
    "/health",
    operation({ summary: "Whether the API, its database and Redis (when used) answer", responses: { 200: "Up", 503: { description: "The database or Redis does not answer", type: "application/json" } } }),
    // Over HTTP the server's probe answers first (healthProbe); this route serves in-process calls.
    handle(async (_req, res) => {
      const { status, body } = await services.health();
      res.status(status).json(body);
    }),
  );

  const v1 = Router();
  // Limits on writes others see or are told about, before the routes themselves.
  const limited = (byIp: Limit, byUser: Limit) => limitPerClient(services.limiter, byIp, byUser);
  v1.post("/reviews", limited(LIMITS.reviewByIp, LIMITS.reviewByUser));
  v1.post(["/reviews/:id/report", "/listings/:id/report", "/chat/rooms/:id/report"], limited(LIMITS.reportByIp, LIMITS.reportByUser));
  v1.post("/chat/rooms", limited(LIMITS.chatStartByIp, LIMITS.chatStartByUser));
  v1.post("/listings", limited(LIMITS.listingCreateByIp, LIMITS.listingCreateByUser));
  v1.use("/auth", authRoutes(services.auth, services.socialLogin));
  v1.use("/categories", categoriesRoutes(services.categories));
  v1.use("/categories", fieldsRoutes(services.fields));
  // Before the listings modules: their /:slugOrId would take "homepage".
  v1.use("/listings", homeListingsRoutes(services.home));
  v1.use("/listings/bulk", bulkListingsRoutes(services.bulkListings));
  v1.use("/listings", listingsWriteRoutes(services.listingsWrite));
  v1.use("/listings", listingsRoutes(services.listings, services.listingViewers));
  v1.use("/listings", mediaRoutes(services.media));
  v1.use("/listings", reportsRoutes(services.reports));
  v1.use("/favorites", favoritesRoutes(services.favorites, services.favoriteNotices));
  v1.use("/saved-searches", alertsRoutes(services.alerts));
  v1.use("/promotions", promotionsRoutes(services.promotions));
  v1.use("/chat", chatRoutes(services.chat));
  v1.use("/reviews", reviewsRoutes(services.reviews));
  v1.use("/contact", contactRoutes(services.contact));
  v1.use("/stats", statsRoutes(services.home));
  v1.use("/banners", bannersRoutes(services.banners));
  v1.use("/newsletter", newsletterRoutes(services.newsletter));
  v1.use("/search", searchRoutes(services.search));
  v1.use("/places", placesRoutes(services.places));
  v1.use("/place-categories", placeCategoriesRoutes(services.places));
  v1.use("/top-locations", locationsRoutes(services.locations));
  v1.use("/sitemap", sitemapRoutes(services.sitemap));
  v1.use("/users", usersRoutes(services.profile, services.overview));
  v1.use(settingsRoutes(services.settings));
  v1.use(weatherRoutes(services.weather));
  v1.use(fieldCatalogueRoutes(services.fields));
  // After the modules above: the public maintenance status sits under /admin too.
  v1.use("/admin", adminRoutes(services));
  app.use(v1);

  let contract: unknown;
  app.get(
    "/openapi.json",
    operation({ summary: "This contract (OpenAPI 3.1)", responses: { 200: "The document" } }),
    (_req, res) => {
      // Built from the router on first request: every route is declared by then.
      contract ??= openApiDocument(app, API_VERSION);
      res.json(contract);
    },
  );

  app.use((_req, _res, next) => next(new AppError(404, "Not found")));
  app.use(errorHandler((message, error) => services.logger.error(message, error)));
  return app;
}
