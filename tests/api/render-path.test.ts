import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/database.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { ADMIN } from "../support/template.js";
import { type TestServer, loginAs, signInCookie, startTestServer } from "../support/test-server.js";

// Read by the built app's config when it is first imported: the HTTP transport's deadline.
process.env.API_TIMEOUT_SECONDS = "1";

/**
 * The pages' way to the API, end to end through the built app: how many API calls a page makes,
 * and what a visitor sees when a separately deployed API is down or slow.
 */
describe("a page's calls to the API in this process", () => {
  let server: TestServer;
  let calls: string[] = [];
  let cookie = "";
  let slug = "";
  let listingId = 0;

  beforeAll(async () => {
    server = await startTestServer({ CACHE_SECONDS: "60" }, { withPages: true, onApiCall: (method, url) => calls.push(`${method} ${url.split("?")[0]}`) });
    const user = await createUser(server.services.database);
    const listing = await createListing(server.services.database.db, user.id, "Render path kayak");
    await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    slug = listing.slug;
    listingId = listing.id;
    cookie = await signInCookie(server, user.email, user.password);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function page(path: string, signedIn = true) {
    calls = [];
    const response = await fetch(server.url + path, { headers: signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
    await response.text();
    return { status: response.status, calls: [...calls] };
  }
  const count = (list: string[], call: string) => list.filter((c) => c === call).length;
  /** Saves or unsaves the listing through its page's form, without JavaScript; the answer's status. */
  async function saveFavorite(favorite: boolean) {
    const response = await fetch(`${server.url}/listing/${slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "favorite", listing_id: String(listingId), favorite: String(favorite) }),
    });
    await response.text();
    return response.status;
  }

  it("asks for the signed-in user and the header's counts in one call per page, however many loaders need them", async () => {
    for (const path of [`/listing/${slug}`, "/dashboard?section=profile", "/terms-of-service"]) {
      const shown = await page(path);
      expect(shown.status, path).toBe(200);
      expect(count(shown.calls, "GET /users/me/header"), path).toBe(1);
      expect(count(shown.calls, "GET /auth/me") + count(shown.calls, "GET /users/me/counts"), path).toBe(0);
    }
  });

  it("has the API look the session up once for all of a page's calls, and again after the page's action writes", async () => {
    const auth = server.services.auth;
    const authenticate = auth.authenticate;
    let lookups = 0;
    auth.authenticate = (token) => {
      lookups++;
      return authenticate(token);
    };
    try {
      const listingPage = await page(`/listing/${slug}`);
      expect(listingPage.status).toBe(200);
      expect(listingPage.calls.length).toBeGreaterThanOrEqual(2);
      // The page's view is counted by the server that renders it: no call, no session of its own.
      expect(count(listingPage.calls, `POST /listings/${listingId}/view`)).toBe(0);
      expect(lookups).toBe(1);

      lookups = 0;
      calls = [];
      expect(await saveFavorite(false)).toBe(200);
      // The action's own reads, its write, and the page's reads after the write (the user again):
      // at least three, and still fewer than the calls.
      expect(lookups).toBeGreaterThanOrEqual(3);
      expect(lookups).toBeLessThan(calls.length / 2);
    } finally {
      auth.authenticate = authenticate;
    }
  });

  it("loads the shell's shared data once, then keeps it across pages until something is written", async () => {
    await page("/");
    await page(`/listing/${slug}`);
    // The shell's, and what a published listing's page shows everyone (map, related listings, reviews and their stats, sidebar banners).
    const shared = [
      "GET /categories", "GET /admin/maintenance/status", "GET /currencies", "GET /banners/active", "GET /top-locations",
      "GET /settings/map", `GET /listings/${listingId}/related`, `GET /reviews/listing/${listingId}`, `GET /reviews/listing/${listingId}/stats`,
      // The listing itself, alike for every signed-in viewer of its public page.
      `GET /listings/${slug}`,
    ];
    // Impressions by position, of the active banners (each shown banner counts one), as written
    // from the tally the API keeps.
    const impressions = async () => {
      await server.services.banners.flushImpressions();
      const rows = await server.services.database.db.selectFrom("banners").select(["position", "impressions_count"]).where("is_active", "=", 1).execute();
      const sums: Record<string, number> = {};
      for (const row of rows) sums[row.position] = (sums[row.position] ?? 0) + row.impressions_count;
      return sums;
    };
    // The pages above were posted together within a second: counted from here on.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = await impressions();
    const next = await page(`/listing/${slug}`);
    expect(next.status).toBe(200);
    for (const call of shared) expect(count(next.calls, call), call).toBe(0);
    // What is the viewer's own is still read, in one call (saved or not, their review, their votes).
    expect(count(next.calls, `GET /listings/${listingId}/viewer`)).toBe(1);
    expect(count(next.calls, `GET /favorites/${listingId}`) + count(next.calls, `GET /reviews/listing/${listingId}/reader`)).toBe(0);
    expect(count(next.calls, "GET /reviews/my-reviews")).toBe(0);
    // The page still says which banners it showed, the layout's and the sidebar's: not in a call
    // of its own, but with the other pages of the moment, within a second.
    expect(count(next.calls, "POST /banners/impressions")).toBe(0);
    await expect.poll(async () => (await impressions()).SIDEBAR, { timeout: 5000 }).toBeGreaterThan(before.SIDEBAR!);
    const afterOne = await impressions();
    expect(afterOne.HEADER).toBeGreaterThan(before.HEADER!);
    // So does a client-side navigation's data request, its loaders' banners all at once; three
    // pages in a row are one post, each page's banners counted once.
    calls = [];
    const pages = [await page(`/listing/${slug}.data`), await page(`/listing/${slug}`), await page(`/listing/${slug}`)];
    for (const shown of pages) expect(shown.status).toBe(200);
    calls = [];
    await expect.poll(() => count(calls, "POST /banners/impressions"), { timeout: 5000 }).toBe(1);
    const afterThree = await impressions();
    expect(afterThree.SIDEBAR! - afterOne.SIDEBAR!).toBe(3 * (afterOne.SIDEBAR! - before.SIDEBAR!));
    expect(afterThree.HEADER! - afterOne.HEADER!).toBe(3 * (afterOne.HEADER! - before.HEADER!));

    // A write (saving a favourite through the page's form, without JavaScript) empties the kept
    // data as it arrives and again once it is answered (a page drawn while it was under way may
    // hold the old state): the page the post answers with loads it again, once, so does the
    // next page, and the one after keeps it.
    calls = [];
    expect(await saveFavorite(true)).toBe(200);
    expect(count(calls, "POST /favorites/" + listingId)).toBe(1);
    expect(count(calls, "GET /categories")).toBe(1);
    expect(count(calls, "GET /admin/maintenance/status")).toBe(1);
    const after = await page(`/listing/${slug}`);
    expect(count(after.calls, "GET /categories")).toBe(1);
    const later = await page(`/listing/${slug}`);
    expect(count(later.calls, "GET /categories")).toBe(0);
  });

  it("keeps what everyone sees when a conversation is written in and read: those are private to its users", async () => {
    const buyer = await createUser(server.services.database);
    const token = await loginAs(server, buyer.email, buyer.password);
    const room = (await (await server.api("/chat/rooms", { token, body: { listing_id: listingId } })).json()) as { id: number };
    expect((await server.api(`/chat/rooms/${room.id}/messages`, { token, body: { message: "Is it still for sale?" } })).status).toBe(201);
    await page("/terms-of-service");
    // The seller opens the conversation: the page marks the buyer's message read.
    const opened = await page(`/dashboard?section=messages&room=${room.id}`);
    expect(opened.status).toBe(200);
    expect(count(opened.calls, `POST /chat/rooms/${room.id}/read`)).toBe(1);
    // The rooms and the thread in one call.
    expect(opened.calls.filter((call) => call.startsWith("GET /chat/"))).toEqual(["GET /chat/inbox"]);
    expect(count(opened.calls, "GET /categories")).toBe(0);
    const next = await page("/terms-of-service");
    expect(count(next.calls, "GET /categories")).toBe(0);
    // Any other write still empties them.
    expect(await saveFavorite(true)).toBe(200);
    expect(count((await page("/terms-of-service")).calls, "GET /categories")).toBe(1);
  });

  it("never keeps an owner's draft, or a page gone from view, for another signed-in viewer", async () => {
    const owner = await createUser(server.services.database);
    const draft = await createListing(server.services.database.db, owner.id, "Render path draft");
    await server.services.database.db.updateTable("listings").set({ status: "draft" }).where("id", "=", draft.id).execute();
    const ownerCookie = await signInCookie(server, owner.email, owner.password);
    const status = async (who: string) => (await fetch(`${server.url}/listing/${draft.slug}`, { headers: { Cookie: who } })).status;
    for (let round = 0; round < 3; round++) {
      const [ownerSees, otherSees] = await Promise.all([status(ownerCookie), status(cookie)]);
      expect(ownerSees).toBe(200);
      expect(otherSees).toBe(404);
    }
    expect(await status(cookie)).toBe(404);

    // Nor a page gone from view (expired long ago), which its owner still sees.
    const gone = await createListing(server.services.database.db, owner.id, "Render path gone");
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
    await server.services.database.db.updateTable("listings").set({ status: "expired", expires_at: longAgo, status_changed_at: longAgo }).where("id", "=", gone.id).execute();
    const goneStatus = async (who: string) => (await fetch(`${server.url}/listing/${gone.slug}`, { headers: { Cookie: who } })).status;
    expect(await goneStatus(ownerCookie)).toBe(200);
    expect(await goneStatus(cookie)).toBe(410);
  });

  it("keeps a search's answer, the same for everyone, across signed-in pages until something is written", async () => {
    const first = await page("/search?q=kayak");
    expect(first.status).toBe(200);
    expect(count(first.calls, "GET /search")).toBe(1);
    expect(count((await page("/search?q=kayak")).calls, "GET /search")).toBe(0);
    // Another query, page or language is another answer.
    expect(count((await page("/search?q=kayak&page=2")).calls, "GET /search")).toBe(1);
    expect(count((await page("/search?q=kayak&lng=es")).calls, "GET /search")).toBe(1);

    // The page made from a kept answer is its address's own: its links keep the page's query.
    const instead = async (path: string) => {
      const html = await (await fetch(server.url + path, { headers: { Cookie: cookie } })).text();
      return /<a[^>]*href="([^"]*exact=1[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    };
    expect(await instead("/search?q=kayakk")).toBe("/search?q=kayakk&exact=1");
    expect(await instead("/search?q=kayakk&view=list")).toBe("/search?q=kayakk&view=list&exact=1");

    // A write (a favourite saved through a page's form) empties it: the next search asks again.
    expect(await saveFavorite(true)).toBe(200);
    const again = await page("/search?q=kayak");
    expect(count(again.calls, "GET /search")).toBe(1);
    expect(count((await page("/search?q=kayak")).calls, "GET /search")).toBe(0);
  });

  it("keeps the back-office's page of listings, the same for every admin, until something is written", async () => {
    const adminCookie = await signInCookie(server, ADMIN.email, ADMIN.password);
    const adminPage = async (path: string) => {
      calls = [];
      const response = await fetch(server.url + path, { headers: { Cookie: adminCookie }, redirect: "manual" });
      const html = await response.text();
      return { status: response.status, html, lists: count(calls, "GET /admin/listings") };
    };
    const first = await adminPage("/admin/listings");
    expect(first.status).toBe(200);
    expect(first.lists).toBe(1);
    expect(first.html).toContain("Render path kayak");
    expect((await adminPage("/admin/listings")).lists).toBe(0);
    // Another filter or page is another answer.
    expect((await adminPage("/admin/listings?status=published")).lists).toBe(1);
    // Not for anyone else: a user who is not an admin is refused before the list is read.
    const refused = await page("/admin/listings");
    expect(refused.status).toBe(403);
    expect(count(refused.calls, "GET /admin/listings")).toBe(0);

    // A write empties it: a listing renamed through the API shows on the next page.
    await server.services.database.db.updateTable("listings").set({ title: "Render path canoe" }).where("id", "=", listingId).execute();
    expect(await saveFavorite(false)).toBe(200);
    const again = await adminPage("/admin/listings");
    expect(again.lists).toBe(1);
    expect(again.html).toContain("Render path canoe");
    await server.services.database.db.updateTable("listings").set({ title: "Render path kayak" }).where("id", "=", listingId).execute();
  });

  // Last: it stops this describe's server.
  it("posts the pages' waiting impressions and views when the server stops, before the database closes", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    type Db = TestServer["services"]["database"]["db"];
    const headerImpressions = async (db: Db) => {
      const rows = await db.selectFrom("banners").select("impressions_count").where("position", "=", "HEADER").where("is_active", "=", 1).execute();
      return rows.reduce((sum, row) => sum + row.impressions_count, 0);
    };
    const views = async (db: Db) => Number((await db.selectFrom("listings").select("views_count").where("id", "=", listingId).executeTakeFirstOrThrow()).views_count);
    await Promise.all([server.services.banners.flushImpressions(), server.services.listings.flushViews()]);
    const before = { impressions: await headerImpressions(server.services.database.db), views: await views(server.services.database.db) };
    const shown = await page(`/listing/${slug}`);
    expect(shown.status).toBe(200);
    // Its banners' impressions wait for the post of the moment; its view is counted (and held) by the server, without a call.
    expect(count(shown.calls, "POST /banners/impressions")).toBe(0);
    expect(count(shown.calls, `POST /listings/${listingId}/view`)).toBe(0);
    // Closed (its data kept until afterAll's stop), then read from the stored database.
    await server.close();
    const database = await openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    try {
      expect(await headerImpressions(database.db)).toBeGreaterThan(before.impressions);
      expect(await views(database.db)).toBe(before.views + 1);
    } finally {
      await database.close();
    }
  });
});

describe("a page when the API at API_URL is down or slow", () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it("answers 502 with a clear message when the API cannot be reached", async () => {
    const server = await startTestServer({ API_URL: "http://127.0.0.1:9/api/v1" }, { withPages: true });
    servers.push(server);
    const response = await fetch(`${server.url}/listing/anything`);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("The marketplace cannot be reached right now.");
  });

  it("answers 504 within the deadline when the API does not answer", async () => {
    const silent = http.createServer(() => undefined); // takes requests, never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const server = await startTestServer({ API_URL: `http://127.0.0.1:${port}/api/v1` }, { withPages: true });
      servers.push(server);
      const started = Date.now();
      const response = await fetch(`${server.url}/listing/anything`);
      expect(response.status).toBe(504);
      expect(await response.text()).toContain("The marketplace is taking too long to answer.");
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
