import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminCurrency } from "../../api/schemas/admin-currencies.js";
import type { MapSettings } from "../../api/schemas/admin-map.js";
import type { AdminSubscriber, SubscriberExport } from "../../api/schemas/admin-newsletter.js";
import type { PaymentSettingsView } from "../../api/schemas/admin-payment.js";
import type { PromotionPlan } from "../../api/schemas/admin-pricing.js";
import type { WeatherAdminStatus } from "../../api/schemas/admin-weather.js";
import type { WeatherSummary } from "../../api/schemas/weather.js";
import { createApiApp } from "../../api/app.js";
import { documentedStatuses, routesOf } from "../../api/lib/openapi.js";
import { createUser } from "../support/factories.js";
import { type ApiErrorBody, loginAs, setupTestServer, startTestServer } from "../support/test-server.js";
import { type WeatherProvider, startWeatherProvider } from "../support/weather-provider.js";

type ErrorBody = ApiErrorBody;

let provider: WeatherProvider;
let user: string;
// The server logs provider failures with console.error: kept quiet here.
vi.spyOn(console, "error").mockImplementation(() => undefined);

beforeAll(async () => {
  provider = await startWeatherProvider();
});
afterAll(async () => {
  await provider?.close();
});
const server = setupTestServer({
  env: () => ({
    RATE_LIMIT_FACTOR: "100",
    WEATHER_FORECAST_URL: provider.forecastUrl,
    WEATHER_MARINE_URL: provider.marineUrl,
    WEATHER_TIMEOUT_SECONDS: "0.5",
  }),
  admin: true,
});
beforeAll(async () => {
  const member = await createUser(server.services.database);
  user = await loginAs(server, member.email, member.password);
});

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

/** The newest audit entry about a record, its before/after parsed. */
async function lastAudit(entity: string, entityId?: string) {
  let query = server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity);
  if (entityId !== undefined) query = query.where("entity_id", "=", entityId);
  const row = await query.orderBy("id", "desc").executeTakeFirst();
  return row ? { ...row, before: row.before_json ? JSON.parse(row.before_json) : null, after: row.after_json ? JSON.parse(row.after_json) : null } : null;
}

describe("who may call the site-settings endpoints", () => {
  const endpoints: Array<[string, string]> = [
    ["GET", "/admin/currencies"],
    ["POST", "/admin/currencies"],
    ["GET", "/admin/currencies/gbp"],
    ["PUT", "/admin/currencies/gbp"],
    ["DELETE", "/admin/currencies/eur"],
    ["GET", "/admin/map-settings"],
    ["PUT", "/admin/map-settings"],
    ["GET", "/admin/promotion-plans"],
    ["POST", "/admin/promotion-plans"],
    ["GET", "/admin/promotion-plans/1"],
    ["PUT", "/admin/promotion-plans/1"],
    ["DELETE", "/admin/promotion-plans/1"],
    ["GET", "/admin/payment-settings"],
    ["PUT", "/admin/payment-settings"],
    ["GET", "/admin/weather/status"],
    ["POST", "/admin/weather/readings"],
    ["POST", "/admin/weather/refresh"],
    ["GET", "/admin/newsletter/subscribers"],
    ["GET", "/admin/newsletter/subscribers/export"],
    ["DELETE", "/admin/newsletter/subscribers/1"],
  ];

  it.each(endpoints)("%s %s answers a visitor 401 'Authentication required' and a user 403", async (method, path) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    expect(await call(method, path, undefined, body)).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
    expect(await call(method, path, user, body)).toMatchObject({ status: 403, body: { detail: "Admin access required" } });
  });

  it("changed nothing for the refused callers", async () => {
    expect(await server.db.selectFrom("currencies").select("code").orderBy("code").execute()).toEqual([{ code: "eur" }, { code: "gbp" }]);
    expect(await server.db.selectFrom("audit_log").select("id").where("entity", "!=", "auth").execute()).toEqual([]);
  });
});

describe("currencies", () => {
  const franc = { code: "CHF", symbol: "Fr", name: "Swiss franc", rate_from_gbp: 1.125, is_active: true };

  it("adds a currency (code kept in lower case), which the public list and the audit log show", async () => {
    const created = await call<AdminCurrency>("POST", "/admin/currencies", server.admin, franc);
    expect(created).toEqual({ status: 201, body: { code: "chf", symbol: "Fr", name: "Swiss franc", rate_from_gbp: 1.125, is_active: true } });
    expect(await server.db.selectFrom("currencies").selectAll().where("code", "=", "chf").executeTakeFirst()).toEqual({
      code: "chf", symbol: "Fr", name: "Swiss franc", rate_from_gbp: "1.125", is_active: 1,
    });
    const publicList = await call<Array<{ code: string; rate_from_gbp: string }>>("GET", "/currencies");
    expect(publicList.body.map((c) => c.code)).toEqual(["chf", "eur", "gbp"]);
    expect(await lastAudit("currency", "chf")).toMatchObject({ action: "create", actor_email: "admin@test.gi", before: null, after: created.body });
  });

  it("refuses a code already taken with a 409 at the code", async () => {
    const again = await call<ErrorBody>("POST", "/admin/currencies", server.admin, { ...franc, code: "chf" });
    expect(again).toMatchObject({ status: 409, body: { detail: "A currency with this code already exists", errors: [{ field: "code", message: "A currency with this code already exists" }] } });
  });

  it.each([
    [{ ...franc, code: "US" }, "code", "Enter a three-letter currency code"],
    [{ ...franc, code: "U$D" }, "code", "Enter a three-letter currency code"],
    [{ ...franc, code: "usd", symbol: "" }, "symbol", "Enter the currency symbol"],
    [{ ...franc, code: "usd", name: "X" }, "name", "Enter the currency name"],
    [{ ...franc, code: "usd", rate_from_gbp: 0 }, "rate_from_gbp", "The rate must be more than 0"],
    [{ ...franc, code: "usd", rate_from_gbp: "1.2" }, "rate_from_gbp", "Enter how many units of this currency one pound buys"],
    [{ ...franc, code: "usd", rate_from_gbp: 1.1234567 }, "rate_from_gbp", "The rate has at most 6 decimal places"],
  ])("rejects %j with a 422 at %s", async (body, field, message) => {
    expect(await call<ErrorBody>("POST", "/admin/currencies", server.admin, body)).toMatchObject({ status: 422, body: { detail: message, errors: [{ field, message }] } });
    expect(await server.db.selectFrom("currencies").select("code").where("code", "=", "usd").executeTakeFirst()).toBeUndefined();
  });

  it("edits and disables a currency: it leaves the public list, and the log has it before and after", async () => {
    const updated = await call<AdminCurrency>("PUT", "/admin/currencies/CHF", server.admin, { symbol: "CHF", name: "Swiss franc", rate_from_gbp: 1.13, is_active: false });
    expect(updated).toEqual({ status: 200, body: { code: "chf", symbol: "CHF", name: "Swiss franc", rate_from_gbp: 1.13, is_active: false } });
    expect(await server.db.selectFrom("currencies").select(["rate_from_gbp", "is_active"]).where("code", "=", "chf").executeTakeFirst()).toEqual({ rate_from_gbp: "1.13", is_active: 0 });
    expect((await call<Array<{ code: string }>>("GET", "/currencies")).body.map((c) => c.code)).toEqual(["eur", "gbp"]);
    expect(await lastAudit("currency", "chf")).toMatchObject({ action: "update", before: { rate_from_gbp: 1.125, is_active: true }, after: { rate_from_gbp: 1.13, is_active: false } });
    const disabledOnly = await call<AdminPage<AdminCurrency>>("GET", "/admin/currencies?is_active=false", server.admin);
    expect(disabledOnly.body).toMatchObject({ total: 1, items: [{ code: "chf" }] });
    const searched = await call<AdminPage<AdminCurrency>>("GET", "/admin/currencies?search=swiss", server.admin);
    expect(searched.body.items.map((c) => c.code)).toEqual(["chf"]);
  });

  it("keeps the pound enabled at a rate of 1, and keeps the pound and the euro", async () => {
    const gbp = { symbol: "£", name: "Pound sterling", rate_from_gbp: 1, is_active: true };
    expect(await call<ErrorBody>("PUT", "/admin/currencies/gbp", server.admin, { ...gbp, is_active: false })).toMatchObject({
      status: 409, body: { detail: "The pound sterling cannot be disabled or deleted", errors: [{ field: "is_active", message: "The pound sterling cannot be disabled or deleted" }] },
    });
    expect(await call<ErrorBody>("PUT", "/admin/currencies/gbp", server.admin, { ...gbp, rate_from_gbp: 1.1 })).toMatchObject({
      status: 409, body: { detail: "The pound sterling's rate is always 1" },
    });
    expect(await call<ErrorBody>("DELETE", "/admin/currencies/gbp", server.admin)).toMatchObject({ status: 409, body: { detail: "The pound sterling cannot be disabled or deleted" } });
    expect(await call<ErrorBody>("DELETE", "/admin/currencies/eur", server.admin)).toMatchObject({
      status: 409, body: { detail: "Listings are priced in this currency: disable it instead of deleting it" },
    });
    expect(await server.db.selectFrom("currencies").selectAll().where("code", "in", ["gbp", "eur"]).orderBy("code").execute()).toEqual([
      { code: "eur", symbol: "€", name: "Euro", rate_from_gbp: "1.17", is_active: 1 },
      { code: "gbp", symbol: "£", name: "Pound sterling", rate_from_gbp: "1", is_active: 1 },
    ]);
    // The pound's name and symbol may change; its rate and state may not.
    expect((await call("PUT", "/admin/currencies/gbp", server.admin, { ...gbp, name: "British pound" })).status).toBe(200);
  });

  it("deletes another currency, logging what it was; an unknown code is a 404", async () => {
    expect((await call("DELETE", "/admin/currencies/chf", server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("currencies").select("code").where("code", "=", "chf").executeTakeFirst()).toBeUndefined();
    expect(await lastAudit("currency", "chf")).toMatchObject({ action: "delete", before: { code: "chf", symbol: "CHF" }, after: null });
    expect(await call("DELETE", "/admin/currencies/chf", server.admin)).toMatchObject({ status: 404, body: { detail: "Currency not found" } });
    expect(await call("GET", "/admin/currencies/xyz", server.admin)).toMatchObject({ status: 404, body: { detail: "Currency not found" } });
  });
});

describe("map settings", () => {
  const harbour: MapSettings = {
    tile_url: "https://tiles.example.gi/{z}/{x}/{y}.png",
    attribution: "&copy; Example Tiles",
    default_latitude: 36.1445,
    default_longitude: -5.3526,
    default_zoom: 16,
  };

  it("answers the defaults of a fresh site", async () => {
    expect(await call<MapSettings>("GET", "/admin/map-settings", server.admin)).toEqual({
      status: 200,
      body: {
        tile_url: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
        attribution: "&copy; OpenStreetMap contributors",
        default_latitude: 36.140751,
        default_longitude: -5.353585,
        default_zoom: 15,
      },
    });
  });

  it.each([
    [{ ...harbour, tile_url: "ftp://tiles.example.gi/{z}/{x}/{y}.png" }, "tile_url", "Enter a tile URL starting with https:// or /"],
    [{ ...harbour, tile_url: "https://tiles.example.gi/{z}/{x}.png" }, "tile_url", "The tile URL needs the {z}, {x} and {y} placeholders"],
    [{ ...harbour, attribution: "<script>alert(1)</script>" }, "attribution", "The attribution is plain text: no < or >"],
    [{ ...harbour, attribution: "" }, "attribution", "Enter the map attribution"],
    [{ ...harbour, default_latitude: 90.5 }, "default_latitude", "Latitude must be a number between -90 and 90"],
    [{ ...harbour, default_longitude: -181 }, "default_longitude", "Longitude must be a number between -180 and 180"],
    [{ ...harbour, default_zoom: 20 }, "default_zoom", "Zoom must be a whole number from 1 to 19"],
    [{ ...harbour, default_zoom: 12.5 }, "default_zoom", "Zoom must be a whole number from 1 to 19"],
  ])("rejects %j with a 422 at %s and keeps the stored map", async (body, field, message) => {
    expect(await call<ErrorBody>("PUT", "/admin/map-settings", server.admin, body)).toMatchObject({ status: 422, body: { detail: message, errors: [{ field, message }] } });
    expect((await call<MapSettings>("GET", "/settings/map")).body.default_zoom).toBe(15);
  });

  it("saves the map every page reads from GET /settings/map, and logs before and after", async () => {
    expect(await call<MapSettings>("PUT", "/admin/map-settings", server.admin, harbour)).toEqual({ status: 200, body: harbour });
    expect(await call<MapSettings>("GET", "/settings/map")).toEqual({ status: 200, body: harbour });
    expect(await lastAudit("settings", "map")).toMatchObject({ action: "update", before: { default_zoom: 15 }, after: harbour });
    // A site-relative tile URL serves tiles from this host.
    expect((await call("PUT", "/admin/map-settings", server.admin, { ...harbour, tile_url: "/tiles/{z}/{x}/{y}.png" })).status).toBe(200);
  });
});

describe("pricing (promotion plans)", () => {
  const plan = {
    name_en: "Top spot, 3 days",
    name_es: "Primer puesto, 3 días",
    description_en: "",
    description_es: "Arriba del todo.",
    flag: "top",
    days: 3,
    price_gbp: 4.99,
    price_eur: 5.95,
    is_active: true,
    sort_order: 5,
  };

  it("lists the demo plans in their order", async () => {
    const page = await call<AdminPage<PromotionPlan>>("GET", "/admin/promotion-plans", server.admin);
    expect(page.body.items.map((p) => [p.flag, p.days, p.price_gbp, p.price_eur, p.is_active])).toEqual([
      ["top", 7, 9.99, 11.99, true],
      ["featured", 14, 6.99, 7.99, true],
      ["highlighted", 7, 2.99, 3.49, true],
    ]);
  });

  it("creates a plan with its prices kept as minor units, and logs it", async () => {
    const created = await call<PromotionPlan>("POST", "/admin/promotion-plans", server.admin, plan);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...plan, description_en: null, id: expect.any(Number) });
    const row = await server.db.selectFrom("promotion_plans").selectAll().where("id", "=", created.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_gbp_minor: 499, price_eur_minor: 595, flag: "top", days: 3, is_active: 1, sort_order: 5, description_en: null });
    expect(await lastAudit("promotion_plan", String(created.body.id))).toMatchObject({ action: "create", after: { name_en: "Top spot, 3 days", price_gbp: 4.99 } });
  });

  it.each([
    [{ ...plan, flag: "gold" }, "flag", "Choose top, featured or highlighted"],
    [{ ...plan, days: 0 }, "days", "Days must be a whole number from 1 to 365"],
    [{ ...plan, days: 1.5 }, "days", "Days must be a whole number from 1 to 365"],
    [{ ...plan, price_gbp: 1.234 }, "price_gbp", "Enter a price from 0 to 100,000 with at most 2 decimals"],
    [{ ...plan, price_eur: -1 }, "price_eur", "Enter a price from 0 to 100,000 with at most 2 decimals"],
    [{ ...plan, name_es: " " }, "name_es", "Enter the plan's name"],
  ])("rejects %j with a 422 at %s", async (body, field, message) => {
    const before = await server.db.selectFrom("promotion_plans").select("id").execute();
    expect(await call<ErrorBody>("POST", "/admin/promotion-plans", server.admin, body)).toMatchObject({ status: 422, body: { detail: message, errors: [{ field, message }] } });
    expect(await server.db.selectFrom("promotion_plans").select("id").execute()).toEqual(before);
  });

  it("edits, filters and deletes a plan, each change logged; a missing plan is a 404", async () => {
    const { body: created } = await call<PromotionPlan>("POST", "/admin/promotion-plans", server.admin, { ...plan, name_en: "Glow, 30 days", flag: "highlighted", days: 30 });
    // The admin page sends its parsed form: an empty description arrives as null.
    const changes = { name_en: "Glow, 30 days", flag: "highlighted", days: 30, price_gbp: 10, is_active: false, description_es: null };
    const updated = await call<PromotionPlan>("PUT", `/admin/promotion-plans/${created.id}`, server.admin, { ...plan, ...changes });
    expect(updated.body).toMatchObject({ price_gbp: 10, is_active: false, description_es: null });
    expect(await server.db.selectFrom("promotion_plans").select(["price_gbp_minor", "is_active", "description_es"]).where("id", "=", created.id).executeTakeFirst()).toEqual({
      price_gbp_minor: 1000, is_active: 0, description_es: null,
    });
    expect(await lastAudit("promotion_plan", String(created.id))).toMatchObject({ action: "update", before: { price_gbp: 4.99, is_active: true }, after: { price_gbp: 10, is_active: false } });

    const inactive = await call<AdminPage<PromotionPlan>>("GET", "/admin/promotion-plans?is_active=false&flag=highlighted", server.admin);
    expect(inactive.body.items.map((p) => p.id)).toEqual([created.id]);
    const searched = await call<AdminPage<PromotionPlan>>("GET", "/admin/promotion-plans?search=glow", server.admin);
    expect(searched.body.items.map((p) => p.id)).toEqual([created.id]);
    expect(await call<ErrorBody>("GET", "/admin/promotion-plans?flag=gold", server.admin)).toMatchObject({ status: 422, body: { detail: "Choose top, featured or highlighted" } });

    expect((await call("DELETE", `/admin/promotion-plans/${created.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("promotion_plans").select("id").where("id", "=", created.id).executeTakeFirst()).toBeUndefined();
    expect(await lastAudit("promotion_plan", String(created.id))).toMatchObject({ action: "delete", before: { name_en: "Glow, 30 days" } });
    expect(await call("GET", `/admin/promotion-plans/${created.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Promotion plan not found" } });
    expect(await call("PUT", `/admin/promotion-plans/${created.id}`, server.admin, plan)).toMatchObject({ status: 404, body: { detail: "Promotion plan not found" } });
  });
});

describe("payment settings", () => {
  const SECRET = "sk_test_51Hsecretvalue9876";
  const WEBHOOK = "whsec_webhooksecret4321";

  it("starts unset, in test mode", async () => {
    expect(await call<PaymentSettingsView>("GET", "/admin/payment-settings", server.admin)).toEqual({
      status: 200,
      body: {
        mode: { value: "test", source: "unset", env: "PAYMENT_MODE" },
        publishable_key: { value: null, source: "unset", env: "PAYMENT_PUBLISHABLE_KEY" },
        secret_key: { is_set: false, last4: null, source: "unset", env: "PAYMENT_SECRET_KEY" },
        webhook_secret: { is_set: false, last4: null, source: "unset", env: "PAYMENT_WEBHOOK_SECRET" },
      },
    });
  });

  it("stores the keys server-side and answers only the secrets' last 4 characters", async () => {
    const response = await server.api("/admin/payment-settings", {
      method: "PUT",
      token: server.admin,
      body: { mode: "live", publishable_key: "pk_live_publishable1234", secret_key: SECRET, webhook_secret: WEBHOOK },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(WEBHOOK);
    expect(JSON.parse(text)).toEqual({
      mode: { value: "live", source: "stored", env: "PAYMENT_MODE" },
      publishable_key: { value: "pk_live_publishable1234", source: "stored", env: "PAYMENT_PUBLISHABLE_KEY" },
      secret_key: { is_set: true, last4: "9876", source: "stored", env: "PAYMENT_SECRET_KEY" },
      webhook_secret: { is_set: true, last4: "4321", source: "stored", env: "PAYMENT_WEBHOOK_SECRET" },
    });
    const stored = await server.db.selectFrom("settings").select("value").where("key", "=", "payment").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual({ mode: "live", publishable_key: "pk_live_publishable1234", secret_key: SECRET, webhook_secret: WEBHOOK });
    expect((await call("GET", "/admin/payment-settings", server.admin)).body).toEqual(JSON.parse(text));

    const entry = await lastAudit("settings", "payment");
    expect(entry).toMatchObject({
      action: "update",
      summary: "Updated the payment settings (secret key replaced, webhook secret replaced)",
      after: { mode: "live", secret_key: "[redacted]", webhook_secret: "[redacted]" },
    });
    expect(`${entry!.before_json}${entry!.after_json}`).not.toContain("secretvalue");
    expect(`${entry!.before_json}${entry!.after_json}`).not.toContain("webhooksecret");
  });

  it("keeps a stored secret when its field is left empty, and removes it when asked", async () => {
    await call("PUT", "/admin/payment-settings", server.admin, { mode: "test", publishable_key: "pk_test_publishable1234", secret_key: "", webhook_secret: "" });
    let stored = JSON.parse((await server.db.selectFrom("settings").select("value").where("key", "=", "payment").executeTakeFirstOrThrow()).value);
    expect(stored).toEqual({ mode: "test", publishable_key: "pk_test_publishable1234", secret_key: SECRET, webhook_secret: WEBHOOK });
    expect((await lastAudit("settings", "payment"))?.summary).toBe("Updated the payment settings");

    const cleared = await call<PaymentSettingsView>("PUT", "/admin/payment-settings", server.admin, { mode: "test", publishable_key: "pk_test_publishable1234", clear_webhook_secret: true });
    expect(cleared.body.webhook_secret).toEqual({ is_set: false, last4: null, source: "unset", env: "PAYMENT_WEBHOOK_SECRET" });
    expect(cleared.body.secret_key.last4).toBe("9876");
    stored = JSON.parse((await server.db.selectFrom("settings").select("value").where("key", "=", "payment").executeTakeFirstOrThrow()).value);
    expect(stored.webhook_secret).toBeNull();
    expect((await lastAudit("settings", "payment"))?.summary).toBe("Updated the payment settings (webhook secret removed)");
  });

  it.each([
    [{ mode: "production" }, "mode", "Choose test or live mode"],
    [{ mode: "test", secret_key: "short" }, "secret_key", "A secret key is 8 to 255 characters without spaces"],
    [{ mode: "test", secret_key: "sk_test_with space" }, "secret_key", "A secret key is 8 to 255 characters without spaces"],
    [{ mode: "test", webhook_secret: "whsec" }, "webhook_secret", "A webhook secret is 8 to 255 characters without spaces"],
    [{ mode: "test", publishable_key: "pk" }, "publishable_key", "A publishable key is 8 to 255 characters without spaces"],
  ])("rejects %j with a 422 at %s", async (body, field, message) => {
    expect(await call<ErrorBody>("PUT", "/admin/payment-settings", server.admin, body)).toMatchObject({ status: 422, body: { detail: message, errors: [{ field, message }] } });
  });

  it("uses the environment's values over the stored ones and says so", async () => {
    const withEnv = await startTestServer({ PAYMENT_MODE: "live", PAYMENT_SECRET_KEY: "sk_live_fromenvironment5555" }, { shareWith: server });
    try {
      const response = await withEnv.api("/admin/payment-settings", { token: server.admin });
      const text = await response.text();
      expect(text).not.toContain("fromenvironment");
      expect(JSON.parse(text)).toMatchObject({
        mode: { value: "live", source: "environment" },
        publishable_key: { value: "pk_test_publishable1234", source: "stored" },
        secret_key: { is_set: true, last4: "5555", source: "environment", env: "PAYMENT_SECRET_KEY" },
        webhook_secret: { is_set: false, source: "unset" },
      });
    } finally {
      await withEnv.stop();
    }
  });
});

describe("weather", () => {
  it("shows the provider, its schedule, the latest reading and the conditions a reading may give", async () => {
    const status = await call<WeatherAdminStatus>("GET", "/admin/weather/status?language=es", server.admin);
    expect(status.status).toBe(200);
    expect(status.body.provider).toEqual({ name: "Open-Meteo", forecast_url: provider.forecastUrl, marine_url: provider.marineUrl, refresh_minutes: 0 });
    expect(status.body.last_refresh).toBeNull();
    expect(status.body.latest).toMatchObject({ source: "seed", temperature: expect.any(Number) });
    expect(status.body.conditions).toContainEqual({ code: 95, text: "Tormenta" });
  });

  it("records a manual reading in the audit log", async () => {
    const added = await call<WeatherSummary>("POST", "/admin/weather/readings", server.admin, { temperature: 19.5, humidity: 70, condition_code: 61 });
    expect(added.status).toBe(201);
    expect(await lastAudit("weather_reading")).toMatchObject({ action: "create", summary: "Added a manual weather reading", after: { temperature: 19.5, humidity: 70, condition_icon: "rain" } });
    expect((await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body.latest).toMatchObject({ source: "manual", temperature: 19.5, condition_text: "Light rain" });
  });

  it("refreshes now: a failure is a 502 remembered with its reason, a success stores the reading and is logged", async () => {
    provider.set("forecast", "error");
    const failed = await call<ErrorBody>("POST", "/admin/weather/refresh", server.admin);
    expect(failed).toMatchObject({ status: 502, body: { detail: "Weather provider unavailable: Weather forecast answered HTTP 500" } });
    let status = (await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body;
    expect(status.last_refresh).toEqual({ attempted_at: expect.any(String), ok: false, error: "Weather forecast answered HTTP 500", succeeded_at: null });

    provider.reset();
    const refreshed = await call<WeatherSummary>("POST", "/admin/weather/refresh", server.admin);
    expect(refreshed.status).toBe(200);
    status = (await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body;
    expect(status.last_refresh).toEqual({ attempted_at: expect.any(String), ok: true, error: null, succeeded_at: status.last_refresh!.attempted_at });
    expect(status.latest).toMatchObject({ source: "open-meteo", recorded_at: refreshed.body.recorded_at });
    expect(await lastAudit("weather_reading")).toMatchObject({ action: "refresh", after: { recorded_at: refreshed.body.recorded_at } });

    // A later failure keeps the time of the last success.
    const succeededAt = status.last_refresh!.succeeded_at;
    provider.set("forecast", "bad-json");
    expect((await call("POST", "/admin/weather/refresh", server.admin)).status).toBe(502);
    status = (await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body;
    expect(status.last_refresh).toMatchObject({ ok: false, error: "Weather forecast failed: invalid JSON", succeeded_at: succeededAt });
    provider.reset();
  });

  it("refuses an unknown answer language before asking the provider, with a status its contract lists", async () => {
    const asked = provider.requests.length;
    for (const path of ["/admin/weather/refresh?language=fr", "/admin/weather/readings?language=fr"]) {
      const refused = await call<ErrorBody>("POST", path, server.admin, { temperature: 19.5, humidity: 70, condition_code: 61 });
      expect(refused.status, path).toBe(422);
      const route = routesOf(createApiApp(server.services)).find((r) => r.method === "POST" && r.path === path.split("?")[0]);
      expect(documentedStatuses("POST", route!.doc!), path).toContain(422);
    }
    expect(provider.requests.length).toBe(asked);
  });
});

describe("newsletter subscribers", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes)).toISOString();

  beforeAll(async () => {
    await server.db
      .insertInto("newsletter_subscribers")
      .values([
        { email: "ana@example.gi", source: "footer", language: "es", status: "confirmed", created_at: at(1), confirmed_at: at(5) },
        { email: "bob@example.gi", source: 'promo, "spring"', language: "en", status: "pending", created_at: at(2), confirmed_at: null },
        { email: "=cmd@example.gi", source: "footer", language: "en", status: "confirmed", created_at: at(3), confirmed_at: at(4) },
      ])
      .execute();
  });

  it("lists subscribers newest first, filtered by status and searched by e-mail", async () => {
    const all = await call<AdminPage<AdminSubscriber>>("GET", "/admin/newsletter/subscribers", server.admin);
    expect(all.body.items.map((s) => s.email)).toEqual(["=cmd@example.gi", "bob@example.gi", "ana@example.gi"]);
    const confirmed = await call<AdminPage<AdminSubscriber>>("GET", "/admin/newsletter/subscribers?status=confirmed&per_page=1", server.admin);
    expect(confirmed.body).toMatchObject({ total: 2, pages: 2, items: [{ email: "=cmd@example.gi", status: "confirmed", confirmed_at: at(4) }] });
    const searched = await call<AdminPage<AdminSubscriber>>("GET", "/admin/newsletter/subscribers?search=BOB", server.admin);
    expect(searched.body.items).toEqual([{ id: expect.any(Number), email: "bob@example.gi", status: "pending", language: "en", source: 'promo, "spring"', created_at: at(2), confirmed_at: null }]);
    expect(await call<ErrorBody>("GET", "/admin/newsletter/subscribers?status=gone", server.admin)).toMatchObject({ status: 422, body: { detail: "Choose pending or confirmed" } });
  });

  it("exports the filtered subscribers as a CSV download with quoted fields", async () => {
    const response = await server.api("/admin/newsletter/subscribers/export", { token: server.admin, headers: { Accept: "text/csv" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="newsletter-subscribers-${day}.csv"`);
    expect(await response.text()).toBe(
      "email,status,language,source,subscribed_at,confirmed_at\r\n" +
        `ana@example.gi,confirmed,es,footer,${at(1)},${at(5)}\r\n` +
        `bob@example.gi,pending,en,"promo, ""spring""",${at(2)},\r\n` +
        `'=cmd@example.gi,confirmed,en,footer,${at(3)},${at(4)}\r\n`,
    );

    const pending = await call<SubscriberExport>("GET", "/admin/newsletter/subscribers/export?status=pending", server.admin);
    expect(pending).toEqual({
      status: 200,
      body: {
        filename: `newsletter-subscribers-pending-${day}.csv`,
        csv: `email,status,language,source,subscribed_at,confirmed_at\r\nbob@example.gi,pending,en,"promo, ""spring""",${at(2)},\r\n`,
      },
    });
  });

  it("removes a subscriber, logging who they were; a missing one is a 404", async () => {
    const { body } = await call<AdminPage<AdminSubscriber>>("GET", "/admin/newsletter/subscribers?search=ana@", server.admin);
    const ana = body.items[0]!;
    expect((await call("DELETE", `/admin/newsletter/subscribers/${ana.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("newsletter_subscribers").select("id").where("id", "=", ana.id).executeTakeFirst()).toBeUndefined();
    expect(await lastAudit("newsletter_subscriber", String(ana.id))).toMatchObject({ action: "delete", summary: "Removed ana@example.gi from the newsletter", before: { email: "ana@example.gi" } });
    expect(await call("DELETE", `/admin/newsletter/subscribers/${ana.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Subscriber not found" } });
  });
});
