import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import {
  type AdminMediaFile,
  type AdminPlace,
  type AdminPlaceCategory,
  type AdminTopLocation,
  MEDIA_IN_USE,
  MEDIA_NOT_FOUND,
  NO_IMAGE,
  ONE_IMAGE,
  PLACE_CATEGORY_IN_USE,
  PLACE_CATEGORY_NOT_FOUND,
  PLACE_CATEGORY_SLUG_TAKEN,
  TOP_LOCATION_NOT_FOUND,
  TOP_LOCATION_SLUG_TAKEN,
} from "../../api/schemas/admin-guide.js";
import type { Place } from "../../api/schemas/places.js";
import type { TopLocation } from "../../api/schemas/top-locations.js";
import { catalogues } from "../../app/locales/index.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { solidImage } from "../support/images.js";
import { parseSrcset } from "../support/srcset.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = { detail: string; errors?: Array<{ field: string; message: string }> };

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });

async function call<T = unknown>(method: string, apiPath: string, token?: string, body?: unknown) {
  const response = await server.api(apiPath, { method, token, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A multipart POST of pictures in the field every picture upload reads ("photos"). */
async function upload<T>(apiPath: string, token: string, images: Buffer[], names = images.map((_, i) => `picture-${i + 1}.png`)) {
  const form = new FormData();
  images.forEach((image, i) => form.append("photos", new Blob([new Uint8Array(image)], { type: "image/png" }), names[i]));
  const response = await fetch(`${server.url}/api/v1${apiPath}`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as T };
}

async function signedInUser() {
  const user = await createUser(server.services.database);
  return { id: user.id, email: user.email, token: await loginAs(server, user.email, user.password) };
}

const auditOf = (entity: string, entityId: number | string) =>
  server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", String(entityId)).orderBy("id").execute();

const onDisk = (relativePath: string) => fs.existsSync(path.join(server.dataDir, "uploads", relativePath));
const storagePath = (url: string) => url.replace(/^\/api\/v1\/uploads\//, "");
let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

describe("who may use the guide's admin endpoints", () => {
  const endpoints: Array<[string, string]> = [
    ["GET", "/admin/places"], ["POST", "/admin/places"], ["PUT", "/admin/places/1"], ["DELETE", "/admin/places/1"], ["POST", "/admin/places/1/photos"],
    ["GET", "/admin/place-categories"], ["POST", "/admin/place-categories"], ["DELETE", "/admin/place-categories/1"],
    ["GET", "/admin/top-locations"], ["POST", "/admin/top-locations"], ["POST", "/admin/top-locations/1/move"], ["POST", "/admin/top-locations/1/image"],
    ["GET", "/admin/media"], ["DELETE", "/admin/media/1"], ["POST", "/admin/media/orphans/delete"],
  ];

  it("answers visitors 401 'Authentication required' and signed-in users 403, and changes nothing", async () => {
    const user = await signedInUser();
    const before = await server.db.selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    for (const [method, apiPath] of endpoints) {
      const body = method === "GET" || method === "DELETE" ? undefined : { confirm: true };
      expect(await call(method, apiPath, undefined, body), `${method} ${apiPath}`).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
      expect((await call(method, apiPath, user.token, body)).status, `${method} ${apiPath}`).toBe(403);
    }
    const after = await server.db.selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await server.db.selectFrom("places").select("id").where("id", "=", 1).executeTakeFirst()).toBeDefined();
  });
});

describe("/admin/places", () => {
  const placeBody = (name: string) => ({ name, category: "beaches", description_en: "Sand, sea and a view of the Rock from the water." });

  async function pendingPlace(name = unique("Pending cove")) {
    const owner = await signedInUser();
    const created = await call<Place>("POST", "/places", owner.token, placeBody(name));
    expect(created.status).toBe(201);
    return { owner, place: created.body };
  }

  it("lists places of every status with their owner, filtered by status, category and name", async () => {
    const { owner, place } = await pendingPlace(unique("Quiet Bay"));
    const beaches = await server.db.selectFrom("place_categories").select("id").where("slug", "=", "beaches").executeTakeFirstOrThrow();

    const pending = await call<AdminPage<AdminPlace>>("GET", `/admin/places?status=pending&category_id=${beaches.id}&search=quiet bay`, server.admin);
    expect(pending.status).toBe(200);
    expect(pending.body.items).toEqual([
      expect.objectContaining({ id: place.id, name: place.name, status: "pending", category: expect.objectContaining({ id: beaches.id, name_en: "Beaches" }), owner: expect.objectContaining({ id: owner.id, email: owner.email }) }),
    ]);
    expect(pending.body).toMatchObject({ total: 1, page: 1, per_page: 20, pages: 1 });

    const approved = await call<AdminPage<AdminPlace>>("GET", "/admin/places?status=approved&per_page=100", server.admin);
    expect(approved.body.items.length).toBeGreaterThan(0);
    expect(approved.body.items.every((item) => item.status === "approved")).toBe(true);
    expect(approved.body.items.map((item) => item.id)).not.toContain(place.id);
  });

  it("refuses unknown filters with their messages", async () => {
    expect(await call<ErrorBody>("GET", "/admin/places?status=lost", server.admin)).toMatchObject({
      status: 422,
      body: { detail: "status must be pending, approved or rejected", errors: [{ field: "status", message: "status must be pending, approved or rejected" }] },
    });
    expect((await call<ErrorBody>("GET", "/admin/places?per_page=500", server.admin)).body.detail).toBe("per_page must be at most 100");
  });

  it("approving a pending place from the list makes it public, and is audited", async () => {
    const { place } = await pendingPlace();
    expect((await call("GET", `/places/${place.slug}`)).status).toBe(404);
    expect((await call("POST", `/admin/moderation/places/${place.id}/approve`, server.admin)).status).toBe(204);
    const listed = await call<AdminPage<AdminPlace>>("GET", `/admin/places?status=approved&search=${encodeURIComponent(place.name)}`, server.admin);
    expect(listed.body.items.map((item) => [item.id, item.status])).toEqual([[place.id, "approved"]]);
    expect((await call<Place>("GET", `/places/${place.slug}`)).body.status).toBe("approved");
    expect((await auditOf("place", place.id)).map((entry) => entry.action)).toContain("approve");
  });

  it("creates an approved place with the places' own validation, and audits it", async () => {
    const invalid = await call<ErrorBody>("POST", "/admin/places", server.admin, { ...placeBody("X"), category: "no-such-category" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toContainEqual({ field: "name", message: "Name must be at least 2 characters" });
    const unknownCategory = await call<ErrorBody>("POST", "/admin/places", server.admin, { ...placeBody(unique("Lost beach")), category: "no-such-category" });
    expect(unknownCategory).toMatchObject({ status: 422, body: { errors: [{ field: "category", message: "Choose a category" }] } });

    const name = unique("Admin Beach");
    const created = await call<Place>("POST", "/admin/places", server.admin, { ...placeBody(name), phone: "200 12345", opening_hours: "Always open" });
    expect(created.status).toBe(201);
    const stored = await server.db.selectFrom("places").selectAll().where("id", "=", created.body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name, status: "approved", phone: "+35020012345", opening_hours: "Always open" });
    const [entry] = await auditOf("place", created.body.id);
    expect(entry).toMatchObject({ action: "create", actor_email: expect.any(String), summary: `Created the place “${name}”`, before_json: null });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ id: created.body.id, name, status: "approved" });
  });

  it("updates every field and records the place before and after", async () => {
    const { place } = await pendingPlace();
    const updated = await call<Place>("PUT", `/admin/places/${place.id}`, server.admin, {
      name: "Renamed Cove", category: "nature-and-walks", description_en: "A walk down to a pebbly cove below the cliffs.",
      description_es: "Un paseo hasta una cala de guijarros.", address: "Sir Herbert Miles Road", latitude: 36.14, longitude: -5.34,
      phone: "", website: "https://cove.example.gi", opening_hours: "Daylight hours",
    });
    expect(updated.status).toBe(200);
    const stored = await server.db.selectFrom("places").selectAll().where("id", "=", place.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: "Renamed Cove", slug: place.slug, status: "pending", website: "https://cove.example.gi", phone: null, latitude: 36.14 });
    const entry = (await auditOf("place", place.id)).at(-1)!;
    expect(entry.action).toBe("update");
    expect(JSON.parse(entry.before_json!)).toMatchObject({ name: place.name });
    expect(JSON.parse(entry.after_json!)).toMatchObject({ name: "Renamed Cove", address: "Sir Herbert Miles Road" });

    const refused = await call<ErrorBody>("PUT", `/admin/places/${place.id}`, server.admin, { name: "Renamed Cove", category: "beaches", description_en: "short" });
    expect(refused.body.errors).toEqual([{ field: "description_en", message: "Description must be at least 10 characters" }]);
    expect(await call<ErrorBody>("PUT", "/admin/places/999999", server.admin, placeBody("Nowhere"))).toMatchObject({ status: 404, body: { detail: "Place not found" } });
  });

  it("adds photos through the photo pipeline and deletes the place with its files, audited", async () => {
    const { place } = await pendingPlace();
    const added = await upload<Array<{ id: number; file_path: string; webp_srcset: string | null }>>(`/admin/places/${place.id}/photos`, server.admin, [await solidImage(900, 600, "png")]);
    expect(added.status).toBe(201);
    expect(added.body).toHaveLength(1);
    const files = [added.body[0]!.file_path, ...parseSrcset(added.body[0]!.webp_srcset).map((c) => storagePath(c.url))];
    expect(files.every(onDisk)).toBe(true);
    expect((await auditOf("place", place.id)).at(-1)).toMatchObject({ action: "add_photos" });

    expect((await call("DELETE", `/admin/places/${place.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("places").select("id").where("id", "=", place.id).executeTakeFirst()).toBeUndefined();
    expect(files.some(onDisk)).toBe(false);
    const entry = (await auditOf("place", place.id)).at(-1)!;
    expect(entry).toMatchObject({ action: "delete", after_json: null });
    expect(JSON.parse(entry.before_json!)).toMatchObject({ id: place.id, name: place.name });
  });
});

describe("/admin/place-categories", () => {
  const body = (slug: string) => ({ slug, name_en: "Viewpoints", name_es: "Miradores", icon: "eye", sort_order: 12 });

  it("creates a category, refuses a taken or malformed slug with its message, and audits", async () => {
    const slug = unique("viewpoints");
    const created = await call<AdminPlaceCategory>("POST", "/admin/place-categories", server.admin, body(slug));
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), slug, name_en: "Viewpoints", name_es: "Miradores", icon: "eye", sort_order: 12, places_count: 0 } });
    expect((await auditOf("place_category", created.body.id)).map((e) => e.action)).toEqual(["create"]);

    expect(await call<ErrorBody>("POST", "/admin/place-categories", server.admin, body(slug))).toMatchObject({
      status: 409,
      body: { detail: PLACE_CATEGORY_SLUG_TAKEN, errors: [{ field: "slug", message: PLACE_CATEGORY_SLUG_TAKEN }] },
    });
    const malformed = await call<ErrorBody>("POST", "/admin/place-categories", server.admin, { ...body("Not a slug!"), name_es: "" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual([
      { field: "slug", message: "A slug is lowercase letters and digits, joined by single hyphens" },
      { field: "name_es", message: "Enter the Spanish name" },
    ]);
    expect(await server.db.selectFrom("place_categories").select("id").where("name_es", "=", "").executeTakeFirst()).toBeUndefined();
  });

  it("edits a category and lists it with its number of places", async () => {
    const created = await call<AdminPlaceCategory>("POST", "/admin/place-categories", server.admin, body(unique("lookouts")));
    const slug = unique("lookouts-renamed");
    const updated = await call<AdminPlaceCategory>("PUT", `/admin/place-categories/${created.body.id}`, server.admin, { slug, name_en: "Lookouts", name_es: "Miradores", icon: "", sort_order: 3 });
    expect(updated.body).toMatchObject({ slug, name_en: "Lookouts", icon: null, sort_order: 3 });
    const entry = (await auditOf("place_category", created.body.id)).at(-1)!;
    expect([entry.action, JSON.parse(entry.before_json!).name_en, JSON.parse(entry.after_json!).name_en]).toEqual(["update", "Viewpoints", "Lookouts"]);

    const listed = await call<AdminPage<AdminPlaceCategory>>("GET", "/admin/place-categories?search=beach", server.admin);
    expect(listed.body.items).toEqual([expect.objectContaining({ slug: "beaches", places_count: expect.any(Number) })]);
    expect(listed.body.items[0]!.places_count).toBeGreaterThan(0);
  });

  it("refuses to delete a category places use, with a clear message, and deletes an unused one", async () => {
    const beaches = await server.db.selectFrom("place_categories").select("id").where("slug", "=", "beaches").executeTakeFirstOrThrow();
    expect(await call<ErrorBody>("DELETE", `/admin/place-categories/${beaches.id}`, server.admin)).toMatchObject({ status: 409, body: { detail: PLACE_CATEGORY_IN_USE } });
    expect(await server.db.selectFrom("place_categories").select("id").where("id", "=", beaches.id).executeTakeFirst()).toBeDefined();

    const created = await call<AdminPlaceCategory>("POST", "/admin/place-categories", server.admin, body(unique("empty")));
    expect((await call("DELETE", `/admin/place-categories/${created.body.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("place_categories").select("id").where("id", "=", created.body.id).executeTakeFirst()).toBeUndefined();
    expect((await auditOf("place_category", created.body.id)).map((e) => e.action)).toEqual(["create", "delete"]);
    expect(await call("DELETE", `/admin/place-categories/${created.body.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: PLACE_CATEGORY_NOT_FOUND } });
  });
});

describe("/admin/top-locations", () => {
  const body = (slug: string, overrides: Record<string, unknown> = {}) => ({
    slug, name: "Camp Bay", description: "A sheltered bay with lidos.", description_es: "Una bahía resguardada.", location_type: "city",
    latitude: 36.121, longitude: -5.351, is_featured: true, is_active: true, sort_order: 90, ...overrides,
  });

  it("creates a location with its message for each wrong field, refuses a taken slug, and audits", async () => {
    const wrong = await call<ErrorBody>("POST", "/admin/top-locations", server.admin, body("Camp Bay", { location_type: "village", latitude: 36.1, longitude: null }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([
      { field: "slug", message: "A slug is lowercase letters and digits, joined by single hyphens" },
      { field: "location_type", message: "Choose country, region or city" },
      { field: "longitude", message: "Give both the latitude and the longitude, or neither" },
    ]);

    const slug = unique("camp-bay");
    const created = await call<AdminTopLocation>("POST", "/admin/top-locations", server.admin, body(slug));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug, name: "Camp Bay", is_featured: true, is_active: true, sort_order: 90, featured_image: null });
    expect((await auditOf("top_location", created.body.id)).map((e) => e.action)).toEqual(["create"]);
    expect((await call<TopLocation>("GET", `/top-locations/${slug}`)).body).toMatchObject({ name: "Camp Bay", is_featured: true });

    expect(await call<ErrorBody>("POST", "/admin/top-locations", server.admin, body(slug))).toMatchObject({
      status: 409,
      body: { detail: TOP_LOCATION_SLUG_TAKEN, errors: [{ field: "slug", message: TOP_LOCATION_SLUG_TAKEN }] },
    });
  });

  it("an inactive location leaves the public pages at once and stays in the admin list", async () => {
    const slug = unique("hidden-bay");
    const created = await call<AdminTopLocation>("POST", "/admin/top-locations", server.admin, body(slug));
    expect((await call<AdminTopLocation>("PUT", `/admin/top-locations/${created.body.id}`, server.admin, body(slug, { is_active: false }))).body.is_active).toBe(false);
    expect((await call("GET", `/top-locations/${slug}`)).status).toBe(404);
    const inactive = await call<AdminPage<AdminTopLocation>>("GET", `/admin/top-locations?is_active=false&search=${slug}`, server.admin);
    expect(inactive.body.items.map((item) => item.slug)).toEqual([slug]);
    const entry = (await auditOf("top_location", created.body.id)).at(-1)!;
    expect([entry.action, JSON.parse(entry.before_json!).is_active, JSON.parse(entry.after_json!).is_active]).toEqual(["update", true, false]);
  });

  it("moves a location up and down the order, numbering the order afresh, audited", async () => {
    const order = async () => (await call<AdminPage<AdminTopLocation>>("GET", "/admin/top-locations?per_page=100", server.admin)).body.items.map((item) => item.id);
    const before = await order();
    const [first, second] = before;
    const moved = await call<AdminTopLocation>("POST", `/admin/top-locations/${second}/move`, server.admin, { direction: "up" });
    expect(moved.body).toMatchObject({ id: second, sort_order: 1 });
    expect(await order()).toEqual([second, first, ...before.slice(2)]);
    const stored = await server.db.selectFrom("top_locations").select(["id", "sort_order"]).orderBy("sort_order").orderBy("name").orderBy("id").execute();
    expect(stored.map((row) => Number(row.sort_order))).toEqual(stored.map((_, i) => i + 1));
    expect((await auditOf("top_location", second!)).at(-1)).toMatchObject({ action: "reorder" });

    // The first cannot go further up: nothing changes.
    await call("POST", `/admin/top-locations/${second}/move`, server.admin, { direction: "up" });
    expect((await order())[0]).toBe(second);
    await call("POST", `/admin/top-locations/${second}/move`, server.admin, { direction: "down" });
    expect(await order()).toEqual([first, second, ...before.slice(2)]);
    expect(await call<ErrorBody>("POST", `/admin/top-locations/${second}/move`, server.admin, { direction: "sideways" })).toMatchObject({
      status: 422,
      body: { detail: "direction must be up or down" },
    });
  });

  it("turns an uploaded image into the listing photos' WebP variants, shown by the public page, and replaces it cleanly", async () => {
    const slug = unique("image-bay");
    const created = await call<AdminTopLocation>("POST", "/admin/top-locations", server.admin, body(slug));
    const id = created.body.id;
    expect(await upload<ErrorBody>(`/admin/top-locations/${id}/image`, server.admin, [])).toMatchObject({ status: 422, body: { detail: ONE_IMAGE } });
    expect((await upload<ErrorBody>(`/admin/top-locations/${id}/image`, server.admin, [await solidImage(10, 10, "png"), await solidImage(10, 10, "png")])).body.detail).toBe(ONE_IMAGE);
    expect((await upload<ErrorBody>(`/admin/top-locations/${id}/image`, server.admin, [Buffer.from("not an image")])).body.detail).toBe(
      "The file is not a supported image (JPEG, PNG, WebP, AVIF or HEIC)",
    );

    const first = await upload<AdminTopLocation>(`/admin/top-locations/${id}/image`, server.admin, [await solidImage(1600, 900, "png", "#3366cc")], ["camp-bay.png"]);
    expect(first.status).toBe(200);
    const copies = parseSrcset(first.body.featured_image_srcset);
    expect(copies.map((c) => c.width)).toEqual([400, 800, 1280]);
    for (const copy of copies) {
      expect((await sharp(path.join(server.dataDir, "uploads", storagePath(copy.url))).metadata()).format).toBe("webp");
    }
    const media = await server.db.selectFrom("media_files").selectAll().where("file_path", "=", storagePath(first.body.featured_image!)).executeTakeFirstOrThrow();
    expect(media).toMatchObject({ original_filename: "camp-bay.png", media_type: "image", width: 1600, height: 900 });

    const shown = await call<TopLocation>("GET", `/top-locations/${slug}`);
    expect(shown.body).toMatchObject({ featured_image: first.body.featured_image, featured_image_srcset: first.body.featured_image_srcset });
    const served = await fetch(`${server.url}${copies[0]!.url}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);

    const oldFiles = [storagePath(first.body.featured_image!), ...copies.map((c) => storagePath(c.url))];
    const second = await upload<AdminTopLocation>(`/admin/top-locations/${id}/image`, server.admin, [await solidImage(500, 400, "png")]);
    expect(parseSrcset(second.body.featured_image_srcset).map((c) => c.width)).toEqual([400, 500]);
    expect(oldFiles.some(onDisk)).toBe(false);
    expect(await server.db.selectFrom("media_files").select("id").where("id", "=", media.id).executeTakeFirst()).toBeUndefined();
    expect((await auditOf("top_location", id)).filter((e) => e.action === "set_image")).toHaveLength(2);

    const cleared = await call<AdminTopLocation>("DELETE", `/admin/top-locations/${id}/image`, server.admin);
    expect(cleared.body).toMatchObject({ featured_image: null, featured_image_srcset: null });
    expect(onDisk(storagePath(second.body.featured_image!))).toBe(false);
    expect(await call<ErrorBody>("DELETE", `/admin/top-locations/${id}/image`, server.admin)).toMatchObject({ status: 409, body: { detail: NO_IMAGE } });
    expect(await upload<ErrorBody>("/admin/top-locations/999999/image", server.admin, [await solidImage(10, 10, "png")])).toMatchObject({ status: 404, body: { detail: TOP_LOCATION_NOT_FOUND } });
  });

  it("deletes a location, its image with it; its listings stay, without a location", async () => {
    const created = await call<AdminTopLocation>("POST", "/admin/top-locations", server.admin, body(unique("gone-bay")));
    const withImage = await upload<AdminTopLocation>(`/admin/top-locations/${created.body.id}/image`, server.admin, [await solidImage(300, 200, "png")]);
    const owner = await signedInUser();
    const listing = await createListing(server.db, owner.id);
    await server.db.updateTable("listings").set({ location_id: created.body.id }).where("id", "=", listing.id).execute();

    expect((await call("DELETE", `/admin/top-locations/${created.body.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("top_locations").select("id").where("id", "=", created.body.id).executeTakeFirst()).toBeUndefined();
    expect(onDisk(storagePath(withImage.body.featured_image!))).toBe(false);
    expect(await server.db.selectFrom("listings").select("location_id").where("id", "=", listing.id).executeTakeFirstOrThrow()).toEqual({ location_id: null });
    expect((await auditOf("top_location", created.body.id)).at(-1)).toMatchObject({ action: "delete" });
  });
});

describe("/admin/media", () => {
  /** A picture stored through a top location's upload, then let go by it: a file nothing uses. */
  async function orphan(name: string) {
    const location = await call<AdminTopLocation>("POST", "/admin/top-locations", server.admin, {
      slug: unique("orphan-maker"), name: "Orphan maker", location_type: "city", is_active: false,
    });
    const uploaded = await upload<AdminTopLocation>(`/admin/top-locations/${location.body.id}/image`, server.admin, [await solidImage(640, 480, "png")], [name]);
    const filePath = storagePath(uploaded.body.featured_image!);
    // Pointed elsewhere without the admin service (as an older version or a failed step could leave it).
    await server.db.updateTable("top_locations").set({ featured_image: null, featured_image_variants: null }).where("id", "=", location.body.id).execute();
    const row = await server.db.selectFrom("media_files").selectAll().where("file_path", "=", filePath).executeTakeFirstOrThrow();
    return { id: row.id, files: [row.file_path, row.medium_path!, row.thumbnail_path!, row.webp_path!] };
  }

  /** A picture a listing shows, uploaded through the listing's own endpoint. */
  async function listingPhoto(name: string) {
    const owner = await signedInUser();
    const listing = await createListing(server.db, owner.id, "Kayak for hire");
    const form = new FormData();
    form.append("photos", new Blob([new Uint8Array(await solidImage(320, 240, "png"))], { type: "image/png" }), name);
    const response = await fetch(`${server.url}/api/v1/listings/${listing.id}/media`, { method: "POST", headers: { Authorization: `Bearer ${owner.token}` }, body: form });
    const [photo] = (await response.json()) as Array<{ id: number; file_path: string }>;
    return { id: photo!.id, file_path: photo!.file_path, listing };
  }

  it("lists uploads with their details and what uses them, filtered by type and name", async () => {
    const name = `${unique("kayak")}.png`;
    const photo = await listingPhoto(name);
    const page = await call<AdminPage<AdminMediaFile>>("GET", `/admin/media?type=image&search=${name}`, server.admin);
    expect(page.body.items).toEqual([
      expect.objectContaining({
        id: photo.id, original_filename: name, mime_type: "image/jpeg", media_type: "image", width: 320, height: 240,
        file_size: expect.any(Number), thumbnail_url: expect.stringMatching(/^\/api\/v1\/uploads\/listings\/.+-thumb\.jpg$/),
        uploader: expect.objectContaining({ email: expect.any(String) }), used_by: [{ kind: "listing", id: photo.listing.id, name: "Kayak for hire" }],
      }),
    ]);
    expect((await call<AdminPage<AdminMediaFile>>("GET", `/admin/media?type=video&search=${name}`, server.admin)).body.total).toBe(0);
    expect((await call<ErrorBody>("GET", "/admin/media?type=spreadsheet", server.admin)).body.detail).toBe("type must be image, video, audio or document");
  });

  it("finds orphans: files no listing, place, banner, top location or avatar uses", async () => {
    const unused = await orphan(`${unique("unused")}.png`);
    const listed = await listingPhoto(`${unique("listed")}.png`);
    // Files named by URL: a banner's image and a user's avatar.
    const bannerImage = await orphan(`${unique("banner")}.png`);
    const banner = await server.db.selectFrom("banners").select("id").orderBy("id").executeTakeFirstOrThrow();
    await server.db.updateTable("banners").set({ image_url: `/api/v1/uploads/${bannerImage.files[1]}` }).where("id", "=", banner.id).execute();
    const avatarImage = await orphan(`${unique("avatar")}.png`);
    const user = await signedInUser();
    await server.db.updateTable("users").set({ avatar_url: `/api/v1/uploads/${avatarImage.files[0]}` }).where("id", "=", user.id).execute();

    const orphans = (await call<AdminPage<AdminMediaFile>>("GET", "/admin/media?orphans=true&per_page=100", server.admin)).body.items.map((item) => item.id);
    expect(orphans).toContain(unused.id);
    for (const used of [listed.id, bannerImage.id, avatarImage.id]) expect(orphans).not.toContain(used);
    const inUse = (await call<AdminPage<AdminMediaFile>>("GET", "/admin/media?orphans=false&per_page=100", server.admin)).body.items;
    expect(inUse.find((item) => item.id === bannerImage.id)?.used_by).toEqual([{ kind: "banner", id: banner.id, name: expect.any(String) }]);
    expect(inUse.find((item) => item.id === avatarImage.id)?.used_by).toEqual([{ kind: "avatar", id: user.id, name: user.email }]);
  });

  it("refuses to delete a file in use with a clear message, and deletes an orphan with its stored files", async () => {
    const listed = await listingPhoto(`${unique("kept")}.png`);
    expect(await call<ErrorBody>("DELETE", `/admin/media/${listed.id}`, server.admin)).toMatchObject({ status: 409, body: { detail: MEDIA_IN_USE } });
    expect(await server.db.selectFrom("media_files").select("id").where("id", "=", listed.id).executeTakeFirst()).toBeDefined();
    expect(onDisk(listed.file_path)).toBe(true);

    const unused = await orphan(`${unique("single")}.png`);
    expect(unused.files.every(onDisk)).toBe(true);
    expect((await call("DELETE", `/admin/media/${unused.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("media_files").select("id").where("id", "=", unused.id).executeTakeFirst()).toBeUndefined();
    expect(unused.files.some(onDisk)).toBe(false);
    const [entry] = await auditOf("media", unused.id);
    expect(entry).toMatchObject({ action: "delete" });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ id: unused.id, file_path: unused.files[0] });
    expect(await call("DELETE", `/admin/media/${unused.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: MEDIA_NOT_FOUND } });
  });

  it("deletes every orphan at once when confirmed, their files with them, and keeps what is in use", async () => {
    const orphans = [await orphan(`${unique("all-1")}.png`), await orphan(`${unique("all-2")}.png`)];
    const listed = await listingPhoto(`${unique("all-kept")}.png`);
    expect(await call<ErrorBody>("POST", "/admin/media/orphans/delete", server.admin, {})).toMatchObject({
      status: 422,
      body: { detail: "Tick the box to confirm deleting every unused file" },
    });
    expect(orphans.flatMap((o) => o.files).every(onDisk)).toBe(true);

    const answer = await call<{ deleted: number }>("POST", "/admin/media/orphans/delete", server.admin, { confirm: true });
    expect(answer.status).toBe(200);
    expect(answer.body.deleted).toBeGreaterThanOrEqual(2);
    expect(await server.db.selectFrom("media_files").select("id").where("id", "in", orphans.map((o) => o.id)).execute()).toEqual([]);
    expect(orphans.flatMap((o) => o.files).some(onDisk)).toBe(false);
    expect(onDisk(listed.file_path)).toBe(true);
    expect((await call<AdminPage<AdminMediaFile>>("GET", "/admin/media?orphans=true", server.admin)).body.total).toBe(0);
    const entry = await server.db.selectFrom("audit_log").selectAll().where("action", "=", "delete_orphans").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json!).map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining(orphans.map((o) => o.id)));
  });
});

describe("the guide's admin messages", () => {
  it("each has an English and a Spanish text", () => {
    const messages = [
      PLACE_CATEGORY_SLUG_TAKEN, PLACE_CATEGORY_NOT_FOUND, PLACE_CATEGORY_IN_USE, TOP_LOCATION_SLUG_TAKEN, TOP_LOCATION_NOT_FOUND,
      ONE_IMAGE, NO_IMAGE, MEDIA_NOT_FOUND, MEDIA_IN_USE,
    ];
    const missing = messages.filter((message) => !catalogues.en[message] || !catalogues.es[message] || catalogues.es[message] === message);
    expect(missing).toEqual([]);
  });
});
