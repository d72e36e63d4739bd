import backOffice from "./back-office.en.json";
import banners from "./banners.en.json";
import catalogue from "./catalogue.en.json";
import guide from "./guide.en.json";
import listings from "./listings.en.json";
import moderation from "./moderation.en.json";
import orders from "./orders.en.json";
import settings from "./settings.en.json";

/** The back-office's English texts: loaded by admin pages only, so the public pages do not carry them. */
const adminCatalogue: Record<string, string> = { ...backOffice, ...banners, ...catalogue, ...guide, ...listings, ...moderation, ...orders, ...settings };
export default adminCatalogue;
