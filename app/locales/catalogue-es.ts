import admin from "./admin.es.json";
import alerts from "./alerts.es.json";
import browse from "./browse.es.json";
import shell from "./es.json";
import home from "./home.es.json";
import listing from "./listing.es.json";
import places from "./places.es.json";
import reviews from "./reviews.es.json";
import search from "./search.es.json";
import weather from "./weather.es.json";

/** The texts every page may show, in Spanish: one flat object made of the parts' files (parts.ts names the rest). */
const catalogue: Record<string, string> = { ...shell, ...admin, ...alerts, ...browse, ...home, ...listing, ...places, ...reviews, ...search, ...weather };
export default catalogue;
