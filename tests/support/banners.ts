import { expect } from "vitest";
import type { AdminBanner } from "../../api/schemas/admin-banners.js";
import type { FileTestServer } from "./test-server.js";

/** What the banner tests make and read: banner bodies, stored rows, audit entries and the banner settings. */
export function bannerFixtures(server: FileTestServer) {
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

  return { call, today, daysFromToday, stored, dailyRows, lastAudit, clearPosition, setSettings, imageBanner, createBanner };
}
