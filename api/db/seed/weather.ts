import type { Insertable } from "kysely";
import type { WeatherReadingsTable } from "../schema.js";
import { type Clock, createRandom, HOUR, round } from "./util.js";

/** WMO code → icon. */
const ICONS: Record<number, string> = { 0: "clear", 1: "partly-cloudy", 2: "partly-cloudy", 3: "cloudy", 45: "fog", 61: "rain" };

/** The sky over the last three days, 4.5-hour blocks from oldest to newest (a Levanter morning, a shower). */
const BLOCKS = [0, 1, 2, 1, 45, 3, 2, 1, 0, 0, 3, 61, 2, 1, 0, 1] as const;

/** A current reading and hourly readings for the last 72 hours, on a daily temperature curve. */
export function weatherReadings(clock: Clock): Insertable<WeatherReadingsTable>[] {
  const random = createRandom(350);
  const rows: Insertable<WeatherReadingsTable>[] = [];
  for (let hoursAgo = 72; hoursAgo >= 0; hoursAgo--) {
    const at = clock.now - hoursAgo * HOUR;
    const hour = new Date(at).getUTCHours() + 1; // Gibraltar is UTC+1/+2; near enough for a curve
    const code = BLOCKS[Math.min(BLOCKS.length - 1, Math.floor((72 - hoursAgo) / 4.5))]!;
    const cloudCooling = code === 61 ? 2.5 : code === 45 ? 1.5 : code === 3 ? 1 : 0;
    const temperature = 20.8 + 3 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) - cloudCooling + random.float(-0.6, 0.6, 2);
    rows.push({
      temperature: round(Math.min(24, Math.max(17, temperature)), 1),
      condition_code: code,
      condition_icon: ICONS[code] ?? "partly-cloudy",
      water_temperature: round(18.6 + 0.4 * Math.sin(((hour - 15) / 24) * 2 * Math.PI) + random.float(-0.2, 0.2, 2), 1),
      wind_speed: round(code === 45 ? random.float(25, 40) : code === 61 ? random.float(18, 30) : random.float(5, 20), 1),
      humidity: round(code === 45 || code === 61 ? random.float(78, 85) : random.float(55, 72), 0),
      source: "seed",
      recorded_at: new Date(at).toISOString(),
    });
  }
  return rows;
}
