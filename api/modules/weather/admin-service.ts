import type { Config } from "../../config.js";
import type { WeatherAdminStatus } from "../../schemas/admin-weather.js";
import type { ManualWeatherReading, WeatherSummary } from "../../schemas/weather.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import { allConditions } from "./conditions.js";
import type { WeatherRepository } from "./repository.js";
import { type Language, type WeatherService, presentReading } from "./service.js";

/**
 * The back-office's weather: where readings come from and how the last refresh went, a reading
 * typed in by hand, and a refresh on demand. Both writes are audited.
 */
export function createWeatherAdminService(deps: { weather: WeatherService; repo: WeatherRepository; config: Config["weather"]; audit: AuditLog }) {
  const { weather, repo, config, audit } = deps;

  return {
    async status(language: Language): Promise<WeatherAdminStatus> {
      const [latest, lastRefresh] = await Promise.all([repo.latest(), repo.refreshOutcome()]);
      return {
        provider: { name: "Open-Meteo", forecast_url: config.forecastUrl, marine_url: config.marineUrl, refresh_minutes: config.refreshMinutes },
        last_refresh: lastRefresh,
        latest: latest ? { ...presentReading(latest, language), source: latest.source } : null,
        conditions: allConditions(language),
      };
    },

    async addManual(actor: Actor, input: ManualWeatherReading, language: Language): Promise<WeatherSummary> {
      const reading = await weather.addManual(input, language);
      await audit.record(actor, { action: "create", entity: "weather_reading", summary: "Added a manual weather reading", after: reading });
      return reading;
    },

    async refresh(actor: Actor, language: Language): Promise<WeatherSummary> {
      const reading = presentReading(await weather.refresh(), language);
      await audit.record(actor, { action: "refresh", entity: "weather_reading", summary: "Refreshed the weather from the provider", after: reading });
      return reading;
    },
  };
}

export type WeatherAdminService = ReturnType<typeof createWeatherAdminService>;
