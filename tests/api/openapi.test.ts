import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../../api/app.js";
import { ErrorBody, documentedStatuses, routesOf } from "../../api/lib/openapi.js";
import { createUser } from "../support/factories.js";
import { loginAs, loginAsAdmin, setupTestServer } from "../support/test-server.js";

/**
 * The contract at /api/v1/openapi.json against the router that serves the API: every route is
 * documented, the document is valid OpenAPI 3.1, and each operation, called as a visitor, a user
 * and an admin with an empty body, answers only statuses its declaration lists.
 */

type Doc = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

let document: Doc;
let tokens: Record<"visitor" | "user" | "admin", string | undefined>;
let values: Record<string, string>;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" } });
beforeAll(async () => {
  const user = await createUser(server.services.database);
  tokens = { visitor: undefined, user: await loginAs(server, user.email, user.password), admin: await loginAsAdmin(server) };
  const db = server.services.database.db;
  const listing = await db.selectFrom("listings").select(["id", "slug"]).where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
  const place = await db.selectFrom("places").select(["id", "slug"]).orderBy("id").executeTakeFirstOrThrow();
  const category = await db.selectFrom("categories").select("slug").orderBy("id").executeTakeFirstOrThrow();
  const location = await db.selectFrom("top_locations").select("slug").orderBy("id").executeTakeFirstOrThrow();
  // One real value per parameter name; where a name stands for several kinds of record, the
  // route answers its documented 404 for the others.
  values = {
    id: String(listing.id),
    slug: place.slug,
    slugOrId: listing.slug,
    categorySlug: category.slug,
    locationSlug: location.slug,
    code: "GBP",
  };
  const response = await server.api("/openapi.json");
  expect(response.status).toBe(200);
  document = (await response.json()) as Doc;
});

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document", () => {
  it("documents every route the API answers, and nothing else", () => {
    const routes = routesOf(createApiApp(server.services));
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((route) => !route.doc).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(routes.map((route) => `${route.method} ${openApiPath(route.path)}`).sort());
  });

  it("is valid OpenAPI 3.1", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names the zod schemas that validate a route's input", () => {
    const login = document.paths["/auth/login"]!.post as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> } };
    const schema = login.requestBody.content["application/json"]!.schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(["email", "password"]));
    expect(schema.required).toEqual(expect.arrayContaining(["email", "password"]));
  });
});

describe("each operation", () => {
  it("answers visitors, users and admins only with statuses it documents", { timeout: 120_000 }, async () => {
    // Reads first, then writes, then deletions, and ending the session or the account last, so
    // that no call hides what the others answer.
    const last = ["POST /auth/logout", "DELETE /users/me"];
    const rank = (route: { method: string; path: string }) =>
      last.indexOf(`${route.method} ${route.path}`) + 1 || ["GET", "PUT", "PATCH", "POST", "DELETE"].indexOf(route.method) - 10;
    const routes = routesOf(createApiApp(server.services))
      .filter((route) => route.doc)
      .sort((a, b) => rank(a) - rank(b));
    const surprises: string[] = [];
    for (const who of ["visitor", "user", "admin"] as const) {
      for (const route of routes) {
        const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? "1"));
        const headers: Record<string, string> = { Accept: "application/json" };
        if (tokens[who]) headers.Authorization = `Bearer ${tokens[who]}`;
        const withBody = route.method !== "GET";
        if (withBody) headers["Content-Type"] = "application/json";
        const response = await fetch(`${server.url}/api/v1${path}`, { method: route.method, headers, body: withBody ? "{}" : undefined, redirect: "manual" });
        const label = `${who} ${route.method} ${route.path} → ${response.status}`;
        if (!documentedStatuses(route.method, route.doc!).includes(response.status)) surprises.push(label);
        if (response.status >= 400 && !ErrorBody.safeParse(await response.json().catch(() => null)).success) surprises.push(`${label} without {detail, code}`);
        await response.body?.cancel().catch(() => undefined);
      }
    }
    expect(surprises).toEqual([]);
  });
});
