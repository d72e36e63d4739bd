import * as z from "zod";

/** Where the readings are for: the map's default centre (the Rock). */
export const GIBRALTAR = { latitude: 36.140751, longitude: -5.353585 } as const;

const ForecastAnswer = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    relative_humidity_2m: z.number().min(0).max(100),
    wind_speed_10m: z.number().min(0),
    weather_code: z.number().int().min(0),
  }),
});

const MarineAnswer = z.object({
  // The marine model has no value for cells it treats as land: null, not an error.
  current: z.object({ time: z.string(), sea_surface_temperature: z.number().nullable() }),
});

export type ForecastReading = { temperature: number; humidity: number; wind_speed: number; weather_code: number };

/** The provider could not be reached, answered an error, or answered something we cannot read. */
export class WeatherProviderError extends Error {}

export type WeatherClientOptions = { forecastUrl: string; marineUrl: string; timeoutMs: number };

/** Open-Meteo's forecast and marine APIs (no key), validated: nothing unchecked reaches the database. */
export function createWeatherClient(options: WeatherClientOptions) {
  async function current<S extends z.ZodType>(
    name: string,
    base: string,
    fields: string,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    const url = new URL(base);
    url.searchParams.set("latitude", String(GIBRALTAR.latitude));
    url.searchParams.set("longitude", String(GIBRALTAR.longitude));
    url.searchParams.set("current", fields);
    url.searchParams.set("wind_speed_unit", "kmh");
    url.searchParams.set("timezone", "GMT");
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { Accept: "application/json" },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new WeatherProviderError(`${name} answered HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof WeatherProviderError) throw error;
      const reason = timeout.aborted
        ? `no answer within ${options.timeoutMs} ms`
        : error instanceof SyntaxError
          ? "invalid JSON"
          : String(error);
      throw new WeatherProviderError(`${name} failed: ${reason}`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new WeatherProviderError(
        `${name} answered an unexpected shape: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    }
    return parsed.data;
  }

  return {
    async forecast(signal?: AbortSignal): Promise<ForecastReading> {
      const fields = "temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code";
      const { current: now } = await current("Weather forecast", options.forecastUrl, fields, ForecastAnswer, signal);
      return {
        temperature: now.temperature_2m,
        humidity: now.relative_humidity_2m,
        wind_speed: now.wind_speed_10m,
        weather_code: now.weather_code,
      };
    },

    /** Sea surface temperature in °C, or null where the marine model has none. */
    async seaTemperature(signal?: AbortSignal): Promise<number | null> {
      const { current: now } = await current(
        "Marine forecast",
        options.marineUrl,
        "sea_surface_temperature",
        MarineAnswer,
        signal,
      );
      return now.sea_surface_temperature;
    },
  };
}

export type WeatherClient = ReturnType<typeof createWeatherClient>;
