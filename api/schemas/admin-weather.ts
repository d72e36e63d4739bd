import type { WeatherSummary } from "./weather.js";

/** How the last refresh from the provider went (by the schedule or an admin's "refresh now"). */
export type WeatherRefreshOutcome = {
  attempted_at: string;
  ok: boolean;
  /** Why it failed; null when it worked. */
  error: string | null;
  /** The last refresh that stored a reading, whenever it was. */
  succeeded_at: string | null;
};

/** The back-office's weather page: the provider, its schedule, the last refresh and the reading shown. */
export type WeatherAdminStatus = {
  provider: { name: string; forecast_url: string; marine_url: string; refresh_minutes: number };
  last_refresh: WeatherRefreshOutcome | null;
  latest: (WeatherSummary & { source: string }) | null;
  /** The WMO conditions a manual reading may give, named in the request's language. */
  conditions: Array<{ code: number; text: string }>;
};
