import type { NextFunction, Request, Response } from "express";
import { requireAdmin } from "../auth/middleware.js";
import type { Actor } from "./audit-log.js";

/**
 * Every /admin endpoint checks the role again, whatever the pages did: 401 'Authentication
 * required' without a token, 403 for a signed-in non-admin.
 */
export function adminOnly(req: Request, _res: Response, next: NextFunction): void {
  try {
    requireAdmin(req);
    next();
  } catch (error) {
    next(error);
  }
}

/** The admin making this request (after adminOnly), as the audit log names them. */
export function actorOf(req: Request): Actor {
  const user = requireAdmin(req);
  return { id: user.id, email: user.email, ip: req.ip, userAgent: req.get("user-agent") };
}
