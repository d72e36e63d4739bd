import admin from "./admin.en.json";
import alerts from "./alerts.en.json";
import browse from "./browse.en.json";
import shell from "./en.json";
import home from "./home.en.json";
import listing from "./listing.en.json";
import places from "./places.en.json";
import reviews from "./reviews.en.json";
import search from "./search.en.json";
import weather from "./weather.en.json";

/** The texts every page may show, in English: one flat object made of the parts' files (parts.ts names the rest). */
const catalogue: Record<string, string> = { ...shell, ...admin, ...alerts, ...browse, ...home, ...listing, ...places, ...reviews, ...search, ...weather };
export default catalogue;
