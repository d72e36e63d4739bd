import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openSqlite } from "../../api/db/database.js";
import { healthProbe, healthReport } from "../../api/modules/health/health.js";
import { createHealthRepository } from "../../api/modules/health/repository.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { readOutbox } from "../support/mail.js";
import { loginAs, loginAsAdmin, setupTestServer, startTestServer } from "../support/test-server.js";

const server = setupTestServer();

describe("health and errors", () => {
  it("reports the database status and dialect", async () => {
    const response = await server.api("/health");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(body.database).toEqual({ status: "ok", dialect: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite" });
  });

  it("answers the health check over HTTP with every answer's security headers, never kept", async () => {
    const response = await fetch(`${server.url}/api/v1/health?probe=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect((await response.json()).status).toBe("ok");
    // Only GET is the probe; other methods reach the API, which has no such route.
    expect((await fetch(`${server.url}/api/v1/health`, { method: "POST" })).status).toBe(404);
  });

  it("answers 503 'degraded' when the database does not answer", async () => {
    const database = openSqlite(path.join(os.tmpdir(), `health-${process.pid}-${Date.now()}.db`));
    if ("sqlite" in database.raw) database.raw.sqlite.close();
    const probe = http.createServer((req, res) => healthProbe(() => healthReport(createHealthRepository(database)), [["X-Content-Type-Options", "nosniff"]])(req, res) || res.writeHead(404).end());
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(probe.address() as AddressInfo).port}/api/v1/health`);
      expect(response.status).toBe(503);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.json()).toEqual({ status: "degraded", database: { status: "unavailable", dialect: "sqlite" } });
    } finally {
      probe.close();
    }
  });

  it("answers an unknown API path with a JSON 404 detail", async () => {
    const response = await server.api("/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ detail: "Not found" });
  });

  it("answers malformed JSON with a 400 detail, not a 500", async () => {
    const response = await server.api("/auth/login", { body: "{not json" });
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toBe("Malformed JSON body");
  });

  it("refuses to serve files outside the uploads folder", async () => {
    const response = await fetch(`${server.url}/api/v1/uploads/..%2fapp.db`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = await response.text();
    expect(body).not.toContain("SQLite format");
  });
});

describe("maintenance status", () => {
  it("answers exactly the fields of the specification, disabled by default", async () => {
    const response = await server.api("/admin/maintenance/status");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(
      ["contact_email", "is_maintenance_enabled", "message_en", "message_es", "scheduled_end", "show_countdown", "status_page_url"],
    );
    expect(body.is_maintenance_enabled).toBe(false);
  });

  it("can be switched only by an admin", async () => {
    const update = { is_maintenance_enabled: true };
    expect((await server.api("/admin/maintenance", { method: "PUT", body: update })).status).toBe(401);

    const user = await createUser(server.services.database);
    const userToken = await loginAs(server, user.email, user.password);
    const denied = await server.api("/admin/maintenance", { method: "PUT", body: update, token: userToken });
    expect(denied.status).toBe(403);
    expect((await denied.json()).detail).toBe("Admin access required");
    expect((await (await server.api("/admin/maintenance/status")).json()).is_maintenance_enabled).toBe(false);
  });

  it("stores an admin's update and validates it field by field", async () => {
    const token = await loginAsAdmin(server);
    const invalid = await server.api("/admin/maintenance", {
      method: "PUT",
      token,
      body: { is_maintenance_enabled: true, scheduled_end: "tomorrow", contact_email: "nope" },
    });
    expect(invalid.status).toBe(422);
    const errors = (await invalid.json()).errors as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field).sort()).toEqual(["contact_email", "scheduled_end"]);

    const end = new Date(Date.now() + 3_600_000).toISOString();
    const saved = await server.api("/admin/maintenance", {
      method: "PUT",
      token,
      body: { is_maintenance_enabled: true, show_countdown: true, scheduled_end: end, contact_email: "ops@gibmarket.gi" },
    });
    expect(saved.status).toBe(200);
    const status = await (await server.api("/admin/maintenance/status")).json();
    expect(status).toMatchObject({ is_maintenance_enabled: true, show_countdown: true, scheduled_end: end, contact_email: "ops@gibmarket.gi" });

    await server.api("/admin/maintenance", { method: "PUT", token, body: { is_maintenance_enabled: false } });
    expect((await (await server.api("/admin/maintenance/status")).json()).is_maintenance_enabled).toBe(false);
  });
});

describe("login, me and logout", () => {
  it("rejects invalid input with the specification's messages", async () => {
    const response = await server.api("/auth/login", { body: { email: "not-an-email", password: "123" } });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual([
      { field: "email", message: "Invalid email format" },
      { field: "password", message: "Password must be at least 6 characters long" },
    ]);
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const user = await createUser(server.services.database);
    const wrong = await server.api("/auth/login", { body: { email: user.email, password: "wrong-password" } });
    const unknown = await server.api("/auth/login", { body: { email: "nobody@test.gi", password: "wrong-password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ detail: "Login failed. Please check your credentials." });
    expect(await unknown.json()).toMatchObject({ detail: "Login failed. Please check your credentials." });
  });

  it("returns the user for a token and revokes it on logout", async () => {
    const user = await createUser(server.services.database, { first_name: "Aurora" });
    const token = await loginAs(server, user.email.toUpperCase(), user.password);
    const me = await server.api("/auth/me", { token });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({ email: user.email, first_name: "Aurora", is_superuser: false, is_verified: true });
    expect(body).not.toHaveProperty("password_hash");

    expect((await server.api("/auth/logout", { method: "POST", token })).status).toBe(204);
    const after = await server.api("/auth/me", { token });
    expect(after.status).toBe(401);
  });

  it("requires a token for /auth/me", async () => {
    const response = await server.api("/auth/me");
    expect(response.status).toBe(401);
    expect((await response.json()).detail).toBe("Authentication required");
  });

  it("counts a signed-in user's favourites and unread messages for the header", async () => {
    const user = await createUser(server.services.database);
    const token = await loginAs(server, user.email, user.password);
    const response = await server.api("/users/me/counts", { token });
    expect(await response.json()).toEqual({ favorites: 0, unread_messages: 0, favorite_news: 0 });
  });

  it("answers every page's header in one call: the signed-in user and their counts, and only to a signed-in user", async () => {
    const user = await createUser(server.services.database, { first_name: "Header" });
    const token = await loginAs(server, user.email, user.password);
    const me = await (await server.api("/auth/me", { token })).json();
    const saved = (await server.db.selectFrom("listings").select("id").where("status", "=", "published").limit(2).execute()).map((row) => row.id);
    for (const id of saved) expect((await server.api(`/favorites/${id}`, { token, method: "POST" })).status).toBeLessThan(300);
    const response = await server.api("/users/me/header", { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: me, counts: { favorites: 2, unread_messages: 0, favorite_news: 0 } });
    const refused = await server.api("/users/me/header");
    expect(refused.status).toBe(401);
    expect((await refused.json()).detail).toBe("Authentication required");
  });
});

describe("categories", () => {
  it("returns the seeded tree with bilingual names and counts that include subcategories", async () => {
    const response = await server.api("/categories");
    expect(response.status).toBe(200);
    const tree = (await response.json()) as Array<{ slug: string; name_en: string; name_es: string; listing_count: number; children: Array<{ listing_count: number }> }>;
    expect(tree.length).toBeGreaterThanOrEqual(8);
    const stored = await server.db.selectFrom("categories").select(["slug", "name_en", "name_es"]).execute();
    for (const category of tree) {
      expect(category).toMatchObject(stored.find((row) => row.slug === category.slug)!);
      const childTotal = category.children.reduce((sum, child) => sum + child.listing_count, 0);
      expect(category.listing_count).toBeGreaterThanOrEqual(childTotal);
    }
    expect(tree.reduce((sum, c) => sum + c.listing_count, 0)).toBeGreaterThanOrEqual(60);
  });

  it("finds a category by slug and answers 404 for an unknown one", async () => {
    const tree = (await (await server.api("/categories")).json()) as Array<{ slug: string; children: Array<{ slug: string }> }>;
    const child = tree.find((c) => c.children.length > 0)!.children[0];
    const found = await server.api(`/categories/${child.slug}`);
    expect(found.status).toBe(200);
    expect((await found.json()).slug).toBe(child.slug);
    const missing = await server.api("/categories/no-such-category");
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toBe("Category not found");
  });
});

describe("category tree and top-location count caches", () => {
  it("reuse the counts until a listing changes through the API", async () => {
    const cached = await startTestServer({ CACHE_SECONDS: "60" });
    try {
      const total = async () =>
        ((await (await cached.api("/categories")).json()) as Array<{ listing_count: number }>).reduce((sum, c) => sum + c.listing_count, 0);
      const db = cached.services.database.db;
      const location = await db.selectFrom("top_locations").select(["id", "slug"]).where("is_active", "=", 1).executeTakeFirstOrThrow();
      const atLocation = async () => ((await (await cached.api(`/top-locations/${location.slug}`)).json()) as { listings_count: number }).listings_count;
      const [before, beforeAtLocation] = [await total(), await atLocation()];
      const owner = await createUser(cached.services.database);
      const listing = await createListing(db, owner.id, "Written behind the API's back");
      await db.updateTable("listings").set({ status: "published", location_id: location.id }).where("id", "=", listing.id).execute();
      expect(await total()).toBe(before);
      expect(await atLocation()).toBe(beforeAtLocation);

      const token = await loginAs(cached, owner.email, owner.password);
      const edited = await cached.api(`/listings/${listing.id}`, { method: "PATCH", token, body: { title: "Edited through the API" } });
      expect(edited.status).toBe(200);
      expect(await total()).toBe(before + 1);
      expect(await atLocation()).toBe(beforeAtLocation + 1);
    } finally {
      await cached.stop();
    }
  });
});

const outboxFiles = readOutbox;

describe("contact form", () => {
  it("stores the message and e-mails it to support", async () => {
    const before = outboxFiles(server.dataDir).length;
    const response = await server.api("/contact", {
      body: { name: "Maria Olivero", email: "maria@example.gi", subject: "Advertising", message: "I would like to advertise my shop on the site." },
    });
    expect(response.status).toBe(201);
    const mails = outboxFiles(server.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.some((mail) => mail.includes("Advertising") && mail.includes("support@gibmarket.gi"))).toBe(true);
    const stored = await server.services.database.db.selectFrom("contact_messages").selectAll().where("email", "=", "maria@example.gi").execute();
    expect(stored).toHaveLength(1);
  });

  it("rejects a short message with a field error", async () => {
    const response = await server.api("/contact", { body: { name: "A", email: "a@example.gi", subject: "Hi", message: "short" } });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([{ field: "message", message: "Message must be at least 10 characters long" }]);
  });
});

describe("newsletter", () => {
  it("requires an e-mail", async () => {
    const response = await server.api("/newsletter/subscribe", { body: {} });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([{ field: "email", message: "Email is required" }]);
  });

  it("confirms a subscription through the e-mailed link, once", async () => {
    const response = await server.api("/newsletter/subscribe", { body: { email: "Reader@Example.gi", source: "footer" } });
    expect(response.status).toBe(201);
    const mail = outboxFiles(server.dataDir).find((m) => m.includes("To: reader@example.gi"));
    expect(mail).toBeDefined();
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mail!)?.[1];
    // 32 random bytes, base64url.
    expect(token).toMatch(/^[\w-]{43}$/);
    const confirmed = await server.api("/newsletter/confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: "reader@example.gi", status: "confirmed" });
    const again = await server.api("/newsletter/confirm", { body: { token } });
    expect(again.status).toBe(400);
  });
});

describe("refusals carry a stable code beside the readable detail", () => {
  it("a named refusal, a validation refusal, a missing session and an unknown route", async () => {
    expect(await server.call("GET", "/listings/999999999")).toMatchObject({ status: 404, body: { detail: "Listing not found", code: "listing_not_found" } });
    expect((await server.call("POST", "/auth/login", undefined, { email: "not-an-email" })).body).toMatchObject({ code: "invalid_input", errors: expect.any(Array) });
    expect((await server.call("GET", "/auth/me")).body).toMatchObject({ detail: "Authentication required", code: "unauthorized" });
    expect((await server.call("GET", "/no-such-route")).body).toMatchObject({ detail: "Not found", code: "not_found" });
  });
});
