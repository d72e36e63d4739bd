import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../api/app.js";
import { ADMIN_PAGES } from "~/components/admin/admin-sections.js";
import { createUser } from "../support/factories.js";
import { type RouteEntry as Endpoint, routesOf } from "../../api/lib/openapi.js";
import { ADMIN } from "../support/template.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

/**
 * The back-office's authorisation matrix: every /api/v1/admin endpoint (read from the router,
 * so none can be missed) and every /admin page, as a visitor, a user and an admin.
 */

// Answered to everyone on purpose: every page asks it before rendering.
const PUBLIC = new Set(["GET /admin/maintenance/status"]);
// An id that names nothing: admin calls must fail on the record (404), never on the role.
const MISSING_ID = "999999";

let userToken: string;
let endpoints: Endpoint[];

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, withPages: true, admin: true });
beforeAll(async () => {
  const user = await createUser(server.services.database);
  userToken = await loginAs(server, user.email, user.password);
  endpoints = routesOf(createApiApp(server.services)).filter((endpoint) => endpoint.path.startsWith("/admin"));
});

const concrete = (path: string) => path.replace(/:[a-zA-Z_]+/g, MISSING_ID);
const call = (endpoint: Endpoint, token?: string) =>
  server.api(concrete(endpoint.path), { method: endpoint.method, token, body: endpoint.method === "GET" || endpoint.method === "DELETE" ? undefined : {} });

describe("every /api/v1/admin endpoint", () => {
  it("is found in the router (the matrix below is not empty)", () => {
    expect(endpoints.length).toBeGreaterThan(10);
    expect(endpoints).toContainEqual(expect.objectContaining({ method: "GET", path: "/admin/users" }));
  });

  it("answers a visitor 401 'Authentication required'", async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints.filter((e) => !PUBLIC.has(`${e.method} ${e.path}`))) {
      const response = await call(endpoint);
      const body = (await response.json()) as { detail?: string };
      if (response.status !== 401 || body.detail !== "Authentication required") wrong.push(`${endpoint.method} ${endpoint.path} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers a signed-in user 403", async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints.filter((e) => !PUBLIC.has(`${e.method} ${e.path}`))) {
      const response = await call(endpoint, userToken);
      if (response.status !== 403) wrong.push(`${endpoint.method} ${endpoint.path} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets an admin through: the answer is about the request (2xx, 404, 409, 422; 502 from an unreachable provider), never the role or a crash", async () => {
    const wrong: string[] = [];
    // Reads first, then writes, and deletes last: an empty body or a missing id changes nothing.
    const order = (e: Endpoint) => ["GET", "POST", "PUT", "PATCH", "DELETE"].indexOf(e.method);
    for (const endpoint of [...endpoints].sort((a, b) => order(a) - order(b))) {
      const response = await call(endpoint, server.admin);
      if ([401, 403].includes(response.status) || (response.status >= 500 && response.status !== 502)) wrong.push(`${endpoint.method} ${endpoint.path} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("every /admin page", () => {
  let cookies: { admin: string; user: string };

  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${server.url}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "login", email, password }),
    });
    expect(response.status).toBe(302);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  };

  beforeAll(async () => {
    const user = await createUser(server.services.database);
    cookies = { admin: await signIn(ADMIN.email, ADMIN.password), user: await signIn(user.email, user.password) };
  });

  /** A real id for each kind of record a page path names, so edit pages render. */
  async function samplePath(pattern: string): Promise<string> {
    const db = server.services.database.db;
    const firstId = async (table: "users" | "categories" | "listing_types" | "field_definitions" | "banners" | "places" | "top_locations" | "listings") =>
      String((await db.selectFrom(table).select("id").orderBy("id").executeTakeFirst())?.id ?? MISSING_ID);
    const table = (
      {
        users: "users", categories: "categories", "listing-types": "listing_types", "dynamic-fields": "field_definitions",
        banners: "banners", places: "places", "top-locations": "top_locations", moderation: "listings",
      } as const
    )[pattern.split("/")[0]!];
    return `/admin/${pattern.includes(":id") && table ? pattern.replace(":id", await firstId(table)) : pattern}`;
  }

  const page = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const pages = () => ["", ...ADMIN_PAGES.map(([pattern]) => pattern)];

  it("sends a visitor to sign in, with the page to come back to", async () => {
    const wrong: string[] = [];
    for (const pattern of pages()) {
      const path = await samplePath(pattern);
      const response = await page(path);
      const location = response.headers.get("location") ?? "";
      if (response.status !== 302 || !location.startsWith("/auth") || !decodeURIComponent(location).includes(path)) wrong.push(`${path} → ${response.status} ${location}`);
    }
    expect(wrong).toEqual([]);
  });

  it("shows a signed-in user Access Denied with 403", async () => {
    const wrong: string[] = [];
    for (const pattern of pages()) {
      const path = await samplePath(pattern);
      const response = await page(path, cookies.user);
      const html = await response.text();
      if (response.status !== 403 || !html.includes("Access Denied")) wrong.push(`${path} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("renders each page for an admin with its own content (no page is a heading and an intro line)", async () => {
    const wrong: string[] = [];
    for (const pattern of pages()) {
      const path = await samplePath(pattern);
      const response = await page(path, cookies.admin);
      const html = await response.text();
      // A real page has a form or a table in its content, not only a heading.
      const content = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const hasContent = /<(form|table)\b/.test(content);
      if (response.status !== 200 || !hasContent) wrong.push(`${path} → ${response.status}${hasContent ? "" : " (no form or table)"}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers a query string the API refuses with the page's error and the API's status, never a server error", async () => {
    const refused = "?page=abc&per_page=-1&status=zzz&sort=zzz&order=up&is_active=maybe&q=%ff&category_id=x&type=zzz";
    const wrong: string[] = [];
    for (const pattern of pages()) {
      const path = await samplePath(pattern);
      const response = await page(path + refused, cookies.admin);
      const html = await response.text();
      if (response.status >= 500 || (response.status >= 400 && !html.includes("page must be a number") && !html.includes("<h1"))) wrong.push(`${path} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
    // A list page says what was wrong with its query.
    const users = await page(`/admin/users${refused}`, cookies.admin);
    expect(users.status).toBe(422);
    expect(await users.text()).toContain("page must be a number");
  });
});
