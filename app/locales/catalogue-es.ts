import admin from "./admin.es.json";
import browse from "./browse.es.json";
import dashboard from "./dashboard.es.json";
import shell from "./es.json";
import home from "./home.es.json";
import listing from "./listing.es.json";
import places from "./places.es.json";
import search from "./search.es.json";
import weather from "./weather.es.json";

/** The Spanish catalogue: one flat object made of the parts' files. */
const catalogue: Record<string, string> = {
  ...shell,
  ...admin,
  ...browse,
  ...dashboard,
  ...home,
  ...listing,
  ...places,
  ...search,
  ...weather,
};
export default catalogue;
