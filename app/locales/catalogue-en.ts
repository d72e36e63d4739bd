import admin from "./admin.en.json";
import alerts from "./alerts.en.json";
import browse from "./browse.en.json";
import bulk from "./bulk.en.json";
import chat from "./chat.en.json";
import dashboard from "./dashboard.en.json";
import errors from "./errors.en.json";
import shell from "./en.json";
import home from "./home.en.json";
import listing from "./listing.en.json";
import places from "./places.en.json";
import promotions from "./promotions.en.json";
import reviews from "./reviews.en.json";
import search from "./search.en.json";
import weather from "./weather.en.json";

/** The English catalogue: one flat object made of the parts' files. */
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
