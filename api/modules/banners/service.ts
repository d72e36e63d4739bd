import { notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/time.js";
import { BANNER_MESSAGES, type BannerSettings } from "../../schemas/admin-banners.js";
import { BANNER_POSITIONS, type BannerPosition, type PublicBanner } from "../../schemas/public-banner.js";
import type { SettingsRepository } from "../settings/repository.js";
import { scriptFrameDocument } from "./frame.js";
import { bannerLink } from "../../schemas/admin-banners.js";
import { toPublicBanner } from "./present.js";
import type { ImpressionTally } from "./impression-tally.js";
import type { BannerRow, BannersRepository } from "./repository.js";
import { capOf, readBannerSettings } from "./settings.js";

export const BANNER_NOT_FOUND = BANNER_MESSAGES.notFound;

export function createBannersService(deps: { repo: BannersRepository; settings: SettingsRepository; impressions: ImpressionTally }) {
  const { repo, settings, impressions } = deps;

  /** Rows arrive best first; each position keeps as many as the banner settings let it show. */
  function capPerPosition(rows: BannerRow[], caps: BannerSettings): BannerRow[] {
    const shown = new Map<string, number>();
    return rows.filter((row) => {
      const n = shown.get(row.position) ?? 0;
      shown.set(row.position, n + 1);
      return n < capOf(caps, row.position);
    });
  }

  /** The banners to show now; serving them counts an impression each unless `count` is false. */
  async function serve(positions: readonly BannerPosition[], language: "en" | "es", count = true): Promise<PublicBanner[]> {
    const [rows, caps] = await Promise.all([repo.running(positions, nowIso()), readBannerSettings(settings)]);
    const shown = capPerPosition(rows, caps);
    if (count) impressions.add(shown.map((row) => row.id));
    return shown.map((row) => toPublicBanner(row, language));
  }

  return {
    atPosition: (position: BannerPosition, language: "en" | "es") => serve([position], language),

    active: (language: "en" | "es", positions: readonly BannerPosition[] = BANNER_POSITIONS, count = true) => serve(positions, language, count),

    /** Impressions of banners shown from a kept selection, one per id; ids of banners that no longer exist are ignored when written. */
    recordImpressions(ids: number[]): void {
      impressions.add(ids);
    },

    /** Writes the impressions counted so far (the server does when it stops). */
    flushImpressions: () => impressions.flush(),

    async click(id: number | null): Promise<void> {
      const banner = id === null ? undefined : await repo.link(id);
      if (!banner) throw notFound(BANNER_NOT_FOUND);
      await repo.countClick(banner.id);
    },

    /**
     * The page a SCRIPT banner runs in (inside a sandboxed frame): only while the banner is
     * running; anything else is not found.
     */
    async scriptFrame(id: number | null, language: "en" | "es"): Promise<string> {
      const row = id === null ? undefined : await repo.runningById(id, nowIso());
      const html = row?.banner_type === "SCRIPT" ? toPublicBanner(row, language).html_content : null;
      if (!html) throw notFound(BANNER_NOT_FOUND);
      return scriptFrameDocument(html, language);
    },

    /** Counts the click and answers where to send the visitor; a banner without a safe link is not found. */
    async follow(id: number | null): Promise<string> {
      const banner = id === null ? undefined : await repo.link(id);
      const target = bannerLink(banner?.link_url ?? null);
      if (!banner || !target) throw notFound(BANNER_NOT_FOUND);
      await repo.countClick(banner.id);
      return target;
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
