import adminEn from "./admin/catalogue-en";
import adminEs from "./admin/catalogue-es";
import accountEn from "./account-en";
import accountEs from "./account-es";
import en from "./catalogue-en";
import es from "./catalogue-es";
import messagesEn from "./messages-en";
import messagesEs from "./messages-es";
import { validationKey } from "@schemas/message-codes";
import { setMessageCodes } from "./validation-key";

/**
 * One flat catalogue per language, kept in several files so each part of the site owns its
 * texts: en.json/es.json for the shell, `<part>.<language>.json` for the rest, and admin/ for the
 * back-office. The server holds all of it; the browser loads only the page's language, its
 * messages and signed-in texts when shown (parts.ts), and the back-office texts only on admin
 * pages (load-catalogue.ts).
 */
export const catalogues = {
  en: { ...en, ...messagesEn, ...accountEn, ...adminEn },
  es: { ...es, ...messagesEs, ...accountEs, ...adminEs },
};

export const resources = { en: { common: catalogues.en }, es: { common: catalogues.es } };

// The server renders with the validation messages' codes from the start (validation-key.ts).
setMessageCodes(validationKey);
