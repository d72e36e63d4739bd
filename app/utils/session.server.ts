import { createCookieSessionStorage } from "@remix-run/node";
import { config, secureCookies } from "./env.server";
import { SESSION_COOKIE_NAME } from "./session-cookie.server";

type SessionData = { token: string; rememberMe: boolean; "oauth2:state": string };
type FlashData = { toast: string };

/** The BFF keeps the API access token here; the browser never sees it in readable form. */
export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: SESSION_COOKIE_NAME,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies,
    secrets: [config.sessionSecret],
  },
});

export const getSession = (request: Request) => sessionStorage.getSession(request.headers.get("Cookie"));

export async function getToken(request: Request): Promise<string | null> {
  return (await getSession(request)).get("token") ?? null;
}

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** Stores a fresh token; the cookie outlives the browser only with remember-me. */
export async function commitToken(request: Request, token: string, rememberMe: boolean): Promise<string> {
  const session = await getSession(request);
  session.set("token", token);
  // A finished social sign-in leaves its OAuth state behind; it must not be replayable.
  session.unset("oauth2:state");
  session.set("rememberMe", rememberMe);
  return sessionStorage.commitSession(session, rememberMe ? { maxAge: THIRTY_DAYS } : {});
}

export async function destroySession(request: Request): Promise<string> {
  return sessionStorage.destroySession(await getSession(request));
}
