import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/** How the site's public origin is worked out: APP_URL, else what trusted proxies forward, else the request's own host. */
export type OriginRule = {
  appUrl: string | undefined;
  /** TRUST_PROXY's test (trust-proxy.ts): whether the socket's peer is a proxy whose X-Forwarded-* is believed. */
  trusts: (address: string, hop: number) => boolean;
};

/**
 * The page a refused post is answered as: the root loader throws the 403 before it shows, or,
 * for a script's post, the page's action.
 */
const REFUSAL_PAGE = "/privacy-policy";

const firstValue = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
};

/**
 * The origin visitors type in their browser. Behind nginx with its default settings the Host header
 * is the upstream's address (127.0.0.1:3000), so APP_URL, or a trusted proxy's X-Forwarded-Host and
 * X-Forwarded-Proto, name it; a request straight to the server names it by its own Host.
 */
export function publicOriginOf(req: IncomingMessage, rule: OriginRule): string | null {
  if (rule.appUrl) return new URL(rule.appUrl).origin;
  const viaProxy = rule.trusts(req.socket.remoteAddress ?? "", 0);
  const host = (viaProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host;
  if (!host) return null;
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const proto = (viaProxy && firstValue(req.headers["x-forwarded-proto"])) || (encrypted ? "https" : "http");
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The page a browser request says it comes from: its Origin, else its Referer's origin; null when it names none. */
export function claimedOriginOf(req: IncomingMessage): string | null {
  const origin = firstValue(req.headers.origin);
  if (origin) return origin;
  const referer = firstValue(req.headers.referer);
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/**
 * Whether a browser request carrying the session cookie comes from the site's own pages. A request
 * that names no page (no Origin, no Referer) is not from a browser page, and is let through.
 */
export function fromSameSite(req: IncomingMessage, rule: OriginRule): boolean {
  const claimed = claimedOriginOf(req);
  return claimed === null || claimed === publicOriginOf(req, rule);
}

/**
 * Form posts to the site must come from the site (cross-site request forgery): one that names
 * another page is refused with 403 on the normal error page (`res.locals.crossSiteRefused`, read by
 * the root loader, which the request then reaches as a read of a plain page, so no action and none
 * of the asked page's loaders run). An accepted post
 * is addressed to the public host, so that Remix's own check, which compares Origin with Host or
 * X-Forwarded-Host and knows nothing of the proxy, agrees instead of throwing (a 500).
 */
export function sameOriginPosts(rule: OriginRule): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (!fromSameSite(req, rule)) {
      res.locals.crossSiteRefused = true;
      const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
      // A script's post (single fetch: `<page>.data`) goes to the refusal page's action, which
      // throws the 403 in the form the script reads; the page that posted shows it. Its Origin
      // goes: Remix's own check would answer the post 500 before that action could refuse it.
      if (req.path.endsWith(".data")) {
        req.url = req.originalUrl = `${REFUSAL_PAGE}.data${query}`;
        delete req.headers.origin;
        return next();
      }
      // Drawn as a read of a page whose loaders neither write nor redirect: the page asked for
      // may have loaders that do (starting a social sign-in), and a redirect would win over the 403.
      req.method = "GET";
      req.url = req.originalUrl = `${REFUSAL_PAGE}${query}`;
      return next();
    }
    const origin = publicOriginOf(req, rule);
    if (origin) {
      req.headers.host = new URL(origin).host;
      delete req.headers["x-forwarded-host"];
    }
    next();
  };
}
