import { config } from "./env.server";

/**
 * The origin the public reaches the site at, for absolute URLs (canonical links, sitemaps, shared
 * links): APP_URL when set (behind a proxy the request's own host may be an internal one), else
 * the origin the request came to.
 */
export function publicOrigin(request: Request): string {
  return new URL(config.appUrl ?? request.url).origin;
}
