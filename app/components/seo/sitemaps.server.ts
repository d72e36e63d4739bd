import type { SitemapEntry, SitemapIndex } from "@schemas/sitemap";
import type { SitemapUrl } from "./sitemap-xml";

/** Pages without items of their own that a crawler should find (search results are not listed). */
export const STATIC_PAGES = ["/", "/categories", "/places", "/weather", "/privacy-policy", "/terms-of-service", "/contact"];

/** The sitemaps of the items GET /api/v1/sitemap lists, each with the path of an item's page. */
export const ITEM_SITEMAPS = {
  categories: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  places: (slug: string) => `/places/${encodeURIComponent(slug)}`,
  locations: (slug: string) => `/location/${encodeURIComponent(slug)}`,
} satisfies Record<Exclude<keyof SitemapIndex, "listing_pages">, (slug: string) => string>;

export type ItemSitemap = keyof typeof ITEM_SITEMAPS;
export const ITEM_SITEMAP_NAMES = Object.keys(ITEM_SITEMAPS) as ItemSitemap[];
export const isItemSitemap = (name: string): name is ItemSitemap => Object.hasOwn(ITEM_SITEMAPS, name);

export const listingPath = (slug: string) => `/listing/${encodeURIComponent(slug)}`;

/** Absolute URLs of items, each with its time of last change. */
export const itemUrls = (origin: string, entries: SitemapEntry[], path: (slug: string) => string): SitemapUrl[] =>
  entries.map((entry) => ({ loc: `${origin}${path(entry.slug)}`, lastmod: entry.lastmod }));

/** The newest of the items' times of change (ISO times compare as text), or null when none is known. */
export const newest = (entries: SitemapEntry[]) =>
  entries.reduce<string | null>((latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest), null);
