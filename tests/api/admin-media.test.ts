import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import { type AdminMediaFile, type AdminTopLocation, MEDIA_IN_USE, MEDIA_NOT_FOUND } from "../../api/schemas/admin-guide.js";
import { guideFixtures } from "../support/admin-guide.js";
import { createListing } from "../support/content.js";
import { solidImage } from "../support/images.js";
import { setupTestServer } from "../support/test-server.js";

type ErrorBody = { detail: string; errors?: Array<{ field: string; message: string }> };

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, upload, signedInUser, auditOf, onDisk, storagePath, unique } = guideFixtures(server);

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
