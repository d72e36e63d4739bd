import { AppError, notFound } from "../../lib/errors.js";
import type { Logger } from "../../lib/logger.js";
import { DAY, nowIso } from "../../lib/time.js";
import type { ManualWeatherReading, WeatherSummary } from "../../schemas/weather.js";
import { type WeatherClient, WeatherProviderError } from "./client.js";
import { conditionOf, isWmoCode } from "./conditions.js";
import type { WeatherReadingRow, WeatherRepository } from "./repository.js";

export type Language = "en" | "es";

/** The weather summary of a stored reading, its condition text in `language`. */
export function presentReading(row: WeatherReadingRow, language: Language): WeatherSummary {
  const condition = conditionOf(row.condition_code);
  return {
    temperature: row.temperature,
    condition_text: condition ? condition[language] : null,
    condition_icon: condition?.icon ?? null,
    water_temperature: row.water_temperature,
    wind_speed: row.wind_speed,
    humidity: row.humidity,
    recorded_at: row.recorded_at,
  };
}

export function createWeatherService(deps: { repo: WeatherRepository; client: WeatherClient; logger: Logger }) {
  const { repo, client, logger } = deps;
  let inFlight: Promise<WeatherReadingRow> | null = null;

  async function fetchAndStore(signal?: AbortSignal): Promise<WeatherReadingRow> {
    // The sea temperature is a nice-to-have: without it the reading is still worth keeping.
    const [forecast, sea] = await Promise.allSettled([client.forecast(signal), client.seaTemperature(signal)]);
    if (forecast.status === "rejected") throw forecast.reason;
    if (sea.status === "rejected") logger.error("Weather refresh: sea temperature unavailable", sea.reason);
    const condition = conditionOf(forecast.value.weather_code);
    return repo.insert({
      temperature: forecast.value.temperature,
      condition_code: forecast.value.weather_code,
      condition_icon: condition?.icon ?? null,
      water_temperature: sea.status === "fulfilled" ? sea.value : null,
      wind_speed: forecast.value.wind_speed,
      humidity: forecast.value.humidity,
      source: "open-meteo",
      recorded_at: nowIso(),
    });
  }

  /** Remembers how a refresh went, for the back-office; failing to remember is logged, never passed on. */
  async function noteOutcome(error: string | null): Promise<void> {
    try {
      const attempted_at = nowIso();
      const previous = await repo.refreshOutcome();
      const succeeded_at = error === null ? attempted_at : (previous?.succeeded_at ?? null);
      await repo.saveRefreshOutcome({ attempted_at, ok: error === null, error, succeeded_at });
    } catch (failure) {
      logger.error("Weather refresh: could not record its outcome", failure);
    }
  }

  return {
    /**
     * Fetches the current conditions and stores them as the newest reading. A failure is logged
     * and leaves the stored readings as they were; a provider failure becomes a 502. Calls made
     * while a refresh runs share it, so a manual refresh never races the scheduler. Each outcome
     * is recorded, except a refresh cut short by shutting down.
     */
    refresh(signal?: AbortSignal): Promise<WeatherReadingRow> {
      inFlight ??= fetchAndStore(signal)
        .then(async (row) => {
          await noteOutcome(null);
          return row;
        })
        .catch(async (error: unknown) => {
          logger.error("Weather refresh failed", error);
          if (!signal?.aborted) await noteOutcome(error instanceof Error ? error.message : String(error));
          if (error instanceof WeatherProviderError) throw new AppError(502, `Weather provider unavailable: ${error.message}`);
          throw error;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },

    /** When the newest reading was recorded (the scheduler decides from it whether one is due). */
    async latestRecordedAt(): Promise<string | null> {
      return (await repo.latest())?.recorded_at ?? null;
    },

    async summary(language: Language): Promise<WeatherSummary> {
      const latest = await repo.latest();
      if (!latest) throw notFound("No weather reading yet");
      return presentReading(latest, language);
    },

    async readings(days: number, language: Language): Promise<WeatherSummary[]> {
      const rows = await repo.since(new Date(Date.now() - days * DAY).toISOString());
      return rows.map((row) => presentReading(row, language));
    },

    async addManual(input: ManualWeatherReading, language: Language): Promise<WeatherSummary> {
      const code = input.condition_code ?? null;
      if (code !== null && !isWmoCode(code)) {
        const message = "Condition code must be a WMO weather code";
        throw new AppError(422, message, [{ field: "condition_code", message }]);
      }
      const row = await repo.insert({
        temperature: input.temperature,
        condition_code: code,
        condition_icon: conditionOf(code)?.icon ?? null,
        water_temperature: input.water_temperature ?? null,
        wind_speed: input.wind_speed ?? null,
        humidity: input.humidity ?? null,
        source: "manual",
        recorded_at: nowIso(),
      });
      return presentReading(row, language);
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
