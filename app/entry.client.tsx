import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, isLanguage } from "./i18n";
import { isAdminPath, loadAdminCatalogue, loadCatalogue } from "./locales/load-catalogue";

async function hydrate() {
  // The server chose the language and wrote it on <html lang>; the browser follows it and loads
  // that language's texts only.
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : "en";
  const [texts, adminTexts] = await Promise.all([loadCatalogue(lng), isAdminPath(location.pathname) ? loadAdminCatalogue(lng) : {}]);
  await i18next.use(initReactI18next).init({ ...i18nConfig, resources: { [lng]: { common: { ...texts, ...adminTexts } } }, lng });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
