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

/** Texts kept at most: counts and values make more of them than the catalogue has keys. */
const KEPT_TEXTS = 10_000;

/**
 * What tells a call's text apart: its key and each option (the language and namespace a fixed `t`
 * adds, a count, values). Null for an option that is an object, whose text is translated each time.
 */
function callId(key: string, options: Record<string, unknown>): string | null {
  let id = key;
  for (const name in options) {
    const value = options[name];
    if (value === undefined) continue;
    const listed = Array.isArray(value) && (name === "ns" || name === "lngs");
    if (typeof value === "function" || (typeof value === "object" && value !== null && !listed)) return null;
    id += `\0${name}=${String(value)}`;
  }
  return id;
}

/**
 * Keeps each text once translated, per key and options: a page asks for a hundred, and i18next's
 * translate runs its whole pipeline (plurals, interpolation, post-processing) every time for the
 * same answer. The catalogue never changes in a running server. The parts recorder still hears of
 * every key.
 */
function keepTexts(instance: I18n): void {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const kept = new Map<string, string>();
  instance.t = ((key: unknown, options?: unknown) => {
    const id = typeof key !== "string" ? null : options === undefined ? key : typeof options === "object" && options !== null ? callId(key, options as Record<string, unknown>) : null;
    if (id === null) return translate(key, options);
    const text = kept.get(id);
    if (text !== undefined) return partsRecorder.process(text, key as string);
    const translated = translate(key, options);
    if (typeof translated === "string") {
      if (kept.size >= KEPT_TEXTS) kept.clear();
      kept.set(id, translated);
    }
    return translated;
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
        keepTexts(created);
        return created;
      });
    instances.set(language, instance);
  }
  return instance;
}
