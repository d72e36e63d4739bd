// eslint-disable-next-line no-restricted-syntax -- the one module that uses Remix's Link and NavLink themselves
import { type LinkProps, type NavLinkProps, Link as RemixLink, NavLink as RemixNavLink, useLocation } from "@remix-run/react";
import { type ForwardedRef, createElement, forwardRef } from "react";

/** What React Router takes for a URL of another origin or scheme (`https:`, `mailto:`, `//host`). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A path of this site written whole (`/search?q=sofa#results`): the router writes it as its href
 * unchanged, an empty `?` or `#` aside, which this leaves to the router.
 */
const SITE_PATH = /^\/(?!\/)[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

/** The props Remix's and React Router's links take for themselves: not written on the <a>. */
const ROUTER_PROPS = new Set(["to", "prefetch", "discover", "onClick", "relative", "reloadDocument", "replace", "state", "target", "preventScrollReset", "viewTransition"]);

/**
 * The site's link. The server writes a link to a path of this site, or to another site, as the
 * plain <a> Remix's Link writes (the same attributes, `data-discover` included): Remix's Link asks
 * the router a dozen hooks for it (resolving the path, the click handler, prefetching), which only
 * serve the browser, whose render with Remix's Link hydrates the same markup. A page has up to a
 * hundred links; a link the router must resolve (relative, an object, prefetched as it renders)
 * is Remix's Link on the server too (decision 0041).
 */
function ServerLink(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const { to, prefetch, discover = "render", reloadDocument } = props;
  const absolute = typeof to === "string" && ABSOLUTE_URL.test(to);
  if (typeof to !== "string" || prefetch === "render" || !(absolute || SITE_PATH.test(to))) return <RemixLink {...props} ref={ref} />;
  // The anchor's attributes in the order React Router writes them: the link's own, then these.
  const anchor: Record<string, unknown> = {};
  for (const name in props) if (!ROUTER_PROPS.has(name)) anchor[name] = props[name as keyof LinkProps];
  anchor["data-discover"] = discover === "render" && !absolute && !reloadDocument ? "true" : undefined;
  anchor.href = to;
  anchor.target = props.target;
  return createElement("a", anchor);
}

export const Link = typeof document === "undefined" ? forwardRef(ServerLink) : RemixLink;

/** The props Remix's and React Router's NavLinks take for themselves: not written on the <a> as they are. */
const NAV_LINK_PROPS = new Set([...ROUTER_PROPS, "aria-current", "caseSensitive", "className", "end", "style", "children"]);

/** A path of plain characters, with or without a query: its pathname is the router's as written. */
const PLAIN_SITE_PATH = /^\/[\w\-./]*(?:\?[^#]+)?$/;

/**
 * The site's NavLink: a link marked `aria-current="page"` and `active` while its path is the
 * page's. The server writes it as ServerLink writes a link, with the router's mark worked out from
 * the location: Remix's NavLink asks the router to resolve its path three times, which cost each
 * page of the site's layout (nine of them) more than its other links together. A NavLink whose
 * class, style or children are functions, or whose path the router must resolve or encode, is
 * Remix's on the server too.
 */
function ServerNavLink(props: NavLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const { to, end = false, className = "", style, children, caseSensitive, prefetch, discover = "render", reloadDocument } = props;
  const { pathname } = useLocation();
  if (typeof to !== "string" || !PLAIN_SITE_PATH.test(to) || caseSensitive || prefetch === "render" || typeof className === "function" || typeof style === "function" || typeof children === "function") {
    return <RemixNavLink {...props} ref={ref} />;
  }
  // React Router's test: the path itself, or (without `end`) a path under it, letter case aside.
  const path = to.split("?")[0]!.toLowerCase();
  const here = pathname.toLowerCase();
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(slashAt) === "/");
  // In the order React Router writes them: the link's own, then these.
  const anchor: Record<string, unknown> = {};
  for (const name in props) if (!NAV_LINK_PROPS.has(name)) anchor[name] = props[name as keyof NavLinkProps];
  anchor["data-discover"] = discover === "render" && !reloadDocument ? "true" : undefined;
  anchor["aria-current"] = active ? (props["aria-current"] ?? "page") : undefined;
  anchor.className = active ? (className ? `${className} active` : "active") : className;
  anchor.style = style;
  anchor.href = to;
  anchor.target = props.target;
  return createElement("a", anchor, children);
}

export const NavLink = typeof document === "undefined" ? forwardRef(ServerNavLink) : RemixNavLink;
