import { describe, expect, it } from "vitest";
import type { AdminBanner, BannerAnalytics, BannerDetailedStats } from "../../api/schemas/admin-banners.js";
import { bannerFixtures } from "../support/banners.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, today, daysFromToday, stored, dailyRows, lastAudit, createBanner } = bannerFixtures(server);

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
