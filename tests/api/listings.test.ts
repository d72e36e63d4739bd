import { beforeAll, describe, expect, it } from "vitest";
import type { FieldDefinition, Listing, ListingList, ListingSummary } from "../../api/schemas/listing.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { parseSrcset } from "../support/srcset.js";
import { loginAs, loginAsAdmin, setupTestServer } from "../support/test-server.js";

type CategoryNode = { id: number; slug: string; parent_id: number | null; listing_count: number; children: CategoryNode[] };

let tree: CategoryNode[];
const server = setupTestServer();
beforeAll(async () => {
  tree = (await (await server.api("/categories")).json()) as CategoryNode[];
});

async function get<T>(path: string, token?: string): Promise<T> {
  const response = await server.api(path, { token });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

const topCategory = (slug: string) => tree.find((c) => c.slug === slug)!;
const familyOf = (category: CategoryNode) => [category.id, ...category.children.map((c) => c.id)];

/** The newest published listing of a top-level category. */
async function firstListingOf(slug: string): Promise<ListingSummary> {
  const page = await get<ListingList>(`/listings?category_id=${topCategory(slug).id}&limit=1`);
  expect(page.listings).toHaveLength(1);
  return page.listings[0]!;
}

describe("GET /listings/:slugOrId", () => {
  it("gives the same full listing by slug and by id", async () => {
    const summary = await firstListingOf("property-for-sale");
    const bySlug = await get<Listing>(`/listings/${summary.slug}`);
    const byId = await get<Listing>(`/listings/${summary.id}`);
    expect(byId).toEqual(bySlug);

    const row = await server.db.selectFrom("listings").selectAll().where("id", "=", summary.id).executeTakeFirstOrThrow();
    expect(bySlug).toMatchObject({ id: row.id, slug: row.slug, title: row.title, description: row.description, status: "published" });
    expect(bySlug.price_gbp).toBe(row.price_gbp_minor === null ? null : row.price_gbp_minor / 100);
    expect(bySlug.price_eur).toBe(row.price_eur_minor === null ? null : row.price_eur_minor / 100);
    expect(typeof bySlug.is_top).toBe("boolean");
    expect(bySlug.user).toMatchObject({ id: row.user_id, is_verified: expect.any(Boolean) });
    const seller = await server.db.selectFrom("users").select("first_name").where("id", "=", row.user_id).executeTakeFirstOrThrow();
    expect(bySlug.user.first_name).toBe(seller.first_name);
    const property = topCategory("property-for-sale");
    expect(bySlug.category.id).toBe(row.category_id);
    expect(property.children.map((c) => c.id)).toContain(bySlug.category.id);
    const category = await server.db.selectFrom("categories").select(["name_en", "name_es"]).where("id", "=", row.category_id).executeTakeFirstOrThrow();
    expect(bySlug.category).toMatchObject(category);

    // Media: gallery order, URLs under the uploads area, display_url = medium first.
    expect(bySlug.media_files.length).toBeGreaterThan(0);
    expect(bySlug.media_files.map((m) => m.sort_order)).toEqual([...bySlug.media_files.map((m) => m.sort_order)].sort((a, b) => a - b));
    for (const media of bySlug.media_files) {
      expect(media.file_url).toBe(`/api/v1/uploads/${media.file_path}`);
      expect(media.thumbnail_url).toBe(`/api/v1/uploads/${media.thumbnail_path}`);
      expect(media.webp_url).toBe(`/api/v1/uploads/${media.webp_path}`);
      expect(media.display_url).toBe(`/api/v1/uploads/${media.medium_path}`);
      expect(typeof media.is_cover).toBe("boolean");
      expect(typeof media.is_public).toBe("boolean");
    }
    const cover = bySlug.media_files.find((m) => m.is_cover) ?? bySlug.media_files[0]!;
    expect(bySlug.thumbnail_url).toBe(cover.thumbnail_url);
    expect((await fetch(`${server.url}${cover.display_url}`)).status).toBe(200);
    // The demo photos (1200 px wide) come with WebP srcset copies like uploads; the card uses the cover's.
    for (const media of bySlug.media_files) expect(parseSrcset(media.webp_srcset).map((c) => c.width)).toEqual([400, 800, 1200]);
    expect(bySlug.thumbnail_srcset).toBe(cover.webp_srcset);
    const copy = await fetch(`${server.url}${parseSrcset(cover.webp_srcset)[0]!.url}`);
    expect([copy.status, copy.headers.get("content-type")]).toEqual([200, "image/webp"]);

    // Field values with their definitions, in layout order; property listings have top fields.
    expect(bySlug.field_values.length).toBeGreaterThan(0);
    const labels = await server.db.selectFrom("field_definitions").select(["id", "label_en", "label_es"]).execute();
    for (const value of bySlug.field_values) {
      expect(value.field.id).toBe(value.field_id);
      expect(value.field).toMatchObject(labels.find((field) => field.id === value.field_id)!);
      expect(typeof value.field.is_required).toBe("boolean");
      expect(value.field.categories).toContain(property.id);
      expect(value.field.group_position).not.toBeNull();
      expect(value.is_multiple_value).toBe(value.field.display_type === "MULTI_SELECT" || value.field.data_type === "ARRAY");
    }
    const positions = bySlug.field_values.map((v) => [v.field.group_position!.group_sort_order, v.field.group_position!.sort_order]);
    expect(positions).toEqual([...positions].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    const bedrooms = bySlug.field_values.find((v) => v.field.field_name === "bedrooms")!;
    expect(bedrooms.value_number).toEqual(expect.any(Number));
    expect(bedrooms.field.validation_rules).toEqual({ min: 0, max: 20 });
    expect(bySlug.field_values.some((v) => v.field.options.length > 0)).toBe(true);
    expect(bySlug.top_fields.length).toBeGreaterThan(0);
    expect(bySlug.top_fields.map((v) => v.field_id)).toContain(bedrooms.field_id);
    expect(bySlug.top_fields.every((top) => bySlug.field_values.some((v) => v.field_id === top.field_id))).toBe(true);
  });

  it("falls back through the image variants: medium, thumbnail, webp, file", async () => {
    const summary = await firstListingOf("vehicles");
    const before = await get<Listing>(`/listings/${summary.id}`);
    const cover = before.media_files.find((m) => m.is_cover)!;
    await server.db.updateTable("media_files").set({ medium_path: null }).where("id", "=", cover.id).execute();
    let after = await get<Listing>(`/listings/${summary.id}`);
    let media = after.media_files.find((m) => m.id === cover.id)!;
    expect(media.display_url).toBe(`/api/v1/uploads/${cover.thumbnail_path}`);

    await server.db.updateTable("media_files").set({ thumbnail_path: null }).where("id", "=", cover.id).execute();
    after = await get<Listing>(`/listings/${summary.id}`);
    media = after.media_files.find((m) => m.id === cover.id)!;
    expect(media.display_url).toBe(`/api/v1/uploads/${cover.webp_path}`);
    expect(media.thumbnail_url).toBeNull();
    expect(after.thumbnail_url).toBe(`/api/v1/uploads/${cover.webp_path}`);

    await server.db.updateTable("media_files").set({ webp_path: null }).where("id", "=", cover.id).execute();
    media = (await get<Listing>(`/listings/${summary.id}`)).media_files.find((m) => m.id === cover.id)!;
    expect(media.display_url).toBe(`/api/v1/uploads/${cover.file_path}`);
    expect(media.webp_url).toBeNull();
  });

  it("answers 404 with a detail for an unknown slug or id", async () => {
    for (const path of ["/listings/no-such-listing", "/listings/999999", "/listings/99999999999999"]) {
      const response = await server.api(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ detail: "Listing not found" });
    }
  });

  it("refuses an address longer than any listing's with 422 and a clear detail", async () => {
    const response = await server.api(`/listings/${"a".repeat(201)}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ detail: "A listing address is at most 200 characters" });
  });

  it("shows a draft only to its owner and to an admin", async () => {
    const owner = await createUser(server.services.database);
    const other = await createUser(server.services.database);
    const draft = await createListing(server.db, owner.id, "Draft sofa");
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", draft.id).execute();

    for (const path of [`/listings/${draft.slug}`, `/listings/${draft.id}`]) {
      expect((await server.api(path)).status).toBe(404);
      const otherToken = await loginAs(server, other.email, other.password);
      const denied = await server.api(path, { token: otherToken });
      expect(denied.status).toBe(404);
      expect(await denied.json()).toMatchObject({ detail: "Listing not found" });
    }
    const mine = await get<Listing>(`/listings/${draft.slug}`, await loginAs(server, owner.email, owner.password));
    expect(mine).toMatchObject({ id: draft.id, status: "draft", media_files: [], field_values: [], thumbnail_url: null });
    const asAdmin = await get<Listing>(`/listings/${draft.id}`, await loginAsAdmin(server));
    expect(asAdmin.id).toBe(draft.id);

    const list = await get<ListingList>(`/listings?user_id=${owner.id}`);
    expect(list.total).toBe(0);
    expect((await server.api(`/listings/${draft.id}/view`, { body: { session_id: "visitor-session-1" } })).status).toBe(404);
  });
});

describe("GET /listings", () => {
  it("lists a top-level category with its subcategories; total matches the category count", async () => {
    for (const slug of ["property-for-sale", "vehicles"]) {
      const category = topCategory(slug);
      const page = await get<ListingList>(`/listings?category_id=${category.id}&limit=100`);
      expect(page.total).toBe(category.listing_count);
      expect(page.listings).toHaveLength(Math.min(100, category.listing_count));
      expect(page.listings.every((l) => familyOf(category).includes(l.category_id) && l.status === "published")).toBe(true);
      expect(page.listings.some((l) => l.category_id !== category.id)).toBe(true);
    }
    const all = await get<ListingList>("/listings");
    expect(all).toMatchObject({ limit: 20, skip: 0, total: tree.reduce((sum, c) => sum + c.listing_count, 0) });
    const created = all.listings.map((l) => l.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("pages with limit and skip without overlap", async () => {
    const first = await get<ListingList>("/listings?limit=5&skip=0");
    const second = await get<ListingList>("/listings?limit=5&skip=5");
    const both = await get<ListingList>("/listings?limit=10");
    expect(first.listings).toHaveLength(5);
    expect(second.listings).toHaveLength(5);
    expect(second.total).toBe(first.total);
    const ids = [...first.listings, ...second.listings].map((l) => l.id);
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual(both.listings.map((l) => l.id));
  });

  it("sorts by price with unpriced listings last in both directions", async () => {
    const pricedLast = (listings: ListingSummary[]) => {
      const firstNull = listings.findIndex((l) => l.price_gbp === null);
      return firstNull === -1 || listings.slice(firstNull).every((l) => l.price_gbp === null);
    };
    const unpriced = await server.db
      .selectFrom("listings")
      .select("id")
      .where("status", "=", "published")
      .where("price_gbp_minor", "is", null)
      .execute();
    const asc = await get<ListingList>("/listings?sort=price&order=asc&limit=100");
    expect(asc.listings.length).toBe(asc.total);
    expect(asc.listings.filter((l) => l.price_gbp === null)).toHaveLength(unpriced.length);
    expect(pricedLast(asc.listings)).toBe(true);
    const prices = asc.listings.map((l) => l.price_gbp).filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices[prices.length - 1]!);

    const desc = await get<ListingList>("/listings?sort=price&order=desc&limit=100");
    expect(pricedLast(desc.listings)).toBe(true);
    const descPrices = desc.listings.map((l) => l.price_gbp).filter((p): p is number => p !== null);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));

    const byViews = (await get<ListingList>("/listings?sort=views_count&order=asc&limit=100")).listings.map((l) => l.views_count);
    expect(byViews).toEqual([...byViews].sort((a, b) => a - b));
  });

  it("leaves out the excluded listing", async () => {
    const all = await get<ListingList>("/listings?limit=3");
    const excluded = all.listings[0]!.id;
    const without = await get<ListingList>(`/listings?limit=3&exclude=${excluded}`);
    expect(without.total).toBe(all.total - 1);
    expect(without.listings.map((l) => l.id)).not.toContain(excluded);
    expect(without.listings[0]!.id).toBe(all.listings[1]!.id);
  });

  it("answers invalid parameters with 422 field errors", async () => {
    const cases: Array<[string, string]> = [
      ["limit=abc", "limit"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["skip=-1", "skip"],
      ["sort=title", "sort"],
      ["order=up", "order"],
      ["category_id=x", "category_id"],
      ["exclude=99999999999", "exclude"],
    ];
    for (const [query, field] of cases) {
      const response = await server.api(`/listings?${query}`);
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as { detail: string; errors: Array<{ field: string; message: string }> };
      // One error, whose message is the detail.
      expect(body.errors).toEqual([{ field, message: body.detail }]);
    }
  });
});

describe("homepage and related listings", () => {
  it("gives the 16 newest published listings", async () => {
    const { listings } = await get<{ listings: ListingSummary[] }>("/listings/homepage");
    expect(listings).toHaveLength(16);
    const created = listings.map((l) => l.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(listings.map((l) => l.id)).toEqual((await get<ListingList>("/listings?limit=16")).listings.map((l) => l.id));
    expect(listings.every((l) => l.status === "published" && l.thumbnail_url?.startsWith("/api/v1/uploads/"))).toBe(true);
  });

  it("gives up to 10 listings of the same category tree, never the listing itself", async () => {
    for (const slug of ["property-for-sale", "jobs", "vehicles"]) {
      const listing = await firstListingOf(slug);
      const { listings } = await get<{ listings: ListingSummary[] }>(`/listings/${listing.id}/related`);
      expect(listings.length).toBeGreaterThan(0);
      expect(listings.length).toBeLessThanOrEqual(10);
      expect(listings.map((l) => l.id)).not.toContain(listing.id);
      expect(new Set(listings.map((l) => l.id)).size).toBe(listings.length);
      expect(listings.every((l) => familyOf(topCategory(slug)).includes(l.category_id))).toBe(true);
      // Same-category listings come first.
      const firstOther = listings.findIndex((l) => l.category_id !== listing.category_id);
      if (firstOther !== -1) expect(listings.slice(firstOther).every((l) => l.category_id !== listing.category_id)).toBe(true);
    }
    expect((await server.api("/listings/999999/related")).status).toBe(404);
  });
});

describe("view tracking", () => {
  it("counts a view once per session", async () => {
    const listing = await firstListingOf("jobs");
    const start = (await get<Listing>(`/listings/${listing.id}`)).views_count;
    const view = async (session_id: string) => {
      const response = await server.api(`/listings/${listing.id}/view`, { body: { session_id } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { views_count: number }).views_count;
    };
    expect(await view("session-aaaa-1111")).toBe(start + 1);
    expect(await view("session-aaaa-1111")).toBe(start + 1);
    expect(await view("session-bbbb-2222")).toBe(start + 2);
    expect((await get<Listing>(`/listings/${listing.slug}`)).views_count).toBe(start + 2);
  });

  it("holds new views in memory and writes each session's first view once, in one batch", async () => {
    const owner = await createUser(server.services.database);
    const db = server.services.database.db;
    const publish = async (title: string) => {
      const created = await createListing(db, owner.id, title);
      await db.updateTable("listings").set({ status: "published", views_count: 3 }).where("id", "=", created.id).execute();
      return created.id;
    };
    const [kayak, tent] = [await publish("Viewed kayak"), await publish("Deleted tent")];
    const written = async (id: number) => ({
      count: Number((await db.selectFrom("listings").select("views_count").where("id", "=", id).executeTakeFirstOrThrow()).views_count),
      rows: (await db.selectFrom("listing_views").select("session_id").where("listing_id", "=", id).orderBy("session_id").execute()).map((r) => r.session_id),
    });
    const view = async (id: number, session_id: string) =>
      ((await (await server.api(`/listings/${id}/view`, { body: { session_id } })).json()) as { views_count: number }).views_count;

    // Counted at once in the answers, written only when flushed.
    expect(await view(kayak, "held-session-a")).toBe(4);
    expect(await view(kayak, "held-session-a")).toBe(4);
    expect(await view(kayak, "held-session-b")).toBe(5);
    expect((await get<Listing>(`/listings/${kayak}`)).views_count).toBe(5);
    expect(await written(kayak)).toEqual({ count: 3, rows: [] });
    await server.services.listings.flushViews();
    expect(await written(kayak)).toEqual({ count: 5, rows: ["held-session-a", "held-session-b"] });
    expect((await get<Listing>(`/listings/${kayak}`)).views_count).toBe(5);

    // A written view is read back: no second count, nothing held.
    expect(await view(kayak, "held-session-a")).toBe(5);
    // A view another instance wrote meanwhile adds nothing here; a deleted listing's views are
    // left out without losing the others of the batch.
    expect(await view(kayak, "held-session-c")).toBe(6);
    expect(await view(kayak, "held-session-d")).toBe(7);
    expect(await view(tent, "held-session-a")).toBe(4);
    await db.insertInto("listing_views").values({ listing_id: kayak, session_id: "held-session-c", created_at: new Date().toISOString() }).execute();
    await db.deleteFrom("listings").where("id", "=", tent).execute();
    await server.services.listings.flushViews();
    expect(await written(kayak)).toEqual({ count: 6, rows: ["held-session-a", "held-session-b", "held-session-c", "held-session-d"] });
    expect((await get<Listing>(`/listings/${kayak}`)).views_count).toBe(6);
  });

  it("writes held views before the owner's dashboard and the back-office show counts", async () => {
    const password = "viewed-owner-123";
    const owner = await createUser(server.services.database, { password });
    const db = server.services.database.db;
    const listing = await createListing(db, owner.id, "Counted canoe");
    await db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    await server.api(`/listings/${listing.id}/view`, { body: { session_id: "dashboard-session-1" } });
    const overview = await get<{ total_views: number }>("/users/me/overview", await loginAs(server, owner.email, password));
    expect(overview.total_views).toBe(1);

    await server.api(`/listings/${listing.id}/view`, { body: { session_id: "dashboard-session-2" } });
    const admin = await get<{ views_count: number }>(`/admin/listings/${listing.id}`, await loginAsAdmin(server));
    expect(admin.views_count).toBe(2);
  });

  it("validates the session and the listing", async () => {
    const listing = await firstListingOf("jobs");
    const short = await server.api(`/listings/${listing.id}/view`, { body: { session_id: "short" } });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: Array<{ field: string }> }).errors[0]!.field).toBe("session_id");
    expect((await server.api(`/listings/${listing.id}/view`, { body: {} })).status).toBe(422);
    const missing = await server.api("/listings/999999/view", { body: { session_id: "session-cccc-3333" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ detail: "Listing not found" });
  });
});

describe("GET /categories/:id/fields", () => {
  it("gives a subcategory the fields inherited from its parent, with options and groups", async () => {
    const property = topCategory("property-for-sale");
    const sub = property.children[0]!;
    const fields = await get<FieldDefinition[]>(`/categories/${sub.id}/fields`);
    const names = fields.map((f) => f.field_name);
    expect(names).toEqual(expect.arrayContaining(["bedrooms", "bathrooms", "property_type", "amenities"]));
    expect(names).not.toContain("make");
    const type = fields.find((f) => f.field_name === "property_type")!;
    expect(type.options.length).toBeGreaterThan(0);
    expect(type.options[0]).toEqual({ value: expect.any(String), label_en: expect.any(String), label_es: expect.any(String), sort_order: 1 });
    expect(type.categories).toContain(property.id);
    expect(fields.every((f) => f.group_position?.group_name_en)).toBe(true);
    const order = fields.map((f) => [f.group_position!.group_sort_order, f.group_position!.sort_order]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));

    expect(await get<FieldDefinition[]>(`/categories/${property.id}/fields`)).toEqual(fields);
    const missing = await server.api("/categories/999999/fields");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ detail: "Category not found" });
  });
});

describe("listing types and the field catalogue", () => {
  it("lists the active listing types with both names", async () => {
    const types = await get<{ slug: string; name_en: string; name_es: string }[]>("/listing-types");
    expect(types.length).toBeGreaterThan(1);
    const stored = await server.db.selectFrom("listing_types").select(["slug", "name_en", "name_es"]).where("is_active", "=", 1).execute();
    for (const type of types) expect(type).toMatchObject(stored.find((t) => t.slug === type.slug)!);
    expect(types.map((t) => t.slug).sort()).toEqual(stored.map((t) => t.slug).sort());
  });

  it("lists every active field definition with its display type, options and categories", async () => {
    const fields = await get<FieldDefinition[]>("/fields");
    const names = fields.map((f) => f.field_name);
    expect(names).toEqual(expect.arrayContaining(["bedrooms", "amenities", "make", "mileage_km"]));
    const displayTypes = new Set(fields.map((f) => f.display_type));
    for (const kind of ["TEXT", "NUMBER", "SELECT", "RADIO", "MULTI_SELECT", "CHECKBOX", "DATE", "COLOR_PICKER"]) expect(displayTypes, kind).toContain(kind);
    const amenities = fields.find((f) => f.field_name === "amenities")!;
    expect(amenities.options.length).toBeGreaterThan(2);
    expect(amenities.categories).toContain(topCategory("property-for-sale").id);
    expect(amenities.group_position).toBeNull();
  });
});
