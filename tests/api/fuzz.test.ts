import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../api/app.js";
import { createUser } from "../support/factories.js";
import { documentedStatuses, routesOf } from "../../api/lib/openapi.js";
import { ADMIN } from "../support/template.js";
import { loginAs, loginAsAdmin, postForm, setupTestServer } from "../support/test-server.js";
import { decodeSingleFetch } from "../support/page-data.js";

/**
 * Generated bad input thrown at every /api/v1 route and every page action, as a visitor, a user
 * and an admin: nothing may answer 5xx, and a refused request (4xx) may change no stored data.
 * FUZZ_SEED replays a run (fast-check prints the seed and the smallest failing request);
 * FUZZ_RUNS sets the requests per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Routes that call a third party answer 502 when it is down (none is reachable here), by design.
const PROVIDER_DOWN = new Set(["POST /admin/weather/refresh"]);
// Data a refused request may still change: counters of attempts, sessions, view and click counts.
const VOLATILE = new Set(["rate_limits", "sessions", "auth_tokens", "listing_views", "banner_daily_stats", "kysely_migration", "kysely_migration_lock"]);

let tokens: Record<"visitor" | "user" | "admin", string | undefined>;
let cookies: Record<"visitor" | "user" | "admin", string | undefined>;
let tables: string[] = [];
let slugs: { listing: string; place: string; category: string; location: string; listingId: number; roomId: number };

/** A fingerprint of what is stored: each table's row count. */
async function stored(): Promise<string> {
  const db = server.services.database.db;
  const parts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
      return `${table}:${rows[0]?.n}`;
    }),
  );
  return parts.join(" ");
}

async function tableNames(): Promise<string[]> {
  const db = server.services.database.db;
  const names =
    server.services.database.dialect === "postgres"
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'search_%'`.execute(db)).rows;
  return names.map((row) => row.name).filter((name) => !VOLATILE.has(name) && !name.startsWith("search_"));
}

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" }, withPages: true });
beforeAll(async () => {
  tables = await tableNames();
  const user = await createUser(server.services.database);
  tokens = { visitor: undefined, user: await loginAs(server, user.email, user.password), admin: await loginAsAdmin(server) };
  const signIn = async (email: string, password: string) =>
    (await postForm(server, "/auth", { intent: "login", email, password })).headers.get("set-cookie")?.split(";")[0];
  cookies = { visitor: undefined, user: await signIn(user.email, user.password), admin: await signIn(ADMIN.email, ADMIN.password) };
  const db = server.services.database.db;
  const listing = await db.selectFrom("listings").select(["id", "slug"]).where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
  const place = await db.selectFrom("places").select("slug").orderBy("id").executeTakeFirstOrThrow();
  const category = await db.selectFrom("categories").select("slug").orderBy("id").executeTakeFirstOrThrow();
  const location = await db.selectFrom("top_locations").select("slug").orderBy("id").executeTakeFirstOrThrow();
  slugs = { listing: listing.slug, place: place.slug, category: category.slug, location: location.slug, listingId: listing.id, roomId: 1 };
});

// ---- What is generated ----

const role = fc.constantFrom("visitor" as const, "user" as const, "admin" as const);
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "9007199254740993", "../../etc/passwd", "%00", "<script>alert(1)</script>", "' or 1=1 --", "\u0000", "🏠", "null", "true", "[]", "{}"),
);
const fieldName = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "id", "title", "email", "password", "name", "q", "page", "limit", "offset", "per_page", "status", "category_id", "price_gbp", "rating", "message", "intent", "listing_id", "sort_by", "language", "is_superuser", "role"),
  fc.string({ maxLength: 12 }),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const jsonBody = fc.oneof(fc.dictionary(fieldName, fc.oneof(jsonValue, hostileText), { maxKeys: 8 }), jsonValue);
const query = fc
  .array(fc.tuple(fc.oneof(fieldName, fieldName.map((name) => `${name}[]`), fieldName.map((name) => `${name}[x]`)), hostileText), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const param = fc.oneof(hostileText.filter((text) => text.length > 0), fc.integer({ min: -5, max: 3000 }).map(String), fc.constantFrom("999999999999", "1.5", "0x10"));
/** A multipart body, well-formed or cut short or garbled. */
const multipart = fc
  .tuple(
    fc.array(fc.tuple(fieldName, fc.oneof(hostileText, fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString("latin1")))), { maxLength: 4 }),
    fc.constantFrom("whole", "cut", "no-end", "bad-boundary"),
  )
  .map(([parts, shape]) => {
    const boundary = "fuzzboundary";
    let body = parts.map(([name, value], i) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"${i % 2 ? '; filename="x.jpg"\r\nContent-Type: image/jpeg' : ""}\r\n\r\n${value}\r\n`).join("");
    if (shape === "whole") body += `--${boundary}--\r\n`;
    if (shape === "cut") body = body.slice(0, Math.max(0, body.length - 7));
    return { contentType: shape === "bad-boundary" ? "multipart/form-data; boundary=" : `multipart/form-data; boundary=${boundary}`, body };
  });
const body = fc.oneof(
  jsonBody.map((value) => ({ contentType: "application/json", body: JSON.stringify(value) })),
  fc.constantFrom({ contentType: "application/json", body: "{" }, { contentType: "application/json", body: "" }, { contentType: "text/plain", body: "hello" }),
  multipart,
  fc.array(fc.tuple(fieldName, hostileText), { maxLength: 6 }).map((pairs) => ({ contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(pairs).toString() })),
);

/** A route's path with each `:param` filled with a real value or generated junk. */
function filled(route: string, values: string[]): string {
  let i = 0;
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const junk = values[i++ % values.length] ?? "x";
    const real: Record<string, string> = { slug: slugs.listing, slugOrId: slugs.listing, categorySlug: slugs.category, id: String(slugs.listingId), roomId: String(slugs.roomId) };
    return encodeURIComponent(i % 2 && real[name] ? real[name]! : junk);
  });
}

type Sent = { status: number; text: string };

async function expectHarmless(label: string, send: () => Promise<Sent>) {
  const before = await stored();
  const { status, text } = await send();
  if (status >= 500 && !PROVIDER_DOWN.has(label)) throw new Error(`${label} answered ${status}: ${text.slice(0, 300)}`);
  if (status >= 400 && status < 500) {
    const after = await stored();
    if (after !== before) throw new Error(`${label} answered ${status} but changed stored data:\n${before}\n${after}`);
  }
}

// ---- The runs ----

describe("a body that is not a form, posted to a page action", () => {
  const broken = [
    { contentType: "multipart/form-data; boundary=x", body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMaria' },
    { contentType: "multipart/form-data", body: "no boundary at all" },
    { contentType: "multipart/form-data; boundary=zz", body: "--zz\r\nbroken" },
    { contentType: "application/json", body: '{"name":"Maria"}' },
    { contentType: "text/plain", body: "" },
  ];

  it.each(["/contact", "/auth", "/newsletter/subscribe", "/listings/wizard"])("%s answers 400 with a clear message, and nothing is stored", async (page) => {
    const before = await stored();
    for (const { contentType, body } of broken) {
      const response = await fetch(`${server.url}${page}`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": contentType, ...(cookies.user ? { Cookie: cookies.user } : {}) },
        body,
        redirect: "manual",
      });
      expect(response.status, `${contentType} ${body}`).toBe(400);
      expect(await response.text()).toContain("The form could not be read. Please send it again.");
    }
    expect(await stored()).toBe(before);
  });

  it("answers a script's post (single fetch: .data) with the message, as an error the page shows", async () => {
    const response = await fetch(`${server.url}/contact.data`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
    });
    expect(response.status).toBe(400);
    expect(await decodeSingleFetch(response.body!)).toMatchObject({ error: { status: 400, data: { detail: "The form could not be read. Please send it again." } } });
  });
});

describe("generated bad input", () => {
  it("never makes an /api/v1 route answer 5xx or a status its contract does not list, nor a refused request change stored data", { timeout: 300_000 }, async () => {
    const endpoints = routesOf(createApiApp(server.services));
    expect(endpoints.length).toBeGreaterThan(100);
    const undocumented = new Set<string>();
    for (const endpoint of endpoints) {
      const label = `${endpoint.method} ${endpoint.path}`;
      await fc.assert(
        fc.asyncProperty(role, fc.array(param, { minLength: 1, maxLength: 3 }), query, body, async (who, params, search, payload) => {
          await expectHarmless(label, async () => {
            const headers: Record<string, string> = { Accept: "application/json" };
            if (tokens[who]) headers.Authorization = `Bearer ${tokens[who]}`;
            const withBody = endpoint.method !== "GET" && endpoint.method !== "HEAD";
            if (withBody) headers["Content-Type"] = payload.contentType;
            const response = await fetch(`${server.url}/api/v1${filled(endpoint.path, params)}?${search}`, {
              method: endpoint.method,
              headers,
              body: withBody ? payload.body : undefined,
              redirect: "manual",
            });
            if (!documentedStatuses(endpoint.method, endpoint.doc!).includes(response.status)) undocumented.add(`${label} → ${response.status}`);
            return { status: response.status, text: await response.text() };
          });
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect([...undocumented]).toEqual([]);
  });

  it("never makes a page action answer 5xx, nor a refused post change stored data", { timeout: 300_000 }, async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    const pathOf = (id: string): string => {
      const route = build.routes[id]!;
      const parent = route.parentId ? pathOf(route.parentId) : "";
      return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
    };
    const actions = Object.values(build.routes)
      .filter((route) => route.module.action && route.path !== "*")
      .map((route) => `${pathOf(route.id) || "/"}${route.index ? "?index" : ""}`);
    expect(actions.length).toBeGreaterThan(20);
    for (const action of actions) {
      await fc.assert(
        fc.asyncProperty(role, fc.array(param, { minLength: 1, maxLength: 3 }), body, async (who, params, payload) => {
          await expectHarmless(`POST ${action}`, async () => {
            const headers: Record<string, string> = { Origin: server.url, "Content-Type": payload.contentType };
            if (cookies[who]) headers.Cookie = cookies[who]!;
            const response = await fetch(`${server.url}${filled(action, params)}`, { method: "POST", headers, body: payload.body, redirect: "manual" });
            return { status: response.status, text: await response.text() };
          });
        }),
        { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
      );
    }
  });
});
