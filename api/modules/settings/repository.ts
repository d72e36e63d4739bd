import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import type { Currency } from "../../schemas/admin-currencies.js";

/** Key/value settings stored as JSON documents. */
export function createSettingsRepository(db: Kysely<DB>) {
  return {
    async get<T>(key: string): Promise<T | null> {
      const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
      return row ? (JSON.parse(row.value) as T) : null;
    },

    async set(key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value);
      const updated_at = nowIso();
      await db
        .insertInto("settings")
        .values({ key, value: json, updated_at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at }))
        .execute();
    },

    listCurrencies: (): Promise<Currency[]> =>
      db.selectFrom("currencies").select(["code", "symbol", "name", "rate_from_gbp"]).where("is_active", "=", 1).orderBy("code").execute(),
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
