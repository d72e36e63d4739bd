import type { Insertable, Kysely } from "kysely";
import type { DB, WeatherReadingsTable } from "../../db/schema.js";
import type { WeatherRefreshOutcome } from "../../schemas/admin-weather.js";

// Kept in the settings table, so every instance (and a restart) knows how the last refresh went.
const REFRESH_OUTCOME = "weather_refresh";

export function createWeatherRepository(db: Kysely<DB>) {
  return {
    latest: () =>
      db
        .selectFrom("weather_readings")
        .selectAll()
        .orderBy("recorded_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst(),

    /** Readings recorded at or after `fromIso`, oldest first (ISO text sorts by time on both dialects). */
    since: (fromIso: string) =>
      db
        .selectFrom("weather_readings")
        .selectAll()
        .where("recorded_at", ">=", fromIso)
        .orderBy("recorded_at")
        .orderBy("id")
        .execute(),

    insert: (reading: Insertable<WeatherReadingsTable>) =>
      db.insertInto("weather_readings").values(reading).returningAll().executeTakeFirstOrThrow(),

    async refreshOutcome(): Promise<WeatherRefreshOutcome | null> {
      const row = await db.selectFrom("settings").select("value").where("key", "=", REFRESH_OUTCOME).executeTakeFirst();
      return row ? (JSON.parse(row.value) as WeatherRefreshOutcome) : null;
    },

    async saveRefreshOutcome(outcome: WeatherRefreshOutcome): Promise<void> {
      const value = JSON.stringify(outcome);
      const updated_at = outcome.attempted_at;
      await db
        .insertInto("settings")
        .values({ key: REFRESH_OUTCOME, value, updated_at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
        .execute();
    },
  };
}

export type WeatherRepository = ReturnType<typeof createWeatherRepository>;
export type WeatherReadingRow = NonNullable<Awaited<ReturnType<WeatherRepository["latest"]>>>;
