import type { Kysely, Selectable } from "kysely";
import type { CurrenciesTable, DB } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import type { AdminCurrency, CurrencyQuery } from "../../schemas/admin-currencies.js";
import type { AdminPage } from "../../schemas/admin.js";

// Rates are stored as decimal text (exact, as entered) and answered as numbers.
const toAdminCurrency = (row: Selectable<CurrenciesTable>): AdminCurrency => ({
  code: row.code,
  symbol: row.symbol,
  name: row.name,
  rate_from_gbp: Number(row.rate_from_gbp),
  is_active: Boolean(row.is_active),
});

/** A rate as the decimal text the currencies table keeps (1.17, not 1.1699999). */
const rateText = (rate: number) => String(Number(rate.toFixed(6)));

export type CurrencyValues = Omit<AdminCurrency, "code">;

/** Every currency, enabled or not, for the back-office. */
export function createCurrenciesRepository(db: Kysely<DB>) {
  return {
    async list(query: CurrencyQuery): Promise<AdminPage<AdminCurrency>> {
      let filtered = db.selectFrom("currencies");
      if (query.is_active !== undefined) filtered = filtered.where("is_active", "=", query.is_active ? 1 : 0);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("code", search), containsText("name", search)]));
      const page = await paginate(filtered, query, (qb) => qb.selectAll().orderBy("code"));
      return { ...page, items: page.items.map(toAdminCurrency) };
    },

    async find(code: string): Promise<AdminCurrency | null> {
      const row = await db.selectFrom("currencies").selectAll().where("code", "=", code).executeTakeFirst();
      return row ? toAdminCurrency(row) : null;
    },

    /** False when the code is taken (by a currency added meanwhile, too). */
    async insert(code: string, values: CurrencyValues): Promise<boolean> {
      const result = await db
        .insertInto("currencies")
        .values({ code, symbol: values.symbol, name: values.name, rate_from_gbp: rateText(values.rate_from_gbp), is_active: values.is_active ? 1 : 0 })
        .onConflict((oc) => oc.column("code").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async update(code: string, values: CurrencyValues): Promise<void> {
      await db
        .updateTable("currencies")
        .set({ symbol: values.symbol, name: values.name, rate_from_gbp: rateText(values.rate_from_gbp), is_active: values.is_active ? 1 : 0 })
        .where("code", "=", code)
        .execute();
    },

    async remove(code: string): Promise<void> {
      await db.deleteFrom("currencies").where("code", "=", code).execute();
    },
  };
}

export type CurrenciesRepository = ReturnType<typeof createCurrenciesRepository>;
