import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewSessionSetCookie } from "../../app/utils/view-session.server.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { type TestServer, startTestServer } from "../support/test-server.js";

/**
 * Visitors' listing pages come from the page cache like the other pages that look alike for
 * every visitor; the view the page's loader would have counted is counted for each kept copy served.
 */
describe("a visitor's listing page served from the page cache", () => {
  let server: TestServer;
  let slug = "";
  let listingId = 0;

  beforeAll(async () => {
    server = await startTestServer({ CACHE_SECONDS: "60" }, { withPages: true });
    const user = await createUser(server.services.database);
    const listing = await createListing(server.services.database.db, user.id, "Kept kayak");
    await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    slug = listing.slug;
    listingId = listing.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The written count, once the views held in memory are written. */
  async function views() {
    await server.services.listings.flushViews();
    return Number((await server.services.database.db.selectFrom("listings").select("views_count").where("id", "=", listingId).executeTakeFirstOrThrow()).views_count);
  }
  /** The count once the views counted off the request path are written (they are not waited for). */
  async function viewsSettleAt(expected: number) {
    for (let i = 0; i < 50 && (await views()) !== expected; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await views()).toBe(expected);
  }
  const cookieOf = (session: string) => viewSessionSetCookie(session, false).split(";")[0]!;
  async function visit(cookie?: string) {
    const response = await fetch(`${server.url}/listing/${slug}`, { headers: cookie ? { Cookie: cookie } : {} });
    return {
      status: response.status,
      body: await response.text(),
      kept: response.headers.get("x-page-cache") === "hit",
      setCookie: response.headers.get("set-cookie"),
      cacheControl: response.headers.get("cache-control"),
    };
  }

  it("serves the kept copy to other visitors and still counts each browser session's view once", async () => {
    const before = await views();
    // A first visit renders the page, counts its view and starts a view session; the page is
    // kept without that cookie (it changes nothing on the page).
    const first = await visit();
    expect(first.status).toBe(200);
    expect(first.kept).toBe(false);
    expect(first.setCookie).toMatch(/^view_session=/);
    await viewsSettleAt(before + 1);
    const sessionA = first.setCookie!.split(";")[0]!;

    // The same session again: the kept copy, no cookie, no second view.
    const again = await visit(sessionA);
    expect(again.kept).toBe(true);
    expect(again.body).toBe(first.body);
    expect(again.setCookie).toBeNull();
    await viewsSettleAt(before + 1);

    // Another browser session: the kept copy, and its view counts.
    const other = await visit(cookieOf("another-browser-session"));
    expect(other.kept).toBe(true);
    await viewsSettleAt(before + 2);

    // A visitor without a session: the kept copy, a new session of their own, and a view.
    const fresh = await visit();
    expect(fresh.kept).toBe(true);
    expect(fresh.body).toBe(first.body);
    expect(fresh.setCookie).toMatch(/^view_session=/);
    expect(fresh.setCookie).not.toBe(first.setCookie);
    await viewsSettleAt(before + 3);

    // The first session once more: no new view.
    expect((await visit(sessionA)).kept).toBe(true);
    await viewsSettleAt(before + 3);
  });

  it("counts the view of a listing's data asked for by a navigation (.data), kept or not, for its listing", async () => {
    const data = (cookie: string) => fetch(`${server.url}/listing/${slug}.data`, { headers: { Cookie: cookie } });
    const before = await views();
    const first = await data(cookieOf("navigation-session"));
    expect(first.status).toBe(200);
    await first.text();
    await viewsSettleAt(before + 1);
    const kept = await data(cookieOf("another-navigation-session"));
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    await viewsSettleAt(before + 2);
  });

  it("tells shared caches (a CDN) not to keep listing pages, whose every view the server counts", async () => {
    await visit(cookieOf("cache-control-session"));
    const answer = await visit(cookieOf("cache-control-session"));
    expect(answer.cacheControl).toBe("private, no-store");
  });

  it("renders listing pages each time when the API runs apart (API_URL), whose views only it can count", async () => {
    const apart = await startTestServer({ CACHE_SECONDS: "60", API_URL: `${server.url}/api/v1` }, { withPages: true, shareWith: server });
    try {
      const before = await views();
      const ask = () => fetch(`${apart.url}/listing/${slug}`, { headers: { Cookie: cookieOf("api-apart-session") } });
      expect((await ask()).status).toBe(200);
      const again = await ask();
      expect(again.status).toBe(200);
      expect(again.headers.get("x-page-cache")).toBeNull();
      // Posted to the API, which counts one view for the session's two renders.
      await viewsSettleAt(before + 1);
      // Its other visitor pages are kept as before.
      await fetch(`${apart.url}/categories`);
      expect((await fetch(`${apart.url}/categories`)).headers.get("x-page-cache")).toBe("hit");
    } finally {
      await apart.stop();
    }
  });

  it("counts no view of a listing without a public page, nor of an unknown address", async () => {
    await server.services.database.db.updateTable("listings").set({ status: "draft" }).where("id", "=", listingId).execute();
    const before = await views();
    await server.services.listings.recordVisitorView(slug, "draft-page-session");
    await server.services.listings.recordVisitorView("no-such-listing", "draft-page-session");
    expect(await views()).toBe(before);
  });
});
