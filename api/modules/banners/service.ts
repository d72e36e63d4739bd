import { notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/time.js";
import {
  BANNER_POSITIONS, type BannerPosition, DEFAULT_BANNERS_PER_POSITION, type PublicBanner,
} from "../../schemas/public-banner.js";
import type { SettingsRepository } from "../settings/repository.js";
import { safeLink, toPublicBanner } from "./present.js";
import type { BannerRow, BannersRepository } from "./repository.js";

export const BANNER_NOT_FOUND = "Banner not found";

/** The stored banner settings (the admin side edits them); only the maximum matters here. */
type BannerSettings = { max_per_position?: number };

export function createBannersService(deps: { repo: BannersRepository; settings: SettingsRepository }) {
  const { repo, settings } = deps;

  async function maxPerPosition(): Promise<number> {
    const stored = await settings.get<BannerSettings>("banner_settings");
    const max = Number(stored?.max_per_position);
    return Number.isInteger(max) && max >= 1 ? max : DEFAULT_BANNERS_PER_POSITION;
  }

  /** Rows arrive best first; each position keeps its first `max`. */
  function capPerPosition(rows: BannerRow[], max: number): BannerRow[] {
    const shown = new Map<string, number>();
    return rows.filter((row) => {
      const n = shown.get(row.position) ?? 0;
      shown.set(row.position, n + 1);
      return n < max;
    });
  }

  /** The banners to show now; serving them counts an impression each unless `count` is false. */
  async function serve(positions: readonly BannerPosition[], language: "en" | "es", count = true): Promise<PublicBanner[]> {
    const [rows, max] = await Promise.all([repo.running(positions, nowIso()), maxPerPosition()]);
    const shown = capPerPosition(rows, max);
    if (count) await repo.countImpressions(shown.map((row) => row.id));
    return shown.map((row) => toPublicBanner(row, language));
  }

  return {
    atPosition: (position: BannerPosition, language: "en" | "es") => serve([position], language),

    active: (language: "en" | "es", positions: readonly BannerPosition[] = BANNER_POSITIONS, count = true) => serve(positions, language, count),

    /** Impressions of banners shown from a kept selection; ids of banners that no longer exist are ignored. */
    async recordImpressions(ids: number[]): Promise<void> {
      await repo.countImpressions(await repo.existing([...new Set(ids)]));
    },

    async click(id: number | null): Promise<void> {
      const banner = id === null ? undefined : await repo.link(id);
      if (!banner) throw notFound(BANNER_NOT_FOUND);
      await repo.countClick(banner.id);
    },

    /** Counts the click and answers where to send the visitor; a banner without a safe link is not found. */
    async follow(id: number | null): Promise<string> {
      const banner = id === null ? undefined : await repo.link(id);
      const target = safeLink(banner?.link_url ?? null);
      if (!banner || !target) throw notFound(BANNER_NOT_FOUND);
      await repo.countClick(banner.id);
      return target;
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
