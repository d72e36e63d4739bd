import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminCurrency } from "../../api/schemas/admin-currencies.js";
import type { MapSettings } from "../../api/schemas/admin-map.js";
import type { AdminSubscriber, SubscriberExport } from "../../api/schemas/admin-newsletter.js";
import { settingsFixtures } from "../support/admin-settings.js";
import { createUser } from "../support/factories.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

let user: string;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, lastAudit } = settingsFixtures(server);
beforeAll(async () => {
  const member = await createUser(server.services.database);
  user = await loginAs(server, member.email, member.password);
});

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
    area_south: 36.1,
    area_west: -5.4,
    area_north: 36.16,
    area_east: -5.33,
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
        area_south: 36.105,
        area_west: -5.375,
        area_north: 36.158,
        area_east: -5.332,
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
    [{ ...harbour, area_north: 36.1 }, "area_north", "The service area's north edge must be north of its south edge"],
    [{ ...harbour, area_east: -5.5 }, "area_east", "The service area's east edge must be east of its west edge"],
    [{ ...harbour, area_south: -91 }, "area_south", "Latitude must be a number between -90 and 90"],
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
