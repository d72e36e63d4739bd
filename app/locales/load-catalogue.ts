import type { i18n as I18n } from "i18next";
import type { Language } from "../i18n";
import type { LazyPart } from "./parts";
import { setMessageCodes, type validationKey } from "./validation-key";

type Texts = Record<string, string>;

/**
 * Each part of the catalogue in each language is a chunk of its own: a page needs the language
 * on its <html lang> only, and the lazy parts (parts.ts) only once it shows them.
 */
const chunks: Record<Language, Record<"site" | LazyPart, () => Promise<{ default: Texts; validationKey?: typeof validationKey }>>> = {
  en: { site: () => import("./catalogue-en"), messages: () => import("./messages-en"), account: () => import("./account-en") },
  es: { site: () => import("./catalogue-es"), messages: () => import("./messages-es"), account: () => import("./account-es") },
};

/** The lazy parts' names (the browser needs no prefixes: the server tells which a page shows). */
const lazyPartNames = Object.keys(chunks.en).filter((part): part is LazyPart => part !== "site");

/** The lazy parts among names read from the page (entry.server's `data-texts`). */
export const lazyPartsNamed = (names: string[]): LazyPart[] => lazyPartNames.filter((part) => names.includes(part));

const fetched = new Map<string, Promise<Texts>>();

/** The texts of one part in one language, fetched once. The messages bring their codes (validation-key.ts). */
function fetchPart(language: Language, part: "site" | LazyPart): Promise<Texts> {
  const key = `${language}:${part}`;
  let texts = fetched.get(key);
  if (!texts) {
    texts = chunks[language][part]().then((chunk) => {
      if (chunk.validationKey) setMessageCodes(chunk.validationKey);
      return chunk.default;
    });
    fetched.set(key, texts);
  }
  return texts;
}

/** The lazy parts the browser holds in its language: a language chosen later is given the same. */
const held = new Set<LazyPart>();

/** The texts a page starts with: the site's, and the lazy parts its server render used. */
export async function loadCatalogue(language: Language, parts: LazyPart[]): Promise<Texts> {
  for (const part of parts) held.add(part);
  const loaded = await Promise.all([fetchPart(language, "site"), ...parts.map((part) => fetchPart(language, part))]);
  return Object.assign({}, ...loaded) as Texts;
}

/**
 * Adds the lazy parts not held yet to i18next; the components re-render as they arrive
 * (react-i18next's `bindI18nStore: "added"`). Called on the visitor's first interaction, and
 * for a key not found (a page reached in the browser that shows a message).
 */
export function loadLazyParts(i18n: I18n): Promise<void> {
  const language = i18n.language as Language;
  const missing = lazyPartNames.filter((part) => !held.has(part));
  for (const part of missing) held.add(part);
  return Promise.all(
    missing.map(async (part) => {
      try {
        i18n.addResourceBundle(language, "common", await fetchPart(language, part), true, true);
      } catch {
        // Not reached (offline, a new deployment): asked again by the next key not found.
        held.delete(part);
        fetched.delete(`${language}:${part}`);
      }
    }),
  ).then(() => undefined);
}

/** The back-office's texts in one language: a chunk of their own, which public pages never load. */
export async function loadAdminCatalogue(language: Language): Promise<Texts> {
  const catalogue = language === "es" ? await import("./admin/catalogue-es") : await import("./admin/catalogue-en");
  return catalogue.default;
}

export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** A key of the back-office catalogue: present once that catalogue has been added. */
const ADMIN_MARKER = "admin.list.filter";

/**
 * Adds to i18next what a page in `language` needs and the browser does not hold yet: the site's
 * texts with the lazy parts held in the other language, and on admin pages the back-office's (a
 * visitor arriving at /admin from a public page has the site's only).
 */
export async function ensureTexts(i18n: I18n, language: Language, pathname: string): Promise<void> {
  if (!i18n.hasResourceBundle(language, "common")) i18n.addResourceBundle(language, "common", await loadCatalogue(language, [...held]));
  if (isAdminPath(pathname) && !i18n.exists(ADMIN_MARKER, { lng: language })) {
    i18n.addResourceBundle(language, "common", await loadAdminCatalogue(language), true, false);
  }
}
