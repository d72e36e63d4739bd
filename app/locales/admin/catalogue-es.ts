import backOffice from "./back-office.es.json";
import banners from "./banners.es.json";
import catalogue from "./catalogue.es.json";
import guide from "./guide.es.json";
import listings from "./listings.es.json";
import moderation from "./moderation.es.json";
import orders from "./orders.es.json";
import settings from "./settings.es.json";

/** The back-office's Spanish texts: loaded by admin pages only, so the public pages do not carry them. */
const adminCatalogue: Record<string, string> = { ...backOffice, ...banners, ...catalogue, ...guide, ...listings, ...moderation, ...orders, ...settings };
export default adminCatalogue;
