/**
 * Number and date formatters for the UI language, each built once. Building an Intl formatter
 * costs far more than formatting with one (a `toLocaleDateString` call builds one each time),
 * and a page formats dozens of prices, dates and values on every render.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const localeOf = (language: string) => (language === "es" ? "es-ES" : "en-GB");

function keptFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, language: string, options: object, build: (locale: string) => T): T {
  const locale = localeOf(language);
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

/** A calendar date as stored (a field's date, a review's), "23 Nov 2026", never shifted by a time zone. */
export const calendarDateFormat = (language: string) => dateFormat(language, { dateStyle: "medium", timeZone: "UTC" });
