import { beforeEach, describe, expect, it } from "vitest";
import type { BannerSettings } from "../../api/schemas/admin-banners.js";
import type { PublicBanner } from "../../api/schemas/public-banner.js";
import { bannerFixtures } from "../support/banners.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, today, daysFromToday, stored, dailyRows, lastAudit, clearPosition, setSettings, createBanner } = bannerFixtures(server);

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

  it("serves an IMAGE banner's Spanish image (with its srcset) and alt text in Spanish, the English ones in English and wherever a Spanish one is missing", async () => {
    await clearPosition("CONTENT_TOP");
    const english = "/api/v1/uploads/banners/ferry-en_v600.webp";
    const spanish = "/api/v1/uploads/banners/ferry-es_v600.webp";
    const both = await createBanner({ position: "CONTENT_TOP", priority: 3, image_url: english, alt_text: "Ferry to Tangier", image_url_es: spanish, alt_text_es: "Ferri a Tánger" });
    const englishOnly = await createBanner({ position: "CONTENT_TOP", priority: 2, image_url: english, alt_text: "Ferry timetable" });
    const imageOnly = await createBanner({ position: "CONTENT_TOP", priority: 1, image_url: english, alt_text: "Ferry prices", image_url_es: spanish });
    const served = async (query: string) => {
      const list = (await call<PublicBanner[]>("GET", `/banners/${query}`)).body;
      return [both, englishOnly, imageOnly].map((banner) => {
        const found = list.find((b) => b.id === banner.id);
        return found && { image_url: found.image_url, image_srcset: found.image_srcset, alt_text: found.alt_text };
      });
    };
    const inEnglish = { image_url: english, image_srcset: "/api/v1/uploads/banners/ferry-en_v600-600w.webp 600w" };
    const inSpanish = { image_url: spanish, image_srcset: "/api/v1/uploads/banners/ferry-es_v600-600w.webp 600w" };

    for (const query of ["position/CONTENT_TOP?language=es", "active?language=es&positions=CONTENT_TOP"]) {
      expect(await served(query), query).toEqual([
        { ...inSpanish, alt_text: "Ferri a Tánger" },
        { ...inEnglish, alt_text: "Ferry timetable" },
        { ...inSpanish, alt_text: "Ferry prices" },
      ]);
    }
    expect(await served("position/CONTENT_TOP?language=en")).toEqual([
      { ...inEnglish, alt_text: "Ferry to Tangier" },
      { ...inEnglish, alt_text: "Ferry timetable" },
      { ...inEnglish, alt_text: "Ferry prices" },
    ]);
    // The serving leaves out the other language's fields: a page has nothing to choose.
    const [first] = (await call<Array<Record<string, unknown>>>("GET", "/banners/position/CONTENT_TOP?language=es")).body;
    expect(first).not.toHaveProperty("image_url_es");
    expect(first).not.toHaveProperty("alt_text_es");
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
