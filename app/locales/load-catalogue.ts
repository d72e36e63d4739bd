import type { i18n as I18n } from "i18next";
import type { Language } from "../i18n";
import { setMessageCodes } from "./validation-key";

/**
 * The catalogue of one language, each in its own chunk: a page needs the language on its
 * <html lang> only, and both together weigh twice as much.
 */
export async function loadCatalogue(language: Language): Promise<Record<string, string>> {
  const [catalogue, codes] = await Promise.all([
    language === "es" ? import("./catalogue-es") : import("./catalogue-en"),
    // The validation messages' codes (validation-key.ts), shared by both languages.
    import("@schemas/message-codes"),
  ]);
  setMessageCodes(codes.validationKey);
  return catalogue.default;
}

/** The back-office's texts in one language: a chunk of their own, which public pages never load. */
export async function loadAdminCatalogue(language: Language): Promise<Record<string, string>> {
  const catalogue = language === "es" ? await import("./admin/catalogue-es") : await import("./admin/catalogue-en");
  return catalogue.default;
}

export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** A key of the back-office catalogue: present once that catalogue has been added. */
const ADMIN_MARKER = "admin.list.filter";

/**
 * Adds to i18next what a page in `language` needs and the browser does not hold yet: the site's
 * texts, and on admin pages the back-office's (a visitor arriving at /admin from a public page
 * has the site's only).
 */
export async function ensureTexts(i18n: I18n, language: Language, pathname: string): Promise<void> {
  if (!i18n.hasResourceBundle(language, "common")) i18n.addResourceBundle(language, "common", await loadCatalogue(language));
  if (isAdminPath(pathname) && !i18n.exists(ADMIN_MARKER, { lng: language })) {
    i18n.addResourceBundle(language, "common", await loadAdminCatalogue(language), true, false);
  }
}
