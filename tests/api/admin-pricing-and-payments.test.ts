import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { PaymentSettingsView } from "../../api/schemas/admin-payment.js";
import type { PromotionPlan } from "../../api/schemas/admin-pricing.js";
import { settingsFixtures } from "../support/admin-settings.js";
import { type ApiErrorBody, setupTestServer, startTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, lastAudit } = settingsFixtures(server);

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
