import type { SocialProvider } from "./config.js";
import type { Database } from "./db/database.js";
import { createEvents } from "./lib/events.js";
import type { Logger } from "./lib/logger.js";
import type { Mailer } from "./lib/mail.js";
import type { Storage } from "./lib/storage.js";
import { type RateLimitStore, createRateLimiter } from "./lib/rate-limit.js";
import { createAuthService } from "./modules/auth/service.js";
import { createSessionsRepository } from "./modules/auth/sessions-repository.js";
import { createSocialLogin } from "./modules/auth/social.js";
import { createTokensRepository } from "./modules/auth/tokens-repository.js";
import { createCategoriesRepository } from "./modules/categories/repository.js";
import { createCategoriesService } from "./modules/categories/service.js";
import { createContactService } from "./modules/contact/service.js";
import { createFieldsRepository } from "./modules/fields/repository.js";
import { createFieldsService } from "./modules/fields/service.js";
import { createListingsRepository } from "./modules/listings/repository.js";
import { createListingsService } from "./modules/listings/service.js";
import { createListingsWriteRepository } from "./modules/listings/write-repository.js";
import { createListingsWriteService } from "./modules/listings/write-service.js";
import { createMediaRepository } from "./modules/media/repository.js";
import { createMediaService } from "./modules/media/service.js";
import { createNewsletterService } from "./modules/newsletter/service.js";
import { createSettingsRepository } from "./modules/settings/repository.js";
import { createSettingsService } from "./modules/settings/service.js";
import { createUsersRepository } from "./modules/users/repository.js";
import { createProfileService } from "./modules/users/service.js";

export type ServiceDeps = {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where users reach the site (links in e-mails); known once the port is bound. */
  publicUrl: () => string;
  supportEmail: string;
  rateLimitStore: RateLimitStore;
  /** Uploaded files (avatars, listing media). */
  storage: Storage;
  /** Multiplies every rate limit (end-to-end tests sign in many times from one address). */
  rateLimitFactor: number;
  socialProviders: SocialProvider[];
};

/** Builds every service once; routes and the realtime server receive them from here. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database;
  const events = createEvents();
  const users = createUsersRepository(db);
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(db),
    tokens: createTokensRepository(db),
    mailer: deps.mailer,
    limiter: createRateLimiter(deps.rateLimitStore, deps.rateLimitFactor),
    publicUrl: deps.publicUrl,
  });
  const fields = createFieldsService(createFieldsRepository(db));
  const listings = createListingsService({ repo: createListingsRepository(db), fields });
  return {
    database: deps.database,
    logger: deps.logger,
    events,
    users,
    auth,
    socialLogin: createSocialLogin({ db, users, auth, providers: deps.socialProviders }),
    categories: createCategoriesService(createCategoriesRepository(db)),
    fields,
    listings,
    listingsWrite: createListingsWriteService({ repo: createListingsWriteRepository(db), reader: listings, fields, events }),
    media: createMediaService({ repo: createMediaRepository(db), storage: deps.storage, events }),
    settings: createSettingsService(createSettingsRepository(db)),
    contact: createContactService({ db, mailer: deps.mailer, supportEmail: deps.supportEmail }),
    profile: createProfileService({ db, users, storage: deps.storage, events }),
    newsletter: createNewsletterService({ db, mailer: deps.mailer, publicUrl: deps.publicUrl }),
  };
}

export type Services = ReturnType<typeof createServices>;
