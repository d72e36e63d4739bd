import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminBanner, BannerAnalytics, BannerDetailedStats, BannerSettings, UploadedBannerImage } from "../../api/schemas/admin-banners.js";
import type { PublicBanner } from "../../api/schemas/public-banner.js";
import { createUser } from "../support/factories.js";
import { ADMIN } from "../support/template.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

let userToken: string;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
beforeAll(async () => {
  const user = await createUser(server.services.database);
  userToken = await loginAs(server, user.email, user.password);
});

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stored = (id: number) => server.db.selectFrom("banners").selectAll().where("id", "=", id).executeTakeFirst();
const dailyRows = (id: number) => server.db.selectFrom("banner_daily_stats").selectAll().where("banner_id", "=", id).execute();
const lastAudit = (entity: string, entityId?: number) => {
  let query = server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity);
  if (entityId !== undefined) query = query.where("entity_id", "=", String(entityId));
  return query.orderBy("id", "desc").executeTakeFirst();
};
/** Each test that counts what a position shows starts it empty: the seed's banners there are switched off. */
const clearPosition = (position: string) => server.db.updateTable("banners").set({ is_active: 0 }).where("position", "=", position).execute();
const setSettings = (value: unknown) => server.db.updateTable("settings").set({ value: JSON.stringify(value) }).where("key", "=", "banner_settings").execute();

let seq = 0;
/** A complete IMAGE banner body; `overrides` change any field. */
function imageBanner(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Spring sale ${seq}`,
    title: `Spring sale ${seq}`,
    alt_text: "Spring sale at Main Street",
    banner_type: "IMAGE",
    image_url: "/api/v1/uploads/banners/spring.webp",
    link_url: "https://shop.example.gi/spring",
    width: 300,
    height: 250,
    priority: 5,
    position: "SIDEBAR",
    is_active: true,
    ...overrides,
  };
}

async function createBanner(overrides: Record<string, unknown> = {}): Promise<AdminBanner> {
  const created = await call<AdminBanner>("POST", "/admin/banners/", server.admin, imageBanner(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

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

describe("banner settings", () => {
  beforeEach(async () => {
    await setSettings({ max_per_position: 3, rotation_seconds: 0 });
  });

  it("answers the maximum per position (3 by default) and stores a new one with per-position maxima, audited", async () => {
    expect(await call("GET", "/admin/banners/settings/", server.admin)).toEqual({ status: 200, body: { max_per_position: 3, per_position: {} } });
    const saved = await call<BannerSettings>("PUT", "/admin/banners/settings/", server.admin, { max_per_position: 2, per_position: { SIDEBAR: 1, HEADER: null } });
    expect(saved).toEqual({ status: 200, body: { max_per_position: 2, per_position: { SIDEBAR: 1 } } });
    const row = await server.db.selectFrom("settings").select("value").where("key", "=", "banner_settings").executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({ max_per_position: 2, per_position: { SIDEBAR: 1 } });
    const audit = await lastAudit("banner_settings");
    expect(audit).toMatchObject({ action: "update", summary: "Updated the banner settings" });
    expect(JSON.parse(audit!.before_json!)).toEqual({ max_per_position: 3, per_position: {} });
    expect(JSON.parse(audit!.after_json!)).toEqual({ max_per_position: 2, per_position: { SIDEBAR: 1 } });
  });

  it("refuses maxima outside 1–20 with their messages", async () => {
    const missing = await call<ErrorBody>("PUT", "/admin/banners/settings/", server.admin, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: "max_per_position", message: "The maximum per position must be a whole number from 1 to 20" }]);
    const wrong = await call<ErrorBody>("PUT", "/admin/banners/settings/", server.admin, { max_per_position: 21, per_position: { FOOTER: 0 } });
    expect(wrong.body.errors).toEqual([
      { field: "max_per_position", message: "The maximum per position must be a whole number from 1 to 20" },
      { field: "per_position.FOOTER", message: "A position's maximum must be a whole number from 1 to 20, or empty for the default" },
    ]);
    expect(await call("GET", "/admin/banners/settings/", server.admin)).toMatchObject({ body: { max_per_position: 3 } });
  });
});

describe("what the public calls serve", () => {
  beforeEach(async () => {
    await setSettings({ max_per_position: 3 });
  });

  it("shows at most 3 per position by priority, descending, or the maxima the settings give", async () => {
    await clearPosition("CONTENT_TOP");
    await clearPosition("FOOTER");
    for (const priority of [1, 7, 3, 9, 5]) await createBanner({ position: "CONTENT_TOP", priority, name: `Top ${priority}` });
    for (const priority of [2, 4]) await createBanner({ position: "FOOTER", priority, name: `Footer ${priority}` });
    const priorities = (list: PublicBanner[], position: string) => list.filter((b) => b.position === position).map((b) => b.priority);

    expect(priorities((await call<PublicBanner[]>("GET", "/banners/position/CONTENT_TOP?language=en")).body, "CONTENT_TOP")).toEqual([9, 7, 5]);

    await call("PUT", "/admin/banners/settings/", server.admin, { max_per_position: 4, per_position: { FOOTER: 1 } });
    const active = (await call<PublicBanner[]>("GET", "/banners/active?language=en&positions=CONTENT_TOP,FOOTER")).body;
    expect(priorities(active, "CONTENT_TOP")).toEqual([9, 7, 5, 3]);
    expect(priorities(active, "FOOTER")).toEqual([4]);
  });

  it("counts an impression per banner served and a click per click, in the totals and today's statistics", async () => {
    await clearPosition("MOBILE_BOTTOM");
    const first = await createBanner({ position: "MOBILE_BOTTOM", priority: 2 });
    const second = await createBanner({ position: "MOBILE_BOTTOM", priority: 1 });
    await call("GET", "/banners/position/MOBILE_BOTTOM");
    await call("GET", "/banners/active?positions=MOBILE_BOTTOM");
    expect((await call("POST", `/banners/click/${first.id}`)).status).toBe(204);
    // The back-office reads the impressions counted a moment ago: they are written before it reads.
    expect((await call<{ impressions_count: number }>("GET", `/admin/banners/${first.id}`, server.admin)).body).toMatchObject({ impressions_count: 2, clicks_count: 1 });
    expect(await stored(first.id)).toMatchObject({ impressions_count: 2, clicks_count: 1 });
    expect(await stored(second.id)).toMatchObject({ impressions_count: 2, clicks_count: 0 });
    expect(await dailyRows(first.id)).toEqual([{ banner_id: first.id, day: today(), impressions: 2, clicks: 1 }]);
    expect(await call("POST", "/banners/click/999999")).toMatchObject({ status: 404, body: { detail: "Banner not found" } });
  });

  it("sanitises HTML again on serving, in the asked language, and leaves out banners outside their dates", async () => {
    await clearPosition("CONTENT_BOTTOM");
    const html = await createBanner({ banner_type: "HTML", position: "CONTENT_BOTTOM", html_content_en: "<b>Hi</b>", html_content_es: "<b>Hola</b>" });
    // Written around the API (an older row, say): serving sanitises it all the same.
    await server.db.updateTable("banners").set({ html_content_es: '<b>Hola</b><img src="x" onerror="alert(1)">' }).where("id", "=", html.id).execute();
    await createBanner({ position: "CONTENT_BOTTOM", start_date: daysFromToday(1) });
    await createBanner({ position: "CONTENT_BOTTOM", end_date: daysFromToday(-1) });
    const lastDay = await createBanner({ position: "CONTENT_BOTTOM", end_date: today(), priority: 0 });
    const es = (await call<PublicBanner[]>("GET", "/banners/position/CONTENT_BOTTOM?language=es")).body;
    expect(es.map((b) => b.id)).toEqual([html.id, lastDay.id]);
    expect(es[0]!.html_content).toBe('<b>Hola</b><img src="x" />');
    expect((await call<PublicBanner[]>("GET", "/banners/position/CONTENT_BOTTOM?language=en")).body[0]!.html_content).toBe("<b>Hi</b>");
  });

  it("runs a SCRIPT banner only in its own sandboxed document, and only while it is running", async () => {
    await clearPosition("SIDEBAR");
    const code = '<script>document.body.dataset.ran = "yes"</script>';
    const script = await createBanner({ banner_type: "SCRIPT", position: "SIDEBAR", html_content_en: code, html_content_es: `<!-- es -->${code}` });
    const listed = (await call<PublicBanner[]>("GET", "/banners/position/SIDEBAR?language=es")).body.find((b) => b.id === script.id);
    expect(listed).toMatchObject({ banner_type: "SCRIPT", frame_url: `/api/v1/banners/${script.id}/frame?language=es` });

    const frame = await fetch(`${server.url}${listed!.frame_url}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(frame.headers.get("content-security-policy")).toBe("sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox");
    const document = await frame.text();
    expect(document).toContain(`<body><!-- es -->${code}</body>`);
    expect(document).toContain('<base target="_blank">');

    // Written in one language only, it runs on the other language's pages too.
    const englishOnly = await createBanner({ banner_type: "SCRIPT", position: "SIDEBAR", html_content_en: "<script>var english = 1</script>", priority: 1 });
    const inSpanish = (await call<PublicBanner[]>("GET", "/banners/position/SIDEBAR?language=es")).body.find((b) => b.id === englishOnly.id);
    expect(inSpanish).toMatchObject({ html_content: "<script>var english = 1</script>", frame_url: `/api/v1/banners/${englishOnly.id}/frame?language=es` });
    expect(await (await fetch(`${server.url}${inSpanish!.frame_url}`)).text()).toContain("<body><script>var english = 1</script></body>");

    const html = await createBanner({ banner_type: "HTML", position: "SIDEBAR", html_content_en: "<b>x</b>" });
    expect((await fetch(`${server.url}/api/v1/banners/${html.id}/frame`)).status).toBe(404);
    await call("POST", `/admin/banners/${script.id}/toggle`, server.admin);
    expect((await fetch(`${server.url}/api/v1/banners/${script.id}/frame`)).status).toBe(404);
  });
});

describe("banner statistics", () => {
  it("details all-time impressions, clicks and CTR per banner and per position, of one position when asked", async () => {
    const busy = await createBanner({ position: "SIDEBAR", is_active: true });
    const quiet = await createBanner({ position: "SIDEBAR", is_active: false });
    await server.db.updateTable("banners").set({ impressions_count: 1000, clicks_count: 37 }).where("id", "=", busy.id).execute();
    await server.db.updateTable("banners").set({ impressions_count: 3, clicks_count: 0 }).where("id", "=", quiet.id).execute();

    const sidebar = await call<BannerDetailedStats>("GET", "/admin/banners/stats/detailed?position=SIDEBAR", server.admin);
    expect(sidebar.status).toBe(200);
    const rows = await server.db.selectFrom("banners").selectAll().where("position", "=", "SIDEBAR").execute();
    const impressions = rows.reduce((sum, row) => sum + Number(row.impressions_count), 0);
    const clicks = rows.reduce((sum, row) => sum + Number(row.clicks_count), 0);
    const totals = {
      banners: rows.length,
      active: rows.filter((row) => row.is_active === 1).length,
      impressions,
      clicks,
      ctr: Math.round((clicks / impressions) * 10_000) / 100,
    };
    expect(sidebar.body.position).toBe("SIDEBAR");
    expect(sidebar.body.totals).toEqual(totals);
    expect(sidebar.body.by_position).toEqual([{ position: "SIDEBAR", ...totals }]);
    expect(sidebar.body.banners.every((b) => b.position === "SIDEBAR")).toBe(true);
    expect(sidebar.body.banners.find((b) => b.id === busy.id)).toEqual({
      id: busy.id, name: busy.name, position: "SIDEBAR", banner_type: "IMAGE", is_active: true, priority: 5, impressions: 1000, clicks: 37, ctr: 3.7,
    });
    expect(sidebar.body.banners.find((b) => b.id === quiet.id)).toMatchObject({ is_active: false, impressions: 3, clicks: 0, ctr: 0 });

    const all = await call<BannerDetailedStats>("GET", "/admin/banners/stats/detailed", server.admin);
    expect(all.body.position).toBeNull();
    expect(all.body.by_position.map((p) => p.position)).toEqual(["HEADER", "SIDEBAR", "FOOTER", "CONTENT_TOP", "CONTENT_BOTTOM", "MOBILE_BOTTOM"]);
    expect(all.body.by_position.find((p) => p.position === "SIDEBAR")).toEqual({ position: "SIDEBAR", ...totals });
    expect(all.body.totals.banners).toBe(Number((await server.db.selectFrom("banners").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n));
    expect((await call("GET", "/admin/banners/stats/detailed?position=POPUP", server.admin)).status).toBe(422);
  });

  it("gives a 30-day overview by default, a point per day with the period's best banners, and other spans on request", async () => {
    const banner = await createBanner({ position: "SIDEBAR" });
    await server.db.deleteFrom("banner_daily_stats").where("day", ">=", daysFromToday(-40)).execute();
    await server.db
      .insertInto("banner_daily_stats")
      .values([
        { banner_id: banner.id, day: today(), impressions: 50, clicks: 4 },
        { banner_id: banner.id, day: daysFromToday(-5), impressions: 150, clicks: 1 },
        // Outside 30 days: left out.
        { banner_id: banner.id, day: daysFromToday(-30), impressions: 999, clicks: 99 },
      ])
      .execute();

    const overview = await call<BannerAnalytics>("GET", "/admin/banners/analytics/overview?days=30", server.admin);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ days: 30, from: daysFromToday(-29), to: today(), totals: { impressions: 200, clicks: 5, ctr: 2.5 } });
    expect(overview.body.daily).toHaveLength(30);
    expect(overview.body.daily[29]).toEqual({ day: today(), impressions: 50, clicks: 4 });
    expect(overview.body.daily[24]).toEqual({ day: daysFromToday(-5), impressions: 150, clicks: 1 });
    expect(overview.body.daily[0]).toEqual({ day: daysFromToday(-29), impressions: 0, clicks: 0 });
    expect(overview.body.top_banners).toEqual([{ id: banner.id, name: banner.name, position: "SIDEBAR", impressions: 200, clicks: 5, ctr: 2.5 }]);

    expect((await call<BannerAnalytics>("GET", "/admin/banners/analytics/overview", server.admin)).body.days).toBe(30);
    const week = await call<BannerAnalytics>("GET", "/admin/banners/analytics/overview?days=3", server.admin);
    expect(week.body.daily.map((d) => d.day)).toEqual([daysFromToday(-2), daysFromToday(-1), today()]);
    expect(week.body.totals).toEqual({ impressions: 50, clicks: 4, ctr: 8 });
    for (const days of ["0", "366", "x"]) {
      const refused = await call<ErrorBody>("GET", `/admin/banners/analytics/overview?days=${days}`, server.admin);
      expect(refused, days).toMatchObject({ status: 422, body: { detail: "days must be a whole number from 1 to 365" } });
    }
  });

  it("resets a banner's statistics (totals and every day), recording the counts it had", async () => {
    const banner = await createBanner({ position: "SIDEBAR" });
    await call("POST", `/banners/click/${banner.id}`);
    await server.db.updateTable("banners").set({ impressions_count: 12 }).where("id", "=", banner.id).execute();

    const reset = await call<AdminBanner>("POST", `/admin/banners/${banner.id}/reset-stats`, server.admin);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id: banner.id, impressions_count: 0, clicks_count: 0, ctr: 0 });
    expect(await stored(banner.id)).toMatchObject({ impressions_count: 0, clicks_count: 0 });
    expect(await dailyRows(banner.id)).toEqual([]);
    const audit = await lastAudit("banner", banner.id);
    expect(audit).toMatchObject({ action: "reset_stats", summary: `Reset the statistics of banner "${banner.name}" (12 impressions, 1 clicks)` });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ impressions_count: 12, clicks_count: 1 });
    expect(await call("POST", "/admin/banners/999999/reset-stats", server.admin)).toMatchObject({ status: 404, body: { detail: "Banner not found" } });
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
