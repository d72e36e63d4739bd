import * as z from "zod";

/** The icons a weather condition is drawn with (WMO codes map onto them on the server). */
export const WEATHER_ICONS = ["clear", "partly-cloudy", "cloudy", "fog", "drizzle", "rain", "snow", "storm"] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

/** The answer of GET /weather/summary and each item of GET /weather/readings. */
export type WeatherSummary = {
  temperature: number;
  /** In the request's language; null when the reading has no (known) condition code. */
  condition_text: string | null;
  condition_icon: WeatherIcon | null;
  /** Sea surface temperature in °C; null when the marine forecast was unavailable. */
  water_temperature: number | null;
  /** km/h. */
  wind_speed: number | null;
  /** Percent. */
  humidity: number | null;
  recorded_at: string;
};

export const WEATHER_DAYS_DEFAULT = 7;
export const WEATHER_DAYS_MAX = 30;

/** `?language=en|es`: wins over Accept-Language, for clients that cannot set headers. */
export const WeatherLanguageQuerySchema = z.object({
  language: z.enum(["en", "es"], { error: "language must be en or es" }).optional(),
});

export const WeatherReadingsQuerySchema = WeatherLanguageQuerySchema.extend({
  days: z.coerce
    .number({ error: "days must be a whole number from 1 to 30" })
    .int({ error: "days must be a whole number from 1 to 30" })
    .min(1, "days must be a whole number from 1 to 30")
    .max(WEATHER_DAYS_MAX, "days must be a whole number from 1 to 30")
    .default(WEATHER_DAYS_DEFAULT),
});

/** An admin's manual reading (POST /admin/weather/readings). */
export const ManualWeatherReadingSchema = z.object({
  temperature: z
    .number({ error: "Temperature is required" })
    .min(-30, "Temperature must be between -30 and 60 °C")
    .max(60, "Temperature must be between -30 and 60 °C"),
  water_temperature: z
    .number({ error: "Sea temperature must be a number" })
    .min(-5, "Sea temperature must be between -5 and 40 °C")
    .max(40, "Sea temperature must be between -5 and 40 °C")
    .nullable()
    .optional(),
  humidity: z
    .number({ error: "Humidity must be a number" })
    .min(0, "Humidity must be between 0 and 100%")
    .max(100, "Humidity must be between 0 and 100%")
    .nullable()
    .optional(),
  wind_speed: z
    .number({ error: "Wind speed must be a number" })
    .min(0, "Wind speed cannot be negative")
    .max(500, "Wind speed is too high")
    .nullable()
    .optional(),
  condition_code: z
    .number({ error: "Condition code must be a WMO weather code" })
    .int({ error: "Condition code must be a WMO weather code" })
    .nullable()
    .optional(),
});
export type ManualWeatherReading = z.infer<typeof ManualWeatherReadingSchema>;
