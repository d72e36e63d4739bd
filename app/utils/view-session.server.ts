import { randomUUID } from "node:crypto";

/**
 * The browser-session id a listing view counts once per (a cookie without an expiry), read and
 * written the same way by the listing page's loader and by the server when it answers a visitor
 * from the page cache, where no loader runs. Its value is written as Remix's unsigned cookies
 * write theirs (base64 of the JSON string), so cookies set before keep counting as the same session.
 */
const NAME = "view_session";

export const newViewSession = () => randomUUID();

/** The request's view session, or null when it has none (or one that cannot be read). */
export function readViewSession(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== NAME) continue;
    try {
      const value: unknown = JSON.parse(Buffer.from(decodeURIComponent(part.slice(at + 1).trim()), "base64").toString("utf8"));
      return typeof value === "string" && value ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie header that starts a view session. */
export function viewSessionSetCookie(id: string, secure: boolean): string {
  const value = encodeURIComponent(Buffer.from(JSON.stringify(id), "utf8").toString("base64"));
  return `${NAME}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
