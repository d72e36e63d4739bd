import { type BannerSettings, BannerSettingsSchema } from "../../schemas/admin-banners.js";
import { type BannerPosition, DEFAULT_BANNERS_PER_POSITION } from "../../schemas/public-banner.js";
import type { SettingsRepository } from "../settings/repository.js";

const KEY = "banner_settings";
const DEFAULTS: BannerSettings = { max_per_position: DEFAULT_BANNERS_PER_POSITION, per_position: {} };

/**
 * The stored banner settings, read through the same schema that checks them on saving: a
 * document written by an older version (or by hand) falls back to the defaults rather than
 * breaking the pages that show banners.
 */
export async function readBannerSettings(settings: SettingsRepository): Promise<BannerSettings> {
  const parsed = BannerSettingsSchema.safeParse(await settings.get<unknown>(KEY));
  return parsed.success ? parsed.data : DEFAULTS;
}

export const writeBannerSettings = (settings: SettingsRepository, value: BannerSettings) => settings.set(KEY, value);

/** How many banners `position` shows at most. */
export const capOf = (settings: BannerSettings, position: BannerPosition | string) =>
  settings.per_position[position as BannerPosition] ?? settings.max_per_position;
