import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, supportedLanguages } from "./i18n";
import { resources } from "./locales";
import { languageCookie } from "./utils/cookies.server";

/** Language: the cookie chosen in the language selector, else the browser's Accept-Language. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: "en",
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  i18next: { ...i18nConfig, resources },
});
