import { describe, expect, it } from "vitest";
import { aliasTarget } from "~/routes/$/route";
import { escapeXml, sitemapIndexXml, urlSetXml } from "~/components/seo/sitemap-xml";
import { canonicalFor, canonicalUrl, isPrivatePath, languageAlternates } from "~/components/seo/seo";
import { breadcrumbJsonLd, isIndexableListing, serializeJsonLd } from "~/components/seo/structured-data";

const ORIGIN = "https://gibmarket.gi";

describe("canonical URLs", () => {
  it("keep the search words, category and page number, in a fixed order", () => {
    expect(canonicalUrl(ORIGIN, "/search", "?page=3&sort=price_low&q=flat&category=cars&view=list")).toBe(
      `${ORIGIN}/search?q=flat&category=cars&page=3`,
    );
  });
  it("drop the language, tracking, sorting and filter parameters, blank values and page 1", () => {
    expect(canonicalUrl(ORIGIN, "/", "?lng=es&utm_source=news&fbclid=x&page=1")).toBe(`${ORIGIN}/`);
    expect(canonicalUrl(ORIGIN, "/category/cars", "?price_min=100&location=westside&df_colour=red&q=")).toBe(`${ORIGIN}/category/cars`);
  });
  it("of a language version name that version itself; the plain address names the plain URL", () => {
    expect(canonicalFor(ORIGIN, "/search", "?q=flat&lng=es&sort=price_low")).toEqual({
      canonical: `${ORIGIN}/search?q=flat&lng=es`,
      plain: `${ORIGIN}/search?q=flat`,
    });
    expect(canonicalFor(ORIGIN, "/search", "?q=flat").canonical).toBe(`${ORIGIN}/search?q=flat`);
    expect(canonicalFor(ORIGIN, "/", "?lng=fr").canonical).toBe(`${ORIGIN}/`);
  });
  it("drop a trailing slash but keep the root", () => {
    expect(canonicalUrl(ORIGIN, "/places/", "")).toBe(`${ORIGIN}/places`);
    expect(canonicalUrl(ORIGIN, "/", "")).toBe(`${ORIGIN}/`);
  });
});

describe("language alternates", () => {
  it("name a ?lng= URL per language and the plain URL as the default", () => {
    expect(languageAlternates(`${ORIGIN}/search?q=flat`)).toEqual([
      { hrefLang: "en", href: `${ORIGIN}/search?q=flat&lng=en` },
      { hrefLang: "es", href: `${ORIGIN}/search?q=flat&lng=es` },
      { hrefLang: "x-default", href: `${ORIGIN}/search?q=flat` },
    ]);
  });
  it("are left out of private areas only", () => {
    for (const path of ["/dashboard", "/dashboard/edit-listing/3", "/admin/users", "/auth", "/listings/wizard", "/places/edit/2"]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ["/", "/listing/bike", "/places/europa-point", "/categories", "/administer"]) expect(isPrivatePath(path), path).toBe(false);
  });
});

describe("page aliases", () => {
  it("point each second address at the page's one address", () => {
    expect(aliasTarget("/listings")).toBe("/categories");
    expect(aliasTarget("/listings/")).toBe("/categories");
    expect(aliasTarget("/privacy")).toBe("/privacy-policy");
    expect(aliasTarget("/terms")).toBe("/terms-of-service");
    expect(aliasTarget("/place/europa-point")).toBe("/places/europa-point");
    expect(aliasTarget("/place/a/b")).toBeNull();
    expect(aliasTarget("/nowhere")).toBeNull();
    expect(aliasTarget("/constructor")).toBeNull();
  });
});

describe("JSON-LD", () => {
  it("cannot close its script element, and parses back to the same data", () => {
    const data = { name: "Bike </script><script>alert(1)</script> & <!-- more \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
  it("lists breadcrumbs with absolute links, the current page without one", () => {
    expect(breadcrumbJsonLd(ORIGIN, [{ label: "Home", to: "/" }, { label: "Cars", to: "/category/cars" }, { label: "Ford Fiesta" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Cars", item: `${ORIGIN}/category/cars` },
        { "@type": "ListItem", position: 3, name: "Ford Fiesta" },
      ],
    });
  });
  it("keeps listings that can be bought, or were just sold or reserved, indexable", () => {
    expect(isIndexableListing("live")).toBe(true);
    expect(isIndexableListing("held")).toBe(true);
    expect(isIndexableListing("ended")).toBe(false);
    expect(isIndexableListing("private")).toBe(false);
  });
});

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
  it("writes url sets and indexes in the sitemap namespace, lastmod only when known", () => {
    const set = urlSetXml([{ loc: `${ORIGIN}/search?q=a&page=2`, lastmod: "2026-11-01T10:00:00.000Z" }, { loc: `${ORIGIN}/` }]);
    expect(set).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(set).toContain(`<url><loc>${ORIGIN}/search?q=a&amp;page=2</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>`);
    expect(set).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    expect(sitemapIndexXml([{ loc: `${ORIGIN}/sitemaps/pages.xml` }])).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/pages.xml</loc></sitemap>`);
  });
});
