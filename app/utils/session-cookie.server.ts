import { createCookie } from "@remix-run/node";
import { SESSION_COOKIE_NAME } from "../../api/lib/session-cookie.js";

// The API knows the name too: its answers to a request carrying the cookie are kept private.
export { SESSION_COOKIE_NAME };

/**
 * The access token in a request's session cookie, for the server's own socket.io (the browser
 * connects with its cookie; page scripts never see the token). Null when absent or forged.
 */
export function sessionTokenReader(secret: string) {
  const cookie = createCookie(SESSION_COOKIE_NAME, { secrets: [secret] });
  return async (cookieHeader: string): Promise<string | null> => {
    const data = (await cookie.parse(cookieHeader)) as { token?: unknown } | null;
    return typeof data?.token === "string" ? data.token : null;
  };
}
