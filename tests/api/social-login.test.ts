import fs from "node:fs";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../api/config.js";
import { type RunningServer, startServer } from "../../server.js";
import { createUser } from "../support/factories.js";
import { ADMIN, freshDataDir, freshPostgresDatabase } from "../support/template.js";

/**
 * Social sign-in end to end through the BFF: POST /auth/:provider → the provider's /authorize →
 * our callback → API /auth/social/:provider (which asks the provider's /userinfo) → signed in.
 * A local OAuth2 server plays both Google and Facebook.
 */

type Userinfo = { status: number; body: Record<string, unknown> };
/** The form of the OAuth state (remix-auth-oauth2) and of the provider's authorization codes: a random UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let provider: OAuth2Server;
let running: RunningServer;
let app: string;
let dataDir: string;
let pg: { url: string; drop(): Promise<void> } | null = null;
const previousEnv = new Map<string, string | undefined>();

/** What the provider's /userinfo answers next (set by each test). */
let userinfo: Userinfo = { status: 200, body: {} };
/** Access tokens the provider's /token handed out, and what /userinfo was asked with. */
const issuedTokens: string[] = [];
const userinfoCalls: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeResponse", (response: { body: unknown; statusCode: number }) => {
    const token = (response.body as { access_token?: unknown }).access_token;
    if (response.statusCode === 200 && typeof token === "string") issuedTokens.push(token);
  });
  provider.service.on("beforeUserinfo", (response: { body: unknown; statusCode: number }, req: { url?: string; headers: Record<string, unknown> }) => {
    userinfoCalls.push({ url: req.url ?? "", authorization: req.headers.authorization as string | undefined });
    response.statusCode = userinfo.status;
    response.body = userinfo.body;
  });
  const issuer = provider.issuer.url!;

  dataDir = await freshDataDir("social-login");
  pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const env = {
    NODE_ENV: "test" as const,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    GOOGLE_CLIENT_ID: "google-client-id",
    GOOGLE_CLIENT_SECRET: "google-client-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    FACEBOOK_CLIENT_ID: "facebook-client-id",
    FACEBOOK_CLIENT_SECRET: "facebook-client-secret",
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo?fields=id,email,first_name,last_name`,
  };
  // The Remix build reads process.env once, when it is first imported (inside startServer).
  for (const [key, value] of Object.entries(env)) {
    previousEnv.set(key, process.env[key]);
    process.env[key] = value;
  }
  for (const key of ["APP_URL", "API_URL"]) {
    previousEnv.set(key, process.env[key]);
    delete process.env[key];
  }
  running = await startServer(loadConfig(env));
  app = running.url;
});

afterAll(async () => {
  await running?.close();
  await provider?.stop();
  await pg?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  for (const [key, value] of previousEnv) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

beforeEach(() => {
  userinfo = { status: 200, body: {} };
  issuedTokens.length = 0;
  userinfoCalls.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A browser of one: follows nothing by itself and keeps the app's cookies. */
class Browser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string | URL, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    const target = new URL(url);
    const toApp = target.origin === new URL(app).origin;
    const headers = new Headers(init.headers);
    if (toApp && this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(target, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
    if (toApp) this.store(response);
    return response;
  }

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attribute) => {
        const [key, val = ""] = attribute.split("=");
        if (key.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const location = (response: Response) => response.headers.get("location");
const sessionCookieSet = (response: Response) => response.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="));

/**
 * The provider's half of the dance: POST /auth/:name (as the sign-in button does), then the
 * provider's /authorize, which sends the browser back to our callback with a code and the state.
 * Returns the callback URL, not yet visited.
 */
async function startSignIn(browser: Browser, name: "google" | "facebook"): Promise<URL> {
  const start = await browser.fetch(`${app}/auth/${name}`, {
    method: "POST",
    headers: { Origin: app, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(start.status).toBe(302);
  const authorize = new URL(location(start)!);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer.url}/authorize`);
  expect(authorize.searchParams.get("client_id")).toBe(`${name}-client-id`);
  expect(authorize.searchParams.get("response_type")).toBe("code");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${app}/auth/${name}/callback`);
  const state = authorize.searchParams.get("state");
  expect(state).toMatch(UUID);
  // The state is kept in the session cookie to be checked on the way back.
  expect(browser.cookies.has("__session")).toBe(true);

  const consent = await browser.fetch(authorize);
  expect(consent.status).toBe(302);
  const callback = new URL(location(consent)!);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${app}/auth/${name}/callback`);
  expect(callback.searchParams.get("code")).toMatch(UUID);
  expect(callback.searchParams.get("state")).toBe(state);
  return callback;
}

/** The whole dance; returns the callback's answer. */
async function signIn(browser: Browser, name: "google" | "facebook"): Promise<Response> {
  return browser.fetch(await startSignIn(browser, name));
}

/** /dashboard is for signed-in users only: 200 for them, a redirect to /auth for visitors. */
async function expectSignedIn(browser: Browser) {
  const dashboard = await browser.fetch(`${app}/dashboard`, { headers: { "Accept-Language": "en" } });
  expect(dashboard.status).toBe(200);
  return dashboard.text();
}

async function expectSignedOut(browser: Browser) {
  const dashboard = await browser.fetch(`${app}/dashboard`);
  expect(dashboard.status).toBe(302);
  expect(location(dashboard)).toMatch(/^\/auth\?redirectTo=/);
}

const db = () => running.services.database.db;
const usersWithEmail = (email: string) => db().selectFrom("users").selectAll().where("email", "=", email).execute();
const identitiesOf = (userId: number) => db().selectFrom("user_identities").selectAll().where("user_id", "=", userId).execute();
const countUsers = async () => Number((await db().selectFrom("users").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
const countIdentities = async () => Number((await db().selectFrom("user_identities").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

const googleUser = { sub: "google-sub-marisol", email: "Social.Maria@Example.gi", email_verified: true, given_name: "Marisol", family_name: "Caruana" };

describe("social sign-in", () => {
  it("creates and signs in a new Google user with the provider's names and verified e-mail", async () => {
    userinfo = { status: 200, body: googleUser };
    const browser = new Browser();
    await expectSignedOut(browser);
    const before = await countUsers();

    const callback = await signIn(browser, "google");
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe("/");
    expect(sessionCookieSet(callback)).toBe(true);

    // The API asked the provider who the token belongs to, with the token the provider issued.
    expect(issuedTokens).toHaveLength(1);
    expect(userinfoCalls).toEqual([{ url: "/userinfo", authorization: `Bearer ${issuedTokens[0]}` }]);

    expect(await countUsers()).toBe(before + 1);
    const [user] = await usersWithEmail("social.maria@example.gi");
    expect(user).toMatchObject({ first_name: "Marisol", last_name: "Caruana", is_verified: 1, is_active: 1, password_hash: null });
    const identities = await identitiesOf(user.id);
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({ provider: "google", provider_user_id: "google-sub-marisol", email: "social.maria@example.gi" });

    const page = await expectSignedIn(browser);
    expect(page).toContain("Marisol");
  });

  it("signs the same Google user in again without a second account", async () => {
    userinfo = { status: 200, body: googleUser };
    const browser = new Browser();
    const usersBefore = await countUsers();
    const identitiesBefore = await countIdentities();

    const callback = await signIn(browser, "google");
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe("/");
    expect(sessionCookieSet(callback)).toBe(true);

    expect(await countUsers()).toBe(usersBefore);
    expect(await countIdentities()).toBe(identitiesBefore);
    const users = await usersWithEmail("social.maria@example.gi");
    expect(users).toHaveLength(1);
    expect(await identitiesOf(users[0].id)).toHaveLength(1);
    await expectSignedIn(browser);
  });

  it("signs up a new Facebook user whose e-mail counts as unverified", async () => {
    userinfo = { status: 200, body: { id: "fb-id-new", email: "new.facebook@example.gi", first_name: "Joe", last_name: "Bossano" } };
    const browser = new Browser();

    const callback = await signIn(browser, "facebook");
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe("/");
    expect(userinfoCalls).toHaveLength(1);
    expect(userinfoCalls[0].url).toBe("/userinfo?fields=id,email,first_name,last_name");

    const [user] = await usersWithEmail("new.facebook@example.gi");
    expect(user).toMatchObject({ first_name: "Joe", last_name: "Bossano", is_verified: 0 });
    expect(await identitiesOf(user.id)).toEqual([expect.objectContaining({ provider: "facebook", provider_user_id: "fb-id-new" })]);
    await expectSignedIn(browser);
  });

  it("links Google to an account already registered with that verified e-mail", async () => {
    const existing = await createUser(running.services.database, { email: `linked-${Date.now()}@example.gi`, first_name: "Password" });
    // Registered but not yet verified: Google's verified e-mail settles it.
    await db().updateTable("users").set({ is_verified: 0 }).where("id", "=", existing.id).execute();
    userinfo = { status: 200, body: { sub: "google-sub-linked", email: existing.email.toUpperCase(), email_verified: true, given_name: "Other", family_name: "Name" } };
    const usersBefore = await countUsers();
    const browser = new Browser();

    const callback = await signIn(browser, "google");
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe("/");

    expect(await countUsers()).toBe(usersBefore);
    const users = await usersWithEmail(existing.email);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: existing.id, first_name: "Password", is_verified: 1 });
    // The account keeps its password.
    expect(users[0].password_hash).toBe(existing.password_hash);
    expect(await identitiesOf(existing.id)).toEqual([expect.objectContaining({ provider: "google", provider_user_id: "google-sub-linked" })]);
    await expectSignedIn(browser);
  });

  it("refuses Facebook for an e-mail registered with a password (no verification claim)", async () => {
    const existing = await createUser(running.services.database, { email: `taken-${Date.now()}@example.gi` });
    userinfo = { status: 200, body: { id: "fb-id-taken", email: existing.email, first_name: "Someone", last_name: "Else" } };
    const usersBefore = await countUsers();
    const identitiesBefore = await countIdentities();
    const browser = new Browser();

    const callback = await signIn(browser, "facebook");
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe("/auth");
    // The refusal came from the API's answer about this e-mail, after asking the provider.
    expect(userinfoCalls).toHaveLength(1);

    expect(await countUsers()).toBe(usersBefore);
    expect(await countIdentities()).toBe(identitiesBefore);
    expect(await identitiesOf(existing.id)).toEqual([]);
    await expectSignedOut(browser);
  });

  it("sends the browser back to /auth when the provider's token endpoint fails", async () => {
    userinfo = { status: 200, body: { ...googleUser, sub: "google-sub-never", email: "never@example.gi" } };
    provider.service.once("beforeResponse", (response: { body: unknown; statusCode: number }) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    const browser = new Browser();

    const callback = await signIn(browser, "google");
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe("/auth");
    expect(sessionCookieSet(callback)).toBe(false);
    expect(userinfoCalls).toHaveLength(0);
    expect(await usersWithEmail("never@example.gi")).toEqual([]);
    await expectSignedOut(browser);
  });

  it("sends the browser back to /auth when the provider refuses its own token at /userinfo", async () => {
    userinfo = { status: 401, body: { error: "invalid_token", error_message: "token is expired" } };
    const usersBefore = await countUsers();
    const browser = new Browser();

    const callback = await signIn(browser, "google");
    expect(callback.status).toBe(302);
    expect(location(callback)).toBe("/auth");
    expect(userinfoCalls).toHaveLength(1);
    expect(await countUsers()).toBe(usersBefore);
    await expectSignedOut(browser);
  });

  it("refuses a callback whose state is not the one it sent", async () => {
    userinfo = { status: 200, body: { ...googleUser, sub: "google-sub-forged", email: "forged@example.gi" } };
    const browser = new Browser();
    const callback = await startSignIn(browser, "google");
    callback.searchParams.set("state", "forged-state");

    const response = await browser.fetch(callback);
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/auth");
    // Refused before the code is exchanged.
    expect(issuedTokens).toHaveLength(0);
    expect(await usersWithEmail("forged@example.gi")).toEqual([]);
    await expectSignedOut(browser);
  });

  it("sends a callback without a code to /auth", async () => {
    const response = await new Browser().fetch(`${app}/auth/google/callback?state=whatever`);
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/auth");
    expect(issuedTokens).toHaveLength(0);
  });

  it("refuses to start sign-in from another site", async () => {
    const response = await new Browser().fetch(`${app}/auth/google`, {
      method: "POST",
      headers: { Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(403);
    expect(location(response)).toBeNull();
  });

  it("offers the configured providers on /auth and ignores the others", async () => {
    const page = await new Browser().fetch(`${app}/auth`, { headers: { "Accept-Language": "en" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Continue with Google");
    expect(html).toContain("Continue with Facebook");
    expect(html).toContain('action="/auth/google"');

    const unknown = await new Browser().fetch(`${app}/auth/twitter`, {
      method: "POST",
      headers: { Origin: app, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(unknown.status).toBe(302);
    expect(location(unknown)).toBe("/auth");

    const visit = await new Browser().fetch(`${app}/auth/google`);
    expect(visit.status).toBe(302);
    expect(location(visit)).toBe("/auth");
  });
});
