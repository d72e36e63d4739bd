import { describe, expect, it } from "vitest";
import { createSitemapRepository } from "../../api/modules/sitemap/repository.js";
import { createSitemapService } from "../../api/modules/sitemap/service.js";
import type { SitemapIndex, SitemapListingPage } from "../../api/schemas/sitemap.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { setupTestServer } from "../support/test-server.js";

const server = setupTestServer();

async function get<T>(url: string): Promise<T> {
  const response = await server.api(url);
  expect(response.status, `GET ${url}`).toBe(200);
  return (await response.json()) as T;
}

const publishedListings = () =>
  server.db.selectFrom("listings").select(["id", "slug", "updated_at"]).where("status", "=", "published").orderBy("id").execute();

describe("GET /sitemap", () => {
  it("lists active categories, approved places and active top locations only", async () => {
    const [category] = await server.db.selectFrom("categories").select(["id", "slug"]).where("is_active", "=", 1).orderBy("id").limit(1).execute();
    await server.db.updateTable("categories").set({ is_active: 0 }).where("id", "=", category!.id).execute();
    const [place] = await server.db.selectFrom("places").select(["id", "slug"]).where("status", "=", "approved").orderBy("id").limit(1).execute();
    await server.db.updateTable("places").set({ status: "pending" }).where("id", "=", place!.id).execute();
    const [location] = await server.db.selectFrom("top_locations").select(["id", "slug"]).where("is_active", "=", 1).orderBy("id").limit(1).execute();
    await server.db.updateTable("top_locations").set({ is_active: 0 }).where("id", "=", location!.id).execute();
    try {
      const sitemap = await get<SitemapIndex>("/sitemap");
      const slugs = (entries: SitemapIndex["categories"]) => entries.map((e) => e.slug).sort();
      const activeCategories = await server.db.selectFrom("categories").select("slug").where("is_active", "=", 1).execute();
      const approvedPlaces = await server.db.selectFrom("places").select(["slug", "updated_at"]).where("status", "=", "approved").execute();
      const activeLocations = await server.db.selectFrom("top_locations").select("slug").where("is_active", "=", 1).execute();

      expect(slugs(sitemap.categories)).toEqual(activeCategories.map((c) => c.slug).sort());
      expect(slugs(sitemap.categories)).not.toContain(category!.slug);
      expect(slugs(sitemap.places)).toEqual(approvedPlaces.map((p) => p.slug).sort());
      expect(slugs(sitemap.places)).not.toContain(place!.slug);
      expect(slugs(sitemap.locations)).toEqual(activeLocations.map((l) => l.slug).sort());
      expect(slugs(sitemap.locations)).not.toContain(location!.slug);
      expect(sitemap.places.length).toBeGreaterThan(0);
      for (const entry of sitemap.places) expect(entry.lastmod).toBe(approvedPlaces.find((p) => p.slug === entry.slug)!.updated_at);
    } finally {
      await server.db.updateTable("categories").set({ is_active: 1 }).where("id", "=", category!.id).execute();
      await server.db.updateTable("places").set({ status: "approved" }).where("id", "=", place!.id).execute();
      await server.db.updateTable("top_locations").set({ is_active: 1 }).where("id", "=", location!.id).execute();
    }
  });

  it("dates a category by the newest published listing in it or in its subcategories", async () => {
    const child = await server.db.selectFrom("categories").select(["id", "slug", "parent_id"]).where("parent_id", "is not", null).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    const parent = await server.db.selectFrom("categories").select(["slug"]).where("id", "=", child.parent_id!).executeTakeFirstOrThrow();
    const listing = await server.db.selectFrom("listings").select(["id", "category_id", "created_at"]).where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
    const future = "2099-01-02T03:04:05.000Z";
    await server.db.updateTable("listings").set({ category_id: child.id, created_at: future }).where("id", "=", listing.id).execute();
    try {
      const { categories } = await get<SitemapIndex>("/sitemap");
      expect(categories.find((c) => c.slug === child.slug)?.lastmod).toBe(future);
      expect(categories.find((c) => c.slug === parent.slug)?.lastmod).toBe(future);
    } finally {
      await server.db.updateTable("listings").set({ category_id: listing.category_id, created_at: listing.created_at }).where("id", "=", listing.id).execute();
    }
  });

  it("numbers one listing page for the seeded listings", async () => {
    expect((await get<SitemapIndex>("/sitemap")).listing_pages).toEqual([1]);
  });
});

describe("GET /sitemap/listings", () => {
  it("lists every published listing once, with its time of last change, and no other", async () => {
    const owner = await createUser(server.services.database);
    const unpublished = await createListing(server.db, owner.id, "Not public yet");
    const { listings } = await get<SitemapListingPage>("/sitemap/listings?page=1");
    const published = await publishedListings();

    expect(listings.length).toBeGreaterThan(0);
    expect(listings).toEqual(published.map((l) => ({ slug: l.slug, lastmod: l.updated_at })));
    expect(listings.map((l) => l.slug)).not.toContain(unpublished.slug);
    for (const entry of listings) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers 404 for a page past the last and 422 for a page that is not a positive whole number", async () => {
    expect((await server.api("/sitemap/listings?page=2")).status).toBe(404);
    for (const page of ["0", "-1", "1.5", "abc", ""]) {
      expect((await server.api(`/sitemap/listings?page=${page}`)).status, `page=${page}`).toBe(422);
    }
  });
});

describe("sitemap listing pages", () => {
  it("split the listings by ranges of ids, at most the page size each, skipping ranges without a published listing", async () => {
    const perPage = 7;
    const sitemap = createSitemapService(createSitemapRepository(server.db), { listingsPerPage: perPage });
    // Unpublish every listing of the second range: it gets no page.
    const secondRange = (await publishedListings()).filter((l) => l.id > perPage && l.id <= 2 * perPage).map((l) => l.id);
    expect(secondRange.length).toBeGreaterThan(0);
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "in", secondRange).execute();
    try {
      const published = await publishedListings();
      const { listing_pages: pages } = await sitemap.index();
      const expectedPages = [...new Set(published.map((l) => Math.ceil(l.id / perPage)))];
      expect(pages).toEqual(expectedPages);
      expect(pages).not.toContain(2);
      expect(pages.length).toBeGreaterThan(2);

      const listed: string[] = [];
      for (const page of pages) {
        const { listings } = await sitemap.listings({ page: String(page) });
        expect(listings.length).toBeGreaterThan(0);
        expect(listings.length).toBeLessThanOrEqual(perPage);
        listed.push(...listings.map((l) => l.slug));
      }
      expect(listed).toEqual(published.map((l) => l.slug));
      await expect(sitemap.listings({ page: "2" })).rejects.toMatchObject({ status: 404 });
    } finally {
      await server.db.updateTable("listings").set({ status: "published" }).where("id", "in", secondRange).execute();
    }
  });

  it("hold 50,000 listings a page by default", async () => {
    const sitemap = createSitemapService(createSitemapRepository(server.db));
    // The seed's ids all fall in the first range of 50,000; a listing with id 50,001 starts the second.
    const template = await server.db.selectFrom("listings").selectAll().where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
    const listing = await server.db
      .insertInto("listings")
      .values({ ...template, id: 50_001, slug: `far-along-${Date.now()}` })
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
    try {
      expect((await sitemap.index()).listing_pages).toEqual([1, 2]);
      expect((await sitemap.listings({ page: "2" })).listings.map((l) => l.slug)).toEqual([listing.slug]);
    } finally {
      await server.db.deleteFrom("listings").where("id", "=", 50_001).execute();
    }
  });
});
