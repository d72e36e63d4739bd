import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createFileLedgerRepository } from "../../api/modules/media/file-ledger-repository.js";
import { createPhotoFolderRepository } from "../../api/modules/media/photo-folder-repository.js";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminBanner, UploadedBannerImage } from "../../api/schemas/admin-banners.js";
import type { AdminMediaFile, AdminTopLocation } from "../../api/schemas/admin-guide.js";
import type { PublicBanner } from "../../api/schemas/public-banner.js";
import { guideFixtures } from "../support/admin-guide.js";
import { bannerFixtures } from "../support/banners.js";
import { createUser } from "../support/factories.js";
import { solidImage } from "../support/images.js";
import { ADMIN } from "../support/template.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

let userToken: string;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, today, stored, dailyRows, lastAudit, clearPosition, setSettings, imageBanner, createBanner } = bannerFixtures(server);
beforeAll(async () => {
  const user = await createUser(server.services.database);
  userToken = await loginAs(server, user.email, user.password);
});

describe("who may call the admin banner endpoints", () => {
  const endpoints: Array<[string, string]> = [
    ["GET", "/admin/banners/"],
    ["POST", "/admin/banners/"],
    ["PUT", "/admin/banners/1"],
    ["DELETE", "/admin/banners/1"],
    ["POST", "/admin/banners/1/toggle"],
    ["GET", "/admin/banners/settings/"],
    ["PUT", "/admin/banners/settings/"],
    ["GET", "/admin/banners/stats/detailed"],
    ["GET", "/admin/banners/analytics/overview?days=30"],
    ["POST", "/admin/banners/1/reset-stats"],
    ["POST", "/admin/banners/upload"],
    ["GET", "/admin/banners/1"],
  ];

  it("answers 401 'Authentication required' without a token and 403 'Admin access required' to a user, changing nothing", async () => {
    const banner = await createBanner();
    for (const [method, path] of endpoints) {
      const target = path.replace("/1", `/${banner.id}`);
      const body = method === "GET" || method === "DELETE" ? undefined : imageBanner({ name: "Hijacked" });
      expect(await call(method, target, undefined, body), `${method} ${path}`).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
      expect(await call(method, target, userToken, body), `${method} ${path}`).toMatchObject({ status: 403, body: { detail: "Admin access required" } });
    }
    expect(await stored(banner.id)).toMatchObject({ name: banner.name, is_active: 1 });
  });
});

describe("creating a banner", () => {
  it("stores an IMAGE banner with every field, answers it with its counts and writes the audit log", async () => {
    const body = imageBanner({ start_date: today(), end_date: "2099-12-31T18:30:00+01:00", priority: 7 });
    const created = await call<AdminBanner>("POST", "/admin/banners/", server.admin, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...body,
      id: expect.any(Number),
      end_date: "2099-12-31T17:30:00.000Z",
      html_content: null,
      html_content_en: null,
      html_content_es: null,
      impressions_count: 0,
      clicks_count: 0,
      ctr: 0,
    });
    const row = await stored(created.body.id);
    expect(row).toMatchObject({
      name: body.name,
      banner_type: "IMAGE",
      image_url: body.image_url,
      link_url: body.link_url,
      width: 300,
      height: 250,
      priority: 7,
      position: "SIDEBAR",
      is_active: 1,
      start_date: today(),
      end_date: "2099-12-31T17:30:00.000Z",
    });
    const audit = await lastAudit("banner", created.body.id);
    expect(audit).toMatchObject({ action: "create", actor_email: ADMIN.email, summary: `Created banner "${body.name}"`, before_json: null });
    expect(JSON.parse(audit!.after_json!)).toEqual(created.body);
  });

  it("stores an IMAGE banner's Spanish image and alt text beside the English ones; a PUT without them clears them", async () => {
    const spanish = { image_url_es: "/api/v1/uploads/banners/primavera.webp", alt_text_es: "Rebajas de primavera en Main Street" };
    const created = await call<AdminBanner>("POST", "/admin/banners/", server.admin, imageBanner(spanish));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ image_url: "/api/v1/uploads/banners/spring.webp", alt_text: "Spring sale at Main Street", ...spanish });
    expect(await stored(created.body.id)).toMatchObject({ image_url: "/api/v1/uploads/banners/spring.webp", alt_text: "Spring sale at Main Street", ...spanish });
    expect(JSON.parse((await lastAudit("banner", created.body.id))!.after_json!)).toMatchObject(spanish);

    // A web address is kept as given (normalised); blank fields are no Spanish version.
    const edited = await call<AdminBanner>("PUT", `/admin/banners/${created.body.id}`, server.admin, imageBanner({ image_url_es: "https://cdn.example.gi/es.png", alt_text_es: "" }));
    expect(edited.body).toMatchObject({ image_url_es: "https://cdn.example.gi/es.png", alt_text_es: null });
    await call("PUT", `/admin/banners/${created.body.id}`, server.admin, imageBanner());
    expect(await stored(created.body.id)).toMatchObject({ image_url_es: null, alt_text_es: null, image_url: "/api/v1/uploads/banners/spring.webp" });
  });

  it("refuses a malformed Spanish image address or an overlong Spanish alt text at its field, storing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ image_url_es: "javascript:alert(1)" }, "image_url_es", "Enter the image address as https://… or as a path on this site (/…)"],
      [{ image_url_es: "//evil.example/es.png" }, "image_url_es", "Enter the image address as https://… or as a path on this site (/…)"],
      [{ alt_text_es: "x".repeat(301) }, "alt_text_es", "Alt text is at most 300 characters"],
      // The English image is the default: a Spanish one alone is not enough.
      [{ image_url: null, image_url_es: "/api/v1/uploads/banners/solo.webp" }, "image_url", "An image banner needs an image: give its address or upload one"],
    ];
    for (const [overrides, field, message] of cases) {
      const name = `Refused Spanish ${field} ${Date.now()}`;
      const response = await call<ErrorBody>("POST", "/admin/banners/", server.admin, imageBanner({ ...overrides, name }));
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(response.body.errors, JSON.stringify(overrides)).toEqual([{ field, message }]);
      expect(await server.db.selectFrom("banners").select("id").where("name", "=", name).executeTakeFirst()).toBeUndefined();
    }
  });

  it("sanitises HTML banners on saving, in both languages, and keeps a SCRIPT banner's code as entered", async () => {
    const html = await createBanner({
      banner_type: "HTML",
      image_url: null,
      html_content_en: '<p>Hello <strong>Rock</strong></p><script>alert("x")</script><img src="/a.png" onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
      html_content_es: '<p onclick="steal()">Hola</p>',
      position: "CONTENT_BOTTOM",
    });
    const row = await stored(html.id);
    expect(row!.html_content_en).toBe('<p>Hello <strong>Rock</strong></p><img src="/a.png" /><a>bad</a>');
    expect(row!.html_content_es).toBe("<p>Hola</p>");
    expect(html.html_content_en).toBe(row!.html_content_en);

    const code = '<div id="ad"></div><script src="https://ads.example.gi/tag.js"></script>';
    const script = await createBanner({ banner_type: "SCRIPT", image_url: null, html_content_en: code, position: "SIDEBAR" });
    expect((await stored(script.id))!.html_content_en).toBe(code);
  });

  it("names each missing or malformed field with its message, storing nothing", async () => {
    const before = await server.db.selectFrom("banners").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const empty = await call<ErrorBody>("POST", "/admin/banners/", server.admin, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([
      { field: "name", message: "Banner name is required" },
      { field: "banner_type", message: "Choose a banner type: IMAGE, HTML or SCRIPT" },
      { field: "position", message: "Choose a position: HEADER, SIDEBAR, FOOTER, CONTENT_TOP, CONTENT_BOTTOM or MOBILE_BOTTOM" },
    ]);
    expect(empty.body.detail).toBe("Banner name is required");

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ image_url: null }, "image_url", "An image banner needs an image: give its address or upload one"],
      [{ image_url: "ftp://example.gi/a.png" }, "image_url", "Enter the image address as https://… or as a path on this site (/…)"],
      [{ link_url: "javascript:alert(1)" }, "link_url", "Enter the link as https://… or as a path on this site (/…)"],
      [{ link_url: "//evil.example/x" }, "link_url", "Enter the link as https://… or as a path on this site (/…)"],
      [{ link_url: "/\t/evil.example" }, "link_url", "Enter the link as https://… or as a path on this site (/…)"],
      [{ link_url: "/\\evil.example" }, "link_url", "Enter the link as https://… or as a path on this site (/…)"],
      [{ width: 0 }, "width", "Width must be a whole number from 1 to 4000"],
      [{ height: "tall" }, "height", "Height must be a whole number from 1 to 4000"],
      [{ priority: 1.5 }, "priority", "Priority must be a whole number from 0 to 1000"],
      [{ start_date: "31/12/2030" }, "start_date", "Enter the start date as YYYY-MM-DD or an ISO date-time"],
      [{ start_date: "2030-06-02", end_date: "2030-06-01" }, "end_date", "The end date cannot be before the start date"],
      [{ banner_type: "HTML", html_content_en: "" }, "html_content_en", "An HTML banner needs HTML content"],
      [{ banner_type: "SCRIPT" }, "html_content_en", "A script banner needs its code"],
      [{ banner_type: "POPUP" }, "banner_type", "Choose a banner type: IMAGE, HTML or SCRIPT"],
      [{ name: "x".repeat(201) }, "name", "Banner name is at most 200 characters"],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call<ErrorBody>("POST", "/admin/banners/", server.admin, imageBanner(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(response.body.errors, JSON.stringify(overrides)).toEqual([{ field, message }]);
    }
    // Every message at once: the type's rules are checked even when another field failed.
    const both = await call<ErrorBody>("POST", "/admin/banners/", server.admin, imageBanner({ name: "", banner_type: "HTML", start_date: "soon", end_date: "2030-01-01" }));
    expect(both.body.errors).toEqual([
      { field: "name", message: "Banner name is required" },
      { field: "start_date", message: "Enter the start date as YYYY-MM-DD or an ISO date-time" },
      { field: "html_content_en", message: "An HTML banner needs HTML content" },
    ]);
    // HTML that sanitising empties is no content.
    const onlyScript = await call<ErrorBody>("POST", "/admin/banners/", server.admin, imageBanner({ banner_type: "HTML", html_content_en: "<script>alert(1)</script>" }));
    expect(onlyScript).toMatchObject({
      status: 422,
      body: { detail: "An HTML banner needs HTML content", errors: [{ field: "html_content_en", message: "An HTML banner needs HTML content" }] },
    });
    const after = await server.db.selectFrom("banners").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("the admin banner list", () => {
  it("filters by position, active state and search, pages, and shows each banner's counts and CTR", async () => {
    const marker = `Zephyr-${Date.now()}`;
    const on = await createBanner({ name: `${marker} on`, position: "MOBILE_BOTTOM", priority: 9 });
    const off = await createBanner({ name: `${marker} off`, position: "MOBILE_BOTTOM", is_active: false, priority: 1 });
    await createBanner({ name: `${marker} header`, position: "HEADER" });
    await server.db.updateTable("banners").set({ impressions_count: 400, clicks_count: 10 }).where("id", "=", on.id).execute();

    const bySearch = await call<AdminPage<AdminBanner>>("GET", `/admin/banners/?search=${marker.toLowerCase()}&position=MOBILE_BOTTOM`, server.admin);
    expect(bySearch.status).toBe(200);
    expect(bySearch.body).toMatchObject({ total: 2, page: 1, per_page: 20, pages: 1 });
    expect(bySearch.body.items.map((b) => b.id)).toEqual([on.id, off.id]);
    expect(bySearch.body.items[0]).toMatchObject({ impressions_count: 400, clicks_count: 10, ctr: 2.5, is_active: true });

    const active = await call<AdminPage<AdminBanner>>("GET", `/admin/banners/?search=${marker}&is_active=false`, server.admin);
    expect(active.body.items.map((b) => b.id)).toEqual([off.id]);

    const paged = await call<AdminPage<AdminBanner>>("GET", `/admin/banners/?search=${marker}&per_page=1&page=2`, server.admin);
    expect(paged.body).toMatchObject({ total: 3, page: 2, per_page: 1, pages: 3, items: [expect.anything()] });

    expect(await call("GET", "/admin/banners/?per_page=101", server.admin)).toMatchObject({ status: 422, body: { detail: "per_page must be at most 100" } });
    const badPosition = await call<ErrorBody>("GET", "/admin/banners/?position=POPUP", server.admin);
    expect(badPosition.status).toBe(422);
    expect(badPosition.body.errors).toEqual([
      { field: "position", message: "Choose a position: HEADER, SIDEBAR, FOOTER, CONTENT_TOP, CONTENT_BOTTOM or MOBILE_BOTTOM" },
    ]);
  });

  it("answers one banner by id, and 'Banner not found' for an unknown or malformed id", async () => {
    const banner = await createBanner();
    expect(await call("GET", `/admin/banners/${banner.id}`, server.admin)).toEqual({ status: 200, body: banner });
    for (const id of ["999999", "abc"]) {
      expect(await call("GET", `/admin/banners/${id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Banner not found" } });
    }
  });
});

describe("editing, toggling and deleting a banner", () => {
  it("replaces every field with PUT, recording the banner before and after", async () => {
    const banner = await createBanner({ title: "Old title", start_date: today() });
    const body = imageBanner({ name: "Renamed", title: null, banner_type: "HTML", html_content_en: "<b>New</b>", html_content_es: "<b>Nuevo</b>", image_url: null, width: null, position: "FOOTER", priority: 3 });
    const updated = await call<AdminBanner>("PUT", `/admin/banners/${banner.id}`, server.admin, body);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: banner.id, name: "Renamed", title: null, banner_type: "HTML", image_url: null, width: null, start_date: null, position: "FOOTER" });
    expect(await stored(banner.id)).toMatchObject({ name: "Renamed", title: null, html_content_en: "<b>New</b>", html_content_es: "<b>Nuevo</b>", width: null, start_date: null, position: "FOOTER", priority: 3 });
    const audit = await lastAudit("banner", banner.id);
    expect(audit).toMatchObject({ action: "update", summary: 'Updated banner "Renamed"' });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ name: banner.name, title: "Old title", banner_type: "IMAGE" });
    expect(JSON.parse(audit!.after_json!)).toEqual(updated.body);

    expect(await call("PUT", "/admin/banners/999999", server.admin, body)).toMatchObject({ status: 404, body: { detail: "Banner not found" } });
    const invalid = await call<ErrorBody>("PUT", `/admin/banners/${banner.id}`, server.admin, { ...body, name: " " });
    expect(invalid.body.errors).toEqual([{ field: "name", message: "Banner name is required" }]);
    expect((await stored(banner.id))!.name).toBe("Renamed");
  });

  it("toggles a banner off and on, the answer carrying is_active; the public calls follow at once", async () => {
    await clearPosition("HEADER");
    const banner = await createBanner({ position: "HEADER", width: 1200, height: 200 });
    const shown = () => call<PublicBanner[]>("GET", "/banners/position/HEADER").then((r) => r.body.map((b) => b.id));
    expect(await shown()).toEqual([banner.id]);

    const off = await call<AdminBanner>("POST", `/admin/banners/${banner.id}/toggle`, server.admin);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: banner.id, is_active: false });
    expect((await stored(banner.id))!.is_active).toBe(0);
    expect(await shown()).toEqual([]);
    const audit = await lastAudit("banner", banner.id);
    expect(audit).toMatchObject({ action: "toggle", summary: `Deactivated banner "${banner.name}"` });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ is_active: true });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ is_active: false });

    const on = await call<AdminBanner>("POST", `/admin/banners/${banner.id}/toggle`, server.admin);
    expect(on.body.is_active).toBe(true);
    expect(await shown()).toEqual([banner.id]);
    expect(await call("POST", "/admin/banners/999999/toggle", server.admin)).toMatchObject({ status: 404, body: { detail: "Banner not found" } });
  });

  it("deletes a banner with its statistics, recording what it was", async () => {
    const banner = await createBanner({ position: "SIDEBAR" });
    expect((await call("POST", `/banners/click/${banner.id}`)).status).toBe(204);
    expect(await dailyRows(banner.id)).toHaveLength(1);

    expect((await call("DELETE", `/admin/banners/${banner.id}`, server.admin)).status).toBe(204);
    expect(await stored(banner.id)).toBeUndefined();
    expect(await dailyRows(banner.id)).toHaveLength(0);
    const audit = await lastAudit("banner", banner.id);
    expect(audit).toMatchObject({ action: "delete", summary: `Deleted banner "${banner.name}"`, after_json: null });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ id: banner.id, name: banner.name, clicks_count: 1 });
    expect(await call("DELETE", `/admin/banners/${banner.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Banner not found" } });
  });
});

describe("uploading a banner image", () => {
  const upload = (file: Blob | null, name = "banner.png") => {
    const form = new FormData();
    if (file) form.append("image_file", file, name);
    return fetch(`${server.url}/api/v1/admin/banners/upload`, { method: "POST", headers: { Authorization: `Bearer ${server.admin}` }, body: form });
  };

  it("stores the image as WebP under a new address, serves it, and names a wrong or missing file", async () => {
    const png = await sharp({ create: { width: 1300, height: 100, channels: 4, background: "#c8102e" } }).png().toBuffer();
    const response = await upload(new Blob([new Uint8Array(png)], { type: "image/png" }));
    expect(response.status).toBe(201);
    const image = (await response.json()) as UploadedBannerImage;
    // The address names the widths of its srcset copies: 600, 1200 and its own 1300 (none enlarged).
    expect(image).toEqual({ image_url: expect.stringMatching(/^\/api\/v1\/uploads\/banners\/[A-Za-z0-9_-]{22}_v600\.1200\.1300\.webp$/), width: 1300, height: 100 });
    const served = await fetch(`${server.url}${image.image_url}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    // A banner showing it is served with a srcset of those copies; one with another address has none.
    await setSettings({ max_per_position: 3, rotation_seconds: 0 });
    const banner = await createBanner({ image_url: image.image_url, position: "CONTENT_BOTTOM", priority: 1000 });
    const other = await createBanner({ position: "CONTENT_BOTTOM", priority: 1000 });
    const active = (await call<PublicBanner[]>("GET", "/banners/active?positions=CONTENT_BOTTOM")).body;
    expect(active.find((b) => b.id === other.id)?.image_srcset).toBeNull();
    const srcset = active.find((b) => b.id === banner.id)?.image_srcset;
    const copies = (srcset ?? "").split(", ").map((candidate) => candidate.split(" "));
    expect(copies.map(([, width]) => width)).toEqual(["600w", "1200w", "1300w"]);
    for (const [url, width] of copies) {
      const copy = await fetch(`${server.url}${url}`);
      expect(copy.status, url).toBe(200);
      expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: parseInt(width!, 10) });
    }
    expect(await lastAudit("banner_image")).toMatchObject({ action: "upload", summary: `Uploaded banner image ${image.image_url}` });

    const text = await upload(new Blob(["not an image"], { type: "image/png" }));
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({
      detail: "The file is not a supported image (JPEG, PNG, WebP or AVIF)",
      errors: [{ field: "image_file", message: "The file is not a supported image (JPEG, PNG, WebP or AVIF)" }],
    });
    const none = await upload(null);
    expect(none.status).toBe(422);
    expect(((await none.json()) as ErrorBody).detail).toBe("Choose an image to upload");
  });
});

describe("a banner's Spanish image in the media library", () => {
  const guide = guideFixtures(server);

  /** A library picture nothing uses (stored through a top location's upload, then let go by it). */
  async function unusedPicture() {
    const location = await guide.call<AdminTopLocation>("POST", "/admin/top-locations", server.admin, {
      slug: guide.unique("banner-es-maker"), name: "Banner picture maker", location_type: "city", is_active: false,
    });
    const uploaded = await guide.upload<AdminTopLocation>(`/admin/top-locations/${location.body.id}/image`, server.admin, [await solidImage(640, 480, "png")]);
    const filePath = guide.storagePath(uploaded.body.featured_image!);
    await server.db.updateTable("top_locations").set({ featured_image: null, featured_image_variants: null }).where("id", "=", location.body.id).execute();
    return server.db.selectFrom("media_files").select(["id", "file_path"]).where("file_path", "=", filePath).executeTakeFirstOrThrow();
  }

  it("counts as a use of its file: not an orphan, shown as the banner's, kept by the sweeps", async () => {
    const picture = await unusedPicture();
    const url = `/api/v1/uploads/${picture.file_path}`;
    const orphans = async () => (await call<AdminPage<AdminMediaFile>>("GET", "/admin/media?orphans=true&per_page=100", server.admin)).body.items.map((item) => item.id);
    expect(await orphans()).toContain(picture.id);

    const banner = await createBanner({ image_url_es: url, alt_text_es: "Imagen en español" });
    expect(await orphans()).not.toContain(picture.id);
    const inUse = (await call<AdminPage<AdminMediaFile>>("GET", "/admin/media?orphans=false&per_page=100", server.admin)).body.items;
    expect(inUse.find((item) => item.id === picture.id)?.used_by).toEqual([{ kind: "banner", id: banner.id, name: banner.name }]);
    expect((await call("DELETE", `/admin/media/${picture.id}`, server.admin)).status).toBe(409);
    // What the sweeps of abandoned writes, of removals and of the photo folders ask before removing a file.
    expect(await createFileLedgerRepository(server.db).named([picture.file_path])).toEqual(new Set([picture.file_path]));
    const folder = picture.file_path.split("/")[0]!;
    expect(await createPhotoFolderRepository(server.db).referencedPaths([folder])).toContain(picture.file_path);

    // The same file in both languages is one use.
    await call("PUT", `/admin/banners/${banner.id}`, server.admin, imageBanner({ name: banner.name, image_url: url, image_url_es: url }));
    const both = (await call<AdminPage<AdminMediaFile>>("GET", "/admin/media?orphans=false&per_page=100", server.admin)).body.items;
    expect(both.find((item) => item.id === picture.id)?.used_by).toEqual([{ kind: "banner", id: banner.id, name: banner.name }]);
  });
});
