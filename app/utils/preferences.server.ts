import { LANGUAGE_PARAM, isLanguage, type Language } from "../i18n";
import { i18nServer } from "../i18next.server";
import { consentCookie, currencyCookie, languageCookie } from "./cookies.server";

export type CurrencyCode = "eur" | "gbp";
/** How currency codes are kept (ISO 4217 shape, lower case). */
export const CURRENCY_CODE = /^[a-z]{3}$/;
export type Consent = "accepted" | "declined" | null;

const languages = new WeakMap<Request, Promise<Language>>();

/**
 * The page's language: from `?lng=`, the language cookie, then Accept-Language. Worked out once per
 * request, however many loaders, the API client and the document ask (each asking parsed the URL,
 * the cookies and the header again).
 */
export function getLanguage(request: Request): Promise<Language> {
  let language = languages.get(request);
  if (!language) {
    language = i18nServer.getLocale(request).then((locale) => (isLanguage(locale) ? locale : "en"));
    languages.set(request, language);
  }
  return language;
}

/**
 * The Set-Cookie that keeps the language a `?lng=` URL asked for, so the pages that follow stay in
 * it without the parameter; null when none was asked or the cookie already holds it (an answer
 * without Set-Cookie may be kept by the visitors' page cache, under its URL and cookies).
 */
export async function languageCookieFromUrl(request: Request): Promise<string | null> {
  const asked = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  if (!isLanguage(asked)) return null;
  const current: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  return current === asked ? null : languageCookie.serialize(asked);
}

/** The currency the visitor chose (any code the selector offered), default the pound. */
export async function getChosenCurrency(request: Request): Promise<string> {
  const value: unknown = await currencyCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && CURRENCY_CODE.test(value) ? value : "gbp";
}

/** The listing currency prices are filtered in: euros when chosen, else pounds (listings have no other price). */
export async function getCurrency(request: Request): Promise<CurrencyCode> {
  return (await getChosenCurrency(request)) === "eur" ? "eur" : "gbp";
}

export async function getConsent(request: Request): Promise<Consent> {
  const value = await consentCookie.parse(request.headers.get("Cookie"));
  return value === "accepted" || value === "declined" ? value : null;
}
