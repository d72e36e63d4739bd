import type { i18n as I18n } from "i18next";
import { useContext } from "react";
// eslint-disable-next-line no-restricted-syntax -- the one module that uses react-i18next's hook itself
import { I18nContext, getI18n, useTranslation as useI18nextTranslation } from "react-i18next";

type Translation = ReturnType<typeof useI18nextTranslation>;

/** Each language's answer, kept: the server's i18next instances live as long as the process. */
const kept = new WeakMap<I18n, Translation>();

/**
 * The page's translations on the server: the language's own `t` (which keeps each text once
 * translated, app/i18next.server.ts), read from the provider the render is wrapped in.
 * react-i18next's hook makes a fixed `t`, state, a ref and effects for every component that asks,
 * some 250 a page, to follow language changes that only the browser makes.
 */
function useServerTranslation(): Translation {
  // The provider entry.server wraps every page in; else the instance react-i18next was set up with.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let translation = kept.get(i18n);
  if (!translation) {
    const t = ((key: string, options?: object) => i18n.t(key, options as never)) as Translation["t"];
    translation = Object.assign([t, i18n, true] as const, { t, i18n, ready: true }) as unknown as Translation;
    kept.set(i18n, translation);
  }
  return translation;
}

/** The translations of the page's language: react-i18next's hook in the browser. */
export const useTranslation: () => Translation = typeof document === "undefined" ? useServerTranslation : useI18nextTranslation;
