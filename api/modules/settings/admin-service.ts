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
import type { MapSettings, MapSettingsInput } from "../../schemas/admin-map.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { CurrenciesRepository } from "./currencies-repository.js";
import type { SettingsRepository } from "./repository.js";
import type { SettingsService } from "./service.js";

const refusal = (message: string, field?: string) => new AppError(409, message, field ? [{ field, message }] : undefined);

/**
 * The currencies the shell offers. The pound is the base every rate is counted from, so it stays
 * enabled at a rate of 1; the currencies listings are priced in (pounds, euros) cannot be deleted,
 * because the price filters convert between them with these rates.
 */
export function createCurrenciesAdminService(deps: { repo: CurrenciesRepository; audit: AuditLog }) {
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

export type CurrenciesAdminService = ReturnType<typeof createCurrenciesAdminService>;

/** The map every page draws: GET /settings/map answers what is saved here (over the defaults). */
export function createMapSettingsAdminService(deps: { settings: SettingsService; repo: SettingsRepository; audit: AuditLog }) {
  return {
    get: (): Promise<MapSettings> => deps.settings.getMapSettings(),

    async update(actor: Actor, input: MapSettingsInput): Promise<MapSettings> {
      const before = await deps.settings.getMapSettings();
      await deps.repo.set("map", input);
      const after = await deps.settings.getMapSettings();
      await deps.audit.record(actor, { action: "update", entity: "settings", entity_id: "map", summary: "Updated the map settings", before, after });
      return after;
    },
  };
}

export type MapSettingsAdminService = ReturnType<typeof createMapSettingsAdminService>;
