import { notFound, parseInput } from "../../lib/errors.js";
import {
  SITEMAP_MAX_URLS, type SitemapEntry, type SitemapIndex, type SitemapListingPage, SitemapListingsQuerySchema,
} from "../../schemas/sitemap.js";
import type { SitemapRepository } from "./repository.js";

type CategoryRow = Awaited<ReturnType<SitemapRepository["activeCategories"]>>[number];

/** A category page lists its subcategories' listings too: it changed when any of them got one. */
function categoryEntries(rows: CategoryRow[]): SitemapEntry[] {
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }
  const newest = (row: CategoryRow): string | null => {
    let latest = row.newest_listing_at ?? null;
    for (const child of children.get(row.id) ?? []) {
      const time = newest(child);
      if (time && (!latest || time > latest)) latest = time;
    }
    return latest;
  };
  return rows.map((row) => ({ slug: row.slug, lastmod: newest(row) }));
}

/**
 * The public items of the sitemaps: active categories, approved places, active top locations and
 * published listings. Listings are paged by ranges of id, `listingsPerPage` ids to a page, so a
 * page is one index range read however many listings there are (never an OFFSET walk); a page
 * holds at most `listingsPerPage` listings, fewer where ids belong to drafts or deleted listings,
 * and ranges without a published listing get no page.
 */
export function createSitemapService(repo: SitemapRepository, options: { listingsPerPage?: number } = {}) {
  const perPage = options.listingsPerPage ?? SITEMAP_MAX_URLS;

  /** The numbers of the id ranges that hold a published listing: one index seek per such range. */
  async function listingPages(): Promise<number[]> {
    const pages: number[] = [];
    for (let next = await repo.firstPublishedListingAfter(0); next !== null; ) {
      const page = Math.ceil(next / perPage);
      pages.push(page);
      next = await repo.firstPublishedListingAfter(page * perPage);
    }
    return pages;
  }

  return {
    async index(): Promise<SitemapIndex> {
      const [categories, places, locations, pages] = await Promise.all([
        repo.activeCategories(),
        repo.approvedPlaces(),
        repo.activeLocations(),
        listingPages(),
      ]);
      return {
        categories: categoryEntries(categories),
        places: places.map((place) => ({ slug: place.slug, lastmod: place.updated_at })),
        // A location row keeps no time of change.
        locations: locations.map((location) => ({ slug: location.slug, lastmod: null })),
        listing_pages: pages,
      };
    },

    async listings(rawQuery: unknown): Promise<SitemapListingPage> {
      const { page } = parseInput(SitemapListingsQuerySchema, rawQuery);
      const rows = await repo.publishedListingsInRange((page - 1) * perPage, page * perPage);
      // A sitemap file must list at least one URL: a range without listings has no page.
      if (!rows.length) throw notFound("Sitemap page not found");
      return { page, listings: rows.map((row) => ({ slug: row.slug, lastmod: row.updated_at })) };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
