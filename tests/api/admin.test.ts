import { describe, expect, it } from "vitest";
import type { AdminDashboard, AdminPage, AuditEntry } from "../../api/schemas/admin.js";
import type { AdminUser } from "../../api/schemas/admin-users.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { lastMailTo, readOutbox } from "../support/mail.js";
import { ADMIN } from "../support/template.js";
import { type ApiErrorBody, loginAs, loginAsAdmin, setupTestServer, startTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

const lastAudit = async (entity: string, entityId: number) =>
  server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", String(entityId)).orderBy("id", "desc").executeTakeFirst();

const newAccount = { first_name: "Rosa", last_name: "Bautista", email: "", is_verified: true };
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.gi`;

describe("the back-office's role check", () => {
  it("answers 401 'Authentication required' without a token and 403 to a signed-in user", async () => {
    const user = await createUser(server.services.database);
    const token = await loginAs(server, user.email, user.password);
    expect(await call("GET", "/admin/users")).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
    expect(await call("GET", "/admin/users", token)).toMatchObject({ status: 403, body: { detail: "Admin access required" } });
    expect((await call("GET", "/admin/users", server.admin)).status).toBe(200);
  });
});

describe("admin users", () => {
  it("lists accounts newest first, filtered by role and searched by e-mail or name, with their listing counts", async () => {
    const seller = await createUser(server.services.database, { first_name: "Zebedee" });
    await createListing(server.db, seller.id, "Zebedee's bicycle");
    const byName = await call<AdminPage<AdminUser>>("GET", "/admin/users?search=zebedee", server.admin);
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((u) => u.email)).toEqual([seller.email]);
    expect(byName.body.items[0]).toMatchObject({ listings_count: 1, is_superuser: false, is_active: true });
    const admins = await call<AdminPage<AdminUser>>("GET", "/admin/users?is_superuser=true&per_page=100", server.admin);
    expect(admins.body.items.every((u) => u.is_superuser)).toBe(true);
    expect(admins.body.items.map((u) => u.email)).toContain(ADMIN.email);
    const paged = await call<AdminPage<AdminUser>>("GET", "/admin/users?per_page=1&page=2", server.admin);
    expect(paged.body).toMatchObject({ page: 2, per_page: 1, items: [expect.anything()] });
    expect(paged.body.pages).toBe(paged.body.total);
  });

  it("explains bad list queries instead of failing", async () => {
    const answer = await call<ErrorBody>("GET", "/admin/users?per_page=1000&is_active=maybe", server.admin);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: "per_page", message: "per_page must be at most 100" },
        { field: "is_active", message: "Use true or false" },
      ]),
    );
  });

  it("creates an account without a password and e-mails the new user a link to choose one; the log records it", async () => {
    const email = uniqueEmail("rosa");
    const created = await call<AdminUser>("POST", "/admin/users", server.admin, { ...newAccount, email: email.toUpperCase() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, is_verified: true, is_superuser: false, is_active: true });
    const stored = await server.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
    expect(lastMailTo(readOutbox(server.dataDir), email)).toContain("/reset-password?token=");
    const audit = await lastAudit("user", stored.id);
    expect(audit).toMatchObject({ action: "create", actor_email: ADMIN.email, before_json: null });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ email });
  });

  it("creates an account with a password that can sign in", async () => {
    const email = uniqueEmail("pepe");
    const created = await call<AdminUser>("POST", "/admin/users", server.admin, { ...newAccount, email, password: "chosen-password-1" });
    expect(created.status).toBe(201);
    expect(await loginAs(server, email, "chosen-password-1")).toMatch(/\S+/);
  });

  it("refuses a taken e-mail, short names and a business without its name, at their fields", async () => {
    const taken = await call<ErrorBody>("POST", "/admin/users", server.admin, { ...newAccount, email: ADMIN.email });
    expect(taken).toMatchObject({
      status: 409,
      body: { detail: "An account with this email already exists", errors: [{ field: "email", message: "An account with this email already exists" }] },
    });
    const bad = await call<ErrorBody>("POST", "/admin/users", server.admin, { first_name: "R", last_name: "B", email: "not-an-email", is_business: true, password: "short" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.field).sort()).toEqual(["business_name", "email", "first_name", "last_name", "password"]);
  });

  it("edits roles and flags with the record before and after in the log; a deactivated user cannot sign in", async () => {
    const user = await createUser(server.services.database);
    const edited = await call<AdminUser>("PUT", `/admin/users/${user.id}`, server.admin, {
      first_name: "Maria", last_name: "Olivero", email: user.email, is_superuser: false, is_verified: true, is_business: true,
      business_name: "Olivero Cakes", is_active: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ first_name: "Maria", is_business: true, business_name: "Olivero Cakes", is_active: false });
    const audit = await lastAudit("user", user.id);
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ first_name: "Test", is_active: true });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ first_name: "Maria", is_active: false });
    const login = await server.api("/auth/login", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(401);
  });

  it("keeps the last active superuser: not demoted, deactivated or deleted", async () => {
    const others = await server.db.selectFrom("users").select("id").where("is_superuser", "=", 1).where("email", "!=", ADMIN.email).execute();
    await server.db.updateTable("users").set({ is_superuser: 0 }).where("id", "in", others.length ? others.map((o) => o.id) : [0]).execute();
    const me = await server.db.selectFrom("users").selectAll().where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
    const demote = await call<ErrorBody>("PUT", `/admin/users/${me.id}`, server.admin, {
      first_name: me.first_name, last_name: me.last_name, email: me.email, is_superuser: false, is_verified: true, is_active: true,
    });
    expect(demote).toMatchObject({ status: 409, body: { detail: "The last superuser cannot be demoted, deactivated or deleted" } });
    // A second admin may delete the first, but not the last one standing.
    const second = await createUser(server.services.database, { is_superuser: true });
    const secondToken = await loginAs(server, second.email, second.password);
    expect((await call("DELETE", `/admin/users/${second.id}`, server.admin)).status).toBe(204);
    expect(await call<ErrorBody>("DELETE", `/admin/users/${me.id}`, server.admin)).toMatchObject({ status: 409, body: { detail: "You cannot delete your own account here" } });
    expect((await call("GET", "/admin/users", secondToken)).status).toBe(401);
    expect(await server.db.selectFrom("users").select("is_superuser").where("id", "=", me.id).executeTakeFirst()).toEqual({ is_superuser: 1 });
  });

  it("deletes a user with their listings, and answers 404 for unknown ids", async () => {
    const user = await createUser(server.services.database);
    const listing = await createListing(server.db, user.id, "Gone with its owner");
    expect((await call("DELETE", `/admin/users/${user.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("listings").select("id").where("id", "=", listing.id).executeTakeFirst()).toBeUndefined();
    expect((await lastAudit("user", user.id))?.action).toBe("delete");
    expect(await call("DELETE", `/admin/users/${user.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "User not found" } });
    expect(await call("GET", "/admin/users/abc", server.admin)).toMatchObject({ status: 404, body: { detail: "User not found" } });
  });

  it("sends a password link on request", async () => {
    const user = await createUser(server.services.database);
    expect(await call("POST", `/admin/users/${user.id}/password-link`, server.admin)).toMatchObject({ status: 200, body: { detail: "Password link sent" } });
    expect(lastMailTo(readOutbox(server.dataDir), user.email)).toContain("/reset-password?token=");
    expect((await lastAudit("user", user.id))?.action).toBe("password_link");
  });
});

describe("the admin dashboard and audit log", () => {
  it("counts what needs attention and draws the last 30 days day by day", async () => {
    const user = await createUser(server.services.database);
    await createListing(server.db, user.id, "Counted today");
    const { status, body } = await call<AdminDashboard>("GET", "/admin/dashboard", server.admin);
    expect(status).toBe(200);
    const users = await server.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(body.totals.users).toBe(Number(users.n));
    expect(body.series.new_listings).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.series.new_listings.at(-1)).toMatchObject({ day: today });
    expect(body.series.new_listings.at(-1)!.value).toBeGreaterThanOrEqual(1);
    expect(body.series.new_users.at(-1)!.value).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.totals.listings_by_status).sort()).toEqual(["draft", "expired", "published", "reserved", "sold"]);
  });

  it("keeps the listing figures until a listing changes, here or in another instance", async () => {
    const cached = await startTestServer({ CACHE_SECONDS: "60" });
    try {
      const admin = await loginAsAdmin(cached);
      const figures = async () => {
        const { totals, series } = (await (await cached.api("/admin/dashboard", { token: admin })).json()) as AdminDashboard;
        return { drafts: totals.listings_by_status.draft, today: series.new_listings.at(-1)!.value, users: totals.users };
      };
      const before = await figures();
      const owner = await createUser(cached.services.database);
      const behind = await createListing(cached.services.database.db, owner.id, "Written behind the API's back");
      await cached.services.database.db.updateTable("listings").set({ status: "draft" }).where("id", "=", behind.id).execute();
      // The listing figures are kept; the user count is read each time.
      expect(await figures()).toEqual({ ...before, users: before.users + 1 });

      cached.services.events.changedElsewhere();
      const seen = await figures();
      expect(seen).toEqual({ drafts: before.drafts + 1, today: before.today + 1, users: before.users + 1 });

      const another = await createListing(cached.services.database.db, owner.id, "Another, kept out until a listing changes through the API");
      await cached.services.database.db.updateTable("listings").set({ status: "draft" }).where("id", "=", another.id).execute();
      expect(await figures()).toEqual(seen);
      const token = await loginAs(cached, owner.email, owner.password);
      expect((await cached.call("PATCH", `/listings/${behind.id}`, token, { title: "Edited through the API" })).status).toBe(200);
      expect(await figures()).toEqual({ ...seen, drafts: seen.drafts + 1, today: seen.today + 1 });
    } finally {
      await cached.stop();
    }
  });

  it("lists changes newest first, by record and by text, without secrets", async () => {
    const actor = await server.db.selectFrom("users").select(["id", "email"]).where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
    await server.services.audit.record(actor, { action: "update", entity: "settings", entity_id: "payment", summary: "Payment keys", after: { secret_key: "sk_live_123", mode: "live" } });
    const page = await call<AdminPage<AuditEntry>>("GET", "/admin/audit-log?entity=settings&search=payment", server.admin);
    expect(page.status).toBe(200);
    expect(page.body.items[0]).toMatchObject({ action: "update", entity_id: "payment", after: { secret_key: "[redacted]", mode: "live" } });
    const all = await call<AdminPage<AuditEntry>>("GET", "/admin/audit-log", server.admin);
    const times = all.body.items.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
