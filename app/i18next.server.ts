import { type i18n as I18n, createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { LANGUAGE_PARAM, type Language, i18nConfig, supportedLanguages } from "./i18n";
import { resources } from "./locales";
import { type LazyPart, lazyPartOf } from "./locales/parts";
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

/** The lazy parts of the catalogue (locales/parts.ts) the render under way has shown; null between renders. */
let partsShown: Set<LazyPart> | null = null;

/** Notes the lazy part of each text a render shows: i18next hands every translation's keys to it. */
const partsRecorder = {
  type: "postProcessor" as const,
  name: "lazy-parts",
  process(value: string, keys: string | string[]) {
    if (partsShown) {
      const part = lazyPartOf(Array.isArray(keys) ? (keys[0] ?? "") : keys);
      if (part) partsShown.add(part);
    }
    return value;
  },
};

/**
 * Renders a page and says which lazy parts of the catalogue it showed, for the browser to load
 * before hydrating. Rendering is synchronous, so no other request's render interleaves.
 */
export function renderNotingParts(render: () => string): { html: string; parts: LazyPart[] } {
  partsShown = new Set();
  try {
    const html = render();
    return { html, parts: [...partsShown] };
  } finally {
    partsShown = null;
  }
}

const instances = new Map<Language, Promise<I18n>>();

/**
 * One initialised i18next per language for the whole process: rendering only reads from it, and
 * building one per request cost more than some pages' own work.
 */
export function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .use(partsRecorder)
      .init({ ...i18nConfig, resources, lng: language, postProcess: [partsRecorder.name] })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}
