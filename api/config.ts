import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";

/**
 * Secrets printed in the README or used as defaults by earlier versions: a server signing its
 * sessions with one would share its key with everyone who has read them.
 */
export const EXAMPLE_SESSION_SECRETS = ["dev-only-session-secret-change-me", "paste-the-output-of-openssl-rand-base64-48-here"];
const MAKE_SECRET = "make one with `openssl rand -base64 48`";

/** Every setting the server reads from the environment, validated once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  /** Optional PostgreSQL schema (used by tests to isolate runs in one database). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z.string().optional(),
  API_URL: z.string().url().optional(),
  /** How long the BFF waits for an answer of /api/v1 before showing a 504 page. */
  API_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(15),
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed: a hop count ("1") or
   * addresses and CIDRs ("loopback, 10.0.0.0/8"). Unset: the client is the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "TRUST_PROXY is a hop count (1) or addresses and CIDRs separated by commas")
    .optional(),
  /** Unset: a random secret made at first start and kept in DATA_DIR/session-secret. */
  SESSION_SECRET: z
    .string()
    .min(32, `SESSION_SECRET must be at least 32 characters: ${MAKE_SECRET}, or leave it unset to have one generated in DATA_DIR`)
    .refine((secret) => !EXAMPLE_SESSION_SECRETS.includes(secret), `SESSION_SECRET is an example value anyone can read: ${MAKE_SECRET}`)
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Gibraltar Marketplace <no-reply@gibmarket.gi>"),
  SUPPORT_EMAIL: z.string().email().default("support@gibmarket.gi"),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** auto: demo data on the embedded SQLite database, reference data only on PostgreSQL; demo: demo data anywhere. */
  SEED: z.enum(["auto", "demo", "never"]).default("auto"),
  /** JSON log lines at this level and above (debug adds each database query's timing). */
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
  /**
   * Who may read /metrics: addresses and CIDRs ("127.0.0.1, 10.0.0.0/8") of the connecting socket,
   * not X-Forwarded-For (a proxy in front would let everyone in). Unset, with no METRICS_TOKEN: never answered.
   */
  METRICS_ALLOW: z
    .string()
    .trim()
    .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, "METRICS_ALLOW is addresses and CIDRs separated by commas")
    .optional(),
  /** A scraper sending `Authorization: Bearer <METRICS_TOKEN>` may read /metrics from anywhere. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters: make one with `openssl rand -hex 24`").optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** The chat-message limits alone (RATE_LIMIT_FACTOR when unset): end-to-end tests raise the others a thousandfold yet reach this one in a few messages. */
  CHAT_RATE_LIMIT_FACTOR: z.coerce.number().positive().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.string().url().default("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.string().url().default("https://graph.facebook.com/v19.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: z.string().url().default("https://graph.facebook.com/me?fields=id,email,first_name,last_name"),
  WEATHER_FORECAST_URL: z.string().url().default("https://api.open-meteo.com/v1/forecast"),
  WEATHER_MARINE_URL: z.string().url().default("https://marine-api.open-meteo.com/v1/marine"),
  /** Minutes between weather refreshes (fractions allowed, for tests); 0 turns the scheduler off. */
  WEATHER_REFRESH_MINUTES: z.coerce.number().min(0).max(1440).default(30),
  WEATHER_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  /**
   * Seconds that pages rendered for visitors who are not signed in, and the category tree with its
   * counts, are reused; writes in this process refresh them at once. 0 turns both caches off.
   */
  CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /**
   * Minutes after which the files of an upload that never finished (the process died mid-way) are
   * removed: long enough for any upload still running in another instance sharing the folder.
   */
  UPLOAD_SWEEP_GRACE_MINUTES: z.coerce.number().min(0).max(1440).default(15),
  /** Seconds between runs of the saved-search alerts (instant alerts go out within one run); 0 stops them. */
  ALERT_CHECK_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** The card-payment provider: each one set here wins over the value admins store in the back-office. */
  PAYMENT_MODE: z.enum(["test", "live"]).optional(),
  PAYMENT_PUBLISHABLE_KEY: z.string().optional(),
  PAYMENT_SECRET_KEY: z.string().optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  /** The card-payment provider's API (Stripe's); tests point it at a local server. */
  PAYMENT_API_URL: z.string().url().default("https://api.stripe.com"),
});

export type SocialProviderName = "google" | "facebook";
export type SocialProvider = {
  name: SocialProviderName;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  apiUrl: string | undefined;
  apiTimeoutMs: number;
  /** TRUST_PROXY: hops, or trusted addresses and CIDRs; null trusts no proxy. */
  trustProxy: number | string[] | null;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: "auto" | "demo" | "never";
  logLevel: "silent" | "error" | "warn" | "info" | "debug";
  /** Who may read /metrics: METRICS_ALLOW's addresses, or a request bearing METRICS_TOKEN. */
  metrics: { allow: string[]; token: string | undefined };
  rateLimitFactor: number;
  chatRateLimitFactor: number;
  cacheSeconds: number;
  /** UPLOAD_SWEEP_GRACE_MINUTES in milliseconds. */
  uploadSweepGraceMs: number;
  alertCheckSeconds: number;
  /** Social-login providers with credentials; the others are hidden. URLs are configurable for tests. */
  socialProviders: SocialProvider[];
  /** Open-Meteo endpoints (tests point them at a local server) and the refresh schedule. */
  weather: { forecastUrl: string; marineUrl: string; refreshMinutes: number; timeoutMs: number };
  /** Card-payment settings from the environment (unset ones come from the back-office). */
  payment: { mode?: "test" | "live"; publishableKey?: string; secretKey?: string; webhookSecret?: string; apiUrl: string };
};

/** Cookies are Secure only when the site is served over HTTPS, in production. */
export const secureCookiesFor = (config: Pick<Config, "env" | "appUrl">): boolean =>
  config.env === "production" && (config.appUrl?.startsWith("https://") ?? false);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL || undefined,
    apiUrl: e.API_URL,
    apiTimeoutMs: e.API_TIMEOUT_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY === undefined ? null : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY.split(/\s*,\s*/),
    sessionSecret: e.SESSION_SECRET ?? keptSessionSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    metrics: { allow: e.METRICS_ALLOW?.split(/\s*,\s*/) ?? [], token: e.METRICS_TOKEN },
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    chatRateLimitFactor: e.CHAT_RATE_LIMIT_FACTOR ?? e.RATE_LIMIT_FACTOR,
    cacheSeconds: e.CACHE_SECONDS,
    uploadSweepGraceMs: e.UPLOAD_SWEEP_GRACE_MINUTES * 60_000,
    alertCheckSeconds: e.ALERT_CHECK_SECONDS,
    weather: {
      forecastUrl: e.WEATHER_FORECAST_URL,
      marineUrl: e.WEATHER_MARINE_URL,
      refreshMinutes: e.WEATHER_REFRESH_MINUTES,
      timeoutMs: e.WEATHER_TIMEOUT_SECONDS * 1000,
    },
    payment: { mode: e.PAYMENT_MODE, publishableKey: e.PAYMENT_PUBLISHABLE_KEY, secretKey: e.PAYMENT_SECRET_KEY, webhookSecret: e.PAYMENT_WEBHOOK_SECRET, apiUrl: e.PAYMENT_API_URL },
    socialProviders: [
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { name: "google" as const, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, authorizationUrl: e.GOOGLE_AUTHORIZATION_URL, tokenUrl: e.GOOGLE_TOKEN_URL, userInfoUrl: e.GOOGLE_USERINFO_URL }
        : null,
      e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
        ? { name: "facebook" as const, clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET, authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL, tokenUrl: e.FACEBOOK_TOKEN_URL, userInfoUrl: e.FACEBOOK_USERINFO_URL }
        : null,
    ].filter((provider): provider is SocialProvider => provider !== null),
  };
}

/**
 * The install's own session secret: made at random on first start and kept in the data folder,
 * readable by its owner only, so sessions survive restarts and no two installs share a key.
 * Several processes starting at once on one folder end up with the one that was written first.
 */
export function keptSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
