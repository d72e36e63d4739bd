import type { WeatherIcon } from "../../schemas/weather.js";

type Condition = { icon: WeatherIcon; en: string; es: string };

/** WMO weather interpretation codes (as Open-Meteo reports them) with their texts and icon. */
const CONDITIONS: Record<number, Condition> = {
  0: { icon: "clear", en: "Clear sky", es: "Despejado" },
  1: { icon: "partly-cloudy", en: "Mainly clear", es: "Mayormente despejado" },
  2: { icon: "partly-cloudy", en: "Partly cloudy", es: "Parcialmente nublado" },
  3: { icon: "cloudy", en: "Overcast", es: "Cubierto" },
  45: { icon: "fog", en: "Fog", es: "Niebla" },
  48: { icon: "fog", en: "Freezing fog", es: "Niebla helada" },
  51: { icon: "drizzle", en: "Light drizzle", es: "Llovizna ligera" },
  53: { icon: "drizzle", en: "Moderate drizzle", es: "Llovizna moderada" },
  55: { icon: "drizzle", en: "Dense drizzle", es: "Llovizna intensa" },
  56: { icon: "drizzle", en: "Light freezing drizzle", es: "Llovizna helada ligera" },
  57: { icon: "drizzle", en: "Dense freezing drizzle", es: "Llovizna helada intensa" },
  61: { icon: "rain", en: "Light rain", es: "Lluvia ligera" },
  63: { icon: "rain", en: "Moderate rain", es: "Lluvia moderada" },
  65: { icon: "rain", en: "Heavy rain", es: "Lluvia intensa" },
  66: { icon: "rain", en: "Light freezing rain", es: "Lluvia helada ligera" },
  67: { icon: "rain", en: "Heavy freezing rain", es: "Lluvia helada intensa" },
  71: { icon: "snow", en: "Light snowfall", es: "Nevada ligera" },
  73: { icon: "snow", en: "Moderate snowfall", es: "Nevada moderada" },
  75: { icon: "snow", en: "Heavy snowfall", es: "Nevada intensa" },
  77: { icon: "snow", en: "Snow grains", es: "Granos de nieve" },
  80: { icon: "rain", en: "Light rain showers", es: "Chubascos ligeros" },
  81: { icon: "rain", en: "Moderate rain showers", es: "Chubascos moderados" },
  82: { icon: "rain", en: "Violent rain showers", es: "Chubascos torrenciales" },
  85: { icon: "snow", en: "Light snow showers", es: "Chubascos de nieve ligeros" },
  86: { icon: "snow", en: "Heavy snow showers", es: "Chubascos de nieve intensos" },
  95: { icon: "storm", en: "Thunderstorm", es: "Tormenta" },
  96: { icon: "storm", en: "Thunderstorm with light hail", es: "Tormenta con granizo ligero" },
  99: { icon: "storm", en: "Thunderstorm with heavy hail", es: "Tormenta con granizo intenso" },
};

export const isWmoCode = (code: number): boolean => code in CONDITIONS;

/** The condition of a WMO code, or null for a code outside the table. */
export function conditionOf(code: number | null): Condition | null {
  return code === null ? null : (CONDITIONS[code] ?? null);
}

/** Every known condition, by code, named in `language` (the back-office's manual reading offers them). */
export function allConditions(language: "en" | "es"): Array<{ code: number; text: string }> {
  return Object.entries(CONDITIONS).map(([code, condition]) => ({ code: Number(code), text: condition[language] }));
}
