import type { RequestHandler } from "express";
import { handle } from "./errors.js";
import { requestLanguage } from "./language.js";
import { type Limit, type RateLimiter } from "./rate-limit.js";

/** A write route limited per client address and, when signed in, per user (a 429 with Retry-After). */
export function limitPerClient(limiter: RateLimiter, byIp: Limit, byUser: Limit): RequestHandler {
  return handle(async (req, _res, next) => {
    const language = requestLanguage(req);
    await limiter.check(byIp, [req.ip], language);
    if (req.user) await limiter.check(byUser, [String(req.user.id)], language);
    next();
  });
}
