import adminEn from "./admin.en.json";
import adminEs from "./admin.es.json";
import browseEn from "./browse.en.json";
import browseEs from "./browse.es.json";
import en from "./en.json";
import es from "./es.json";
import homeEn from "./home.en.json";
import homeEs from "./home.es.json";
import listingEn from "./listing.en.json";
import listingEs from "./listing.es.json";
import placesEn from "./places.en.json";
import placesEs from "./places.es.json";
import searchEn from "./search.en.json";
import searchEs from "./search.es.json";
import weatherEn from "./weather.en.json";
import weatherEs from "./weather.es.json";

/**
 * One flat catalogue per language, kept in several files so each part of the site owns its
 * texts: en.json/es.json for the shell and accounts, `<part>.<language>.json` for the rest.
 */
export const catalogues = {
  en: { ...en, ...adminEn, ...browseEn, ...homeEn, ...listingEn, ...placesEn, ...searchEn, ...weatherEn } as Record<string, string>,
  es: { ...es, ...adminEs, ...browseEs, ...homeEs, ...listingEs, ...placesEs, ...searchEs, ...weatherEs } as Record<string, string>,
};
