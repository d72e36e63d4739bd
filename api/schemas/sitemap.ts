import * as z from "zod";
import { MAX_ID } from "./constants.js";

// What the sitemaps list: the public items' slugs and when each last changed. The pages build the
// URLs (they own the paths) and the XML.

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** A public item: `lastmod` is null when nothing says when it last changed. */
export type SitemapEntry = { slug: string; lastmod: string | null };

/** GET /sitemap: everything but the listings, and the numbers of the listing pages that hold any. */
export type SitemapIndex = {
  categories: SitemapEntry[];
  places: SitemapEntry[];
  locations: SitemapEntry[];
  listing_pages: number[];
};

/** GET /sitemap/listings?page=N: the published listings of one page, by id. */
export type SitemapListingPage = { page: number; listings: SitemapEntry[] };

export const SitemapListingsQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(Math.floor(MAX_ID / SITEMAP_MAX_URLS) + 1, "page is out of range"),
});
