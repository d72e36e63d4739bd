import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/** Old account paths go to dashboard sections; anything else unknown goes home. */
export const DASHBOARD_REDIRECTS: Record<string, string> = {
  profile: "profile",
  "my-listings": "my-listings",
  settings: "settings",
  favorites: "favorites",
  messages: "messages",
};

export function redirectTarget(pathname: string): string {
  const first = pathname.split("/").filter(Boolean)[0] ?? "";
  const section = DASHBOARD_REDIRECTS[first];
  // /chat and /chat/{roomId} have routes of their own (they open a room).
  const depth = pathname.split("/").filter(Boolean).length;
  if (section && depth === 1) return `/dashboard?section=${section}`;
  return "/";
}

/**
 * Pages with a second address (the spec names both) are indexed under one: the other answers a
 * permanent redirect to it, keeping the query. /listings is the category list.
 */
const PAGE_ALIASES: Record<string, string> = { "/listings": "/categories", "/privacy": "/privacy-policy", "/terms": "/terms-of-service" };

export function aliasTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (Object.hasOwn(PAGE_ALIASES, path)) return PAGE_ALIASES[path]!;
  const place = /^\/place\/([^/]+)$/.exec(path);
  return place ? `/places/${place[1]}` : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const alias = aliasTarget(url.pathname);
  if (alias) return redirect(alias + url.search, 301);
  return redirect(redirectTarget(url.pathname));
}

export const action = loader;
