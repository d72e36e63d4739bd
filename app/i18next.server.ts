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

/** What a fixed `t` (react-i18next's) adds to every call; a call with nothing else asks for a plain text. */
const FIXED_T_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);

function isPlainCall(options: unknown): options is Record<string, unknown> {
  if (typeof options !== "object" || options === null) return false;
  for (const name in options) if (!FIXED_T_OPTIONS.has(name)) return false;
  return true;
}

/**
 * Keeps each plain text (no count, values or default) per language and key once translated: a page
 * asks for a hundred of them, and i18next's translate runs its whole pipeline every time. The
 * catalogue never changes in a running server. The parts recorder still hears of every key.
 */
function keepPlainTexts(instance: I18n): void {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const kept = new Map<string, string>();
  instance.t = ((key: unknown, options?: unknown) => {
    if (typeof key !== "string" || !isPlainCall(options)) return translate(key, options);
    const id = `${String(options.lng)}\0${String(options.ns)}\0${String(options.keyPrefix)}\0${key}`;
    const text = kept.get(id);
    if (text === undefined) {
      const translated = translate(key, options);
      if (typeof translated === "string") kept.set(id, translated);
      return translated;
    }
    return partsRecorder.process(text, key);
  }) as I18n["t"];
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
      .then(() => {
        keepPlainTexts(created);
        return created;
      });
    instances.set(language, instance);
  }
  return instance;
}
