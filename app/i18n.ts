export const supportedLanguages = ["en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];

/**
 * Shared by the server and the browser. Keys are flat and namespaced (`<part>.<name>`); the API's
 * messages are shown by their codes, `validation.<code>` (api/schemas/message-codes.ts). The
 * catalogues are not here: the server takes both from ./locales, the browser loads one.
 */
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

/** The query parameter that picks a page's language (`?lng=es`). */
export const LANGUAGE_PARAM = "lng";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
