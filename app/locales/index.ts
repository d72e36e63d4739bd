import en from "./catalogue-en";
import es from "./catalogue-es";

/**
 * One flat catalogue per language, kept in several files so each part of the site owns its
 * texts: en.json/es.json for the shell and accounts, `<part>.<language>.json` for the rest.
 * The server holds both; the browser loads only the page's language (load-catalogue.ts).
 */
export const catalogues = { en, es };

export const resources = { en: { common: en }, es: { common: es } };
