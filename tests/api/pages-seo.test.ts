import { type HTMLElement, parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { Listing, ListingList } from "../../api/schemas/listing.js";
import type { Place } from "../../api/schemas/places.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { setupTestServer, signInCookie } from "../support/test-server.js";

/**
 * What search engines read, as the server sends it: robots.txt, the sitemaps, canonical and
 * language links, JSON-LD. (The pages follow the request's origin when APP_URL is not set.)
 */
const server = setupTestServer({ withPages: true, env: { RATE_LIMIT_FACTOR: "1000" } });
let origin = "";
beforeAll(() => {
  origin = server.url;
});

async function page(path: string, { cookie = "", follow = false } = {}) {
  const response = await fetch(server.url + path, { redirect: follow ? "follow" : "manual", headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, location: response.headers.get("location"), html: parse(await response.text()) };
}

type JsonLdNode = Record<string, unknown> & { "@type": string };
// The script's raw text, as a browser reads it: entities in a script are not decoded.
const ofType = (html: HTMLElement, type: string): JsonLdNode[] =>
  html
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.rawText) as JsonLdNode)
    .filter((node) => node["@type"] === type);

const canonicalOf = (html: HTMLElement) => html.querySelectorAll('link[rel="canonical"]').map((link) => link.getAttribute("href"));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/** The oldest seeded listings first. */
const seededListings = async (limit: number): Promise<ListingList> => (await server.call<ListingList>("GET", `/listings?sort=created_at&order=asc&limit=${limit}`)).body;

async function listingWhere(fits: (listing: Listing) => boolean): Promise<Listing> {
  for (const summary of (await seededListings(100)).listings) {
    const listing = (await server.call<Listing>("GET", `/listings/${summary.slug}`)).body;
    if (fits(listing)) return listing;
  }
  throw new Error("No seeded listing fits");
}

async function publishedListing(title: string) {
  const owner = await createUser(server.services.database);
  const listing = await createListing(server.db, owner.id, title);
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  return { owner, listing };
}

describe("robots.txt and sitemaps", () => {
  it("robots.txt lets crawlers read public pages and photos, not private areas, and names the sitemap", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Allow: /api/v1/uploads/", "Disallow: /api/"]));
    for (const path of ["/dashboard", "/admin", "/auth", "/listings/wizard", "/places/create", "/places/edit", "/logout", "/preferences", "/resources"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("the sitemap index leads to sitemaps whose URLs answer 200", async () => {
    const index = await fetch(`${server.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const sitemaps = locs(indexXml);
    expect(sitemaps.map((loc) => loc.replace(origin, ""))).toEqual(
      expect.arrayContaining(["/sitemaps/pages.xml", "/sitemaps/categories.xml", "/sitemaps/places.xml", "/sitemaps/locations.xml", "/sitemaps/listings-1.xml"]),
    );
    const seeded = (await seededListings(50)).listings.map((l) => `${origin}/listing/${l.slug}`);
    for (const sitemap of sitemaps) {
      const response = await fetch(sitemap);
      expect(response.status, sitemap).toBe(200);
      const xml = await response.text();
      expect(xml, sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const urls = locs(xml);
      expect(urls.length, sitemap).toBeGreaterThan(0);
      if (sitemap.endsWith("listings-1.xml")) {
        // The published listings, each with the time it last changed.
        expect(urls).toEqual(expect.arrayContaining(seeded));
        expect(xml.match(/<lastmod>/g)?.length).toBe(urls.length);
      }
      // The first and last few addresses of each are real pages (no redirect, no error).
      for (const url of new Set([...urls.slice(0, 3), ...urls.slice(-2)])) {
        expect(url.startsWith(`${origin}/`), url).toBe(true);
        expect((await fetch(url, { redirect: "manual" })).status, url).toBe(200);
      }
    }
    expect((await fetch(`${server.url}/sitemaps/listings-999.xml`)).status).toBe(404);
  });
});

describe("canonical and language links", () => {
  it("name the page's one absolute URL without tracking, sorting or view parameters; a language version names itself", async () => {
    const listing = await listingWhere(() => true);
    const cases: Array<[string, string]> = [
      ["/?utm_source=newsletter", "/"],
      ["/?utm_source=newsletter&lng=es", "/?lng=es"],
      [`/listing/${listing.slug}?utm_campaign=spring&lng=en`, `/listing/${listing.slug}?lng=en`],
      [`/listing/${listing.id}`, `/listing/${listing.slug}`],
      ["/category/property-for-sale?sort=price_low&view=list&page=2", "/category/property-for-sale?page=2"],
      ["/category/property-for-sale?sort=price_low&view=list&page=2&lng=en", "/category/property-for-sale?page=2&lng=en"],
      ["/places/europa-point", "/places/europa-point"],
      ["/place/europa-point", "/places/europa-point"],
      ["/search?q=flat&sort=price_high&gclid=abc", "/search?q=flat"],
      ["/listings", "/categories"],
      ["/categories", "/categories"],
    ];
    for (const [visited, expected] of cases) {
      // A listing's id and the second addresses answer 301: followed, as a browser would.
      const { status, html } = await page(visited, { follow: true });
      expect(status, visited).toBe(200);
      expect(canonicalOf(html), visited).toEqual([`${origin}${expected}`]);
    }
  });

  it("second addresses answer 301 to the page's address, keeping the query", async () => {
    const redirects: Array<[string, string]> = [
      ["/listings?x=1", "/categories?x=1"],
      ["/privacy", "/privacy-policy"],
      ["/terms", "/terms-of-service"],
      ["/place/europa-point?tab=reviews", "/places/europa-point?tab=reviews"],
    ];
    for (const [from, to] of redirects) {
      const { status, location } = await page(from);
      expect(status, from).toBe(301);
      expect(new URL(location!, origin).href, from).toBe(`${origin}${to}`);
    }
    expect((await page("/listings?x=1", { follow: true })).html.querySelectorAll("h1").map((h) => h.textContent.trim())).toEqual(["Categories"]);
  });

  it("public pages link their English and Spanish URLs; private ones do not", async () => {
    const weather = (await page("/weather?utm_source=x")).html;
    const alternate = (language: string) => weather.querySelector(`link[rel="alternate"][hreflang="${language}"]`)?.getAttribute("href");
    expect(alternate("en")).toBe(`${origin}/weather?lng=en`);
    expect(alternate("es")).toBe(`${origin}/weather?lng=es`);
    expect(alternate("x-default")).toBe(`${origin}/weather`);

    const auth = (await page("/auth")).html;
    expect(canonicalOf(auth)).toEqual([`${origin}/auth`]);
    expect(auth.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
  });
});

describe("structured data", () => {
  it("a listing's Product offer has the price and currency the page shows, and it is in stock", async () => {
    const priced = await listingWhere((l) => l.price_gbp !== null && l.media_files.length > 0);
    const { html } = await page(`/listing/${priced.slug}`);
    const [product] = ofType(html, "Product");
    expect(product).toMatchObject({ name: priced.title, sku: String(priced.id), url: `${origin}/listing/${priced.slug}` });
    expect((product!.image as string[]).length).toBe(priced.media_files.length);
    const offer = product!.offers as { price: string; priceCurrency: string; availability: string };
    expect(offer.availability).toBe("https://schema.org/InStock");
    // The shown price, e.g. "£2,144,838" or "€1,250.50", before any converted amount.
    const shown = /^([£€])([\d,]+(?:\.\d+)?)/.exec(html.querySelector('[data-testid="listing-price"]')!.textContent.trim());
    expect(shown).not.toBeNull();
    expect(offer.priceCurrency).toBe(shown![1] === "£" ? "GBP" : "EUR");
    expect(Number(offer.price)).toBe(Number(shown![2]!.replaceAll(",", "")));
    expect(html.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("a listing priced on request offers no price", async () => {
    const onRequest = await listingWhere((l) => l.price_gbp === null && l.price_eur === null);
    const { html } = await page(`/listing/${onRequest.slug}`);
    expect(html.querySelector('[data-testid="listing-price"]')!.textContent.trim()).toBe("Price on request");
    expect(ofType(html, "Product")[0]!.offers).toEqual({ "@type": "Offer", url: `${origin}/listing/${onRequest.slug}`, availability: "https://schema.org/InStock" });
  });

  it("a title with </script> stays inside its JSON-LD", async () => {
    const title = `Bike </script><script>document.title="broken"</script> ${Date.now()}`;
    const { listing } = await publishedListing(title);
    const { html } = await page(`/listing/${listing.slug}`);
    expect(html.querySelector("h1")!.textContent).toBe(title);
    expect(ofType(html, "Product")[0]!.name).toBe(title);
    expect(html.querySelector("title")!.textContent).toBe(`${title} | Gibraltar Marketplace`);
  });

  it("the BreadcrumbList has the names and links of the visible breadcrumb", async () => {
    const listing = await listingWhere(() => true);
    for (const path of [`/listing/${listing.slug}`, "/category/apartments-for-sale", "/places/europa-point"]) {
      const { html } = await page(path);
      const visible = html.querySelectorAll('nav[aria-label="Breadcrumb"] li').map((item) => ({
        name: item.textContent,
        href: item.querySelector("a")?.getAttribute("href") ?? null,
      }));
      const listed = (ofType(html, "BreadcrumbList")[0]!.itemListElement as Array<{ position: number; name: string; item?: string }>).map((item, index) => {
        expect(item.position).toBe(index + 1);
        return { name: item.name, href: item.item ? item.item.replace(origin, "") : null };
      });
      expect(listed, path).toEqual(visible);
      expect(visible.length, path).toBeGreaterThanOrEqual(3);
    }
  });

  it("a place with reviews is a Place with its aggregate rating", async () => {
    const place = (await server.call<Place>("GET", "/places/europa-point")).body;
    expect(place.review_stats.total_reviews).toBeGreaterThan(0);
    const [described] = ofType((await page("/places/europa-point")).html, "Place");
    expect(described).toMatchObject({
      name: place.name,
      url: `${origin}/places/europa-point`,
      aggregateRating: { "@type": "AggregateRating", ratingValue: place.review_stats.average_rating, reviewCount: place.review_stats.total_reviews, bestRating: 5 },
    });
  });

  it("a listing that is not public (seen by its owner) is not offered and asks not to be indexed", async () => {
    const { owner, listing } = await publishedListing(`Half-written ad ${Date.now()}`);
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", listing.id).execute();
    const cookie = await signInCookie(server, owner.email, owner.password);
    const { status, html } = await page(`/listing/${listing.slug}`, { cookie });
    expect(status).toBe(200);
    expect(html.querySelector("h1")!.textContent).toBe(listing.title);
    expect(html.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(ofType(html, "Product")[0]!.offers).not.toHaveProperty("availability");
  });
});
