import { loadConfig, secureCookiesFor } from "../../api/config.js";

/** The validated environment, read once (the same schema server.ts uses). */
export const config = loadConfig();
export const isProduction = config.env === "production";
/** Cookies are Secure only when the site is served over HTTPS. */
export const secureCookies = secureCookiesFor(config);
