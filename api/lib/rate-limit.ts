import type SQLite from "better-sqlite3";
import type { Redis } from "ioredis";
import type pg from "pg";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import { AppError } from "./errors.js";

/**
 * Where the counters live (rate-limiter-flexible): Redis when several instances share them, else
 * the database itself (SQLite by default, PostgreSQL when that is the database), so a restart
 * does not reset them; memory only for unit tests.
 */
export type RateLimitStore = { redis: Redis } | { sqlite: SQLite.Database } | { postgres: pg.Pool } | { memory: true };

type LimiterOptions = { keyPrefix: string; points: number; duration: number; blockDuration?: number };
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

/** Created by migration 0023 (the library's own creation is asynchronous and races the first request). */
const TABLE = { tableName: "rate_limits", tableCreated: true, clearExpiredByTimeout: false } as const;

export function limiterFactory(store: RateLimitStore): LimiterFactory {
  return (options) => {
    if ("redis" in store) return new RateLimiterRedis({ ...options, storeClient: store.redis, keyPrefix: `rate:${options.keyPrefix}` });
    if ("sqlite" in store) return new RateLimiterSQLite({ ...options, ...TABLE, storeClient: store.sqlite, storeType: "better-sqlite3" });
    if ("postgres" in store) return new RateLimiterPostgres({ ...options, ...TABLE, storeClient: store.postgres });
    return new RateLimiterMemory(options);
  };
}

export type Limit = { name: string; max: number; windowMs: number };

const TOO_MANY = {
  en: (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  es: (minutes: number) => `Demasiados intentos. Inténtalo de nuevo dentro de ${minutes} minuto${minutes === 1 ? "" : "s"}.`,
};

/** How a 429 reads: the generic text in a language, or a refusal's own detail (English, with its own error code the pages translate). */
export type Wording = "en" | "es" | { detail: string };

const tooMany = (msBeforeNext: number, wording: Wording) => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const detail = typeof wording === "string" ? TOO_MANY[wording](Math.ceil(seconds / 60)) : wording.detail;
  return new AppError(429, detail, undefined, { "Retry-After": String(seconds) });
};

/** A refusal of rate-limiter-flexible (over the limit) as opposed to a store that failed. */
const refusal = (error: unknown): RateLimiterRes | null => (error instanceof RateLimiterRes ? error : null);

/**
 * Limits per address and per e-mail on the account endpoints, each a fixed window. `factor`
 * multiplies every maximum (end-to-end tests sign in many times from one address).
 */
export function createRateLimiter(make: LimiterFactory, factor = 1) {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (limit: Limit) => {
    let limiter = limiters.get(limit.name);
    if (!limiter) {
      // Rounded: a factor below 1 (end-to-end tests reaching a chat limit quickly) may leave a fraction.
      limiter = make({ keyPrefix: limit.name, points: Math.max(1, Math.round(limit.max * factor)), duration: Math.ceil(limit.windowMs / 1000) });
      limiters.set(limit.name, limiter);
    }
    return limiter;
  };
  return {
    /** Counts one use; false once the subject is over the limit (for limits that stay silent). */
    async allow(limit: Limit, subject: string): Promise<boolean> {
      try {
        await limiterFor(limit).consume(subject.toLowerCase());
        return true;
      } catch (error) {
        if (refusal(error)) return false;
        throw error;
      }
    },

    /** Throws a 429 with Retry-After once any of the keys is over its limit. */
    async check(limit: Limit, subjects: Array<string | null | undefined>, wording: Wording): Promise<void> {
      for (const subject of subjects) {
        if (!subject) continue;
        try {
          await limiterFor(limit).consume(subject.toLowerCase());
        } catch (error) {
          const over = refusal(error);
          if (over) throw tooMany(over.msBeforeNext, wording);
          throw error;
        }
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const MINUTE = 60_000;
export const LIMITS = {
  registerByIp: { name: "register-ip", max: 10, windowMs: 60 * MINUTE },
  // Attempts at one address (taken or not), from however many addresses they come.
  registerByEmail: { name: "register-email", max: 5, windowMs: 60 * MINUTE },
  recoveryByIp: { name: "recovery-ip", max: 10, windowMs: 60 * MINUTE },
  recoveryByEmail: { name: "recovery-email", max: 5, windowMs: 60 * MINUTE },
  resendByIp: { name: "resend-ip", max: 10, windowMs: 60 * MINUTE },
  resendByEmail: { name: "resend-email", max: 3, windowMs: 60 * MINUTE },
  // Forms that send e-mail: to support (contact) or to an address of the sender's choosing.
  contactByIp: { name: "contact-ip", max: 5, windowMs: 60 * MINUTE },
  contactByUser: { name: "contact-user", max: 5, windowMs: 60 * MINUTE },
  newsletterByIp: { name: "newsletter-ip", max: 10, windowMs: 60 * MINUTE },
  /** One confirmation e-mail per address per hour; further subscribes are answered alike, silently. */
  newsletterConfirmByEmail: { name: "newsletter-confirm", max: 1, windowMs: 60 * MINUTE },
  // Writes others see or are told about: reviews, reports, chats started, listings created.
  reviewByIp: { name: "review-ip", max: 30, windowMs: 60 * MINUTE },
  reviewByUser: { name: "review-user", max: 10, windowMs: 60 * MINUTE },
  reportByIp: { name: "report-ip", max: 30, windowMs: 60 * MINUTE },
  reportByUser: { name: "report-user", max: 10, windowMs: 60 * MINUTE },
  chatStartByIp: { name: "chat-start-ip", max: 60, windowMs: 60 * MINUTE },
  chatStartByUser: { name: "chat-start-user", max: 20, windowMs: 60 * MINUTE },
  listingCreateByIp: { name: "listing-create-ip", max: 100, windowMs: 60 * MINUTE },
  listingCreateByUser: { name: "listing-create-user", max: 30, windowMs: 60 * MINUTE },
  // Chat messages, whichever way they are sent: per sender in one conversation, and per sender
  // over all of them (a seller answering many buyers stays well inside; a flood does not).
  chatMessageInRoomPerMinute: { name: "chat-message-room-minute", max: 20, windowMs: MINUTE },
  chatMessageInRoomPerHour: { name: "chat-message-room-hour", max: 200, windowMs: 60 * MINUTE },
  chatMessagePerMinute: { name: "chat-message-user-minute", max: 60, windowMs: MINUTE },
  chatMessagePerHour: { name: "chat-message-user-hour", max: 600, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Sign-in protection (the login-endpoint pattern OWASP and rate-limiter-flexible describe). */
export const LOGIN = {
  /** Consecutive failures of one e-mail from one address block that pair for 15 minutes. */
  pairFailures: 10,
  pairBlockSeconds: 15 * 60,
  /** Failures from one address in a day, whatever the e-mails, block the address for a day. */
  ipFailuresPerDay: 100,
  /** Failures at one e-mail (from anywhere) past this slow further tries down, never block them. */
  emailFailuresBeforeDelay: 5,
  maxDelayMs: 3000,
  /** An address an account signed in from is known to it for 90 days: never slowed down for it. */
  knownForSeconds: 90 * 86_400,
} as const;

const DAY_SECONDS = 86_400;
const NEVER = 1_000_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in attempts. A third party guessing a victim's password blocks only its own address (per
 * pair, then per day), while the victim's right password still works from anywhere: the per-e-mail
 * count only adds a growing delay, and none at all from an address the account signed in from.
 */
export function createLoginGuard(make: LimiterFactory, factor = 1) {
  // The failure that reaches the maximum goes one point over the limiter's points and starts the block.
  const byPair = make({ keyPrefix: "login-fail-pair", points: LOGIN.pairFailures * factor - 1, duration: DAY_SECONDS, blockDuration: LOGIN.pairBlockSeconds });
  const byIp = make({ keyPrefix: "login-fail-ip", points: LOGIN.ipFailuresPerDay * factor - 1, duration: DAY_SECONDS, blockDuration: DAY_SECONDS });
  const byEmail = make({ keyPrefix: "login-fail-email", points: NEVER, duration: DAY_SECONDS });
  const known = make({ keyPrefix: "login-known", points: NEVER, duration: LOGIN.knownForSeconds });
  const pairKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;
  const ignoreRefusal = (error: unknown) => {
    if (!refusal(error)) throw error;
  };

  return {
    /** Before checking a password: a blocked pair or address gets 429; an unknown address may wait. */
    async before(email: string, ip: string, language: "en" | "es"): Promise<void> {
      const [pair, address, failures] = await Promise.all([byPair.get(pairKey(email, ip)), byIp.get(ip), byEmail.get(email.toLowerCase())]);
      for (const [res, limiter] of [[pair, byPair], [address, byIp]] as const) {
        if (res && res.consumedPoints > limiter.points) throw tooMany(res.msBeforeNext, language);
      }
      const over = (failures?.consumedPoints ?? 0) - LOGIN.emailFailuresBeforeDelay * factor;
      if (over > 0 && !(await known.get(pairKey(email, ip)))) await sleep(Math.min(LOGIN.maxDelayMs, 100 * 2 ** Math.min(over, 10)));
    },

    async failed(email: string, ip: string): Promise<void> {
      await Promise.all([byPair.consume(pairKey(email, ip)), byIp.consume(ip), byEmail.consume(email.toLowerCase())].map((p) => p.catch(ignoreRefusal)));
    },

    /** A success forgets the pair's failures and makes the address known to the account. */
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([byPair.delete(pairKey(email, ip)), byEmail.delete(email.toLowerCase()), known.consume(pairKey(email, ip)).catch(ignoreRefusal)]);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
