import type { Language } from "../i18n";
import { i18nFor } from "../i18next.server";
import { getLanguage } from "./preferences.server";

/** A translator for a language the loader already worked out (its api client's `language`). */
export async function tFor(language: Language) {
  return (await i18nFor(language)).getFixedT(language);
}

/** A translator for loaders (page titles in meta, server-made messages), in the request's language. */
export async function getT(request: Request) {
  return tFor(await getLanguage(request));
}
