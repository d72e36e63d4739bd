import { AppError, notFound } from "../../lib/errors.js";
import {
  type AdminCurrency,
  BASE_CURRENCY,
  BASE_CURRENCY_LOCKED,
  BASE_RATE_FIXED,
  CURRENCY_EXISTS,
  CURRENCY_NOT_FOUND,
  type CurrencyCreate,
  type CurrencyQuery,
  type CurrencyUpdate,
  LISTING_CURRENCIES,
  LISTING_CURRENCY_KEPT,
} from "../../schemas/admin-currencies.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { CurrenciesRepository } from "./currencies-repository.js";

const refusal = (message: string, field?: string) => new AppError(409, message, field ? [{ field, message }] : undefined);

/**
 * The currencies the shell offers. The pound is the base every rate is counted from, so it stays
 * enabled at a rate of 1; the currencies listings are priced in (pounds, euros) cannot be deleted,
 * because the price filters convert between them with these rates.
 */
export function createCurrenciesAdmin(deps: { repo: CurrenciesRepository; audit: AuditLog }) {
  const { repo, audit } = deps;

  async function existing(code: string): Promise<AdminCurrency> {
    const currency = await repo.find(code.toLowerCase());
    if (!currency) throw notFound(CURRENCY_NOT_FOUND);
    return currency;
  }

  return {
    list: (query: CurrencyQuery): Promise<AdminPage<AdminCurrency>> => repo.list(query),

    get: existing,

    async create(actor: Actor, input: CurrencyCreate): Promise<AdminCurrency> {
      const { code, ...values } = input;
      if (!(await repo.insert(code, values))) throw refusal(CURRENCY_EXISTS, "code");
      const created = await existing(code);
      await audit.record(actor, { action: "create", entity: "currency", entity_id: code, summary: `Added ${code.toUpperCase()}`, after: created });
      return created;
    },

    async update(actor: Actor, code: string, input: CurrencyUpdate): Promise<AdminCurrency> {
      const before = await existing(code);
      if (before.code === BASE_CURRENCY) {
        if (!input.is_active) throw refusal(BASE_CURRENCY_LOCKED, "is_active");
        if (input.rate_from_gbp !== 1) throw refusal(BASE_RATE_FIXED, "rate_from_gbp");
      }
      await repo.update(before.code, input);
      const after = await existing(before.code);
      await audit.record(actor, { action: "update", entity: "currency", entity_id: before.code, summary: `Updated ${before.code.toUpperCase()}`, before, after });
      return after;
    },

    async remove(actor: Actor, code: string): Promise<void> {
      const before = await existing(code);
      if (before.code === BASE_CURRENCY) throw refusal(BASE_CURRENCY_LOCKED);
      if ((LISTING_CURRENCIES as readonly string[]).includes(before.code)) throw refusal(LISTING_CURRENCY_KEPT);
      await repo.remove(before.code);
      await audit.record(actor, { action: "delete", entity: "currency", entity_id: before.code, summary: `Deleted ${before.code.toUpperCase()}`, before });
    },
  };
}

export type CurrenciesAdmin = ReturnType<typeof createCurrenciesAdmin>;
