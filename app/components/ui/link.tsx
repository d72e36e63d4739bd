// eslint-disable-next-line no-restricted-syntax -- the one module that uses Remix's Link itself
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
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
