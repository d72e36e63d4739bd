import type { NextFunction, Request, Response } from "express";
import { AppError, forbidden, handle, unauthorized } from "../../lib/errors.js";
import { scopeOf } from "../../lib/in-process.js";
import { hasSessionCookie } from "../../lib/session-cookie.js";
import type { AuthService, AuthenticatedUser } from "./service.js";

declare module "express-serve-static-core" {
  interface Request {
    user?: AuthenticatedUser;
    token?: string;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match ? match[1] : null;
}

/**
 * The token's session, looked up once for all the reads of one page (its loaders make about ten
 * calls with the same token). Writes look it up afresh; the page empties the scope after an
 * action's write, which may end the session or change the user.
 */
function sessionOf(auth: AuthService, req: Request, token: string): Promise<AuthenticatedUser | null> {
  const scope = req.method === "GET" ? scopeOf(req) : undefined;
  if (!scope) return auth.authenticate(token);
  const key = `session:${token}`;
  let session = scope.get(key) as Promise<AuthenticatedUser | null> | undefined;
  if (!session) {
    session = auth.authenticate(token);
    scope.set(key, session);
  }
  return session;
}

const PRIVATE_ANSWER = "private, no-store";

/**
 * An answer to a signed-in request (a bearer token, or the site's session cookie) is that user's:
 * no shared cache (a CDN, a proxy) may keep it, nor the browser's disk. Set before the token is
 * checked, so a refused session's 401 and any later error say so too, and kept over a route's own
 * Cache-Control (its "no-store" for live data would drop "private").
 */
export function privateWhenSignedIn(req: Request, res: Response, next: NextFunction) {
  if (!req.headers.authorization && !hasSessionCookie(req.headers.cookie)) return next();
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(name, name.toLowerCase() === "cache-control" ? PRIVATE_ANSWER : value)) as Response["setHeader"];
  res.setHeader("Cache-Control", PRIVATE_ANSWER);
  next();
}

/** Reads the bearer token, if any, and puts its user on the request. */
export function authenticate(auth: AuthService) {
  return handle(async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (token) {
      const user = await sessionOf(auth, req, token);
      if (!user) throw unauthorized("Your session has expired. Please log in again.");
      req.user = user;
      req.token = token;
    }
    next();
  });
}

export function requireUser(req: Request): AuthenticatedUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export const EMAIL_NOT_VERIFIED = "Your e-mail address is not verified yet: open the link we sent you, or ask for a new one.";

/**
 * What others see as coming from an address (a listing, a message, a review, a report) needs its
 * owner to have proven it: unverified accounts may sign in and browse, not act in its name.
 */
export function requireVerifiedUser(req: Request): AuthenticatedUser {
  const user = requireUser(req);
  if (!user.is_verified) throw new AppError(403, EMAIL_NOT_VERIFIED);
  return user;
}

export function requireAdmin(req: Request): AuthenticatedUser {
  const user = requireUser(req);
  if (!user.is_superuser) throw forbidden("Admin access required");
  return user;
}
