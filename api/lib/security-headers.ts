import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

export type SecurityHeadersOptions = {
  /** The public URL: HSTS and upgrade-insecure-requests only when it is https. */
  appUrl: string | undefined;
  /** Where the map's tiles come from (the admins' map settings), for img-src; null for this site. */
  tileSource: () => Promise<string | null>;
  /** Sites a form may be sent on to by a redirect (social sign-in, card checkout). */
  formTargets: string[];
};

type PageLocals = { cspNonce?: string; tileSource?: string | null };
const localsOf = (res: ServerResponse): PageLocals => (res as ServerResponse & { locals?: PageLocals }).locals ?? {};

/** The nonce of this response's inline scripts, made by `securityHeaders`. */
export const cspNonceOf = (res: ServerResponse): string => localsOf(res).cspNonce ?? "";

/**
 * The source a tile URL needs in img-src: its origin, with Leaflet's `{s}` subdomain placeholder
 * as a wildcard; null for tiles served by this site.
 */
export function tileSourceOf(tileUrl: string): string | null {
  if (!/^https?:\/\//i.test(tileUrl)) return null;
  try {
    return new URL(tileUrl.replace(/\{s\}/g, "s")).origin.replace(/^(https?:\/\/)s\./, "$1*.");
  } catch {
    return null;
  }
}

/**
 * Helmet's headers for every answer (all but the pages' policy). They are the same on each, so
 * they are worked out once, by running helmet against a recorder, and then set in one pass.
 */
function headersOfEveryAnswer(appUrl: string | undefined): Array<[string, string]> {
  const https = appUrl?.startsWith("https://") ?? false;
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Uploaded photos may be shown by other sites (shares, mail clients); the site's own pages not.
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => {} };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers on every answer (nosniff, frame and referrer policy, HSTS on https), and on
 * pages a Content-Security-Policy whose inline scripts must carry this request's nonce: Remix's
 * own bootstrapping scripts get it, injected markup cannot guess it.
 */
export function securityHeaders(options: SecurityHeadersOptions): {
  all: RequestHandler;
  pages: RequestHandler;
  /** What `all` sets, for answers given before Express (the health check). */
  everyAnswer: ReadonlyArray<readonly [string, string]>;
} {
  const https = options.appUrl?.startsWith("https://") ?? false;
  const everyAnswer = headersOfEveryAnswer(options.appUrl);
  const all: RequestHandler = (_req, res, next) => {
    for (const [name, value] of everyAnswer) res.setHeader(name, value);
    next();
  };
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res)}'`],
      // Leaflet and React's style props set inline styles; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", (_req: IncomingMessage, res: ServerResponse) => localsOf(res).tileSource ?? "'self'"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      // SCRIPT banners run in frames of their own (served with a sandbox CSP by the API).
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'", ...options.formTargets],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: https ? [] : null,
    },
  });
  const pages: RequestHandler = (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    options.tileSource().then(
      (source) => {
        res.locals.tileSource = source;
        csp(req, res, next);
      },
      (error: unknown) => next(error),
    );
  };
  return { all, pages, everyAnswer };
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The policy of a page kept to be served again: the nonce it was rendered with would be shared
 * by every visitor who gets the copy (and readable in it), so it is replaced by the hashes of the
 * page's own inline scripts, which allow exactly those and nothing added later.
 */
export function policyForKeptPage(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, code] of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  return policy.replace(/ ?'nonce-[^']*'/, [...hashes].map((hash) => ` ${hash}`).join(""));
}
