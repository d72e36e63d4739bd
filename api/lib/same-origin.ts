import type { RequestHandler } from "express";

/**
 * Form posts to the site must come from the site: a POST whose Origin is another site is refused
 * (cross-site request forgery). The expected origin is APP_URL, else the request's own host.
 */
export function sameOriginPosts(appUrl: string | undefined): RequestHandler {
  const configured = appUrl ? new URL(appUrl).origin : null;
  return (req, res, next) => {
    const origin = req.get("origin");
    if (req.method === "GET" || req.method === "HEAD" || !origin) return next();
    const expected = configured ?? `${req.protocol}://${req.get("host")}`;
    if (origin === expected) return next();
    res.status(403).type("text/plain").send("Cross-site form posts are not allowed.");
  };
}

/**
 * Whether a browser request with ambient credentials (the session cookie) comes from the site:
 * its Origin is APP_URL's, or has the request's own host. No Origin: not a browser page.
 */
export function fromSameSite(origin: string | undefined, host: string | undefined, appUrl: string | undefined): boolean {
  if (!origin) return true;
  try {
    return appUrl ? origin === new URL(appUrl).origin : new URL(origin).host === host;
  } catch {
    return false;
  }
}
