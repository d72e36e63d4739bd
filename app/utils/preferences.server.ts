import { isLanguage, type Language } from "../i18n";
import { i18nServer } from "../i18next.server";
import { consentCookie, currencyCookie } from "./cookies.server";

export type CurrencyCode = "eur" | "gbp";
export type Consent = "accepted" | "declined" | null;

export async function getLanguage(request: Request): Promise<Language> {
  const locale = await i18nServer.getLocale(request);
  return isLanguage(locale) ? locale : "en";
}

export async function getCurrency(request: Request): Promise<CurrencyCode> {
  const value = await currencyCookie.parse(request.headers.get("Cookie"));
  return value === "eur" ? "eur" : "gbp";
}

export async function getConsent(request: Request): Promise<Consent> {
  const value = await consentCookie.parse(request.headers.get("Cookie"));
  return value === "accepted" || value === "declined" ? value : null;
}
