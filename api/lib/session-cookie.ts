/** The BFF's session cookie: it holds the API access token, httpOnly. */
export const SESSION_COOKIE_NAME = "__session";

/** Whether a Cookie header carries the session cookie (whatever its value: it is not checked here). */
export function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && header.split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}
