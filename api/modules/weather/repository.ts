import type { Insertable, Kysely } from "kysely";
import type { DB, WeatherReadingsTable } from "../../db/schema.js";

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
  };
}

export type WeatherRepository = ReturnType<typeof createWeatherRepository>;
export type WeatherReadingRow = NonNullable<Awaited<ReturnType<WeatherRepository["latest"]>>>;
