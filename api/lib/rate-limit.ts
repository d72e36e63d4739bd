import type { Redis } from "ioredis";
import { AppError } from "./errors.js";

export type RateLimitStore = {
  /** Counts one hit in the key's current window; answers the count and ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
};

/** One process: a map of fixed windows, pruned as windows expire. */
export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
  };
}

/** Several instances: the same fixed windows in Redis (INCR, expiry set on the first hit). */
export function createRedisStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const redisKey = `rate:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [[null, number], [null, number]];
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowMs);
        return { count, resetInMs: windowMs };
      }
      return { count, resetInMs: ttl };
    },
  };
}

export type Limit = { name: string; max: number; windowMs: number };

const TOO_MANY = {
  en: (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  es: (minutes: number) => `Demasiados intentos. Inténtalo de nuevo dentro de ${minutes} minuto${minutes === 1 ? "" : "s"}.`,
};

/**
 * Limits per IP and per e-mail on the account endpoints. `factor` multiplies every maximum
 * (end-to-end tests sign in many times from one address).
 */
export function createRateLimiter(store: RateLimitStore, factor = 1) {
  return {
    /** Throws a 429 with Retry-After once any of the keys is over its limit. */
    async check(limit: Limit, subjects: Array<string | null | undefined>, language: "en" | "es"): Promise<void> {
      for (const subject of subjects) {
        if (!subject) continue;
        const { count, resetInMs } = await store.hit(`${limit.name}:${subject.toLowerCase()}`, limit.windowMs);
        if (count > limit.max * factor) {
          const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
          throw new AppError(429, TOO_MANY[language](Math.ceil(seconds / 60)), undefined, { "Retry-After": String(seconds) });
        }
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const MINUTE = 60_000;
export const LIMITS = {
  loginByIp: { name: "login-ip", max: 30, windowMs: 15 * MINUTE },
  loginByEmail: { name: "login-email", max: 10, windowMs: 15 * MINUTE },
  registerByIp: { name: "register-ip", max: 10, windowMs: 60 * MINUTE },
  // Attempts at one address (taken or not), from however many addresses they come.
  registerByEmail: { name: "register-email", max: 5, windowMs: 60 * MINUTE },
  recoveryByIp: { name: "recovery-ip", max: 10, windowMs: 60 * MINUTE },
  recoveryByEmail: { name: "recovery-email", max: 5, windowMs: 60 * MINUTE },
  resendByIp: { name: "resend-ip", max: 10, windowMs: 60 * MINUTE },
  resendByEmail: { name: "resend-email", max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;
