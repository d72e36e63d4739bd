import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Place, PlaceCategory, PlaceList } from "../../api/schemas/places.js";
import type { TopLocation, TopLocationPage } from "../../api/schemas/top-locations.js";
import { createUser } from "../support/factories.js";
import { cameraJpeg, solidImage } from "../support/images.js";
import { parseSrcset } from "../support/srcset.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

type Media = Place["photos"][number];

const server = setupTestServer({ admin: true });

async function get<T>(url: string, token?: string, headers?: Record<string, string>): Promise<T> {
  const response = await server.api(url, { token, headers });
  expect(response.status, `GET ${url}`).toBe(200);
  return (await response.json()) as T;
}

async function signedInUser() {
  const user = await createUser(server.services.database);
  return { user, token: await loginAs(server, user.email, user.password) };
}

const validPlace = (overrides: Record<string, unknown> = {}) => ({
  name: "Rock Bottom Bistro",
  category: "restaurants-and-cafes",
  description_en: "Tapas and grilled fish below the Rock, open late.",
  description_es: "Tapas y pescado a la plancha bajo el Peñón.",
  address: "12 Irish Town, Gibraltar",
  latitude: 36.1405,
  longitude: -5.3540,
  phone: "200 12345",
  website: "https://bistro.example.gi",
  opening_hours: "Mon–Sat 12:00–23:00",
  ...overrides,
});

async function createPlace(token: string, overrides: Record<string, unknown> = {}): Promise<Place> {
  const response = await server.api("/places", { token, body: validPlace(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()) as Place;
}

function upload(placeId: number, token: string | null, files: { data: Uint8Array | string; name: string; type?: string }[]) {
  const form = new FormData();
  for (const file of files) {
    const data = typeof file.data === "string" ? file.data : new Uint8Array(file.data);
    form.append("photos", new Blob([data], { type: file.type ?? "image/jpeg" }), file.name);
  }
  return fetch(`${server.url}/api/v1/places/${placeId}/photos`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

const onDisk = (relativePath: string) => path.join(server.dataDir, "uploads", relativePath);
/** Every file of a photo: the four fixed variants and the WebP srcset copies. */
const variants = (m: Media) => [
  m.file_path, m.medium_path!, m.thumbnail_path!, m.webp_path!,
  ...parseSrcset(m.webp_srcset).map((c) => c.url.replace(/^\/api\/v1\/uploads\//, "")),
];

describe("GET /place-categories and /places", () => {
  it("lists the categories with their number of approved places", async () => {
    const categories = await get<PlaceCategory[]>("/place-categories");
    const rows = await server.db.selectFrom("places").select("place_category_id").where("status", "=", "approved").execute();
    const stored = await server.db.selectFrom("place_categories").select(["id", "slug", "name_en", "name_es"]).execute();
    expect(categories.length).toBeGreaterThanOrEqual(7);
    for (const category of categories) {
      expect(category.places_count).toBe(rows.filter((r) => r.place_category_id === category.id).length);
      expect(category).toMatchObject(stored.find((row) => row.id === category.id)!);
    }
    expect(categories.map((c) => c.sort_order)).toEqual([...categories.map((c) => c.sort_order)].sort((a, b) => a - b));
  });

  it("pages through the approved places by name, with cards' photo, category and rating", async () => {
    const approved = await server.db.selectFrom("places").select(["id", "name"]).where("status", "=", "approved").execute();
    const first = await get<PlaceList>("/places?limit=5");
    expect(first.total).toBe(approved.length);
    expect(first.places).toHaveLength(5);
    const second = await get<PlaceList>("/places?limit=5&skip=5");
    expect(second).toMatchObject({ limit: 5, skip: 5, total: approved.length });
    expect(second.places.map((p) => p.id)).not.toContain(first.places[0]!.id);
    const all = await get<PlaceList>("/places?limit=100");
    expect(all.places.map((p) => p.name)).toEqual([...all.places.map((p) => p.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const place of all.places) {
      expect(place.status).toBe("approved");
      expect(place.thumbnail_url).toMatch(/^\/api\/v1\/uploads\/places\/.+-thumb\.jpg$/);
      expect(place.category).toMatchObject({ slug: expect.any(String), name_en: expect.any(String) });
    }
    const reviewed = all.places.find((p) => p.slug === "europa-point")!;
    expect(reviewed.review_stats).toEqual({ average_rating: 4.7, total_reviews: 3 });
    expect((await server.api("/places?limit=0")).status).toBe(422);
    expect((await server.api("/places?status=closed")).status).toBe(422);
  });

  it("filters by category slug and by text in any case, taking % literally", async () => {
    const beaches = await get<PlaceList>("/places?category=beaches&limit=100");
    expect(beaches.places.length).toBeGreaterThan(1);
    expect(beaches.places.every((p) => p.category?.slug === "beaches")).toBe(true);
    expect(beaches.total).toBe(beaches.places.length);
    expect(await get<PlaceList>("/places?category=no-such-category")).toMatchObject({ places: [], total: 0 });

    const catalan = await get<PlaceList>("/places?q=CATALAN");
    expect(catalan.places.map((p) => p.slug).sort()).toEqual(["catalan-bay", "sandpiper-seafood"]);
    const both = await get<PlaceList>("/places?q=catalan&category=beaches");
    expect(both.places.map((p) => p.slug)).toEqual(["catalan-bay"]);
    // Spanish descriptions are searched too.
    expect((await get<PlaceList>("/places?q=pescadores")).places.map((p) => p.slug)).toContain("catalan-bay");
    expect((await get<PlaceList>("/places?q=%25")).total).toBe(0);
  });
});

describe("GET /places/:slugOrId", () => {
  it("gives the same place by slug and by id, with photos, texts and review stats", async () => {
    const bySlug = await get<Place>("/places/gibraltar-national-museum");
    const byId = await get<Place>(`/places/${bySlug.id}`);
    expect(byId).toEqual(bySlug);
    const row = await server.db.selectFrom("places").selectAll().where("slug", "=", "gibraltar-national-museum").executeTakeFirstOrThrow();
    expect(bySlug).toMatchObject({
      name: row.name, description: row.description_en, description_en: row.description_en, description_es: row.description_es,
      address: row.address, phone: row.phone, website: row.website, opening_hours: row.opening_hours, status: "approved",
      category: { slug: "museums", name_en: "Museums", name_es: "Museos", icon: "museum" },
    });
    expect(bySlug.latitude).toBeCloseTo(36.1376, 4);
    const reviews = await server.db.selectFrom("reviews").select("rating").where("place_id", "=", row.id).where("status", "=", "published").execute();
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(bySlug.review_stats).toEqual({ average_rating: Math.round(average * 10) / 10, total_reviews: reviews.length });

    expect(bySlug.photos).toHaveLength(1);
    const photo = bySlug.photos[0]!;
    expect(photo.display_url).toBe(`/api/v1/uploads/${photo.medium_path}`);
    expect(photo.thumbnail_url).toBe(`/api/v1/uploads/${photo.thumbnail_path}`);
    expect(photo.file_url).toBe(`/api/v1/uploads/${photo.file_path}`);
    expect((await fetch(`${server.url}${photo.display_url}`)).status).toBe(200);

    const spanish = await get<Place>("/places/gibraltar-national-museum", undefined, { "Accept-Language": "es" });
    expect(spanish.description).toBe(row.description_es);
    expect((await server.api("/places/no-such-place")).status).toBe(404);
    expect((await server.api("/places/99999999")).status).toBe(404);
  });
});

describe("creating places", () => {
  it("refuses visitors and names each invalid field", async () => {
    expect((await server.api("/places", { body: validPlace() })).status).toBe(401);
    const { token } = await signedInUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "A" }, "name", "Name must be at least 2 characters"],
      [{ name: "x".repeat(121) }, "name", "Name must be at most 120 characters"],
      [{ category: "" }, "category", "Choose a category"],
      [{ category: "no-such-category" }, "category", "Choose a category"],
      [{ description_en: "Too short" }, "description_en", "Description must be at least 10 characters"],
      [{ description_es: "x".repeat(5001) }, "description_es", "Description must be at most 5000 characters"],
      [{ address: "x".repeat(201) }, "address", "Address must be at most 200 characters"],
      [{ latitude: 95 }, "latitude", "Invalid coordinate values"],
      [{ longitude: null }, "longitude", "Give both latitude and longitude"],
      [{ phone: "12" }, "phone", "Invalid phone number format"],
      [{ website: "javascript:alert(1)" }, "website", "Enter a web address starting with http:// or https://"],
      [{ website: "bistro" }, "website", "Enter a web address starting with http:// or https://"],
      [{ opening_hours: "x".repeat(501) }, "opening_hours", "Opening hours must be at most 500 characters"],
    ];
    for (const [change, field, message] of cases) {
      const response = await server.api("/places", { token, body: validPlace(change) });
      expect(response.status, JSON.stringify(change)).toBe(422);
      const body = (await response.json()) as { detail: string; errors: { field: string; message: string }[] };
      expect(body.errors, JSON.stringify(change)).toContainEqual({ field, message });
    }
  });

  it("makes a user's place pending (seen only by its owner and admins) and an admin's approved", async () => {
    const { user, token } = await signedInUser();
    const place = await createPlace(token, { name: "Café Olé" });
    expect(place).toMatchObject({ status: "pending", user_id: user.id, slug: "cafe-ole", phone: "+35020012345", latitude: 36.1405 });
    expect(place.description).toBe(validPlace().description_en);

    expect((await server.api(`/places/${place.slug}`)).status).toBe(404);
    const other = await signedInUser();
    expect((await server.api(`/places/${place.id}`, { token: other.token })).status).toBe(404);
    expect((await server.api(`/places/${place.id}`, { token })).status).toBe(200);
    expect((await server.api(`/places/${place.id}`, { token: server.admin })).status).toBe(200);
    expect((await get<PlaceList>("/places?q=olé")).places).toHaveLength(0);

    // Pending lists: visitors must sign in, users see their own, admins all.
    expect((await server.api("/places?status=pending")).status).toBe(401);
    expect((await get<PlaceList>("/places?status=pending", token)).places.map((p) => p.id)).toEqual([place.id]);
    expect((await get<PlaceList>("/places?status=pending", other.token)).total).toBe(0);
    expect((await get<PlaceList>("/places?status=pending&limit=100", server.admin)).places.map((p) => p.id)).toContain(place.id);

    const byAdmin = await createPlace(server.admin, { name: "Café Olé" });
    expect(byAdmin.status).toBe("approved");
    expect(byAdmin.slug).toBe(`cafe-ole-${byAdmin.id.toString(36)}`);
    expect((await server.api(`/places/${byAdmin.slug}`)).status).toBe(200);
    // A name that would shadow a page path gets the id too.
    expect((await createPlace(token, { name: "Create" })).slug).toMatch(/^create-[0-9a-z]+$/);
    // Optional fields may be left out.
    const bare = await createPlace(token, { name: "Bare Place", description_es: "", address: "", latitude: null, longitude: null,
      phone: "", website: "", opening_hours: "" });
    expect(bare).toMatchObject({ description_es: null, address: null, latitude: null, phone: null, website: null, opening_hours: null });
  });
});

describe("editing and deleting places", () => {
  it("lets the owner and admins edit; others get 403, visitors 401, unknown ids 404", async () => {
    const owner = await signedInUser();
    const place = await createPlace(owner.token);
    const put = (token: string | undefined, body: Record<string, unknown>, id: number | string = place.id) =>
      server.api(`/places/${id}`, { method: "PUT", token, body: validPlace(body) });

    expect((await put(undefined, { name: "By a visitor" })).status).toBe(401);
    const other = await signedInUser();
    const refused = await put(other.token, { name: "By someone else" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe("Only the place's owner can change it");
    expect((await put(owner.token, {}, 99999999)).status).toBe(404);

    const edited = await put(owner.token, { name: "Renamed Bistro", category: "nightlife", phone: "" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Renamed Bistro", slug: place.slug, category: { slug: "nightlife" }, phone: null });
    expect((await put(owner.token, { name: "X" })).status).toBe(422);

    await server.db.updateTable("places").set({ status: "approved" }).where("id", "=", place.id).execute();
    const byAdmin = await put(server.admin, { opening_hours: "Daily 10:00–22:00" });
    expect(await byAdmin.json()).toMatchObject({ opening_hours: "Daily 10:00–22:00", status: "approved" });
    // An owner's correction of an approved place keeps it live.
    expect(await (await put(owner.token, { opening_hours: "Daily 11:00–22:00" })).json()).toMatchObject({ status: "approved" });

    // A rejected place edited by its owner goes back to moderation.
    await server.db.updateTable("places").set({ status: "rejected" }).where("id", "=", place.id).execute();
    expect(await (await put(owner.token, {})).json()).toMatchObject({ status: "pending" });
  });

  it("deletes a place with its photos (owner or admin only)", async () => {
    const owner = await signedInUser();
    const place = await createPlace(owner.token);
    const uploaded = (await (await upload(place.id, owner.token, [{ data: await solidImage(400, 300, "png"), name: "a.png" }])).json()) as Media[];
    const other = await signedInUser();
    expect((await server.api(`/places/${place.id}`, { method: "DELETE", token: other.token })).status).toBe(403);
    expect((await server.api(`/places/${place.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await server.api(`/places/${place.id}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    expect((await server.api(`/places/${place.id}`, { token: server.admin })).status).toBe(404);
    for (const file of variants(uploaded[0]!)) expect(fs.existsSync(onDisk(file))).toBe(false);
    expect(await server.db.selectFrom("media_files").select("id").where("id", "=", uploaded[0]!.id).executeTakeFirst()).toBeUndefined();

    const byAdmin = await createPlace(owner.token);
    expect((await server.api(`/places/${byAdmin.id}`, { method: "DELETE", token: server.admin })).status).toBe(204);
  });
});

describe("place photos", () => {
  it("stores the listing photo variants, refuses non-images and other users, and removes photos", async () => {
    const owner = await signedInUser();
    const place = await createPlace(owner.token);
    const response = await upload(place.id, owner.token, [
      { data: await cameraJpeg(), name: "IMG_0001.jpg" },
      { data: await solidImage(300, 200, "webp"), name: "b.webp", type: "image/webp" },
    ]);
    expect(response.status).toBe(201);
    const photos = (await response.json()) as Media[];
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ original_filename: "IMG_0001.jpg", mime_type: "image/jpeg", width: 600, height: 800, is_cover: true });
    expect(photos[0]!.file_path).toMatch(new RegExp(`^places/${place.id}/[A-Za-z0-9_-]{22}-original\\.jpg$`));
    for (const photo of photos) for (const file of variants(photo)) expect(fs.existsSync(onDisk(file))).toBe(true);
    const detail = await get<Place>(`/places/${place.id}`, owner.token);
    expect(detail.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
    expect(detail.thumbnail_url).toBe(photos[0]!.thumbnail_url);
    expect(photos.map((p) => parseSrcset(p.webp_srcset).map((c) => c.width))).toEqual([[400, 600], [300]]);
    expect(detail.thumbnail_srcset).toBe(photos[0]!.webp_srcset);

    const text = await upload(place.id, owner.token, [{ data: "just some text, not a picture", name: "holiday.jpg" }]);
    expect(text.status).toBe(422);
    const message = "The file is not a supported image (JPEG, PNG, WebP, AVIF or HEIC)";
    expect(await text.json()).toMatchObject({ detail: message, errors: [{ field: "photos", message }] });

    const other = await signedInUser();
    expect((await upload(place.id, other.token, [{ data: await solidImage(10, 10, "png"), name: "x.png" }])).status).toBe(403);
    expect((await upload(place.id, null, [{ data: await solidImage(10, 10, "png"), name: "x.png" }])).status).toBe(401);
    expect((await upload(99999999, owner.token, [{ data: await solidImage(10, 10, "png"), name: "x.png" }])).status).toBe(404);

    // At most 10 photos per place.
    const small = await solidImage(20, 20, "png");
    const many = await upload(place.id, owner.token, Array.from({ length: 9 }, (_, i) => ({ data: small, name: `${i}.png` })));
    expect(many.status).toBe(422);
    expect((await many.json()).detail).toBe("A place can have at most 10 photos");
    expect((await get<Place>(`/places/${place.id}`, owner.token)).photos).toHaveLength(2);

    const removed = photos[0]!;
    expect((await server.api(`/places/${place.id}/photos/${removed.id}`, { method: "DELETE", token: other.token })).status).toBe(403);
    expect((await server.api(`/places/${place.id}/photos/${removed.id}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    expect((await server.api(`/places/${place.id}/photos/${removed.id}`, { method: "DELETE", token: owner.token })).status).toBe(404);
    for (const file of variants(removed)) expect(fs.existsSync(onDisk(file))).toBe(false);
    expect((await get<Place>(`/places/${place.id}`, owner.token)).photos.map((p) => p.id)).toEqual([photos[1]!.id]);
  }, 60_000);
});

describe("GET /top-locations", () => {
  it("pages with size and page and counts the published listings of each location", async () => {
    const active = await server.db.selectFrom("top_locations").select("id").where("is_active", "=", 1).execute();
    const all = await get<TopLocationPage>("/top-locations");
    expect(all).toMatchObject({ page: 1, size: 20, total: active.length, pages: Math.ceil(active.length / 20) });
    const page1 = await get<TopLocationPage>("/top-locations?size=3&page=1");
    const page2 = await get<TopLocationPage>("/top-locations?size=3&page=2");
    expect(page1).toMatchObject({ size: 3, page: 1, total: active.length, pages: Math.ceil(active.length / 3) });
    expect(page1.items).toHaveLength(3);
    expect(page2.items.map((l) => l.id)).toEqual(all.items.slice(3, 6).map((l) => l.id));
    const beyond = await get<TopLocationPage>(`/top-locations?size=3&page=${page1.pages + 1}`);
    expect(beyond.items).toEqual([]);
    expect((await get<TopLocationPage>("/top-locations?size=50")).size).toBe(50);
    expect((await server.api("/top-locations?size=51")).status).toBe(422);
    expect((await server.api("/top-locations?page=0")).status).toBe(422);

    const listings = await server.db.selectFrom("listings").select("location_id").where("status", "=", "published").execute();
    for (const location of all.items) {
      expect(location.listings_count).toBe(listings.filter((l) => l.location_id === location.id).length);
      expect(location.featured_image).toMatch(/^\/api\/v1\/uploads\/locations\/.+\.jpg$/);
      expect(parseSrcset(location.featured_image_srcset).map((c) => c.width)).toEqual([400, 800, 1200]);
      expect(["country", "region", "city"]).toContain(location.location_type);
    }
    expect(all.items.some((l) => l.listings_count > 0)).toBe(true);
    const copy = parseSrcset(all.items[0]!.featured_image_srcset)[0]!;
    const served = await fetch(`${server.url}${copy.url}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: copy.width });
  });

  it("filters featured and active locations, and localizes the description", async () => {
    const featured = await get<TopLocationPage>("/top-locations?featured_only=true&size=50");
    const rows = await server.db.selectFrom("top_locations").select("id").where("is_featured", "=", 1).execute();
    expect(featured.total).toBe(rows.length);
    expect(featured.items.every((l) => l.is_featured)).toBe(true);

    const hidden = await server.db.selectFrom("top_locations").select(["id", "slug"]).where("slug", "=", "sandy-bay").executeTakeFirstOrThrow();
    await server.db.updateTable("top_locations").set({ is_active: 0 }).where("id", "=", hidden.id).execute();
    try {
      const ids = async (url: string, token?: string) => (await get<TopLocationPage>(url, token)).items.map((l) => l.id);
      expect(await ids("/top-locations?size=50")).not.toContain(hidden.id);
      // Only admins can ask for the inactive ones too.
      expect(await ids("/top-locations?size=50&active_only=false")).not.toContain(hidden.id);
      expect(await ids("/top-locations?size=50&active_only=false", server.admin)).toContain(hidden.id);
      expect((await server.api(`/top-locations/${hidden.slug}`)).status).toBe(404);
      expect((await server.api(`/top-locations/${hidden.slug}`, { token: server.admin })).status).toBe(200);
    } finally {
      await server.db.updateTable("top_locations").set({ is_active: 1 }).where("id", "=", hidden.id).execute();
    }

    const english = await get<TopLocation>("/top-locations/catalan-bay");
    const row = await server.db.selectFrom("top_locations").selectAll().where("slug", "=", "catalan-bay").executeTakeFirstOrThrow();
    expect(english).toMatchObject({ id: row.id, name: "Catalan Bay", description: row.description, location_type: "city", is_featured: true });
    expect((await get<TopLocation>("/top-locations/catalan-bay?language=es")).description).toBe(row.description_es);
    expect((await get<TopLocation>("/top-locations/catalan-bay", undefined, { "Accept-Language": "es" })).description).toBe(row.description_es);
    const spanishPage = await get<TopLocationPage>("/top-locations?language=es&size=50");
    expect(spanishPage.items.find((l) => l.id === row.id)!.description).toBe(row.description_es);
    expect((await server.api("/top-locations/no-such-place")).status).toBe(404);
  });
});
