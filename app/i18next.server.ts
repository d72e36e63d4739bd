import { RemixI18Next } from "remix-i18next/server";
import { LANGUAGE_PARAM, i18nConfig, resources, supportedLanguages } from "./i18n";
import { languageCookie } from "./utils/cookies.server";

/**
 * Language: `?lng=` (each page's URL per language, for links and crawlers), else the cookie chosen
 * in the language selector, else the browser's Accept-Language.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: "en",
    cookie: languageCookie,
    searchParamKey: LANGUAGE_PARAM,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: { ...i18nConfig, resources },
});
