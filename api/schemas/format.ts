// How numbers, money, dates and times are written in a language: one module for the pages (server
// and browser) and the e-mails, free of node and zod imports.

// ---- Locale ----

/** The locale of a UI language: Spanish is es-ES, anything else English as in Gibraltar (en-GB). */
export const localeFor = (language: string): string => (language === "es" ? "es-ES" : "en-GB");

// ---- Formatters, built once ----

/**
 * Building an Intl formatter costs far more than formatting with one (a `toLocaleDateString` call
 * builds one each time), and a page formats dozens of prices, dates and values on every render:
 * each language and options get one, kept.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function keptFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, language: string, options: object, build: (locale: string) => T): T {
  const locale = localeFor(language);
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = build(locale);
    kept.set(key, format);
  }
  return format;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) =>
  keptFormat("number", language, options, (locale) => new Intl.NumberFormat(locale, options));

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  keptFormat("date", language, options, (locale) => new Intl.DateTimeFormat(locale, options));

// ---- Money ----

/**
 * Money in the language, pence or cents only when there are some: "£1,250", "£7.50",
 * "1250 €", "7,99 €". `currency` is any three-letter code, in either case.
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const key = `${language}|${currency}|${amount}`;
  let text = writtenMoney.get(key);
  if (text === undefined) {
    const maximumFractionDigits = Number.isInteger(amount) ? 0 : 2;
    text = numberFormat(language, { style: "currency", currency: currency.toUpperCase(), maximumFractionDigits }).format(amount);
    if (writtenMoney.size >= WRITTEN_MONEY_KEPT) writtenMoney.clear();
    writtenMoney.set(key, text);
  }
  return text;
}

/**
 * Amounts already written, by language, currency and amount: the same cards' prices come back on
 * page after page, and formatting one is a formatter's lookup and an Intl call each time.
 */
const writtenMoney = new Map<string, string>();
const WRITTEN_MONEY_KEPT = 10_000;

/** An amount in minor units (pence, cents), as stored for payments and alerts, written as formatMoney does. */
export const formatMinorMoney = (minor: number, currency: string, language: string): string => formatMoney(minor / 100, currency, language);

export type PricedListing = {
  selected_currency: string | null;
  price_gbp?: number | null;
  price_eur?: number | null;
};

/**
 * The price a listing shows: a listing in eur with an eur price shows it; otherwise the gbp price;
 * otherwise nothing ('Price on request').
 */
export function displayPrice(listing: PricedListing): { amount: number; currency: "eur" | "gbp" } | null {
  if (listing.selected_currency === "eur" && listing.price_eur != null) return { amount: listing.price_eur, currency: "eur" };
  if (listing.price_gbp != null) return { amount: listing.price_gbp, currency: "gbp" };
  return null;
}

// ---- Dates ----

/** A calendar date as stored (a field's date, a review's), "23 Nov 2026", never shifted by a time zone. */
export const calendarDateFormat = (language: string) => dateFormat(language, { dateStyle: "medium", timeZone: "UTC" });

/** A day as Gibraltar's calendar shows it, written out in the language ("26 November 2026", "26 de noviembre de 2026"). */
export const longDateInGibraltar = (when: string | Date, language: string): string =>
  dateFormat(language, { dateStyle: "long", timeZone: "Europe/Gibraltar" }).format(new Date(when));

// ---- Relative times ----

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export type RelativeTime =
  | { unit: "now" }
  | { unit: "hours" | "days" | "weeks" | "months"; count: number };

/**
 * Under an hour 'Just now', then hours, days up to 6, weeks up to 3, then months.
 * Returns the parts; the UI translates them (time.hours_ago etc.).
 */
export function relativeTime(iso: string, now: number = Date.now()): RelativeTime {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < HOUR) return { unit: "now" };
  if (elapsed < DAY) return { unit: "hours", count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return { unit: "days", count: days };
  const weeks = Math.floor(elapsed / WEEK);
  if (weeks <= 3) return { unit: "weeks", count: weeks };
  return { unit: "months", count: Math.max(1, Math.floor(days / 30)) };
}

/** The translation key and count of a relative time, for `t(key, { count })`. */
export function relativeTimeKey(time: RelativeTime): { key: string; count: number } {
  return time.unit === "now" ? { key: "time.just_now", count: 0 } : { key: `time.${time.unit}_ago`, count: time.count };
}

// ---- Countdowns ----

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/**
 * The maintenance countdown in days, hours, minutes and seconds until scheduled_end,
 * computed once per page load; null once the end is past (or unknown), which hides it.
 */
export function countdownTo(scheduledEnd: string | null, now: number = Date.now()): Countdown | null {
  if (!scheduledEnd) return null;
  const end = Date.parse(scheduledEnd);
  if (Number.isNaN(end) || end <= now) return null;
  let rest = Math.floor((end - now) / 1000);
  const days = Math.floor(rest / 86400);
  rest -= days * 86400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  return { days, hours, minutes, seconds: rest - minutes * 60 };
}
