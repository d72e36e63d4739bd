import type { Config, SocialProvider } from "./config.js";
import type { Database } from "./db/database.js";
import { createEvents } from "./lib/events.js";
import type { Logger } from "./lib/logger.js";
import type { Mailer } from "./lib/mail.js";
import type { JobMetrics } from "./lib/metrics.js";
import { type RedisPing, healthReport } from "./modules/health/health.js";
import { createHealthRepository } from "./modules/health/repository.js";
import { type LedgeredStorage, withFileLedger } from "./modules/media/file-ledger.js";
import { createFileLedgerRepository } from "./modules/media/file-ledger-repository.js";
import { createFileRemovalsRepository } from "./modules/media/file-removals-repository.js";
import { createPhotoFolderRepository } from "./modules/media/photo-folder-repository.js";
import type { Storage } from "./lib/storage.js";
import { type RateLimitStore, createLoginGuard, createRateLimiter, limiterFactory } from "./lib/rate-limit.js";
import { createDashboardAdminService } from "./modules/admin/admin-service.js";
import { createAuditLog } from "./modules/admin/audit-log.js";
import { createAuditLogRepository } from "./modules/admin/audit-log-repository.js";
import { createDashboardRepository } from "./modules/admin/dashboard-repository.js";
import { createModerationRepository } from "./modules/moderation/repository.js";
import { createModerationService } from "./modules/moderation/service.js";
import { createAuthService } from "./modules/auth/service.js";
import { createSessionsRepository } from "./modules/auth/sessions-repository.js";
import { createSocialLogin } from "./modules/auth/social.js";
import { createTokensRepository } from "./modules/auth/tokens-repository.js";
import { createBannersRepository } from "./modules/banners/repository.js";
import { createBannersService } from "./modules/banners/service.js";
import { createBannersAdminRepository } from "./modules/banners/admin-repository.js";
import { createBannersAdminService } from "./modules/banners/admin-service.js";
import { createImpressionTally } from "./modules/banners/impression-tally.js";
import { createCategoriesRepository } from "./modules/categories/repository.js";
import { createCategoriesService } from "./modules/categories/service.js";
import { createCategoriesAdminRepository } from "./modules/categories/admin-repository.js";
import { createCategoriesAdminService } from "./modules/categories/admin-service.js";
import { createChatRepository } from "./modules/chat/repository.js";
import { createChatService } from "./modules/chat/service.js";
import { createUnreadMailer } from "./modules/chat/unread-mailer.js";
import { createContactService } from "./modules/contact/service.js";
import { createFavoritesRepository } from "./modules/favorites/repository.js";
import { createListingViewerService } from "./modules/listings/viewer.js";
import { createFavoritesService } from "./modules/favorites/service.js";
import { createFavoritesAdminRepository } from "./modules/favorites/admin-repository.js";
import { createFavoritesAdminService } from "./modules/favorites/admin-service.js";
import { createFieldsRepository } from "./modules/fields/repository.js";
import { createFieldsService } from "./modules/fields/service.js";
import { createFieldsAdminRepository } from "./modules/fields/admin-repository.js";
import { createFieldsAdminService } from "./modules/fields/admin-service.js";
import { createHomeRepository } from "./modules/home/repository.js";
import { createHomeService } from "./modules/home/service.js";
import { createListingsRepository } from "./modules/listings/repository.js";
import { createListingsService } from "./modules/listings/service.js";
import { createListingsWriteRepository } from "./modules/listings/write-repository.js";
import { createListingsWriteService } from "./modules/listings/write-service.js";
import { createBulkImport } from "./modules/listings/bulk-import.js";
import { serviceAreaFrom } from "./modules/listings/service-area.js";
import { createListingsAdminRepository } from "./modules/listings/admin-repository.js";
import { createListingsAdminService } from "./modules/listings/admin-service.js";
import { createViewTally } from "./modules/listings/view-tally.js";
import { createSweepScheduler } from "./lib/sweep-scheduler.js";
import { createLocationsRepository } from "./modules/locations/repository.js";
import { createLocationsService } from "./modules/locations/service.js";
import { createMediaRepository } from "./modules/media/repository.js";
import { createMediaService } from "./modules/media/service.js";
import { createNewsletterService } from "./modules/newsletter/service.js";
import { createPlacesRepository } from "./modules/places/repository.js";
import { createPlacesService } from "./modules/places/service.js";
import { createPlacesAdminRepository } from "./modules/places/admin-repository.js";
import { createPlaceCategoriesAdminService, createPlacesAdminService } from "./modules/places/admin-service.js";
import { createTopLocationsAdminRepository } from "./modules/locations/admin-repository.js";
import { createTopLocationsAdminService } from "./modules/locations/admin-service.js";
import { createMediaAdminRepository } from "./modules/media/admin-repository.js";
import { createMediaAdminService } from "./modules/media/admin-service.js";
import { createNewsletterAdminRepository } from "./modules/newsletter/admin-repository.js";
import { createNewsletterAdminService } from "./modules/newsletter/admin-service.js";
import { createPromotionPlansAdminService } from "./modules/promotions/admin-service.js";
import { createPromotionPlansRepository } from "./modules/promotions/repository.js";
import { createWeatherAdminService } from "./modules/weather/admin-service.js";
import { createReportsRepository } from "./modules/reports/repository.js";
import { createReportsService } from "./modules/reports/service.js";
import { createReviewsRepository } from "./modules/reviews/repository.js";
import { createReviewsService } from "./modules/reviews/service.js";
import { createSearchRepository } from "./modules/search/repository.js";
import { createSearchIndex } from "./modules/search/search-index.js";
import { createSearchService } from "./modules/search/service.js";
import { createSettingsRepository } from "./modules/settings/repository.js";
import { createSettingsService } from "./modules/settings/service.js";
import { createCurrenciesAdminService, createMapSettingsAdminService } from "./modules/settings/admin-service.js";
import { createCurrenciesRepository } from "./modules/settings/currencies-repository.js";
import { createPaymentSettings } from "./modules/settings/payment-settings.js";
import { createCardProvider } from "./modules/promotions/card-provider.js";
import { createOrdersRepository } from "./modules/promotions/orders-repository.js";
import { createPromotionsService } from "./modules/promotions/service.js";
import { createSitemapRepository } from "./modules/sitemap/repository.js";
import { createSitemapService } from "./modules/sitemap/service.js";
import { createUsersRepository } from "./modules/users/repository.js";
import { createProfileService } from "./modules/users/service.js";
import { createUsersAdminRepository } from "./modules/users/admin-repository.js";
import { createUsersAdminService } from "./modules/users/admin-service.js";
import { createOverviewRepository } from "./modules/users/overview-repository.js";
import { createOverviewService } from "./modules/users/overview-service.js";
import { createWeatherClient } from "./modules/weather/client.js";
import { createWeatherRepository } from "./modules/weather/repository.js";
import { createWeatherScheduler } from "./modules/weather/scheduler.js";
import { createWeatherService } from "./modules/weather/service.js";
import { createIdentitiesRepository } from "./modules/auth/identities-repository.js";
import { createAlertsRepository } from "./modules/alerts/repository.js";
import { createAlertsService, unsubscribeTokens } from "./modules/alerts/service.js";
import { createAlertJob } from "./modules/alerts/job.js";
import { createExpiryReminders } from "./modules/listings/expiry-reminders.js";
import { createDraftCleanup } from "./modules/listings/draft-cleanup.js";
import { createLifecycleRepository } from "./modules/listings/lifecycle-repository.js";
import { createFavoriteNotices } from "./modules/favorites/notices.js";
import { createFavoriteNoticesRepository } from "./modules/favorites/notices-repository.js";
import { linkTokens } from "./lib/link-tokens.js";
import { createContactRepository } from "./modules/contact/repository.js";
import { createNewsletterRepository } from "./modules/newsletter/repository.js";

export type ServiceDeps = {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where users reach the site (links in e-mails); known once the port is bound. */
  publicUrl: () => string;
  supportEmail: string;
  rateLimitStore: RateLimitStore;
  /** Uploaded files (avatars, listing media). */
  storage: LedgeredStorage;
  /** How old an abandoned write must be before its files are swept (another instance may be writing). */
  uploadSweepGraceMs: number;
  /** Multiplies every rate limit (end-to-end tests sign in many times from one address). */
  rateLimitFactor: number;
  /** Multiplies the chat-message limits (see CHAT_RATE_LIMIT_FACTOR). */
  chatRateLimitFactor: number;
  socialProviders: SocialProvider[];
  weather: Config["weather"];
  payment: Config["payment"];
  /** Timers that work in the background (unread-message e-mails); off in tests, which run them on demand. */
  backgroundJobs: boolean;
  /** Signs links that work signed out (one-click unsubscribe from alerts). */
  signingSecret: string;
  alertCheckSeconds: number;
  /** How long shared read models (the category tree) are reused; 0 rebuilds them every time. */
  cacheSeconds: number;
  /** Counts the background jobs' runs and failures (Prometheus). */
  jobs?: JobMetrics;
  /** The Redis client when REDIS_URL is set: the health check asks it too. */
  redis?: RedisPing | null;
};

/**
 * The uploads' storage, its writes and removals ledgered in the database (media/file-ledger.ts).
 * Built before the services (the seed writes files) and handed to them in `ServiceDeps`.
 * `beforeRemoval` runs between a deletion's commit and its unlinks (tests pause there).
 */
export function createLedgeredStorage(storage: Storage, database: Database, options: { beforeRemoval?: () => Promise<void> } = {}): LedgeredStorage {
  const { db } = database;
  return withFileLedger(
    storage,
    { ledger: createFileLedgerRepository(db), removals: createFileRemovalsRepository(db), photoFolders: createPhotoFolderRepository(db) },
    options,
  );
}

/** Builds every service once; routes and the realtime server receive them from here. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database;
  const events = createEvents();
  const healthRepo = createHealthRepository(deps.database);
  const users = createUsersRepository(db);
  const limiters = limiterFactory(deps.rateLimitStore);
  const limiter = createRateLimiter(limiters, deps.rateLimitFactor);
  const audit = createAuditLog(createAuditLogRepository(db));
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(db),
    tokens: createTokensRepository(db),
    mailer: deps.mailer,
    limiter,
    loginGuard: createLoginGuard(limiters, deps.rateLimitFactor),
    audit,
    logger: deps.logger,
    publicUrl: deps.publicUrl,
  });
  const fields = createFieldsService(createFieldsRepository(db));
  // A listing page's view is a read; new views are written in one batch every few seconds.
  const listingViews = createViewTally({ repo: createListingsRepository(db), flushMs: 5_000, events, logger: deps.logger });
  const listings = createListingsService({ repo: createListingsRepository(db), fields, views: listingViews });
  const home = createHomeService({ repo: createHomeRepository(db), listingsRepo: createListingsRepository(db), listings, events });
  const weather = createWeatherService({ repo: createWeatherRepository(db), client: createWeatherClient(deps.weather), logger: deps.logger });
  const renewTokens = linkTokens(deps.signingSecret, "renew-listing");
  const favoriteNoticesRepo = createFavoriteNoticesRepository(db);
  const favoriteNotices = createFavoriteNotices({ repo: favoriteNoticesRepo, mailer: deps.mailer, publicUrl: deps.publicUrl, logger: deps.logger });
  const settingsRepo = createSettingsRepository(db);
  const settings = createSettingsService(settingsRepo);
  const listingsWrite = createListingsWriteService({ repo: createListingsWriteRepository(db), reader: listings, fields, events, storage: deps.storage, renewTokens, favoriteNews: favoriteNotices, serviceArea: serviceAreaFrom(settings) });
  const lifecycle = createLifecycleRepository(db);
  const draftCleanup = createDraftCleanup({ repo: lifecycle, storage: deps.storage, mailer: deps.mailer, events, publicUrl: deps.publicUrl, logger: deps.logger });
  const expiryReminders = createExpiryReminders({ repo: lifecycle, mailer: deps.mailer, tokens: renewTokens, publicUrl: deps.publicUrl, logger: deps.logger });
  const payment = createPaymentSettings({ repo: settingsRepo, env: deps.payment, audit });
  const promotions = createPromotionsService({
    repo: createOrdersRepository(db), card: createCardProvider(deps.payment.apiUrl), payment, mailer: deps.mailer, audit, events, logger: deps.logger, publicUrl: deps.publicUrl,
  });
  const search = createSearchService({ repo: createSearchRepository(db, createSearchIndex(deps.database)), listings: createListingsRepository(db) });
  const alertsRepo = createAlertsRepository(db);
  const alertTokens = unsubscribeTokens(deps.signingSecret);
  // Tests run it on demand (services.alertJob.tick); the timer runs outside tests.
  const alertJob = createAlertJob({ repo: alertsRepo, search, mailer: deps.mailer, tokens: alertTokens, publicUrl: deps.publicUrl, logger: deps.logger });
  // Every page shows banners: their impressions are written in one batch every few seconds.
  const bannerImpressions = createImpressionTally({ repo: createBannersRepository(db), flushMs: 5_000, logger: deps.logger });
  const places = createPlacesService({ repo: createPlacesRepository(db), storage: deps.storage });
  const placesAdminRepo = createPlacesAdminRepository(db);
  const mediaAdminRepo = createMediaAdminRepository(db);
  return {
    database: deps.database,
    /** Whether the database (and Redis, when set) answer: GET /api/v1/health. */
    health: () => healthReport(healthRepo, deps.redis ?? null),
    limiter,
    audit,
    dashboardAdmin: createDashboardAdminService({ repo: createDashboardRepository(db), events, ttlMs: deps.cacheSeconds * 1000 }),
    categoriesAdmin: createCategoriesAdminService({ repo: createCategoriesAdminRepository(db), audit, events }),
    fieldsAdmin: createFieldsAdminService({ repo: createFieldsAdminRepository(db), audit }),
    moderation: createModerationService({
      repo: createModerationRepository(db), audit, mailer: deps.mailer, events, logger: deps.logger, publicUrl: deps.publicUrl,
      places,
      storage: deps.storage,
    }),
    bannersAdmin: createBannersAdminService({
      repo: createBannersAdminRepository(db), settings: settingsRepo, audit, storage: deps.storage, impressions: bannerImpressions,
    }),
    // The local guide's back-office: places, their categories, top locations, the media library.
    placesAdmin: createPlacesAdminService({ places, repo: placesAdminRepo, audit }),
    placeCategoriesAdmin: createPlaceCategoriesAdminService({ repo: placesAdminRepo, audit }),
    topLocationsAdmin: createTopLocationsAdminService({ repo: createTopLocationsAdminRepository(db), media: mediaAdminRepo, storage: deps.storage, audit }),
    mediaAdmin: createMediaAdminService({ repo: mediaAdminRepo, storage: deps.storage, audit }),
    listingsAdmin: createListingsAdminService({ repo: createListingsAdminRepository(db), writer: listingsWrite, users, audit, events, views: listingViews }),
    favoritesAdmin: createFavoritesAdminService({ repo: createFavoritesAdminRepository(db) }),
    usersAdmin: createUsersAdminService({ users, repo: createUsersAdminRepository(db), audit, sendPasswordLink: (id) => auth.sendPasswordLink(id), storage: deps.storage }),
    logger: deps.logger,
    events,
    users,
    auth,
    socialLogin: createSocialLogin({ identities: createIdentitiesRepository(db), users, auth, providers: deps.socialProviders }),
    categories: createCategoriesService(createCategoriesRepository(db), { events, ttlMs: deps.cacheSeconds * 1000 }),
    fields,
    listings,
    listingViewers: createListingViewerService({ listings: createListingsRepository(db), favorites: createFavoritesRepository(db), reviews: createReviewsRepository(db) }),
    listingsWrite,
    bulkListings: createBulkImport({ repo: createListingsWriteRepository(db), fields, events, serviceArea: serviceAreaFrom(settings) }),
    // Hourly: a listing may stay listed up to an hour past its end; its owner's views are swept on reading.
    expiryScheduler: createSweepScheduler({ name: "Listing expiry sweep", sweep: () => listingsWrite.expireDue(), intervalMinutes: 60, logger: deps.logger, jobs: deps.jobs }),
    // Tests run it on demand (services.expiryReminders.remind); hourly outside tests.
    expiryReminders,
    reminderScheduler: createSweepScheduler({
      name: "Expiry reminders", sweep: () => expiryReminders.remind(), intervalMinutes: deps.backgroundJobs ? 60 : 0, logger: deps.logger, jobs: deps.jobs,
    }),
    // Tests send on demand (services.favoriteNotices.send); every minute outside tests.
    favoriteNotices,
    favoriteNoticeMailer: createSweepScheduler({
      name: "Favourite news e-mails", sweep: () => favoriteNotices.send(), intervalMinutes: deps.backgroundJobs ? 1 : 0, logger: deps.logger, jobs: deps.jobs,
    }),
    // Tests run it on demand (services.draftCleanup.run); hourly outside tests.
    draftCleanup,
    draftCleanupScheduler: createSweepScheduler({
      name: "Draft clean-up", sweep: async () => (await draftCleanup.run()).deleted, intervalMinutes: deps.backgroundJobs ? 60 : 0, logger: deps.logger, jobs: deps.jobs,
    }),
    overview: createOverviewService({ repo: createOverviewRepository(db), expireDue: (userId) => listingsWrite.expireDue(userId), favoriteNews: favoriteNoticesRepo, views: listingViews, events, ttlMs: deps.cacheSeconds * 1000 }),
    media: createMediaService({ repo: createMediaRepository(db), storage: deps.storage, events }),
    settings,
    contact: createContactService({ repo: createContactRepository(db), mailer: deps.mailer, supportEmail: deps.supportEmail, limiter }),
    profile: createProfileService({ users, storage: deps.storage, events, audit }),
    newsletter: createNewsletterService({ repo: createNewsletterRepository(db), mailer: deps.mailer, publicUrl: deps.publicUrl, limiter }),
    search,
    alerts: createAlertsService({ repo: alertsRepo, search, tokens: alertTokens }),
    alertJob,
    alertScheduler: createSweepScheduler({
      name: "Saved-search alerts", sweep: () => alertJob.tick(), intervalMinutes: deps.backgroundJobs ? deps.alertCheckSeconds / 60 : 0, logger: deps.logger, jobs: deps.jobs,
    }),
    places,
    reports: createReportsService({ repo: createReportsRepository(db), listings: createListingsRepository(db) }),
    chat: createChatService({ repo: createChatRepository(db), listings: createListingsRepository(db), events, limiter: createRateLimiter(limiters, deps.chatRateLimitFactor) }),
    // Tests check on demand (services.unreadMailer.check); the timer runs outside tests.
    unreadMailer: createUnreadMailer({ repo: createChatRepository(db), mailer: deps.mailer, publicUrl: deps.publicUrl, logger: deps.logger, enabled: deps.backgroundJobs, jobs: deps.jobs }),
    favorites: createFavoritesService({ repo: createFavoritesRepository(db), listings: createListingsRepository(db) }),
    reviews: createReviewsService({ repo: createReviewsRepository(db), listings: createListingsRepository(db), places: createPlacesRepository(db) }),
    sitemap: createSitemapService(createSitemapRepository(db)),
    locations: createLocationsService(createLocationsRepository(db), { events, ttlMs: deps.cacheSeconds * 1000 }),
    home,
    banners: createBannersService({ repo: createBannersRepository(db), settings: settingsRepo, impressions: bannerImpressions }),
    weather,
    // The back-office's site settings; every change they make is audited.
    currenciesAdmin: createCurrenciesAdminService({ repo: createCurrenciesRepository(db), audit }),
    mapSettingsAdmin: createMapSettingsAdminService({ settings, repo: settingsRepo, audit }),
    promotionPlansAdmin: createPromotionPlansAdminService({ repo: createPromotionPlansRepository(db), audit }),
    paymentSettings: payment,
    weatherAdmin: createWeatherAdminService({ weather, repo: createWeatherRepository(db), config: deps.weather, audit }),
    newsletterAdmin: createNewsletterAdminService({ repo: createNewsletterAdminRepository(db), audit }),
    promotions,
    // Files a crash left: of a write that never finished, and of deleted rows whose files were
    // still to go (the process died after the commit). At start, then hourly.
    uploadSweep: createSweepScheduler({ name: "Left-over files sweep", sweep: () => deps.storage.sweepLeftovers(deps.uploadSweepGraceMs), intervalMinutes: 60, logger: deps.logger, jobs: deps.jobs }),
    // Files of photos no row names and no record points to (left by crashes before deletions were
    // ledgered): a walk of every listing's folder, too long to wait for at start-up or to repeat
    // hourly, so it starts in the background and runs daily (decision record 0026).
    photoFolderSweep: createSweepScheduler({ name: "Photo folder sweep", sweep: () => deps.storage.sweepPhotoFolders(deps.uploadSweepGraceMs), intervalMinutes: 24 * 60, logger: deps.logger, jobs: deps.jobs }),
    // Every 5 minutes: a promotion may outlast its end by that much.
    promotionExpiry: createSweepScheduler({ name: "Promotion expiry sweep", sweep: () => promotions.expireDue(), intervalMinutes: 5, logger: deps.logger, jobs: deps.jobs }),
    weatherScheduler: createWeatherScheduler({ weather, intervalMinutes: deps.weather.refreshMinutes, logger: deps.logger, jobs: deps.jobs }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** The timed jobs, started once the server listens and stopped (in this order) before the database closes. */
export const timedJobsOf = (services: Services) => ({
  weatherScheduler: services.weatherScheduler,
  unreadMailer: services.unreadMailer,
  expiryScheduler: services.expiryScheduler,
  promotionExpiry: services.promotionExpiry,
  uploadSweep: services.uploadSweep,
  photoFolderSweep: services.photoFolderSweep,
  alertScheduler: services.alertScheduler,
  reminderScheduler: services.reminderScheduler,
  draftCleanupScheduler: services.draftCleanupScheduler,
  favoriteNoticeMailer: services.favoriteNoticeMailer,
});
