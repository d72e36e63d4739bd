import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import { validationKey } from "../../api/schemas/message-codes.js";
import {
  type AdminPlace,
  type AdminPlaceCategory,
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
import { catalogues } from "../../app/locales/index.js";
import { guideFixtures } from "../support/admin-guide.js";
import { solidImage } from "../support/images.js";
import { parseSrcset } from "../support/srcset.js";
import { setupTestServer } from "../support/test-server.js";

type ErrorBody = { detail: string; errors?: Array<{ field: string; message: string }> };

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, upload, signedInUser, auditOf, onDisk, storagePath, unique } = guideFixtures(server);

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

describe("the guide's admin messages", () => {
  it("each has an English and a Spanish text", () => {
    const messages = [
      PLACE_CATEGORY_SLUG_TAKEN, PLACE_CATEGORY_NOT_FOUND, PLACE_CATEGORY_IN_USE, TOP_LOCATION_SLUG_TAKEN, TOP_LOCATION_NOT_FOUND,
      ONE_IMAGE, NO_IMAGE, MEDIA_NOT_FOUND, MEDIA_IN_USE,
    ];
    const missing = messages.filter((message) => {
      const key = validationKey(message);
      return key === message || !catalogues.en[key] || !catalogues.es[key] || catalogues.es[key] === message;
    });
    expect(missing).toEqual([]);
  });
});
