import * as z from "zod";
import { AdminListQuerySchema, booleanFilter } from "./admin.js";
import { plainText } from "./text.js";

// The currencies the shell offers (code, symbol, name, units per pound, enabled), shared by the
// API and the back-office forms. Codes are ISO 4217 shaped (three letters) because the pages
// format money with Intl, which refuses anything else; they are stored in lower case.

/** Prices are kept in pounds: the pound is always there, always enabled, at a rate of 1. */
export const BASE_CURRENCY = "gbp";
/** Listings are priced in these (price_gbp, price_eur): price filters convert between them. */
export const LISTING_CURRENCIES = ["gbp", "eur"] as const;

export const BASE_CURRENCY_LOCKED = "The pound sterling cannot be disabled or deleted";
export const BASE_RATE_FIXED = "The pound sterling's rate is always 1";
export const LISTING_CURRENCY_KEPT = "Listings are priced in this currency: disable it instead of deleting it";
export const CURRENCY_EXISTS = "A currency with this code already exists";
export const CURRENCY_NOT_FOUND = "Currency not found";

export const CurrencyQuerySchema = AdminListQuerySchema.extend({ is_active: booleanFilter });
export type CurrencyQuery = z.output<typeof CurrencyQuerySchema>;

const flag = z.boolean().optional().default(false);

const currencyFields = {
  symbol: plainText({ error: "Enter the currency symbol" })
    .trim()
    .min(1, "Enter the currency symbol")
    .max(5, "A currency symbol is at most 5 characters"),
  name: plainText({ error: "Enter the currency name" })
    .trim()
    .min(2, "Enter the currency name")
    .max(60, "A currency name is at most 60 characters"),
  rate_from_gbp: z
    .number({ error: "Enter how many units of this currency one pound buys" })
    .positive("The rate must be more than 0")
    .max(1_000_000, "The rate must be at most 1,000,000")
    .refine((rate) => Number(rate.toFixed(6)) === rate, "The rate has at most 6 decimal places"),
  is_active: flag,
};

export const CurrencyCreateSchema = z.object({
  code: z
    .string({ error: "Enter a three-letter currency code" })
    .trim()
    .regex(/^[A-Za-z]{3}$/, "Enter a three-letter currency code")
    .transform((code) => code.toLowerCase()),
  ...currencyFields,
});
export type CurrencyCreate = z.output<typeof CurrencyCreateSchema>;

/** The code names the currency in cookies and prices, so it is fixed once created. */
export const CurrencyUpdateSchema = z.object(currencyFields);
export type CurrencyUpdate = z.output<typeof CurrencyUpdateSchema>;

export type AdminCurrency = {
  code: string;
  symbol: string;
  name: string;
  rate_from_gbp: number;
  is_active: boolean;
};

/** GET /currencies: the enabled currencies, each rate as the decimal text it is stored as. */
export type Currency = Pick<AdminCurrency, "code" | "symbol" | "name"> & { rate_from_gbp: string };
