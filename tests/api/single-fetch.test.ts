import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { decodeSingleFetch } from "../support/page-data.js";
import { type TestServer, loginAsAdmin, postForm, startTestServer } from "../support/test-server.js";

type RouteResult = { data?: Record<string, unknown>; error?: { status: number; data: unknown } };

/**
 * A page's data as its scripts ask for it on a navigation or a form post (single fetch:
 * `<path>.data`, all the page's routes in one answer): the status, headers and cookies its
 * document has, from the same loaders and actions.
 */
describe("a page's data asked for by its scripts (.data)", () => {
  let server: TestServer;
  let slug = "";
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    server = await startTestServer({}, { withPages: true });
    user = await createUser(server.services.database);
    const listing = await createListing(server.services.database.db, user.id, "Single fetch kayak");
    await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    slug = listing.slug;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual", headers });
    return {
      status: response.status,
      headers: response.headers,
      body: (await decodeSingleFetch(response.body!)) as Record<string, RouteResult>,
    };
  }
  async function post(path: string, fields: Record<string, string>) {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await decodeSingleFetch(response.body!)) as Record<string, unknown>,
    };
  }

  it("answers every route's data at once, with the root's Cache-Control", async () => {
    const page = await get(`/listing/${slug}.data`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(page.body)).toEqual(["root", "routes/_main", "routes/_main.listing.$slug"]);
    expect(page.body["routes/_main.listing.$slug"]!.data).toMatchObject({ listing: { slug } });
    const home = await get("/_root.data");
    expect(home.status).toBe(200);
    expect(Object.keys(home.body)).toEqual(["root", "routes/_main", "routes/_main._index"]);
  });

  it("answers with the status the page's document has: 404, 400, 403, 503", async () => {
    const missing = await get("/listing/no-such-listing.data");
    expect(missing.status).toBe(404);
    expect(missing.body["routes/_main.listing.$slug"]!.error).toMatchObject({ status: 404 });
    const tooShort = await get("/search.data?q=a");
    expect(tooShort.status).toBe(400);
    expect(tooShort.body["routes/_main.search"]!.data).toMatchObject({ queryError: expect.any(String) });
    // Bulk listings are for business accounts.
    const cookie = (await postForm(server, "/auth", { intent: "login", email: user.email, password: user.password })).headers
      .get("set-cookie")!
      .split(";")[0]!;
    const notBusiness = await get("/dashboard/bulk-listings.data", { Cookie: cookie });
    expect(notBusiness.status).toBe(403);

    const admin = await loginAsAdmin(server);
    const maintenance = (on: boolean) =>
      server.call("PUT", "/admin/maintenance", admin, { is_maintenance_enabled: on, show_countdown: false, scheduled_end: null });
    expect((await maintenance(true)).status).toBe(200);
    try {
      const closed = await get("/categories.data");
      expect(closed.status).toBe(503);
      expect(closed.body.root!.data).toMatchObject({ maintenance: { is_maintenance_enabled: true } });
    } finally {
      await maintenance(false);
    }
  });

  it("sets the cookies the loaders set: a listing's view session, the language chosen in the address", async () => {
    const listing = await get(`/listing/${slug}.data`);
    expect(listing.headers.get("set-cookie")).toMatch(/^view_session=/);
    const spanish = await get("/_root.data?lng=es");
    expect(spanish.headers.get("set-cookie")).toMatch(/^lng=/);
    expect(spanish.body.root!.data).toMatchObject({ language: "es" });
  });

  it("runs a form's action: a refusal with its status and no password sent back, a sign-in as a redirect with the session cookie", async () => {
    const refused = await post("/auth.data", { intent: "login", email: user.email, password: "not-the-password" });
    expect(refused.status).toBe(400);
    const answer = refused.body.data as {
      intent: string;
      reply: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
    };
    expect(answer.intent).toBe("login");
    expect(answer.reply.initialValue).toMatchObject({ email: user.email });
    expect(answer.reply.initialValue).not.toHaveProperty("password");

    const signedIn = await post("/auth.data", { intent: "login", email: user.email, password: user.password });
    // Single fetch answers a redirect as data (202), for the script to follow.
    expect(signedIn.status).toBe(202);
    expect(signedIn.body).toMatchObject({ redirect: "/", status: 302, revalidate: true });
    expect(signedIn.headers.get("set-cookie")).toMatch(/^__session=/);
  });
});
