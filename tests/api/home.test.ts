import type { Insertable } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BannersTable } from "../../api/db/schema.js";
import { DAY } from "../../api/lib/time.js";
import type { PublicStats } from "../../api/schemas/home.js";
import type { Listing, ListingSummary } from "../../api/schemas/listing.js";
import type { PublicBanner } from "../../api/schemas/public-banner.js";
import { apiFor } from "../../app/utils/api.server.js";
import { loadHomeData } from "~/components/home/home.server.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { loginAs, setupTestServer, startTestServer } from "../support/test-server.js";

const server = setupTestServer();

const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

async function get<T>(path: string): Promise<T> {
  const response = await server.api(path);
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Home answers are cached; a listing-change event (what every listing write emits) drops them. */
const dropHomeCache = () => server.services.events.listingChanged({ id: 0, kind: "updated" });

describe("public banners", () => {
  let seq = 0;
  async function addBanner(banner: Partial<Insertable<BannersTable>> & { position: string }) {
    seq += 1;
    const now = new Date().toISOString();
    return server.db
      .insertInto("banners")
      .values({
        name: `Test banner ${seq}`,
        title: `Test banner ${seq}`,
        alt_text: `Alt of test banner ${seq}`,
        banner_type: "IMAGE",
        image_url: "/api/v1/uploads/banners/1.jpg",
        link_url: "/places",
        width: 300,
        height: 250,
        priority: 0,
        is_active: 1,
        clicks_count: 0,
        impressions_count: 0,
        created_at: now,
        updated_at: now,
        ...banner,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  /** Each test sets up its position from scratch: the seed's banners there are switched off. */
  const clearPosition = (position: string) => server.db.updateTable("banners").set({ is_active: 0 }).where("position", "=", position).execute();
  const stats = (id: number) =>
    server.db.selectFrom("banner_daily_stats").selectAll().where("banner_id", "=", id).where("day", "=", today()).executeTakeFirst();
  const banner = (id: number) => server.db.selectFrom("banners").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeEach(async () => {
    await server.db.updateTable("settings").set({ value: JSON.stringify({ max_per_position: 3, rotation_seconds: 0 }) }).where("key", "=", "banner_settings").execute();
  });

  it("serves the seeded banners of every position with their sizes, wide ones too (the page keeps their shape)", async () => {
    const all = await get<PublicBanner[]>("/banners/active?language=en");
    const positions = new Set(all.map((b) => b.position));
    expect([...positions].sort()).toEqual(["CONTENT_BOTTOM", "CONTENT_TOP", "FOOTER", "HEADER", "MOBILE_BOTTOM", "SIDEBAR"]);
    for (const b of all) {
      expect(b.width, b.position).toEqual(expect.any(Number));
      expect(b.height, b.position).toEqual(expect.any(Number));
    }
    expect(all.find((b) => b.position === "CONTENT_TOP" && b.banner_type === "IMAGE")).toMatchObject({ width: 1200, height: 200 });
    const sidebar = await get<PublicBanner[]>("/banners/position/SIDEBAR");
    expect(sidebar.map((b) => b.priority)).toEqual([9, 4]);
    expect(sidebar[0]).toMatchObject({ width: 300, height: 250, banner_type: "IMAGE", click_url: `/api/v1/banners/${sidebar[0]!.id}/go` });
    const only = await get<PublicBanner[]>("/banners/active?positions=FOOTER,MOBILE_BOTTOM");
    expect(new Set(only.map((b) => b.position))).toEqual(new Set(["FOOTER", "MOBILE_BOTTOM"]));
  });

  it("shows at most 3 per position by priority, or the maximum the banner settings give", async () => {
    await clearPosition("HEADER");
    const added = [];
    for (const priority of [1, 7, 3, 9, 5]) added.push(await addBanner({ position: "HEADER", priority }));
    const shown = await get<PublicBanner[]>("/banners/position/HEADER");
    expect(shown.map((b) => b.priority)).toEqual([9, 7, 5]);
    expect(shown.every((b) => b.width === 300 && b.height === 250)).toBe(true);
    const active = await get<PublicBanner[]>("/banners/active");
    expect(active.filter((b) => b.position === "HEADER").map((b) => b.priority)).toEqual([9, 7, 5]);

    await server.db.updateTable("settings").set({ value: JSON.stringify({ max_per_position: 2 }) }).where("key", "=", "banner_settings").execute();
    expect((await get<PublicBanner[]>("/banners/position/HEADER")).map((b) => b.priority)).toEqual([9, 7]);
    expect(added).toHaveLength(5);
  });

  it("leaves out inactive banners and those outside their dates", async () => {
    await clearPosition("SIDEBAR");
    const running = await addBanner({ position: "SIDEBAR", name: "running", start_date: isoAgo(DAY), end_date: isoAgo(-DAY) });
    const lastDay = await addBanner({ position: "SIDEBAR", name: "last day", end_date: today() });
    await addBanner({ position: "SIDEBAR", name: "inactive", is_active: 0 });
    await addBanner({ position: "SIDEBAR", name: "ended", end_date: isoAgo(60_000) });
    await addBanner({ position: "SIDEBAR", name: "not yet", start_date: isoAgo(-60_000) });
    const shown = await get<PublicBanner[]>("/banners/position/SIDEBAR");
    expect(shown.map((b) => b.id).sort()).toEqual([running.id, lastDay.id].sort());
  });

  it("gives HTML in the requested language, sanitised", async () => {
    await clearPosition("CONTENT_BOTTOM");
    const html = await addBanner({
      position: "CONTENT_BOTTOM",
      banner_type: "HTML",
      image_url: null,
      html_content: "<p>Default</p>",
      html_content_en: '<p>Hello <strong>Rock</strong></p><script>alert("x")</script><img src="/a.png" onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
      html_content_es: "<p>Hola</p>",
    });
    const fallback = await addBanner({ position: "CONTENT_BOTTOM", banner_type: "HTML", image_url: null, html_content: "<b>Only default</b>" });
    const en = await get<PublicBanner[]>("/banners/position/CONTENT_BOTTOM?language=en");
    const enHtml = en.find((b) => b.id === html.id)!.html_content!;
    expect(enHtml).toContain("<strong>Rock</strong>");
    expect(enHtml).toContain('<img src="/a.png" />');
    expect(enHtml).not.toMatch(/<script|alert|onerror|javascript:/i);
    expect(en.find((b) => b.id === fallback.id)!.html_content).toBe("<b>Only default</b>");

    const es = await get<PublicBanner[]>("/banners/position/CONTENT_BOTTOM?language=es");
    expect(es.find((b) => b.id === html.id)!.html_content).toBe("<p>Hola</p>");
    expect(es.find((b) => b.id === fallback.id)!.html_content).toBe("<b>Only default</b>");
    // Without the parameter the request's language decides.
    const response = await server.api("/banners/position/CONTENT_BOTTOM", { headers: { "Accept-Language": "es" } });
    expect(((await response.json()) as PublicBanner[]).find((b) => b.id === html.id)!.html_content).toBe("<p>Hola</p>");
  });

  it("counts an impression per banner served, in the totals and today's statistics", async () => {
    await clearPosition("MOBILE_BOTTOM");
    const one = await addBanner({ position: "MOBILE_BOTTOM", priority: 2 });
    const two = await addBanner({ position: "MOBILE_BOTTOM", priority: 1 });
    await get("/banners/position/MOBILE_BOTTOM");
    await get("/banners/position/MOBILE_BOTTOM");
    await get("/banners/active?positions=MOBILE_BOTTOM");
    // Counted in memory, written in batches: this test does not wait for the batch.
    await server.services.banners.flushImpressions();
    expect((await banner(one.id)).impressions_count).toBe(3);
    expect((await banner(two.id)).impressions_count).toBe(3);
    expect(await stats(one.id)).toMatchObject({ impressions: 3, clicks: 0 });
  });

  it("writes the impressions it has counted when the server stops", async () => {
    await clearPosition("MOBILE_BOTTOM");
    const shown = await addBanner({ position: "MOBILE_BOTTOM" });
    const other = await startTestServer({}, { shareWith: server });
    expect((await other.api("/banners/position/MOBILE_BOTTOM")).status).toBe(200);
    await other.stop();
    expect((await banner(shown.id)).impressions_count).toBe(1);
    expect(await stats(shown.id)).toMatchObject({ impressions: 1, clicks: 0 });
  });

  it("records clicks, and answers 404 for an unknown banner", async () => {
    const target = await addBanner({ position: "SIDEBAR" });
    for (let i = 0; i < 2; i++) {
      const response = await server.api(`/banners/click/${target.id}`, { method: "POST" });
      expect(response.status).toBe(204);
    }
    expect((await banner(target.id)).clicks_count).toBe(2);
    expect((await stats(target.id))?.clicks).toBe(2);
    expect((await server.api("/banners/click/999999", { method: "POST" })).status).toBe(404);
    expect((await server.api("/banners/click/abc", { method: "POST" })).status).toBe(404);
  });

  it("redirects through /go to safe links only, counting the click", async () => {
    const path = await addBanner({ position: "SIDEBAR", link_url: "/category/vehicles" });
    const external = await addBanner({ position: "SIDEBAR", link_url: "https://example.gi/offer?x=1" });
    const go = (id: number) => fetch(`${server.url}/api/v1/banners/${id}/go`, { redirect: "manual" });

    const followed = await go(path.id);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/category/vehicles");
    expect((await banner(path.id)).clicks_count).toBe(1);
    expect((await go(external.id)).headers.get("location")).toBe("https://example.gi/offer?x=1");

    for (const link_url of ["javascript:alert(1)", "//evil.example/x", "data:text/html,hi", "ftp://example.gi/file", null]) {
      const refused = await addBanner({ position: "SIDEBAR", link_url });
      expect((await go(refused.id)).status, String(link_url)).toBe(404);
      expect((await banner(refused.id)).clicks_count).toBe(0);
      const listed = (await get<PublicBanner[]>("/banners/active?positions=SIDEBAR")).find((b) => b.id === refused.id);
      if (listed) expect(listed.click_url).toBeNull();
    }
    expect((await go(999999)).status).toBe(404);
  });

  it("answers 422 with a detail for an unknown position", async () => {
    for (const path of ["/banners/position/POPUP", "/banners/active?positions=HEADER,POPUP"]) {
      const response = await server.api(path);
      expect(response.status, path).toBe(422);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/HEADER, SIDEBAR, FOOTER/);
    }
  });
});

describe("public stats", () => {
  it("counts active users and published listings", async () => {
    dropHomeCache();
    const users = await server.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).where("is_active", "=", 1).executeTakeFirstOrThrow();
    const listings = await server.db
      .selectFrom("listings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const stats = await get<PublicStats>("/stats/public");
    expect(stats).toEqual({ users: Number(users.n), listings: Number(listings.n) });
    expect(stats.listings).toBeGreaterThan(50);
  });
});

describe("home tabs", () => {
  let owner: { id: number };
  beforeAll(async () => {
    owner = await createUser(server.services.database);
  });

  async function publishedListing(title: string, values: { published_at?: string; is_top?: number; is_featured?: number; views_count?: number }) {
    const listing = await createListing(server.db, owner.id, title);
    await server.db.updateTable("listings").set({ status: "published", ...values }).where("id", "=", listing.id).execute();
    return listing;
  }

  const tab = async (name: string, limit?: number) =>
    (await get<{ listings: ListingSummary[] }>(`/listings/homepage/tabs?tab=${name}${limit ? `&limit=${limit}` : ""}`)).listings;

  it("New holds listings published in the last 7 days only, newest first", async () => {
    const fresh = await publishedListing("Fresh arrival", { published_at: isoAgo(60_000) });
    const old = await publishedListing("Old but bumped", { published_at: isoAgo(8 * DAY) });
    dropHomeCache();
    const listings = await tab("new", 24);
    expect(listings[0]!.id).toBe(fresh.id);
    expect(listings.map((l) => l.id)).not.toContain(old.id);
    const rows = await server.db.selectFrom("listings").select(["id", "published_at"]).where("id", "in", listings.map((l) => l.id)).execute();
    for (const row of rows) expect(row.published_at! >= isoAgo(7 * DAY)).toBe(true);
    expect(listings[0]).toMatchObject({ title: "Fresh arrival", status: "published", category: expect.any(Object) });
  });

  it("Featured holds featured or top listings; Popular sorts by views", async () => {
    const top = await publishedListing("Top only", { is_top: 1, published_at: isoAgo(0) });
    const featured = await publishedListing("Featured only", { is_featured: 1, published_at: isoAgo(0) });
    const viewed = await publishedListing("Most viewed ever", { views_count: 1_000_000 });
    dropHomeCache();
    const featuredTab = await tab("featured", 24);
    expect(featuredTab.map((l) => l.id)).toEqual(expect.arrayContaining([top.id, featured.id]));
    expect(featuredTab.every((l) => l.is_featured || l.is_top)).toBe(true);

    const popular = await tab("popular");
    expect(popular).toHaveLength(6);
    expect(popular[0]!.id).toBe(viewed.id);
    const views = popular.map((l) => l.views_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const most = await server.db.selectFrom("listings").select("views_count").where("status", "=", "published").orderBy("views_count", "desc").limit(6).execute();
    expect(views).toEqual(most.map((r) => Number(r.views_count)));
  });

  it("defaults to 6 New listings and refuses unknown tabs and limits", async () => {
    dropHomeCache();
    expect((await get<{ listings: ListingSummary[] }>("/listings/homepage/tabs")).listings.length).toBeLessThanOrEqual(6);
    for (const [query, detail] of [
      ["tab=oldest", "tab must be one of new, featured, popular"],
      ["limit=0", "limit must be at least 1"],
      ["limit=500", "limit must be at most 24"],
      ["limit=x", "limit must be a number"],
    ]) {
      const response = await server.api(`/listings/homepage/tabs?${query}`);
      expect(response.status, query).toBe(422);
      expect(((await response.json()) as { detail: string }).detail, query).toBe(detail);
    }
  });
});

describe("home cache", () => {
  it("serves repeated calls from the cache until a listing is created and published through the API", async () => {
    dropHomeCache();
    const before = await get<{ listings: ListingSummary[] }>("/listings/homepage");
    const statsBefore = await get<PublicStats>("/stats/public");
    const newBefore = await get<{ listings: ListingSummary[] }>("/listings/homepage/tabs?tab=new");
    expect(before.listings).toHaveLength(16);

    // Written behind the API's back: no event, so the cached answers stay.
    const user = await createUser(server.services.database);
    const sneaky = await createListing(server.db, user.id, "Written behind the API's back");
    await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", sneaky.id).execute();
    expect(await get("/listings/homepage")).toEqual(before);
    expect(await get("/stats/public")).toEqual(statsBefore);
    expect(await get("/listings/homepage/tabs?tab=new")).toEqual(newBefore);

    const token = await loginAs(server, user.email, user.password);
    const tree = (await (await server.api("/categories")).json()) as Array<{ slug: string; children: Array<{ id: number }> }>;
    const property = tree.find((c) => c.slug === "property-for-sale")!.children[0]!.id;
    const created = await server.api("/listings", {
      token,
      body: {
        category_id: property,
        title: "Home cache flat",
        description: "Two bedrooms, sea views and a large terrace overlooking the marina.",
        price_gbp: 350000,
        field_values: { bedrooms: 2 },
      },
    });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as Listing;
    const published = await server.api(`/listings/${draft.id}/publish`, { method: "POST", token });
    expect(published.status).toBe(200);

    const after = await get<{ listings: ListingSummary[] }>("/listings/homepage");
    expect(after.listings[0]!.id).toBe(draft.id);
    expect(after.listings.map((l) => l.id)).toContain(sneaky.id);
    expect((await get<PublicStats>("/stats/public")).listings).toBe(statsBefore.listings + 2);
    expect((await get<{ listings: ListingSummary[] }>("/listings/homepage/tabs?tab=new")).listings[0]!.id).toBe(draft.id);
  });
});

describe("the home page's data (the BFF loader over the real API)", () => {
  /** The api client a visitor's request gets, pointed at `baseUrl`. */
  const visitorApi = (baseUrl: string) =>
    apiFor(new Request("http://localhost/"), { apiBaseUrl: baseUrl, clientIp: "", supportEmail: "support@test.gi" });

  it("loads every section, and a section that fails leaves the others standing", async () => {
    dropHomeCache();
    const full = await loadHomeData(await visitorApi(`${server.url}/api/v1`), 1, "popular");
    expect(full.latest?.listings).toHaveLength(16);
    expect(full.latest?.hasMore).toBe(true);
    // Only the tab in view is loaded; a card carries what it shows, its category in the page's language.
    expect(full.tabs?.length).toBe(6);
    // Empty fields (null, false) are left out; the picture is one packed string.
    const shown = ["address", "category_name", "created_at", "id", "is_featured", "is_highlighted", "is_top", "photo", "price_eur", "price_gbp", "selected_currency", "slug", "title"];
    for (const card of full.latest!.listings) {
      expect(shown).toEqual(expect.arrayContaining(Object.keys(card)));
      expect(Object.values(card)).not.toContain(null);
      expect(Object.values(card)).not.toContain(false);
      expect(card).toMatchObject({ id: expect.any(Number), slug: expect.any(String), title: expect.any(String), created_at: expect.any(String) });
    }
    expect(full.latest!.listings.some((card) => card.photo?.includes("{w}"))).toBe(true);
    expect(full.stats?.listings).toBeGreaterThan(0);
    expect(full.banners.map((b) => b.position)).toContain("CONTENT_TOP");
    expect(full.banners.every((b) => b.position === "CONTENT_TOP" || b.position === "CONTENT_BOTTOM")).toBe(true);
    expect(full.locations?.length).toBeGreaterThan(5);
    const featured = await get<{ items: Array<{ slug: string; is_featured: boolean }> }>("/top-locations?size=50&page=1&active_only=true");
    const featuredSlugs = featured.items.filter((l) => l.is_featured).map((l) => l.slug);
    expect(full.locations?.every((l) => featuredSlugs.includes(l.slug))).toBe(true);
    expect(full.weather?.temperature).toEqual(expect.any(Number));
    expect([full.listingsError, full.tabsError, full.locationsError, full.statsError]).toEqual([null, null, null, null]);

    // Page 3 without JavaScript: 48 listings, the first 16 being the homepage's.
    const third = await loadHomeData(await visitorApi(`${server.url}/api/v1`), 3, "new");
    expect(third.latest?.listings).toHaveLength(48);
    expect(third.latest?.listings.slice(0, 16)).toEqual(full.latest?.listings);
    expect(new Set(third.latest?.listings.map((l) => l.id)).size).toBe(48);

    // No weather reading: the weather alone falls back (the card then shows 22°C and 65%).
    const readings = await server.db.selectFrom("weather_readings").selectAll().execute();
    await server.db.deleteFrom("weather_readings").execute();
    try {
      const noWeather = await loadHomeData(await visitorApi(`${server.url}/api/v1`), 1, "new");
      expect(noWeather.weather).toBeNull();
      expect(noWeather.latest?.listings).toHaveLength(16);
      expect(noWeather.stats).toEqual(full.stats);
      expect([noWeather.listingsError, noWeather.statsError]).toEqual([null, null]);
    } finally {
      if (readings.length) await server.db.insertInto("weather_readings").values(readings).execute();
    }
  });

  it("names each failed section with its own message when the API cannot be reached", async () => {
    const down = await loadHomeData(await visitorApi("http://127.0.0.1:9/api/v1"), 1, "new");
    expect(down).toMatchObject({
      latest: null,
      tabs: null,
      locations: null,
      weather: null,
      stats: null,
      banners: [],
      listingsError: "home.failed_listings",
      tabsError: "home.failed_listings",
      locationsError: "home.failed_locations",
      statsError: "home.failed_stats",
    });
  });
});
