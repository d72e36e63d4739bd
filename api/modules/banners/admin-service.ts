import { AppError, notFound } from "../../lib/errors.js";
import type { Storage } from "../../lib/storage.js";
import { DAY, nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  type AdminBanner, type AdminBannerQuery, type BannerAnalytics, type BannerCounts, type BannerDetailedStats, type BannerInput,
  BANNER_MESSAGES, type BannerSettings, type UploadedBannerImage, clickThroughRate,
} from "../../schemas/admin-banners.js";
import { BANNER_POSITIONS, type BannerPosition } from "../../schemas/public-banner.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { SettingsRepository } from "../settings/repository.js";
import type { BannersAdminRepository, BannerValues } from "./admin-repository.js";
import type { ImpressionTally } from "./impression-tally.js";
import { storeBannerImage } from "./image-upload.js";
import { sanitizeBannerHtml } from "./present.js";
import { readBannerSettings, writeBannerSettings } from "./settings.js";

/** How many banners the analytics name as the period's best. */
const TOP_BANNERS = 10;

const withRate = <T extends { impressions: number; clicks: number }>(counts: T): T & BannerCounts => ({
  ...counts,
  ctr: clickThroughRate(counts.clicks, counts.impressions),
});

/** The UTC days from `days - 1` days ago to today, oldest first. */
function lastDays(days: number, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, i) => new Date(now - (days - 1 - i) * DAY).toISOString().slice(0, 10));
}

/**
 * The stored form of a banner. HTML is sanitised on saving (and again on serving); a SCRIPT
 * banner's code is kept as entered: it only ever runs inside a sandboxed frame.
 */
function toValues(input: BannerInput, updatedAt: string): BannerValues {
  const html = (value: string | undefined) => (value === undefined ? null : input.banner_type === "SCRIPT" ? value : sanitizeBannerHtml(value));
  return {
    name: input.name,
    title: input.title ?? null,
    alt_text: input.alt_text ?? null,
    banner_type: input.banner_type,
    image_url: input.image_url ?? null,
    image_url_es: input.image_url_es ?? null,
    alt_text_es: input.alt_text_es ?? null,
    link_url: input.link_url ?? null,
    html_content: html(input.html_content),
    html_content_en: html(input.html_content_en),
    html_content_es: html(input.html_content_es),
    width: input.width ?? null,
    height: input.height ?? null,
    priority: input.priority,
    position: input.position,
    is_active: input.is_active ? 1 : 0,
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
    updated_at: updatedAt,
  };
}

/** HTML that sanitising emptied (nothing but a script, say) is no content: the banner would show nothing. */
function requireContent(values: BannerValues) {
  if (values.banner_type !== "HTML") return;
  if (![values.html_content, values.html_content_en, values.html_content_es].some((html) => html?.trim())) {
    throw new AppError(422, BANNER_MESSAGES.htmlMissing, [{ field: "html_content_en", message: BANNER_MESSAGES.htmlMissing }]);
  }
}

/**
 * Banners in the back-office: list, create, edit, toggle, delete, their settings (how many a
 * position shows) and statistics. Every change is written to the audit log.
 */
export function createBannersAdminService(deps: {
  repo: BannersAdminRepository;
  settings: SettingsRepository;
  audit: AuditLog;
  storage: Storage;
  /** Impressions are counted in memory and written in batches: written before any count is read here. */
  impressions: Pick<ImpressionTally, "flush">;
}) {
  const { repo, settings, audit } = deps;
  const written = () => deps.impressions.flush();

  async function existing(id: number): Promise<AdminBanner> {
    await written();
    const banner = await repo.find(id);
    if (!banner) throw notFound(BANNER_MESSAGES.notFound);
    return banner;
  }

  return {
    async list(query: AdminBannerQuery): Promise<AdminPage<AdminBanner>> {
      await written();
      return repo.list(query);
    },

    get: existing,

    async create(actor: Actor, input: BannerInput): Promise<AdminBanner> {
      const values = toValues(input, nowIso());
      requireContent(values);
      const id = await repo.insert(values);
      const created = await existing(id);
      await audit.record(actor, { action: "create", entity: "banner", entity_id: id, summary: `Created banner "${created.name}"`, after: created });
      return created;
    },

    async update(actor: Actor, id: number, input: BannerInput): Promise<AdminBanner> {
      const before = await existing(id);
      const values = toValues(input, nowIso());
      requireContent(values);
      await repo.update(id, values);
      const after = await existing(id);
      await audit.record(actor, { action: "update", entity: "banner", entity_id: id, summary: `Updated banner "${after.name}"`, before, after });
      return after;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await existing(id);
      await repo.remove(id);
      await audit.record(actor, { action: "delete", entity: "banner", entity_id: id, summary: `Deleted banner "${before.name}"`, before });
    },

    /** Switches a banner on or off; the answer carries its new is_active. */
    async toggle(actor: Actor, id: number): Promise<AdminBanner> {
      const before = await existing(id);
      await repo.update(id, { is_active: before.is_active ? 0 : 1, updated_at: nowIso() });
      const after = await existing(id);
      const summary = `${after.is_active ? "Activated" : "Deactivated"} banner "${after.name}"`;
      await audit.record(actor, { action: "toggle", entity: "banner", entity_id: id, summary, before, after });
      return after;
    },

    async resetStats(actor: Actor, id: number): Promise<AdminBanner> {
      const before = await existing(id);
      await repo.resetStats(id, nowIso());
      const after = await existing(id);
      const summary = `Reset the statistics of banner "${after.name}" (${before.impressions_count} impressions, ${before.clicks_count} clicks)`;
      await audit.record(actor, { action: "reset_stats", entity: "banner", entity_id: id, summary, before, after });
      return after;
    },

    /** Stores an uploaded image for a banner to use; the banner itself is saved separately. */
    async uploadImage(actor: Actor, file: Express.Multer.File | undefined): Promise<UploadedBannerImage> {
      const stored = await storeBannerImage(deps.storage, file);
      await audit.record(actor, { action: "upload", entity: "banner_image", summary: `Uploaded banner image ${stored.image_url}`, after: stored });
      return stored;
    },

    getSettings: (): Promise<BannerSettings> => readBannerSettings(settings),

    async updateSettings(actor: Actor, input: BannerSettings): Promise<BannerSettings> {
      const before = await readBannerSettings(settings);
      await writeBannerSettings(settings, input);
      const after = await readBannerSettings(settings);
      await audit.record(actor, { action: "update", entity: "banner_settings", summary: "Updated the banner settings", before, after });
      return after;
    },

    async detailedStats(position: BannerPosition | undefined): Promise<BannerDetailedStats> {
      await written();
      const rows = await repo.totals(position);
      const sum = (of: typeof rows) => ({
        banners: of.length,
        active: of.filter((row) => row.is_active).length,
        impressions: of.reduce((total, row) => total + row.impressions, 0),
        clicks: of.reduce((total, row) => total + row.clicks, 0),
      });
      const positions = position ? [position] : BANNER_POSITIONS;
      return {
        position: position ?? null,
        totals: withRate(sum(rows)),
        by_position: positions.map((p) => withRate({ position: p, ...sum(rows.filter((row) => row.position === p)) })),
        banners: rows.map(withRate),
      };
    },

    async analytics(days: number): Promise<BannerAnalytics> {
      const span = lastDays(days);
      const from = span[0]!;
      await written();
      const [daily, top] = await Promise.all([repo.daily(from), repo.top(from, TOP_BANNERS)]);
      const byDay = new Map(daily.map((row) => [row.day, row]));
      const points = span.map((day) => ({ day, impressions: byDay.get(day)?.impressions ?? 0, clicks: byDay.get(day)?.clicks ?? 0 }));
      const impressions = points.reduce((total, point) => total + point.impressions, 0);
      const clicks = points.reduce((total, point) => total + point.clicks, 0);
      return {
        days,
        from,
        to: span[span.length - 1]!,
        totals: withRate({ impressions, clicks }),
        daily: points,
        top_banners: top.map(withRate),
      };
    },
  };
}

export type BannersAdminService = ReturnType<typeof createBannersAdminService>;
