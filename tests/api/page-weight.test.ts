import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_LEVELS } from "../../api/lib/compression.js";
import { pageState } from "../support/page-data.js";
import { type TestServer, startTestServer } from "../support/test-server.js";

/** What a page sends, end to end through the built app: its bytes on the wire, its data and its manifest. */
describe("what a page weighs, on the demo data", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { withPages: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The loader data the page hands to the browser (single fetch's, in the page's scripts), by route. */
  const loaderDataOf = async (html: string) => (await pageState(html)).loaderData;
  const rootDataOf = async (html: string) => (await loaderDataOf(html)).root!;

  /** A page as it crosses the wire, compressed as the client asked: the raw bytes, and the page they decode to. */
  function onTheWire(path: string, encoding: "gzip" | "br"): Promise<{ status: number; wire: number; html: string }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const raw = Buffer.concat(chunks);
            expect(response.headers["content-encoding"]).toBe(encoding);
            const html = (encoding === "gzip" ? zlib.gunzipSync(raw) : zlib.brotliDecompressSync(raw)).toString("utf8");
            resolve({ status: response.statusCode ?? 0, wire: raw.length, html });
          });
        })
        .on("error", reject);
    });
  }

  it("compresses a rendered page as one piece, not a block per chunk React wrote", async () => {
    // Listing pages are rendered for every request (they count views): never a kept page.
    const { slug } = await server.services.database.db.selectFrom("listings").select("slug").where("status", "=", "published").executeTakeFirstOrThrow();
    for (const encoding of ["gzip", "br"] as const) {
      const page = await onTheWire(`/listing/${slug}`, encoding);
      expect(page.status).toBe(200);
      // A standards-mode document, whole: React writes no doctype when it renders to a string.
      expect(page.html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
      expect(page.html.endsWith("</html>")).toBe(true);
      const whole = encoding === "gzip" ? zlib.gzipSync(page.html, { level: COMPRESSION_LEVELS.level }) : zlib.brotliCompressSync(page.html, COMPRESSION_LEVELS.brotli);
      // Flushed per chunk, the gzip answer was half as large again as the page compressed whole.
      expect(page.wire, encoding).toBeLessThan(whole.length * 1.05);
    }
  });

  it("sends a rendered page in the coding the browser prefers, brotli first, its length and Vary said", async () => {
    const { slug } = await server.services.database.db.selectFrom("listings").select("slug").where("status", "=", "published").executeTakeFirstOrThrow();
    const cases: Array<[string | undefined, string | undefined]> = [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.9", "br"],
      ["identity", undefined],
      [undefined, undefined],
    ];
    for (const [accepted, coding] of cases) {
      const answer = await new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}/listing/${slug}`, { headers: accepted ? { "Accept-Encoding": accepted } : {} }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, raw: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
      expect(answer.headers["content-encoding"], accepted).toBe(coding);
      expect(answer.headers.vary, accepted).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers["content-length"]), accepted).toBe(answer.raw.length);
      const html = (coding === "br" ? zlib.brotliDecompressSync(answer.raw) : coding === "gzip" ? zlib.gunzipSync(answer.raw) : answer.raw).toString("utf8");
      expect(html, accepted).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    }
    // A HEAD is answered with the headers alone, nothing compressed for it.
    const head = await fetch(`${server.url}/listing/${slug}`, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("keeps every listing page's HTML within 60,000 bytes", async () => {
    const listings = await server.services.database.db.selectFrom("listings").select("slug").where("status", "=", "published").execute();
    expect(listings.length).toBeGreaterThan(50);
    const heavy: string[] = [];
    for (const { slug } of listings) {
      const response = await fetch(`${server.url}/listing/${slug}`);
      const bytes = Buffer.byteLength(await response.text());
      expect(response.status, slug).toBe(200);
      if (bytes > 60_000) heavy.push(`${slug}: ${bytes} bytes`);
    }
    expect(heavy).toEqual([]);
  });

  it("sends the home page within 60,000 bytes: each card's data once, pictures packed, empty fields and back-office fields left out", async () => {
    for (const lng of ["en", "es"]) expect(Buffer.byteLength(await (await fetch(`${server.url}/?lng=${lng}`)).text()), lng).toBeLessThanOrEqual(60_000);
    const html = await (await fetch(`${server.url}/`)).text();
    const data = await loaderDataOf(html);
    const home = data["routes/_main._index"] as { latest: { listings: Array<Record<string, unknown> & { id: number; photo: string }> }; tabs: unknown[] };
    const latestIds = home.latest.listings.map((card) => card.id);
    // The default tab (New Arrivals) repeats the newest listings: only their ids are sent again.
    expect(home.tabs.length).toBeGreaterThan(0);
    expect(home.tabs).toEqual(latestIds.slice(0, home.tabs.length));
    // Packed in the data, whole in the markup: each card's picture (the JPEG) and its WebP copies at every width.
    const card = home.latest.listings[0]!;
    const [pattern, widths, shared, rest] = card.photo.split("|");
    expect(pattern).toContain("{w}");
    const copies = widths!.split(",").map((width) => `${pattern!.replace("{w}", width)} ${width}w`);
    expect(html).toContain(`src="${pattern!.slice(0, Number(shared))}${rest}" srcSet="${copies.join(", ")}"`);
    expect(rest).toMatch(/\.jpg$/);
    const banners = [...(data["routes/_main"]!.banners as object[]), ...((data["routes/_main._index"] as { banners: object[] }).banners)];
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) for (const field of ["name", "priority", "link_url", "is_active"]) expect(banner, field).not.toHaveProperty(field);
    for (const item of [...home.latest.listings, ...banners]) expect(Object.values(item).filter((value) => value === null || value === false)).toEqual([]);
  });

  it("writes the route manifest for lazy route discovery without indentation, and it still names the page's routes", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const manifest = /window\.__remixManifest = (.*?);\n/.exec(html)?.[1];
    expect(manifest).toBeDefined();
    expect(manifest).not.toContain("\n");
    expect(Object.keys((JSON.parse(manifest!) as { routes: object }).routes)).toEqual(["root", "routes/_main", "routes/_main._index"]);
  });

  it("sends every page the top-level categories in its language only, and no tree in the HTML (the browser draws the drawer)", async () => {
    for (const [lng, property, other] of [
      ["en", "Property for Sale", "Inmuebles en venta"],
      ["es", "Inmuebles en venta", "Property for Sale"],
    ] as const) {
      const html = await (await fetch(`${server.url}/?lng=${lng}`)).text();
      const categories = (await rootDataOf(html)).categories as Array<Record<string, unknown>>;
      expect(categories[0]).toMatchObject({ name: property, slug: "property-for-sale", icon: expect.any(String) });
      for (const category of categories) expect(Object.keys(category)).toEqual(["id", "slug", "name", "listing_count", "icon", "color"]);
      expect(html).not.toContain(other);
      expect(html).not.toContain('id="category-drawer"');
    }
  });

  it("serves the whole tree, in the asked language only, and the top locations to the parts the browser draws", async () => {
    for (const [lng, property, flats, other] of [
      ["en", "Property for Sale", "Apartments", "Inmuebles en venta"],
      ["es", "Inmuebles en venta", "Pisos", "Property for Sale"],
    ] as const) {
      const response = await fetch(`${server.url}/resources/browse-lists?lng=${lng}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      const lists = JSON.parse(text) as { categories: Array<{ name: string; children: Array<{ name: string }> }>; locations: Array<{ slug: string; name: string }> };
      expect(lists.categories[0]).toMatchObject({ name: property, slug: "property-for-sale" });
      expect(lists.categories[0]!.children.map((child) => child.name)).toContain(flats);
      expect(lists.locations).toContainEqual({ slug: "westside", name: "Westside" });
      expect(text).not.toContain(other);
      expect(text).not.toContain("name_en");
    }
  });

  it("sends the search page's filters the categories' slugs and names, two levels, in its language", async () => {
    const html = await (await fetch(`${server.url}/search?lng=es`)).text();
    const categories = (await loaderDataOf(html))["routes/_main.search"]!.categories as Array<Record<string, unknown> & { children: Array<Record<string, unknown>> }>;
    expect(categories[0]).toMatchObject({ slug: "property-for-sale", name: "Inmuebles en venta" });
    for (const category of categories) {
      expect(Object.keys(category)).toEqual(["slug", "name", "children"]);
      for (const child of category.children) expect(Object.keys(child)).toEqual(["slug", "name"]);
    }
    expect(html).toContain('<option value="apartments-for-sale">Pisos</option>');
  });

  it("keeps the top locations out of every page's data but the search page's, which suggests them", async () => {
    const suggestions = (html: string) => /<datalist id="search-page-locations">(.*?)<\/datalist>/s.exec(html)?.[1] ?? "";
    const home = await (await fetch(`${server.url}/`)).text();
    expect((await loaderDataOf(home))["routes/_main"]).toEqual({ banners: expect.any(Array) });
    const search = await (await fetch(`${server.url}/search`)).text();
    expect(suggestions(search)).toContain('value="Westside"');
  });
});
