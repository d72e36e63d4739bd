import path from "node:path";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { openSqlite } from "../../api/db/database.js";
import type { Listing, ListingList } from "../../api/schemas/listing";
import type { Place } from "../../api/schemas/places";
import { e2eDataDir } from "../support/template.js";
import { E2E_PORTS, newListing, newUser, openPage, signIn } from "./support";

// What search engines read: robots.txt, the sitemaps, canonical and language links, JSON-LD.

const ORIGIN = `http://localhost:${E2E_PORTS.main}`;

type JsonLdNode = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLdNode);
}

const ofType = async (page: Page, type: string) => (await jsonLd(page)).filter((node) => node["@type"] === type);

const canonical = (page: Page) => page.locator('link[rel="canonical"]');

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/** The oldest seeded listings first: other specs publish new ones meanwhile. */
const seededListings = async (request: APIRequestContext, limit: number): Promise<ListingList> =>
  (await request.get(`/api/v1/listings?sort=created_at&order=asc&limit=${limit}`)).json();

async function listingWhere(request: APIRequestContext, fits: (listing: Listing) => boolean): Promise<Listing> {
  for (const summary of (await seededListings(request, 100)).listings) {
    const listing: Listing = await (await request.get(`/api/v1/listings/${summary.slug}`)).json();
    if (fits(listing)) return listing;
  }
  throw new Error("No seeded listing fits");
}

test("robots.txt lets crawlers read public pages and photos, not private areas, and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Allow: /api/v1/uploads/", "Disallow: /api/"]));
  for (const path of ["/dashboard", "/admin", "/auth", "/listings/wizard", "/places/create", "/places/edit", "/logout", "/preferences", "/resources"]) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test("the sitemap index leads to sitemaps whose URLs answer 200", async ({ request }) => {
  test.slow();
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const indexXml = await index.text();
  expect(indexXml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const sitemaps = locs(indexXml);
  expect(sitemaps.map((loc) => loc.replace(ORIGIN, ""))).toEqual(
    expect.arrayContaining(["/sitemaps/pages.xml", "/sitemaps/categories.xml", "/sitemaps/places.xml", "/sitemaps/locations.xml", "/sitemaps/listings-1.xml"]),
  );

  const seeded = (await seededListings(request, 50)).listings.map((l) => `${ORIGIN}/listing/${l.slug}`);
  for (const sitemap of sitemaps) {
    const response = await request.get(sitemap);
    expect(response.status(), sitemap).toBe(200);
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
    for (const url of [...new Set([...urls.slice(0, 3), ...urls.slice(-2)])]) {
      expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
      const page = await request.get(url, { maxRedirects: 0 });
      expect(page.status(), url).toBe(200);
    }
  }
  expect((await request.get("/sitemaps/listings-999.xml")).status()).toBe(404);
});

test.describe("canonical links", () => {
  test("name the page's one absolute URL without tracking, sorting or view parameters; a language version names itself", async ({ page, request }) => {
    // Several page loads: more than the default 30 s on a busy machine.
    test.slow();
    const listing = await listingWhere(request, () => true);
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
      await page.goto(visited);
      await expect(canonical(page), visited).toHaveCount(1);
      await expect(canonical(page), visited).toHaveAttribute("href", `${ORIGIN}${expected}`);
    }
  });

  test("/listings and the other second addresses answer 301 to the page's address, keeping the query", async ({ page, request }) => {
    const redirects: Array<[string, string]> = [
      ["/listings?x=1", "/categories?x=1"],
      ["/privacy", "/privacy-policy"],
      ["/terms", "/terms-of-service"],
      ["/place/europa-point?tab=reviews", "/places/europa-point?tab=reviews"],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location!, ORIGIN).href, from).toBe(`${ORIGIN}${to}`);
    }
    await page.goto("/listings?x=1");
    await expect(page).toHaveURL(`${ORIGIN}/categories?x=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  });
});

test.describe("languages", () => {
  test("public pages link their English and Spanish URLs; private ones do not", async ({ page }) => {
    test.slow();
    await page.goto("/weather?utm_source=x");
    const alternate = (language: string) => page.locator(`link[rel="alternate"][hreflang="${language}"]`);
    await expect(alternate("en")).toHaveAttribute("href", `${ORIGIN}/weather?lng=en`);
    await expect(alternate("es")).toHaveAttribute("href", `${ORIGIN}/weather?lng=es`);
    await expect(alternate("x-default")).toHaveAttribute("href", `${ORIGIN}/weather`);

    await page.goto("/auth");
    await expect(canonical(page)).toHaveAttribute("href", `${ORIGIN}/auth`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test("a ?lng=es URL shows Spanish, the following pages stay Spanish, and the selector switches back", async ({ page }) => {
    // Several page loads: more than the default 30 s on a busy machine.
    test.slow();
    await page.goto("/weather");
    const spanishUrl = await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute("href");
    await openPage(page, spanishUrl!);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El tiempo en Gibraltar");

    // A plain link (no parameter): the language cookie set by the ?lng= page keeps Spanish.
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Lugares" }).click();
    await expect(page).toHaveURL(`${ORIGIN}/places`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lugares");
    await page.goto("/categories");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorías");

    // Choosing English on a ?lng=es page is not overruled by its parameter.
    await openPage(page, "/categories?lng=es");
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("button", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(`${ORIGIN}/categories`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("structured data", () => {
  test("a listing's Product offer has the price and currency the page shows, and it is in stock", async ({ page, request }) => {
    const priced = await listingWhere(request, (l) => l.price_gbp !== null && l.media_files.length > 0);
    await page.goto(`/listing/${priced.slug}`);
    const [product] = await ofType(page, "Product");
    expect(product).toMatchObject({ name: priced.title, sku: String(priced.id), url: `${ORIGIN}/listing/${priced.slug}` });
    expect((product!.image as string[]).length).toBe(priced.media_files.length);
    const offer = product!.offers as { price: string; priceCurrency: string; availability: string };
    expect(offer.availability).toBe("https://schema.org/InStock");

    // The shown price, e.g. "£2,144,838" or "€1,250.50", before any converted amount.
    const shown = /^([£€])([\d,]+(?:\.\d+)?)/.exec((await page.getByTestId("listing-price").first().textContent())!.trim());
    expect(shown).not.toBeNull();
    expect(offer.priceCurrency).toBe(shown![1] === "£" ? "GBP" : "EUR");
    expect(Number(offer.price)).toBe(Number(shown![2]!.replaceAll(",", "")));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("a listing priced on request offers no price", async ({ page, request }) => {
    const onRequest = await listingWhere(request, (l) => l.price_gbp === null && l.price_eur === null);
    await page.goto(`/listing/${onRequest.slug}`);
    await expect(page.getByTestId("listing-price")).toHaveText("Price on request");
    const [product] = await ofType(page, "Product");
    expect(product!.offers).toEqual({ "@type": "Offer", url: `${ORIGIN}/listing/${onRequest.slug}`, availability: "https://schema.org/InStock" });
  });

  test("a title with </script> stays inside its JSON-LD", async ({ page }) => {
    const owner = await newUser();
    const title = `Bike </script><script>document.title="broken"</script> ${Date.now()}`;
    const listing = await newListing(owner.id, title);
    await page.goto(`/listing/${listing.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const [product] = await ofType(page, "Product");
    expect(product!.name).toBe(title);
    await expect(page).toHaveTitle(`${title} | Gibraltar Marketplace`);
  });

  test("the BreadcrumbList has the names and links of the visible breadcrumb", async ({ page, request }) => {
    // Several page loads: more than the default 30 s on a busy machine.
    test.slow();
    const listing = await listingWhere(request, () => true);
    for (const path of [`/listing/${listing.slug}`, "/category/apartments-for-sale", "/places/europa-point"]) {
      await page.goto(path);
      const visible: Array<{ name: string; href: string | null }> = [];
      for (const item of await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").all()) {
        const link = item.getByRole("link");
        visible.push({ name: (await item.textContent()) ?? "", href: (await link.count()) ? await link.getAttribute("href") : null });
      }
      const [trail] = await ofType(page, "BreadcrumbList");
      const listed = (trail!.itemListElement as Array<{ position: number; name: string; item?: string }>).map((item, index) => {
        expect(item.position).toBe(index + 1);
        return { name: item.name, href: item.item ? item.item.replace(ORIGIN, "") : null };
      });
      expect(listed, path).toEqual(visible);
      expect(visible.length, path).toBeGreaterThanOrEqual(3);
    }
  });

  test("a place with reviews is a Place with its aggregate rating", async ({ page, request }) => {
    const place: Place = await (await request.get("/api/v1/places/europa-point")).json();
    expect(place.review_stats.total_reviews).toBeGreaterThan(0);
    await page.goto("/places/europa-point");
    const [described] = await ofType(page, "Place");
    expect(described).toMatchObject({
      name: place.name,
      url: `${ORIGIN}/places/europa-point`,
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: place.review_stats.average_rating,
        reviewCount: place.review_stats.total_reviews,
        bestRating: 5,
      },
    });
  });

  test("a listing that is not public (seen by its owner) is not offered and asks not to be indexed", async ({ page }) => {
    const owner = await newUser();
    const listing = await newListing(owner.id, `Half-written ad ${Date.now()}`);
    const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
    try {
      await database.db.updateTable("listings").set({ status: "draft" }).where("id", "=", listing.id).execute();
    } finally {
      await database.close();
    }
    await signIn(page, owner.email, owner.password, `/listing/${listing.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const [product] = await ofType(page, "Product");
    expect(product!.offers).not.toHaveProperty("availability");
  });
});
