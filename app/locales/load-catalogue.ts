import type { Language } from "../i18n";

/**
 * The catalogue of one language, each in its own chunk: a page needs the language on its
 * <html lang> only, and both together weigh twice as much.
 */
export async function loadCatalogue(language: Language): Promise<Record<string, string>> {
  const catalogue = language === "es" ? await import("./catalogue-es") : await import("./catalogue-en");
  return catalogue.default;
}
