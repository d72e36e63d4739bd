import { useEffect } from "react";
import { useTranslation } from "~/utils/use-translation";
import { isLanguage } from "../i18n";
import { ensureTexts } from "./load-catalogue";

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
    void ensureTexts(i18n, language, window.location.pathname).then(() => {
      if (current) void i18n.changeLanguage(language);
    });
    return () => {
      current = false;
    };
  }, [language, i18n]);
}
