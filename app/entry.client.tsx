import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, isLanguage } from "./i18n";
import { isAdminPath, lazyPartsNamed, loadAdminCatalogue, loadCatalogue, loadLazyParts } from "./locales/load-catalogue";

/** The lazy parts of the catalogue the server's render used (entry.server.tsx writes them on the page's data script). */
function partsShown() {
  return lazyPartsNamed((document.querySelector<HTMLScriptElement>("script[data-texts]")?.dataset.texts ?? "").split(","));
}

/** The rest of the catalogue comes with the visitor's first interaction: before any message could show. */
function loadRestOnFirstInteraction() {
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const load = () => {
    for (const type of events) removeEventListener(type, load, true);
    void loadLazyParts(i18next);
  };
  for (const type of events) addEventListener(type, load, { capture: true, passive: true });
}

async function hydrate() {
  // The server chose the language and wrote it on <html lang>; the browser follows it and loads
  // that language's texts only, with the parts the page shows.
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : "en";
  const [texts, adminTexts] = await Promise.all([loadCatalogue(lng, partsShown()), isAdminPath(location.pathname) ? loadAdminCatalogue(lng) : {}]);
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    resources: { [lng]: { common: { ...texts, ...adminTexts } } },
    lng,
    // A key not held yet (a page reached in the browser shows a message) loads the rest, and the
    // components showing it draw again once it is there.
    saveMissing: true,
    missingKeyHandler: () => void loadLazyParts(i18next),
    react: { ...i18nConfig.react, bindI18nStore: "added" },
  });
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
  loadRestOnFirstInteraction();
}

void hydrate();
