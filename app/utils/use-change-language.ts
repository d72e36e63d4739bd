import type { i18n as I18n } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../i18n";
import { loadCatalogue } from "../locales/load-catalogue";

async function addCatalogue(i18n: I18n, language: "en" | "es") {
  if (!i18n.hasResourceBundle(language, "common")) {
    i18n.addResourceBundle(language, "common", await loadCatalogue(language));
  }
}

/**
 * Follows the language of the root loader's data, as remix-i18next's useChangeLanguage does, but
 * loads that language's catalogue first: the browser starts with the page's language only, and
 * switching language (a form post, after which the root loader answers with the new one) needs
 * the other.
 */
export function useChangeLanguage(language: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === language || !isLanguage(language)) return;
    let current = true;
    void addCatalogue(i18n, language).then(() => {
      if (current) void i18n.changeLanguage(language);
    });
    return () => {
      current = false;
    };
  }, [language, i18n]);
}
