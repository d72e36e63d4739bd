import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../../api/config.js";
import { startServer } from "../../server.js";
import { startPaymentProvider } from "./payment-provider.js";
import { ADMIN, e2eDataDir, ensureSqliteTemplate } from "./template.js";

/**
 * Started by Playwright (webServer): the built app on a fixed port with its own copy of the
 * seeded template in .tmp/e2e/<name>, where tests can reach its database.
 */
const [name, port] = process.argv.slice(2);
if (!name || !port) throw new Error("Usage: tsx tests/support/e2e-server.ts <name> <port>");

const dataDir = e2eDataDir(name);
const template = await ensureSqliteTemplate();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
fs.copyFileSync(path.join(template, "app.db"), path.join(dataDir, "app.db"));
fs.cpSync(path.join(template, "uploads"), path.join(dataDir, "uploads"), { recursive: true });

// Set in the environment, so the Remix app's own config reads the same values.
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: "error",
  // Every test signs in from 127.0.0.1: the per-address limits would stop the suite.
  RATE_LIMIT_FACTOR: "1000",
  // The chat-message limits at a quarter (5 a minute in one conversation): a spec reaches one in
  // a few sends, and the others, by new users each, never do.
  CHAT_RATE_LIMIT_FACTOR: "0.25",
  // No internet here: the pages show the seeded readings.
  WEATHER_REFRESH_MINUTES: "0",
  // Specs write to the database directly and expect the next page to show it at once.
  CACHE_SECONDS: "0",
  // Alerts of saved searches go out within a second on `main` (where their spec runs), not at all elsewhere.
  ALERT_CHECK_SECONDS: name === "main" ? "1" : "0",
});
// `payments` takes card payments through a local stand-in for the provider, one port up.
const WEBHOOK_SECRET = "whsec_e2e_local_provider";
const provider = name === "payments" ? await startPaymentProvider(Number(port) + 1) : null;
if (provider) {
  Object.assign(process.env, { PAYMENT_API_URL: provider.url, PAYMENT_SECRET_KEY: "sk_test_e2e_local_provider", PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  provider.setWebhook(`http://127.0.0.1:${port}/api/v1/payments/webhook`, WEBHOOK_SECRET);
}
const running = await startServer(loadConfig());
// The fallback the pages show before the first reading needs a database without one.
if (name === "no-weather") await running.services.database.db.deleteFrom("weather_readings").execute();
process.once("SIGTERM", () => void running.close().then(() => process.exit(0)));
process.once("SIGINT", () => void running.close().then(() => process.exit(0)));
