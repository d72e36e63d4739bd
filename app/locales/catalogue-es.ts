import admin from "./admin.es.json";
import alerts from "./alerts.es.json";
import browse from "./browse.es.json";
import bulk from "./bulk.es.json";
import chat from "./chat.es.json";
import dashboard from "./dashboard.es.json";
import errors from "./errors.es.json";
import shell from "./es.json";
import home from "./home.es.json";
import listing from "./listing.es.json";
import places from "./places.es.json";
import promotions from "./promotions.es.json";
import reviews from "./reviews.es.json";
import search from "./search.es.json";
import weather from "./weather.es.json";

/** The Spanish catalogue: one flat object made of the parts' files. */
const catalogue: Record<string, string> = {
  ...shell,
  ...admin,
  ...alerts,
  ...browse,
  ...bulk,
  ...chat,
  ...dashboard,
  ...errors,
  ...home,
  ...listing,
  ...places,
  ...promotions,
  ...reviews,
  ...search,
  ...weather,
};
export default catalogue;
