import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "@remix-run/node";

type RouteNode = Parameters<typeof matchRoutes>[0][number];

/** At most this many addresses' patterns are remembered (listing slugs are without end). */
const REMEMBERED = 2_000;

/**
 * The pattern of the page route an address renders (`/listing/:slug`), as Remix matches it, for
 * the request log and metrics: a label per route, not per listing. Matching ranks every route
 * (tens of microseconds), so an address's answer is remembered.
 */
export function pageRoutePatterns(routes: ServerBuild["routes"]): (pathname: string) => string | null {
  const tree = (parentId: string | undefined): RouteNode[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route): RouteNode =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
      );
  const nodes = tree(undefined);
  const known = new Map<string, string | null>();
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern !== undefined) return pattern;
    const matches = matchRoutes(nodes, pathname);
    pattern = matches ? `/${matches.map((match) => match.route.path ?? "").filter(Boolean).join("/")}`.replace(/\/+/g, "/") : null;
    if (known.size >= REMEMBERED) known.clear();
    known.set(pathname, pattern);
    return pattern;
  };
}
