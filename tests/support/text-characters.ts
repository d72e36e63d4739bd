import { sql } from "kysely";
import { beforeAll, expect } from "vitest";
import { createUser } from "./factories.js";
import { type FileTestServer, loginAs } from "./test-server.js";

export type TextUser = { id: number; token: string };
export type TextRecords = { listing: number; draft: number; room: number; report: number; cars: number };

/**
 * The records the text tests write to, made before the file's tests run: a signed-in user, a
 * published listing of someone else, a draft of the user's in Cars, a chat room about the listing
 * and a report of it.
 */
export function textFixtures(server: FileTestServer) {
  const user: TextUser = { id: 0, token: "" };
  const ids: TextRecords = { listing: 0, draft: 0, room: 0, report: 0, cars: 0 };

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

  beforeAll(async () => {
    const created = await createUser(server.services.database);
    Object.assign(user, { id: created.id, token: await loginAs(server, created.email, created.password) });
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
    Object.assign(ids, { listing: listing.id, draft: draft.body.id, room: room.body.id, report: report.body.id, cars });
  });

  async function freshUser() {
    const created = await createUser(server.services.database);
    return { id: created.id, token: await loginAs(server, created.email, created.password) };
  }

  return { user, ids, rowCounts, freshUser };
}

export type TextCase = {
  /** A request that succeeds as it is; `field` is set to text with a refused character. */
  method: string;
  path: () => string;
  token: () => string | undefined;
  body: () => Record<string, unknown>;
  field: string;
  /** For an update: what is stored now, which a refused request must leave as it is. */
  stored?: () => Promise<unknown>;
};

/** Every write of user text, as a request that succeeds as it is. */
export function refusalCases(server: FileTestServer, user: TextUser, ids: TextRecords): Record<string, TextCase> {
  const asUser = () => user.token;
  const asAdmin = () => server.admin;
  const unique = (word: string) => `${word} ${Math.random().toString(36).slice(2, 8)}`;

  return {
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
}
