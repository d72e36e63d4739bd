import { createCookie } from "@remix-run/node";
import { secureCookies } from "./env.server";

const ONE_YEAR = 60 * 60 * 24 * 365;
const options = { path: "/", sameSite: "lax" as const, httpOnly: true, secure: secureCookies, maxAge: ONE_YEAR };

// Preferences live in cookies set by form actions, so they work without JavaScript.
export const languageCookie = createCookie("lng", options);
export const currencyCookie = createCookie("currency", options);
export const consentCookie = createCookie("cookie_consent", options);
