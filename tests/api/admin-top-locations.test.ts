import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import { type AdminTopLocation, NO_IMAGE, ONE_IMAGE, TOP_LOCATION_NOT_FOUND, TOP_LOCATION_SLUG_TAKEN } from "../../api/schemas/admin-guide.js";
import type { TopLocation } from "../../api/schemas/top-locations.js";
import { guideFixtures } from "../support/admin-guide.js";
import { createListing } from "../support/content.js";
import { solidImage } from "../support/images.js";
import { parseSrcset } from "../support/srcset.js";
import { setupTestServer } from "../support/test-server.js";

type ErrorBody = { detail: string; errors?: Array<{ field: string; message: string }> };

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, upload, signedInUser, auditOf, onDisk, storagePath, unique } = guideFixtures(server);

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
