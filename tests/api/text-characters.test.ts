import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { TEXT_CHARACTERS_MESSAGE } from "../../api/schemas/constants.js";
import type { BulkReport } from "../../api/schemas/bulk-listings.js";
import { createUser } from "../support/factories.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

/**
 * Every user text field refuses C0 controls (U+0000) and bidi overrides (U+202E, which shows
 * "gpj.exe" as "exe.jpg"), field by field and storing nothing; long text keeps its line breaks
 * and tabs.
 */

let user: { id: number; token: string };
let ids: { listing: number; draft: number; room: number; report: number; cars: number };

// Data a refused request may still change: attempt counters and sessions.
const VOLATILE = new Set(["rate_limits", "sessions", "auth_tokens", "audit_log", "kysely_migration", "kysely_migration_lock"]);

/** Each table's row count: a refused create must not add a row anywhere. */
async function rowCounts(): Promise<string> {
  const names =
    server.services.database.dialect === "postgres"
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            server.db,
          )
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
            server.db,
          )
        ).rows;
  const tables = names.map((row) => row.name).filter((name) => !VOLATILE.has(name) && !name.startsWith("search_"));
  const counts = await Promise.all(
    tables
      .sort()
      .map(
        async (table) =>
          `${table}:${(await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(server.db)).rows[0]?.n}`,
      ),
  );
  return counts.join(" ");
}

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" }, admin: true });
beforeAll(async () => {
  const created = await createUser(server.services.database);
  user = { id: created.id, token: await loginAs(server, created.email, created.password) };
  const listing = await server.db
    .selectFrom("listings")
    .select("id")
    .where("status", "=", "published")
    .where("user_id", "!=", created.id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const cars = (await server.db.selectFrom("categories").select("id").where("slug", "=", "cars").executeTakeFirstOrThrow()).id;
  const draft = await server.call<{ id: number }>("POST", "/listings", user.token, {
    category_id: cars,
    title: "A draft to edit",
  });
  const room = await server.call<{ id: number }>("POST", "/chat/rooms", user.token, { listing_id: listing.id });
  const report = await server.call<{ id: number }>("POST", `/listings/${listing.id}/report`, user.token, { reason: "spam" });
  expect([draft.status, room.status, report.status]).toEqual([201, 201, 201]);
  ids = { listing: listing.id, draft: draft.body.id, room: room.body.id, report: report.body.id, cars };
});

type Case = {
  /** A request that succeeds as it is; `field` is set to text with a refused character. */
  method: string;
  path: () => string;
  token: () => string | undefined;
  body: () => Record<string, unknown>;
  field: string;
  /** For an update: what is stored now, which a refused request must leave as it is. */
  stored?: () => Promise<unknown>;
};

const asUser = () => user.token;
const asAdmin = () => server.admin;
const unique = (word: string) => `${word} ${Math.random().toString(36).slice(2, 8)}`;

const CASES: Record<string, Case> = {
  "sign-up": {
    method: "POST",
    path: () => "/auth/register",
    token: () => undefined,
    field: "first_name",
    body: () => ({
      first_name: "Maria",
      last_name: "Olivero",
      email: `${unique("m").replace(" ", "")}@test.gi`,
      phone: "200 12345",
      password: "a-long-password",
      terms_accepted: true,
    }),
  },
  profile: {
    method: "PUT",
    path: () => "/users/me",
    token: asUser,
    field: "last_name",
    body: () => ({
      first_name: "Test",
      last_name: "User",
      phone: "+350 200 11111",
      is_business: true,
      business_name: "Rock Motors",
    }),
    stored: () =>
      server.db.selectFrom("users").select(["first_name", "last_name", "business_name"]).where("id", "=", user.id).executeTakeFirst(),
  },
  "business name": {
    method: "PUT",
    path: () => "/users/me",
    token: asUser,
    field: "business_name",
    body: () => ({
      first_name: "Test",
      last_name: "User",
      phone: "+350 200 11111",
      is_business: true,
      business_name: "Rock Motors",
    }),
    stored: () => server.db.selectFrom("users").select(["business_name"]).where("id", "=", user.id).executeTakeFirst(),
  },
  "a new listing": {
    method: "POST",
    path: () => "/listings",
    token: asUser,
    field: "title",
    body: () => ({
      category_id: ids.cars,
      title: "Blue bike for sale",
      description: "A blue bike in very good condition, barely used.",
    }),
  },
  "a listing's edit (the wizard's steps)": {
    method: "PATCH",
    path: () => `/listings/${ids.draft}`,
    token: asUser,
    field: "address",
    body: () => ({ title: "A draft to edit", address: "12 Irish Town", wizard_step: "location" }),
    stored: () =>
      server.db.selectFrom("listings").select(["title", "address", "wizard_step"]).where("id", "=", ids.draft).executeTakeFirst(),
  },
  "a listing's report": {
    method: "POST",
    path: () => `/listings/${ids.listing}/report`,
    token: asUser,
    field: "description",
    body: () => ({ reason: "other", description: "The photos are of another car." }),
  },
  "a review": {
    method: "POST",
    path: () => "/reviews",
    token: asUser,
    field: "title",
    body: () => ({ listing_id: ids.listing, rating: 4, title: "Honest seller", comment: "Everything as described." }),
  },
  "a chat message": {
    method: "POST",
    path: () => `/chat/rooms/${ids.room}/messages`,
    token: asUser,
    field: "message",
    body: () => ({ message: "Is it still available?" }),
  },
  "a chat report": {
    method: "POST",
    path: () => `/chat/rooms/${ids.room}/report`,
    token: asUser,
    field: "description",
    body: () => ({ reason: "other", description: "Asked me to pay outside the site." }),
  },
  "a place": {
    method: "POST",
    path: () => "/places",
    token: asUser,
    field: "name",
    body: () => ({
      name: "Rock Bottom Bistro",
      category: "restaurants-and-cafes",
      description_en: "Tapas and grilled fish below the Rock.",
      opening_hours: "Mon–Sat 12:00–23:00",
    }),
  },
  "the contact form": {
    method: "POST",
    path: () => "/contact",
    token: () => undefined,
    field: "subject",
    body: () => ({ name: "Maria", email: "maria@test.gi", subject: "A question", message: "How do I promote my listing?" }),
  },
  "the newsletter": {
    method: "POST",
    path: () => "/newsletter/subscribe",
    token: () => undefined,
    field: "source",
    body: () => ({ email: `${unique("n").replace(" ", "")}@test.gi`, source: "footer" }),
  },
  "a saved search": {
    method: "POST",
    path: () => "/saved-searches",
    token: asUser,
    field: "name",
    body: () => ({ name: "Bikes", query: "?q=bikes" }),
  },
  "a category": {
    method: "POST",
    path: () => "/admin/categories",
    token: asAdmin,
    field: "name_en",
    body: () => ({ name_en: unique("Kayaks"), name_es: "Kayaks", description_en: "Sea kayaks and paddles." }),
  },
  "a dynamic field": {
    method: "POST",
    path: () => "/admin/dynamic-fields",
    token: asAdmin,
    field: "label_es",
    body: () => ({
      field_name: `hull_${Math.random().toString(36).slice(2, 8)}`,
      label_en: "Hull",
      label_es: "Casco",
      data_type: "STRING",
      display_type: "TEXT",
    }),
  },
  "a field group": {
    method: "POST",
    path: () => "/admin/field-groups",
    token: asAdmin,
    field: "name_en",
    body: () => ({ name_en: unique("Engine"), name_es: "Motor" }),
  },
  "a listing type": {
    method: "POST",
    path: () => "/admin/listing-types",
    token: asAdmin,
    field: "name_es",
    body: () => ({ name_en: unique("Swap"), name_es: "Intercambio" }),
  },
  "a banner": {
    method: "POST",
    path: () => "/admin/banners",
    token: asAdmin,
    field: "name",
    body: () => ({ name: "Spring sale", banner_type: "HTML", position: "SIDEBAR", html_content_en: "<p>Spring sale</p>" }),
  },
  "a place category": {
    method: "POST",
    path: () => "/admin/place-categories",
    token: asAdmin,
    field: "name_es",
    body: () => ({ slug: `bays-${Math.random().toString(36).slice(2, 8)}`, name_en: "Bays", name_es: "Bahías" }),
  },
  "a top location": {
    method: "POST",
    path: () => "/admin/top-locations",
    token: asAdmin,
    field: "name",
    body: () => ({
      slug: `camp-bay-${Math.random().toString(36).slice(2, 8)}`,
      name: "Camp Bay",
      description: "A sheltered bay.",
      location_type: "city",
    }),
  },
  "an account (back-office)": {
    method: "POST",
    path: () => "/admin/users",
    token: asAdmin,
    field: "first_name",
    body: () => ({ first_name: "Rosa", last_name: "Bossino", email: `${unique("r").replace(" ", "")}@test.gi` }),
  },
  "a currency": {
    method: "POST",
    path: () => "/admin/currencies",
    token: asAdmin,
    field: "name",
    body: () => ({ code: "CHF", symbol: "Fr", name: "Swiss franc", rate_from_gbp: 1.125 }),
  },
  "a promotion plan": {
    method: "POST",
    path: () => "/admin/promotion-plans",
    token: asAdmin,
    field: "name_en",
    body: () => ({
      name_en: "Top spot",
      name_es: "Primer puesto",
      description_en: "Arriba.",
      flag: "top",
      days: 3,
      price_gbp: 4.99,
      price_eur: 5.95,
    }),
  },
  "the map settings": {
    method: "PUT",
    path: () => "/admin/map-settings",
    token: asAdmin,
    field: "attribution",
    body: () => ({
      tile_url: "https://tile.example.gi/{z}/{x}/{y}.png",
      attribution: "&copy; Map makers",
      default_latitude: 36.14,
      default_longitude: -5.35,
      default_zoom: 14,
    }),
    stored: async () => (await server.call("GET", "/settings/map")).body,
  },
  "the payment settings": {
    method: "PUT",
    path: () => "/admin/payment-settings",
    token: asAdmin,
    field: "publishable_key",
    body: () => ({ mode: "test", publishable_key: "pk_test_12345678" }),
    stored: async () => (await server.call("GET", "/admin/payment-settings", server.admin)).body,
  },
  "the maintenance message": {
    method: "PUT",
    path: () => "/admin/maintenance",
    token: asAdmin,
    field: "message_en",
    body: () => ({ is_maintenance_enabled: false, message_en: "Back soon", message_es: "Volvemos pronto" }),
    stored: async () => (await server.call("GET", "/admin/maintenance/status", server.admin)).body,
  },
  "a moderation note": {
    method: "POST",
    path: () => `/admin/moderation/listing-reports/${ids.report}/dismiss`,
    token: asAdmin,
    field: "note",
    body: () => ({ note: "Not spam" }),
    stored: () =>
      server.db.selectFrom("listing_reports").select(["status", "resolution_note"]).where("id", "=", ids.report).executeTakeFirst(),
  },
  "a moderation reason": {
    method: "POST",
    path: () => `/admin/moderation/listings/${ids.listing}/hide`,
    token: asAdmin,
    field: "reason",
    body: () => ({ reason: "Photos of another car" }),
    stored: () => server.db.selectFrom("listings").select("status").where("id", "=", ids.listing).executeTakeFirst(),
  },
};

const REFUSED = { "U+0000": "\u0000", "U+202E": "\u202E" };

describe("user text with control or bidi override characters", () => {
  for (const [name, test] of Object.entries(CASES)) {
    it(`is refused in ${name} (${test.field}), with the field's error, storing nothing`, async () => {
      for (const [label, character] of Object.entries(REFUSED)) {
        const counts = await rowCounts();
        const before = await test.stored?.();
        const body = test.body();
        body[test.field] = `${String(body[test.field])}${character}gpj.exe`;
        const answer = await server.call<ApiErrorBody & { code: string }>(test.method, test.path(), test.token(), body);
        expect(answer.status, label).toBe(422);
        expect(answer.body.code).toBe("invalid_input");
        expect(answer.body.errors, label).toContainEqual({ field: test.field, message: TEXT_CHARACTERS_MESSAGE });
        expect(await rowCounts(), label).toBe(counts);
        if (test.stored) expect(await test.stored(), label).toEqual(before);
      }
    });
  }

  it("is refused in a bulk import's rows, which import nothing", async () => {
    const seller = await createUser(server.services.database);
    await server.db.updateTable("users").set({ is_business: 1, business_name: "Rock Motors" }).where("id", "=", seller.id).execute();
    const token = await loginAs(server, seller.email, seller.password);
    const csv = [
      "external_ref,title,description,price_gbp,model",
      `ref-1,Ford Fiesta\u202Eexe,A small car with one owner and a full service history.,4000,Fiesta`,
      `ref\u00002,Ford Focus,A family car with one owner and a full service history.,6000,Focus`,
      `ref-3,Ford Puma,A crossover with one owner and a full service history.,9000,Pu\u202Ema`,
    ].join("\r\n");
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "listings.csv");
    const response = await fetch(`${server.url}/api/v1/listings/bulk?category_id=${ids.cars}&dry_run=false&mode=draft`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const report = (await response.json()) as BulkReport;
    expect(report.imported).toBe(false);
    expect(report.rows.map((row) => row.errors)).toEqual([
      [{ field: "title", message: TEXT_CHARACTERS_MESSAGE }],
      [{ field: "external_ref", message: TEXT_CHARACTERS_MESSAGE }],
      [{ field: "field_values.model", message: TEXT_CHARACTERS_MESSAGE }],
    ]);
    expect(await server.db.selectFrom("listings").select("id").where("user_id", "=", seller.id).execute()).toEqual([]);
  });

  it("makes a banner's link malformed, with the link's own message", async () => {
    const answer = await server.call<ApiErrorBody>("POST", "/admin/banners", server.admin, {
      name: "Spring sale",
      banner_type: "IMAGE",
      position: "SIDEBAR",
      image_url: "/uploads/a.png",
      link_url: "https://shop.example.gi/\u202Efdp.exe",
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: "link_url", message: "Enter the link as https://… or as a path on this site (/…)" },
    ]);
  });

  it("is dropped from a search rather than refused", async () => {
    const answer = await server.call<{ results: unknown[] }>("GET", `/search?q=${encodeURIComponent("bi\u202Eke\u0000")}`);
    expect(answer.status).toBe(200);
    expect((await server.call("GET", `/search/quick?q=${encodeURIComponent("\u202Eca")}`)).status).toBe(200);
  });
});

describe("long text", () => {
  const TEXT = "First line\r\nsecond line\n\n\tindented line";

  it("keeps its line breaks and tabs in a listing's description, a review, a chat message, a place, a report and a banner", async () => {
    const listing = await server.call<{ id: number; description: string }>("PATCH", `/listings/${ids.draft}`, user.token, {
      description: TEXT,
    });
    expect(listing.status).toBe(200);
    expect(listing.body.description).toBe(TEXT);

    const review = await server.call<{ comment: string }>("POST", "/reviews", (await freshUser()).token, {
      listing_id: ids.listing,
      rating: 5,
      comment: TEXT,
    });
    expect(review.status).toBe(201);
    expect(review.body.comment).toBe(TEXT);

    const message = await server.call<{ message: string }>("POST", `/chat/rooms/${ids.room}/messages`, user.token, {
      message: TEXT,
    });
    expect(message.status).toBe(201);
    expect(message.body.message).toBe(TEXT);

    const place = await server.call<{ description_en: string; opening_hours: string }>("POST", "/places", user.token, {
      name: "Rock Top Café",
      category: "restaurants-and-cafes",
      description_en: TEXT,
      opening_hours: "Mon–Fri 9–17\nSat 10–14",
    });
    expect(place.status).toBe(201);
    expect(place.body).toMatchObject({ description_en: TEXT, opening_hours: "Mon–Fri 9–17\nSat 10–14" });

    const report = await server.call<{ id: number }>("POST", `/chat/rooms/${ids.room}/report`, user.token, {
      reason: "other",
      description: TEXT,
    });
    expect(report.status).toBe(201);
    expect(
      (await server.db.selectFrom("chat_reports").select("description").where("id", "=", report.body.id).executeTakeFirstOrThrow())
        .description,
    ).toBe(TEXT);

    const banner = await server.call<{ html_content_en: string }>("POST", "/admin/banners", server.admin, {
      name: "Lines",
      banner_type: "HTML",
      position: "SIDEBAR",
      html_content_en: "<p>One</p>\n\t<p>Two</p>",
    });
    expect(banner.status).toBe(201);
    expect(banner.body.html_content_en).toBe("<p>One</p>\n\t<p>Two</p>");
  });

  it("still refuses a line break in one-line text", async () => {
    const answer = await server.call<ApiErrorBody>("PATCH", `/listings/${ids.draft}`, user.token, { title: "Two\nlines" });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field: "title", message: TEXT_CHARACTERS_MESSAGE });
  });
});

async function freshUser() {
  const created = await createUser(server.services.database);
  return { id: created.id, token: await loginAs(server, created.email, created.password) };
}
