import { i18nFor } from "../i18next.server";
import { getLanguage } from "./preferences.server";

/** A translator for loaders (page titles in meta, server-made messages), in the request's language. */
export async function getT(request: Request) {
  const language = await getLanguage(request);
  return (await i18nFor(language)).getFixedT(language);
}
