import en from "./locales/en.json";
import es from "./locales/es.json";

export const supportedLanguages = ["en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];

/** Shared by the server and the browser. Keys are flat; a few are the English text itself. */
export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: "en",
  defaultNS: "common",
  ns: ["common"],
  keySeparator: false as const,
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

export const resources = { en: { common: en }, es: { common: es } };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
